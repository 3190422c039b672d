// Stand-in for part of Apple's QuartzCore (Core Animation) module: the protocols beside
// CALayer (its delegate, CAAction, CAMediaTiming) and the layer constants. Transcribed from
// Apple's documentation; declarations only, every body traps. The conventions are those of
// CALayer.swift.
import CoreGraphics

// MARK: - CALayerDelegate

// Linux deviation: no `@objc optional` requirements on Linux. Each optional requirement is
// declared in the protocol and given a trapping default implementation in the extension below.
// CALayerDelegate <https://developer.apple.com/documentation/quartzcore/calayerdelegate>
public protocol CALayerDelegate: NSObjectProtocol {
  // display(_:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/display(_:)>
  func display(_ layer: CALayer)

  // draw(_:in:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)>
  func draw(_ layer: CALayer, in ctx: CGContext)

  // layerWillDraw(_:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/layerwilldraw(_:)>
  func layerWillDraw(_ layer: CALayer)

  // layoutSublayers(of:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/layoutsublayers(of:)>
  func layoutSublayers(of layer: CALayer)

  // action(for:forKey:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/action(for:forkey:)>
  func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
  // optional in Apple's protocol
  // display(_:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/display(_:)>
  public func display(_ layer: CALayer) { fatalError() }

  // optional in Apple's protocol
  // draw(_:in:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/draw(_:in:)>
  public func draw(_ layer: CALayer, in ctx: CGContext) { fatalError() }

  // optional in Apple's protocol
  // layerWillDraw(_:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/layerwilldraw(_:)>
  public func layerWillDraw(_ layer: CALayer) { fatalError() }

  // optional in Apple's protocol
  // layoutSublayers(of:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/layoutsublayers(of:)>
  public func layoutSublayers(of layer: CALayer) { fatalError() }

  // optional in Apple's protocol
  // action(for:forKey:) <https://developer.apple.com/documentation/quartzcore/calayerdelegate/action(for:forkey:)>
  public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { fatalError() }
}

// MARK: - CAAction

// CAAction <https://developer.apple.com/documentation/quartzcore/caaction>
public protocol CAAction {
  // run(forKey:object:arguments:) <https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)>
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

// NSNull conforms to CAAction (Foundation's page for NSNull lists it under Conforms To; the
// conformance comes with QuartzCore). As an action it does nothing: `action(forKey:)`
// answering NSNull means "no animation for this change".
// NSNull <https://developer.apple.com/documentation/foundation/nsnull>
extension NSNull: CAAction {
  // run(forKey:object:arguments:) <https://developer.apple.com/documentation/quartzcore/caaction/run(forkey:object:arguments:)>
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { fatalError() }
}

// MARK: - CAMediaTiming

// Every requirement is marked Required on Apple's page.
// CAMediaTiming <https://developer.apple.com/documentation/quartzcore/camediatiming>
public protocol CAMediaTiming {
  // beginTime <https://developer.apple.com/documentation/quartzcore/camediatiming/begintime>
  var beginTime: CFTimeInterval { get set }

  // timeOffset <https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset>
  var timeOffset: CFTimeInterval { get set }

  // repeatCount <https://developer.apple.com/documentation/quartzcore/camediatiming/repeatcount>
  var repeatCount: Float { get set }

  // repeatDuration <https://developer.apple.com/documentation/quartzcore/camediatiming/repeatduration>
  var repeatDuration: CFTimeInterval { get set }

  // duration <https://developer.apple.com/documentation/quartzcore/camediatiming/duration>
  var duration: CFTimeInterval { get set }

  // speed <https://developer.apple.com/documentation/quartzcore/camediatiming/speed>
  var speed: Float { get set }

  // autoreverses <https://developer.apple.com/documentation/quartzcore/camediatiming/autoreverses>
  var autoreverses: Bool { get set }

  // fillMode <https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode>
  var fillMode: CAMediaTimingFillMode { get set }
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAMediaTimingFillMode <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode>
public struct CAMediaTimingFillMode: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAMediaTimingFillMode).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // removed <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/removed>
  public static let removed: CAMediaTimingFillMode = { fatalError() }()

  // forwards <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/forwards>
  public static let forwards: CAMediaTimingFillMode = { fatalError() }()

  // backwards <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/backwards>
  public static let backwards: CAMediaTimingFillMode = { fatalError() }()

  // both <https://developer.apple.com/documentation/quartzcore/camediatimingfillmode/both>
  public static let both: CAMediaTimingFillMode = { fatalError() }()
}

// MARK: - Layer constants

// Relationships: BitwiseCopyable, Equatable, ExpressibleByArrayLiteral, OptionSet,
// RawRepresentable, Sendable, SetAlgebra.
// CACornerMask <https://developer.apple.com/documentation/quartzcore/cacornermask>
public struct CACornerMask: OptionSet, Sendable, BitwiseCopyable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/cacornermask/init(rawvalue:)>
  public init(rawValue: UInt) { fatalError() }

  // RawRepresentable requirement (no page of its own under CACornerMask).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: UInt { fatalError() }

  // layerMinXMinYCorner <https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxminycorner>
  public static var layerMinXMinYCorner: CACornerMask { get { fatalError() } }

  // layerMaxXMinYCorner <https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxminycorner>
  public static var layerMaxXMinYCorner: CACornerMask { get { fatalError() } }

  // layerMinXMaxYCorner <https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxmaxycorner>
  public static var layerMinXMaxYCorner: CACornerMask { get { fatalError() } }

  // layerMaxXMaxYCorner <https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxmaxycorner>
  public static var layerMaxXMaxYCorner: CACornerMask { get { fatalError() } }
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CALayerCornerCurve <https://developer.apple.com/documentation/quartzcore/calayercornercurve>
public struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/calayercornercurve/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CALayerCornerCurve).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // circular <https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular>
  public static let circular: CALayerCornerCurve = { fatalError() }()

  // continuous <https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous>
  public static let continuous: CALayerCornerCurve = { fatalError() }()
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CALayerContentsGravity <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity>
public struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CALayerContentsGravity).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // bottom <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottom>
  public static let bottom: CALayerContentsGravity = { fatalError() }()

  // bottomLeft <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottomleft>
  public static let bottomLeft: CALayerContentsGravity = { fatalError() }()

  // bottomRight <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/bottomright>
  public static let bottomRight: CALayerContentsGravity = { fatalError() }()

  // center <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/center>
  public static let center: CALayerContentsGravity = { fatalError() }()

  // left <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/left>
  public static let left: CALayerContentsGravity = { fatalError() }()

  // right <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/right>
  public static let right: CALayerContentsGravity = { fatalError() }()

  // top <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/top>
  public static let top: CALayerContentsGravity = { fatalError() }()

  // topLeft <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/topleft>
  public static let topLeft: CALayerContentsGravity = { fatalError() }()

  // topRight <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/topright>
  public static let topRight: CALayerContentsGravity = { fatalError() }()

  // resize <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resize>
  public static let resize: CALayerContentsGravity = { fatalError() }()

  // resizeAspect <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspect>
  public static let resizeAspect: CALayerContentsGravity = { fatalError() }()

  // resizeAspectFill <https://developer.apple.com/documentation/quartzcore/calayercontentsgravity/resizeaspectfill>
  public static let resizeAspectFill: CALayerContentsGravity = { fatalError() }()
}
