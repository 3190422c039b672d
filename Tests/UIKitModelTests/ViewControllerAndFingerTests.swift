import Testing
import Workbook

@testable import Graphics
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter ViewControllerAndFingerTests`.
@Suite struct ViewControllerAndFingerTests {}

// The model's view controller and the finger that drags a scroll view frame by frame,
// each against the Apple page that states the rule.

/// A view controller that records its calls.
private final class RecordingController: UIViewController {
  var calls: [String] = []
  override func loadView() {
    calls.append("loadView")
    view = UIView()
  }
  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillLayoutSubviews() { calls.append("will \(view.bounds.width)") }
  override func viewDidLayoutSubviews() { calls.append("did \(view.bounds.width)") }
}

extension ViewControllerAndFingerTests {
  /// UIViewController › view: "If you access this property when its value is nil, the view
  /// controller automatically calls the loadView() method"; isViewLoaded: "Accessing this
  /// property does not attempt to load the view".
  @Test func aViewControllerLoadsItsViewWhenFirstAskedAndOnlyOnce() {
    let controller = RecordingController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    #expect(controller.calls.isEmpty)
    let view = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.view === view && controller.isViewLoaded)
    #expect(controller.calls.count == 2)
    // The default loadView makes a plain view.
    #expect(UIViewController().view != nil)
  }

  /// UIViewController › viewWillLayoutSubviews(), viewDidLayoutSubviews(): called when the
  /// view's bounds change, before and after the view lays out its subviews.
  @Test func aViewControllerHearsEachLayoutOfItsView() {
    let controller = RecordingController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    controller.view.layoutIfNeeded()
    #expect(controller.calls.suffix(2) == ["will 100.0", "did 100.0"])
    let count = controller.calls.count
    controller.view.layoutIfNeeded()
    #expect(controller.calls.count == count, "nothing to lay out, nothing heard")
    controller.view.frame.size.width = 200
    controller.view.layoutIfNeeded()
    #expect(controller.calls.suffix(2) == ["will 200.0", "did 200.0"])
    // A view given to another controller no longer tells the first.
    let other = UIViewController()
    other.view = controller.view
    controller.calls = []
    other.view.setNeedsLayout()
    other.view.layoutIfNeeded()
    #expect(controller.calls.isEmpty)
  }
}

/// A delegate that records what a scroll view tells it.
private final class ScrollRecorder: NSObject, UIScrollViewDelegate {
  var calls: [String] = []
  var pinTo: CGFloat?
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("begin tracking=\(scrollView.isTracking)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let pan = scrollView.panGestureRecognizer
    calls.append(
      "scroll \(scrollView.contentOffset.y) pan \(pan.translation(in: nil).y) "
        + "\(pan.velocity(in: scrollView).y)")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEnd \(velocity.y) tracking=\(scrollView.isTracking)")
    if let pinTo { targetContentOffset.pointee.y = pinTo }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEnd \(decelerate) tracking=\(scrollView.isTracking)")
  }
}

private func tallScrollView() -> UIScrollView {
  let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  scroll.contentSize = CGSize(width: 100, height: 1000)
  return scroll
}

extension ViewControllerAndFingerTests {
  /// UIScrollView › panGestureRecognizer, UIPanGestureRecognizer › translation(in:) and
  /// velocity(in:): the finger's distance from where it came down, and its speed, in points
  /// and points per second. UIScrollViewDelegate › scrollViewWillBeginDragging(_:) comes
  /// once the finger has moved (UIKit waits for a small distance; the model, for the first
  /// movement).
  @Test func aFingerDragsAScrollViewFrameByFrameThroughItsPanGesture() {
    let scroll = tallScrollView()
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    scroll.contentOffset.y = 100
    recorder.calls = []
    Simulator.touchDown(on: scroll)
    #expect(scroll.isTracking && !scroll.isDragging && recorder.calls.isEmpty)
    Simulator.moveFinger(on: scroll, by: CGPoint(x: 0, y: -10))
    Simulator.moveFinger(on: scroll, by: CGPoint(x: 0, y: 4))
    #expect(
      recorder.calls == [
        "begin tracking=true", "scroll 110.0 pan -10.0 -600.0", "scroll 106.0 pan -6.0 240.0",
      ])
    #expect(scroll.panGestureRecognizer.state == .changed)
    #expect(scroll.panGestureRecognizer.view === scroll)
    // setTranslation(_:in:) restarts the count.
    scroll.panGestureRecognizer.setTranslation(.zero, in: nil)
    Simulator.moveFinger(on: scroll, by: CGPoint(x: 0, y: 1))
    #expect(scroll.panGestureRecognizer.translation(in: nil).y == 1)
  }

  /// UIScrollViewDelegate › scrollViewWillEndDragging(_:withVelocity:targetContentOffset:):
  /// the velocity in points per millisecond, the target where the content will stop, which
  /// the delegate may change; then scrollViewDidEndDragging(_:willDecelerate:).
  @Test func aLiftTellsTheVelocityAndTheTargetAndGoesThere() {
    let scroll = tallScrollView()
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    Simulator.touchDown(on: scroll)
    Simulator.moveFinger(on: scroll, by: CGPoint(x: 0, y: -10))
    recorder.calls = []
    let target = Simulator.liftFinger(from: scroll, velocity: CGPoint(x: 0, y: -1000))
    // A finger moving up at 1000 pt/s: the content moves up, 1 pt/ms, and would coast 499.
    #expect(abs(target.y - (10 + Deceleration.normal.projectedDistance(velocity: 1000))) < 1e-9)
    #expect(
      recorder.calls.prefix(2) == ["willEnd 1.0 tracking=true", "didEnd true tracking=false"])
    #expect(scroll.contentOffset == target && !scroll.isTracking && !scroll.isDragging)
    // The delegate moves the target: the content goes there.
    recorder.pinTo = 0
    Simulator.touchDown(on: scroll)
    Simulator.moveFinger(on: scroll, by: CGPoint(x: 0, y: -10))
    #expect(Simulator.liftFinger(from: scroll, velocity: CGPoint(x: 0, y: -1000)).y == 0)
    #expect(scroll.contentOffset.y == 0)
  }

  /// Past an edge the content follows the finger on the rubber band, and a drag from rest
  /// in steps lands where the same drag in one go does (`Simulator.drag`); content the
  /// delegate puts back at the edge starts on the band again.
  @Test func aFingerPastTheEdgeStretchesTheBandStepByStep() {
    let steps = tallScrollView()
    Simulator.touchDown(on: steps)
    for _ in 0..<8 { Simulator.moveFinger(on: steps, by: CGPoint(x: 0, y: 10)) }
    let once = tallScrollView()
    let whole = Simulator.drag(once, by: CGPoint(x: 0, y: 80))
    #expect(abs(steps.contentOffset.y - whole.y) < 1e-9)
    #expect(abs(whole.y + RubberBand.offset(overshoot: 80, dimension: 200)) < 1e-9)
    // Back at the edge, a step of 10 shows as the band's first 10 points.
    steps.contentOffset.y = 0
    Simulator.moveFinger(on: steps, by: CGPoint(x: 0, y: 10))
    #expect(abs(steps.contentOffset.y + RubberBand.offset(overshoot: 10, dimension: 200)) < 1e-9)
  }

  @Test(arguments: [0.0, 1, 10, 100, 400, -37])
  func theBandsInverseGivesBackThePull(pull: Double) {
    let shown = RubberBand.offset(overshoot: pull, dimension: 320)
    #expect(abs(RubberBand.overshoot(forOffset: shown, dimension: 320) - pull) < 1e-6)
    #expect(RubberBand.overshoot(forOffset: 320, dimension: 320).isFinite)
  }

  /// UIViewPropertyAnimator › isUserInteractionEnabled: "The default value of this
  /// property is true."
  @Test func aPropertyAnimatorLetsTouchesThroughByDefault() {
    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
    #expect(animator.isUserInteractionEnabled)
  }
}
