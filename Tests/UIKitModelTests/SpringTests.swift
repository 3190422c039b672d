import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter SpringTests`.
@Suite struct SpringTests {}

extension SpringTests {
  @Test func responseAndDampingGiveTheReferenceStiffnessAndDamping() {
    let spring = Spring(response: 0.3, dampingRatio: 0.7)
    #expect(abs(spring.stiffness - pow(2 * .pi / 0.3, 2)) < 1e-9)
    #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.3) < 1e-9)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
  }

  /// The closed forms against a fine numerical integration of m x'' = -k x - c x'.
  @Test(arguments: [0.3, 1.0, 1.8])
  func closedFormsMatchTheDifferentialEquation(zeta: Double) {
    let spring = Spring(response: 0.4, dampingRatio: zeta)
    var x = 90.0
    var v = -400.0
    let dt = 1e-5
    var t = 0.0
    for checkpoint in [0.05, 0.2, 0.6] {
      while t < checkpoint - dt / 2 {
        let a = (-spring.stiffness * x - spring.damping * v) / spring.mass
        v += a * dt
        x += v * dt
        t += dt
      }
      #expect(
        abs(spring.displacement(at: checkpoint, from: 90, velocity: -400) - x) < 0.05,
        "zeta \(zeta) t \(checkpoint)")
    }
  }

  @Test func criticalDampingNeverOvershootsFromRest() {
    let spring = Spring(response: 0.3, dampingRatio: 1)
    let path = spring.samples(from: 100, velocity: 0)
    #expect(path.allSatisfy { $0 >= -1e-9 })
    #expect(abs(path.last ?? 100) < Spring.restThreshold)
  }

  @Test func uikitSpringSettlesWithinItsDuration() {
    for zeta in [0.6, 1.0] {
      let spring = Spring.uikit(duration: 0.5, dampingRatio: zeta)
      let late = (50...80).map { spring.displacement(at: Double($0) / 100, from: 1, velocity: 0) }
      #expect(late.allSatisfy { abs($0) <= Spring.settleEpsilon * 1.01 }, "zeta \(zeta)")
      #expect(abs(spring.displacement(at: 0.25, from: 1, velocity: 0)) > Spring.settleEpsilon)
    }
  }

  @Test func decelerationRatesProjectTheReferenceDistances() {
    #expect(abs(Deceleration.normal.projectedDistance(velocity: 1000) - 499) < 1e-6)
    #expect(abs(Deceleration.fast.projectedDistance(velocity: 1000) - 99) < 1e-6)
    #expect(abs(Deceleration.fast.distance(after: 10, velocity: 1000) - 99.5) < 0.01)
  }

  @Test func hitTestFindsTheFrontmostDeepestInteractiveView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    root.addSubview(back)
    root.addSubview(front)
    front.addSubview(child)
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
    #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    front.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
    #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
  }

  @Test func plotsPutEachSeriesOnItsRows() {
    let figure = Figure(
      plotting: [(mark: "x", label: "rise", values: [0, 50, 100])], step: 0.5, valueRange: 0...100,
      width: 5,
      height: 3)
    // The plot area starts after the 8-column value axis.
    func plotArea(_ row: Int) -> String { String(figure.art[row].dropFirst(8).prefix(5)) }
    #expect(plotArea(0) == "    x")
    #expect(plotArea(1) == "  x  ")
    #expect(plotArea(2) == "x    ")
  }
}
