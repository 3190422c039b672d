// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
@_exported import CoreGraphics

// MARK: - CAAnimation

// Relationships on Apple's page: Inherits From NSObject; Conforms To CAAction, CAMediaTiming,
// NSCoding, NSCopying, NSSecureCoding (and NSObjectProtocol, Equatable, Hashable, ... through
// NSObject; SCNAnimationProtocol is SceneKit's and is left out).
// CAAnimation <https://developer.apple.com/documentation/quartzcore/caanimation>
open class CAAnimation: NSObject, CAAction, CAMediaTiming, NSSecureCoding, NSCopying {

  // CAAnimation's page lists no init(); it inherits NSObject's. Swift on Linux needs it
  // written out here (a class that declares init?(coder:) inherits no other initializer).
  // init() <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()>
  public override init() { fatalError() }

  // NSCoding requirement (CAAnimation conforms to NSCoding); `required` because NSCoding
  // requires it of every subclass.
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement. The protocol's page says `static var`; a class property
  // (`class var`, which satisfies it) keeps it overridable, as for Apple's imported classes.
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // NSCopying requirement (CAAnimation conforms to NSCopying).
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

  // MARK: Animation Attributes

  // isRemovedOnCompletion <https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion>
  open var isRemovedOnCompletion: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // timingFunction <https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction>
  open var timingFunction: CAMediaTimingFunction? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Providing Default Values

  // defaultValue(forKey:) <https://developer.apple.com/documentation/quartzcore/caanimation/defaultvalue(forkey:)>
  open class func defaultValue(forKey key: String) -> Any? { fatalError() }

  // MARK: Designating a Delegate

  // delegate <https://developer.apple.com/documentation/quartzcore/caanimation/delegate>
  open var delegate: (any CAAnimationDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Archiving Properties

  // shouldArchiveValue(forKey:) <https://developer.apple.com/documentation/quartzcore/caanimation/shouldarchivevalue(forkey:)>
  open func shouldArchiveValue(forKey key: String) -> Bool { fatalError() }

  // MARK: CAAction (CAAnimation conforms)

  // run(forKey:object:arguments:) <https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)>
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { fatalError() }

  // MARK: CAMediaTiming (CAAnimation conforms; every requirement of the protocol is required)

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

// Linux deviation: no `@objc optional` requirements on Linux. Each optional requirement is
// declared in the protocol and given a trapping default implementation in the extension below.
// CAAnimationDelegate <https://developer.apple.com/documentation/quartzcore/caanimationdelegate>
public protocol CAAnimationDelegate: NSObjectProtocol {
  // animationDidStart(_:) <https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstart(_:)>
  func animationDidStart(_ anim: CAAnimation)

  // animationDidStop(_:finished:) <https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)>
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  // optional in Apple's protocol
  // animationDidStart(_:) <https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstart(_:)>
  public func animationDidStart(_ anim: CAAnimation) { fatalError() }

  // optional in Apple's protocol
  // animationDidStop(_:finished:) <https://developer.apple.com/documentation/quartzcore/caanimationdelegate/animationdidstop(_:finished:)>
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { fatalError() }
}

// MARK: - CAPropertyAnimation

// Relationships on Apple's page: Inherits From CAAnimation. It declares no designated
// initializer: it inherits CAAnimation's, and so CABasicAnimation inherits init(keyPath:).
// CAPropertyAnimation <https://developer.apple.com/documentation/quartzcore/capropertyanimation>
open class CAPropertyAnimation: CAAnimation {

  // init(keyPath:) <https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)>
  public convenience init(keyPath path: String?) { fatalError() }

  // keyPath <https://developer.apple.com/documentation/quartzcore/capropertyanimation/keypath>
  open var keyPath: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // isCumulative <https://developer.apple.com/documentation/quartzcore/capropertyanimation/iscumulative>
  open var isCumulative: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // isAdditive <https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive>
  open var isAdditive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - CABasicAnimation

// Relationships on Apple's page: Inherits From CAPropertyAnimation. Created with the inherited
// init(keyPath:) (Apple's overview says so).
// CABasicAnimation <https://developer.apple.com/documentation/quartzcore/cabasicanimation>
open class CABasicAnimation: CAPropertyAnimation {

  // fromValue <https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue>
  open var fromValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }

  // toValue <https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue>
  open var toValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }

  // byValue <https://developer.apple.com/documentation/quartzcore/cabasicanimation/byvalue>
  open var byValue: Any? {
    get { fatalError() }
    set { fatalError() }
  }
}

// MARK: - CAMediaTimingFunction

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSCoding, NSSecureCoding.
// CAMediaTimingFunction <https://developer.apple.com/documentation/quartzcore/camediatimingfunction>
open class CAMediaTimingFunction: NSObject, NSSecureCoding {

  // init(name:) <https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)>
  public convenience init(name: CAMediaTimingFunctionName) { fatalError() }

  // init(controlPoints:_:_:_:) <https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)>
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }

  // NSCoding requirement (CAMediaTimingFunction conforms to NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/foundation/nscoding/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // NSCoding requirement.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }

  // NSSecureCoding requirement (`class var` satisfies the page's `static var`; see CAAnimation).
  // supportsSecureCoding <https://developer.apple.com/documentation/foundation/nssecurecoding/supportssecurecoding>
  open class var supportsSecureCoding: Bool { fatalError() }

  // getControlPoint(at:values:) <https://developer.apple.com/documentation/quartzcore/camediatimingfunction/getcontrolpoint(at:values:)>
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) { fatalError() }
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAMediaTimingFunctionName <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname>
public struct CAMediaTimingFunctionName: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAMediaTimingFunctionName).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // default <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default>
  public static let `default`: CAMediaTimingFunctionName = { fatalError() }()

  // easeIn <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easein>
  public static let easeIn: CAMediaTimingFunctionName = { fatalError() }()

  // easeInEaseOut <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout>
  public static let easeInEaseOut: CAMediaTimingFunctionName = { fatalError() }()

  // easeOut <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeout>
  public static let easeOut: CAMediaTimingFunctionName = { fatalError() }()

  // linear <https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/linear>
  public static let linear: CAMediaTimingFunctionName = { fatalError() }()
}
