// Written by Tests/UIKitShaped/build --write-api-index: do not edit.
//
// What `workbook-run api` knows, one line per declaration: framework, name, kind, status
// (modelled: the model has it as Apple declares it; differs: the model has it, otherwise,
// as the note says; apple: Apple's, not in the model; workbook: the workbook's own),
// declaration, documentation page, note. Apple's declarations are those transcribed in
// Tests/AppleSDK from Apple's documentation; the comparison is the symbols' own.

let apiIndexText = #"""
  QuartzCore	CAAction	type	modelled	protocol CAAction	https://developer.apple.com/documentation/quartzcore/caaction	
  QuartzCore	CAAction.run(forKey:object:arguments:)	method	modelled	func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable : Any]?)	https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)	
  QuartzCore	CAAnimation	type	modelled	class CAAnimation	https://developer.apple.com/documentation/quartzcore/caanimation	
  QuartzCore	CAAnimation.autoreverses	property	modelled	var autoreverses: Bool { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses	
  QuartzCore	CAAnimation.beginTime	property	modelled	var beginTime: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/begintime	
  QuartzCore	CAAnimation.copy(with:)	method	apple	func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  QuartzCore	CAAnimation.defaultValue(forKey:)	method	apple	class func defaultValue(forKey key: String) -> Any?	https://developer.apple.com/documentation/quartzcore/caanimation/defaultvalue(forkey:)	
  QuartzCore	CAAnimation.delegate	property	apple	var delegate: (any CAAnimationDelegate)? { get set }	https://developer.apple.com/documentation/quartzcore/caanimation/delegate	
  QuartzCore	CAAnimation.duration	property	modelled	var duration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/duration	
  QuartzCore	CAAnimation.encode(with:)	method	apple	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  QuartzCore	CAAnimation.fillMode	property	modelled	var fillMode: CAMediaTimingFillMode { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode	
  QuartzCore	CAAnimation.init()	init	modelled	override init()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()	
  QuartzCore	CAAnimation.init(coder:)	init	apple	required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  QuartzCore	CAAnimation.isRemovedOnCompletion	property	modelled	var isRemovedOnCompletion: Bool { get set }	https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion	
  QuartzCore	CAAnimation.repeatCount	property	modelled	var repeatCount: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount	
  QuartzCore	CAAnimation.repeatDuration	property	modelled	var repeatDuration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration	
  QuartzCore	CAAnimation.run(forKey:object:arguments:)	method	modelled	func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable : Any]?)	https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)	
  QuartzCore	CAAnimation.shouldArchiveValue(forKey:)	method	apple	func shouldArchiveValue(forKey key: String) -> Bool	https://developer.apple.com/documentation/quartzcore/caanimation/shouldarchivevalue(forkey:)	
  QuartzCore	CAAnimation.speed	property	modelled	var speed: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/speed	
  QuartzCore	CAAnimation.supportsSecureCoding	property	apple	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  QuartzCore	CAAnimation.timeOffset	property	modelled	var timeOffset: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset	
  QuartzCore	CAAnimation.timingFunction	property	modelled	var timingFunction: CAMediaTimingFunction? { get set }	https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction	
  QuartzCore	CAAnimationDelegate	type	apple	protocol CAAnimationDelegate : NSObjectProtocol	https://developer.apple.com/documentation/quartzcore/caanimationdelegate	
  QuartzCore	CAAnimationDelegate.animationDidStart(_:)	method	apple	func animationDidStart(_ anim: CAAnimation)	https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstart(_:)	
  QuartzCore	CAAnimationDelegate.animationDidStop(_:finished:)	method	apple	func animationDidStop(_ anim: CAAnimation, finished flag: Bool)	https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)	
  QuartzCore	CABasicAnimation	type	modelled	class CABasicAnimation	https://developer.apple.com/documentation/quartzcore/cabasicanimation	
  QuartzCore	CABasicAnimation.byValue	property	modelled	var byValue: Any? { get set }	https://developer.apple.com/documentation/quartzcore/cabasicanimation/byvalue	
  QuartzCore	CABasicAnimation.fromValue	property	modelled	var fromValue: Any? { get set }	https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue	
  QuartzCore	CABasicAnimation.toValue	property	modelled	var toValue: Any? { get set }	https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue	
  QuartzCore	CACornerMask	type	modelled	struct CACornerMask	https://developer.apple.com/documentation/quartzcore/cacornermask	
  QuartzCore	CACornerMask.init(rawValue:)	init	modelled	init(rawValue: UInt)	https://developer.apple.com/documentation/quartzcore/cacornermask/init(rawvalue:)	
  QuartzCore	CACornerMask.layerMaxXMaxYCorner	property	modelled	static var layerMaxXMaxYCorner: CACornerMask { get }	https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxmaxycorner	
  QuartzCore	CACornerMask.layerMaxXMinYCorner	property	modelled	static var layerMaxXMinYCorner: CACornerMask { get }	https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxminycorner	
  QuartzCore	CACornerMask.layerMinXMaxYCorner	property	modelled	static var layerMinXMaxYCorner: CACornerMask { get }	https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxmaxycorner	
  QuartzCore	CACornerMask.layerMinXMinYCorner	property	modelled	static var layerMinXMinYCorner: CACornerMask { get }	https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxminycorner	
  QuartzCore	CACornerMask.rawValue	property	modelled	var rawValue: UInt { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CACurrentMediaTime()	function	modelled	func CACurrentMediaTime() -> CFTimeInterval	https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()	
  QuartzCore	CAGradientLayer	type	modelled	class CAGradientLayer	https://developer.apple.com/documentation/quartzcore/cagradientlayer	
  QuartzCore	CAGradientLayer.colors	property	modelled	var colors: [Any]? { get set }	https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors	
  QuartzCore	CAGradientLayer.endPoint	property	modelled	var endPoint: CGPoint { get set }	https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint	
  QuartzCore	CAGradientLayer.locations	property	modelled	var locations: [NSNumber]? { get set }	https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations	
  QuartzCore	CAGradientLayer.startPoint	property	modelled	var startPoint: CGPoint { get set }	https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint	
  QuartzCore	CAGradientLayer.type	property	apple	var type: CAGradientLayerType { get set }	https://developer.apple.com/documentation/quartzcore/cagradientlayer/type	
  QuartzCore	CAGradientLayerType	type	apple	struct CAGradientLayerType	https://developer.apple.com/documentation/quartzcore/cagradientlayertype	
  QuartzCore	CAGradientLayerType.axial	property	apple	static let axial: CAGradientLayerType	https://developer.apple.com/documentation/quartzcore/cagradientlayertype/axial	
  QuartzCore	CAGradientLayerType.conic	property	apple	static let conic: CAGradientLayerType	https://developer.apple.com/documentation/quartzcore/cagradientlayertype/conic	
  QuartzCore	CAGradientLayerType.init(rawValue:)	init	apple	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/cagradientlayertype/init(rawvalue:)	
  QuartzCore	CAGradientLayerType.radial	property	apple	static let radial: CAGradientLayerType	https://developer.apple.com/documentation/quartzcore/cagradientlayertype/radial	
  QuartzCore	CAGradientLayerType.rawValue	property	apple	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CALayer	type	modelled	class CALayer	https://developer.apple.com/documentation/quartzcore/calayer	
  QuartzCore	CALayer.action(forKey:)	method	modelled	func action(forKey event: String) -> (any CAAction)?	https://developer.apple.com/documentation/quartzcore/calayer/action(forkey:)	
  QuartzCore	CALayer.actions	property	modelled	var actions: [String : any CAAction]? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/actions	
  QuartzCore	CALayer.add(_:forKey:)	method	modelled	func add(_ anim: CAAnimation, forKey key: String?)	https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)	
  QuartzCore	CALayer.addSublayer(_:)	method	modelled	func addSublayer(_ layer: CALayer)	https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)	
  QuartzCore	CALayer.affineTransform()	method	modelled	func affineTransform() -> CGAffineTransform	https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()	
  QuartzCore	CALayer.anchorPoint	property	modelled	var anchorPoint: CGPoint { get set }	https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint	
  QuartzCore	CALayer.animation(forKey:)	method	modelled	func animation(forKey key: String) -> CAAnimation?	https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)	
  QuartzCore	CALayer.animationKeys()	method	modelled	func animationKeys() -> [String]?	https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()	
  QuartzCore	CALayer.autoreverses	property	apple	var autoreverses: Bool { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses	
  QuartzCore	CALayer.backgroundColor	property	modelled	var backgroundColor: CGColor? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor	
  QuartzCore	CALayer.beginTime	property	apple	var beginTime: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/begintime	
  QuartzCore	CALayer.borderColor	property	modelled	var borderColor: CGColor? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/bordercolor	
  QuartzCore	CALayer.borderWidth	property	modelled	var borderWidth: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/calayer/borderwidth	
  QuartzCore	CALayer.bounds	property	modelled	var bounds: CGRect { get set }	https://developer.apple.com/documentation/quartzcore/calayer/bounds	
  QuartzCore	CALayer.contains(_:)	method	apple	func contains(_ p: CGPoint) -> Bool	https://developer.apple.com/documentation/quartzcore/calayer/contains(_:)	
  QuartzCore	CALayer.contents	property	modelled	var contents: Any? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/contents	
  QuartzCore	CALayer.contentsGravity	property	apple	var contentsGravity: CALayerContentsGravity { get set }	https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity	
  QuartzCore	CALayer.contentsScale	property	modelled	var contentsScale: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/calayer/contentsscale	
  QuartzCore	CALayer.convert(_:from:)	method	modelled	func convert(_ r: CGRect, from l: CALayer?) -> CGRect	https://developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-4kx9l	
  QuartzCore	CALayer.convert(_:from:)	method	modelled	func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint	https://developer.apple.com/documentation/quartzcore/calayer/convert(_:from:)-8kl76	
  QuartzCore	CALayer.convert(_:to:)	method	modelled	func convert(_ r: CGRect, to l: CALayer?) -> CGRect	https://developer.apple.com/documentation/quartzcore/calayer/convert(_:to:)-tly5	
  QuartzCore	CALayer.convert(_:to:)	method	modelled	func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint	https://developer.apple.com/documentation/quartzcore/calayer/convert(_:to:)-7dcke	
  QuartzCore	CALayer.cornerCurve	property	modelled	var cornerCurve: CALayerCornerCurve { get set }	https://developer.apple.com/documentation/quartzcore/calayer/cornercurve	
  QuartzCore	CALayer.cornerRadius	property	modelled	var cornerRadius: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/calayer/cornerradius	
  QuartzCore	CALayer.defaultAction(forKey:)	method	modelled	class func defaultAction(forKey event: String) -> (any CAAction)?	https://developer.apple.com/documentation/quartzcore/calayer/defaultaction(forkey:)	
  QuartzCore	CALayer.delegate	property	apple	weak var delegate: (any CALayerDelegate)? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/delegate	
  QuartzCore	CALayer.display()	method	apple	func display()	https://developer.apple.com/documentation/quartzcore/calayer/display()	
  QuartzCore	CALayer.displayIfNeeded()	method	apple	func displayIfNeeded()	https://developer.apple.com/documentation/quartzcore/calayer/displayifneeded()	
  QuartzCore	CALayer.draw(in:)	method	modelled	func draw(in ctx: CGContext)	https://developer.apple.com/documentation/quartzcore/calayer/draw(in:)	
  QuartzCore	CALayer.duration	property	apple	var duration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/duration	
  QuartzCore	CALayer.encode(with:)	method	modelled	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  QuartzCore	CALayer.fillMode	property	apple	var fillMode: CAMediaTimingFillMode { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode	
  QuartzCore	CALayer.frame	property	modelled	var frame: CGRect { get set }	https://developer.apple.com/documentation/quartzcore/calayer/frame	
  QuartzCore	CALayer.hitTest(_:)	method	apple	func hitTest(_ p: CGPoint) -> CALayer?	https://developer.apple.com/documentation/quartzcore/calayer/hittest(_:)	
  QuartzCore	CALayer.init()	init	differs	override init()	https://developer.apple.com/documentation/quartzcore/calayer/init()	The model declares it `required` (Apple's is a plain override of NSObject's): Swift on Linux can only create an instance of a view's layerClass through a required initialiser. A subclass that overrides init() writes `required override init()`, which Xcode accepts too; a subclass that adds a designated initialiser must also write init(), which Xcode would not ask for.
  QuartzCore	CALayer.init(coder:)	init	modelled	required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  QuartzCore	CALayer.init(layer:)	init	modelled	init(layer: Any)	https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)	
  QuartzCore	CALayer.insertSublayer(_:above:)	method	modelled	func insertSublayer(_ layer: CALayer, above sibling: CALayer?)	https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:above:)	
  QuartzCore	CALayer.insertSublayer(_:at:)	method	modelled	func insertSublayer(_ layer: CALayer, at idx: UInt32)	https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)	
  QuartzCore	CALayer.insertSublayer(_:below:)	method	modelled	func insertSublayer(_ layer: CALayer, below sibling: CALayer?)	https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:below:)	
  QuartzCore	CALayer.isHidden	property	modelled	var isHidden: Bool { get set }	https://developer.apple.com/documentation/quartzcore/calayer/ishidden	
  QuartzCore	CALayer.layoutIfNeeded()	method	modelled	func layoutIfNeeded()	https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()	
  QuartzCore	CALayer.layoutSublayers()	method	modelled	func layoutSublayers()	https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()	
  QuartzCore	CALayer.mask	property	modelled	var mask: CALayer? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/mask	
  QuartzCore	CALayer.maskedCorners	property	modelled	var maskedCorners: CACornerMask { get set }	https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners	
  QuartzCore	CALayer.masksToBounds	property	modelled	var masksToBounds: Bool { get set }	https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds	
  QuartzCore	CALayer.model()	method	apple	func model() -> Self	https://developer.apple.com/documentation/quartzcore/calayer/model()	
  QuartzCore	CALayer.name	property	apple	var name: String? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/name	
  QuartzCore	CALayer.needsDisplay()	method	modelled	func needsDisplay() -> Bool	https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay()	
  QuartzCore	CALayer.needsDisplay(forKey:)	method	apple	class func needsDisplay(forKey key: String) -> Bool	https://developer.apple.com/documentation/quartzcore/calayer/needsdisplay(forkey:)	
  QuartzCore	CALayer.needsDisplayOnBoundsChange	property	modelled	var needsDisplayOnBoundsChange: Bool { get set }	https://developer.apple.com/documentation/quartzcore/calayer/needsdisplayonboundschange	
  QuartzCore	CALayer.needsLayout()	method	apple	func needsLayout() -> Bool	https://developer.apple.com/documentation/quartzcore/calayer/needslayout()	
  QuartzCore	CALayer.opacity	property	modelled	var opacity: Float { get set }	https://developer.apple.com/documentation/quartzcore/calayer/opacity	
  QuartzCore	CALayer.position	property	modelled	var position: CGPoint { get set }	https://developer.apple.com/documentation/quartzcore/calayer/position	
  QuartzCore	CALayer.preferredFrameSize()	method	apple	func preferredFrameSize() -> CGSize	https://developer.apple.com/documentation/quartzcore/calayer/preferredframesize()	
  QuartzCore	CALayer.presentation()	method	apple	func presentation() -> Self?	https://developer.apple.com/documentation/quartzcore/calayer/presentation()	
  QuartzCore	CALayer.removeAllAnimations()	method	modelled	func removeAllAnimations()	https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()	
  QuartzCore	CALayer.removeAnimation(forKey:)	method	modelled	func removeAnimation(forKey key: String)	https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)	
  QuartzCore	CALayer.removeFromSuperlayer()	method	modelled	func removeFromSuperlayer()	https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()	
  QuartzCore	CALayer.render(in:)	method	modelled	func render(in ctx: CGContext)	https://developer.apple.com/documentation/quartzcore/calayer/render(in:)	
  QuartzCore	CALayer.repeatCount	property	apple	var repeatCount: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount	
  QuartzCore	CALayer.repeatDuration	property	apple	var repeatDuration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration	
  QuartzCore	CALayer.replaceSublayer(_:with:)	method	modelled	func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer)	https://developer.apple.com/documentation/quartzcore/calayer/replacesublayer(_:with:)	
  QuartzCore	CALayer.setAffineTransform(_:)	method	modelled	func setAffineTransform(_ m: CGAffineTransform)	https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)	
  QuartzCore	CALayer.setNeedsDisplay()	method	modelled	func setNeedsDisplay()	https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()	
  QuartzCore	CALayer.setNeedsDisplay(_:)	method	apple	func setNeedsDisplay(_ r: CGRect)	https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay(_:)	
  QuartzCore	CALayer.setNeedsLayout()	method	modelled	func setNeedsLayout()	https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()	
  QuartzCore	CALayer.shadowColor	property	modelled	var shadowColor: CGColor? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor	
  QuartzCore	CALayer.shadowOffset	property	modelled	var shadowOffset: CGSize { get set }	https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset	
  QuartzCore	CALayer.shadowOpacity	property	modelled	var shadowOpacity: Float { get set }	https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity	
  QuartzCore	CALayer.shadowPath	property	modelled	var shadowPath: CGPath? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/shadowpath	
  QuartzCore	CALayer.shadowRadius	property	modelled	var shadowRadius: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/calayer/shadowradius	
  QuartzCore	CALayer.speed	property	apple	var speed: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/speed	
  QuartzCore	CALayer.sublayerTransform	property	apple	var sublayerTransform: CATransform3D { get set }	https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform	
  QuartzCore	CALayer.sublayers	property	modelled	var sublayers: [CALayer]? { get set }	https://developer.apple.com/documentation/quartzcore/calayer/sublayers	
  QuartzCore	CALayer.superlayer	property	modelled	var superlayer: CALayer? { get }	https://developer.apple.com/documentation/quartzcore/calayer/superlayer	
  QuartzCore	CALayer.supportsSecureCoding	property	modelled	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  QuartzCore	CALayer.timeOffset	property	apple	var timeOffset: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset	
  QuartzCore	CALayer.transform	property	modelled	var transform: CATransform3D { get set }	https://developer.apple.com/documentation/quartzcore/calayer/transform	
  QuartzCore	CALayer.zPosition	property	modelled	var zPosition: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/calayer/zposition	
  QuartzCore	CALayerContentsGravity	type	apple	struct CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity	
  QuartzCore	CALayerContentsGravity.bottom	property	apple	static let bottom: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottom	
  QuartzCore	CALayerContentsGravity.bottomLeft	property	apple	static let bottomLeft: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottomleft	
  QuartzCore	CALayerContentsGravity.bottomRight	property	apple	static let bottomRight: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottomright	
  QuartzCore	CALayerContentsGravity.center	property	apple	static let center: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/center	
  QuartzCore	CALayerContentsGravity.init(rawValue:)	init	apple	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/init(rawvalue:)	
  QuartzCore	CALayerContentsGravity.left	property	apple	static let left: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/left	
  QuartzCore	CALayerContentsGravity.rawValue	property	apple	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CALayerContentsGravity.resize	property	apple	static let resize: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resize	
  QuartzCore	CALayerContentsGravity.resizeAspect	property	apple	static let resizeAspect: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspect	
  QuartzCore	CALayerContentsGravity.resizeAspectFill	property	apple	static let resizeAspectFill: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspectfill	
  QuartzCore	CALayerContentsGravity.right	property	apple	static let right: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/right	
  QuartzCore	CALayerContentsGravity.top	property	apple	static let top: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/top	
  QuartzCore	CALayerContentsGravity.topLeft	property	apple	static let topLeft: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/topleft	
  QuartzCore	CALayerContentsGravity.topRight	property	apple	static let topRight: CALayerContentsGravity	https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/topright	
  QuartzCore	CALayerCornerCurve	type	modelled	struct CALayerCornerCurve	https://developer.apple.com/documentation/quartzcore/calayercornercurve	
  QuartzCore	CALayerCornerCurve.circular	property	modelled	static let circular: CALayerCornerCurve	https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular	
  QuartzCore	CALayerCornerCurve.continuous	property	modelled	static let continuous: CALayerCornerCurve	https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous	
  QuartzCore	CALayerCornerCurve.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/calayercornercurve/init(rawvalue:)	
  QuartzCore	CALayerCornerCurve.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CALayerDelegate	type	apple	protocol CALayerDelegate : NSObjectProtocol	https://developer.apple.com/documentation/quartzcore/calayerdelegate	
  QuartzCore	CALayerDelegate.action(for:forKey:)	method	apple	func action(for layer: CALayer, forKey event: String) -> (any CAAction)?	https://developer.apple.com/documentation/quartzcore/calayerdelegate/action(for:forkey:)	
  QuartzCore	CALayerDelegate.display(_:)	method	apple	func display(_ layer: CALayer)	https://developer.apple.com/documentation/quartzcore/calayerdelegate/display(_:)	
  QuartzCore	CALayerDelegate.draw(_:in:)	method	apple	func draw(_ layer: CALayer, in ctx: CGContext)	https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)	
  QuartzCore	CALayerDelegate.layerWillDraw(_:)	method	apple	func layerWillDraw(_ layer: CALayer)	https://developer.apple.com/documentation/quartzcore/calayerdelegate/layerwilldraw(_:)	
  QuartzCore	CALayerDelegate.layoutSublayers(of:)	method	apple	func layoutSublayers(of layer: CALayer)	https://developer.apple.com/documentation/quartzcore/calayerdelegate/layoutsublayers(of:)	
  QuartzCore	CAMediaTiming	type	modelled	protocol CAMediaTiming	https://developer.apple.com/documentation/quartzcore/camediatiming	
  QuartzCore	CAMediaTiming.autoreverses	property	modelled	var autoreverses: Bool { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses	
  QuartzCore	CAMediaTiming.beginTime	property	modelled	var beginTime: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/begintime	
  QuartzCore	CAMediaTiming.duration	property	modelled	var duration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/duration	
  QuartzCore	CAMediaTiming.fillMode	property	modelled	var fillMode: CAMediaTimingFillMode { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode	
  QuartzCore	CAMediaTiming.repeatCount	property	modelled	var repeatCount: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount	
  QuartzCore	CAMediaTiming.repeatDuration	property	modelled	var repeatDuration: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration	
  QuartzCore	CAMediaTiming.speed	property	modelled	var speed: Float { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/speed	
  QuartzCore	CAMediaTiming.timeOffset	property	modelled	var timeOffset: CFTimeInterval { get set }	https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset	
  QuartzCore	CAMediaTimingFillMode	type	modelled	struct CAMediaTimingFillMode	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode	
  QuartzCore	CAMediaTimingFillMode.backwards	property	modelled	static let backwards: CAMediaTimingFillMode	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards	
  QuartzCore	CAMediaTimingFillMode.both	property	modelled	static let both: CAMediaTimingFillMode	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/both	
  QuartzCore	CAMediaTimingFillMode.forwards	property	modelled	static let forwards: CAMediaTimingFillMode	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards	
  QuartzCore	CAMediaTimingFillMode.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/init(rawvalue:)	
  QuartzCore	CAMediaTimingFillMode.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CAMediaTimingFillMode.removed	property	modelled	static let removed: CAMediaTimingFillMode	https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/removed	
  QuartzCore	CAMediaTimingFunction	type	modelled	class CAMediaTimingFunction	https://developer.apple.com/documentation/quartzcore/camediatimingfunction	
  QuartzCore	CAMediaTimingFunction.encode(with:)	method	apple	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  QuartzCore	CAMediaTimingFunction.getControlPoint(at:values:)	method	modelled	func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>)	https://developer.apple.com/documentation/quartzcore/camediatimingfunction/getcontrolpoint(at:values:)	
  QuartzCore	CAMediaTimingFunction.init(coder:)	init	apple	required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  QuartzCore	CAMediaTimingFunction.init(controlPoints:_:_:_:)	init	modelled	init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float)	https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)	
  QuartzCore	CAMediaTimingFunction.init(name:)	init	modelled	convenience init(name: CAMediaTimingFunctionName)	https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)	
  QuartzCore	CAMediaTimingFunction.supportsSecureCoding	property	apple	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  QuartzCore	CAMediaTimingFunctionName	type	modelled	struct CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname	
  QuartzCore	CAMediaTimingFunctionName.default	property	modelled	static let `default`: CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default	
  QuartzCore	CAMediaTimingFunctionName.easeIn	property	modelled	static let easeIn: CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein	
  QuartzCore	CAMediaTimingFunctionName.easeInEaseOut	property	modelled	static let easeInEaseOut: CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout	
  QuartzCore	CAMediaTimingFunctionName.easeOut	property	modelled	static let easeOut: CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout	
  QuartzCore	CAMediaTimingFunctionName.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/init(rawvalue:)	
  QuartzCore	CAMediaTimingFunctionName.linear	property	modelled	static let linear: CAMediaTimingFunctionName	https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/linear	
  QuartzCore	CAMediaTimingFunctionName.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CAPropertyAnimation	type	modelled	class CAPropertyAnimation	https://developer.apple.com/documentation/quartzcore/capropertyanimation	
  QuartzCore	CAPropertyAnimation.init(keyPath:)	init	modelled	convenience init(keyPath path: String?)	https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)	
  QuartzCore	CAPropertyAnimation.isAdditive	property	apple	var isAdditive: Bool { get set }	https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive	
  QuartzCore	CAPropertyAnimation.isCumulative	property	apple	var isCumulative: Bool { get set }	https://developer.apple.com/documentation/quartzcore/capropertyanimation/iscumulative	
  QuartzCore	CAPropertyAnimation.keyPath	property	modelled	var keyPath: String? { get set }	https://developer.apple.com/documentation/quartzcore/capropertyanimation/keypath	
  QuartzCore	CAShapeLayer	type	modelled	class CAShapeLayer	https://developer.apple.com/documentation/quartzcore/cashapelayer	
  QuartzCore	CAShapeLayer.fillColor	property	modelled	var fillColor: CGColor? { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor	
  QuartzCore	CAShapeLayer.fillRule	property	modelled	var fillRule: CAShapeLayerFillRule { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule	
  QuartzCore	CAShapeLayer.lineCap	property	modelled	var lineCap: CAShapeLayerLineCap { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap	
  QuartzCore	CAShapeLayer.lineDashPattern	property	apple	var lineDashPattern: [NSNumber]? { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashpattern	
  QuartzCore	CAShapeLayer.lineDashPhase	property	apple	var lineDashPhase: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase	
  QuartzCore	CAShapeLayer.lineJoin	property	modelled	var lineJoin: CAShapeLayerLineJoin { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/linejoin	
  QuartzCore	CAShapeLayer.lineWidth	property	modelled	var lineWidth: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth	
  QuartzCore	CAShapeLayer.miterLimit	property	modelled	var miterLimit: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/miterlimit	
  QuartzCore	CAShapeLayer.path	property	modelled	var path: CGPath? { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/path	
  QuartzCore	CAShapeLayer.strokeColor	property	modelled	var strokeColor: CGColor? { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor	
  QuartzCore	CAShapeLayer.strokeEnd	property	apple	var strokeEnd: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend	
  QuartzCore	CAShapeLayer.strokeStart	property	apple	var strokeStart: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/cashapelayer/strokestart	
  QuartzCore	CAShapeLayerFillRule	type	modelled	struct CAShapeLayerFillRule	https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule	
  QuartzCore	CAShapeLayerFillRule.evenOdd	property	modelled	static let evenOdd: CAShapeLayerFillRule	https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/evenodd	
  QuartzCore	CAShapeLayerFillRule.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/init(rawvalue:)	
  QuartzCore	CAShapeLayerFillRule.nonZero	property	modelled	static let nonZero: CAShapeLayerFillRule	https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/nonzero	
  QuartzCore	CAShapeLayerFillRule.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CAShapeLayerLineCap	type	modelled	struct CAShapeLayerLineCap	https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap	
  QuartzCore	CAShapeLayerLineCap.butt	property	modelled	static let butt: CAShapeLayerLineCap	https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt	
  QuartzCore	CAShapeLayerLineCap.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/init(rawvalue:)	
  QuartzCore	CAShapeLayerLineCap.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CAShapeLayerLineCap.round	property	modelled	static let round: CAShapeLayerLineCap	https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round	
  QuartzCore	CAShapeLayerLineCap.square	property	modelled	static let square: CAShapeLayerLineCap	https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/square	
  QuartzCore	CAShapeLayerLineJoin	type	modelled	struct CAShapeLayerLineJoin	https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin	
  QuartzCore	CAShapeLayerLineJoin.bevel	property	modelled	static let bevel: CAShapeLayerLineJoin	https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/bevel	
  QuartzCore	CAShapeLayerLineJoin.init(rawValue:)	init	modelled	init(rawValue: String)	https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/init(rawvalue:)	
  QuartzCore	CAShapeLayerLineJoin.miter	property	modelled	static let miter: CAShapeLayerLineJoin	https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/miter	
  QuartzCore	CAShapeLayerLineJoin.rawValue	property	modelled	var rawValue: String { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  QuartzCore	CAShapeLayerLineJoin.round	property	modelled	static let round: CAShapeLayerLineJoin	https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/round	
  QuartzCore	CATransaction	type	modelled	class CATransaction	https://developer.apple.com/documentation/quartzcore/catransaction	
  QuartzCore	CATransaction.animationDuration()	method	modelled	class func animationDuration() -> CFTimeInterval	https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()	
  QuartzCore	CATransaction.animationTimingFunction()	method	modelled	class func animationTimingFunction() -> CAMediaTimingFunction?	https://developer.apple.com/documentation/quartzcore/catransaction/animationtimingfunction()	
  QuartzCore	CATransaction.begin()	method	modelled	class func begin()	https://developer.apple.com/documentation/quartzcore/catransaction/begin()	
  QuartzCore	CATransaction.commit()	method	modelled	class func commit()	https://developer.apple.com/documentation/quartzcore/catransaction/commit()	
  QuartzCore	CATransaction.completionBlock()	method	modelled	class func completionBlock() -> (() -> Void)?	https://developer.apple.com/documentation/quartzcore/catransaction/completionblock()	
  QuartzCore	CATransaction.disableActions()	method	modelled	class func disableActions() -> Bool	https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()	
  QuartzCore	CATransaction.flush()	method	modelled	class func flush()	https://developer.apple.com/documentation/quartzcore/catransaction/flush()	
  QuartzCore	CATransaction.lock()	method	modelled	class func lock()	https://developer.apple.com/documentation/quartzcore/catransaction/lock()	
  QuartzCore	CATransaction.setAnimationDuration(_:)	method	modelled	class func setAnimationDuration(_ dur: CFTimeInterval)	https://developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:)	
  QuartzCore	CATransaction.setAnimationTimingFunction(_:)	method	modelled	class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?)	https://developer.apple.com/documentation/quartzcore/catransaction/setanimationtimingfunction(_:)	
  QuartzCore	CATransaction.setCompletionBlock(_:)	method	modelled	class func setCompletionBlock(_ block: (() -> Void)?)	https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)	
  QuartzCore	CATransaction.setDisableActions(_:)	method	modelled	class func setDisableActions(_ flag: Bool)	https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)	
  QuartzCore	CATransaction.setValue(_:forKey:)	method	modelled	class func setValue(_ anObject: Any?, forKey key: String)	https://developer.apple.com/documentation/quartzcore/catransaction/setvalue(_:forkey:)	
  QuartzCore	CATransaction.unlock()	method	modelled	class func unlock()	https://developer.apple.com/documentation/quartzcore/catransaction/unlock()	
  QuartzCore	CATransaction.value(forKey:)	method	modelled	class func value(forKey key: String) -> Any?	https://developer.apple.com/documentation/quartzcore/catransaction/value(forkey:)	
  QuartzCore	CATransform3D	type	modelled	struct CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3d	
  QuartzCore	CATransform3D.init()	init	modelled	init()	https://developer.apple.com/documentation/quartzcore/catransform3d/init()	
  QuartzCore	CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)	init	modelled	init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat)	https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)	
  QuartzCore	CATransform3D.m11	property	modelled	var m11: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m11	
  QuartzCore	CATransform3D.m12	property	modelled	var m12: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m12	
  QuartzCore	CATransform3D.m13	property	modelled	var m13: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m13	
  QuartzCore	CATransform3D.m14	property	modelled	var m14: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m14	
  QuartzCore	CATransform3D.m21	property	modelled	var m21: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m21	
  QuartzCore	CATransform3D.m22	property	modelled	var m22: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m22	
  QuartzCore	CATransform3D.m23	property	modelled	var m23: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m23	
  QuartzCore	CATransform3D.m24	property	modelled	var m24: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m24	
  QuartzCore	CATransform3D.m31	property	modelled	var m31: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m31	
  QuartzCore	CATransform3D.m32	property	modelled	var m32: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m32	
  QuartzCore	CATransform3D.m33	property	modelled	var m33: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m33	
  QuartzCore	CATransform3D.m34	property	modelled	var m34: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m34	
  QuartzCore	CATransform3D.m41	property	modelled	var m41: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m41	
  QuartzCore	CATransform3D.m42	property	modelled	var m42: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m42	
  QuartzCore	CATransform3D.m43	property	modelled	var m43: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m43	
  QuartzCore	CATransform3D.m44	property	modelled	var m44: CGFloat { get set }	https://developer.apple.com/documentation/quartzcore/catransform3d/m44	
  QuartzCore	CATransform3DConcat(_:_:)	function	apple	func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dconcat(_:_:)	
  QuartzCore	CATransform3DEqualToTransform(_:_:)	function	apple	func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool	https://developer.apple.com/documentation/quartzcore/catransform3dequaltotransform(_:_:)	
  QuartzCore	CATransform3DGetAffineTransform(_:)	function	modelled	func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform	https://developer.apple.com/documentation/quartzcore/catransform3dgetaffinetransform(_:)	
  QuartzCore	CATransform3DIdentity	property	modelled	let CATransform3DIdentity: CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3didentity	
  QuartzCore	CATransform3DInvert(_:)	function	apple	func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dinvert(_:)	
  QuartzCore	CATransform3DIsAffine(_:)	function	apple	func CATransform3DIsAffine(_ t: CATransform3D) -> Bool	https://developer.apple.com/documentation/quartzcore/catransform3disaffine(_:)	
  QuartzCore	CATransform3DIsIdentity(_:)	function	apple	func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool	https://developer.apple.com/documentation/quartzcore/catransform3disidentity(_:)	
  QuartzCore	CATransform3DMakeAffineTransform(_:)	function	modelled	func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dmakeaffinetransform(_:)	
  QuartzCore	CATransform3DMakeRotation(_:_:_:_:)	function	apple	func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)	
  QuartzCore	CATransform3DMakeScale(_:_:_:)	function	modelled	func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dmakescale(_:_:_:)	
  QuartzCore	CATransform3DMakeTranslation(_:_:_:)	function	apple	func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dmaketranslation(_:_:_:)	
  QuartzCore	CATransform3DRotate(_:_:_:_:_:)	function	apple	func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3drotate(_:_:_:_:_:)	
  QuartzCore	CATransform3DScale(_:_:_:_:)	function	apple	func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dscale(_:_:_:_:)	
  QuartzCore	CATransform3DTranslate(_:_:_:_:)	function	apple	func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D	https://developer.apple.com/documentation/quartzcore/catransform3dtranslate(_:_:_:_:)	
  CoreGraphics	CFArray	type	apple	typealias CFArray = NSArray		
  CoreGraphics	CFDictionary	type	apple	typealias CFDictionary = NSDictionary		
  CoreGraphics	CFString	type	apple	typealias CFString = NSString		
  QuartzCore	CFTimeInterval	type	apple	typealias CFTimeInterval = Double	https://developer.apple.com/documentation/corefoundation/cftimeinterval	
  CoreGraphics	CGAffineTransform	type	modelled	struct CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform	
  CoreGraphics	CGAffineTransform.==(_:_:)	function	apple	static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool	https://developer.apple.com/documentation/corefoundation/cgaffinetransform	
  CoreGraphics	CGAffineTransform.a	property	modelled	var a: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a	
  CoreGraphics	CGAffineTransform.b	property	modelled	var b: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b	
  CoreGraphics	CGAffineTransform.c	property	modelled	var c: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c	
  CoreGraphics	CGAffineTransform.concatenating(_:)	method	modelled	func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)	
  CoreGraphics	CGAffineTransform.d	property	modelled	var d: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d	
  CoreGraphics	CGAffineTransform.encode(to:)	method	apple	func encode(to encoder: any Encoder) throws	https://developer.apple.com/documentation/corefoundation/cgaffinetransform	
  CoreGraphics	CGAffineTransform.hash(into:)	method	apple	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform	
  CoreGraphics	CGAffineTransform.identity	property	modelled	static var identity: CGAffineTransform { get }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity	
  CoreGraphics	CGAffineTransform.init()	init	modelled	init()	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init()	
  CoreGraphics	CGAffineTransform.init(_:_:_:_:_:_:)	init	apple	init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)	
  CoreGraphics	CGAffineTransform.init(a:b:c:d:tx:ty:)	init	modelled	init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)	
  CoreGraphics	CGAffineTransform.init(from:)	init	apple	init(from decoder: any Decoder) throws	https://developer.apple.com/documentation/corefoundation/cgaffinetransform	
  CoreGraphics	CGAffineTransform.init(rotationAngle:)	init	modelled	init(rotationAngle angle: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)	
  CoreGraphics	CGAffineTransform.init(scaleX:y:)	init	modelled	init(scaleX sx: CGFloat, y sy: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)	
  CoreGraphics	CGAffineTransform.init(translationX:y:)	init	modelled	init(translationX tx: CGFloat, y ty: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)	
  CoreGraphics	CGAffineTransform.inverted()	method	modelled	func inverted() -> CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()	
  CoreGraphics	CGAffineTransform.isIdentity	property	modelled	var isIdentity: Bool { get }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity	
  CoreGraphics	CGAffineTransform.rotated(by:)	method	modelled	func rotated(by angle: CGFloat) -> CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)	
  CoreGraphics	CGAffineTransform.scaledBy(x:y:)	method	modelled	func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)	
  CoreGraphics	CGAffineTransform.translatedBy(x:y:)	method	modelled	func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)	
  CoreGraphics	CGAffineTransform.tx	property	modelled	var tx: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx	
  CoreGraphics	CGAffineTransform.ty	property	modelled	var ty: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty	
  CoreGraphics	CGBlendMode	type	modelled	enum CGBlendMode	https://developer.apple.com/documentation/coregraphics/cgblendmode	
  CoreGraphics	CGBlendMode.clear	case	modelled	case clear	https://developer.apple.com/documentation/coregraphics/cgblendmode/clear	
  CoreGraphics	CGBlendMode.color	case	modelled	case color	https://developer.apple.com/documentation/coregraphics/cgblendmode/color	
  CoreGraphics	CGBlendMode.colorBurn	case	modelled	case colorBurn	https://developer.apple.com/documentation/coregraphics/cgblendmode/colorburn	
  CoreGraphics	CGBlendMode.colorDodge	case	modelled	case colorDodge	https://developer.apple.com/documentation/coregraphics/cgblendmode/colordodge	
  CoreGraphics	CGBlendMode.copy	case	modelled	case copy	https://developer.apple.com/documentation/coregraphics/cgblendmode/copy	
  CoreGraphics	CGBlendMode.darken	case	modelled	case darken	https://developer.apple.com/documentation/coregraphics/cgblendmode/darken	
  CoreGraphics	CGBlendMode.destinationAtop	case	modelled	case destinationAtop	https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationatop	
  CoreGraphics	CGBlendMode.destinationIn	case	modelled	case destinationIn	https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationin	
  CoreGraphics	CGBlendMode.destinationOut	case	modelled	case destinationOut	https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationout	
  CoreGraphics	CGBlendMode.destinationOver	case	modelled	case destinationOver	https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationover	
  CoreGraphics	CGBlendMode.difference	case	modelled	case difference	https://developer.apple.com/documentation/coregraphics/cgblendmode/difference	
  CoreGraphics	CGBlendMode.exclusion	case	modelled	case exclusion	https://developer.apple.com/documentation/coregraphics/cgblendmode/exclusion	
  CoreGraphics	CGBlendMode.hardLight	case	modelled	case hardLight	https://developer.apple.com/documentation/coregraphics/cgblendmode/hardlight	
  CoreGraphics	CGBlendMode.hue	case	modelled	case hue	https://developer.apple.com/documentation/coregraphics/cgblendmode/hue	
  CoreGraphics	CGBlendMode.init(rawValue:)	init	modelled	init?(rawValue: Int32)		
  CoreGraphics	CGBlendMode.lighten	case	modelled	case lighten	https://developer.apple.com/documentation/coregraphics/cgblendmode/lighten	
  CoreGraphics	CGBlendMode.luminosity	case	modelled	case luminosity	https://developer.apple.com/documentation/coregraphics/cgblendmode/luminosity	
  CoreGraphics	CGBlendMode.multiply	case	modelled	case multiply	https://developer.apple.com/documentation/coregraphics/cgblendmode/multiply	
  CoreGraphics	CGBlendMode.normal	case	modelled	case normal	https://developer.apple.com/documentation/coregraphics/cgblendmode/normal	
  CoreGraphics	CGBlendMode.overlay	case	modelled	case overlay	https://developer.apple.com/documentation/coregraphics/cgblendmode/overlay	
  CoreGraphics	CGBlendMode.plusDarker	case	modelled	case plusDarker	https://developer.apple.com/documentation/coregraphics/cgblendmode/plusdarker	
  CoreGraphics	CGBlendMode.plusLighter	case	modelled	case plusLighter	https://developer.apple.com/documentation/coregraphics/cgblendmode/pluslighter	
  CoreGraphics	CGBlendMode.saturation	case	modelled	case saturation	https://developer.apple.com/documentation/coregraphics/cgblendmode/saturation	
  CoreGraphics	CGBlendMode.screen	case	modelled	case screen	https://developer.apple.com/documentation/coregraphics/cgblendmode/screen	
  CoreGraphics	CGBlendMode.softLight	case	modelled	case softLight	https://developer.apple.com/documentation/coregraphics/cgblendmode/softlight	
  CoreGraphics	CGBlendMode.sourceAtop	case	modelled	case sourceAtop	https://developer.apple.com/documentation/coregraphics/cgblendmode/sourceatop	
  CoreGraphics	CGBlendMode.sourceIn	case	modelled	case sourceIn	https://developer.apple.com/documentation/coregraphics/cgblendmode/sourcein	
  CoreGraphics	CGBlendMode.sourceOut	case	modelled	case sourceOut	https://developer.apple.com/documentation/coregraphics/cgblendmode/sourceout	
  CoreGraphics	CGBlendMode.xor	case	modelled	case xor	https://developer.apple.com/documentation/coregraphics/cgblendmode/xor	
  CoreGraphics	CGColor	type	modelled	class CGColor	https://developer.apple.com/documentation/coregraphics/cgcolor	
  CoreGraphics	CGColor.==(_:_:)	function	modelled	static func == (lhs: CGColor, rhs: CGColor) -> Bool	https://developer.apple.com/documentation/coregraphics/cgcolor	
  CoreGraphics	CGColor.alpha	property	modelled	var alpha: CGFloat { get }	https://developer.apple.com/documentation/coregraphics/cgcolor/alpha	
  CoreGraphics	CGColor.colorSpace	property	apple	var colorSpace: CGColorSpace? { get }	https://developer.apple.com/documentation/coregraphics/cgcolor/colorspace	
  CoreGraphics	CGColor.components	property	modelled	var components: [CGFloat]? { get }	https://developer.apple.com/documentation/coregraphics/cgcolor/components	
  CoreGraphics	CGColor.copy()	method	apple	func copy() -> CGColor?	https://developer.apple.com/documentation/coregraphics/cgcolor/copy()	
  CoreGraphics	CGColor.copy(alpha:)	method	modelled	func copy(alpha: CGFloat) -> CGColor?	https://developer.apple.com/documentation/coregraphics/cgcolor/copy(alpha:)	
  CoreGraphics	CGColor.hash(into:)	method	modelled	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cgcolor	
  CoreGraphics	CGColor.init(colorSpace:components:)	init	apple	init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>)	https://developer.apple.com/documentation/coregraphics/cgcolor/init(colorspace:components:)	
  CoreGraphics	CGColor.init(gray:alpha:)	init	modelled	init(gray: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcolor/init(gray:alpha:)	
  CoreGraphics	CGColor.init(red:green:blue:alpha:)	init	modelled	init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)	
  CoreGraphics	CGColor.init(srgbRed:green:blue:alpha:)	init	modelled	init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)	
  CoreGraphics	CGColor.numberOfComponents	property	modelled	var numberOfComponents: Int { get }	https://developer.apple.com/documentation/coregraphics/cgcolor/numberofcomponents	
  CoreGraphics	CGColorSpace	type	apple	class CGColorSpace	https://developer.apple.com/documentation/coregraphics/cgcolorspace	
  CoreGraphics	CGColorSpace.==(_:_:)	function	apple	static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool	https://developer.apple.com/documentation/coregraphics/cgcolorspace	
  CoreGraphics	CGColorSpace.hash(into:)	method	apple	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cgcolorspace	
  CoreGraphics	CGColorSpace.init(name:)	init	apple	init?(name: CFString)	https://developer.apple.com/documentation/coregraphics/cgcolorspace/init(name:)	
  CoreGraphics	CGColorSpace.numberOfComponents	property	apple	var numberOfComponents: Int { get }	https://developer.apple.com/documentation/coregraphics/cgcolorspace/numberofcomponents	
  CoreGraphics	CGColorSpace.sRGB	property	apple	class var sRGB: CFString { get }	https://developer.apple.com/documentation/coregraphics/cgcolorspace/srgb	
  CoreGraphics	CGColorSpaceCreateDeviceGray()	function	apple	func CGColorSpaceCreateDeviceGray() -> CGColorSpace	https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicegray()	
  CoreGraphics	CGColorSpaceCreateDeviceRGB()	function	apple	func CGColorSpaceCreateDeviceRGB() -> CGColorSpace	https://developer.apple.com/documentation/coregraphics/cgcolorspacecreatedevicergb()	
  CoreGraphics	CGContext	type	modelled	class CGContext	https://developer.apple.com/documentation/coregraphics/cgcontext	
  CoreGraphics	CGContext.==(_:_:)	function	apple	static func == (lhs: CGContext, rhs: CGContext) -> Bool	https://developer.apple.com/documentation/coregraphics/cgcontext	
  CoreGraphics	CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)	method	apple	func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)	https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)	
  CoreGraphics	CGContext.addArc(tangent1End:tangent2End:radius:)	method	apple	func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(tangent1end:tangent2end:radius:)	
  CoreGraphics	CGContext.addCurve(to:control1:control2:)	method	apple	func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)	https://developer.apple.com/documentation/coregraphics/cgcontext/addcurve(to:control1:control2:)	
  CoreGraphics	CGContext.addEllipse(in:)	method	modelled	func addEllipse(in rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/addellipse(in:)	
  CoreGraphics	CGContext.addLine(to:)	method	modelled	func addLine(to point: CGPoint)	https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)	
  CoreGraphics	CGContext.addLines(between:)	method	apple	func addLines(between points: [CGPoint])	https://developer.apple.com/documentation/coregraphics/cgcontext/addlines(between:)	
  CoreGraphics	CGContext.addPath(_:)	method	modelled	func addPath(_ path: CGPath)	https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)	
  CoreGraphics	CGContext.addQuadCurve(to:control:)	method	apple	func addQuadCurve(to end: CGPoint, control: CGPoint)	https://developer.apple.com/documentation/coregraphics/cgcontext/addquadcurve(to:control:)	
  CoreGraphics	CGContext.addRect(_:)	method	modelled	func addRect(_ rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/addrect(_:)	
  CoreGraphics	CGContext.addRects(_:)	method	apple	func addRects(_ rects: [CGRect])	https://developer.apple.com/documentation/coregraphics/cgcontext/addrects(_:)	
  CoreGraphics	CGContext.beginPath()	method	modelled	func beginPath()	https://developer.apple.com/documentation/coregraphics/cgcontext/beginpath()	
  CoreGraphics	CGContext.beginTransparencyLayer(auxiliaryInfo:)	method	modelled	func beginTransparencyLayer(auxiliaryInfo: CFDictionary?)	https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)	
  CoreGraphics	CGContext.beginTransparencyLayer(in:auxiliaryInfo:)	method	modelled	func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo auxInfo: CFDictionary?)	https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(in:auxiliaryinfo:)	
  CoreGraphics	CGContext.boundingBoxOfClipPath	property	apple	var boundingBoxOfClipPath: CGRect { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofclippath	
  CoreGraphics	CGContext.boundingBoxOfPath	property	apple	var boundingBoxOfPath: CGRect { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofpath	
  CoreGraphics	CGContext.clear(_:)	method	modelled	func clear(_ rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/clear(_:)	
  CoreGraphics	CGContext.clip(to:)	method	apple	func clip(to rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-7cbwq	
  CoreGraphics	CGContext.clip(to:)	method	apple	func clip(to rects: [CGRect])	https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-2eg0	
  CoreGraphics	CGContext.clip(using:)	method	apple	func clip(using rule: CGPathFillRule = .winding)	https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)	
  CoreGraphics	CGContext.closePath()	method	modelled	func closePath()	https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()	
  CoreGraphics	CGContext.concatenate(_:)	method	modelled	func concatenate(_ transform: CGAffineTransform)	https://developer.apple.com/documentation/coregraphics/cgcontext/concatenate(_:)	
  CoreGraphics	CGContext.ctm	property	modelled	var ctm: CGAffineTransform { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/ctm	
  CoreGraphics	CGContext.draw(_:in:byTiling:)	method	modelled	func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false)	https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)	
  CoreGraphics	CGContext.drawLinearGradient(_:start:end:options:)	method	apple	func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions)	https://developer.apple.com/documentation/coregraphics/cgcontext/drawlineargradient(_:start:end:options:)	
  CoreGraphics	CGContext.drawPath(using:)	method	apple	func drawPath(using mode: CGPathDrawingMode)	https://developer.apple.com/documentation/coregraphics/cgcontext/drawpath(using:)	
  CoreGraphics	CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)	method	apple	func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions)	https://developer.apple.com/documentation/coregraphics/cgcontext/drawradialgradient(_:startcenter:startradius:endcenter:endradius:options:)	
  CoreGraphics	CGContext.endTransparencyLayer()	method	modelled	func endTransparencyLayer()	https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()	
  CoreGraphics	CGContext.fill(_:)	method	modelled	func fill(_ rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7a0rk	
  CoreGraphics	CGContext.fill(_:)	method	modelled	func fill(_ rects: [CGRect])	https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-6jc4y	
  CoreGraphics	CGContext.fillEllipse(in:)	method	modelled	func fillEllipse(in rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/fillellipse(in:)	
  CoreGraphics	CGContext.fillPath(using:)	method	modelled	func fillPath(using rule: CGPathFillRule = .winding)	https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)	
  CoreGraphics	CGContext.hash(into:)	method	apple	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cgcontext	
  CoreGraphics	CGContext.height	property	modelled	var height: Int { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/height	
  CoreGraphics	CGContext.isPathEmpty	property	apple	var isPathEmpty: Bool { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/ispathempty	
  CoreGraphics	CGContext.makeImage()	method	modelled	func makeImage() -> CGImage?	https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()	
  CoreGraphics	CGContext.move(to:)	method	modelled	func move(to point: CGPoint)	https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)	
  CoreGraphics	CGContext.path	property	apple	var path: CGPath? { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/path	
  CoreGraphics	CGContext.replacePathWithStrokedPath()	method	apple	func replacePathWithStrokedPath()	https://developer.apple.com/documentation/coregraphics/cgcontext/replacepathwithstrokedpath()	
  CoreGraphics	CGContext.restoreGState()	method	modelled	func restoreGState()	https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()	
  CoreGraphics	CGContext.rotate(by:)	method	modelled	func rotate(by angle: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/rotate(by:)	
  CoreGraphics	CGContext.saveGState()	method	modelled	func saveGState()	https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()	
  CoreGraphics	CGContext.scaleBy(x:y:)	method	modelled	func scaleBy(x sx: CGFloat, y sy: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/scaleby(x:y:)	
  CoreGraphics	CGContext.setAlpha(_:)	method	modelled	func setAlpha(_ alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)	
  CoreGraphics	CGContext.setBlendMode(_:)	method	modelled	func setBlendMode(_ mode: CGBlendMode)	https://developer.apple.com/documentation/coregraphics/cgcontext/setblendmode(_:)	
  CoreGraphics	CGContext.setFillColor(_:)	method	modelled	func setFillColor(_ color: CGColor)	https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8	
  CoreGraphics	CGContext.setFillColor(gray:alpha:)	method	apple	func setFillColor(gray: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(gray:alpha:)	
  CoreGraphics	CGContext.setFillColor(red:green:blue:alpha:)	method	apple	func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(red:green:blue:alpha:)	
  CoreGraphics	CGContext.setLineCap(_:)	method	modelled	func setLineCap(_ cap: CGLineCap)	https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)	
  CoreGraphics	CGContext.setLineDash(phase:lengths:)	method	apple	func setLineDash(phase: CGFloat, lengths: [CGFloat])	https://developer.apple.com/documentation/coregraphics/cgcontext/setlinedash(phase:lengths:)	
  CoreGraphics	CGContext.setLineJoin(_:)	method	modelled	func setLineJoin(_ join: CGLineJoin)	https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)	
  CoreGraphics	CGContext.setLineWidth(_:)	method	modelled	func setLineWidth(_ width: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)	
  CoreGraphics	CGContext.setMiterLimit(_:)	method	modelled	func setMiterLimit(_ limit: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setmiterlimit(_:)	
  CoreGraphics	CGContext.setShadow(offset:blur:)	method	modelled	func setShadow(offset: CGSize, blur: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:)	
  CoreGraphics	CGContext.setShadow(offset:blur:color:)	method	modelled	func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?)	https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)	
  CoreGraphics	CGContext.setShouldAntialias(_:)	method	apple	func setShouldAntialias(_ shouldAntialias: Bool)	https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)	
  CoreGraphics	CGContext.setStrokeColor(_:)	method	modelled	func setStrokeColor(_ color: CGColor)	https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1sskg	
  CoreGraphics	CGContext.setStrokeColor(gray:alpha:)	method	apple	func setStrokeColor(gray: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(gray:alpha:)	
  CoreGraphics	CGContext.setStrokeColor(red:green:blue:alpha:)	method	apple	func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(red:green:blue:alpha:)	
  CoreGraphics	CGContext.stroke(_:)	method	modelled	func stroke(_ rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:)	
  CoreGraphics	CGContext.stroke(_:width:)	method	modelled	func stroke(_ rect: CGRect, width: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:width:)	
  CoreGraphics	CGContext.strokeEllipse(in:)	method	modelled	func strokeEllipse(in rect: CGRect)	https://developer.apple.com/documentation/coregraphics/cgcontext/strokeellipse(in:)	
  CoreGraphics	CGContext.strokeLineSegments(between:)	method	apple	func strokeLineSegments(between points: [CGPoint])	https://developer.apple.com/documentation/coregraphics/cgcontext/strokelinesegments(between:)	
  CoreGraphics	CGContext.strokePath()	method	modelled	func strokePath()	https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()	
  CoreGraphics	CGContext.translateBy(x:y:)	method	modelled	func translateBy(x tx: CGFloat, y ty: CGFloat)	https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)	
  CoreGraphics	CGContext.width	property	modelled	var width: Int { get }	https://developer.apple.com/documentation/coregraphics/cgcontext/width	
  CoreGraphics	CGGradient	type	apple	class CGGradient	https://developer.apple.com/documentation/coregraphics/cggradient	
  CoreGraphics	CGGradient.==(_:_:)	function	apple	static func == (lhs: CGGradient, rhs: CGGradient) -> Bool	https://developer.apple.com/documentation/coregraphics/cggradient	
  CoreGraphics	CGGradient.hash(into:)	method	apple	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cggradient	
  CoreGraphics	CGGradient.init(colorSpace:colorComponents:locations:count:)	init	apple	init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int)	https://developer.apple.com/documentation/coregraphics/cggradient/init(colorspace:colorcomponents:locations:count:)	
  CoreGraphics	CGGradient.init(colorsSpace:colors:locations:)	init	apple	init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?)	https://developer.apple.com/documentation/coregraphics/cggradient/init(colorsspace:colors:locations:)	
  CoreGraphics	CGGradientDrawingOptions	type	apple	struct CGGradientDrawingOptions	https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions	
  CoreGraphics	CGGradientDrawingOptions.drawsAfterEndLocation	property	apple	static var drawsAfterEndLocation: CGGradientDrawingOptions { get }	https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsafterendlocation	
  CoreGraphics	CGGradientDrawingOptions.drawsBeforeStartLocation	property	apple	static var drawsBeforeStartLocation: CGGradientDrawingOptions { get }	https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/drawsbeforestartlocation	
  CoreGraphics	CGGradientDrawingOptions.init(rawValue:)	init	apple	init(rawValue: UInt32)	https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions/init(rawvalue:)	
  CoreGraphics	CGGradientDrawingOptions.rawValue	property	apple	var rawValue: UInt32 { get }	https://developer.apple.com/documentation/coregraphics/cggradientdrawingoptions	
  CoreGraphics	CGImage	type	modelled	class CGImage	https://developer.apple.com/documentation/coregraphics/cgimage	
  CoreGraphics	CGImage.==(_:_:)	function	modelled	static func == (lhs: CGImage, rhs: CGImage) -> Bool	https://developer.apple.com/documentation/coregraphics/cgimage	
  CoreGraphics	CGImage.alphaInfo	property	apple	var alphaInfo: CGImageAlphaInfo { get }	https://developer.apple.com/documentation/coregraphics/cgimage/alphainfo	
  CoreGraphics	CGImage.bitsPerComponent	property	modelled	var bitsPerComponent: Int { get }	https://developer.apple.com/documentation/coregraphics/cgimage/bitspercomponent	
  CoreGraphics	CGImage.bitsPerPixel	property	modelled	var bitsPerPixel: Int { get }	https://developer.apple.com/documentation/coregraphics/cgimage/bitsperpixel	
  CoreGraphics	CGImage.bytesPerRow	property	modelled	var bytesPerRow: Int { get }	https://developer.apple.com/documentation/coregraphics/cgimage/bytesperrow	
  CoreGraphics	CGImage.colorSpace	property	apple	var colorSpace: CGColorSpace? { get }	https://developer.apple.com/documentation/coregraphics/cgimage/colorspace	
  CoreGraphics	CGImage.copy()	method	apple	func copy() -> CGImage?	https://developer.apple.com/documentation/coregraphics/cgimage/copy()	
  CoreGraphics	CGImage.cropping(to:)	method	modelled	func cropping(to rect: CGRect) -> CGImage?	https://developer.apple.com/documentation/coregraphics/cgimage/cropping(to:)	
  CoreGraphics	CGImage.hash(into:)	method	modelled	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cgimage	
  CoreGraphics	CGImage.height	property	modelled	var height: Int { get }	https://developer.apple.com/documentation/coregraphics/cgimage/height	
  CoreGraphics	CGImage.width	property	modelled	var width: Int { get }	https://developer.apple.com/documentation/coregraphics/cgimage/width	
  CoreGraphics	CGImageAlphaInfo	type	apple	enum CGImageAlphaInfo	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo	
  CoreGraphics	CGImageAlphaInfo.alphaOnly	case	apple	case alphaOnly	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/alphaonly	
  CoreGraphics	CGImageAlphaInfo.first	case	apple	case first	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/first	
  CoreGraphics	CGImageAlphaInfo.init(rawValue:)	init	apple	init?(rawValue: UInt32)		
  CoreGraphics	CGImageAlphaInfo.last	case	apple	case last	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/last	
  CoreGraphics	CGImageAlphaInfo.none	case	apple	case none	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/none	
  CoreGraphics	CGImageAlphaInfo.noneSkipFirst	case	apple	case noneSkipFirst	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/noneskipfirst	
  CoreGraphics	CGImageAlphaInfo.noneSkipLast	case	apple	case noneSkipLast	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/noneskiplast	
  CoreGraphics	CGImageAlphaInfo.premultipliedFirst	case	apple	case premultipliedFirst	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedfirst	
  CoreGraphics	CGImageAlphaInfo.premultipliedLast	case	apple	case premultipliedLast	https://developer.apple.com/documentation/coregraphics/cgimagealphainfo/premultipliedlast	
  CoreGraphics	CGLineCap	type	modelled	enum CGLineCap	https://developer.apple.com/documentation/coregraphics/cglinecap	
  CoreGraphics	CGLineCap.butt	case	modelled	case butt	https://developer.apple.com/documentation/coregraphics/cglinecap/butt	
  CoreGraphics	CGLineCap.init(rawValue:)	init	modelled	init?(rawValue: Int32)		
  CoreGraphics	CGLineCap.round	case	modelled	case round	https://developer.apple.com/documentation/coregraphics/cglinecap/round	
  CoreGraphics	CGLineCap.square	case	modelled	case square	https://developer.apple.com/documentation/coregraphics/cglinecap/square	
  CoreGraphics	CGLineJoin	type	modelled	enum CGLineJoin	https://developer.apple.com/documentation/coregraphics/cglinejoin	
  CoreGraphics	CGLineJoin.bevel	case	modelled	case bevel	https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel	
  CoreGraphics	CGLineJoin.init(rawValue:)	init	modelled	init?(rawValue: Int32)		
  CoreGraphics	CGLineJoin.miter	case	modelled	case miter	https://developer.apple.com/documentation/coregraphics/cglinejoin/miter	
  CoreGraphics	CGLineJoin.round	case	modelled	case round	https://developer.apple.com/documentation/coregraphics/cglinejoin/round	
  CoreGraphics	CGMutablePath	type	modelled	class CGMutablePath	https://developer.apple.com/documentation/coregraphics/cgmutablepath	
  CoreGraphics	CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)	method	modelled	func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(center:radius:startangle:endangle:clockwise:transform:)	
  CoreGraphics	CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)	method	apple	func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(tangent1end:tangent2end:radius:transform:)	
  CoreGraphics	CGMutablePath.addCurve(to:control1:control2:transform:)	method	modelled	func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addcurve(to:control1:control2:transform:)	
  CoreGraphics	CGMutablePath.addEllipse(in:transform:)	method	modelled	func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addellipse(in:transform:)	
  CoreGraphics	CGMutablePath.addLine(to:transform:)	method	modelled	func addLine(to point: CGPoint, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)	
  CoreGraphics	CGMutablePath.addLines(between:transform:)	method	modelled	func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addlines(between:transform:)	
  CoreGraphics	CGMutablePath.addPath(_:transform:)	method	modelled	func addPath(_ path: CGPath, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addpath(_:transform:)	
  CoreGraphics	CGMutablePath.addQuadCurve(to:control:transform:)	method	modelled	func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addquadcurve(to:control:transform:)	
  CoreGraphics	CGMutablePath.addRect(_:transform:)	method	modelled	func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrect(_:transform:)	
  CoreGraphics	CGMutablePath.addRects(_:transform:)	method	modelled	func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrects(_:transform:)	
  CoreGraphics	CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)	method	modelled	func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addrelativearc(center:radius:startangle:delta:transform:)	
  CoreGraphics	CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)	method	modelled	func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/addroundedrect(in:cornerwidth:cornerheight:transform:)	
  CoreGraphics	CGMutablePath.closeSubpath()	method	modelled	func closeSubpath()	https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()	
  CoreGraphics	CGMutablePath.init()	init	modelled	init()	https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()	
  CoreGraphics	CGMutablePath.move(to:transform:)	method	modelled	func move(to point: CGPoint, transform: CGAffineTransform = .identity)	https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)	
  CoreGraphics	CGPath	type	modelled	class CGPath	https://developer.apple.com/documentation/coregraphics/cgpath	
  CoreGraphics	CGPath.==(_:_:)	function	modelled	static func == (lhs: CGPath, rhs: CGPath) -> Bool	https://developer.apple.com/documentation/coregraphics/cgpath	
  CoreGraphics	CGPath.applyWithBlock(_:)	method	apple	func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void)	https://developer.apple.com/documentation/coregraphics/cgpath/applywithblock(_:)	
  CoreGraphics	CGPath.boundingBox	property	modelled	var boundingBox: CGRect { get }	https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox	
  CoreGraphics	CGPath.boundingBoxOfPath	property	modelled	var boundingBoxOfPath: CGRect { get }	https://developer.apple.com/documentation/coregraphics/cgpath/boundingboxofpath	
  CoreGraphics	CGPath.contains(_:using:transform:)	method	modelled	func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool	https://developer.apple.com/documentation/coregraphics/cgpath/contains(_:using:transform:)	
  CoreGraphics	CGPath.copy()	method	apple	func copy() -> CGPath?	https://developer.apple.com/documentation/coregraphics/cgpath/copy()	
  CoreGraphics	CGPath.copy(dashingWithPhase:lengths:transform:)	method	apple	func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/copy(dashingwithphase:lengths:transform:)	
  CoreGraphics	CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)	method	modelled	func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/copy(strokingwithwidth:linecap:linejoin:miterlimit:transform:)	
  CoreGraphics	CGPath.copy(using:)	method	modelled	func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath?	https://developer.apple.com/documentation/coregraphics/cgpath/copy(using:)	
  CoreGraphics	CGPath.currentPoint	property	modelled	var currentPoint: CGPoint { get }	https://developer.apple.com/documentation/coregraphics/cgpath/currentpoint	
  CoreGraphics	CGPath.hash(into:)	method	modelled	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/coregraphics/cgpath	
  CoreGraphics	CGPath.init(ellipseIn:transform:)	init	modelled	init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)	https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)	
  CoreGraphics	CGPath.init(rect:transform:)	init	modelled	init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)	https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)	
  CoreGraphics	CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)	init	modelled	init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?)	https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)	
  CoreGraphics	CGPath.intersection(_:using:)	method	modelled	func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/intersection(_:using:)	
  CoreGraphics	CGPath.isEmpty	property	modelled	var isEmpty: Bool { get }	https://developer.apple.com/documentation/coregraphics/cgpath/isempty	
  CoreGraphics	CGPath.isRect(_:)	method	apple	func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool	https://developer.apple.com/documentation/coregraphics/cgpath/isrect(_:)	
  CoreGraphics	CGPath.mutableCopy()	method	modelled	func mutableCopy() -> CGMutablePath?	https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy()	
  CoreGraphics	CGPath.mutableCopy(using:)	method	apple	func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath?	https://developer.apple.com/documentation/coregraphics/cgpath/mutablecopy(using:)	
  CoreGraphics	CGPath.normalized(using:)	method	modelled	func normalized(using rule: CGPathFillRule = .winding) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/normalized(using:)	
  CoreGraphics	CGPath.subtracting(_:using:)	method	modelled	func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/subtracting(_:using:)	
  CoreGraphics	CGPath.symmetricDifference(_:using:)	method	modelled	func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/symmetricdifference(_:using:)	
  CoreGraphics	CGPath.union(_:using:)	method	modelled	func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath	https://developer.apple.com/documentation/coregraphics/cgpath/union(_:using:)	
  CoreGraphics	CGPathDrawingMode	type	apple	enum CGPathDrawingMode	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode	
  CoreGraphics	CGPathDrawingMode.eoFill	case	apple	case eoFill	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/eofill	
  CoreGraphics	CGPathDrawingMode.eoFillStroke	case	apple	case eoFillStroke	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/eofillstroke	
  CoreGraphics	CGPathDrawingMode.fill	case	apple	case fill	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/fill	
  CoreGraphics	CGPathDrawingMode.fillStroke	case	apple	case fillStroke	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/fillstroke	
  CoreGraphics	CGPathDrawingMode.init(rawValue:)	init	apple	init?(rawValue: Int32)		
  CoreGraphics	CGPathDrawingMode.stroke	case	apple	case stroke	https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/stroke	
  CoreGraphics	CGPathElement	type	apple	struct CGPathElement	https://developer.apple.com/documentation/coregraphics/cgpathelement	
  CoreGraphics	CGPathElement.init(type:points:)	init	apple	init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>)	https://developer.apple.com/documentation/coregraphics/cgpathelement/init(type:points:)	
  CoreGraphics	CGPathElement.points	property	apple	var points: UnsafeMutablePointer<CGPoint> { get set }	https://developer.apple.com/documentation/coregraphics/cgpathelement/points	
  CoreGraphics	CGPathElement.type	property	apple	var type: CGPathElementType { get set }	https://developer.apple.com/documentation/coregraphics/cgpathelement/type	
  CoreGraphics	CGPathElementType	type	apple	enum CGPathElementType	https://developer.apple.com/documentation/coregraphics/cgpathelementtype	
  CoreGraphics	CGPathElementType.addCurveToPoint	case	apple	case addCurveToPoint	https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addcurvetopoint	
  CoreGraphics	CGPathElementType.addLineToPoint	case	apple	case addLineToPoint	https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addlinetopoint	
  CoreGraphics	CGPathElementType.addQuadCurveToPoint	case	apple	case addQuadCurveToPoint	https://developer.apple.com/documentation/coregraphics/cgpathelementtype/addquadcurvetopoint	
  CoreGraphics	CGPathElementType.closeSubpath	case	apple	case closeSubpath	https://developer.apple.com/documentation/coregraphics/cgpathelementtype/closesubpath	
  CoreGraphics	CGPathElementType.init(rawValue:)	init	apple	init?(rawValue: Int32)		
  CoreGraphics	CGPathElementType.moveToPoint	case	apple	case moveToPoint	https://developer.apple.com/documentation/coregraphics/cgpathelementtype/movetopoint	
  CoreGraphics	CGPathFillRule	type	modelled	enum CGPathFillRule	https://developer.apple.com/documentation/coregraphics/cgpathfillrule	
  CoreGraphics	CGPathFillRule.evenOdd	case	modelled	case evenOdd	https://developer.apple.com/documentation/coregraphics/cgpathfillrule/evenodd	
  CoreGraphics	CGPathFillRule.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  CoreGraphics	CGPathFillRule.winding	case	modelled	case winding	https://developer.apple.com/documentation/coregraphics/cgpathfillrule/winding	
  CoreGraphics	CGPoint.applying(_:)	method	modelled	func applying(_ t: CGAffineTransform) -> CGPoint	https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)-2afxw	
  CoreGraphics	CGRect.applying(_:)	method	modelled	func applying(_ t: CGAffineTransform) -> CGRect	https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)	
  UIKit	CGRect.inset(by:)	method	modelled	func inset(by insets: UIEdgeInsets) -> CGRect	https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)	
  CoreGraphics	CGSize.applying(_:)	method	modelled	func applying(_ t: CGAffineTransform) -> CGSize	https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)	
  CoreGraphics	CGVector	type	modelled	struct CGVector	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.==(_:_:)	function	apple	static func == (lhs: CGVector, rhs: CGVector) -> Bool	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.debugDescription	property	apple	var debugDescription: String { get }	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.dx	property	modelled	var dx: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgvector/dx	
  CoreGraphics	CGVector.dy	property	modelled	var dy: CGFloat { get set }	https://developer.apple.com/documentation/corefoundation/cgvector/dy	
  CoreGraphics	CGVector.encode(to:)	method	apple	func encode(to encoder: any Encoder) throws	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.hash(into:)	method	apple	func hash(into hasher: inout Hasher)	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.init()	init	apple	init()	https://developer.apple.com/documentation/corefoundation/cgvector/init()	
  CoreGraphics	CGVector.init(dx:dy:)	init	modelled	init(dx: CGFloat, dy: CGFloat)	https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-1cr8k	
  CoreGraphics	CGVector.init(dx:dy:)	init	apple	init(dx: Double, dy: Double)	https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-57w7m	
  CoreGraphics	CGVector.init(dx:dy:)	init	apple	init(dx: Int, dy: Int)	https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-5dw92	
  CoreGraphics	CGVector.init(from:)	init	apple	init(from decoder: any Decoder) throws	https://developer.apple.com/documentation/corefoundation/cgvector	
  CoreGraphics	CGVector.zero	property	modelled	static var zero: CGVector { get }	https://developer.apple.com/documentation/corefoundation/cgvector/zero	
  UIKit	IndexPath.init(item:section:)	init	modelled	init(item: Int, section: Int)	https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-359jo	
  UIKit	IndexPath.init(row:section:)	init	modelled	init(row: Int, section: Int)	https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)	
  UIKit	IndexPath.item	property	modelled	var item: Int { get set }	https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y	
  UIKit	IndexPath.row	property	modelled	var row: Int { get set }	https://developer.apple.com/documentation/foundation/indexpath/row	
  UIKit	IndexPath.section	property	modelled	var section: Int { get set }	https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo	
  UIKit	NSCollectionLayoutDecorationItem	type	apple	@MainActor class NSCollectionLayoutDecorationItem	https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem	
  UIKit	NSCollectionLayoutDecorationItem.background(elementKind:)	method	apple	@MainActor class func background(elementKind: String) -> Self	https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)	
  UIKit	NSCollectionLayoutDimension	type	apple	@MainActor class NSCollectionLayoutDimension	https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension	
  UIKit	NSCollectionLayoutDimension.absolute(_:)	method	apple	@MainActor class func absolute(_ absoluteDimension: CGFloat) -> Self	https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)	
  UIKit	NSCollectionLayoutDimension.fractionalHeight(_:)	method	apple	@MainActor class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self	https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)	
  UIKit	NSCollectionLayoutDimension.fractionalWidth(_:)	method	apple	@MainActor class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self	https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)	
  UIKit	NSCollectionLayoutGroup	type	apple	@MainActor class NSCollectionLayoutGroup	https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup	
  UIKit	NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)	method	apple	@MainActor class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self	https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)	
  UIKit	NSCollectionLayoutItem	type	apple	@MainActor class NSCollectionLayoutItem	https://developer.apple.com/documentation/uikit/nscollectionlayoutitem	
  UIKit	NSCollectionLayoutItem.contentInsets	property	apple	@MainActor var contentInsets: NSDirectionalEdgeInsets { get set }	https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets	
  UIKit	NSCollectionLayoutItem.init(layoutSize:)	init	apple	@MainActor convenience init(layoutSize: NSCollectionLayoutSize)	https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)	
  UIKit	NSCollectionLayoutSection	type	apple	@MainActor class NSCollectionLayoutSection	https://developer.apple.com/documentation/uikit/nscollectionlayoutsection	
  UIKit	NSCollectionLayoutSection.decorationItems	property	apple	@MainActor var decorationItems: [NSCollectionLayoutDecorationItem] { get set }	https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems	
  UIKit	NSCollectionLayoutSection.init(group:)	init	apple	@MainActor convenience init(group: NSCollectionLayoutGroup)	https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)	
  UIKit	NSCollectionLayoutSize	type	apple	@MainActor class NSCollectionLayoutSize	https://developer.apple.com/documentation/uikit/nscollectionlayoutsize	
  UIKit	NSCollectionLayoutSize.init(widthDimension:heightDimension:)	init	apple	@MainActor convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension)	https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)	
  UIKit	NSDirectionalEdgeInsets	type	apple	struct NSDirectionalEdgeInsets	https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets	
  UIKit	NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)	init	apple	init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)	https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)	
  QuartzCore	NSNull.run(forKey:object:arguments:)	method	modelled	func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable : Any]?)	https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)	
  UIKit	NSTextAlignment	type	modelled	enum NSTextAlignment	https://developer.apple.com/documentation/uikit/nstextalignment	
  UIKit	NSTextAlignment.center	case	modelled	case center	https://developer.apple.com/documentation/uikit/nstextalignment/center	
  UIKit	NSTextAlignment.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	NSTextAlignment.justified	case	modelled	case justified	https://developer.apple.com/documentation/uikit/nstextalignment/justified	
  UIKit	NSTextAlignment.left	case	modelled	case left	https://developer.apple.com/documentation/uikit/nstextalignment/left	
  UIKit	NSTextAlignment.natural	case	modelled	case natural	https://developer.apple.com/documentation/uikit/nstextalignment/natural	
  UIKit	NSTextAlignment.right	case	modelled	case right	https://developer.apple.com/documentation/uikit/nstextalignment/right	
  UIKit	Selector	type	apple	@frozen struct Selector	https://developer.apple.com/documentation/objectivec/selector	
  UIKit	Selector.description	property	apple	var description: String { get }	https://developer.apple.com/documentation/objectivec/selector/description	
  UIKit	Selector.init(_:)	init	apple	init(_ str: String)	https://developer.apple.com/documentation/objectivec/selector/init(_:)	
  UIKit	Selector.init(stringLiteral:)	init	apple	init(stringLiteral value: String)	https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)	
  UIKit	UIAccessibility	type	modelled	enum UIAccessibility	https://developer.apple.com/documentation/uikit/uiaccessibility	
  UIKit	UIAccessibility.Notification	type	modelled	struct Notification	https://developer.apple.com/documentation/uikit/uiaccessibility/notification	
  UIKit	UIAccessibility.Notification.init(rawValue:)	init	modelled	init(rawValue: UInt32)		
  UIKit	UIAccessibility.Notification.layoutChanged	property	modelled	nonisolated static let layoutChanged: UIAccessibility.Notification	https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged	
  UIKit	UIAccessibility.Notification.rawValue	property	modelled	let rawValue: UInt32		
  UIKit	UIAccessibility.convertToScreenCoordinates(_:in:)	method	modelled	@MainActor static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath	https://developer.apple.com/documentation/uikit/uiaccessibility/converttoscreencoordinates(_:in:)-6dx4a	
  UIKit	UIAccessibility.post(notification:argument:)	method	modelled	@MainActor static func post(notification: UIAccessibility.Notification, argument: Any?)	https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)	
  UIKit	UIAccessibilityTraits	type	modelled	struct UIAccessibilityTraits	https://developer.apple.com/documentation/uikit/uiaccessibilitytraits	
  UIKit	UIAccessibilityTraits.adjustable	property	modelled	static var adjustable: UIAccessibilityTraits { get }	https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable	
  UIKit	UIAccessibilityTraits.button	property	modelled	static var button: UIAccessibilityTraits { get }	https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button	
  UIKit	UIAccessibilityTraits.init(rawValue:)	init	modelled	init(rawValue: UInt64)		
  UIKit	UIAccessibilityTraits.rawValue	property	modelled	let rawValue: UInt64		
  UIKit	UIAction	type	apple	@MainActor class UIAction	https://developer.apple.com/documentation/uikit/uiaction	
  UIKit	UIAction.Identifier	type	apple	struct Identifier	https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct	
  UIKit	UIAction.Identifier.init(rawValue:)	init	apple	init(rawValue: String)	https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)	
  UIKit	UIAction.Identifier.rawValue	property	apple	var rawValue: String { get }		
  UIKit	UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)	init	apple	@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)	https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)	
  UIKit	UIActionHandler	type	apple	typealias UIActionHandler = (UIAction) -> Void	https://developer.apple.com/documentation/uikit/uiactionhandler	
  UIKit	UIBezierPath	type	modelled	class UIBezierPath	https://developer.apple.com/documentation/uikit/uibezierpath	
  UIKit	UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)	method	modelled	func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)	https://developer.apple.com/documentation/uikit/uibezierpath/addarc(withcenter:radius:startangle:endangle:clockwise:)	
  UIKit	UIBezierPath.addClip()	method	apple	func addClip()	https://developer.apple.com/documentation/uikit/uibezierpath/addclip()	
  UIKit	UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)	method	modelled	func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)	https://developer.apple.com/documentation/uikit/uibezierpath/addcurve(to:controlpoint1:controlpoint2:)	
  UIKit	UIBezierPath.addLine(to:)	method	modelled	func addLine(to point: CGPoint)	https://developer.apple.com/documentation/uikit/uibezierpath/addline(to:)	
  UIKit	UIBezierPath.addQuadCurve(to:controlPoint:)	method	modelled	func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)	https://developer.apple.com/documentation/uikit/uibezierpath/addquadcurve(to:controlpoint:)	
  UIKit	UIBezierPath.append(_:)	method	modelled	func append(_ bezierPath: UIBezierPath)	https://developer.apple.com/documentation/uikit/uibezierpath/append(_:)	
  UIKit	UIBezierPath.apply(_:)	method	modelled	func apply(_ transform: CGAffineTransform)	https://developer.apple.com/documentation/uikit/uibezierpath/apply(_:)	
  UIKit	UIBezierPath.bounds	property	modelled	var bounds: CGRect { get }	https://developer.apple.com/documentation/uikit/uibezierpath/bounds	
  UIKit	UIBezierPath.cgPath	property	modelled	var cgPath: CGPath { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/cgpath	
  UIKit	UIBezierPath.close()	method	modelled	func close()	https://developer.apple.com/documentation/uikit/uibezierpath/close()	
  UIKit	UIBezierPath.contains(_:)	method	modelled	func contains(_ point: CGPoint) -> Bool	https://developer.apple.com/documentation/uikit/uibezierpath/contains(_:)	
  UIKit	UIBezierPath.copy(with:)	method	modelled	func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UIBezierPath.currentPoint	property	modelled	var currentPoint: CGPoint { get }	https://developer.apple.com/documentation/uikit/uibezierpath/currentpoint	
  UIKit	UIBezierPath.encode(with:)	method	modelled	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIBezierPath.fill()	method	modelled	func fill()	https://developer.apple.com/documentation/uikit/uibezierpath/fill()	
  UIKit	UIBezierPath.fill(with:alpha:)	method	modelled	func fill(with blendMode: CGBlendMode, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uibezierpath/fill(with:alpha:)	
  UIKit	UIBezierPath.flatness	property	modelled	var flatness: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/flatness	
  UIKit	UIBezierPath.getLineDash(_:count:phase:)	method	apple	func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?)	https://developer.apple.com/documentation/uikit/uibezierpath/getlinedash(_:count:phase:)	
  UIKit	UIBezierPath.init()	init	modelled	override init()	https://developer.apple.com/documentation/uikit/uibezierpath/init()	
  UIKit	UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)	init	modelled	convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)	https://developer.apple.com/documentation/uikit/uibezierpath/init(arccenter:radius:startangle:endangle:clockwise:)	
  UIKit	UIBezierPath.init(cgPath:)	init	modelled	convenience init(cgPath CGPath: CGPath)	https://developer.apple.com/documentation/uikit/uibezierpath/init(cgpath:)	
  UIKit	UIBezierPath.init(coder:)	init	modelled	required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uibezierpath/init(coder:)	
  UIKit	UIBezierPath.init(ovalIn:)	init	modelled	convenience init(ovalIn rect: CGRect)	https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)	
  UIKit	UIBezierPath.init(rect:)	init	modelled	convenience init(rect: CGRect)	https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)	
  UIKit	UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)	init	modelled	convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)	https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)	
  UIKit	UIBezierPath.init(roundedRect:cornerRadius:)	init	modelled	convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat)	https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)	
  UIKit	UIBezierPath.isEmpty	property	modelled	var isEmpty: Bool { get }	https://developer.apple.com/documentation/uikit/uibezierpath/isempty	
  UIKit	UIBezierPath.lineCapStyle	property	modelled	var lineCapStyle: CGLineCap { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/linecapstyle	
  UIKit	UIBezierPath.lineJoinStyle	property	modelled	var lineJoinStyle: CGLineJoin { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/linejoinstyle	
  UIKit	UIBezierPath.lineWidth	property	modelled	var lineWidth: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/linewidth	
  UIKit	UIBezierPath.miterLimit	property	modelled	var miterLimit: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/miterlimit	
  UIKit	UIBezierPath.move(to:)	method	modelled	func move(to point: CGPoint)	https://developer.apple.com/documentation/uikit/uibezierpath/move(to:)	
  UIKit	UIBezierPath.removeAllPoints()	method	modelled	func removeAllPoints()	https://developer.apple.com/documentation/uikit/uibezierpath/removeallpoints()	
  UIKit	UIBezierPath.reversing()	method	modelled	func reversing() -> UIBezierPath	https://developer.apple.com/documentation/uikit/uibezierpath/reversing()	
  UIKit	UIBezierPath.setLineDash(_:count:phase:)	method	apple	func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat)	https://developer.apple.com/documentation/uikit/uibezierpath/setlinedash(_:count:phase:)	
  UIKit	UIBezierPath.stroke()	method	modelled	func stroke()	https://developer.apple.com/documentation/uikit/uibezierpath/stroke()	
  UIKit	UIBezierPath.stroke(with:alpha:)	method	modelled	func stroke(with blendMode: CGBlendMode, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uibezierpath/stroke(with:alpha:)	
  UIKit	UIBezierPath.supportsSecureCoding	property	modelled	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  UIKit	UIBezierPath.usesEvenOddFillRule	property	modelled	var usesEvenOddFillRule: Bool { get set }	https://developer.apple.com/documentation/uikit/uibezierpath/usesevenoddfillrule	
  UIKit	UICollectionReusableView	type	modelled	@MainActor class UICollectionReusableView	https://developer.apple.com/documentation/uikit/uicollectionreusableview	
  UIKit	UICollectionReusableView.apply(_:)	method	modelled	@MainActor func apply(_ layoutAttributes: UICollectionViewLayoutAttributes)	https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:)	
  UIKit	UICollectionReusableView.preferredLayoutAttributesFitting(_:)	method	modelled	@MainActor func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes	https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)	
  UIKit	UICollectionReusableView.prepareForReuse()	method	modelled	@MainActor func prepareForReuse()	https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()	
  UIKit	UICollectionReusableView.reuseIdentifier	property	modelled	@MainActor var reuseIdentifier: String? { get }	https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier	
  UIKit	UICollectionView	type	modelled	@MainActor class UICollectionView	https://developer.apple.com/documentation/uikit/uicollectionview	
  UIKit	UICollectionView.ElementCategory	type	modelled	enum ElementCategory	https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory	
  UIKit	UICollectionView.ElementCategory.cell	case	modelled	case cell	https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/cell	
  UIKit	UICollectionView.ElementCategory.decorationView	case	modelled	case decorationView	https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/decorationview	
  UIKit	UICollectionView.ElementCategory.init(rawValue:)	init	modelled	init?(rawValue: UInt)		
  UIKit	UICollectionView.ElementCategory.supplementaryView	case	modelled	case supplementaryView	https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory/supplementaryview	
  UIKit	UICollectionView.ScrollDirection	type	apple	enum ScrollDirection	https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection	
  UIKit	UICollectionView.ScrollDirection.horizontal	case	apple	case horizontal	https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal	
  UIKit	UICollectionView.ScrollDirection.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UICollectionView.ScrollDirection.vertical	case	apple	case vertical	https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical	
  UIKit	UICollectionView.ScrollPosition	type	modelled	struct ScrollPosition	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition	
  UIKit	UICollectionView.ScrollPosition.bottom	property	modelled	static var bottom: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom	
  UIKit	UICollectionView.ScrollPosition.centeredHorizontally	property	modelled	static var centeredHorizontally: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally	
  UIKit	UICollectionView.ScrollPosition.centeredVertically	property	modelled	static var centeredVertically: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically	
  UIKit	UICollectionView.ScrollPosition.init(rawValue:)	init	modelled	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)	
  UIKit	UICollectionView.ScrollPosition.left	property	modelled	static var left: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left	
  UIKit	UICollectionView.ScrollPosition.rawValue	property	modelled	var rawValue: UInt { get }	https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property	
  UIKit	UICollectionView.ScrollPosition.right	property	modelled	static var right: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right	
  UIKit	UICollectionView.ScrollPosition.top	property	modelled	static var top: UICollectionView.ScrollPosition { get }	https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top	
  UIKit	UICollectionView.cellForItem(at:)	method	modelled	@MainActor func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?	https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)	
  UIKit	UICollectionView.collectionViewLayout	property	modelled	@MainActor var collectionViewLayout: UICollectionViewLayout { get set }	https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout	
  UIKit	UICollectionView.dataSource	property	modelled	@MainActor weak var dataSource: (any UICollectionViewDataSource)? { get set }	https://developer.apple.com/documentation/uikit/uicollectionview/datasource	
  UIKit	UICollectionView.delegate	property	differs	@MainActor override weak var delegate: (any UIScrollViewDelegate)? { get set }	https://developer.apple.com/documentation/uikit/uicollectionview/delegate	Apple declares it as UICollectionViewDelegate?; Swift cannot narrow an inherited read-write property, so the stand-in and the model keep UIScrollView's type, UIScrollViewDelegate?. Assigning a UICollectionViewDelegate compiles in both; reading it back gives UIScrollViewDelegate? here.
  UIKit	UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)	method	modelled	@MainActor func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell	https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)	
  UIKit	UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)	method	modelled	@MainActor func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView	https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)	
  UIKit	UICollectionView.elementKindSectionFooter	property	modelled	nonisolated static var elementKindSectionFooter: String { get }	https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter	
  UIKit	UICollectionView.elementKindSectionHeader	property	modelled	nonisolated static var elementKindSectionHeader: String { get }	https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader	
  UIKit	UICollectionView.indexPathsForVisibleItems	property	modelled	@MainActor var indexPathsForVisibleItems: [IndexPath] { get }	https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems	
  UIKit	UICollectionView.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)	
  UIKit	UICollectionView.init(frame:collectionViewLayout:)	init	modelled	@MainActor init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)	https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)	
  UIKit	UICollectionView.layoutAttributesForItem(at:)	method	modelled	@MainActor func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)	
  UIKit	UICollectionView.numberOfItems(inSection:)	method	modelled	@MainActor func numberOfItems(inSection section: Int) -> Int	https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)	
  UIKit	UICollectionView.numberOfSections	property	modelled	@MainActor var numberOfSections: Int { get }	https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections	
  UIKit	UICollectionView.register(_:forCellWithReuseIdentifier:)	method	modelled	@MainActor func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String)	https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3vaho	
  UIKit	UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)	method	modelled	@MainActor func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String)	https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io	
  UIKit	UICollectionView.reloadData()	method	modelled	@MainActor func reloadData()	https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()	
  UIKit	UICollectionView.reloadItems(at:)	method	modelled	@MainActor func reloadItems(at indexPaths: [IndexPath])	https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)	
  UIKit	UICollectionView.scrollToItem(at:at:animated:)	method	modelled	@MainActor func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool)	https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)	
  UIKit	UICollectionView.setCollectionViewLayout(_:animated:)	method	modelled	@MainActor func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool)	https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)	
  UIKit	UICollectionView.visibleCells	property	modelled	@MainActor var visibleCells: [UICollectionViewCell] { get }	https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells	
  UIKit	UICollectionViewCell	type	modelled	@MainActor class UICollectionViewCell	https://developer.apple.com/documentation/uikit/uicollectionviewcell	
  UIKit	UICollectionViewCell.backgroundView	property	apple	@MainActor var backgroundView: UIView? { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview	
  UIKit	UICollectionViewCell.contentView	property	modelled	@MainActor var contentView: UIView { get }	https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview	
  UIKit	UICollectionViewCell.isHighlighted	property	modelled	@MainActor var isHighlighted: Bool { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted	
  UIKit	UICollectionViewCell.isSelected	property	modelled	@MainActor var isSelected: Bool { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected	
  UIKit	UICollectionViewCompositionalLayout	type	apple	@MainActor class UICollectionViewCompositionalLayout	https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout	
  UIKit	UICollectionViewCompositionalLayout.init(coder:)	init	apple	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)	
  UIKit	UICollectionViewCompositionalLayout.init(section:)	init	apple	@MainActor init(section: NSCollectionLayoutSection)	https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)	
  UIKit	UICollectionViewDataSource	type	modelled	@MainActor protocol UICollectionViewDataSource : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uicollectionviewdatasource	
  UIKit	UICollectionViewDataSource.collectionView(_:cellForItemAt:)	method	modelled	@MainActor func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell	https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)	
  UIKit	UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)	method	modelled	@MainActor func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int	https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)	
  UIKit	UICollectionViewDataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)	method	modelled	@MainActor func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView	https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)	
  UIKit	UICollectionViewDataSource.numberOfSections(in:)	method	modelled	@MainActor func numberOfSections(in collectionView: UICollectionView) -> Int	https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)	
  UIKit	UICollectionViewDelegate	type	modelled	@MainActor protocol UICollectionViewDelegate : UIScrollViewDelegate	https://developer.apple.com/documentation/uikit/uicollectionviewdelegate	
  UIKit	UICollectionViewDelegate.collectionView(_:didSelectItemAt:)	method	modelled	@MainActor func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)	
  UIKit	UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)	method	modelled	@MainActor func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)	
  UIKit	UICollectionViewFlowLayout	type	apple	@MainActor class UICollectionViewFlowLayout	https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout	
  UIKit	UICollectionViewFlowLayout.itemSize	property	apple	@MainActor var itemSize: CGSize { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize	
  UIKit	UICollectionViewFlowLayout.minimumLineSpacing	property	apple	@MainActor var minimumLineSpacing: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing	
  UIKit	UICollectionViewFlowLayout.scrollDirection	property	apple	@MainActor var scrollDirection: UICollectionView.ScrollDirection { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection	
  UIKit	UICollectionViewFlowLayout.sectionInset	property	apple	@MainActor var sectionInset: UIEdgeInsets { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset	
  UIKit	UICollectionViewLayout	type	modelled	@MainActor class UICollectionViewLayout	https://developer.apple.com/documentation/uikit/uicollectionviewlayout	
  UIKit	UICollectionViewLayout.collectionView	property	modelled	@MainActor var collectionView: UICollectionView? { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview	
  UIKit	UICollectionViewLayout.collectionViewContentSize	property	modelled	@MainActor var collectionViewContentSize: CGSize { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize	
  UIKit	UICollectionViewLayout.encode(with:)	method	modelled	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)	method	apple	@MainActor func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)	
  UIKit	UICollectionViewLayout.finalizeCollectionViewUpdates()	method	apple	@MainActor func finalizeCollectionViewUpdates()	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()	
  UIKit	UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)	method	apple	@MainActor func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath]	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:)	
  UIKit	UICollectionViewLayout.init()	init	modelled	@MainActor override init()	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()	
  UIKit	UICollectionViewLayout.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)	
  UIKit	UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)	method	apple	@MainActor func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingdecorationelement(ofkind:at:)	
  UIKit	UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)	method	apple	@MainActor func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)	
  UIKit	UICollectionViewLayout.invalidateLayout()	method	modelled	@MainActor func invalidateLayout()	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()	
  UIKit	UICollectionViewLayout.invalidateLayout(with:)	method	modelled	@MainActor func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext)	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)	
  UIKit	UICollectionViewLayout.invalidationContext(forBoundsChange:)	method	modelled	@MainActor func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)	
  UIKit	UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)	method	apple	@MainActor func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forpreferredlayoutattributes:withoriginalattributes:)	
  UIKit	UICollectionViewLayout.invalidationContextClass	property	modelled	@MainActor class var invalidationContextClass: AnyClass { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass	
  UIKit	UICollectionViewLayout.layoutAttributesClass	property	modelled	@MainActor class var layoutAttributesClass: AnyClass { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesclass	
  UIKit	UICollectionViewLayout.layoutAttributesForDecorationView(ofKind:at:)	method	modelled	@MainActor func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)	
  UIKit	UICollectionViewLayout.layoutAttributesForElements(in:)	method	modelled	@MainActor func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)	
  UIKit	UICollectionViewLayout.layoutAttributesForItem(at:)	method	modelled	@MainActor func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)	
  UIKit	UICollectionViewLayout.layoutAttributesForSupplementaryView(ofKind:at:)	method	modelled	@MainActor func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)	
  UIKit	UICollectionViewLayout.prepare()	method	modelled	@MainActor func prepare()	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()	
  UIKit	UICollectionViewLayout.prepare(forCollectionViewUpdates:)	method	apple	@MainActor func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem])	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)	
  UIKit	UICollectionViewLayout.register(_:forDecorationViewOfKind:)	method	modelled	@MainActor func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String)	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/register(_:fordecorationviewofkind:)-361k6	
  UIKit	UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)	method	modelled	@MainActor func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)	
  UIKit	UICollectionViewLayout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)	method	apple	@MainActor func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)	
  UIKit	UICollectionViewLayout.targetContentOffset(forProposedContentOffset:)	method	modelled	@MainActor func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:)	
  UIKit	UICollectionViewLayout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)	method	modelled	@MainActor func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint	https://developer.apple.com/documentation/uikit/uicollectionviewlayout/targetcontentoffset(forproposedcontentoffset:withscrollingvelocity:)	
  UIKit	UICollectionViewLayoutAttributes	type	modelled	@MainActor class UICollectionViewLayoutAttributes	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes	
  UIKit	UICollectionViewLayoutAttributes.alpha	property	modelled	@MainActor var alpha: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha	
  UIKit	UICollectionViewLayoutAttributes.bounds	property	modelled	@MainActor var bounds: CGRect { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/bounds	
  UIKit	UICollectionViewLayoutAttributes.center	property	modelled	@MainActor var center: CGPoint { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center	
  UIKit	UICollectionViewLayoutAttributes.copy(with:)	method	modelled	@MainActor func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UICollectionViewLayoutAttributes.frame	property	modelled	@MainActor var frame: CGRect { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame	
  UIKit	UICollectionViewLayoutAttributes.indexPath	property	modelled	@MainActor var indexPath: IndexPath { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath	
  UIKit	UICollectionViewLayoutAttributes.init(forCellWith:)	init	modelled	@MainActor convenience init(forCellWith indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)	
  UIKit	UICollectionViewLayoutAttributes.init(forDecorationViewOfKind:with:)	init	modelled	@MainActor convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(fordecorationviewofkind:with:)	
  UIKit	UICollectionViewLayoutAttributes.init(forSupplementaryViewOfKind:with:)	init	modelled	@MainActor convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forsupplementaryviewofkind:with:)	
  UIKit	UICollectionViewLayoutAttributes.isHidden	property	modelled	@MainActor var isHidden: Bool { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/ishidden	
  UIKit	UICollectionViewLayoutAttributes.representedElementCategory	property	modelled	@MainActor var representedElementCategory: UICollectionView.ElementCategory { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory	
  UIKit	UICollectionViewLayoutAttributes.representedElementKind	property	modelled	@MainActor var representedElementKind: String? { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementkind	
  UIKit	UICollectionViewLayoutAttributes.size	property	modelled	@MainActor var size: CGSize { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size	
  UIKit	UICollectionViewLayoutAttributes.transform	property	modelled	@MainActor var transform: CGAffineTransform { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform	
  UIKit	UICollectionViewLayoutAttributes.transform3D	property	apple	@MainActor var transform3D: CATransform3D { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform3d	
  UIKit	UICollectionViewLayoutAttributes.zIndex	property	modelled	@MainActor var zIndex: Int { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/zindex	
  UIKit	UICollectionViewLayoutInvalidationContext	type	modelled	@MainActor class UICollectionViewLayoutInvalidationContext	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext	
  UIKit	UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment	property	modelled	@MainActor var contentOffsetAdjustment: CGPoint { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment	
  UIKit	UICollectionViewLayoutInvalidationContext.contentSizeAdjustment	property	modelled	@MainActor var contentSizeAdjustment: CGSize { get set }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment	
  UIKit	UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts	property	modelled	@MainActor var invalidateDataSourceCounts: Bool { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts	
  UIKit	UICollectionViewLayoutInvalidationContext.invalidateEverything	property	modelled	@MainActor var invalidateEverything: Bool { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateeverything	
  UIKit	UICollectionViewLayoutInvalidationContext.invalidateItems(at:)	method	modelled	@MainActor func invalidateItems(at indexPaths: [IndexPath])	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateitems(at:)	
  UIKit	UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths	property	modelled	@MainActor var invalidatedItemIndexPaths: [IndexPath]? { get }	https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidateditemindexpaths	
  UIKit	UICollectionViewUpdateItem	type	apple	@MainActor class UICollectionViewUpdateItem	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem	
  UIKit	UICollectionViewUpdateItem.Action	type	apple	enum Action	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action	
  UIKit	UICollectionViewUpdateItem.Action.delete	case	apple	case delete	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/delete	
  UIKit	UICollectionViewUpdateItem.Action.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UICollectionViewUpdateItem.Action.insert	case	apple	case insert	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/insert	
  UIKit	UICollectionViewUpdateItem.Action.move	case	apple	case move	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/move	
  UIKit	UICollectionViewUpdateItem.Action.none	case	apple	case none	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/none	
  UIKit	UICollectionViewUpdateItem.Action.reload	case	apple	case reload	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action/reload	
  UIKit	UICollectionViewUpdateItem.indexPathAfterUpdate	property	apple	@MainActor var indexPathAfterUpdate: IndexPath? { get }	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate	
  UIKit	UICollectionViewUpdateItem.indexPathBeforeUpdate	property	apple	@MainActor var indexPathBeforeUpdate: IndexPath? { get }	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate	
  UIKit	UICollectionViewUpdateItem.updateAction	property	apple	@MainActor var updateAction: UICollectionViewUpdateItem.Action { get }	https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction	
  UIKit	UIColor	type	modelled	class UIColor	https://developer.apple.com/documentation/uikit/uicolor	
  UIKit	UIColor.black	property	modelled	class var black: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/black	
  UIKit	UIColor.blue	property	modelled	class var blue: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/blue	
  UIKit	UIColor.brown	property	modelled	class var brown: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/brown	
  UIKit	UIColor.cgColor	property	modelled	var cgColor: CGColor { get }	https://developer.apple.com/documentation/uikit/uicolor/cgcolor	
  UIKit	UIColor.clear	property	modelled	class var clear: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/clear	
  UIKit	UIColor.copy(with:)	method	apple	func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UIColor.cyan	property	modelled	class var cyan: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/cyan	
  UIKit	UIColor.darkGray	property	modelled	class var darkGray: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/darkgray	
  UIKit	UIColor.encode(with:)	method	apple	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIColor.getRed(_:green:blue:alpha:)	method	modelled	func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool	https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)	
  UIKit	UIColor.getWhite(_:alpha:)	method	apple	func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool	https://developer.apple.com/documentation/uikit/uicolor/getwhite(_:alpha:)	
  UIKit	UIColor.gray	property	modelled	class var gray: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/gray	
  UIKit	UIColor.green	property	modelled	class var green: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/green	
  UIKit	UIColor.init(cgColor:)	init	modelled	init(cgColor: CGColor)	https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)	
  UIKit	UIColor.init(coder:)	init	apple	required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  UIKit	UIColor.init(displayP3Red:green:blue:alpha:)	init	apple	init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:)	
  UIKit	UIColor.init(dynamicProvider:)	init	modelled	init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)	https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)	
  UIKit	UIColor.init(hue:saturation:brightness:alpha:)	init	modelled	init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)	
  UIKit	UIColor.init(red:green:blue:alpha:)	init	modelled	init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)	
  UIKit	UIColor.init(white:alpha:)	init	modelled	init(white: CGFloat, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)	
  UIKit	UIColor.label	property	modelled	class var label: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/label	
  UIKit	UIColor.lightGray	property	modelled	class var lightGray: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/lightgray	
  UIKit	UIColor.magenta	property	modelled	class var magenta: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/magenta	
  UIKit	UIColor.orange	property	modelled	class var orange: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/orange	
  UIKit	UIColor.purple	property	modelled	class var purple: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/purple	
  UIKit	UIColor.red	property	modelled	class var red: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/red	
  UIKit	UIColor.resolvedColor(with:)	method	modelled	func resolvedColor(with traitCollection: UITraitCollection) -> UIColor	https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)	
  UIKit	UIColor.secondaryLabel	property	apple	class var secondaryLabel: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/secondarylabel	
  UIKit	UIColor.secondarySystemBackground	property	modelled	class var secondarySystemBackground: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground	
  UIKit	UIColor.set()	method	modelled	func set()	https://developer.apple.com/documentation/uikit/uicolor/set()	
  UIKit	UIColor.setFill()	method	modelled	func setFill()	https://developer.apple.com/documentation/uikit/uicolor/setfill()	
  UIKit	UIColor.setStroke()	method	modelled	func setStroke()	https://developer.apple.com/documentation/uikit/uicolor/setstroke()	
  UIKit	UIColor.supportsSecureCoding	property	apple	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  UIKit	UIColor.systemBackground	property	modelled	class var systemBackground: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/systembackground	
  UIKit	UIColor.systemBlue	property	modelled	class var systemBlue: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/systemblue	
  UIKit	UIColor.systemGray	property	modelled	class var systemGray: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/systemgray	
  UIKit	UIColor.systemRed	property	modelled	class var systemRed: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/systemred	
  UIKit	UIColor.white	property	modelled	class var white: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/white	
  UIKit	UIColor.withAlphaComponent(_:)	method	modelled	func withAlphaComponent(_ alpha: CGFloat) -> UIColor	https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)	
  UIKit	UIColor.yellow	property	modelled	class var yellow: UIColor { get }	https://developer.apple.com/documentation/uikit/uicolor/yellow	
  UIKit	UIConfigurationState	type	apple	protocol UIConfigurationState	https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd	
  UIKit	UIConfigurationState.init(traitCollection:)	init	apple	init(traitCollection: UITraitCollection)	https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/init(traitcollection:)	
  UIKit	UIConfigurationState.traitCollection	property	apple	var traitCollection: UITraitCollection { get set }	https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/traitcollection	
  UIKit	UIContentConfiguration	type	apple	protocol UIContentConfiguration	https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5	
  UIKit	UIContentConfiguration.makeContentView()	method	apple	@MainActor func makeContentView() -> any UIView & UIContentView	https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()	
  UIKit	UIContentConfiguration.updated(for:)	method	apple	func updated(for state: any UIConfigurationState) -> Self	https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)	
  UIKit	UIContentView	type	apple	@MainActor protocol UIContentView : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uicontentview-5fh3z	
  UIKit	UIContentView.configuration	property	apple	@MainActor var configuration: any UIContentConfiguration { get set }	https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration	
  UIKit	UIControl	type	apple	@MainActor class UIControl	https://developer.apple.com/documentation/uikit/uicontrol	
  UIKit	UIControl.Event	type	apple	struct Event	https://developer.apple.com/documentation/uikit/uicontrol/event	
  UIKit	UIControl.Event.init(rawValue:)	init	apple	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)	
  UIKit	UIControl.Event.rawValue	property	apple	var rawValue: UInt { get }		
  UIKit	UIControl.Event.touchUpInside	property	apple	static var touchUpInside: UIControl.Event { get }	https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside	
  UIKit	UIControl.Event.valueChanged	property	apple	static var valueChanged: UIControl.Event { get }	https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged	
  UIKit	UIControl.addAction(_:for:)	method	apple	@MainActor func addAction(_ action: UIAction, for controlEvents: UIControl.Event)	https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)	
  UIKit	UIControl.isEnabled	property	apple	@MainActor var isEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uicontrol/isenabled	
  UIKit	UICubicTimingParameters	type	modelled	@MainActor class UICubicTimingParameters	https://developer.apple.com/documentation/uikit/uicubictimingparameters	
  UIKit	UICubicTimingParameters.animationCurve	property	modelled	@MainActor var animationCurve: UIView.AnimationCurve { get }	https://developer.apple.com/documentation/uikit/uicubictimingparameters/animationcurve	
  UIKit	UICubicTimingParameters.controlPoint1	property	modelled	@MainActor var controlPoint1: CGPoint { get }	https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint1	
  UIKit	UICubicTimingParameters.controlPoint2	property	modelled	@MainActor var controlPoint2: CGPoint { get }	https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2	
  UIKit	UICubicTimingParameters.copy(with:)	method	modelled	@MainActor func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UICubicTimingParameters.cubicTimingParameters	property	modelled	@MainActor var cubicTimingParameters: UICubicTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters	
  UIKit	UICubicTimingParameters.encode(with:)	method	modelled	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UICubicTimingParameters.init()	init	modelled	@MainActor override init()	https://developer.apple.com/documentation/uikit/uicubictimingparameters/init()	
  UIKit	UICubicTimingParameters.init(animationCurve:)	init	modelled	@MainActor init(animationCurve curve: UIView.AnimationCurve)	https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(animationcurve:)	
  UIKit	UICubicTimingParameters.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(coder:)	
  UIKit	UICubicTimingParameters.init(controlPoint1:controlPoint2:)	init	modelled	@MainActor init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint)	https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)	
  UIKit	UICubicTimingParameters.springTimingParameters	property	modelled	@MainActor var springTimingParameters: UISpringTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters	
  UIKit	UICubicTimingParameters.timingCurveType	property	modelled	@MainActor var timingCurveType: UITimingCurveType { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype	
  UIKit	UIEdgeInsets	type	modelled	struct UIEdgeInsets	https://developer.apple.com/documentation/uikit/uiedgeinsets	
  UIKit	UIEdgeInsets.bottom	property	modelled	var bottom: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom	
  UIKit	UIEdgeInsets.init()	init	modelled	init()	https://developer.apple.com/documentation/uikit/uiedgeinsets/init()	
  UIKit	UIEdgeInsets.init(from:)	init	apple	init(from decoder: any Decoder) throws		
  UIKit	UIEdgeInsets.init(top:left:bottom:right:)	init	modelled	init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)	https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)-6ff7	
  UIKit	UIEdgeInsets.left	property	modelled	var left: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiedgeinsets/left	
  UIKit	UIEdgeInsets.right	property	modelled	var right: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiedgeinsets/right	
  UIKit	UIEdgeInsets.top	property	modelled	var top: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiedgeinsets/top	
  UIKit	UIEdgeInsets.zero	property	modelled	static var zero: UIEdgeInsets { get }	https://developer.apple.com/documentation/uikit/uiedgeinsets/zero	
  UIKit	UIEvent	type	modelled	@MainActor class UIEvent	https://developer.apple.com/documentation/uikit/uievent	
  UIKit	UIFont	type	apple	class UIFont	https://developer.apple.com/documentation/uikit/uifont	
  UIKit	UIFont.TextStyle	type	apple	struct TextStyle	https://developer.apple.com/documentation/uikit/uifont/textstyle	
  UIKit	UIFont.TextStyle.body	property	apple	static var body: UIFont.TextStyle { get }	https://developer.apple.com/documentation/uikit/uifont/textstyle/body	
  UIKit	UIFont.TextStyle.footnote	property	apple	static var footnote: UIFont.TextStyle { get }	https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote	
  UIKit	UIFont.TextStyle.headline	property	apple	static var headline: UIFont.TextStyle { get }	https://developer.apple.com/documentation/uikit/uifont/textstyle/headline	
  UIKit	UIFont.TextStyle.init(rawValue:)	init	apple	init(rawValue: String)	https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)	
  UIKit	UIFont.TextStyle.rawValue	property	apple	var rawValue: String { get }		
  UIKit	UIFont.preferredFont(forTextStyle:)	method	apple	class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont	https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)	
  UIKit	UIFont.systemFont(ofSize:)	method	apple	class func systemFont(ofSize fontSize: CGFloat) -> UIFont	https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)	
  UIKit	UIGestureRecognizer	type	modelled	@MainActor class UIGestureRecognizer	https://developer.apple.com/documentation/uikit/uigesturerecognizer	
  UIKit	UIGestureRecognizer.State	type	modelled	enum State	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum	
  UIKit	UIGestureRecognizer.State.began	case	modelled	case began	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/began	
  UIKit	UIGestureRecognizer.State.cancelled	case	modelled	case cancelled	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/cancelled	
  UIKit	UIGestureRecognizer.State.changed	case	modelled	case changed	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/changed	
  UIKit	UIGestureRecognizer.State.ended	case	modelled	case ended	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/ended	
  UIKit	UIGestureRecognizer.State.failed	case	modelled	case failed	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed	
  UIKit	UIGestureRecognizer.State.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIGestureRecognizer.State.possible	case	modelled	case possible	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/possible	
  UIKit	UIGestureRecognizer.State.recognized	property	modelled	static var recognized: UIGestureRecognizer.State { get }	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/recognized	
  UIKit	UIGestureRecognizer.init()	init	modelled	@MainActor override convenience init()	https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()	
  UIKit	UIGestureRecognizer.init(coder:)	init	apple	@MainActor convenience init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(coder:)	
  UIKit	UIGestureRecognizer.init(target:action:)	init	apple	@MainActor init(target: Any?, action: Selector?)	https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)	
  UIKit	UIGestureRecognizer.isEnabled	property	modelled	@MainActor var isEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled	
  UIKit	UIGestureRecognizer.location(in:)	method	apple	@MainActor func location(in view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)	
  UIKit	UIGestureRecognizer.state	property	modelled	@MainActor var state: UIGestureRecognizer.State { get set }	https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property	
  UIKit	UIGestureRecognizer.view	property	modelled	@MainActor var view: UIView? { get }	https://developer.apple.com/documentation/uikit/uigesturerecognizer/view	
  UIKit	UIGraphicsBeginImageContext(_:)	function	modelled	func UIGraphicsBeginImageContext(_ size: CGSize)	https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontext(_:)	
  UIKit	UIGraphicsBeginImageContextWithOptions(_:_:_:)	function	modelled	func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)	https://developer.apple.com/documentation/uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)	
  UIKit	UIGraphicsDrawingActions	type	apple	typealias UIGraphicsDrawingActions = (UIGraphicsRendererContext) -> Void	https://developer.apple.com/documentation/uikit/uigraphicsdrawingactions	
  UIKit	UIGraphicsEndImageContext()	function	modelled	func UIGraphicsEndImageContext()	https://developer.apple.com/documentation/uikit/uigraphicsendimagecontext()	
  UIKit	UIGraphicsGetCurrentContext()	function	modelled	func UIGraphicsGetCurrentContext() -> CGContext?	https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()	
  UIKit	UIGraphicsGetImageFromCurrentImageContext()	function	modelled	func UIGraphicsGetImageFromCurrentImageContext() -> UIImage?	https://developer.apple.com/documentation/uikit/uigraphicsgetimagefromcurrentimagecontext()	
  UIKit	UIGraphicsImageRenderer	type	modelled	class UIGraphicsImageRenderer	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer	
  UIKit	UIGraphicsImageRenderer.DrawingActions	type	apple	typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions	
  UIKit	UIGraphicsImageRenderer.image(actions:)	method	modelled	func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)	
  UIKit	UIGraphicsImageRenderer.init(bounds:)	init	modelled	convenience init(bounds: CGRect)	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)	
  UIKit	UIGraphicsImageRenderer.init(bounds:format:)	init	modelled	init(bounds: CGRect, format: UIGraphicsImageRendererFormat)	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:format:)	
  UIKit	UIGraphicsImageRenderer.init(size:)	init	modelled	convenience init(size: CGSize)	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)	
  UIKit	UIGraphicsImageRenderer.init(size:format:)	init	modelled	init(size: CGSize, format: UIGraphicsImageRendererFormat)	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)	
  UIKit	UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)	method	apple	func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/jpegdata(withcompressionquality:actions:)	
  UIKit	UIGraphicsImageRenderer.pngData(actions:)	method	apple	func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/pngdata(actions:)	
  UIKit	UIGraphicsImageRendererContext	type	modelled	class UIGraphicsImageRendererContext	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext	
  UIKit	UIGraphicsImageRendererContext.currentImage	property	modelled	var currentImage: UIImage { get }	https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext/currentimage	
  UIKit	UIGraphicsImageRendererFormat	type	modelled	class UIGraphicsImageRendererFormat	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat	
  UIKit	UIGraphicsImageRendererFormat.Range	type	apple	enum Range	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range	
  UIKit	UIGraphicsImageRendererFormat.Range.automatic	case	apple	case automatic	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/automatic	
  UIKit	UIGraphicsImageRendererFormat.Range.extended	case	apple	case extended	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/extended	
  UIKit	UIGraphicsImageRendererFormat.Range.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UIGraphicsImageRendererFormat.Range.standard	case	apple	case standard	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/standard	
  UIKit	UIGraphicsImageRendererFormat.Range.unspecified	case	apple	case unspecified	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range/unspecified	
  UIKit	UIGraphicsImageRendererFormat.opaque	property	modelled	var opaque: Bool { get set }	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/opaque	
  UIKit	UIGraphicsImageRendererFormat.preferredRange	property	apple	var preferredRange: UIGraphicsImageRendererFormat.Range { get set }	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferredrange	
  UIKit	UIGraphicsImageRendererFormat.scale	property	modelled	var scale: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale	
  UIKit	UIGraphicsImageRendererFormat.supportsHighDynamicRange	property	apple	var supportsHighDynamicRange: Bool { get }	https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/supportshighdynamicrange	
  UIKit	UIGraphicsPopContext()	function	modelled	func UIGraphicsPopContext()	https://developer.apple.com/documentation/uikit/uigraphicspopcontext()	
  UIKit	UIGraphicsPushContext(_:)	function	modelled	func UIGraphicsPushContext(_ context: CGContext)	https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)	
  UIKit	UIGraphicsRenderer	type	modelled	class UIGraphicsRenderer	https://developer.apple.com/documentation/uikit/uigraphicsrenderer	
  UIKit	UIGraphicsRenderer.allowsImageOutput	property	apple	var allowsImageOutput: Bool { get }	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/allowsimageoutput	
  UIKit	UIGraphicsRenderer.context(with:)	method	apple	class func context(with format: UIGraphicsRendererFormat) -> CGContext?	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/context(with:)	
  UIKit	UIGraphicsRenderer.format	property	modelled	var format: UIGraphicsRendererFormat { get }	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/format	
  UIKit	UIGraphicsRenderer.init(bounds:)	init	modelled	convenience init(bounds: CGRect)	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)	
  UIKit	UIGraphicsRenderer.init(bounds:format:)	init	modelled	init(bounds: CGRect, format: UIGraphicsRendererFormat)	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:format:)	
  UIKit	UIGraphicsRenderer.prepare(_:with:)	method	apple	class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext)	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/prepare(_:with:)	
  UIKit	UIGraphicsRenderer.rendererContextClass()	method	apple	class func rendererContextClass() -> AnyClass	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/renderercontextclass()	
  UIKit	UIGraphicsRenderer.runDrawingActions(_:completionActions:)	method	apple	func runDrawingActions(_ drawingActions: (UIGraphicsRendererContext) -> Void, completionActions: ((UIGraphicsRendererContext) -> Void)? = nil) throws	https://developer.apple.com/documentation/uikit/uigraphicsrenderer/rundrawingactions(_:completionactions:)	
  UIKit	UIGraphicsRendererContext	type	modelled	class UIGraphicsRendererContext	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext	
  UIKit	UIGraphicsRendererContext.cgContext	property	modelled	var cgContext: CGContext { get }	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext	
  UIKit	UIGraphicsRendererContext.clip(to:)	method	apple	func clip(to rect: CGRect)	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/clip(to:)	
  UIKit	UIGraphicsRendererContext.fill(_:)	method	modelled	func fill(_ rect: CGRect)	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:)	
  UIKit	UIGraphicsRendererContext.fill(_:blendMode:)	method	modelled	func fill(_ rect: CGRect, blendMode: CGBlendMode)	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:blendmode:)	
  UIKit	UIGraphicsRendererContext.format	property	apple	var format: UIGraphicsRendererFormat { get }	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/format	
  UIKit	UIGraphicsRendererContext.stroke(_:)	method	modelled	func stroke(_ rect: CGRect)	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/stroke(_:)	
  UIKit	UIGraphicsRendererContext.stroke(_:blendMode:)	method	modelled	func stroke(_ rect: CGRect, blendMode: CGBlendMode)	https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/stroke(_:blendmode:)	
  UIKit	UIGraphicsRendererFormat	type	modelled	class UIGraphicsRendererFormat	https://developer.apple.com/documentation/uikit/uigraphicsrendererformat	
  UIKit	UIGraphicsRendererFormat.bounds	property	modelled	var bounds: CGRect { get }	https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/bounds	
  UIKit	UIGraphicsRendererFormat.copy(with:)	method	modelled	func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UIGraphicsRendererFormat.default()	method	differs	class func `default`() -> Self	https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/default()	The model declares the format's init() `required` so that default() and preferred() can return Self; in the model both give the simulated screen's scale.
  UIKit	UIGraphicsRendererFormat.preferred()	method	modelled	class func preferred() -> Self	https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/preferred()	
  UIKit	UIImage	type	modelled	class UIImage	https://developer.apple.com/documentation/uikit/uiimage	
  UIKit	UIImage.Orientation	type	modelled	enum Orientation	https://developer.apple.com/documentation/uikit/uiimage/orientation	
  UIKit	UIImage.Orientation.down	case	modelled	case down	https://developer.apple.com/documentation/uikit/uiimage/orientation/down	
  UIKit	UIImage.Orientation.downMirrored	case	modelled	case downMirrored	https://developer.apple.com/documentation/uikit/uiimage/orientation/downmirrored	
  UIKit	UIImage.Orientation.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIImage.Orientation.left	case	modelled	case left	https://developer.apple.com/documentation/uikit/uiimage/orientation/left	
  UIKit	UIImage.Orientation.leftMirrored	case	modelled	case leftMirrored	https://developer.apple.com/documentation/uikit/uiimage/orientation/leftmirrored	
  UIKit	UIImage.Orientation.right	case	modelled	case right	https://developer.apple.com/documentation/uikit/uiimage/orientation/right	
  UIKit	UIImage.Orientation.rightMirrored	case	modelled	case rightMirrored	https://developer.apple.com/documentation/uikit/uiimage/orientation/rightmirrored	
  UIKit	UIImage.Orientation.up	case	modelled	case up	https://developer.apple.com/documentation/uikit/uiimage/orientation/up	
  UIKit	UIImage.Orientation.upMirrored	case	modelled	case upMirrored	https://developer.apple.com/documentation/uikit/uiimage/orientation/upmirrored	
  UIKit	UIImage.RenderingMode	type	apple	enum RenderingMode	https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum	
  UIKit	UIImage.RenderingMode.alwaysOriginal	case	apple	case alwaysOriginal	https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaysoriginal	
  UIKit	UIImage.RenderingMode.alwaysTemplate	case	apple	case alwaysTemplate	https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/alwaystemplate	
  UIKit	UIImage.RenderingMode.automatic	case	apple	case automatic	https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/automatic	
  UIKit	UIImage.RenderingMode.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UIImage.cgImage	property	modelled	var cgImage: CGImage? { get }	https://developer.apple.com/documentation/uikit/uiimage/cgimage	
  UIKit	UIImage.draw(at:)	method	modelled	func draw(at point: CGPoint)	https://developer.apple.com/documentation/uikit/uiimage/draw(at:)	
  UIKit	UIImage.draw(at:blendMode:alpha:)	method	modelled	func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uiimage/draw(at:blendmode:alpha:)	
  UIKit	UIImage.draw(in:)	method	modelled	func draw(in rect: CGRect)	https://developer.apple.com/documentation/uikit/uiimage/draw(in:)	
  UIKit	UIImage.draw(in:blendMode:alpha:)	method	modelled	func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat)	https://developer.apple.com/documentation/uikit/uiimage/draw(in:blendmode:alpha:)	
  UIKit	UIImage.encode(with:)	method	apple	func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIImage.imageOrientation	property	modelled	var imageOrientation: UIImage.Orientation { get }	https://developer.apple.com/documentation/uikit/uiimage/imageorientation	
  UIKit	UIImage.imageRendererFormat	property	apple	var imageRendererFormat: UIGraphicsImageRendererFormat { get }	https://developer.apple.com/documentation/uikit/uiimage/imagerendererformat	
  UIKit	UIImage.init(cgImage:)	init	modelled	init(cgImage: CGImage)	https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:)	
  UIKit	UIImage.init(cgImage:scale:orientation:)	init	modelled	init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation)	https://developer.apple.com/documentation/uikit/uiimage/init(cgimage:scale:orientation:)	
  UIKit	UIImage.init(coder:)	init	apple	required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  UIKit	UIImage.init(named:)	init	apple	init?(named name: String)	https://developer.apple.com/documentation/uikit/uiimage/init(named:)	
  UIKit	UIImage.jpegData(compressionQuality:)	method	apple	func jpegData(compressionQuality: CGFloat) -> Data?	https://developer.apple.com/documentation/uikit/uiimage/jpegdata(compressionquality:)	
  UIKit	UIImage.pngData()	method	apple	func pngData() -> Data?	https://developer.apple.com/documentation/uikit/uiimage/pngdata()	
  UIKit	UIImage.renderingMode	property	apple	var renderingMode: UIImage.RenderingMode { get }	https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.property	
  UIKit	UIImage.scale	property	modelled	var scale: CGFloat { get }	https://developer.apple.com/documentation/uikit/uiimage/scale	
  UIKit	UIImage.size	property	modelled	var size: CGSize { get }	https://developer.apple.com/documentation/uikit/uiimage/size	
  UIKit	UIImage.supportsSecureCoding	property	apple	class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  UIKit	UIImage.withRenderingMode(_:)	method	apple	func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage	https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)	
  UIKit	UIImage.withTintColor(_:)	method	apple	func withTintColor(_ color: UIColor) -> UIImage	https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)	
  UIKit	UIImage.withTintColor(_:renderingMode:)	method	apple	func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage	https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:renderingmode:)	
  UIKit	UIImageView	type	modelled	@MainActor class UIImageView	https://developer.apple.com/documentation/uikit/uiimageview	
  UIKit	UIImageView.image	property	modelled	@MainActor var image: UIImage? { get set }	https://developer.apple.com/documentation/uikit/uiimageview/image	
  UIKit	UIImageView.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uiview/init(coder:)	
  UIKit	UIImageView.init(frame:)	init	modelled	@MainActor override init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uiview/init(frame:)	
  UIKit	UIImageView.init(image:)	init	modelled	@MainActor init(image: UIImage?)	https://developer.apple.com/documentation/uikit/uiimageview/init(image:)	
  UIKit	UIImageView.init(image:highlightedImage:)	init	apple	@MainActor init(image: UIImage?, highlightedImage: UIImage?)	https://developer.apple.com/documentation/uikit/uiimageview/init(image:highlightedimage:)	
  UIKit	UILabel	type	modelled	@MainActor class UILabel	https://developer.apple.com/documentation/uikit/uilabel	
  UIKit	UILabel.font	property	apple	@MainActor var font: UIFont! { get set }	https://developer.apple.com/documentation/uikit/uilabel/font	
  UIKit	UILabel.numberOfLines	property	modelled	@MainActor var numberOfLines: Int { get set }	https://developer.apple.com/documentation/uikit/uilabel/numberoflines	
  UIKit	UILabel.text	property	modelled	@MainActor var text: String? { get set }	https://developer.apple.com/documentation/uikit/uilabel/text	
  UIKit	UILabel.textAlignment	property	modelled	@MainActor var textAlignment: NSTextAlignment { get set }	https://developer.apple.com/documentation/uikit/uilabel/textalignment	
  UIKit	UILabel.textColor	property	modelled	@MainActor var textColor: UIColor! { get set }	https://developer.apple.com/documentation/uikit/uilabel/textcolor	
  UIKit	UIListContentConfiguration	type	apple	struct UIListContentConfiguration	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct	
  UIKit	UIListContentConfiguration.TextProperties	type	apple	struct TextProperties	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct	
  UIKit	UIListContentConfiguration.TextProperties.color	property	apple	var color: UIColor { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color	
  UIKit	UIListContentConfiguration.TextProperties.numberOfLines	property	apple	var numberOfLines: Int { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines	
  UIKit	UIListContentConfiguration.cell()	method	apple	static func cell() -> UIListContentConfiguration	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()	
  UIKit	UIListContentConfiguration.makeContentView()	method	apple	@MainActor func makeContentView() -> any UIView & UIContentView	https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()	
  UIKit	UIListContentConfiguration.secondaryText	property	apple	var secondaryText: String? { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext	
  UIKit	UIListContentConfiguration.secondaryTextProperties	property	apple	var secondaryTextProperties: UIListContentConfiguration.TextProperties { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties	
  UIKit	UIListContentConfiguration.subtitleCell()	method	apple	static func subtitleCell() -> UIListContentConfiguration	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()	
  UIKit	UIListContentConfiguration.text	property	apple	var text: String? { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text	
  UIKit	UIListContentConfiguration.textProperties	property	apple	var textProperties: UIListContentConfiguration.TextProperties { get set }	https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property	
  UIKit	UIListContentConfiguration.updated(for:)	method	apple	func updated(for state: any UIConfigurationState) -> UIListContentConfiguration	https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)	
  UIKit	UIMenuElement	type	apple	@MainActor class UIMenuElement	https://developer.apple.com/documentation/uikit/uimenuelement	
  UIKit	UIMenuElement.Attributes	type	apple	struct Attributes	https://developer.apple.com/documentation/uikit/uimenuelement/attributes	
  UIKit	UIMenuElement.Attributes.destructive	property	apple	static var destructive: UIMenuElement.Attributes { get }	https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive	
  UIKit	UIMenuElement.Attributes.disabled	property	apple	static var disabled: UIMenuElement.Attributes { get }	https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled	
  UIKit	UIMenuElement.Attributes.hidden	property	apple	static var hidden: UIMenuElement.Attributes { get }	https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden	
  UIKit	UIMenuElement.Attributes.init(rawValue:)	init	apple	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)	
  UIKit	UIMenuElement.Attributes.keepsMenuPresented	property	apple	static var keepsMenuPresented: UIMenuElement.Attributes { get }	https://developer.apple.com/documentation/uikit/uimenuelement/attributes/keepsmenupresented	
  UIKit	UIMenuElement.Attributes.rawValue	property	apple	var rawValue: UInt { get }		
  UIKit	UIMenuElement.State	type	apple	enum State	https://developer.apple.com/documentation/uikit/uimenuelement/state	
  UIKit	UIMenuElement.State.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UIMenuElement.State.mixed	case	apple	case mixed	https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed	
  UIKit	UIMenuElement.State.off	case	apple	case off	https://developer.apple.com/documentation/uikit/uimenuelement/state/off	
  UIKit	UIMenuElement.State.on	case	apple	case on	https://developer.apple.com/documentation/uikit/uimenuelement/state/on	
  UIKit	UIMenuElement.copy(with:)	method	apple	@MainActor func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UIMenuElement.encode(with:)	method	apple	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIMenuElement.init(coder:)	init	apple	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uimenuelement/init(coder:)	
  UIKit	UIMenuElement.supportsSecureCoding	property	apple	@MainActor class var supportsSecureCoding: Bool { get }	https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding	
  UIKit	UINavigationBar	type	apple	@MainActor class UINavigationBar	https://developer.apple.com/documentation/uikit/uinavigationbar	
  UIKit	UINavigationBar.prefersLargeTitles	property	apple	@MainActor var prefersLargeTitles: Bool { get set }	https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles	
  UIKit	UINavigationController	type	apple	@MainActor class UINavigationController	https://developer.apple.com/documentation/uikit/uinavigationcontroller	
  UIKit	UINavigationController.init(coder:)	init	apple	@MainActor required init?(coder aDecoder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  UIKit	UINavigationController.init(navigationBarClass:toolbarClass:)	init	apple	@MainActor init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?)	https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:)	
  UIKit	UINavigationController.init(nibName:bundle:)	init	apple	@MainActor override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)	https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)	
  UIKit	UINavigationController.init(rootViewController:)	init	apple	@MainActor init(rootViewController: UIViewController)	https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)	
  UIKit	UINavigationController.navigationBar	property	apple	@MainActor var navigationBar: UINavigationBar { get }	https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar	
  UIKit	UINavigationController.pushViewController(_:animated:)	method	apple	@MainActor func pushViewController(_ viewController: UIViewController, animated: Bool)	https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)	
  UIKit	UINavigationItem	type	apple	@MainActor class UINavigationItem	https://developer.apple.com/documentation/uikit/uinavigationitem	
  UIKit	UINavigationItem.LargeTitleDisplayMode	type	apple	enum LargeTitleDisplayMode	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum	
  UIKit	UINavigationItem.LargeTitleDisplayMode.always	case	apple	case always	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/always	
  UIKit	UINavigationItem.LargeTitleDisplayMode.automatic	case	apple	case automatic	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic	
  UIKit	UINavigationItem.LargeTitleDisplayMode.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UINavigationItem.LargeTitleDisplayMode.inline	case	apple	case inline	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/inline	
  UIKit	UINavigationItem.LargeTitleDisplayMode.never	case	apple	case never	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/never	
  UIKit	UINavigationItem.encode(with:)	method	apple	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UINavigationItem.init()	init	apple	@MainActor override convenience init()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()	
  UIKit	UINavigationItem.init(coder:)	init	apple	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/init(coder:)	
  UIKit	UINavigationItem.init(title:)	init	apple	@MainActor init(title: String)	https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)	
  UIKit	UINavigationItem.largeTitleDisplayMode	property	apple	@MainActor var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode { get set }	https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property	
  UIKit	UINavigationItem.titleView	property	apple	@MainActor var titleView: UIView? { get set }	https://developer.apple.com/documentation/uikit/uinavigationitem/titleview	
  UIKit	UIOffset	type	apple	struct UIOffset	https://developer.apple.com/documentation/uikit/uioffset	
  UIKit	UIOffset.horizontal	property	apple	var horizontal: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uioffset/horizontal	
  UIKit	UIOffset.init()	init	apple	init()	https://developer.apple.com/documentation/uikit/uioffset/init()	
  UIKit	UIOffset.init(from:)	init	apple	init(from decoder: any Decoder) throws		
  UIKit	UIOffset.init(horizontal:vertical:)	init	apple	init(horizontal: CGFloat, vertical: CGFloat)	https://developer.apple.com/documentation/uikit/uioffset/init(horizontal:vertical:)-9wl8x	
  UIKit	UIOffset.vertical	property	apple	var vertical: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uioffset/vertical	
  UIKit	UIOffset.zero	property	apple	static var zero: UIOffset { get }	https://developer.apple.com/documentation/uikit/uioffset/zero	
  UIKit	UIPanGestureRecognizer	type	modelled	@MainActor class UIPanGestureRecognizer	https://developer.apple.com/documentation/uikit/uipangesturerecognizer	
  UIKit	UIPanGestureRecognizer.setTranslation(_:in:)	method	modelled	@MainActor func setTranslation(_ translation: CGPoint, in view: UIView?)	https://developer.apple.com/documentation/uikit/uipangesturerecognizer/settranslation(_:in:)	
  UIKit	UIPanGestureRecognizer.translation(in:)	method	modelled	@MainActor func translation(in view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)	
  UIKit	UIPanGestureRecognizer.velocity(in:)	method	modelled	@MainActor func velocity(in view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)	
  UIKit	UIPresentationController	type	apple	@MainActor class UIPresentationController	https://developer.apple.com/documentation/uikit/uipresentationcontroller	
  UIKit	UIRectCorner	type	modelled	struct UIRectCorner	https://developer.apple.com/documentation/uikit/uirectcorner	
  UIKit	UIRectCorner.allCorners	property	modelled	static var allCorners: UIRectCorner { get }	https://developer.apple.com/documentation/uikit/uirectcorner/allcorners	
  UIKit	UIRectCorner.bottomLeft	property	modelled	static var bottomLeft: UIRectCorner { get }	https://developer.apple.com/documentation/uikit/uirectcorner/bottomleft	
  UIKit	UIRectCorner.bottomRight	property	modelled	static var bottomRight: UIRectCorner { get }	https://developer.apple.com/documentation/uikit/uirectcorner/bottomright	
  UIKit	UIRectCorner.init(rawValue:)	init	modelled	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uirectcorner/init(rawvalue:)	
  UIKit	UIRectCorner.rawValue	property	modelled	let rawValue: UInt		
  UIKit	UIRectCorner.topLeft	property	modelled	static var topLeft: UIRectCorner { get }	https://developer.apple.com/documentation/uikit/uirectcorner/topleft	
  UIKit	UIRectCorner.topRight	property	modelled	static var topRight: UIRectCorner { get }	https://developer.apple.com/documentation/uikit/uirectcorner/topright	
  UIKit	UIResponder	type	modelled	@MainActor class UIResponder	https://developer.apple.com/documentation/uikit/uiresponder	
  UIKit	UIResponder.accessibilityDecrement()	method	modelled	@MainActor func accessibilityDecrement()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()	
  UIKit	UIResponder.accessibilityIncrement()	method	modelled	@MainActor func accessibilityIncrement()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()	
  UIKit	UIResponder.accessibilityLabel	property	modelled	@MainActor var accessibilityLabel: String? { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel	
  UIKit	UIResponder.accessibilityPath	property	modelled	@MainActor var accessibilityPath: UIBezierPath? { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitypath	
  UIKit	UIResponder.accessibilityPerformEscape()	method	modelled	@MainActor func accessibilityPerformEscape() -> Bool	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()	
  UIKit	UIResponder.accessibilityTraits	property	modelled	@MainActor var accessibilityTraits: UIAccessibilityTraits { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits	
  UIKit	UIResponder.accessibilityValue	property	modelled	@MainActor var accessibilityValue: String? { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue	
  UIKit	UIResponder.accessibilityViewIsModal	property	modelled	@MainActor var accessibilityViewIsModal: Bool { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal	
  UIKit	UIResponder.isAccessibilityElement	property	modelled	@MainActor var isAccessibilityElement: Bool { get set }	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement	
  UIKit	UIResponder.next	property	apple	@MainActor var next: UIResponder? { get }	https://developer.apple.com/documentation/uikit/uiresponder/next	
  UIKit	UIResponder.touchesBegan(_:with:)	method	apple	@MainActor func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)	https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)	
  UIKit	UIResponder.touchesCancelled(_:with:)	method	apple	@MainActor func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?)	https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)	
  UIKit	UIResponder.touchesEnded(_:with:)	method	apple	@MainActor func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)	https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)	
  UIKit	UIResponder.touchesMoved(_:with:)	method	apple	@MainActor func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?)	https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)	
  UIKit	UIScreen	type	modelled	@MainActor class UIScreen	https://developer.apple.com/documentation/uikit/uiscreen	
  UIKit	UIScreen.bounds	property	modelled	@MainActor var bounds: CGRect { get }	https://developer.apple.com/documentation/uikit/uiscreen/bounds	
  UIKit	UIScreen.main	property	modelled	@MainActor class var main: UIScreen { get }	https://developer.apple.com/documentation/uikit/uiscreen/main	
  UIKit	UIScreen.scale	property	modelled	@MainActor var scale: CGFloat { get }	https://developer.apple.com/documentation/uikit/uiscreen/scale	
  UIKit	UIScrollView	type	modelled	@MainActor class UIScrollView	https://developer.apple.com/documentation/uikit/uiscrollview	
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior	type	apple	enum ContentInsetAdjustmentBehavior	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum	
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior.always	case	apple	case always	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always	
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior.automatic	case	apple	case automatic	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic	
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior.never	case	apple	case never	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never	
  UIKit	UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes	case	apple	case scrollableAxes	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes	
  UIKit	UIScrollView.DecelerationRate	type	modelled	struct DecelerationRate	https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct	
  UIKit	UIScrollView.DecelerationRate.fast	property	modelled	static var fast: UIScrollView.DecelerationRate { get }	https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast	
  UIKit	UIScrollView.DecelerationRate.init(rawValue:)	init	modelled	init(rawValue: CGFloat)	https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)	
  UIKit	UIScrollView.DecelerationRate.normal	property	modelled	static var normal: UIScrollView.DecelerationRate { get }	https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal	
  UIKit	UIScrollView.DecelerationRate.rawValue	property	modelled	var rawValue: CGFloat { get }		
  UIKit	UIScrollView.adjustedContentInset	property	modelled	@MainActor var adjustedContentInset: UIEdgeInsets { get }	https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset	
  UIKit	UIScrollView.alwaysBounceHorizontal	property	modelled	@MainActor var alwaysBounceHorizontal: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal	
  UIKit	UIScrollView.alwaysBounceVertical	property	modelled	@MainActor var alwaysBounceVertical: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical	
  UIKit	UIScrollView.bounces	property	modelled	@MainActor var bounces: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/bounces	
  UIKit	UIScrollView.contentInset	property	modelled	@MainActor var contentInset: UIEdgeInsets { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/contentinset	
  UIKit	UIScrollView.contentInsetAdjustmentBehavior	property	apple	@MainActor var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property	
  UIKit	UIScrollView.contentOffset	property	modelled	@MainActor var contentOffset: CGPoint { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset	
  UIKit	UIScrollView.contentSize	property	modelled	@MainActor var contentSize: CGSize { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/contentsize	
  UIKit	UIScrollView.decelerationRate	property	modelled	@MainActor var decelerationRate: UIScrollView.DecelerationRate { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property	
  UIKit	UIScrollView.delegate	property	modelled	@MainActor weak var delegate: (any UIScrollViewDelegate)? { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/delegate	
  UIKit	UIScrollView.isDecelerating	property	modelled	@MainActor var isDecelerating: Bool { get }	https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating	
  UIKit	UIScrollView.isDragging	property	modelled	@MainActor var isDragging: Bool { get }	https://developer.apple.com/documentation/uikit/uiscrollview/isdragging	
  UIKit	UIScrollView.isPagingEnabled	property	modelled	@MainActor var isPagingEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled	
  UIKit	UIScrollView.isScrollEnabled	property	modelled	@MainActor var isScrollEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled	
  UIKit	UIScrollView.isTracking	property	modelled	@MainActor var isTracking: Bool { get }	https://developer.apple.com/documentation/uikit/uiscrollview/istracking	
  UIKit	UIScrollView.panGestureRecognizer	property	modelled	@MainActor var panGestureRecognizer: UIPanGestureRecognizer { get }	https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer	
  UIKit	UIScrollView.scrollRectToVisible(_:animated:)	method	apple	@MainActor func scrollRectToVisible(_ rect: CGRect, animated: Bool)	https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)	
  UIKit	UIScrollView.setContentOffset(_:animated:)	method	modelled	@MainActor func setContentOffset(_ contentOffset: CGPoint, animated: Bool)	https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)	
  UIKit	UIScrollView.showsHorizontalScrollIndicator	property	modelled	@MainActor var showsHorizontalScrollIndicator: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator	
  UIKit	UIScrollView.showsVerticalScrollIndicator	property	modelled	@MainActor var showsVerticalScrollIndicator: Bool { get set }	https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator	
  UIKit	UIScrollViewDelegate	type	modelled	@MainActor protocol UIScrollViewDelegate : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate	
  UIKit	UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)	method	modelled	@MainActor func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)	
  UIKit	UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)	method	modelled	@MainActor func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)	
  UIKit	UIScrollViewDelegate.scrollViewDidScroll(_:)	method	modelled	@MainActor func scrollViewDidScroll(_ scrollView: UIScrollView)	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)	
  UIKit	UIScrollViewDelegate.scrollViewWillBeginDragging(_:)	method	modelled	@MainActor func scrollViewWillBeginDragging(_ scrollView: UIScrollView)	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)	
  UIKit	UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)	method	modelled	@MainActor func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)	https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)	
  UIKit	UISegmentedControl	type	apple	@MainActor class UISegmentedControl	https://developer.apple.com/documentation/uikit/uisegmentedcontrol	
  UIKit	UISegmentedControl.init(coder:)	init	apple	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(coder:)	
  UIKit	UISegmentedControl.init(frame:)	init	apple	@MainActor override init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(frame:)	
  UIKit	UISegmentedControl.init(items:)	init	apple	@MainActor init(items: [Any]?)	https://developer.apple.com/documentation/uikit/uisegmentedcontrol/init(items:)	
  UIKit	UISegmentedControl.numberOfSegments	property	apple	@MainActor var numberOfSegments: Int { get }	https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments	
  UIKit	UISegmentedControl.selectedSegmentIndex	property	apple	@MainActor var selectedSegmentIndex: Int { get set }	https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex	
  UIKit	UISheetPresentationController	type	apple	@MainActor class UISheetPresentationController	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller	
  UIKit	UISheetPresentationController.Detent	type	apple	@MainActor class Detent	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent	
  UIKit	UISheetPresentationController.Detent.Identifier	type	apple	struct Identifier	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct	
  UIKit	UISheetPresentationController.Detent.Identifier.init(_:)	init	apple	init(_ rawValue: String)	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)	
  UIKit	UISheetPresentationController.Detent.Identifier.init(rawValue:)	init	apple	init(rawValue: String)	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)	
  UIKit	UISheetPresentationController.Detent.Identifier.large	property	apple	static let large: UISheetPresentationController.Detent.Identifier	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large	
  UIKit	UISheetPresentationController.Detent.Identifier.medium	property	apple	static let medium: UISheetPresentationController.Detent.Identifier	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium	
  UIKit	UISheetPresentationController.Detent.Identifier.rawValue	property	apple	let rawValue: String		
  UIKit	UISheetPresentationController.Detent.custom(identifier:resolver:)	method	apple	@MainActor @preconcurrency static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> UISheetPresentationController.Detent	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)	
  UIKit	UISheetPresentationController.Detent.large()	method	apple	@MainActor class func large() -> Self	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()	
  UIKit	UISheetPresentationController.Detent.medium()	method	apple	@MainActor class func medium() -> Self	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()	
  UIKit	UISheetPresentationController.detents	property	apple	@MainActor var detents: [UISheetPresentationController.Detent] { get set }	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents	
  UIKit	UISheetPresentationController.largestUndimmedDetentIdentifier	property	apple	@MainActor var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? { get set }	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier	
  UIKit	UISheetPresentationController.prefersGrabberVisible	property	apple	@MainActor var prefersGrabberVisible: Bool { get set }	https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible	
  UIKit	UISheetPresentationControllerDetentResolutionContext	type	apple	@MainActor protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext	
  UIKit	UISheetPresentationControllerDetentResolutionContext.maximumDetentValue	property	apple	@MainActor var maximumDetentValue: CGFloat { get }	https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue	
  UIKit	UISpringTimingParameters	type	modelled	@MainActor class UISpringTimingParameters	https://developer.apple.com/documentation/uikit/uispringtimingparameters	
  UIKit	UISpringTimingParameters.copy(with:)	method	modelled	@MainActor func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UISpringTimingParameters.cubicTimingParameters	property	modelled	@MainActor var cubicTimingParameters: UICubicTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters	
  UIKit	UISpringTimingParameters.encode(with:)	method	modelled	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UISpringTimingParameters.init()	init	modelled	@MainActor override init()	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init()	
  UIKit	UISpringTimingParameters.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(coder:)	
  UIKit	UISpringTimingParameters.init(dampingRatio:)	init	modelled	@MainActor convenience init(dampingRatio ratio: CGFloat)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:)	
  UIKit	UISpringTimingParameters.init(dampingRatio:initialVelocity:)	init	modelled	@MainActor init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)	
  UIKit	UISpringTimingParameters.init(duration:bounce:)	init	modelled	@MainActor convenience init(duration: TimeInterval, bounce: CGFloat)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:)	
  UIKit	UISpringTimingParameters.init(duration:bounce:initialVelocity:)	init	modelled	@MainActor init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:initialvelocity:)	
  UIKit	UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)	init	modelled	@MainActor init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector)	https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)	
  UIKit	UISpringTimingParameters.initialVelocity	property	modelled	@MainActor var initialVelocity: CGVector { get }	https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity	
  UIKit	UISpringTimingParameters.springTimingParameters	property	modelled	@MainActor var springTimingParameters: UISpringTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters	
  UIKit	UISpringTimingParameters.timingCurveType	property	modelled	@MainActor var timingCurveType: UITimingCurveType { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype	
  UIKit	UISwitch	type	apple	@MainActor class UISwitch	https://developer.apple.com/documentation/uikit/uiswitch	
  UIKit	UISwitch.init(coder:)	init	apple	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)	
  UIKit	UISwitch.init(frame:)	init	apple	@MainActor override init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)	
  UIKit	UISwitch.isOn	property	apple	@MainActor var isOn: Bool { get set }	https://developer.apple.com/documentation/uikit/uiswitch/ison	
  UIKit	UISwitch.setOn(_:animated:)	method	apple	@MainActor func setOn(_ on: Bool, animated: Bool)	https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)	
  UIKit	UITableView	type	modelled	@MainActor class UITableView	https://developer.apple.com/documentation/uikit/uitableview	
  UIKit	UITableView.ScrollPosition	type	modelled	enum ScrollPosition	https://developer.apple.com/documentation/uikit/uitableview/scrollposition	
  UIKit	UITableView.ScrollPosition.bottom	case	modelled	case bottom	https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom	
  UIKit	UITableView.ScrollPosition.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITableView.ScrollPosition.middle	case	modelled	case middle	https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle	
  UIKit	UITableView.ScrollPosition.none	case	modelled	case none	https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none	
  UIKit	UITableView.ScrollPosition.top	case	modelled	case top	https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top	
  UIKit	UITableView.Style	type	modelled	enum Style	https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum	
  UIKit	UITableView.Style.grouped	case	modelled	case grouped	https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped	
  UIKit	UITableView.Style.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITableView.Style.insetGrouped	case	modelled	case insetGrouped	https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped	
  UIKit	UITableView.Style.plain	case	modelled	case plain	https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain	
  UIKit	UITableView.allowsSelection	property	modelled	@MainActor var allowsSelection: Bool { get set }	https://developer.apple.com/documentation/uikit/uitableview/allowsselection	
  UIKit	UITableView.cellForRow(at:)	method	modelled	@MainActor func cellForRow(at indexPath: IndexPath) -> UITableViewCell?	https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)	
  UIKit	UITableView.dataSource	property	modelled	@MainActor weak var dataSource: (any UITableViewDataSource)? { get set }	https://developer.apple.com/documentation/uikit/uitableview/datasource	
  UIKit	UITableView.delegate	property	differs	@MainActor override weak var delegate: (any UIScrollViewDelegate)? { get set }	https://developer.apple.com/documentation/uikit/uitableview/delegate	Apple declares it as UITableViewDelegate?; Swift cannot narrow an inherited read-write property, so the stand-in and the model keep UIScrollView's type, UIScrollViewDelegate?. Assigning a UITableViewDelegate compiles in both; reading it back gives UIScrollViewDelegate? here (cast with `as? UITableViewDelegate`).
  UIKit	UITableView.dequeueReusableCell(withIdentifier:)	method	modelled	@MainActor func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?	https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)	
  UIKit	UITableView.dequeueReusableCell(withIdentifier:for:)	method	modelled	@MainActor func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell	https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)	
  UIKit	UITableView.deselectRow(at:animated:)	method	modelled	@MainActor func deselectRow(at indexPath: IndexPath, animated: Bool)	https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)	
  UIKit	UITableView.estimatedRowHeight	property	modelled	@MainActor var estimatedRowHeight: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight	
  UIKit	UITableView.indexPathsForVisibleRows	property	modelled	@MainActor var indexPathsForVisibleRows: [IndexPath]? { get }	https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows	
  UIKit	UITableView.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uitableview/init(coder:)	
  UIKit	UITableView.init(frame:)	init	modelled	@MainActor override convenience init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uiview/init(frame:)	
  UIKit	UITableView.init(frame:style:)	init	modelled	@MainActor init(frame: CGRect, style: UITableView.Style)	https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)	
  UIKit	UITableView.numberOfRows(inSection:)	method	modelled	@MainActor func numberOfRows(inSection section: Int) -> Int	https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)	
  UIKit	UITableView.numberOfSections	property	modelled	@MainActor var numberOfSections: Int { get }	https://developer.apple.com/documentation/uikit/uitableview/numberofsections	
  UIKit	UITableView.rectForRow(at:)	method	modelled	@MainActor func rectForRow(at indexPath: IndexPath) -> CGRect	https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)	
  UIKit	UITableView.register(_:forCellReuseIdentifier:)	method	modelled	@MainActor func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)	https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct	
  UIKit	UITableView.reloadData()	method	modelled	@MainActor func reloadData()	https://developer.apple.com/documentation/uikit/uitableview/reloaddata()	
  UIKit	UITableView.rowHeight	property	modelled	@MainActor var rowHeight: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uitableview/rowheight	
  UIKit	UITableView.selectRow(at:animated:scrollPosition:)	method	modelled	@MainActor func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition)	https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)	
  UIKit	UITableView.separatorStyle	property	modelled	@MainActor var separatorStyle: UITableViewCell.SeparatorStyle { get set }	https://developer.apple.com/documentation/uikit/uitableview/separatorstyle	
  UIKit	UITableView.style	property	modelled	@MainActor var style: UITableView.Style { get }	https://developer.apple.com/documentation/uikit/uitableview/style-swift.property	
  UIKit	UITableView.visibleCells	property	modelled	@MainActor var visibleCells: [UITableViewCell] { get }	https://developer.apple.com/documentation/uikit/uitableview/visiblecells	
  UIKit	UITableViewCell	type	modelled	@MainActor class UITableViewCell	https://developer.apple.com/documentation/uikit/uitableviewcell	
  UIKit	UITableViewCell.AccessoryType	type	apple	enum AccessoryType	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum	
  UIKit	UITableViewCell.AccessoryType.checkmark	case	apple	case checkmark	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark	
  UIKit	UITableViewCell.AccessoryType.detailButton	case	apple	case detailButton	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton	
  UIKit	UITableViewCell.AccessoryType.detailDisclosureButton	case	apple	case detailDisclosureButton	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detaildisclosurebutton	
  UIKit	UITableViewCell.AccessoryType.disclosureIndicator	case	apple	case disclosureIndicator	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator	
  UIKit	UITableViewCell.AccessoryType.init(rawValue:)	init	apple	init?(rawValue: Int)		
  UIKit	UITableViewCell.AccessoryType.none	case	apple	case none	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none	
  UIKit	UITableViewCell.CellStyle	type	modelled	enum CellStyle	https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle	
  UIKit	UITableViewCell.CellStyle.default	case	modelled	case `default`	https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default	
  UIKit	UITableViewCell.CellStyle.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITableViewCell.CellStyle.subtitle	case	modelled	case subtitle	https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle	
  UIKit	UITableViewCell.CellStyle.value1	case	modelled	case value1	https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1	
  UIKit	UITableViewCell.CellStyle.value2	case	modelled	case value2	https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2	
  UIKit	UITableViewCell.SelectionStyle	type	modelled	enum SelectionStyle	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum	
  UIKit	UITableViewCell.SelectionStyle.blue	case	modelled	case blue	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/blue	
  UIKit	UITableViewCell.SelectionStyle.default	case	modelled	case `default`	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default	
  UIKit	UITableViewCell.SelectionStyle.gray	case	modelled	case gray	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/gray	
  UIKit	UITableViewCell.SelectionStyle.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITableViewCell.SelectionStyle.none	case	modelled	case none	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none	
  UIKit	UITableViewCell.SeparatorStyle	type	modelled	enum SeparatorStyle	https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle	
  UIKit	UITableViewCell.SeparatorStyle.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITableViewCell.SeparatorStyle.none	case	modelled	case none	https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/none	
  UIKit	UITableViewCell.SeparatorStyle.singleLine	case	modelled	case singleLine	https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singleline	
  UIKit	UITableViewCell.SeparatorStyle.singleLineEtched	case	modelled	case singleLineEtched	https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singlelineetched	
  UIKit	UITableViewCell.accessoryType	property	apple	@MainActor var accessoryType: UITableViewCell.AccessoryType { get set }	https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property	
  UIKit	UITableViewCell.backgroundView	property	apple	@MainActor var backgroundView: UIView? { get set }	https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview	
  UIKit	UITableViewCell.contentConfiguration	property	apple	@MainActor @preconcurrency var contentConfiguration: (any UIContentConfiguration)? { get set }	https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox	
  UIKit	UITableViewCell.contentView	property	modelled	@MainActor var contentView: UIView { get }	https://developer.apple.com/documentation/uikit/uitableviewcell/contentview	
  UIKit	UITableViewCell.defaultContentConfiguration()	method	apple	@MainActor @preconcurrency func defaultContentConfiguration() -> UIListContentConfiguration	https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()	
  UIKit	UITableViewCell.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)	
  UIKit	UITableViewCell.init(frame:)	init	modelled	@MainActor override convenience init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uiview/init(frame:)	
  UIKit	UITableViewCell.init(style:reuseIdentifier:)	init	modelled	@MainActor init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)	https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)	
  UIKit	UITableViewCell.isSelected	property	modelled	@MainActor var isSelected: Bool { get set }	https://developer.apple.com/documentation/uikit/uitableviewcell/isselected	
  UIKit	UITableViewCell.prepareForReuse()	method	modelled	@MainActor func prepareForReuse()	https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()	
  UIKit	UITableViewCell.reuseIdentifier	property	modelled	@MainActor var reuseIdentifier: String? { get }	https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier	
  UIKit	UITableViewCell.selectionStyle	property	modelled	@MainActor var selectionStyle: UITableViewCell.SelectionStyle { get set }	https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property	
  UIKit	UITableViewCell.setSelected(_:animated:)	method	modelled	@MainActor func setSelected(_ selected: Bool, animated: Bool)	https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)	
  UIKit	UITableViewDataSource	type	modelled	@MainActor protocol UITableViewDataSource : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uitableviewdatasource	
  UIKit	UITableViewDataSource.numberOfSections(in:)	method	modelled	@MainActor func numberOfSections(in tableView: UITableView) -> Int	https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)	
  UIKit	UITableViewDataSource.tableView(_:cellForRowAt:)	method	modelled	@MainActor func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell	https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)	
  UIKit	UITableViewDataSource.tableView(_:numberOfRowsInSection:)	method	modelled	@MainActor func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int	https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)	
  UIKit	UITableViewDelegate	type	modelled	@MainActor protocol UITableViewDelegate : UIScrollViewDelegate	https://developer.apple.com/documentation/uikit/uitableviewdelegate	
  UIKit	UITableViewDelegate.tableView(_:didSelectRowAt:)	method	modelled	@MainActor func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)	
  UIKit	UITableViewDelegate.tableView(_:heightForRowAt:)	method	modelled	@MainActor func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat	https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)	
  UIKit	UITableViewDelegate.tableView(_:willDisplay:forRowAt:)	method	modelled	@MainActor func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)	https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)	
  UIKit	UITimingCurveProvider	type	modelled	@MainActor protocol UITimingCurveProvider : NSCoding, NSCopying	https://developer.apple.com/documentation/uikit/uitimingcurveprovider	
  UIKit	UITimingCurveProvider.cubicTimingParameters	property	modelled	@MainActor var cubicTimingParameters: UICubicTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters	
  UIKit	UITimingCurveProvider.springTimingParameters	property	modelled	@MainActor var springTimingParameters: UISpringTimingParameters? { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters	
  UIKit	UITimingCurveProvider.timingCurveType	property	modelled	@MainActor var timingCurveType: UITimingCurveType { get }	https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype	
  UIKit	UITimingCurveType	type	modelled	enum UITimingCurveType	https://developer.apple.com/documentation/uikit/uitimingcurvetype	
  UIKit	UITimingCurveType.builtin	case	modelled	case builtin	https://developer.apple.com/documentation/uikit/uitimingcurvetype/builtin	
  UIKit	UITimingCurveType.composed	case	modelled	case composed	https://developer.apple.com/documentation/uikit/uitimingcurvetype/composed	
  UIKit	UITimingCurveType.cubic	case	modelled	case cubic	https://developer.apple.com/documentation/uikit/uitimingcurvetype/cubic	
  UIKit	UITimingCurveType.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UITimingCurveType.spring	case	modelled	case spring	https://developer.apple.com/documentation/uikit/uitimingcurvetype/spring	
  UIKit	UITouch	type	apple	@MainActor class UITouch	https://developer.apple.com/documentation/uikit/uitouch	
  UIKit	UITouch.location(in:)	method	apple	@MainActor func location(in view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36	
  UIKit	UITouch.previousLocation(in:)	method	apple	@MainActor func previousLocation(in view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uitouch/previouslocation(in:)-22sws	
  UIKit	UITouch.timestamp	property	apple	@MainActor var timestamp: TimeInterval { get }	https://developer.apple.com/documentation/uikit/uitouch/timestamp	
  UIKit	UITraitCollection	type	modelled	class UITraitCollection	https://developer.apple.com/documentation/uikit/uitraitcollection	
  UIKit	UITraitCollection.displayScale	property	modelled	var displayScale: CGFloat { get }	https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale	
  UIKit	UITraitCollection.init(userInterfaceStyle:)	init	modelled	convenience init(userInterfaceStyle: UIUserInterfaceStyle)	https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)	
  UIKit	UITraitCollection.userInterfaceStyle	property	modelled	var userInterfaceStyle: UIUserInterfaceStyle { get }	https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle	
  UIKit	UIUserInterfaceStyle	type	modelled	enum UIUserInterfaceStyle	https://developer.apple.com/documentation/uikit/uiuserinterfacestyle	
  UIKit	UIUserInterfaceStyle.dark	case	modelled	case dark	https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/dark	
  UIKit	UIUserInterfaceStyle.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIUserInterfaceStyle.light	case	modelled	case light	https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/light	
  UIKit	UIUserInterfaceStyle.unspecified	case	modelled	case unspecified	https://developer.apple.com/documentation/uikit/uiuserinterfacestyle/unspecified	
  UIKit	UIView	type	modelled	@MainActor class UIView	https://developer.apple.com/documentation/uikit/uiview	
  UIKit	UIView.AnimationCurve	type	modelled	enum AnimationCurve	https://developer.apple.com/documentation/uikit/uiview/animationcurve	
  UIKit	UIView.AnimationCurve.easeIn	case	modelled	case easeIn	https://developer.apple.com/documentation/uikit/uiview/animationcurve/easein	
  UIKit	UIView.AnimationCurve.easeInOut	case	modelled	case easeInOut	https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeinout	
  UIKit	UIView.AnimationCurve.easeOut	case	modelled	case easeOut	https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeout	
  UIKit	UIView.AnimationCurve.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIView.AnimationCurve.linear	case	modelled	case linear	https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear	
  UIKit	UIView.AnimationOptions	type	modelled	struct AnimationOptions	https://developer.apple.com/documentation/uikit/uiview/animationoptions	
  UIKit	UIView.AnimationOptions.allowAnimatedContent	property	modelled	static var allowAnimatedContent: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowanimatedcontent	
  UIKit	UIView.AnimationOptions.allowUserInteraction	property	modelled	static var allowUserInteraction: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction	
  UIKit	UIView.AnimationOptions.autoreverse	property	modelled	static var autoreverse: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/autoreverse	
  UIKit	UIView.AnimationOptions.beginFromCurrentState	property	modelled	static var beginFromCurrentState: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate	
  UIKit	UIView.AnimationOptions.curveEaseIn	property	modelled	static var curveEaseIn: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein	
  UIKit	UIView.AnimationOptions.curveEaseInOut	property	modelled	static var curveEaseInOut: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout	
  UIKit	UIView.AnimationOptions.curveEaseOut	property	modelled	static var curveEaseOut: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout	
  UIKit	UIView.AnimationOptions.curveLinear	property	modelled	static var curveLinear: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear	
  UIKit	UIView.AnimationOptions.init(rawValue:)	init	modelled	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)	
  UIKit	UIView.AnimationOptions.layoutSubviews	property	modelled	static var layoutSubviews: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/layoutsubviews	
  UIKit	UIView.AnimationOptions.overrideInheritedCurve	property	modelled	static var overrideInheritedCurve: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedcurve	
  UIKit	UIView.AnimationOptions.overrideInheritedDuration	property	modelled	static var overrideInheritedDuration: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration	
  UIKit	UIView.AnimationOptions.overrideInheritedOptions	property	modelled	static var overrideInheritedOptions: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedoptions	
  UIKit	UIView.AnimationOptions.preferredFramesPerSecond30	property	apple	static var preferredFramesPerSecond30: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond30	
  UIKit	UIView.AnimationOptions.preferredFramesPerSecond60	property	apple	static var preferredFramesPerSecond60: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond60	
  UIKit	UIView.AnimationOptions.rawValue	property	modelled	var rawValue: UInt { get }		
  UIKit	UIView.AnimationOptions.repeat	property	modelled	static var `repeat`: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/repeat	
  UIKit	UIView.AnimationOptions.showHideTransitionViews	property	modelled	static var showHideTransitionViews: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/showhidetransitionviews	
  UIKit	UIView.AnimationOptions.transitionCrossDissolve	property	apple	static var transitionCrossDissolve: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve	
  UIKit	UIView.AnimationOptions.transitionCurlDown	property	apple	static var transitionCurlDown: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurldown	
  UIKit	UIView.AnimationOptions.transitionCurlUp	property	apple	static var transitionCurlUp: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurlup	
  UIKit	UIView.AnimationOptions.transitionFlipFromBottom	property	apple	static var transitionFlipFromBottom: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfrombottom	
  UIKit	UIView.AnimationOptions.transitionFlipFromLeft	property	apple	static var transitionFlipFromLeft: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromleft	
  UIKit	UIView.AnimationOptions.transitionFlipFromRight	property	apple	static var transitionFlipFromRight: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromright	
  UIKit	UIView.AnimationOptions.transitionFlipFromTop	property	apple	static var transitionFlipFromTop: UIView.AnimationOptions { get }	https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromtop	
  UIKit	UIView.AutoresizingMask	type	apple	struct AutoresizingMask	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct	
  UIKit	UIView.AutoresizingMask.flexibleBottomMargin	property	apple	static var flexibleBottomMargin: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin	
  UIKit	UIView.AutoresizingMask.flexibleHeight	property	apple	static var flexibleHeight: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight	
  UIKit	UIView.AutoresizingMask.flexibleLeftMargin	property	apple	static var flexibleLeftMargin: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin	
  UIKit	UIView.AutoresizingMask.flexibleRightMargin	property	apple	static var flexibleRightMargin: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin	
  UIKit	UIView.AutoresizingMask.flexibleTopMargin	property	apple	static var flexibleTopMargin: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin	
  UIKit	UIView.AutoresizingMask.flexibleWidth	property	apple	static var flexibleWidth: UIView.AutoresizingMask { get }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth	
  UIKit	UIView.AutoresizingMask.init(rawValue:)	init	apple	init(rawValue: UInt)	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)	
  UIKit	UIView.AutoresizingMask.rawValue	property	apple	var rawValue: UInt { get }		
  UIKit	UIView.ContentMode	type	modelled	enum ContentMode	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum	
  UIKit	UIView.ContentMode.bottom	case	modelled	case bottom	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottom	
  UIKit	UIView.ContentMode.bottomLeft	case	modelled	case bottomLeft	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomleft	
  UIKit	UIView.ContentMode.bottomRight	case	modelled	case bottomRight	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/bottomright	
  UIKit	UIView.ContentMode.center	case	modelled	case center	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/center	
  UIKit	UIView.ContentMode.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIView.ContentMode.left	case	modelled	case left	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/left	
  UIKit	UIView.ContentMode.redraw	case	modelled	case redraw	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/redraw	
  UIKit	UIView.ContentMode.right	case	modelled	case right	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/right	
  UIKit	UIView.ContentMode.scaleAspectFill	case	modelled	case scaleAspectFill	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill	
  UIKit	UIView.ContentMode.scaleAspectFit	case	modelled	case scaleAspectFit	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfit	
  UIKit	UIView.ContentMode.scaleToFill	case	modelled	case scaleToFill	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaletofill	
  UIKit	UIView.ContentMode.top	case	modelled	case top	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/top	
  UIKit	UIView.ContentMode.topLeft	case	modelled	case topLeft	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topleft	
  UIKit	UIView.ContentMode.topRight	case	modelled	case topRight	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/topright	
  UIKit	UIView.addSubview(_:)	method	modelled	@MainActor func addSubview(_ view: UIView)	https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)	
  UIKit	UIView.alpha	property	modelled	@MainActor var alpha: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiview/alpha	
  UIKit	UIView.animate(withDuration:animations:)	method	modelled	@MainActor class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)	https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)	
  UIKit	UIView.animate(withDuration:animations:completion:)	method	modelled	@MainActor class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)	
  UIKit	UIView.animate(withDuration:delay:options:animations:completion:)	method	modelled	@MainActor class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)	
  UIKit	UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)	method	modelled	@MainActor class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)	
  UIKit	UIView.autoresizingMask	property	apple	@MainActor var autoresizingMask: UIView.AutoresizingMask { get set }	https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property	
  UIKit	UIView.backgroundColor	property	modelled	@MainActor var backgroundColor: UIColor? { get set }	https://developer.apple.com/documentation/uikit/uiview/backgroundcolor	
  UIKit	UIView.bounds	property	modelled	@MainActor var bounds: CGRect { get set }	https://developer.apple.com/documentation/uikit/uiview/bounds	
  UIKit	UIView.bringSubviewToFront(_:)	method	modelled	@MainActor func bringSubviewToFront(_ view: UIView)	https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)	
  UIKit	UIView.center	property	modelled	@MainActor var center: CGPoint { get set }	https://developer.apple.com/documentation/uikit/uiview/center	
  UIKit	UIView.clipsToBounds	property	modelled	@MainActor var clipsToBounds: Bool { get set }	https://developer.apple.com/documentation/uikit/uiview/clipstobounds	
  UIKit	UIView.contentMode	property	modelled	@MainActor var contentMode: UIView.ContentMode { get set }	https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property	
  UIKit	UIView.convert(_:from:)	method	modelled	@MainActor func convert(_ rect: CGRect, from view: UIView?) -> CGRect	https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk	
  UIKit	UIView.convert(_:from:)	method	modelled	@MainActor func convert(_ point: CGPoint, from view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-8neo1	
  UIKit	UIView.convert(_:to:)	method	modelled	@MainActor func convert(_ rect: CGRect, to view: UIView?) -> CGRect	https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2kf3d	
  UIKit	UIView.convert(_:to:)	method	modelled	@MainActor func convert(_ point: CGPoint, to view: UIView?) -> CGPoint	https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt	
  UIKit	UIView.didMoveToSuperview()	method	apple	@MainActor func didMoveToSuperview()	https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()	
  UIKit	UIView.draw(_:)	method	modelled	@MainActor func draw(_ rect: CGRect)	https://developer.apple.com/documentation/uikit/uiview/draw(_:)	
  UIKit	UIView.encode(with:)	method	modelled	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIView.frame	property	modelled	@MainActor var frame: CGRect { get set }	https://developer.apple.com/documentation/uikit/uiview/frame	
  UIKit	UIView.hitTest(_:with:)	method	modelled	@MainActor func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?	https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)	
  UIKit	UIView.inheritedAnimationDuration	property	modelled	@MainActor class var inheritedAnimationDuration: TimeInterval { get }	https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration	
  UIKit	UIView.init()	init	modelled	@MainActor override convenience init()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()	
  UIKit	UIView.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uiview/init(coder:)	
  UIKit	UIView.init(frame:)	init	modelled	@MainActor init(frame: CGRect)	https://developer.apple.com/documentation/uikit/uiview/init(frame:)	
  UIKit	UIView.insertSubview(_:aboveSubview:)	method	modelled	@MainActor func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)	https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)	
  UIKit	UIView.insertSubview(_:at:)	method	modelled	@MainActor func insertSubview(_ view: UIView, at index: Int)	https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)	
  UIKit	UIView.insertSubview(_:belowSubview:)	method	modelled	@MainActor func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView)	https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)	
  UIKit	UIView.isHidden	property	modelled	@MainActor var isHidden: Bool { get set }	https://developer.apple.com/documentation/uikit/uiview/ishidden	
  UIKit	UIView.isOpaque	property	modelled	@MainActor var isOpaque: Bool { get set }	https://developer.apple.com/documentation/uikit/uiview/isopaque	
  UIKit	UIView.isUserInteractionEnabled	property	modelled	@MainActor var isUserInteractionEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled	
  UIKit	UIView.layer	property	modelled	@MainActor var layer: CALayer { get }	https://developer.apple.com/documentation/uikit/uiview/layer	
  UIKit	UIView.layerClass	property	modelled	@MainActor class var layerClass: AnyClass { get }	https://developer.apple.com/documentation/uikit/uiview/layerclass	
  UIKit	UIView.layoutIfNeeded()	method	modelled	@MainActor func layoutIfNeeded()	https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()	
  UIKit	UIView.layoutMargins	property	modelled	@MainActor var layoutMargins: UIEdgeInsets { get set }	https://developer.apple.com/documentation/uikit/uiview/layoutmargins	
  UIKit	UIView.layoutSubviews()	method	modelled	@MainActor func layoutSubviews()	https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()	
  UIKit	UIView.mask	property	modelled	@MainActor var mask: UIView? { get set }	https://developer.apple.com/documentation/uikit/uiview/mask	
  UIKit	UIView.overrideUserInterfaceStyle	property	modelled	@MainActor var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }	https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle	
  UIKit	UIView.performWithoutAnimation(_:)	method	modelled	@MainActor class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)	https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)	
  UIKit	UIView.point(inside:with:)	method	modelled	@MainActor func point(inside point: CGPoint, with event: UIEvent?) -> Bool	https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)	
  UIKit	UIView.removeFromSuperview()	method	modelled	@MainActor func removeFromSuperview()	https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()	
  UIKit	UIView.safeAreaInsets	property	apple	@MainActor var safeAreaInsets: UIEdgeInsets { get }	https://developer.apple.com/documentation/uikit/uiview/safeareainsets	
  UIKit	UIView.sendSubviewToBack(_:)	method	modelled	@MainActor func sendSubviewToBack(_ view: UIView)	https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)	
  UIKit	UIView.setNeedsDisplay()	method	modelled	@MainActor func setNeedsDisplay()	https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()	
  UIKit	UIView.setNeedsDisplay(_:)	method	modelled	@MainActor func setNeedsDisplay(_ rect: CGRect)	https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)	
  UIKit	UIView.setNeedsLayout()	method	modelled	@MainActor func setNeedsLayout()	https://developer.apple.com/documentation/uikit/uiview/setneedslayout()	
  UIKit	UIView.sizeThatFits(_:)	method	modelled	@MainActor func sizeThatFits(_ size: CGSize) -> CGSize	https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)	
  UIKit	UIView.sizeToFit()	method	modelled	@MainActor func sizeToFit()	https://developer.apple.com/documentation/uikit/uiview/sizetofit()	
  UIKit	UIView.subviews	property	modelled	@MainActor var subviews: [UIView] { get }	https://developer.apple.com/documentation/uikit/uiview/subviews	
  UIKit	UIView.superview	property	modelled	@MainActor var superview: UIView? { get }	https://developer.apple.com/documentation/uikit/uiview/superview	
  UIKit	UIView.tag	property	modelled	@MainActor var tag: Int { get set }	https://developer.apple.com/documentation/uikit/uiview/tag	
  UIKit	UIView.traitCollection	property	modelled	@MainActor var traitCollection: UITraitCollection { get }	https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection	
  UIKit	UIView.traitCollectionDidChange(_:)	method	modelled	@MainActor func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)	https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)	
  UIKit	UIView.transform	property	modelled	@MainActor var transform: CGAffineTransform { get set }	https://developer.apple.com/documentation/uikit/uiview/transform	
  UIKit	UIView.willMove(toSuperview:)	method	apple	@MainActor func willMove(toSuperview newSuperview: UIView?)	https://developer.apple.com/documentation/uikit/uiview/willmove(tosuperview:)	
  UIKit	UIView.window	property	apple	@MainActor var window: UIWindow? { get }	https://developer.apple.com/documentation/uikit/uiview/window	
  UIKit	UIViewAnimating	type	apple	@MainActor protocol UIViewAnimating : NSObjectProtocol	https://developer.apple.com/documentation/uikit/uiviewanimating	
  UIKit	UIViewAnimating.finishAnimation(at:)	method	apple	@MainActor func finishAnimation(at finalPosition: UIViewAnimatingPosition)	https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)	
  UIKit	UIViewAnimating.fractionComplete	property	apple	@MainActor var fractionComplete: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete	
  UIKit	UIViewAnimating.isReversed	property	apple	@MainActor var isReversed: Bool { get set }	https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed	
  UIKit	UIViewAnimating.isRunning	property	apple	@MainActor var isRunning: Bool { get }	https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning	
  UIKit	UIViewAnimating.pauseAnimation()	method	apple	@MainActor func pauseAnimation()	https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()	
  UIKit	UIViewAnimating.startAnimation()	method	apple	@MainActor func startAnimation()	https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()	
  UIKit	UIViewAnimating.startAnimation(afterDelay:)	method	apple	@MainActor func startAnimation(afterDelay delay: TimeInterval)	https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)	
  UIKit	UIViewAnimating.state	property	apple	@MainActor var state: UIViewAnimatingState { get }	https://developer.apple.com/documentation/uikit/uiviewanimating/state	
  UIKit	UIViewAnimating.stopAnimation(_:)	method	apple	@MainActor func stopAnimation(_ withoutFinishing: Bool)	https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)	
  UIKit	UIViewAnimatingPosition	type	modelled	enum UIViewAnimatingPosition	https://developer.apple.com/documentation/uikit/uiviewanimatingposition	
  UIKit	UIViewAnimatingPosition.current	case	modelled	case current	https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current	
  UIKit	UIViewAnimatingPosition.end	case	modelled	case end	https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end	
  UIKit	UIViewAnimatingPosition.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIViewAnimatingPosition.start	case	modelled	case start	https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start	
  UIKit	UIViewAnimatingState	type	modelled	enum UIViewAnimatingState	https://developer.apple.com/documentation/uikit/uiviewanimatingstate	
  UIKit	UIViewAnimatingState.active	case	modelled	case active	https://developer.apple.com/documentation/uikit/uiviewanimatingstate/active	
  UIKit	UIViewAnimatingState.inactive	case	modelled	case inactive	https://developer.apple.com/documentation/uikit/uiviewanimatingstate/inactive	
  UIKit	UIViewAnimatingState.init(rawValue:)	init	modelled	init?(rawValue: Int)		
  UIKit	UIViewAnimatingState.stopped	case	modelled	case stopped	https://developer.apple.com/documentation/uikit/uiviewanimatingstate/stopped	
  UIKit	UIViewController	type	modelled	@MainActor class UIViewController	https://developer.apple.com/documentation/uikit/uiviewcontroller	
  UIKit	UIViewController.addChild(_:)	method	apple	@MainActor func addChild(_ childController: UIViewController)	https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)	
  UIKit	UIViewController.didMove(toParent:)	method	apple	@MainActor func didMove(toParent parent: UIViewController?)	https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)	
  UIKit	UIViewController.encode(with:)	method	modelled	@MainActor func encode(with coder: NSCoder)	https://developer.apple.com/documentation/foundation/nscoding/encode(with:)	
  UIKit	UIViewController.init()	init	modelled	@MainActor override convenience init()	https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()	
  UIKit	UIViewController.init(coder:)	init	modelled	@MainActor required init?(coder: NSCoder)	https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)	
  UIKit	UIViewController.init(nibName:bundle:)	init	modelled	@MainActor init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)	https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)	
  UIKit	UIViewController.isViewLoaded	property	modelled	@MainActor var isViewLoaded: Bool { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded	
  UIKit	UIViewController.loadView()	method	modelled	@MainActor func loadView()	https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()	
  UIKit	UIViewController.loadViewIfNeeded()	method	modelled	@MainActor func loadViewIfNeeded()	https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()	
  UIKit	UIViewController.navigationController	property	apple	@MainActor var navigationController: UINavigationController? { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller	
  UIKit	UIViewController.navigationItem	property	apple	@MainActor var navigationItem: UINavigationItem { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem	
  UIKit	UIViewController.overrideUserInterfaceStyle	property	apple	@MainActor var overrideUserInterfaceStyle: UIUserInterfaceStyle { get set }	https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle	
  UIKit	UIViewController.parent	property	apple	@MainActor weak var parent: UIViewController? { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/parent	
  UIKit	UIViewController.present(_:animated:completion:)	method	apple	@MainActor func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)	
  UIKit	UIViewController.removeFromParent()	method	apple	@MainActor func removeFromParent()	https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()	
  UIKit	UIViewController.sheetPresentationController	property	apple	@MainActor var sheetPresentationController: UISheetPresentationController? { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller	
  UIKit	UIViewController.title	property	apple	@MainActor var title: String? { get set }	https://developer.apple.com/documentation/uikit/uiviewcontroller/title	
  UIKit	UIViewController.view	property	modelled	@MainActor var view: UIView! { get set }	https://developer.apple.com/documentation/uikit/uiviewcontroller/view	
  UIKit	UIViewController.viewDidLayoutSubviews()	method	modelled	@MainActor func viewDidLayoutSubviews()	https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()	
  UIKit	UIViewController.viewDidLoad()	method	modelled	@MainActor func viewDidLoad()	https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()	
  UIKit	UIViewController.viewIfLoaded	property	modelled	@MainActor var viewIfLoaded: UIView? { get }	https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded	
  UIKit	UIViewController.viewWillLayoutSubviews()	method	modelled	@MainActor func viewWillLayoutSubviews()	https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()	
  UIKit	UIViewController.willMove(toParent:)	method	apple	@MainActor func willMove(toParent parent: UIViewController?)	https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)	
  UIKit	UIViewImplicitlyAnimating	type	apple	@MainActor protocol UIViewImplicitlyAnimating : UIViewAnimating	https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating	
  UIKit	UIViewImplicitlyAnimating.addAnimations(_:)	method	apple	@MainActor func addAnimations(_ animation: @escaping () -> Void)	https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)	
  UIKit	UIViewImplicitlyAnimating.addAnimations(_:delayFactor:)	method	apple	@MainActor func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)	https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:delayfactor:)	
  UIKit	UIViewImplicitlyAnimating.addCompletion(_:)	method	apple	@MainActor func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)	https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)	
  UIKit	UIViewImplicitlyAnimating.continueAnimation(withTimingParameters:durationFactor:)	method	apple	@MainActor func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)	https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/continueanimation(withtimingparameters:durationfactor:)	
  UIKit	UIViewPropertyAnimator	type	modelled	@MainActor class UIViewPropertyAnimator	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator	
  UIKit	UIViewPropertyAnimator.addAnimations(_:)	method	modelled	@MainActor func addAnimations(_ animation: @escaping () -> Void)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)	
  UIKit	UIViewPropertyAnimator.addAnimations(_:delayFactor:)	method	modelled	@MainActor func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:delayfactor:)	
  UIKit	UIViewPropertyAnimator.addCompletion(_:)	method	modelled	@MainActor func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)	
  UIKit	UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)	method	apple	@MainActor func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)	
  UIKit	UIViewPropertyAnimator.copy(with:)	method	apple	@MainActor func copy(with zone: NSZone? = nil) -> Any	https://developer.apple.com/documentation/foundation/nscopying/copy(with:)	
  UIKit	UIViewPropertyAnimator.delay	property	apple	@MainActor var delay: TimeInterval { get }	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/delay	
  UIKit	UIViewPropertyAnimator.duration	property	modelled	@MainActor var duration: TimeInterval { get }	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/duration	
  UIKit	UIViewPropertyAnimator.finishAnimation(at:)	method	apple	@MainActor func finishAnimation(at finalPosition: UIViewAnimatingPosition)	https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)	
  UIKit	UIViewPropertyAnimator.fractionComplete	property	apple	@MainActor var fractionComplete: CGFloat { get set }	https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete	
  UIKit	UIViewPropertyAnimator.init(duration:controlPoint1:controlPoint2:animations:)	init	apple	@MainActor convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)	
  UIKit	UIViewPropertyAnimator.init(duration:curve:animations:)	init	modelled	@MainActor convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)	
  UIKit	UIViewPropertyAnimator.init(duration:dampingRatio:animations:)	init	modelled	@MainActor convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)	
  UIKit	UIViewPropertyAnimator.init(duration:timingParameters:)	init	modelled	@MainActor init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider)	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)	
  UIKit	UIViewPropertyAnimator.isInterruptible	property	modelled	@MainActor var isInterruptible: Bool { get set }	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isinterruptible	
  UIKit	UIViewPropertyAnimator.isReversed	property	apple	@MainActor var isReversed: Bool { get set }	https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed	
  UIKit	UIViewPropertyAnimator.isRunning	property	modelled	@MainActor var isRunning: Bool { get }	https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning	
  UIKit	UIViewPropertyAnimator.isUserInteractionEnabled	property	modelled	@MainActor var isUserInteractionEnabled: Bool { get set }	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isuserinteractionenabled	
  UIKit	UIViewPropertyAnimator.pauseAnimation()	method	apple	@MainActor func pauseAnimation()	https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()	
  UIKit	UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)	method	apple	@MainActor class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:)	
  UIKit	UIViewPropertyAnimator.startAnimation()	method	modelled	@MainActor func startAnimation()	https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()	
  UIKit	UIViewPropertyAnimator.startAnimation(afterDelay:)	method	modelled	@MainActor func startAnimation(afterDelay delay: TimeInterval)	https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)	
  UIKit	UIViewPropertyAnimator.state	property	modelled	@MainActor var state: UIViewAnimatingState { get }	https://developer.apple.com/documentation/uikit/uiviewanimating/state	
  UIKit	UIViewPropertyAnimator.stopAnimation(_:)	method	modelled	@MainActor func stopAnimation(_ withoutFinishing: Bool)	https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)	
  UIKit	UIViewPropertyAnimator.timingParameters	property	modelled	@MainActor var timingParameters: (any UITimingCurveProvider)? { get }	https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/timingparameters	
  UIKit	UIWindow	type	apple	@MainActor class UIWindow	https://developer.apple.com/documentation/uikit/uiwindow	
  QuartzCore	kCATransactionAnimationDuration	property	apple	let kCATransactionAnimationDuration: String	https://developer.apple.com/documentation/quartzcore/kcatransactionanimationduration	
  QuartzCore	kCATransactionAnimationTimingFunction	property	apple	let kCATransactionAnimationTimingFunction: String	https://developer.apple.com/documentation/quartzcore/kcatransactionanimationtimingfunction	
  QuartzCore	kCATransactionCompletionBlock	property	apple	let kCATransactionCompletionBlock: String	https://developer.apple.com/documentation/quartzcore/kcatransactioncompletionblock	
  QuartzCore	kCATransactionDisableActions	property	apple	let kCATransactionDisableActions: String	https://developer.apple.com/documentation/quartzcore/kcatransactiondisableactions	
  Foundation	CGRect.intersection(_:)	method	modelled	func intersection(_ r2: CGRect) -> CGRect	https://developer.apple.com/documentation/corefoundation/cgrect/intersection(_:)	Apple's, from Core Graphics; the model declares it with Apple's documented rules (no overlap gives CGRect.null), as for intersects(_:).
  Foundation	CGRect.intersects(_:)	method	modelled	func intersects(_ rect2: CGRect) -> Bool	https://developer.apple.com/documentation/corefoundation/cgrect/intersects(_:)	Apple's, from Core Graphics, which on Linux Foundation declares with other rules (rectangles that only touch count as intersecting there); the model declares it with Apple's documented rules, so it means the same on a Mac and on Linux.
  Workbook	Simulator	type	workbook	@MainActor enum Simulator		
  Workbook	Simulator.Animation	type	workbook	@MainActor struct Animation		
  Workbook	Simulator.Animation.duration	property	workbook	@MainActor var duration: TimeInterval { get }		
  Workbook	Simulator.Animation.progress(at:)	method	workbook	@MainActor func progress(at t: TimeInterval) -> CGFloat		
  Workbook	Simulator.Animation.settlingDuration	property	workbook	@MainActor var settlingDuration: TimeInterval { get }		
  Workbook	Simulator.RenderCost	type	workbook	struct RenderCost		
  Workbook	Simulator.RenderCost.masks	property	workbook	let masks: Int		
  Workbook	Simulator.RenderCost.offscreenPasses	property	workbook	var offscreenPasses: Int { get }		
  Workbook	Simulator.RenderCost.shadowsWithoutPath	property	workbook	let shadowsWithoutPath: Int		
  Workbook	Simulator.animation(of:)	method	workbook	@MainActor static func animation(of animator: UIViewPropertyAnimator) -> Simulator.Animation		
  Workbook	Simulator.animations(_:)	method	workbook	@MainActor static func animations(_ body: () -> Void) -> [Simulator.Animation]		
  Workbook	Simulator.contextShadowSigmaPerBlur	property	workbook	nonisolated static let contextShadowSigmaPerBlur: CGFloat		
  Workbook	Simulator.decelerationTarget(of:velocity:)	method	workbook	@MainActor static func decelerationTarget(of collectionView: UICollectionView, velocity: CGPoint) -> (proposed: CGPoint, target: CGPoint)		
  Workbook	Simulator.drag(_:by:)	method	workbook	@discardableResult @MainActor static func drag(_ scrollView: UIScrollView, by translation: CGPoint) -> CGPoint		
  Workbook	Simulator.endDragging(_:velocity:)	method	workbook	@discardableResult @MainActor static func endDragging(_ collectionView: UICollectionView, velocity: CGPoint) -> (proposed: CGPoint, target: CGPoint)		
  Workbook	Simulator.layerShadowSigmaPerRadius	property	workbook	nonisolated static let layerShadowSigmaPerRadius: CGFloat		
  Workbook	Simulator.liftFinger(from:velocity:)	method	workbook	@discardableResult @MainActor static func liftFinger(from scrollView: UIScrollView, velocity: CGPoint) -> CGPoint		
  Workbook	Simulator.moveFinger(on:by:)	method	workbook	@MainActor static func moveFinger(on scrollView: UIScrollView, by movement: CGPoint)		
  Workbook	Simulator.postedAccessibilityNotifications	property	workbook	@MainActor static var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] { get set }		
  Workbook	Simulator.raisedExceptions(in:)	method	workbook	@MainActor static func raisedExceptions(in collectionView: UICollectionView) -> [String]		
  Workbook	Simulator.renderCost(ofFrame:)	method	workbook	@MainActor static func renderCost(ofFrame view: UIView) -> Simulator.RenderCost		
  Workbook	Simulator.skippedAttributes(in:)	method	workbook	@MainActor static func skippedAttributes(in collectionView: UICollectionView) -> Int		
  Workbook	Simulator.touchDown(on:)	method	workbook	@MainActor static func touchDown(on scrollView: UIScrollView)		
  Workbook	Simulator.wait(_:)	method	workbook	@MainActor static func wait(_ seconds: TimeInterval)		
  Workbook	Simulator.withAppearance(_:_:)	method	workbook	@MainActor static func withAppearance<T>(_ style: UIUserInterfaceStyle, _ body: () throws -> T) rethrows -> T		
  Workbook	Simulator.withScreenScale(_:_:)	method	workbook	@MainActor static func withScreenScale<T>(_ scale: CGFloat, _ body: () throws -> T) rethrows -> T		
  """#
