// Wrong: `.clear` clears everything the pattern image is drawn over, its transparent parts too, so the whole picture is erased and the check must find the pixels clear of the pattern changed.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .clear, alpha: 1)
    }
  }
}
