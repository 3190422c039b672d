import Foundation
import Testing
import Workbook

@testable import Chapter3Layouts
@testable import Chapter5Overlay

/// The tests of this file, as one suite: `swift test --filter LiveSceneTests`.
@Suite struct LiveSceneTests {}

extension LiveSceneTests {
  /// The live scenes move by the chapters' own physics: the same numbers come out of the
  /// scene, frame by frame, as out of the chapter's functions called directly.
  @Test func theOverlaySceneSpringsAlongTheChaptersAnimator() throws {
    let scene = OverlayScene()
    var time = 0.0
    for _ in 0..<6 {
      time += 1.0 / 60
      scene.handle(.up, at: time)
    }
    // Let go in the frame of the last press: ten points every sixtieth of a second.
    let height = scene.height
    #expect(height == 140)  // six presses of ten points, inside the notches: no band
    scene.handle(.release, at: time)
    // The chapter's policy for this release.
    let velocity: CGFloat = -600
    let notch = RushingForwardPolicy().targetNotchIndex(
      height: height, fingerVelocityY: velocity, notches: scene.notches, reachable: [0, 1, 2])
    #expect(scene.notch == notch)
    let animator = Simulator.animation(
      of: releaseAnimator(fingerVelocityY: velocity, style: .flexibleHeight) {})
    for frame in 1...20 {
      let t = Double(frame) / 60
      scene.advance(to: time + t)
      let expected = height + (scene.notches[notch] - height) * animator.progress(at: t)
      #expect(abs(scene.height - expected) < 1e-9, "frame \(frame)")
    }
    scene.advance(to: time + 5)
    #expect(scene.height == scene.notches[notch])
    #expect(scene.isAtRest)
  }

  @Test func theOverlaySceneDragsThroughTheChaptersRubberBand() {
    let scene = OverlayScene()
    scene.handle(.press(CGPoint(x: 80, y: 300)), at: 0)
    scene.handle(.move(CGPoint(x: 80, y: 340)), at: 0.1)  // 40 points below the lowest notch
    let model = scene.notches
    #expect(
      scene.height
        == LogarithmicRubberBand().height(
          translation: model[0] - 40, minimum: model[0], maximum: model[2]))
    #expect(!scene.isAtRest)
  }

  @Test func thePizzaSceneRestsWhereTheChaptersLayoutSnaps() {
    let scene = PizzaScene()
    scene.handle(.down, at: 0)
    // Where the layout itself sends the same flick: the scroll view's projection, snapped.
    let screen = PizzaHalvesScreen()
    screen.left.contentOffset.y += PizzaScene.swipe
    let velocity = PizzaScene.swipe * 60
    let target = Simulator.decelerationTarget(of: screen.left, velocity: CGPoint(x: 0, y: velocity))
      .target
    #expect(!scene.isAtRest)
    scene.advance(to: 5)
    #expect(scene.isAtRest)
    #expect(scene.pizza(.left) == screen.leftLayout.pizzaIndex(offset: target) - 0.5)
    #expect(scene.pizza(.left) == 1)
    #expect(scene.pizza(.right) == 0)
  }

  @Test func thePizzaGlideFollowsTheDecelerationRate() {
    let scene = PizzaScene()
    scene.handle(.down, at: 0)
    let start = scene.pizza(.left)
    scene.advance(to: 0.1)
    let share = Deceleration.fast.fraction(after: 0.1)
    // A tenth of a second covers 1 - 0.99^100 of the way, about 63%.
    #expect(abs(share - 0.634) < 0.001)
    #expect(abs((scene.pizza(.left) - start) / (1 - start) - share) < 1e-9)
  }

  /// Keys that arrive together (one read of the terminal) reach the scene at one time: a
  /// burst of presses after a pause is a fast finger, and the policy treats it as a flick.
  @Test func aBurstOfPressesReadTogetherIsAFlick() {
    let scene = OverlayScene()
    scene.handle(.up, at: 0)
    scene.advance(to: 1)  // held still for a second
    for _ in 0..<5 { scene.handle(.up, at: 1) }
    let height = scene.height
    #expect(height == 140)
    scene.handle(.release, at: 1)
    // Fifty points in the last tenth of a second.
    let velocity: CGFloat = -50 / 0.1
    let flick = RushingForwardPolicy().targetNotchIndex(
      height: height, fingerVelocityY: velocity, notches: scene.notches, reachable: [0, 1, 2])
    let still = RushingForwardPolicy().targetNotchIndex(
      height: height, fingerVelocityY: 0, notches: scene.notches, reachable: [0, 1, 2])
    #expect(flick != still)
    #expect(scene.notch == flick)
    #expect(scene.status.contains { $0.contains("let go at -500 pt/s") }, "\(scene.status)")
  }

  @Test func theSheetMovingUpHasTheFingersSign() {
    let scene = OverlayScene()
    scene.handle(.up, at: 0)
    scene.advance(to: 1.0 / 60)
    // Ten points up in a frame, and a finger moving up: both negative.
    #expect(scene.status[0].contains("moving -600 pt/s"), "\(scene.status)")
    #expect(scene.status[1].hasPrefix("finger -"), "\(scene.status)")
  }
}
