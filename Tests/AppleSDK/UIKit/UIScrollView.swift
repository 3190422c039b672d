// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIScrollView, UIScrollView.DecelerationRate,
// UIScrollView.ContentInsetAdjustmentBehavior, UIScrollViewDelegate, and the gesture
// recognizers a scroll view exposes (UIGestureRecognizer, UIPanGestureRecognizer).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes and protocols are
// @MainActor, so their members are isolated to the main actor without repeating it.
// Linux: Objective-C `optional` protocol requirements cannot be declared; each one is declared
// as a plain requirement with a default (trapping) implementation in an extension, marked
// `// optional in Apple's protocol`. (So `delegate?.scrollViewDidScroll?(view)`, optional
// chaining on an optional requirement, cannot be written against this stand-in.)

import CoreGraphics
import Foundation

// (No initializers of its own: it inherits init(frame:), init(coder:) and the convenience
// init() from UIView.)
// UIScrollView <https://developer.apple.com/documentation/uikit/uiscrollview>
@MainActor
open class UIScrollView: UIView {

  // MARK: Managing the content size and offset

  // contentSize <https://developer.apple.com/documentation/uikit/uiscrollview/contentsize>
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  // contentOffset <https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset>
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // setContentOffset(_:animated:) <https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)>
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }

  // MARK: Managing the content inset behavior

  // contentInset <https://developer.apple.com/documentation/uikit/uiscrollview/contentinset>
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  // adjustedContentInset <https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset>
  open var adjustedContentInset: UIEdgeInsets { get { fatalError() } }

  // contentInsetAdjustmentBehavior <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property>
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring the scroll view

  // isScrollEnabled <https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled>
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // isPagingEnabled <https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled>
  open var isPagingEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // `weak` kept as on the page (Swift accepts it on a computed property; it has no effect).
  // delegate <https://developer.apple.com/documentation/uikit/uiscrollview/delegate>
  open weak var delegate: (any UIScrollViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Getting the scrolling state

  // isTracking <https://developer.apple.com/documentation/uikit/uiscrollview/istracking>
  open var isTracking: Bool { get { fatalError() } }

  // isDragging <https://developer.apple.com/documentation/uikit/uiscrollview/isdragging>
  open var isDragging: Bool { get { fatalError() } }

  // isDecelerating <https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating>
  open var isDecelerating: Bool { get { fatalError() } }

  // decelerationRate <https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property>
  open var decelerationRate: UIScrollView.DecelerationRate {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Scrolling to a specific location

  // scrollRectToVisible(_:animated:) <https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)>
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError() }

  // MARK: Managing the scroll indicator and refresh control

  // showsVerticalScrollIndicator <https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator>
  open var showsVerticalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // showsHorizontalScrollIndicator <https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator>
  open var showsHorizontalScrollIndicator: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring bounce behavior

  // bounces <https://developer.apple.com/documentation/uikit/uiscrollview/bounces>
  open var bounces: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // alwaysBounceVertical <https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical>
  open var alwaysBounceVertical: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // alwaysBounceHorizontal <https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal>
  open var alwaysBounceHorizontal: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Managing touches

  // panGestureRecognizer <https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer>
  open var panGestureRecognizer: UIPanGestureRecognizer { get { fatalError() } }
}

extension UIScrollView {
  // A struct wrapping a CGFloat (RawRepresentable). The values of `normal` and `fast` are not
  // documented, so they are get-only computed properties with trapping bodies (Apple:
  // `static let`). Conformances as on the current page (Equatable, Hashable, Sendable, ...).
  // UIScrollView.DecelerationRate <https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct>
  public struct DecelerationRate: Hashable, Equatable, RawRepresentable, Sendable {
    // Required by RawRepresentable; no page of its own.
    public var rawValue: CGFloat { get { fatalError() } }
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)>
    public init(rawValue: CGFloat) { fatalError() }
    // normal <https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal>
    public static var normal: UIScrollView.DecelerationRate { get { fatalError() } }
    // fast <https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast>
    public static var fast: UIScrollView.DecelerationRate { get { fatalError() } }
  }

  // Raw values are not documented; raw type from `init?(rawValue: Int)`. The page lists the
  // cases alphabetically, and they are declared in that order here, so the implicit raw
  // values are not necessarily Apple's.
  // UIScrollView.ContentInsetAdjustmentBehavior <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum>
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    // UIScrollView.ContentInsetAdjustmentBehavior.always <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always>
    case always
    // UIScrollView.ContentInsetAdjustmentBehavior.automatic <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic>
    case automatic
    // UIScrollView.ContentInsetAdjustmentBehavior.never <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never>
    case never
    // UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes>
    case scrollableAxes
  }
}

// UIScrollViewDelegate <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  // optional in Apple's protocol
  // scrollViewDidScroll(_:) <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)>
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  // optional in Apple's protocol
  // scrollViewWillBeginDragging(_:) <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)>
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  // optional in Apple's protocol
  // scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)>
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
  // optional in Apple's protocol
  // scrollViewDidEndDragging(_:willDecelerate:) <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)>
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  // optional in Apple's protocol
  // scrollViewDidEndDecelerating(_:) <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)>
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  // optional in Apple's protocol
  public func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
  // optional in Apple's protocol
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
  // optional in Apple's protocol
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) { fatalError() }
  // optional in Apple's protocol
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { fatalError() }
  // optional in Apple's protocol
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
}

// MARK: - Gesture recognizers

// UIGestureRecognizer <https://developer.apple.com/documentation/uikit/uigesturerecognizer>
@MainActor
open class UIGestureRecognizer: NSObject {
  // `action` is a Selector: see `Selector` in UIKit.swift (Linux has no Objective-C runtime;
  // the struct has Apple's shape, and `#selector` cannot be used on Linux).
  // init(target:action:) <https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)>
  public init(target: Any?, action: Selector?) { fatalError() }

  // `override` because it overrides NSObject's init().
  // init() <https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()>
  public override convenience init() { fatalError() }

  // init(coder:) <https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(coder:)>
  public convenience init?(coder: NSCoder) { fatalError() }

  // state <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property>
  open var state: UIGestureRecognizer.State {
    get { fatalError() }
    set { fatalError() }
  }

  // view <https://developer.apple.com/documentation/uikit/uigesturerecognizer/view>
  open var view: UIView? { get { fatalError() } }

  // isEnabled <https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled>
  open var isEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // location(in:) <https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)>
  open func location(in view: UIView?) -> CGPoint { fatalError() }
}

extension UIGestureRecognizer {
  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UIGestureRecognizer.State <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum>
  public enum State: Int, Sendable {
    // UIGestureRecognizer.State.possible <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible>
    case possible
    // UIGestureRecognizer.State.began <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began>
    case began
    // UIGestureRecognizer.State.changed <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed>
    case changed
    // UIGestureRecognizer.State.ended <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended>
    case ended
    // UIGestureRecognizer.State.cancelled <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled>
    case cancelled
    // UIGestureRecognizer.State.failed <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed>
    case failed
    // recognized <https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized>
    public static var recognized: UIGestureRecognizer.State { get { fatalError() } }
  }
}

// (No initializers of its own: it inherits UIGestureRecognizer's.)
// UIPanGestureRecognizer <https://developer.apple.com/documentation/uikit/uipangesturerecognizer>
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  // translation(in:) <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)>
  open func translation(in view: UIView?) -> CGPoint { fatalError() }

  // setTranslation(_:in:) <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)>
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { fatalError() }

  // velocity(in:) <https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)>
  open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}
