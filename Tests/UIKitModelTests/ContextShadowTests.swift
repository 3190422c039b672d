import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter ContextShadowTests`.
@Suite struct ContextShadowTests {}

/// A 100 x 60 image with a black 40 x 40 square, drawn by `body` in a context.
private func draw(_ body: (CGContext) -> Void) -> Bitmap {
  let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 60)).image { context in
    body(context.cgContext)
  }
  return image.cgImage?.bitmap ?? Bitmap(width: 0, height: 0)
}

extension ContextShadowTests {
  @Test func aContextShadowFollowsEachFillMovedAndBlurred() {
    let pixels = draw { context in
      context.setShadow(
        offset: CGSize(width: 20, height: 0), blur: 8, color: CGColor(color: .black))
      context.setFillColor(CGColor(color: .white))
      context.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
    }
    // sigma = blur / 2 = 4: half strength at the moved edge (x = 70), 0.159 one sigma out.
    #expect(abs(pixels.pixel(atDeviceX: 70, y: 30).w - 0.5) < 0.07)
    #expect(abs(pixels.pixel(atDeviceX: 74, y: 30).w - 0.159) < 0.04)
    #expect(pixels.pixel(atDeviceX: 30, y: 30) == Color.white.premultiplied)
    #expect(pixels.pixel(atDeviceX: 5, y: 30).w < 0.01)
  }

  @Test func restoringTheStateEndsTheShadow() {
    let pixels = draw { context in
      context.saveGState()
      context.setShadow(
        offset: CGSize(width: 10, height: 0), blur: 0.1, color: CGColor(color: .black))
      context.restoreGState()
      context.setFillColor(CGColor(color: .white))
      context.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
    }
    #expect(pixels.pixel(atDeviceX: 55, y: 30).w == 0)
  }

  @Test func aTransparencyLayerCastsOneShadowForOverlappingShapes() {
    func render(layer: Bool) -> Bitmap {
      draw { context in
        context.setShadow(
          offset: CGSize(width: 0, height: 8), blur: 0.1, color: CGColor(color: .black))
        context.setFillColor(CGColor(color: .white))
        if layer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
        // The lower shape first; then the upper one, whose shadow falls on the lower.
        context.fill(CGRect(x: 10, y: 30, width: 40, height: 20))
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 20))
        if layer { context.endTransparencyLayer() }
      }
    }
    let separate = render(layer: false)
    let together = render(layer: true)
    // At (30, 34) the lower shape is covered by the upper one's shadow, unless grouped.
    #expect(separate.pixel(atDeviceX: 30, y: 34).x < 0.1)
    #expect(together.pixel(atDeviceX: 30, y: 34) == Color.white.premultiplied)
    // Below both shapes the group casts one shadow.
    #expect(together.pixel(atDeviceX: 30, y: 54).w > 0.9)
  }

  @Test func aViewsDrawRunsWithTheCurrentContext() {
    final class Drawn: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)).fill()
      }
    }
    let view = Drawn(frame: CGRect(x: 0, y: 0, width: 20, height: 8))
    view.backgroundColor = .white
    let pixels = AsciiArt().render(view)
    #expect(pixels.pixel(atDeviceX: 2, y: 2) == Color.black.premultiplied)
    #expect(pixels.pixel(atDeviceX: 15, y: 2) == Color.white.premultiplied)
  }
}
