import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter PathDataTests`.
@Suite struct PathDataTests {}

extension PathDataTests {
  @Test func pathDataReadsAbsoluteAndRelativeCommands() throws {
    let path = try Path(svgPathData: "M10 20 l5 0 h5 v5 H10 Z m1,1 L2 2")
    #expect(
      path.elements == [
        .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 15, y: 20)),
        .line(to: CGPoint(x: 20, y: 20)), .line(to: CGPoint(x: 20, y: 25)),
        .line(to: CGPoint(x: 10, y: 25)), .closeSubpath,
        .move(to: CGPoint(x: 11, y: 21)), .line(to: CGPoint(x: 2, y: 2)),
      ])
  }

  @Test func pathDataRepeatsCommandsAndReadsCompactNumbers() throws {
    let path = try Path(svgPathData: "M0,0 10-5.5.5.5e1")
    #expect(
      path.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: -5.5)), .line(to: CGPoint(x: 0.5, y: 5)),
      ])
  }

  @Test func smoothCurvesReflectThePreviousControlPoint() throws {
    let path = try Path(svgPathData: "M0 0 C0 10 10 10 10 0 S20 -10 20 0")
    #expect(
      path.elements[2]
        == .curve(
          to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10),
          control2: CGPoint(x: 20, y: -10)
        ))
    let quad = try Path(svgPathData: "M0 0 Q5 10 10 0 T20 0")
    #expect(
      quad.elements[2] == .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -10)))
  }

  @Test func svgArcEndsAtItsEndpointAndBulgesTheAskedWay() throws {
    let path = try Path(svgPathData: "M0 0 A10 10 0 0 1 20 0")
    guard case .curve(let end, _, _) = path.elements.last else {
      Issue.record("an arc becomes cubics")
      return
    }
    #expect(abs(end.x - 20) < 1e-9 && abs(end.y) < 1e-9)
    // Sweep flag 1 runs towards growing angles, clockwise on screen: from the left end
    // it rises over the top of the chord. Sweep flag 0 dips below it.
    #expect(path.boundingBoxOfPath.minY < -9.9)
    #expect(path.boundingBoxOfPath.maxY < 1e-9)
    let other = try Path(svgPathData: "M0 0 A10 10 0 0 0 20 0")
    #expect(other.boundingBoxOfPath.maxY > 9.9)
  }

  @Test func pathDataRoundTripsThroughItsText() throws {
    let path = try Path(svgPathData: "M1.5 2 L3 4 Q5 6 7 8 C9 10 11 12 13 14 Z")
    #expect(try Path(svgPathData: path.svgPathData) == path)
    #expect(path.svgPathData == "M1.5 2 L3 4 Q5 6 7 8 C9 10 11 12 13 14 Z")
  }

  @Test func emptyPathDataIsAnEmptyPath() throws {
    #expect(try Path(svgPathData: "").isEmpty)
    #expect(try Path(svgPathData: "  \n").isEmpty)
  }

  @Test(arguments: [
    ("M10 L5 5", 5, "expected a y coordinate for 'M'"),
    ("M0 0 X3", 6, "expected a command"),
    ("L0 0", 1, "must start with a move"),
    ("M1e999 0", 2, "too large"),
    ("M0 0 A5 5 0 2 0 3 3", 13, "large-arc flag"),
    ("M0 0 L", 7, "found the end of the data"),
  ])
  func malformedPathDataNamesThePositionAndWhatWasExpected(
    data: String, position: Int, message: String
  ) {
    do {
      _ = try Path(svgPathData: data)
      Issue.record("'\(data)' should not parse")
    } catch {
      #expect(error.position == position, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }
}
