// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
@_exported import CoreGraphics

// Relationships on Apple's page: BitwiseCopyable, Copyable, Sendable.
// Linux deviation: init(_: float4x4) and init(_: double4x4) are left out: the simd module
// does not exist on Linux.
// CATransform3D <https://developer.apple.com/documentation/quartzcore/catransform3d>
public struct CATransform3D: Sendable, BitwiseCopyable {
  // init() <https://developer.apple.com/documentation/quartzcore/catransform3d/init()>
  public init() { fatalError() }

  // init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:) <https://developer.apple.com/documentation/quartzcore/catransform3d/init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)>
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) { fatalError() }

  // m11 <https://developer.apple.com/documentation/quartzcore/catransform3d/m11>
  public var m11: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m12 <https://developer.apple.com/documentation/quartzcore/catransform3d/m12>
  public var m12: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m13 <https://developer.apple.com/documentation/quartzcore/catransform3d/m13>
  public var m13: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m14 <https://developer.apple.com/documentation/quartzcore/catransform3d/m14>
  public var m14: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m21 <https://developer.apple.com/documentation/quartzcore/catransform3d/m21>
  public var m21: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m22 <https://developer.apple.com/documentation/quartzcore/catransform3d/m22>
  public var m22: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m23 <https://developer.apple.com/documentation/quartzcore/catransform3d/m23>
  public var m23: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m24 <https://developer.apple.com/documentation/quartzcore/catransform3d/m24>
  public var m24: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m31 <https://developer.apple.com/documentation/quartzcore/catransform3d/m31>
  public var m31: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m32 <https://developer.apple.com/documentation/quartzcore/catransform3d/m32>
  public var m32: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m33 <https://developer.apple.com/documentation/quartzcore/catransform3d/m33>
  public var m33: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m34 <https://developer.apple.com/documentation/quartzcore/catransform3d/m34>
  public var m34: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m41 <https://developer.apple.com/documentation/quartzcore/catransform3d/m41>
  public var m41: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m42 <https://developer.apple.com/documentation/quartzcore/catransform3d/m42>
  public var m42: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m43 <https://developer.apple.com/documentation/quartzcore/catransform3d/m43>
  public var m43: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // m44 <https://developer.apple.com/documentation/quartzcore/catransform3d/m44>
  public var m44: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}

// CATransform3DIdentity <https://developer.apple.com/documentation/quartzcore/catransform3didentity>
public let CATransform3DIdentity: CATransform3D = { fatalError() }()

// CATransform3DIsIdentity(_:) <https://developer.apple.com/documentation/quartzcore/catransform3disidentity(_:)>
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { fatalError() }

// CATransform3DEqualToTransform(_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dequaltotransform(_:_:)>
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { fatalError() }

// CATransform3DMakeTranslation(_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dmaketranslation(_:_:_:)>
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DMakeScale(_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dmakescale(_:_:_:)>
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DMakeRotation(_:_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dmakerotation(_:_:_:_:)>
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DTranslate(_:_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dtranslate(_:_:_:_:)>
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DScale(_:_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dscale(_:_:_:_:)>
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DRotate(_:_:_:_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3drotate(_:_:_:_:_:)>
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }

// CATransform3DConcat(_:_:) <https://developer.apple.com/documentation/quartzcore/catransform3dconcat(_:_:)>
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { fatalError() }

// CATransform3DInvert(_:) <https://developer.apple.com/documentation/quartzcore/catransform3dinvert(_:)>
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { fatalError() }

// CATransform3DMakeAffineTransform(_:) <https://developer.apple.com/documentation/quartzcore/catransform3dmakeaffinetransform(_:)>
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { fatalError() }

// CATransform3DIsAffine(_:) <https://developer.apple.com/documentation/quartzcore/catransform3disaffine(_:)>
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { fatalError() }

// CATransform3DGetAffineTransform(_:) <https://developer.apple.com/documentation/quartzcore/catransform3dgetaffinetransform(_:)>
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { fatalError() }
