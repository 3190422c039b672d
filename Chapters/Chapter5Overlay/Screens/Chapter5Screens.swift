import MapKit
import UIKit

// Chapter 5 in the app: the overlay over a map, built from the chapter's code (App/) as
// the book's figures are. The live screen wires that code to UIKit's real touches: the
// container, the sheet and the pass-through view are the chapter's; who gets the drag,
// where the finger sends the sheet and its spring are the chapter's functions; this file
// only feeds them the table's and the finger's numbers.

/// How the sheet springs to its notch when the finger lifts.
enum OverlayRelease {
  /// The library's: `releaseAnimator`, a spring from rest damped by the release speed.
  case library
  /// The answer's: `answerMoveOverlay`, damping 0.6 and the finger's speed in points per
  /// second passed where UIKit expects distances per second.
  case answer
}

/// The overlay, live: a map, the chapter's container over it, and in the sheet a table
/// whose own pan gesture moves the sheet through the library's scroll-view driver
/// (`ScrollViewDriver`), as the book's gesture figures move it. The grabber strip at the
/// top of the sheet drags it on its own, through the rubber band (`OverlayModel.drag`).
final class LiveOverlayScreen: UIView, UITableViewDataSource, UITableViewDelegate {
  private let map = MKMapView()
  private let container = OverlayContainerView()
  private let notches = ThreeNotches()
  private let table = UITableView(frame: .zero, style: .plain)
  private let grabberStrip = GrabberStrip()
  private let release: OverlayRelease
  /// The library's default style.
  private let style = OverlayStyle.expandableHeight
  private var model = OverlayModel(notches: [])
  private var driver = ScrollViewDriver(table: TableState(contentOffsetY: 0, topInset: 0))
  private var animator: UIViewPropertyAnimator?
  /// Set while this screen moves the table's content itself: UIKit calls
  /// `scrollViewDidScroll` again from inside that change, and the driver must not see it.
  private var isHoldingTheTable = false
  private var laidOutSize = CGSize.zero

  /// `interactive`: false turns the container's `isUserInteractionEnabled` off, the
  /// approach the answer turns down (the map gets its touches, and the list is dead).
  init(release: OverlayRelease, interactive: Bool = true) {
    self.release = release
    super.init(frame: .zero)
    // The sheet reaches below the screen (its rounded bottom corners hide there), and a
    // spring may fling it past the top: neither should cover the caption or the
    // navigation bar.
    clipsToBounds = true
    addSubview(map)
    container.delegate = notches
    container.isUserInteractionEnabled = interactive
    addSubview(container)
    table.dataSource = self
    table.delegate = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    // The sheet lays out its own subviews; these two follow them by autoresizing.
    table.frame = container.sheet.table.bounds
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // The sheet reaches below the screen (its rounded bottom corners hide there): the
    // list's last rows must scroll above that.
    table.contentInset.bottom = OverlayContainerView.sheetOverhang
    container.sheet.table.addSubview(table)
    grabberStrip.frame = CGRect(x: 0, y: 0, width: container.sheet.bounds.width, height: 24)
    grabberStrip.autoresizingMask = [.flexibleWidth]
    container.sheet.addSubview(grabberStrip)
    grabberStrip.began = { [unowned self] in self.beginDrag() }
    grabberStrip.moved = { [unowned self] translationY in
      self.model.drag(offset: translationY, usesRubberBand: true)
      self.show(height: self.model.height)
    }
    grabberStrip.ended = { [unowned self] fingerVelocityY in self.letGo(fingerVelocityY) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    map.frame = bounds
    container.frame = bounds
    guard bounds.size != laidOutSize else { return }
    // A new size: new notch heights (the delegate's, from the space there is); the sheet
    // stays at the notch it was at, the lowest at first.
    laidOutSize = bounds.size
    let heights = container.notchHeights
    guard !heights.isEmpty else { return }
    let notch = min(model.endNotchIndex, heights.count - 1)
    model = OverlayModel(notches: heights, height: heights[notch])
    show(height: model.height)
  }

  private func show(height: CGFloat) {
    container.overlayHeight = height
    container.layoutIfNeeded()
  }

  /// A finger comes down on the sheet: a spring still under way stops where the sheet is
  /// on screen, and the drag counts from there.
  private func beginDrag() {
    let onScreen = container.sheet.layer.presentation()?.frame ?? container.sheet.frame
    animator?.stopAnimation(true)
    animator = nil
    // The answer's UIView.animate animated the sheet and everything laid out inside it.
    stopAnimations(of: container.sheet)
    // Still springing: the height is where the sheet is seen. At rest, the model's height
    // stays exact, so that the overlay's position (compared exactly) is still its notch.
    if abs(onScreen.minY - container.sheet.frame.minY) > 0.5 {
      model.height = container.bounds.height - onScreen.minY
      show(height: model.height)
    }
    model.startDrag()
  }

  private func stopAnimations(of view: UIView) {
    view.layer.removeAllAnimations()
    for subview in view.subviews { stopAnimations(of: subview) }
  }

  /// The finger lifts at `fingerVelocityY` (points per second, positive down): the notch
  /// comes from the library's policy, the spring from this screen's version.
  private func letGo(_ fingerVelocityY: CGFloat) {
    let index = targetNotch(
      height: model.height, fingerVelocityY: fingerVelocityY, notches: model.notches,
      reachable: model.reachableIndexes)
    guard model.notches.indices.contains(index) else { return }
    let from = model.height
    let goal = model.notches[index]
    model.endNotchIndex = index
    model.height = goal
    guard goal != from else { return }
    switch release {
    case .library:
      let container = container
      let spring = releaseAnimator(fingerVelocityY: fingerVelocityY, style: style) {
        container.overlayHeight = goal
        container.layoutIfNeeded()
      }
      animator = spring
      spring.startAnimation()
    case .answer:
      answerMoveOverlay(
        container, to: goal, duration: 0.5, velocity: CGPoint(x: 0, y: fingerVelocityY))
    }
  }

  /// The table as the driver sees it; the pan is measured in the container, which does
  /// not move with the table's content.
  private func tableState() -> TableState {
    var state = TableState(
      contentOffsetY: table.contentOffset.y, topInset: table.adjustedContentInset.top)
    state.isTracking = table.isTracking
    state.panTranslationY = table.panGestureRecognizer.translation(in: container).y
    state.panVelocityY = table.panGestureRecognizer.velocity(in: container).y
    return state
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    beginDrag()
    // A new gesture starts from nothing, even if the last one was cancelled before it
    // could end.
    driver = ScrollViewDriver(table: tableState())
    driver.willBeginDragging(overlay: &model)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isHoldingTheTable else { return }
    var state = tableState()
    let offset = state.contentOffsetY
    let height = model.height
    driver.didScroll(table: &state, overlay: &model)
    if state.contentOffsetY != offset {
      isHoldingTheTable = true
      table.contentOffset.y = state.contentOffsetY
      isHoldingTheTable = false
    }
    if model.height != height { show(height: model.height) }
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    var target = targetContentOffset.pointee.y
    let fingerVelocityY = driver.willEndDragging(
      table: tableState(), contentVelocityYPerMillisecond: velocity.y, targetOffsetY: &target,
      overlay: model)
    targetContentOffset.pointee.y = target
    letGo(fingerVelocityY)
  }

  /// A drag the system cancelled (a call, a system gesture) may end here without a
  /// release: the sheet still goes to a notch.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !model.hasReachedANotch { letGo(0) }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = indexPath.row == 0 ? "Drag me up, then keep going" : "Place \(indexPath.row)"
    cell.contentConfiguration = content
    return cell
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
      LiveOverlayScreen(release: .library)
    },
    Technique(
      "The spring when the finger lifts", figure: "overlay/initial-velocity", fillsScreen: true,
      versions: [
        ("library's", { LiveOverlayScreen(release: .library) }),
        ("answer's", { LiveOverlayScreen(release: .answer) }),
      ]),
    Technique(
      "Touches through to the map", figure: "overlay/approaches", fillsScreen: true,
      versions: [
        ("pass-through", { LiveOverlayScreen(release: .library) }),
        ("interaction off", { LiveOverlayScreen(release: .library, interactive: false) }),
      ]),
  ])
