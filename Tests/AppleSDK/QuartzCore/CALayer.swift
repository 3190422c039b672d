// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
//
// Apple's page declares `class CALayer` without @MainActor, so CALayer (and everything in this
// module) is left nonisolated, as in the iOS SDK.
//
// Conventions of this module: Apple's `static let` constants (and global `let`s) keep `let` and
// get a trapping initializer, `= { fatalError() }()`, since a `let` needs a value; properties
// Apple shows as stored become computed with trapping accessors.
@_exported import CoreGraphics

// Linux deviation: Core Foundation's CFTimeInterval is not available from Foundation on Linux;
// this is Apple's declaration of it (Core Animation's timing APIs use it).
// CFTimeInterval <https://developer.apple.com/documentation/corefoundation/cftimeinterval>
public typealias CFTimeInterval = Double

// CACurrentMediaTime() <https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()>
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// MARK: - CALayer

// Relationships on Apple's page: Inherits From NSObject; Conforms To CAMediaTiming, NSCoding,
// NSSecureCoding (and NSObjectProtocol, Equatable, Hashable, ... through NSObject).
// CALayer <https://developer.apple.com/documentation/quartzcore/calayer>
open class CALayer: NSObject, CAMediaTiming, NSSecureCoding {

  // MARK: Creating a Layer

  // init() <https://developer.apple.com/documentation/quartzcore/calayer/init()>
  public override init() { fatalError() }

  // init(layer:) <https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)>
  public init(layer: Any) { fatalError() }

  // CALayer has no init(coder:) page of its own; this is the NSCoding requirement it
  // satisfies (`required` because NSCoding requires it of every subclass).
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement (CALayer conforms to NSCoding).
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement (CALayer conforms to NSSecureCoding). The protocol's page says
  // `static var`; a class property (`class var`, which satisfies it) keeps it overridable in
  // subclasses, as for Apple's imported Objective-C classes.
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // MARK: Accessing Related Layer Objects

  // presentation() <https://developer.apple.com/documentation/quartzcore/calayer/presentation()>
  open func presentation() -> Self? { fatalError() }

  // model() <https://developer.apple.com/documentation/quartzcore/calayer/model()>
  open func model() -> Self { fatalError() }

  // MARK: Accessing the Delegate

  // delegate <https://developer.apple.com/documentation/quartzcore/calayer/delegate>
  weak open var delegate: (any CALayerDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Providing the Layer's Content

  // contents <https://developer.apple.com/documentation/quartzcore/calayer/contents>
  open var contents: Any? {
    get { fatalError() }
    set { fatalError() }
  }

  // display() <https://developer.apple.com/documentation/quartzcore/calayer/display()>
  open func display() { fatalError() }

  // draw(in:) <https://developer.apple.com/documentation/quartzcore/calayer/draw(in:)>
  open func draw(in ctx: CGContext) { fatalError() }

  // MARK: Modifying the Layer's Appearance

  // contentsGravity <https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity>
  open var contentsGravity: CALayerContentsGravity {
    get { fatalError() }
    set { fatalError() }
  }

  // opacity <https://developer.apple.com/documentation/quartzcore/calayer/opacity>
  open var opacity: Float {
    get { fatalError() }
    set { fatalError() }
  }

  // isHidden <https://developer.apple.com/documentation/quartzcore/calayer/ishidden>
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // masksToBounds <https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds>
  open var masksToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // mask <https://developer.apple.com/documentation/quartzcore/calayer/mask>
  open var mask: CALayer? {
    get { fatalError() }
    set { fatalError() }
  }

  // cornerRadius <https://developer.apple.com/documentation/quartzcore/calayer/cornerradius>
  open var cornerRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // maskedCorners <https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners>
  open var maskedCorners: CACornerMask {
    get { fatalError() }
    set { fatalError() }
  }

  // cornerCurve <https://developer.apple.com/documentation/quartzcore/calayer/cornercurve>
  open var cornerCurve: CALayerCornerCurve {
    get { fatalError() }
    set { fatalError() }
  }

  // borderWidth <https://developer.apple.com/documentation/quartzcore/calayer/borderwidth>
  open var borderWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // borderColor <https://developer.apple.com/documentation/quartzcore/calayer/bordercolor>
  open var borderColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // backgroundColor <https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor>
  open var backgroundColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // shadowOpacity <https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity>
  open var shadowOpacity: Float {
    get { fatalError() }
    set { fatalError() }
  }

  // shadowRadius <https://developer.apple.com/documentation/quartzcore/calayer/shadowradius>
  open var shadowRadius: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // shadowOffset <https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset>
  open var shadowOffset: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  // shadowColor <https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor>
  open var shadowColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // shadowPath <https://developer.apple.com/documentation/quartzcore/calayer/shadowpath>
  open var shadowPath: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring the Layer's Rendering Behavior

  // render(in:) <https://developer.apple.com/documentation/quartzcore/calayer/render(in:)>
  open func render(in ctx: CGContext) { fatalError() }

  // MARK: Modifying the Layer Geometry

  // frame <https://developer.apple.com/documentation/quartzcore/calayer/frame>
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // bounds <https://developer.apple.com/documentation/quartzcore/calayer/bounds>
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  // position <https://developer.apple.com/documentation/quartzcore/calayer/position>
  open var position: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // zPosition <https://developer.apple.com/documentation/quartzcore/calayer/zposition>
  open var zPosition: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // anchorPoint <https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint>
  open var anchorPoint: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // contentsScale <https://developer.apple.com/documentation/quartzcore/calayer/contentsscale>
  open var contentsScale: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Managing the Layer's Transform

  // transform <https://developer.apple.com/documentation/quartzcore/calayer/transform>
  open var transform: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }

  // sublayerTransform <https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform>
  open var sublayerTransform: CATransform3D {
    get { fatalError() }
    set { fatalError() }
  }

  // affineTransform() <https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()>
  open func affineTransform() -> CGAffineTransform { fatalError() }

  // setAffineTransform(_:) <https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)>
  open func setAffineTransform(_ m: CGAffineTransform) { fatalError() }

  // MARK: Managing the Layer Hierarchy

  // sublayers <https://developer.apple.com/documentation/quartzcore/calayer/sublayers>
  open var sublayers: [CALayer]? {
    get { fatalError() }
    set { fatalError() }
  }

  // superlayer <https://developer.apple.com/documentation/quartzcore/calayer/superlayer>
  open var superlayer: CALayer? { get { fatalError() } }

  // addSublayer(_:) <https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)>
  open func addSublayer(_ layer: CALayer) { fatalError() }

  // removeFromSuperlayer() <https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()>
  open func removeFromSuperlayer() { fatalError() }

  // insertSublayer(_:at:) <https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)>
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError() }

  // insertSublayer(_:below:) <https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:below:)>
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { fatalError() }

  // insertSublayer(_:above:) <https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:above:)>
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { fatalError() }

  // replaceSublayer(_:with:) <https://developer.apple.com/documentation/quartzcore/calayer/replacesublayer(_:with:)>
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { fatalError() }

  // MARK: Updating Layer Display

  // setNeedsDisplay() <https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()>
  open func setNeedsDisplay() { fatalError() }

  // setNeedsDisplay(_:) <https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay(_:)>
  open func setNeedsDisplay(_ r: CGRect) { fatalError() }

  // needsDisplayOnBoundsChange <https://developer.apple.com/documentation/quartzcore/calayer/needsdisplayonboundschange>
  open var needsDisplayOnBoundsChange: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // displayIfNeeded() <https://developer.apple.com/documentation/quartzcore/calayer/displayifneeded()>
  open func displayIfNeeded() { fatalError() }

  // needsDisplay() <https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay()>
  open func needsDisplay() -> Bool { fatalError() }

  // needsDisplay(forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)>
  open class func needsDisplay(forKey key: String) -> Bool { fatalError() }

  // MARK: Layer Animations

  // add(_:forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)>
  open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }

  // animation(forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)>
  open func animation(forKey key: String) -> CAAnimation? { fatalError() }

  // removeAllAnimations() <https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()>
  open func removeAllAnimations() { fatalError() }

  // removeAnimation(forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)>
  open func removeAnimation(forKey key: String) { fatalError() }

  // animationKeys() <https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()>
  open func animationKeys() -> [String]? { fatalError() }

  // MARK: Managing Layer Resizing and Layout

  // setNeedsLayout() <https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()>
  open func setNeedsLayout() { fatalError() }

  // layoutSublayers() <https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()>
  open func layoutSublayers() { fatalError() }

  // layoutIfNeeded() <https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()>
  open func layoutIfNeeded() { fatalError() }

  // needsLayout() <https://developer.apple.com/documentation/quartzcore/calayer/needslayout()>
  open func needsLayout() -> Bool { fatalError() }

  // preferredFrameSize() <https://developer.apple.com/documentation/quartzcore/calayer/preferredframesize()>
  open func preferredFrameSize() -> CGSize { fatalError() }

  // MARK: Getting the Layer's Actions

  // action(forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)>
  open func action(forKey event: String) -> (any CAAction)? { fatalError() }

  // actions <https://developer.apple.com/documentation/quartzcore/calayer/actions>
  open var actions: [String: any CAAction]? {
    get { fatalError() }
    set { fatalError() }
  }

  // defaultAction(forKey:) <https://developer.apple.com/documentation/quartzcore/calayer/defaultaction(forkey:)>
  open class func defaultAction(forKey event: String) -> (any CAAction)? { fatalError() }

  // MARK: Mapping Between Coordinate and Time Spaces

  // convert(_:from:) <https://developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-8kl76>
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { fatalError() }

  // convert(_:to:) <https://developer.apple.com/documentation/quartzcore/calayer/convert(_:to:)-7dcke>
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { fatalError() }

  // convert(_:from:) <https://developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-4kx9l>
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { fatalError() }

  // convert(_:to:) <https://developer.apple.com/documentation/quartzcore/calayer/convert(_:to:)-tly5>
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { fatalError() }

  // MARK: Hit Testing

  // hitTest(_:) <https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:)>
  open func hitTest(_ p: CGPoint) -> CALayer? { fatalError() }

  // contains(_:) <https://developer.apple.com/documentation/quartzcore/calayer/contains(_:)>
  open func contains(_ p: CGPoint) -> Bool { fatalError() }

  // MARK: Identifying the Layer

  // name <https://developer.apple.com/documentation/quartzcore/calayer/name>
  open var name: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: CAMediaTiming (CALayer conforms; every requirement of the protocol is required)

  // beginTime <https://developer.apple.com/documentation/quartzcore/camediatiming/begintime>
  open var beginTime: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }

  // timeOffset <https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset>
  open var timeOffset: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }

  // repeatCount <https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount>
  open var repeatCount: Float {
    get { fatalError() }
    set { fatalError() }
  }

  // repeatDuration <https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration>
  open var repeatDuration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }

  // duration <https://developer.apple.com/documentation/quartzcore/camediatiming/duration>
  open var duration: CFTimeInterval {
    get { fatalError() }
    set { fatalError() }
  }

  // speed <https://developer.apple.com/documentation/quartzcore/camediatiming/speed>
  open var speed: Float {
    get { fatalError() }
    set { fatalError() }
  }

  // autoreverses <https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses>
  open var autoreverses: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // fillMode <https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode>
  open var fillMode: CAMediaTimingFillMode {
    get { fatalError() }
    set { fatalError() }
  }
}
