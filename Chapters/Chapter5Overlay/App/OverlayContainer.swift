import UIKit

/// The phone of this chapter's figures, in points.
let phoneSize = CGSize(width: 160, height: 320)

// @begin(answer-position)
/// The answer's name for where the overlay is: at its lowest notch, at its highest, or
/// in between. The library's `OverlayTranslationPosition` replaces it.
enum OverlayInFlightPosition {
  case minimum, maximum, progressing
}
// @end(answer-position)

// @begin(pass-through)
/// A view that lets touches through where it has nothing: when a touch would land on the
/// view itself (not on one of its subviews), `hitTest` says "not me", and the touch goes
/// on to whatever is behind, the map.
class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let view = super.hitTest(point, with: event)
    return view === self ? nil : view
  }
}
// @end(pass-through)

// @begin(sheet)
/// The sheet: white with rounded corners, a grabber at the top, and under it the view
/// that fills the rest (the list).
final class OverlaySheet: UIView {
  let grabber = UIView()
  /// What the sheet shows under its grabber, laid out to fill the rest of the sheet.
  var contentView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let contentView { addSubview(contentView) }
      setNeedsLayout()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = 12
    // Only the top corners: with the library's container the sheet can end at the
    // screen's bottom edge, where rounded bottom corners would show.
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    grabber.backgroundColor = UIColor(white: 0.6, alpha: 1)
    grabber.layer.cornerRadius = 3
    addSubview(grabber)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    grabber.frame = CGRect(x: bounds.midX - 16, y: 6, width: 32, height: 6)
    contentView?.frame = CGRect(
      x: 0, y: 24, width: bounds.width, height: max(0, bounds.height - 24))
  }
}
// @end(sheet)

// @begin(container)
/// Decides the notches from the space the container has.
protocol OverlayContainerDelegate: AnyObject {
  func numberOfNotches(in container: OverlayContainerView) -> Int
  func heightForNotch(at index: Int, availableSpace: CGFloat, in container: OverlayContainerView)
    -> CGFloat
}

/// The container: a pass-through view over the map, holding the overlay sheet, which it
/// moves between the notches.
final class OverlayContainerView: PassThroughView {
  let sheet = OverlaySheet()
  weak var delegate: OverlayContainerDelegate?
  /// How far the sheet reaches below the bottom of the screen. Laid out from its height,
  /// the sheet's bottom stays put; the overhang keeps its bottom edge out of sight too if
  /// it is ever moved whole (a transform, or an animation of its position alone).
  static let sheetOverhang: CGFloat = 40
  /// The sheet's height: from the bottom of the screen to its top edge.
  var overlayHeight: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(sheet)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The notch heights for the current size, lowest first.
  var notchHeights: [CGFloat] {
    guard let delegate else { return [] }
    let count = max(0, delegate.numberOfNotches(in: self))
    return (0..<count).map {
      delegate.heightForNotch(at: $0, availableSpace: bounds.height, in: self)
    }.sorted()
  }

  var inFlightPosition: OverlayInFlightPosition {
    if overlayHeight >= notchHeights.last ?? 0 { return .maximum }
    if overlayHeight <= notchHeights.first ?? 0 { return .minimum }
    return .progressing
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = overlayHeight.isFinite ? max(0, overlayHeight) : 0
    sheet.frame = CGRect(
      x: 0, y: bounds.height - height, width: bounds.width, height: height + Self.sheetOverhang)
  }
}
// @end(container)

// @begin(notches)
/// The overlay's resting heights, lowest first.
enum OverlayNotch: Int, CaseIterable {
  case minimum, medium, maximum
}

/// A quarter, a half and three quarters of the screen.
final class ThreeNotches: OverlayContainerDelegate {
  func numberOfNotches(in container: OverlayContainerView) -> Int { OverlayNotch.allCases.count }

  func heightForNotch(at index: Int, availableSpace: CGFloat, in container: OverlayContainerView)
    -> CGFloat
  {
    switch OverlayNotch(rawValue: index) ?? .minimum {
    case .minimum: availableSpace / 4
    case .medium: availableSpace / 2
    case .maximum: availableSpace * 3 / 4
    }
  }
}
// @end(notches)

/// The map behind: grey blocks between white roads.
final class MapView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.55, alpha: 1)
    contentMode = .redraw  // its roads drawn again at a new size, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    UIColor(white: 0.9, alpha: 1).setFill()
    for x in stride(from: CGFloat(20), to: bounds.width, by: 56) {
      UIBezierPath(rect: CGRect(x: x, y: 0, width: 10, height: bounds.height)).fill()
    }
    for y in stride(from: CGFloat(36), to: bounds.height, by: 72) {
      UIBezierPath(rect: CGRect(x: 0, y: y, width: bounds.width, height: 10)).fill()
    }
  }
}

/// The figures' list: grey bars for rows, drawn on a clear view (every 32 points, from 8
/// points down), drawn again as the sheet grows rather than stretched.
final class PlaceholderRows: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = .clear
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    UIColor(white: 0.75, alpha: 1).setFill()
    for y in stride(from: CGFloat(8), to: bounds.height, by: 32) {
      UIBezierPath(rect: CGRect(x: 12, y: y, width: bounds.width * 0.6, height: 8)).fill()
    }
  }
}

/// A screen: the map with the overlay container on top, the overlay at `height`, and the
/// figures' placeholder rows in the sheet.
func overlayScreen(height: CGFloat) -> (
  screen: UIView, container: OverlayContainerView, notches: ThreeNotches
) {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  screen.addSubview(MapView(frame: screen.bounds))
  let container = OverlayContainerView(frame: screen.bounds)
  let notches = ThreeNotches()
  container.delegate = notches
  container.overlayHeight = height
  container.sheet.contentView = PlaceholderRows()
  screen.addSubview(container)
  return (screen, container, notches)
}
