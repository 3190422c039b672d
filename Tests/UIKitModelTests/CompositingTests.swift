import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter CompositingTests`.
@Suite struct CompositingTests {}

private func close(_ a: Pixel, _ b: Pixel, _ tolerance: Float = 1e-5) -> Bool {
  let d = a - b
  return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))) <= tolerance
}

extension CompositingTests {
  @Test func sourceOverAddsTheDestinationScaledByOneMinusSourceAlpha() {
    let source = Color(red: 1, green: 0, blue: 0, alpha: 0.5).premultiplied
    let destination = Color(red: 0, green: 0, blue: 1, alpha: 1).premultiplied
    let result = BlendMode.normal.blend(source, over: destination)
    #expect(close(result, Pixel(0.5, 0, 0.5, 1)))
  }

  @Test func destinationOutKeepsTheDestinationTimesOneMinusSourceAlpha() {
    let source = Color(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.75).premultiplied
    let destination = Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 1).premultiplied
    let result = BlendMode.destinationOut.blend(source, over: destination)
    #expect(close(result, destination * 0.25))
  }

  @Test func partialCoverageBlendsPartway() {
    let source = Color.black.premultiplied
    let destination = Color.white.premultiplied
    #expect(
      close(
        BlendMode.normal.blend(source, over: destination, coverage: 0.25),
        Pixel(0.75, 0.75, 0.75, 1)))
    #expect(
      close(
        BlendMode.destinationOut.blend(source, over: destination, coverage: 0.25),
        destination * 0.75))
    #expect(close(BlendMode.copy.blend(.zero, over: destination, coverage: 0.5), destination * 0.5))
  }
}

/// Renders a layer tree and returns the pixel at (x, y).
private func pixel(_ layer: CALayer, _ x: Int, _ y: Int) -> Pixel {
  AsciiArt().render(layer).pixel(atDeviceX: x, y: y)
}

private func square(_ frame: CGRect, _ color: Color) -> CALayer {
  let layer = CALayer()
  layer.frame = frame
  layer.backgroundColor = CGColor(color: color)
  return layer
}

extension CompositingTests {
  @Test func layerOpacityFadesTheGroupNotEachSublayer() {
    let root = square(CGRect(x: 0, y: 0, width: 20, height: 10), .white)
    let group = CALayer()
    group.frame = root.bounds
    group.opacity = 0.5
    group.addSublayer(square(CGRect(x: 0, y: 0, width: 15, height: 10), .black))
    group.addSublayer(square(CGRect(x: 5, y: 0, width: 15, height: 10), .black))
    root.addSublayer(group)
    // Where the two black squares overlap, group opacity still gives 50% grey, not 75%.
    #expect(close(pixel(root, 10, 5), Pixel(0.5, 0.5, 0.5, 1)))
    #expect(close(pixel(root, 2, 5), Pixel(0.5, 0.5, 0.5, 1)))
  }

  @Test func maskUsesOnlyItsAlpha() {
    let content = square(
      CGRect(x: 0, y: 0, width: 20, height: 10), Color(red: 0, green: 0, blue: 1))
    let mask = square(
      CGRect(x: 0, y: 0, width: 10, height: 10), Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    content.mask = mask
    #expect(close(pixel(content, 5, 5), Pixel(0, 0, 0.5, 0.5)))
    #expect(pixel(content, 15, 5) == .zero)
  }

  @Test func masksToBoundsClipsSublayersToRoundedBounds() {
    let clip = square(CGRect(x: 0, y: 0, width: 20, height: 20), .white)
    clip.masksToBounds = true
    clip.cornerRadius = 10
    clip.addSublayer(square(CGRect(x: -10, y: -10, width: 40, height: 40), .black))
    #expect(pixel(clip, 0, 0).w < 0.05)  // the rounded corner is cut away
    #expect(close(pixel(clip, 10, 10), Pixel(0, 0, 0, 1)))
  }

  @Test func destinationOutImageDrawingPunchesThePatternOut() {
    // UIGraphicsBeginImageContext's stack is shared outside a scope; tests run in parallel.
    GraphicsContextStack.isolated { destinationOutPunchesThePatternOut() }
  }
}

private func destinationOutPunchesThePatternOut() {
  let size = CGSize(width: 10, height: 10)
  let base = UIGraphicsImageRenderer(size: size).image { context in
    UIColor.blue.setFill()
    context.fill(CGRect(origin: .zero, size: size))
  }
  let pattern = UIGraphicsImageRenderer(size: size).image { context in
    UIColor.black.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
  }
  UIGraphicsBeginImageContext(size)
  base.draw(in: CGRect(origin: .zero, size: size))
  pattern.draw(in: CGRect(origin: .zero, size: size), blendMode: .destinationOut, alpha: 1)
  let result = UIGraphicsGetImageFromCurrentImageContext()
  UIGraphicsEndImageContext()
  let bitmap = result?.cgImage
  #expect(bitmap?.bitmap.pixel(atDeviceX: 2, y: 5) == .zero)
  #expect(bitmap?.bitmap.pixel(atDeviceX: 7, y: 5) == Pixel(0, 0, 1, 1))
  #expect(UIGraphicsGetCurrentContext() == nil)
}

extension CompositingTests {
  @Test func gradientLayerInterpolatesBetweenItsColours() {
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 4, height: 100)
    gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    let top = pixel(gradient, 1, 0)
    let middle = pixel(gradient, 1, 50)
    #expect(top.x > 0.98)
    #expect(abs(middle.x - 0.495) < 0.01)
    gradient.locations = [0.5, 1]
    #expect(pixel(gradient, 1, 25).x == 1)
  }
}
