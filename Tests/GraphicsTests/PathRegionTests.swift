import Foundation
import Lessons
import Testing

@testable import Graphics

/// The tests of this file, as one suite: `swift test --filter PathRegionTests`.
@Suite struct PathRegionTests {}

// The region operations (what CGPath's normalized(using:), union, intersection,
// subtracting and symmetricDifference return), checked against the paths themselves:
// at points spread over the area, the result contains a point exactly when the fill
// rules and the operation say it should, under either rule.

/// A self-crossing polygon of `count` random points in 0...100, and a curve.
private func scribble(_ random: inout FreshInputs, count: Int) -> Path {
  var path = Path()
  func point() -> CGPoint {
    CGPoint(x: CGFloat(random.next() % 10_000) / 100, y: CGFloat(random.next() % 10_000) / 100)
  }
  path.move(to: point())
  for _ in 1..<count { path.addLine(to: point()) }
  path.addQuadCurve(to: point(), control: point())
  path.closeSubpath()
  return path
}

/// Points of a grid over the area, off the whole and half coordinates the paths use.
private let probes: [CGPoint] = stride(from: 0.37, to: 100, by: 3.13).flatMap { y in
  stride(from: 0.21, to: 100, by: 3.07).map { x in CGPoint(x: x, y: y) }
}

/// How many probes a path gets wrong; points within a hair of an edge can go either way,
/// so a few in a thousand are allowed.
private func misses(_ result: Path, _ expected: (CGPoint) -> Bool) -> Int {
  probes.filter { point in
    let inside = expected(point)
    return result.contains(point, using: .nonZero) != inside
      || result.contains(point, using: .evenOdd) != inside
  }.count
}

extension PathRegionTests {
  @Test func aNormalizedRegionFillsWhatTheRuleFilledUnderEitherRule() {
    var random = FreshInputs(31)
    for number in 0..<8 {
      let path = scribble(&random, count: 5 + number % 5)
      for rule in FillRule.allCases {
        let normalized = path.normalizedRegion(rule: rule, tolerance: 0.1)
        #expect(
          misses(normalized) { path.contains($0, using: rule) } <= 3, "case \(number), \(rule)")
      }
    }
  }

  @Test func regionOperationsFollowTheirTruthTables() {
    var random = FreshInputs(77)
    let operations: [(RegionOperation, (Bool, Bool) -> Bool)] = [
      (.union, { $0 || $1 }), (.intersection, { $0 && $1 }), (.subtracting, { $0 && !$1 }),
      (.symmetricDifference, { $0 != $1 }),
    ]
    for number in 0..<4 {
      let a = scribble(&random, count: 4 + number % 4)
      let b = scribble(&random, count: 3 + number % 5)
      for rule in FillRule.allCases {
        for (operation, truth) in operations {
          let result = a.combinedRegion(with: b, operation, rule: rule, tolerance: 0.1)
          let wrong = misses(result) {
            truth(a.contains($0, using: rule), b.contains($0, using: rule))
          }
          #expect(wrong <= 3, "case \(number), \(rule), \(operation)")
        }
      }
    }
  }

  /// A ring made of two circles turning the same way: non-zero fills the hole, and the
  /// normalized even-odd region leaves it out whichever way the inner circle runs.
  @Test func aNormalizedRingHasItsHoleWhicheverWayTheCirclesRun() {
    var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ring.addPath(Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
    let centre = CGPoint(x: 50, y: 50)
    #expect(ring.contains(centre, using: .nonZero))
    let normalized = ring.normalizedRegion(rule: .evenOdd)
    #expect(!normalized.contains(centre, using: .nonZero))
    #expect(normalized.contains(CGPoint(x: 15, y: 50), using: .nonZero))
    #expect(Path().normalizedRegion(rule: .nonZero).isEmpty)
    #expect(
      Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).normalizedRegion(rule: .nonZero)
        .subpaths().count == 1, "a rectangle is one piece")
  }

  /// A path of more edges than the limit comes back empty at once, whatever its shape,
  /// rather than keep the program busy comparing every pair of its edges.
  @Test func aPathOfTooManyEdgesIsRefusedQuickly() {
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: 0, y: 0))
    for i in 1...(Path.maximumRegionEdges + 10) {
      zigzag.addLine(to: CGPoint(x: CGFloat(i % 97), y: CGFloat((i * 7) % 89)))
    }
    zigzag.closeSubpath()
    let start = Date()
    #expect(zigzag.normalizedRegion(rule: .evenOdd).isEmpty)
    #expect(Date().timeIntervalSince(start) < 5, "refused without the pairwise search")
  }
}
