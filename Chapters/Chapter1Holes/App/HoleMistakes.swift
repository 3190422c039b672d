import UIKit

// The mistakes this chapter warns about, for the figures and for the app's switch between
// a right and a wrong version. Not code to ship: the right cut is `cutPattern(_:)`, in
// PatternCut.swift.

// @begin(scale-one-cut)
extension UIImageView {
  /// The article's cut, with the old image context: at scale 1 whatever the screen, so
  /// on a Retina screen the result is blurry. Deprecated since iOS 17; do not ship it.
  func cutPatternAtScaleOne(_ pattern: UIImage) {
    let area = CGRect(origin: .zero, size: bounds.size)
    // A zero size, which a view has before its first layout, makes
    // UIGraphicsBeginImageContext fail (observed: on iOS 17 the app stops there).
    guard let image, !area.isEmpty else { return }
    UIGraphicsBeginImageContext(area.size)
    image.draw(in: area)
    pattern.draw(in: area, blendMode: .destinationOut, alpha: 1)
    self.image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
  }
}
// @end(scale-one-cut)
