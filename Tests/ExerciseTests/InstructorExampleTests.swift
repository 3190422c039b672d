import Testing
import Workbook

@testable import Chapter1Holes

/// The tests of this file, as one suite: `swift test --filter InstructorExampleTests`.
@Suite struct InstructorExampleTests {}

// Instructors' tests: examples of the helpers in `Expect`, run against the reference
// solutions. Copy one and change the names to test a new exercise more closely.

extension InstructorExampleTests {
  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func evenOddSolutionMakesTheCentreSeeThroughAndKeepsTheRest() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 64))
    view.backgroundColor = .white
    let hole = CGRect(x: 16, y: 12, width: 64, height: 40)
    Solutions.cutEvenOddHole(in: view, hole: hole)
    require(
      Expect.transparent(CGPoint(x: hole.midX, y: hole.midY), in: view, what: "the hole's centre"))
    require(Expect.covered(CGPoint(x: 2, y: 2), in: view, what: "the view's corner"))
  }

  @Test(.enabled(if: hasSolutions, "a student edition has no solutions"))
  func roundHoleSolutionIsACircleOfTheSquaresSize() {
    let square = CGRect(x: 0, y: 0, width: 40, height: 40)
    let path = Solutions.roundHolePath(in: square)
    require(Expect.inside(CGPoint(x: 20, y: 2), of: path, what: "the top of the circle"))
    require(Expect.outside(CGPoint(x: 2, y: 2), of: path, what: "the square's corner"))
    require(Expect.value(path.bounds.width, near: 40, within: 0.01, what: "the circle's width"))
  }

  @Test func figureComparisonMarksAndCountsTheDifferingCells() {
    let result = Expect.figure(Figure(art: ["@@ ", "   "]), matches: Figure(art: ["@@@", "   "]))
    #expect(!result.passed)
    #expect(result.message.contains("1 of 6 cells"))
    #expect(result.figure?.contains("|  X|") == true)
    // One ramp step apart is tolerated when asked.
    require(Expect.figure(Figure(art: ["%"]), matches: Figure(art: ["@"]), allowedSteps: 1))
  }
}
