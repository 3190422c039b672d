import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter PathShapeTests`.
@Suite struct PathShapeTests {}

extension PathShapeTests {
  @Test func cornerRadiusIsClampedToHalfTheShorterSide() {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
    #expect(Path.clampedCornerRadius(120, in: rect) == 40)
    #expect(Path.clampedCornerRadius(10, in: rect) == 10)
    #expect(Path.clampedCornerRadius(-5, in: rect) == 0)
    #expect(Path.clampedCornerRadius(.nan, in: rect) == 0)
  }

  @Test func roundedRectWithTheFrameSizeAsRadiiIsACapsule() {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: rect.size)
    // Straight top and bottom between the half circles: a capsule, not an ellipse.
    #expect(path.contains(CGPoint(x: 40.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 79.5, y: 79.5)))
    // Half-circle ends of radius 40 around (40, 40) and (80, 40).
    #expect(!path.contains(CGPoint(x: 40 - 40 * 0.72, y: 40 - 40 * 0.72)))
    #expect(path.contains(CGPoint(x: 40 - 40 * 0.69, y: 40 - 40 * 0.69)))
    // An ellipse in the same rectangle would leave (40.5, 0.5) outside.
    #expect(!UIBezierPath(ovalIn: rect).contains(CGPoint(x: 40.5, y: 0.5)))
  }

  @Test func roundedSquareWithFullRadiiIsACircle() {
    let rect = CGRect(x: 0, y: 0, width: 48, height: 48)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: rect.size)
    for k in 0..<16 {
      let angle = CGFloat(k) * .pi / 8
      let inside = CGPoint(x: 24 + 23.9 * cos(angle), y: 24 + 23.9 * sin(angle))
      let outside = CGPoint(x: 24 + 24.1 * cos(angle), y: 24 + 24.1 * sin(angle))
      #expect(path.contains(inside), "angle \(angle)")
      #expect(!path.contains(outside), "angle \(angle)")
    }
  }

  @Test func onlyTheChosenCornersAreRounded() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 5))
    #expect(!path.contains(CGPoint(x: 1, y: 1)))  // rounded with the width, 20
    #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))
    #expect(path.contains(CGPoint(x: 0.5, y: 39.5)))
  }

  @Test func clockwiseArcFromZeroToPiIsTheBottomHalfOnScreen() {
    let down = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    let up = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    let downPoints = down.cgPath.path.flattened(tolerance: 0.01)[0]
    let upPoints = up.cgPath.path.flattened(tolerance: 0.01)[0]
    #expect(downPoints.allSatisfy { $0.y >= -1e-9 })
    #expect(downPoints.contains { $0.y > 9.9 })
    #expect(upPoints.allSatisfy { $0.y <= 1e-9 })
    #expect(upPoints.contains { $0.y < -9.9 })
  }

  @Test func arcSweepWrapsInTheAskedDirection() {
    #expect(Path.arcSweep(startAngle: 0, endAngle: .pi / 2, clockwise: true) == .pi / 2)
    #expect(
      abs(Path.arcSweep(startAngle: 0, endAngle: .pi / 2, clockwise: false) + 3 * .pi / 2) < 1e-12)
    #expect(
      abs(Path.arcSweep(startAngle: .pi / 2, endAngle: 0, clockwise: true) - 3 * .pi / 2) < 1e-12)
    #expect(Path.arcSweep(startAngle: 0, endAngle: 7, clockwise: true) == 2 * .pi)
    #expect(Path.arcSweep(startAngle: 1, endAngle: 1, clockwise: true) == 0)
  }

  @Test func arcOnAPathWithACurrentPointIsJoinedByAStraightLine() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(
      withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(path.cgPath.path.elements[1] == .line(to: CGPoint(x: 40, y: 0 + 10 * sin(CGFloat.pi))))
    // On an empty path, the arc starts a subpath of its own: no line.
    let alone = UIBezierPath(
      arcCenter: .zero, radius: 5, startAngle: 0, endAngle: 1, clockwise: true)
    guard case .move = alone.cgPath.path.elements[0] else {
      Issue.record("an arc on an empty path must begin with a move")
      return
    }
    #expect(!alone.cgPath.path.elements.contains { if case .line = $0 { true } else { false } })
  }

  @Test func arcCubicsStayWithinTheStatedRadialError() {
    let path = UIBezierPath(
      arcCenter: .zero, radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    for p in path.cgPath.path.flattened(tolerance: 0.001)[0] {
      #expect(abs(p.length - 100) <= 100 * 2.8e-4)
    }
  }

  @Test func boundsIncludeControlPointsButTightBoundsDoNot() {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
    #expect(path.bounds.maxY == 10)
    #expect(abs(path.cgPath.boundingBoxOfPath.maxY - 5) < 0.02)
  }

  @Test func reversingKeepsTheOutlineAndFlipsTheWinding() {
    let square = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    let point = CGPoint(x: 2, y: 2)
    #expect(square.winding(at: point) == -square.reversed().winding(at: point))
    #expect(square.reversed().boundingBox == square.boundingBox)
  }
}
