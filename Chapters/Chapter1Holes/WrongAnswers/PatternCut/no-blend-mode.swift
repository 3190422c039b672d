// Wrong: it draws the pattern over the picture with the normal blend mode, which paints the pattern's colour on it instead of cutting, so the check must find the pixels under the pattern still opaque.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area)
    }
  }
}
