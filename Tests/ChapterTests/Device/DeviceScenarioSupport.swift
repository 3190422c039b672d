import Workbook

@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// What a phone or tablet does to an app's views, for the device scenarios: the sizes a
/// collection view is given (portrait, landscape, an iPad's Split View column and a
/// Stage Manager window) and the screens' scales.
enum Device {
  static let portrait = CGSize(width: 320, height: 568)
  static let landscape = CGSize(width: 568, height: 320)
  static let splitView = CGSize(width: 507, height: 1024)
  static let stageManager = CGSize(width: 700, height: 480)
  /// Portrait, then each other size in turn: a rotation, a resize, another resize.
  static let resizes = [landscape, splitView, stageManager, portrait]
  static let scales: [CGFloat] = [1, 2, 3]

  /// The pixels of `view` drawn over a bright yellow backdrop, at `scale` pixels per
  /// point on a screen of that scale.
  @MainActor static func drawnOverBackdrop(_ view: UIView, scale: CGFloat) -> Bitmap {
    let backdrop = UIView(frame: CGRect(origin: .zero, size: view.bounds.size))
    backdrop.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
    view.frame = backdrop.bounds
    backdrop.addSubview(view)
    return AsciiArt(pixelsPerPoint: scale).render(backdrop)
  }

  /// How many pixels are black, or nearly: what an opaque drawn view shows where it
  /// paints nothing. Nothing the chapters draw over the yellow backdrop is that dark (a
  /// shadow of opacity 0.6 leaves 40% of the yellow).
  static func blackPixels(_ bitmap: Bitmap) -> Int {
    var count = 0
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let p = bitmap.pixel(atDeviceX: x, y: y)
        if max(p.x, p.y, p.z) < 0.05 { count += 1 }
      }
    }
    return count
  }
}
