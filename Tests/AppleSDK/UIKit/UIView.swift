// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIView (with its block-based animation class methods), UIView.ContentMode,
// UIWindow, UIEdgeInsets, UIOffset and CGRect.inset(by:).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the class is @MainActor, so its members
// are isolated to the main actor without repeating it (as on the current pages of members).
// Properties are written as computed properties with trapping accessors.

import CoreGraphics
import Foundation
import QuartzCore

// Linux: conformance to NSCoding (nonisolated Foundation protocol) written @preconcurrency,
// as Swift imports Apple's Objective-C conformances. Only the conformances the listed members
// need are declared (not CALayerDelegate, UITraitEnvironment, UICoordinateSpace, ...).
// UIView <https://developer.apple.com/documentation/uikit/uiview>
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {

  // MARK: Creating a view

  // init(frame:) <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>
  public init(frame: CGRect) { fatalError() }

  // `required`: the page shows `init?(coder: NSCoder)`; it is required because it satisfies
  // NSCoding's initializer requirement (so a subclass that adds a designated initializer
  // must write `required init?(coder:)`, as in Xcode).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // No page of its own on UIView. UIView's designated initializers are init(frame:) and
  // init(coder:) (NS_DESIGNATED_INITIALIZER), so Swift imports the init() UIView inherits from
  // NSObject as a *convenience* initializer (it calls init(frame: .zero)). Hence `UIView()`
  // compiles, and a subclass inherits init() only when it inherits or overrides both
  // init(frame:) and init(coder:); a subclass that only adds its own designated initializer
  // (say init(model:)) has no init(). `override` because it overrides NSObject's init().
  // init() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>
  public override convenience init() { fatalError() }

  // NSCoding requirement (UIView conforms to NSCoding).
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // MARK: Configuring a view's visual appearance

  // Linux: Apple's declaration is `@NSCopying var backgroundColor: UIColor?`; @NSCopying
  // only applies to stored properties, so it is dropped from this computed one.
  // backgroundColor <https://developer.apple.com/documentation/uikit/uiview/backgroundcolor>
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // isHidden <https://developer.apple.com/documentation/uikit/uiview/ishidden>
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // alpha <https://developer.apple.com/documentation/uikit/uiview/alpha>
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // isOpaque <https://developer.apple.com/documentation/uikit/uiview/isopaque>
  open var isOpaque: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // clipsToBounds <https://developer.apple.com/documentation/uikit/uiview/clipstobounds>
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // mask <https://developer.apple.com/documentation/uikit/uiview/mask>
  open var mask: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  // layerClass <https://developer.apple.com/documentation/uikit/uiview/layerclass>
  open class var layerClass: AnyClass { get { fatalError() } }

  // layer <https://developer.apple.com/documentation/uikit/uiview/layer>
  open var layer: CALayer { get { fatalError() } }

  // MARK: Configuring the event-related behavior

  // isUserInteractionEnabled <https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled>
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring the resizing behavior

  // autoresizingMask <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring the bounds and frame rectangles

  // frame <https://developer.apple.com/documentation/uikit/uiview/frame>
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // bounds <https://developer.apple.com/documentation/uikit/uiview/bounds>
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // center <https://developer.apple.com/documentation/uikit/uiview/center>
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // transform <https://developer.apple.com/documentation/uikit/uiview/transform>
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Managing the view hierarchy

  // superview <https://developer.apple.com/documentation/uikit/uiview/superview>
  open var superview: UIView? { get { fatalError() } }

  // subviews <https://developer.apple.com/documentation/uikit/uiview/subviews>
  open var subviews: [UIView] { get { fatalError() } }

  // window <https://developer.apple.com/documentation/uikit/uiview/window>
  open var window: UIWindow? { get { fatalError() } }

  // addSubview(_:) <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>
  open func addSubview(_ view: UIView) { fatalError() }

  // bringSubviewToFront(_:) <https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)>
  open func bringSubviewToFront(_ view: UIView) { fatalError() }

  // sendSubviewToBack(_:) <https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)>
  open func sendSubviewToBack(_ view: UIView) { fatalError() }

  // removeFromSuperview() <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>
  open func removeFromSuperview() { fatalError() }

  // insertSubview(_:at:) <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)>
  open func insertSubview(_ view: UIView, at index: Int) { fatalError() }

  // insertSubview(_:aboveSubview:) <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)>
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { fatalError() }

  // insertSubview(_:belowSubview:) <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)>
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { fatalError() }

  // MARK: Observing view-related changes

  // didMoveToSuperview() <https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()>
  open func didMoveToSuperview() { fatalError() }

  // willMove(toSuperview:) <https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)>
  open func willMove(toSuperview newSuperview: UIView?) { fatalError() }

  // MARK: Configuring content margins

  // layoutMargins <https://developer.apple.com/documentation/uikit/uiview/layoutmargins>
  open var layoutMargins: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Managing the safe area

  // safeAreaInsets <https://developer.apple.com/documentation/uikit/uiview/safeareainsets>
  open var safeAreaInsets: UIEdgeInsets { get { fatalError() } }

  // MARK: Configuring the resizing behavior

  // contentMode <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property>
  open var contentMode: UIView.ContentMode {
    get { fatalError() }
    set { fatalError() }
  }

  // sizeThatFits(_:) <https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)>
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

  // sizeToFit() <https://developer.apple.com/documentation/uikit/uiview/sizetofit()>
  open func sizeToFit() { fatalError() }

  // MARK: Laying out subviews

  // layoutSubviews() <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>
  open func layoutSubviews() { fatalError() }

  // setNeedsLayout() <https://developer.apple.com/documentation/uikit/uiview/setneedslayout()>
  open func setNeedsLayout() { fatalError() }

  // layoutIfNeeded() <https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()>
  open func layoutIfNeeded() { fatalError() }

  // MARK: Drawing and updating the view

  // draw(_:) <https://developer.apple.com/documentation/uikit/uiview/draw(_:)>
  open func draw(_ rect: CGRect) { fatalError() }

  // setNeedsDisplay() <https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()>
  open func setNeedsDisplay() { fatalError() }

  // setNeedsDisplay(_:) <https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)>
  open func setNeedsDisplay(_ rect: CGRect) { fatalError() }

  // MARK: Identifying the view at runtime

  // tag <https://developer.apple.com/documentation/uikit/uiview/tag>
  open var tag: Int {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Converting between view coordinate systems

  // convert(_:to:) <https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt>
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }

  // convert(_:from:) <https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-8neo1>
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }

  // convert(_:to:) <https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d>
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }

  // convert(_:from:) <https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk>
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }

  // MARK: Hit-testing in a view

  // hitTest(_:with:) <https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)>
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }

  // point(inside:with:) <https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)>
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }

  // MARK: Trait environment

  // UIView conforms to UITraitEnvironment, whose requirement this is (the protocol itself is
  // not declared in this stand-in).
  // traitCollection <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection>
  open var traitCollection: UITraitCollection { get { fatalError() } }

  // The UITraitEnvironment requirement, deprecated in iOS 17 (registerForTraitChanges is
  // preferred) but still called. Linux: written without the iOS-versioned deprecation.
  // traitCollectionDidChange(_:) <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)>
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }

  // overrideUserInterfaceStyle <https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle>
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Animating views (block-based class methods; the option types are in
  // UIViewAnimation.swift). Declared in the class body rather than in an extension because on
  // Linux members of a class extension cannot be overridden.

  // animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:) <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)>
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) { fatalError() }

  // animate(withDuration:delay:options:animations:completion:) <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)>
  open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    fatalError()
  }

  // animate(withDuration:animations:completion:) <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)>
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError() }

  // animate(withDuration:animations:) <https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)>
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError() }

  // inheritedAnimationDuration <https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration>
  open class var inheritedAnimationDuration: TimeInterval { get { fatalError() } }

  // performWithoutAnimation(_:) <https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)>
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { fatalError() }
}

extension UIView {
  // Raw values are not documented; the raw type comes from `init?(rawValue: Int)` and the
  // cases are in the page's order (which is the order of the Objective-C header).
  // UIView.ContentMode <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum>
  public enum ContentMode: Int, Sendable {
    // UIView.ContentMode.scaleToFill <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill>
    case scaleToFill
    // UIView.ContentMode.scaleAspectFit <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit>
    case scaleAspectFit
    // UIView.ContentMode.scaleAspectFill <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill>
    case scaleAspectFill
    // UIView.ContentMode.redraw <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw>
    case redraw
    // UIView.ContentMode.center <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center>
    case center
    // UIView.ContentMode.top <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/top>
    case top
    // UIView.ContentMode.bottom <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottom>
    case bottom
    // UIView.ContentMode.left <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/left>
    case left
    // UIView.ContentMode.right <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/right>
    case right
    // UIView.ContentMode.topLeft <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft>
    case topLeft
    // UIView.ContentMode.topRight <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topright>
    case topRight
    // UIView.ContentMode.bottomLeft <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomleft>
    case bottomLeft
    // UIView.ContentMode.bottomRight <https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomright>
    case bottomRight
  }
}

// Only the class: none of UIWindow's own members is in this stand-in (UIView.window needs it).
// UIWindow <https://developer.apple.com/documentation/uikit/uiwindow>
@MainActor
open class UIWindow: UIView {
}

// MARK: - UIEdgeInsets, UIOffset

// Apple imports this C struct with stored properties; here they are computed with trapping
// accessors. Conformances as listed on the page (Equatable, Encodable, Decodable, Sendable).
// UIEdgeInsets <https://developer.apple.com/documentation/uikit/uiedgeinsets>
public struct UIEdgeInsets: Equatable, Codable, Sendable {
  // init(top:left:bottom:right:) <https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7>
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
  // init() <https://developer.apple.com/documentation/uikit/uiedgeinsets/init()>
  public init() { fatalError() }
  // top <https://developer.apple.com/documentation/uikit/uiedgeinsets/top>
  public var top: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // left <https://developer.apple.com/documentation/uikit/uiedgeinsets/left>
  public var left: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // bottom <https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom>
  public var bottom: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // right <https://developer.apple.com/documentation/uikit/uiedgeinsets/right>
  public var right: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // Apple: `static let zero: UIEdgeInsets`; a get-only computed property here (same use).
  // zero <https://developer.apple.com/documentation/uikit/uiedgeinsets/zero>
  public static var zero: UIEdgeInsets { get { fatalError() } }
}

// Apple imports this C struct with stored properties; here they are computed with trapping
// accessors. Conformances as listed on the page (Equatable, Encodable, Decodable, Sendable).
// UIOffset <https://developer.apple.com/documentation/uikit/uioffset>
public struct UIOffset: Equatable, Codable, Sendable {
  // init(horizontal:vertical:) <https://developer.apple.com/documentation/uikit/uioffset/init(horizontal:vertical:)-9wl8x>
  public init(horizontal: CGFloat, vertical: CGFloat) { fatalError() }
  // init() <https://developer.apple.com/documentation/uikit/uioffset/init()>
  public init() { fatalError() }
  // horizontal <https://developer.apple.com/documentation/uikit/uioffset/horizontal>
  public var horizontal: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // vertical <https://developer.apple.com/documentation/uikit/uioffset/vertical>
  public var vertical: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
  // Apple: `static let zero: UIOffset`; a get-only computed property here (same use).
  // zero <https://developer.apple.com/documentation/uikit/uioffset/zero>
  public static var zero: UIOffset { get { fatalError() } }
}

extension CGRect {
  // UIKit's addition to CGRect (Swift name of UIEdgeInsetsInsetRect); the page is filed under
  // CoreFoundation's CGRect.
  // inset(by:) <https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)>
  public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

extension UIView {
  // An OptionSet; raw values not given on the pages (see AnimationOptions).
  // UIView.AutoresizingMask <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>
  public struct AutoresizingMask: OptionSet, Sendable {
    // Required by RawRepresentable/OptionSet; no page of its own.
    public var rawValue: UInt { get { fatalError() } }
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)>
    public init(rawValue: UInt) { fatalError() }

    // flexibleLeftMargin <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin>
    public static var flexibleLeftMargin: UIView.AutoresizingMask { get { fatalError() } }
    // flexibleWidth <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth>
    public static var flexibleWidth: UIView.AutoresizingMask { get { fatalError() } }
    // flexibleRightMargin <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin>
    public static var flexibleRightMargin: UIView.AutoresizingMask { get { fatalError() } }
    // flexibleTopMargin <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin>
    public static var flexibleTopMargin: UIView.AutoresizingMask { get { fatalError() } }
    // flexibleHeight <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight>
    public static var flexibleHeight: UIView.AutoresizingMask { get { fatalError() } }
    // flexibleBottomMargin <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin>
    public static var flexibleBottomMargin: UIView.AutoresizingMask { get { fatalError() } }
  }
}
