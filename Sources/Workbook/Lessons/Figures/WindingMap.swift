import Graphics
@_spi(Engine) import UIKitModel

extension Figure {
  /// A map of a path's winding numbers: each character shows the winding number at the
  /// centre of its cell (`cellSize` points), `0` to `9`, `-` for any negative number and
  /// `+` for ten or more. A reader can then apply either fill rule by eye.
  public init(
    windingNumbersOf path: Path, size: CGSize, cellSize: CGSize = CGSize(width: 4, height: 8),
    title: String? = nil, caption: String? = nil
  ) {
    let columns = max(0, Int((size.width / cellSize.width).rounded(.up)))
    let rows = max(0, Int((size.height / cellSize.height).rounded(.up)))
    let polygons = path.flattened(tolerance: 0.01)
    let art = (0..<rows).map { row in
      String(
        (0..<columns).map { column -> Character in
          let centre = CGPoint(
            x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
          let winding = Path.winding(at: centre, polygons: polygons)
          if winding < 0 { return "-" }
          if winding > 9 { return "+" }
          return Character(String(winding))
        })
    }
    self.init(art: art, title: title, caption: caption)
  }
}

extension Figure {
  /// The winding-number map of a Core Graphics path (see `init(windingNumbersOf:...)`).
  public init(
    windingNumbersOf path: CGPath, size: CGSize, cellSize: CGSize = CGSize(width: 4, height: 8),
    title: String? = nil, caption: String? = nil
  ) {
    self.init(
      windingNumbersOf: path.path, size: size, cellSize: cellSize, title: title, caption: caption)
  }
}
