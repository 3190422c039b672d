import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter ShadowTests`.
@Suite struct ShadowTests {}

extension ShadowTests {
  @Test func shadowDefaultsAreUIKits() {
    let layer = CALayer()
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowColor == UIColor.black.cgColor)
    #expect(layer.shadowPath == nil)
  }

  @Test func blurKeepsTheMassAndHasTheAskedSpread() {
    for sigma in [2.0, 5.0, 12.0] {
      let size = 161
      var plane = [Float](repeating: 0, count: size * size)
      plane[80 * size + 80] = 1
      GaussianBlur.blur(&plane, width: size, height: size, sigma: sigma)
      var mass: Double = 0
      var variance: Double = 0
      for y in 0..<size {
        for x in 0..<size {
          let v = Double(plane[y * size + x])
          mass += v
          variance += v * Double((x - 80) * (x - 80))
        }
      }
      #expect(abs(mass - 1) < 1e-3, "sigma \(sigma)")
      // Three odd box widths can only get so close: the spread is within 4% of sigma
      // (plus 0.2 px for the smallest), e.g. 4.83 for 5.
      let spread = (variance / mass).squareRoot()
      #expect(abs(spread - sigma) <= 0.04 * sigma + 0.2, "sigma \(sigma): spread \(spread)")
    }
  }
}

/// A 100 x 60 canvas with a shadow-only layer: no content, a 40 x 40 shadow path.
private func shadowOnly(radius: CGFloat, offset: CGSize) -> Bitmap {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
  let layer = CALayer()
  layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
  layer.shadowPath = CGPath(path: Path(rect: layer.bounds))
  layer.shadowOpacity = 1
  layer.shadowRadius = radius
  layer.shadowOffset = offset
  root.addSublayer(layer)
  return AsciiArt().render(root)
}

extension ShadowTests {
  @Test func shadowIsTheBlurredPathMovedByTheOffset() {
    let sigma = 4 * Simulator.layerShadowSigmaPerRadius
    let pixels = shadowOnly(radius: 4, offset: CGSize(width: 30, height: 0))
    // The shadow's right edge is at x = 10 + 40 + 30 = 80: half strength there, and the
    // Gaussian's tail (Phi(-1) = 0.159, Phi(-2) = 0.023) one and two sigma beyond.
    func alpha(atX x: CGFloat) -> Float { pixels.pixel(atDeviceX: Int(x.rounded(.down)), y: 30).w }
    #expect(abs(alpha(atX: 80) - 0.5) < 0.07)
    #expect(abs(alpha(atX: 80 + sigma) - 0.159) < 0.04)
    #expect(abs(alpha(atX: 80 + 2 * sigma) - 0.023) < 0.02)
    #expect(abs(alpha(atX: 60) - 1) < 0.02)
    // Left of the moved shadow (x < 40) there is no shadow.
    #expect(alpha(atX: 25) < 0.01)
  }

  @Test func shadowCostDoesNotDependOnCoverageOfThePathAlone() {
    // A radius of zero is a sharp shadow: exactly the path.
    let pixels = shadowOnly(radius: 0, offset: .zero)
    #expect(pixels.pixel(atDeviceX: 30, y: 30).w == 1)
    #expect(pixels.pixel(atDeviceX: 55, y: 30).w == 0)
  }
}

/// A white 40 x 40 layer with a strong shadow, optionally masked or clipped.
private func shadowedSquare(masked: Bool, clipped: Bool) -> Bitmap {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
  let layer = CALayer()
  layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
  layer.backgroundColor = UIColor.white.cgColor
  layer.shadowOpacity = 1
  layer.shadowRadius = 4
  layer.shadowOffset = .zero
  layer.masksToBounds = clipped
  if masked {
    let mask = CAShapeLayer()
    mask.path = CGPath(path: Path(ellipseIn: layer.bounds))
    layer.mask = mask
  }
  root.addSublayer(layer)
  return AsciiArt().render(root)
}

extension ShadowTests {
  @Test func shadowsFallOutsideTheLayerUnlessItIsMaskedOrClipped() {
    let plain = shadowedSquare(masked: false, clipped: false)
    #expect(plain.pixel(atDeviceX: 62, y: 40).w > 0.2, "a shadow just right of the square")
    let masked = shadowedSquare(masked: true, clipped: false)
    #expect(masked.pixel(atDeviceX: 62, y: 40).w == 0, "the mask cuts the shadow away")
    #expect(masked.pixel(atDeviceX: 40, y: 40) == Color.white.premultiplied)
    let clipped = shadowedSquare(masked: false, clipped: true)
    #expect(clipped.pixel(atDeviceX: 62, y: 40).w == 0, "masksToBounds clips the shadow too")
  }

  @Test func withoutAShadowPathTheShadowFollowsTheContent() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    let disc = CAShapeLayer()
    disc.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    disc.path = CGPath(path: Path(ellipseIn: disc.bounds))
    disc.shadowOpacity = 1
    disc.shadowRadius = 0.1
    disc.shadowOffset = CGSize(width: 10, height: 10)
    root.addSublayer(disc)
    let pixels = AsciiArt().render(root)
    // (60, 60) lies in the moved disc's shadow but outside the disc itself; (66, 33)
    // would be inside a moved square's shadow but is outside the moved disc.
    #expect(pixels.pixel(atDeviceX: 60, y: 60).w > 0.9)
    #expect(pixels.pixel(atDeviceX: 66, y: 33).w < 0.1)
  }
}
