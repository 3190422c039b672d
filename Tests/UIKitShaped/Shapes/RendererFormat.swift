// expect: compiles
// An image at a chosen scale: the renderer's format, not a UIScreen.
import UIKit

func stripes(size: CGSize) -> UIImage {
  let format = UIGraphicsImageRendererFormat()
  format.scale = 3
  return UIGraphicsImageRenderer(size: size, format: format).image { context in
    UIColor.black.setFill()
    context.fill(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
  }
}
