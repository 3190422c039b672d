import Workbook

/// `workbook-run play pizza`: this chapter's selector screen, scrolled by a finger the
/// keys and the mouse stand in for. The drag is the scroll view model's (`Simulator.drag`,
/// with its rubber band past the ends), the resting place is the chapter's layout's
/// (`targetContentOffset`, through `decelerationTarget(velocity:)`), and the way there
/// follows the scroll view's deceleration rate (`fraction(after:)`).
///
/// A key press or a wheel step is a short swipe: the finger moves a tenth of a pizza in a
/// sixtieth of a second and lifts, fast enough that the projection carries the half to
/// the next pizza. A mouse drag is a real drag, let go at the mouse's own speed.
///
/// Simplified: UIKit's exact curve to a moved target and its bounce back from past an
/// end are not published; the model eases along the deceleration's exponential decay,
/// scaled to end at the target.
final class PizzaScene: LiveScene {
  let size = PizzaHalvesScreen.screenSize
  /// How far a key press or a wheel step moves the finger: a tenth of a pizza.
  static let swipe: CGFloat = PizzaHalvesScreen.pizzaSize / 10

  private let screen = PizzaHalvesScreen()
  private(set) var selected = PizzaHalfOrientation.left

  /// A drag of one half, and where its offset started.
  private struct Hand {
    let half: PizzaHalfOrientation
    let startOffset: CGFloat
  }
  private var hand: Hand?
  private var finger = FingerVelocity()

  /// A half on its way to a resting place.
  private struct Glide {
    let from: CGFloat
    let to: CGFloat
    let start: Double
  }
  private var glides: [PizzaHalfOrientation: Glide] = [:]
  private var now: Double = 0
  /// Each half's pizzas on screen, in screen y: they move by minus the offset's change.
  private var speeds: [PizzaHalfOrientation: FrameSpeed] = [:]
  /// The longest glide before the half is put at its target (a rate of 1 never stops).
  static let longestGlide: Double = 3

  init() {
    for half in [PizzaHalfOrientation.left, .right] { speeds[half] = FrameSpeed(-offset(half)) }
  }

  private func collection(_ half: PizzaHalfOrientation) -> UICollectionView {
    half == .left ? screen.left : screen.right
  }

  private func layout(_ half: PizzaHalfOrientation) -> PizzaHalfSelectorLayout {
    half == .left ? screen.leftLayout : screen.rightLayout
  }

  private func offset(_ half: PizzaHalfOrientation) -> CGFloat {
    collection(half).contentOffset.y
  }

  /// The fractional pizza in the middle of a half: 2 is pizza 2 exactly centred.
  func pizza(_ half: PizzaHalfOrientation) -> CGFloat {
    layout(half).pizzaIndex(offset: collection(half).contentOffset) - 0.5
  }

  func handle(_ input: LiveInput, at time: Double) {
    advance(to: time)
    switch input {
    case .left: selected = .left
    case .right: selected = .right
    case .up, .down:
      swipe(selected, by: input == .up ? PizzaScene.swipe : -PizzaScene.swipe, at: time)
    case .wheel(let up, let point):
      let half: PizzaHalfOrientation = point.x < size.width / 2 ? .left : .right
      selected = half
      swipe(half, by: up ? PizzaScene.swipe : -PizzaScene.swipe, at: time)
    case .press(let point):
      let half: PizzaHalfOrientation = point.x < size.width / 2 ? .left : .right
      selected = half
      grab(half, at: time)
      mouseStartY = point.y
      finger.record(point.y, at: time)
    case .move(let point):
      guard hand != nil, let startY = mouseStartY else { return }
      finger.record(point.y, at: time)
      setTranslation(point.y - startY)
    case .lift(let point):
      guard hand != nil, let startY = mouseStartY else { return }
      finger.record(point.y, at: time)
      setTranslation(point.y - startY)
      letGo(at: time)
    case .release:
      if hand != nil { letGo(at: time) }
    }
  }

  /// Where the mouse went down, in screen y, for a drag in progress.
  private var mouseStartY: CGFloat?

  /// A key press or wheel step: a quick swipe of `distance` (finger, positive down).
  private func swipe(_ half: PizzaHalfOrientation, by distance: CGFloat, at time: Double) {
    grab(half, at: time)
    finger.record(0, at: time - 1.0 / 60)
    setTranslation(distance)
    finger.record(distance, at: time)
    letGo(at: time)
  }

  /// The finger goes down on a half: a glide in progress stops where it is.
  private func grab(_ half: PizzaHalfOrientation, at time: Double) {
    if let hand, hand.half != half { letGo(at: time) }
    glides[half] = nil
    finger.reset()
    hand = Hand(half: half, startOffset: offset(half))
    mouseStartY = nil
    updateTitles()
  }

  /// The half follows the finger: the scroll view's own drag, rubber band and all.
  private func setTranslation(_ translation: CGFloat) {
    guard let hand else { return }
    let view = collection(hand.half)
    view.contentOffset = CGPoint(x: 0, y: hand.startOffset)
    Simulator.drag(view, by: CGPoint(x: 0, y: translation))
  }

  /// The finger lifts: the layout picks the resting place for the flick's velocity.
  private func letGo(at time: Double) {
    guard let hand else { return }
    self.hand = nil
    mouseStartY = nil
    // The content moves against the finger: its velocity is the finger's, negated.
    let velocity = -finger.velocity(at: time)
    let view = collection(hand.half)
    let target = Simulator.decelerationTarget(of: view, velocity: CGPoint(x: 0, y: velocity)).target
      .y
    let from = offset(hand.half)
    if target == from {
      updateTitles()
      return
    }
    glides[hand.half] = Glide(from: from, to: target, start: time)
  }

  func advance(to time: Double) {
    guard time >= now else { return }
    for (half, glide) in glides {
      let view = collection(half)
      let t = time - glide.start
      let share = Deceleration(rate: view.decelerationRate.rawValue).fraction(after: CGFloat(t))
      let y = glide.from + (glide.to - glide.from) * share
      if abs(glide.to - y) < 0.25 || t >= PizzaScene.longestGlide {
        view.contentOffset = CGPoint(x: 0, y: glide.to)
        glides[half] = nil
        updateTitles()
      } else {
        view.contentOffset = CGPoint(x: 0, y: y)
      }
    }
    for half in [PizzaHalfOrientation.left, .right] {
      speeds[half]?.record(-offset(half), at: time)
    }
    now = time
  }

  /// Half titles while anything is off centre; one title when both halves rest on the
  /// same pizza (the chapter's `show(left:right:)` decides).
  private func updateTitles() {
    screen.show(left: pizza(.left), right: pizza(.right))
  }

  func figure(art: AsciiArt) -> Figure { screen.figure(art: art) }

  var status: [String] {
    [PizzaHalfOrientation.left, .right].map { half in
      let index = pizza(half)
      let nearest = Int(index.rounded()).clamped(to: 0...(pizzaNames.count - 1))
      // Speeds in screen y, as a finger's: pizzas moving up are negative. A half that is
      // neither held nor gliding is still, whatever its last frame did.
      let moving = hand?.half == half || glides[half] != nil
      let speed = moving ? speeds[half]?.perSecond(at: now) ?? 0 : 0
      var line =
        (half == selected ? "> " : "  ") + (half == .left ? "left:  " : "right: ")
        + String(format: "pizza %5.2f, ", Double(index)) + ScreenSpeed.text(speed, width: 5)
      if let glide = glides[half] {
        let rest = layout(half).pizzaIndex(offset: CGPoint(x: 0, y: glide.to)) - 0.5
        line += String(format: ", gliding to %.0f ", Double(rest))
        line += pizzaNames[Int(rest.rounded()).clamped(to: 0...(pizzaNames.count - 1))]
      } else {
        line += ", \(pizzaNames[nearest])"
      }
      return line
    }
  }

  var controls: String {
    "Left/Right: half  Up/Down, wheel, drag: scroll  q: quit"
  }

  var isAtRest: Bool { hand == nil && glides.isEmpty }
}
