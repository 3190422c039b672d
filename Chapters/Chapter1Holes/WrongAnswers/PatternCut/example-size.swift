// Wrong: it draws into an image of the task's size, 88 x 56, whatever size the picture has: a near miss that fits only the example, which pictures of other sizes must expose.
import Workbook

extension StudentWork {
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    let area = CGRect(x: 0, y: 0, width: 88, height: 56)
    return UIGraphicsImageRenderer(size: area.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .destinationOut, alpha: 1)
    }
  }
}
