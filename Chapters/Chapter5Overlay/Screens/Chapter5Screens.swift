import MapKit
import UIKit

// Chapter 5 in the app: the overlay over a map, built from the chapter's code (App/) as
// the book's figures are. The live screen is the chapter's `SheetViewController` over a
// map: the container, the sheet, the table driving it, the notch policy and the spring
// are that listing and the ones it calls. This file adds only what the book leaves to
// the app: the map, the list's rows, a strip around the grabber that turns touches into
// the sheet's own pan, and the answer's spring for the switch.

/// The rows of the sheet's list.
final class PlacesList: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "place")
      ?? UITableViewCell(style: .default, reuseIdentifier: "place")
    var content = cell.defaultContentConfiguration()
    content.text = indexPath.row == 0 ? "Drag me up, then keep going" : "Place \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
  }
}

/// The chapter's sheet, springing as the answer's code does (`answerMoveOverlay`:
/// damping 0.6, the finger's speed in points per second where UIKit expects distances
/// per second). Everything else is the chapter's controller.
final class AnswerSpringSheetViewController: SheetViewController {
  override func animateOverlay(toHeight height: CGFloat, fingerVelocityY: CGFloat) {
    container.layoutIfNeeded()
    answerMoveOverlay(
      container, to: height, duration: 0.5, velocity: CGPoint(x: 0, y: fingerVelocityY))
  }

  /// `UIView.animate` leaves no animator to stop: the animations are removed, and the
  /// sheet jumps to where the spring was going.
  override func stopOverlayAnimation() {
    stopAnimations(of: container.sheet)
    super.stopOverlayAnimation()
  }

  private func stopAnimations(of view: UIView) {
    view.layer.removeAllAnimations()
    for subview in view.subviews { stopAnimations(of: subview) }
  }
}

/// The overlay, live: a map, and over it the chapter's `SheetViewController`, a child of
/// the view controller that shows this screen. Its table hands the drag to the sheet and
/// back through the library's scroll-view driver, the grabber strip drags the sheet on the
/// rubber band, and the release springs it to the notch the library picks.
final class LiveOverlayScreen: UIView {
  private let map = MKMapView()
  private let controller: SheetViewController
  private let grabberStrip = GrabberStrip()

  /// `interactive`: false turns the container's `isUserInteractionEnabled` off, the
  /// approach the answer turns down (the map gets its touches, and the list is dead).
  init(controller: SheetViewController, interactive: Bool = true) {
    self.controller = controller
    super.init(frame: .zero)
    // The sheet reaches below the screen (its rounded bottom corners hide there), and a
    // spring may fling it past the top: neither should cover the caption or the
    // navigation bar.
    clipsToBounds = true
    addSubview(map)
    addSubview(controller.view)
    controller.container.isUserInteractionEnabled = interactive
    let sheet = controller.container.sheet
    grabberStrip.frame = CGRect(x: 0, y: 0, width: sheet.bounds.width, height: 24)
    grabberStrip.autoresizingMask = [.flexibleWidth]
    sheet.addSubview(grabberStrip)
    grabberStrip.began = { [unowned controller] in controller.beginOverlayDrag() }
    grabberStrip.moved = { [unowned controller] translationY in
      controller.dragOverlay(fingerTranslationY: translationY)
    }
    grabberStrip.ended = { [unowned controller] fingerVelocityY in
      controller.releaseOverlay(fingerVelocityY: fingerVelocityY)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    map.frame = bounds
    controller.view.frame = bounds
  }

  /// Shown, the controller becomes a child of the view controller showing this screen (the
  /// first one up the responder chain); taken away, it leaves it.
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if superview == nil {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
      return
    }
    var responder: UIResponder? = superview
    while let current = responder, !(current is UIViewController) { responder = current.next }
    guard let parent = responder as? UIViewController, controller.parent !== parent else { return }
    parent.addChild(controller)
    controller.didMove(toParent: parent)
  }
}

/// The strip at the top of the sheet, around the grabber: it follows one finger with
/// UIKit's touch callbacks and reports how far it has moved since it came down, and when
/// it lifts, its speed over the last tenth of a second (points per second, positive
/// down), as the book's live scene measures it.
final class GrabberStrip: UIView {
  var began: () -> Void = {}
  var moved: (_ translationY: CGFloat) -> Void = { _ in }
  var ended: (_ fingerVelocityY: CGFloat) -> Void = { _ in }
  private var startY: CGFloat = 0
  private var samples: [(time: TimeInterval, y: CGFloat)] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    startY = touch.location(in: nil).y
    samples = [(touch.timestamp, startY)]
    began()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let y = touch.location(in: nil).y
    samples.append((touch.timestamp, y))
    samples.removeAll { touch.timestamp - $0.time > 0.1 }
    moved(y - startY)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    // The lift counts as a sample: a finger that stopped before lifting has no speed.
    if let touch = touches.first {
      samples.append((touch.timestamp, touch.location(in: nil).y))
      samples.removeAll { touch.timestamp - $0.time > 0.1 }
    }
    guard let first = samples.first, let last = samples.last, last.time > first.time else {
      return ended(0)
    }
    ended((last.y - first.y) / CGFloat(last.time - first.time))
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    ended(0)
  }
}

let chapter5Screens = AppChapter(
  number: 5, title: "Overlay physics",
  techniques: [
    Technique(
      "The overlay at its notches", figure: "overlay/notches",
      versions: OverlayNotch.allCases.map { notch in
        (
          "\(notch)",
          {
            let (screen, container, notches) = overlayScreen(height: 0)
            container.overlayHeight = container.notchHeights[notch.rawValue]
            return keeping(screen, notches)
          }
        )
      }),
    Technique(
      "Drag the list, then the sheet", figure: "overlay/gesture-strip", fillsScreen: true
    ) {
      LiveOverlayScreen(controller: AccessibleSheetViewController(list: PlacesList()))
    },
    Technique(
      "The spring when the finger lifts", figure: "overlay/initial-velocity", fillsScreen: true,
      versions: [
        ("library's", { LiveOverlayScreen(controller: SheetViewController(list: PlacesList())) }),
        (
          "answer's",
          { LiveOverlayScreen(controller: AnswerSpringSheetViewController(list: PlacesList())) }
        ),
      ]),
    Technique(
      "Touches through to the map", figure: "overlay/approaches", fillsScreen: true,
      versions: [
        (
          "pass-through",
          { LiveOverlayScreen(controller: SheetViewController(list: PlacesList())) }
        ),
        (
          "interaction off",
          {
            LiveOverlayScreen(
              controller: SheetViewController(list: PlacesList()), interactive: false)
          }
        ),
      ]),
  ])
