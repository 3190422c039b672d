// Wrong: it cuts with `.xor`, the mode the article names, which erases the pattern over the opaque picture but paints it wherever the picture is see-through, so the check must try a picture with transparent parts.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .xor, alpha: 1)
    }
  }
}
