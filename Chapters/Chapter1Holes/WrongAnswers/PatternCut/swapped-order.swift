// Wrong: it draws the pattern first and the picture over it with `.destinationOut`, which cuts the picture out of the pattern instead of the pattern out of the picture, so the check must find the picture gone.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      pattern.draw(in: area)
      image.draw(in: area, blendMode: .destinationOut, alpha: 1)
    }
  }
}
