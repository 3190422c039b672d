import Foundation

/// A grid of premultiplied RGBA pixels covering a rectangle of device space.
///
/// `originX` and `originY` place the bitmap in device pixels, so an offscreen buffer can
/// cover only the part of a figure that a layer touches and still line up with it.
public struct Bitmap: Equatable, Sendable {
  public let originX: Int
  public let originY: Int
  public let width: Int
  public let height: Int
  public var pixels: [Pixel]

  public init(originX: Int = 0, originY: Int = 0, width: Int, height: Int, fill: Pixel = .zero) {
    self.originX = originX
    self.originY = originY
    self.width = max(0, width)
    self.height = max(0, height)
    pixels = [Pixel](repeating: fill, count: self.width * self.height)
  }

  /// A transparent bitmap over the same device area.
  public func emptyCopy() -> Bitmap {
    Bitmap(originX: originX, originY: originY, width: width, height: height)
  }

  /// A transparent bitmap over the part of this one's area that `rect` (device pixels)
  /// touches, grown to whole pixels.
  public func emptyCopy(limitedTo rect: CGRect) -> Bitmap {
    let area = deviceArea(of: rect)
    return Bitmap(
      originX: area.x0, originY: area.y0, width: area.x1 - area.x0, height: area.y1 - area.y0)
  }

  /// Whole device pixels `rect` touches, within this bitmap.
  func deviceArea(of rect: CGRect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
    func bound(_ v: CGFloat, _ low: Int, _ high: Int) -> Int {
      guard v.isFinite else { return v > 0 ? high : low }
      return Int(v.clamped(to: CGFloat(low)...CGFloat(high)))
    }
    let (lowX, highX) = (originX, originX + width)
    let (lowY, highY) = (originY, originY + height)
    if rect.isNull || rect.isEmpty { return (lowX, lowY, lowX, lowY) }
    let x0 = bound(rect.minX.rounded(.down), lowX, highX)
    let y0 = bound(rect.minY.rounded(.down), lowY, highY)
    let x1 = max(x0, bound(rect.maxX.rounded(.up), lowX, highX))
    let y1 = max(y0, bound(rect.maxY.rounded(.up), lowY, highY))
    return (x0, y0, x1, y1)
  }

  /// The pixel at device coordinates, or transparent outside the bitmap.
  public func pixel(atDeviceX x: Int, y: Int) -> Pixel {
    let (lx, ly) = (x - originX, y - originY)
    guard lx >= 0, ly >= 0, lx < width, ly < height else { return .zero }
    return pixels[ly * width + lx]
  }

  /// Fills `path` (mapped by `transform` to device pixels) with `color` under `rule`.
  public mutating func fill(
    _ path: Path, rule: FillRule = .nonZero, color: Color,
    transform: Transform2D = .identity, blendMode: BlendMode = .normal
  ) {
    let source = color.premultiplied
    fill(path, rule: rule, transform: transform, blendMode: blendMode) { _, _ in source }
  }

  /// Fills `path` with a colour chosen per device pixel (for gradients and images).
  public mutating func fill(
    _ path: Path, rule: FillRule = .nonZero, transform: Transform2D = .identity,
    blendMode: BlendMode = .normal, shader: (_ x: Int, _ y: Int) -> Pixel
  ) {
    let local = transform.concatenating(
      Transform2D(translationX: CGFloat(-originX), y: CGFloat(-originY)))
    withoutActuallyEscaping(shader) { shader in
      var sink = ShadingSink(bitmap: self, blendMode: blendMode, shader: shader)
      pixels = []  // hand the storage to the sink without a copy
      Rasterizer.fill(
        path, rule: rule, width: width, height: height, transform: local, into: &sink)
      pixels = sink.pixels
    }
  }

  /// Composites `source` (placed by its own origin) over this bitmap with `blendMode`,
  /// scaling the source by `alpha` first.
  public mutating func draw(_ source: Bitmap, alpha: Float = 1, blendMode: BlendMode = .normal) {
    let x0 = max(originX, source.originX)
    let y0 = max(originY, source.originY)
    let x1 = min(originX + width, source.originX + source.width)
    let y1 = min(originY + height, source.originY + source.height)
    guard x0 < x1, y0 < y1 else { return }
    let alpha = alpha.clamped(to: 0...1)
    for y in y0..<y1 {
      var d = (y - originY) * width + (x0 - originX)
      var s = (y - source.originY) * source.width + (x0 - source.originX)
      for _ in x0..<x1 {
        let original = source.pixels[s]
        if blendMode == .normal, alpha >= 1, original.w >= 1 {
          pixels[d] = original  // opaque over anything: itself, as blending gives
        } else if original.w > 0 || blendMode != .normal {
          pixels[d] = blendMode.blend(original * alpha, over: pixels[d])
        }
        d += 1
        s += 1
      }
    }
  }

  /// Multiplies every pixel by the alpha of `mask` at the same device position (zero
  /// where the mask has no pixel): how `CALayer.mask` and clipping work.
  public mutating func multiply(byAlphaOf mask: Bitmap) {
    for y in 0..<height {
      for x in 0..<width {
        let a = mask.pixel(atDeviceX: originX + x, y: originY + y).w
        if a < 1 { pixels[y * width + x] *= a }
      }
    }
  }
}

/// Feeds rasterized coverage into a bitmap, blending a shader's colour.
private struct ShadingSink: CoverageSink {
  var pixels: [Pixel]
  let width: Int
  let originX: Int
  let originY: Int
  let blendMode: BlendMode
  let shader: (Int, Int) -> Pixel

  init(bitmap: Bitmap, blendMode: BlendMode, shader: @escaping (Int, Int) -> Pixel) {
    pixels = bitmap.pixels
    width = bitmap.width
    originX = bitmap.originX
    originY = bitmap.originY
    self.blendMode = blendMode
    self.shader = shader
  }

  mutating func fill(row: Int, from: Int, to: Int, coverage: Float) {
    for x in from..<to { set(row: row, x: x, coverage: coverage) }
  }

  mutating func set(row: Int, x: Int, coverage: Float) {
    let index = row * width + x
    let source = shader(originX + x, originY + row)
    // An opaque source fully covering a pixel in normal mode replaces it: the same
    // result as blending (`source * 1 + destination * 0`), without the arithmetic.
    if blendMode == .normal, coverage >= 1, source.w >= 1 {
      pixels[index] = source
      return
    }
    pixels[index] = blendMode.blend(source, over: pixels[index], coverage: coverage)
  }
}
