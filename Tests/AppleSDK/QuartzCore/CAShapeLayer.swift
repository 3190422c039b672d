// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
@_exported import CoreGraphics

// Relationships on Apple's page: Inherits From CALayer; Conforms To CAMediaTiming, NSCoding,
// NSSecureCoding (all through CALayer). It declares no initializers: it inherits CALayer's.
// CAShapeLayer <https://developer.apple.com/documentation/quartzcore/cashapelayer>
open class CAShapeLayer: CALayer {

  // MARK: Specifying the Shape Path

  // path <https://developer.apple.com/documentation/quartzcore/cashapelayer/path>
  open var path: CGPath? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Accessing Shape Style Properties

  // fillColor <https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor>
  open var fillColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // fillRule <https://developer.apple.com/documentation/quartzcore/cashapelayer/fillrule>
  open var fillRule: CAShapeLayerFillRule {
    get { fatalError() }
    set { fatalError() }
  }

  // lineCap <https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap>
  open var lineCap: CAShapeLayerLineCap {
    get { fatalError() }
    set { fatalError() }
  }

  // lineDashPattern <https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashpattern>
  open var lineDashPattern: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }

  // lineDashPhase <https://developer.apple.com/documentation/quartzcore/cashapelayer/linedashphase>
  open var lineDashPhase: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // lineJoin <https://developer.apple.com/documentation/quartzcore/cashapelayer/linejoin>
  open var lineJoin: CAShapeLayerLineJoin {
    get { fatalError() }
    set { fatalError() }
  }

  // lineWidth <https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth>
  open var lineWidth: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // miterLimit <https://developer.apple.com/documentation/quartzcore/cashapelayer/miterlimit>
  open var miterLimit: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // strokeColor <https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor>
  open var strokeColor: CGColor? {
    get { fatalError() }
    set { fatalError() }
  }

  // strokeStart <https://developer.apple.com/documentation/quartzcore/cashapelayer/strokestart>
  open var strokeStart: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // strokeEnd <https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend>
  open var strokeEnd: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAShapeLayerFillRule <https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule>
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAShapeLayerFillRule).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // nonZero <https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/nonzero>
  public static let nonZero: CAShapeLayerFillRule = { fatalError() }()

  // evenOdd <https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule/evenodd>
  public static let evenOdd: CAShapeLayerFillRule = { fatalError() }()
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAShapeLayerLineCap <https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap>
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAShapeLayerLineCap).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // butt <https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt>
  public static let butt: CAShapeLayerLineCap = { fatalError() }()

  // round <https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round>
  public static let round: CAShapeLayerLineCap = { fatalError() }()

  // square <https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/square>
  public static let square: CAShapeLayerLineCap = { fatalError() }()
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAShapeLayerLineJoin <https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin>
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAShapeLayerLineJoin).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // miter <https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/miter>
  public static let miter: CAShapeLayerLineJoin = { fatalError() }()

  // round <https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/round>
  public static let round: CAShapeLayerLineJoin = { fatalError() }()

  // bevel <https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/bevel>
  public static let bevel: CAShapeLayerLineJoin = { fatalError() }()
}
