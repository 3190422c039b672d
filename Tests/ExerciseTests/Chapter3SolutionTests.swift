import Chapter3LayoutsKit
import Testing
import Workbook

@testable import Chapter3Layouts

/// The tests of this file, as one suite: `swift test --filter Chapter3SolutionTests`.
@Suite struct Chapter3SolutionTests {}

// Exercises 3.2 and 3.4 tested more closely than their checks: the reference solutions
// against brute force, over many more cases.

extension Chapter3SolutionTests {
  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func rowNearestAgreesWithReadingEveryFrame() {
    for count in [0, 1, 2, 3, 7, 50] {
      let all = FrameList(count: count)
      let frames = (0..<count).map { all[$0] }
      let end = frames.last?.maxY ?? 0
      for y in stride(from: CGFloat(-150), through: end + 150, by: 2.5) {
        // Brute force: the smallest distance from y to a frame, the upper row on a tie.
        let distances = frames.map { y < $0.minY ? $0.minY - y : max(0, y - $0.maxY) }
        let expected = distances.indices.min { distances[$0] < distances[$1] }
        #expect(Solutions.rowNearest(y, frames: FrameList(count: count)) == expected, "y \(y)")
      }
    }
  }

  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func drumOrderPutsNearerRowsAboveAndNeverTies() {
    for count in 1...9 {
      for position in stride(from: CGFloat(-1.5), through: CGFloat(count) + 0.5, by: 0.25) {
        let z = (0..<count).map { Solutions.drumZIndex(row: $0, position: position, count: count) }
        #expect(Set(z).count == count, "distinct at \(position) of \(count)")
        let byDistance = (0..<count).sorted {
          (abs(CGFloat($0) - position), $0) < (abs(CGFloat($1) - position), $1)
        }
        #expect(byDistance.map { z[$0] } == Array((0..<count).reversed()), "at \(position)")
      }
    }
  }
}
