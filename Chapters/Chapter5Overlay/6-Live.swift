import Workbook

/// `workbook-run play overlay`: this chapter's screen (the map, the container, the sheet)
/// with the sheet moved by this chapter's library model: the drag through the rubber band
/// (`OverlayModel.drag`), the notch from the policy (`RushingForwardPolicy`) and the spring from
/// the animator (`releaseAnimator`). Nothing here is physics of its own: it only turns
/// keys and the mouse into the finger the model expects, and the clock into the
/// animator's time.
///
/// Simplified: a grab while the sheet springs stops it where it is (the library does the
/// same through its animator); the spring starts from rest, as the library's does.
final class OverlayScene: LiveScene {
  let size = phoneSize
  /// How far one press of Up or Down moves the finger, in points.
  static let keyStep: CGFloat = 10
  let style: OverlayStyle

  private let screen: UIView
  private let container: OverlayContainerView
  private let notchSource: ThreeNotches
  private var model: OverlayModel
  private let names = ["minimum", "medium", "maximum"]

  /// The drag in progress: by the keys (how far they have moved the finger), or by the
  /// mouse (where the button went down, screen y).
  private enum Hand {
    case keys(translation: CGFloat)
    case mouse(startY: CGFloat)
  }
  private var hand: Hand?
  private var finger = FingerVelocity()
  private var lastFingerVelocity: CGFloat = 0

  /// The spring in flight: from and to which height, started when, and its animation.
  private struct Flight {
    let from: CGFloat
    let to: CGFloat
    let notch: Int
    let start: Double
    let animation: Simulator.Animation
    let damping: CGFloat
    let settle: Double
  }
  private var flight: Flight?
  private var now: Double = 0
  /// The sheet's top edge, in screen y: it moves by minus the height's change.
  private var sheetSpeed: FrameSpeed

  init(style: OverlayStyle = .flexibleHeight) {
    self.style = style
    let built = overlayScreen(height: 0)
    screen = built.screen
    container = built.container
    notchSource = built.notches
    let notches = container.notchHeights
    model = OverlayModel(notches: notches, height: notches.first)
    sheetSpeed = FrameSpeed(-model.height)
    container.overlayHeight = model.height
  }

  var notches: [CGFloat] { model.notches }
  var height: CGFloat { model.height }
  /// The notch the sheet is springing to, or rests at.
  var notch: Int { flight?.notch ?? model.endNotchIndex }

  func handle(_ input: LiveInput, at time: Double) {
    advance(to: time)
    switch input {
    case .up, .down:
      let step = input == .up ? -OverlayScene.keyStep : OverlayScene.keyStep
      if case .keys(let translation) = hand {
        moveFinger(to: translation + step, at: time)
      } else {
        grab()
        // The finger was still a frame ago, where the drag begins.
        finger.record(0, at: time - 1.0 / 60)
        hand = .keys(translation: 0)
        moveFinger(to: step, at: time)
      }
    case .release:
      if case .keys = hand { letGo(at: time) }
    case .press(let point):
      guard isOnTheSheet(point) else { return }
      grab()
      hand = .mouse(startY: point.y)
      finger.record(0, at: time)
    case .move(let point):
      if case .mouse(let startY) = hand { moveFinger(to: point.y - startY, at: time) }
    case .lift(let point):
      if case .mouse(let startY) = hand {
        moveFinger(to: point.y - startY, at: time)
        letGo(at: time)
      }
    case .left, .right, .wheel: break
    }
  }

  /// Whether a touch at `point` reaches the sheet: the chapter's pass-through hit test
  /// decides (touches on the container's empty area go to the map).
  private func isOnTheSheet(_ point: CGPoint) -> Bool {
    screen.layoutIfNeeded()  // the sheet's frame follows the height at layout
    var view = screen.hitTest(point, with: nil)
    while let current = view {
      if current === container.sheet { return true }
      view = current.superview
    }
    return false
  }

  /// A drag begins: a spring in flight stops where it is.
  private func grab() {
    flight = nil
    finger.reset()
    model.startDrag()
  }

  private func moveFinger(to translation: CGFloat, at time: Double) {
    switch hand {
    case .keys: hand = .keys(translation: translation)
    case .mouse: break
    case nil: return
    }
    finger.record(translation, at: time)
    model.drag(offset: translation, usesRubberBand: true)
    container.overlayHeight = model.height
  }

  /// The notch the policy picks for a release now, and the finger's velocity.
  private func release(at time: Double) -> (notch: Int, velocity: CGFloat) {
    let velocity = finger.velocity(at: time)
    if model.restsOnItsNotch { return (model.endNotchIndex, velocity) }
    let notch = RushingForwardPolicy().targetNotchIndex(
      height: model.height, fingerVelocityY: velocity, notches: model.notches,
      reachable: model.reachableIndexes)
    return (notch, velocity)
  }

  private func letGo(at time: Double) {
    let (notch, velocity) = release(at: time)
    lastFingerVelocity = velocity
    hand = nil
    let to = model.notches[notch]
    model.endNotchIndex = notch
    guard to != model.height else { return }
    let animation = Simulator.animation(
      of: releaseAnimator(fingerVelocityY: velocity, style: style) {})
    flight = Flight(
      from: model.height, to: to, notch: notch, start: time, animation: animation,
      damping: releaseDamping(fingerVelocityY: velocity, style: style),
      settle: min(3, animation.settlingDuration))
  }

  func advance(to time: Double) {
    guard time >= now else { return }
    if let flight {
      let t = time - flight.start
      if t >= flight.settle {
        model.height = flight.to
        self.flight = nil
      } else {
        model.height = flight.from + (flight.to - flight.from) * flight.animation.progress(at: t)
      }
      container.overlayHeight = model.height
    }
    sheetSpeed.record(-model.height, at: time)
    now = time
  }

  func figure(art: AsciiArt) -> Figure {
    withExtendedLifetime(notchSource) { Figure(of: screen, art: art) }
  }

  var status: [String] {
    func points(_ value: CGFloat) -> String { String(format: "%.1f pt", Double(value)) }
    func named(_ index: Int) -> String {
      "\(names.indices.contains(index) ? names[index] : "notch \(index)") "
        + "(\(String(format: "%.0f", Double(model.notches[index]))) pt)"
    }
    // Speeds in screen y, as the finger's: the sheet moving up is negative. At rest it
    // is still, whatever its last frame did.
    func speed(_ value: CGFloat) -> String { ScreenSpeed.text(value) }
    let moving = isAtRest ? 0 : sheetSpeed.perSecond(at: now)
    let first = "height \(points(model.height)), moving \(speed(moving))"
    let second: String
    if hand != nil {
      let (notch, velocity) = release(at: now)
      second = "finger \(speed(velocity)); let go now: \(named(notch))"
    } else if let flight {
      second =
        "let go at \(speed(lastFingerVelocity)): to \(named(flight.notch)), "
        + String(format: "damping %.2f", Double(flight.damping))
    } else {
      second = "at rest on \(named(model.endNotchIndex))"
    }
    return [first, second]
  }

  var controls: String {
    "Up/Down or mouse drag: move  Space: let go  q: quit"
  }

  var isAtRest: Bool { hand == nil && flight == nil }
}
