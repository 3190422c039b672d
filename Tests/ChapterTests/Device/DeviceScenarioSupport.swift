import Foundation
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

extension Device {
  /// WCAG's contrast ratio of two colours (1 to 21): (L1 + 0.05) / (L2 + 0.05), L the
  /// relative luminance of the lighter and the darker.
  static func contrast(_ a: Color, _ b: Color) -> Double {
    func luminance(_ c: Color) -> Double {
      func channel(_ v: Double) -> Double {
        v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// Every label with text in `root`'s tree whose text colour, resolved for its traits,
  /// has a contrast below 4.5 with what is drawn behind its centre: (text, ratio).
  @MainActor static func illegibleLabels(in root: UIView) -> [(String, Double)] {
    let pixels = AsciiArt().render(root)
    var found: [(String, Double)] = []
    func visit(_ view: UIView) {
      if let label = view as? UILabel, let text = label.text, !text.isEmpty, !label.isHidden {
        let centre = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: root)
        let p = pixels.pixel(atDeviceX: Int(centre.x), y: Int(centre.y))
        let behind =
          p.w > 0
          ? Color(red: Double(p.x / p.w), green: Double(p.y / p.w), blue: Double(p.z / p.w))
          : .white
        let ink = label.textColor.resolvedColor(with: label.traitCollection).color
        let ratio = contrast(ink, behind)
        if ratio < 4.5 { found.append((text, ratio)) }
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(root)
    return found
  }
}

extension Device {
  /// A view shown at `from`, then resized on screen to `to` (a rotation, Split View),
  /// compared with the same kind of view made at `to`, once the implicit animations a
  /// resize may start have ended: the names of the kinds that differ, with the share of
  /// pixels that do. A view that lays itself out for its bounds matches; one that keeps
  /// a mask, a path or a drawing made for the old size does not.
  @MainActor static func kindsThatDoNotFollowAResize(
    _ makers: [(String, (CGRect) -> UIView)], from: CGSize, to: CGSize, scale: CGFloat = 1
  ) -> [String] {
    func shown(_ view: UIView, in size: CGSize) -> UIView {
      let backdrop = UIView(
        frame: CGRect(x: 0, y: 0, width: size.width + 32, height: size.height + 32))
      backdrop.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
      backdrop.addSubview(view)
      return backdrop
    }
    var differ: [String] = []
    for (name, make) in makers {
      let big = CGSize(width: max(from.width, to.width), height: max(from.height, to.height))
      let resized = make(CGRect(origin: CGPoint(x: 16, y: 16), size: from))
      let screen = shown(resized, in: big)
      _ = AsciiArt(pixelsPerPoint: scale).render(screen)  // on screen at the first size
      resized.frame = CGRect(origin: CGPoint(x: 16, y: 16), size: to)
      screen.layoutIfNeeded()
      Simulator.wait(1)  // every implicit animation has ended
      let fresh = shown(make(CGRect(origin: CGPoint(x: 16, y: 16), size: to)), in: big)
      let a = AsciiArt(pixelsPerPoint: scale).render(screen).pixels
      let b = AsciiArt(pixelsPerPoint: scale).render(fresh).pixels
      let wrong = zip(a, b).filter {
        abs($0.0.x - $0.1.x) + abs($0.0.y - $0.1.y) + abs($0.0.w - $0.1.w) > 0.02
      }.count
      if wrong > 0 { differ.append("\(name) (\(wrong) of \(a.count) pixels)") }
    }
    return differ
  }
}
