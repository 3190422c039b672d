// Wrong: `.destinationIn` keeps the picture only where the pattern is opaque, the inverse of the cut, so the check must find the picture erased where it should stay.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .destinationIn, alpha: 1)
    }
  }
}
