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
  /// `.flexibleHeight` by default: the container's sheet grows with its height.
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
    style: OverlayStyle = .flexibleHeight
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

  /// A new height (the first layout, a rotation, an iPad window resized in Stage
  /// Manager): the notches again, from the space there is, and the overlay on the notch
  /// it last went to, without animation. A new width alone changes no notch.
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

  /// A safety net: should a drag end without `scrollViewWillEndDragging` (Apple's pages
  /// do not promise that call for a drag the system cancels, as when a call comes in),
  /// the overlay still goes to a notch.
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

  /// Moves the sheet to the notch at `index` at once, from code (VoiceOver, a button): a
  /// spring still running stops, and the overlay's numbers go to the notch with the
  /// container, so the next drag or release starts from there.
  func moveOverlay(toNotchAt index: Int) {
    guard overlay.notches.indices.contains(index) else { return }
    stopOverlayAnimation()
    overlay.endNotchIndex = index
    overlay.height = overlay.notches[index]
    container.overlayHeight = overlay.height
    container.layoutIfNeeded()
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

// @begin(accessible-sheet)
/// The sheet for VoiceOver: one adjustable element over the grabber that moves the
/// controller's sheet a notch up on a swipe up and a notch down on a swipe down, says
/// which notch in its value, and dismisses the sheet with the escape gesture where
/// `dismiss` is set. Each move posts `.layoutChanged`, so that VoiceOver reads the screen
/// again. `AccessibleSheetViewController`, below, puts it on the sheet, over the grabber
/// (a strip across the sheet's top). It takes no touches, as a label takes none: a finger
/// on the grabber reaches the sheet under it, while VoiceOver still finds the element.
final class SheetAccessibilityElement: UIView {
  weak var controller: SheetViewController?
  /// What the escape gesture does; nil where the sheet cannot be dismissed.
  var dismiss: (() -> Void)?

  init(controller: SheetViewController) {
    self.controller = controller
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    isAccessibilityElement = true
    accessibilityLabel = "Sheet"
    accessibilityTraits = .adjustable
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Read from the controller whenever VoiceOver asks, so a drag by a finger shows too.
  override var accessibilityValue: String? {
    get { "notch \(notchIndex + 1) of \(controller?.overlay.notches.count ?? 0)" }
    set {}
  }

  override func accessibilityIncrement() { move(by: 1) }
  override func accessibilityDecrement() { move(by: -1) }

  override func accessibilityPerformEscape() -> Bool {
    guard let dismiss else { return false }
    dismiss()
    return true
  }

  /// The notch nearest the sheet's height, lowest first.
  private var notchIndex: Int {
    guard let overlay = controller?.overlay else { return 0 }
    let notches = overlay.notches
    return notches.indices.min {
      abs(notches[$0] - overlay.height) < abs(notches[$1] - overlay.height)
    } ?? 0
  }

  private func move(by step: Int) {
    guard let controller else { return }
    let notches = controller.overlay.notches
    guard !notches.isEmpty else { return }
    let target = min(max(notchIndex + step, 0), notches.count - 1)
    guard target != notchIndex else { return }  // already at the end: nothing to say
    controller.moveOverlay(toNotchAt: target)
    // At the top notch the sheet covers the map: VoiceOver stays in the sheet.
    controller.container.sheet.accessibilityViewIsModal = target == notches.count - 1
    UIAccessibility.post(notification: .layoutChanged, argument: self)
  }
}

/// The sheet's controller with VoiceOver's element on its sheet, over the grabber.
class AccessibleSheetViewController: SheetViewController {
  private(set) var accessibleSheet: SheetAccessibilityElement?

  override func viewDidLoad() {
    super.viewDidLoad()
    let element = SheetAccessibilityElement(controller: self)
    container.sheet.addSubview(element)
    accessibleSheet = element
  }

  /// The element covers the strip across the sheet's top, the grabber's.
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    accessibleSheet?.frame = CGRect(x: 0, y: 0, width: container.sheet.bounds.width, height: 24)
  }
}
// @end(accessible-sheet)
