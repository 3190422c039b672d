// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
@_exported import CoreGraphics

// Relationships on Apple's page: Inherits From CALayer; Conforms To CAMediaTiming, NSCoding,
// NSSecureCoding (all through CALayer). It declares no initializers: it inherits CALayer's.
// CAGradientLayer <https://developer.apple.com/documentation/quartzcore/cagradientlayer>
open class CAGradientLayer: CALayer {

  // MARK: Gradient Style Properties

  // colors <https://developer.apple.com/documentation/quartzcore/cagradientlayer/colors>
  open var colors: [Any]? {
    get { fatalError() }
    set { fatalError() }
  }

  // locations <https://developer.apple.com/documentation/quartzcore/cagradientlayer/locations>
  open var locations: [NSNumber]? {
    get { fatalError() }
    set { fatalError() }
  }

  // endPoint <https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint>
  open var endPoint: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // startPoint <https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint>
  open var startPoint: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  // type <https://developer.apple.com/documentation/quartzcore/cagradientlayer/type>
  open var type: CAGradientLayerType {
    get { fatalError() }
    set { fatalError() }
  }
}

// Relationships: Equatable, Hashable, RawRepresentable, Sendable.
// CAGradientLayerType <https://developer.apple.com/documentation/quartzcore/cagradientlayertype>
public struct CAGradientLayerType: Hashable, Equatable, RawRepresentable, Sendable {
  // init(rawValue:) <https://developer.apple.com/documentation/quartzcore/cagradientlayertype/init(rawvalue:)>
  public init(rawValue: String) { fatalError() }

  // RawRepresentable requirement (no page of its own under CAGradientLayerType).
  // rawValue <https://developer.apple.com/documentation/swift/rawrepresentable/rawvalue-swift.property>
  public var rawValue: String { fatalError() }

  // axial <https://developer.apple.com/documentation/quartzcore/cagradientlayertype/axial>
  public static let axial: CAGradientLayerType = { fatalError() }()

  // radial <https://developer.apple.com/documentation/quartzcore/cagradientlayertype/radial>
  public static let radial: CAGradientLayerType = { fatalError() }()

  // conic <https://developer.apple.com/documentation/quartzcore/cagradientlayertype/conic>
  public static let conic: CAGradientLayerType = { fatalError() }()
}
