import UIKit

// @begin(sheet-controller)
/// The sheet, working: a view controller whose view is the overlay container (a
/// pass-through view, to put over a map), with a table in the sheet. As the table's
/// delegate it feeds the library's scroll-view driver from the table's own pan gesture
/// and puts the table's content back where the driver holds it; when the finger lifts,
/// it pins where the table coasts, asks the policy for a notch and springs there.
class SheetViewController: UIViewController, UITableViewDelegate {
  let container = OverlayContainerView()
  let tableView = UITableView(frame: .zero, style: .plain)
  let style: OverlayStyle
  var policy = RushingForwardPolicy()
  /// The overlay by the library's rules: the notches, the height, the notch it last
  /// went to.
  private(set) var overlay = OverlayModel(notches: [])
  /// The table and the container hold their data source and delegate weakly: the
  /// controller keeps them.
  private let list: UITableViewDataSource
  private let notches: OverlayContainerDelegate
  private var driver = ScrollViewDriver(table: TableState(contentOffsetY: 0, topInset: 0))
  private var animator: UIViewPropertyAnimator?
  private var laidOutHeight: CGFloat?
  /// True while the controller moves the table's content itself.
  private var isHoldingTheTable = false

  init(
    list: UITableViewDataSource, notches: OverlayContainerDelegate = ThreeNotches(),
    style: OverlayStyle = .expandableHeight
  ) {
    self.list = list
    self.notches = notches
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = container
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    container.delegate = notches
    tableView.dataSource = list
    tableView.delegate = self
    // The sheet reaches below the screen: its last rows must scroll above that.
    tableView.contentInset.bottom = OverlayContainerView.sheetOverhang
    container.sheet.contentView = tableView
  }

  /// A new height (the first layout, a rotation, Split View): the notches again, from the
  /// space there is, and the overlay on the notch it last went to, without animation.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    guard view.bounds.height != laidOutHeight else { return }
    laidOutHeight = view.bounds.height
    let notches = container.notchHeights
    guard !notches.isEmpty else { return }
    animator?.stopAnimation(true)
    animator = nil
    let notch = min(overlay.endNotchIndex, notches.count - 1)
    overlay = OverlayModel(notches: notches, height: notches[notch])
    container.overlayHeight = overlay.height
  }

  // MARK: The table drives the overlay

  /// The table as the driver sees it: its offset and inset, and its pan gesture measured
  /// in the container, which does not move with the table's content.
  private func tableState() -> TableState {
    var table = TableState(
      contentOffsetY: tableView.contentOffset.y, topInset: tableView.adjustedContentInset.top)
    table.isTracking = tableView.isTracking
    table.panTranslationY = tableView.panGestureRecognizer.translation(in: container).y
    table.panVelocityY = tableView.panGestureRecognizer.velocity(in: container).y
    return table
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    stopOverlayAnimation()
    driver = ScrollViewDriver(table: tableState())
    driver.willBeginDragging(overlay: &overlay)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isHoldingTheTable else { return }
    var table = tableState()
    let moved = table.contentOffsetY
    driver.didScroll(table: &table, overlay: &overlay)
    if table.contentOffsetY != moved {
      // Setting the offset calls this method again at once: that call must not count.
      isHoldingTheTable = true
      scrollView.contentOffset.y = table.contentOffsetY
      isHoldingTheTable = false
    }
    if container.overlayHeight != overlay.height { container.overlayHeight = overlay.height }
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    var target = targetContentOffset.pointee.y
    let fingerVelocityY = driver.willEndDragging(
      table: tableState(), contentVelocityYPerMillisecond: velocity.y, targetOffsetY: &target,
      overlay: overlay)
    targetContentOffset.pointee.y = target
    releaseOverlay(fingerVelocityY: fingerVelocityY)
  }

  /// A drag the system cancels (a call comes in) may end without
  /// `scrollViewWillEndDragging`: the overlay still goes to a notch.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !overlay.restsOnItsNotch { releaseOverlay(fingerVelocityY: 0) }
  }

  // MARK: The sheet's own pan (a pan gesture on the grabber calls these)

  func beginOverlayDrag() {
    stopOverlayAnimation()
    overlay.startDrag()
  }

  /// `fingerTranslationY`: the pan's `translation(in:)`, points, positive down.
  func dragOverlay(fingerTranslationY: CGFloat) {
    overlay.drag(offset: fingerTranslationY, usesRubberBand: true)
    container.overlayHeight = overlay.height
  }

  // MARK: The release

  /// The finger lifts at `fingerVelocityY` (points per second, positive down): unless the
  /// overlay rests on its notch, the policy picks a notch, the overlay's numbers go there
  /// at once, and the spring takes the sheet there on the screen.
  func releaseOverlay(fingerVelocityY: CGFloat) {
    guard !overlay.restsOnItsNotch else { return }
    let index = policy.targetNotchIndex(
      height: overlay.height, fingerVelocityY: fingerVelocityY, notches: overlay.notches,
      reachable: overlay.reachableIndexes)
    guard overlay.notches.indices.contains(index) else { return }
    overlay.endNotchIndex = index
    overlay.height = overlay.notches[index]
    animateOverlay(toHeight: overlay.height, fingerVelocityY: fingerVelocityY)
  }

  /// The library's spring to `height`. What else waits for layout is laid out first, so
  /// that only the new height animates.
  func animateOverlay(toHeight height: CGFloat, fingerVelocityY: CGFloat) {
    container.layoutIfNeeded()
    let container = container
    let spring = releaseAnimator(fingerVelocityY: fingerVelocityY, style: style) {
      container.overlayHeight = height
      container.layoutIfNeeded()
    }
    animator = spring
    spring.startAnimation()
  }

  /// A finger catches the sheet while it springs: stopped, the animator leaves the sheet's
  /// frame where it is seen, and the drag goes on from there.
  func stopOverlayAnimation() {
    guard let animator, animator.state == .active else { return }
    animator.stopAnimation(true)
    self.animator = nil
    let seen = container.bounds.height - container.sheet.frame.minY
    // At rest on its notch, the height stays exact: positions compare it exactly.
    if abs(seen - overlay.height) > 0.5 {
      overlay.height = seen
      container.overlayHeight = seen
    }
  }
}
// @end(sheet-controller)
