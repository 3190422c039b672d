import Graphics
@_spi(Engine) import UIKitModel

/// Turns pixels into characters.
///
/// Each character stands for a cell of `cellSize` points (4 x 8 by default: terminal
/// characters are about twice as tall as wide, so shapes keep their proportions). The
/// cell's pixels are averaged; then:
///
/// - an (almost) transparent cell, alpha below `transparentBelow`, is drawn as a sparse
///   diagonal hatch, `/` on every fourth diagonal, so "nothing here" never looks like
///   white;
/// - any other cell is composited over white and its luminance (Rec. 709 weights on the
///   sRGB values) picks a character from `ramp`, white as a space and black as `@`.
public struct AsciiArt: Sendable {
  /// Characters from white to black, in even steps of darkness.
  public static let ramp: [Character] = Array(" .:-=+*#%@")
  /// The character of the hatch that marks transparent cells.
  public static let hatch: Character = "/"
  /// Cells whose average alpha is below this count as transparent.
  package static let transparentBelow: Float = 0.1

  /// Points per character, horizontally and vertically.
  public var cellSize: CGSize
  /// Pixels rendered per point before cells are averaged.
  public var pixelsPerPoint: CGFloat
  /// How many times its size in points a medium that shows pictures (the web book) shows
  /// this one: 2 for a close-up, whose small cells already show it larger in characters.
  /// Its picture is drawn with as many more pixels, so it stays sharp.
  public var magnification: CGFloat

  /// A drawer of `cellSize` points per character, for a picture of `pixelsPerPoint` pixels
  /// per point, shown `magnification` times its size where pictures are shown.
  public init(
    cellSize: CGSize = CGSize(width: 4, height: 8), pixelsPerPoint: CGFloat = 1,
    magnification: CGFloat = 1
  ) {
    self.cellSize = cellSize
    self.pixelsPerPoint = pixelsPerPoint
    self.magnification = max(1, magnification)
  }

  /// The character for one premultiplied average colour at cell (column, row).
  public static func character(for pixel: Pixel, column: Int, row: Int) -> Character {
    if pixel.w < transparentBelow {
      return (column + row) % 4 == 0 ? hatch : " "
    }
    let white = 1 - pixel.w
    let luminance =
      0.2126 * (pixel.x + white) + 0.7152 * (pixel.y + white) + 0.0722 * (pixel.z + white)
    let darkness = (1 - luminance).clamped(to: 0...1)
    return ramp[Int((darkness * Float(ramp.count - 1)).rounded())]
  }

  /// The art for a bitmap rendered at `pixelsPerPoint`, one line per row of cells.
  public func lines(of bitmap: Bitmap) -> [String] {
    lines(of: cellAverages(of: bitmap))
  }

  /// Characters for a grid of cell averages.
  func lines(of averages: [[Pixel]]) -> [String] {
    averages.enumerated().map { row, cells in
      String(
        cells.enumerated().map { column, pixel in
          AsciiArt.character(for: pixel, column: column, row: row)
        })
    }
  }

  /// Each cell's average premultiplied colour, row by row; with `halves`, two rows per
  /// cell row, its top half and its bottom half (for half-block characters).
  package func cellAverages(of bitmap: Bitmap, halves: Bool = false) -> [[Pixel]] {
    let cellWidth = cellSize.width * pixelsPerPoint
    let cellHeight = cellSize.height * pixelsPerPoint / (halves ? 2 : 1)
    guard cellWidth > 0, cellHeight > 0, bitmap.width > 0, bitmap.height > 0 else { return [] }
    // Whole cells, and a last part-cell; a quotient a rounding error above a whole number
    // (a cell size fitted to a terminal) is that whole number, not a row of almost nothing.
    let columns = Int((CGFloat(bitmap.width) / cellWidth - 1e-6).rounded(.up))
    let rows = Int((CGFloat(bitmap.height) / cellHeight - 1e-6).rounded(.up))
    return (0..<rows).map { row in
      let y0 = Int((CGFloat(row) * cellHeight).rounded())
      let y1 = min(bitmap.height, Int((CGFloat(row + 1) * cellHeight).rounded()))
      return (0..<columns).map { column -> Pixel in
        let x0 = Int((CGFloat(column) * cellWidth).rounded())
        let x1 = min(bitmap.width, Int((CGFloat(column + 1) * cellWidth).rounded()))
        var sum = Pixel.zero
        for y in y0..<max(y0, y1) {
          for x in x0..<max(x0, x1) { sum += bitmap.pixels[y * bitmap.width + x] }
        }
        return sum / Float(max(1, (x1 - x0) * (y1 - y0)))
      }
    }
  }

  /// Renders `view` (laid out first) at its own bounds and returns its art, with the
  /// text of visible labels written over it.
  @MainActor public func lines(of view: UIView) -> [String] {
    view.layoutIfNeeded()
    return lines(ofLayerWithText: view.layer)
  }

  /// A layer tree's art with its labels' text.
  func lines(ofLayerWithText layer: CALayer) -> [String] {
    cells(ofLayerWithText: layer).lines
  }

  /// A layer tree's art with its labels' text, and each cell's average colour.
  func cells(ofLayerWithText layer: CALayer) -> (
    lines: [String], colors: [[Pixel]], halves: [[Pixel]]
  ) {
    let (bitmap, overlay) = TextOverlay.collecting { render(layer) }
    let averages = cellAverages(of: bitmap)
    var art = lines(of: averages)
    overlay.write(
      into: &art, cellWidth: cellSize.width * pixelsPerPoint,
      cellHeight: cellSize.height * pixelsPerPoint)
    return (art, averages, cellAverages(of: bitmap, halves: true))
  }

  /// The view tree's pixels at `pixelsPerPoint`, the view's bounds filling the bitmap.
  @MainActor public func render(_ view: UIView) -> Bitmap {
    view.applyTraitChanges()
    view.layoutIfNeeded()
    return render(view.layer)
  }

  /// A layer tree's pixels, its bounds filling the bitmap.
  public func render(_ layer: CALayer) -> Bitmap {
    let scale = pixelsPerPoint
    func side(_ v: CGFloat) -> Int {
      let pixels = (v * scale).rounded(.up)
      return pixels.isFinite && pixels > 0 ? Int(min(pixels, CGFloat(AsciiArt.maximumSide))) : 0
    }
    let context = CGContext(
      bitmap: Bitmap(width: side(layer.bounds.width), height: side(layer.bounds.height)),
      ctm: CGAffineTransform(translationX: -layer.bounds.minX, y: -layer.bounds.minY)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale)))
    layer.render(in: context)
    return context.bitmap
  }

  /// The largest figure bitmap side, in pixels.
  package static let maximumSide = 4096
}

extension Figure {
  /// A figure of a view tree, drawn with `art`'s cell size.
  @MainActor public init(
    of view: UIView, title: String? = nil, caption: String? = nil, art: AsciiArt = AsciiArt()
  ) {
    view.layoutIfNeeded()
    let (lines, colors, halves) = art.cells(ofLayerWithText: view.layer)
    self.init(art: lines, title: title, caption: caption)
    cellColors = colors
    halfCellColors = halves
    recordRaster(of: view.layer, art: art)
  }

  /// With `Figure.rasterScale` set, draws the layer tree again at that scale and keeps
  /// the bitmap and the labels' places.
  mutating func recordRaster(of layer: CALayer, art: AsciiArt) {
    guard let base = Figure.rasterScale else { return }
    let scale = base * max(1, art.pixelsPerPoint)
    let drawing = AsciiArt(cellSize: art.cellSize, pixelsPerPoint: scale * art.magnification)
    let (bitmap, overlay) = TextOverlay.collecting { drawing.render(layer) }
    raster = bitmap
    // A magnified figure's pixels per point of the page: the page shows it larger.
    rasterPixelsPerPoint = scale
    rasterLabels = overlay.placements.filter { $0.opacity >= 0.5 }.map { placement in
      let alignment =
        switch placement.alignment {
        case .left, .justified, .natural: "left"
        case .center: "center"
        case .right: "right"
        }
      return RasterLabel(text: placement.text, rect: placement.deviceRect, alignment: alignment)
    }
  }

  /// A figure of a layer tree.
  public init(
    of layer: CALayer, title: String? = nil, caption: String? = nil, art: AsciiArt = AsciiArt()
  ) {
    let (lines, colors, halves) = art.cells(ofLayerWithText: layer)
    self.init(art: lines, title: title, caption: caption)
    cellColors = colors
    halfCellColors = halves
    recordRaster(of: layer, art: art)
  }
}
