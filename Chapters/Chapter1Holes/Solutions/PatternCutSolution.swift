import Workbook

extension Solutions {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(origin: .zero, size: image.size)
    return UIGraphicsImageRenderer(size: image.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .destinationOut, alpha: 1)
    }
  }
}
