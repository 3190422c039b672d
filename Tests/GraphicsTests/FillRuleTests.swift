import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter FillRuleTests`.
@Suite struct FillRuleTests {}

/// A square ring: an outer and an inner square, both clockwise.
private func ring(innerReversed: Bool = false) -> Path {
  var path = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
  let inner = Path(rect: CGRect(x: 3, y: 3, width: 4, height: 4))
  path.addPath(innerReversed ? inner.reversed() : inner)
  return path
}

/// A five-pointed star drawn in one stroke, its points joined every second vertex.
private func star() -> Path {
  var path = Path()
  for k in 0..<5 {
    let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
    let point = CGPoint(x: 10 + 9 * cos(angle), y: 10 + 9 * sin(angle))
    if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
  }
  path.closeSubpath()
  return path
}

extension FillRuleTests {
  @Test func evenOddRingLeavesTheCentreEmpty() {
    let grid = Rasterizer.coverage(of: ring(), rule: .evenOdd, width: 10, height: 10)
    #expect(grid[5, 5] == 0)
    #expect(grid[1, 1] == 1)
    #expect(ring().winding(at: CGPoint(x: 5, y: 5)) == 2)
  }

  @Test func nonZeroRingWithBothSquaresClockwiseFillsTheCentre() {
    let grid = Rasterizer.coverage(of: ring(), rule: .nonZero, width: 10, height: 10)
    #expect(grid[5, 5] == 1)
    #expect(grid.values.allSatisfy { $0 == 1 })
  }

  @Test func nonZeroRingWithTheInnerSquareReversedIsEmptyInside() {
    let path = ring(innerReversed: true)
    #expect(path.winding(at: CGPoint(x: 5, y: 5)) == 0)
    let grid = Rasterizer.coverage(of: path, rule: .nonZero, width: 10, height: 10)
    #expect(grid[5, 5] == 0)
    #expect(grid[0, 0] == 1)
  }

  @Test func starCentreHasWindingTwoSoOnlyNonZeroFillsIt() {
    let centre = CGPoint(x: 10, y: 10)
    #expect(abs(star().winding(at: centre)) == 2)
    let evenOdd = Rasterizer.coverage(of: star(), rule: .evenOdd, width: 20, height: 20)
    let nonZero = Rasterizer.coverage(of: star(), rule: .nonZero, width: 20, height: 20)
    #expect(evenOdd[10, 10] == 0)
    #expect(nonZero[10, 10] == 1)
    // The arms have winding 1: inside under both rules, equally.
    #expect(evenOdd[10, 3] > 0.3 && evenOdd[10, 3] == nonZero[10, 3])
  }

  /// REFERENCE.md's case: half a pixel at winding 2 and half at 0. Summing winding over
  /// the pixel gives 1 for both rules; exact coverage is 0 for even-odd and 0.5 for
  /// non-zero.
  @Test func pixelHalfAtWindingTwoIsEmptyForEvenOddAndHalfForNonZero() {
    var path = Path(rect: CGRect(x: 0, y: 0, width: 0.5, height: 1))
    path.addPath(Path(rect: CGRect(x: 0, y: 0, width: 0.5, height: 1)))
    let evenOdd = Rasterizer.coverage(of: path, rule: .evenOdd, width: 1, height: 1)
    let nonZero = Rasterizer.coverage(of: path, rule: .nonZero, width: 1, height: 1)
    #expect(evenOdd[0, 0] == 0)
    #expect(abs(nonZero[0, 0] - 0.5) < 1e-6)
  }

  /// A bow tie crosses itself inside a pixel; the two triangles cover a quarter each.
  @Test func selfIntersectingBowTieCoversItsTwoTrianglesExactly() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 1, y: 0))
    path.addLine(to: CGPoint(x: 0, y: 1))
    path.closeSubpath()
    for rule in FillRule.allCases {
      let grid = Rasterizer.coverage(of: path, rule: rule, width: 1, height: 1)
      #expect(abs(grid[0, 0] - 0.5) < 1e-6, "rule \(rule)")
    }
  }

  @Test func partiallyCoveredPixelsGetTheirExactArea() {
    // A triangle over a 2 x 2 grid: the diagonal halves the two pixels it crosses.
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 2, y: 2))
    path.addLine(to: CGPoint(x: 0, y: 2))
    path.closeSubpath()
    let grid = Rasterizer.coverage(of: path, rule: .nonZero, width: 2, height: 2)
    #expect(abs(grid[0, 0] - 0.5) < 1e-6)
    #expect(grid[1, 0] == 0)
    #expect(grid[0, 1] == 1)
    #expect(abs(grid[1, 1] - 0.5) < 1e-6)
  }

  @Test func shapesReachingPastTheGridEdgesAreClippedExactly() {
    // A triangle from far left to the right edge: coverage in the grid must equal the
    // area of the part inside it, wherever the edges cross the grid's sides.
    var path = Path()
    path.move(to: CGPoint(x: -100, y: 0))
    path.addLine(to: CGPoint(x: 20, y: 4))
    path.addLine(to: CGPoint(x: -100, y: 4))
    path.closeSubpath()
    let grid = Rasterizer.coverage(of: path, rule: .nonZero, width: 10, height: 4)
    // Inside the grid (0 <= x <= 10): below the line y = (x + 100) / 30.
    // Area = integral over x from 0 to 10 of 4 - (x + 100) / 30 dx.
    let expected = 40 - (50.0 + 1000.0) / 30
    let total = grid.values.reduce(0, +)
    #expect(abs(Double(total) - expected) < 1e-3)
  }
}
