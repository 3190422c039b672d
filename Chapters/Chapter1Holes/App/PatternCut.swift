import UIKit

// @begin(pattern-images)
/// The "photo" that sits in the hole: here a plain dark picture.
func makePhoto(size: CGSize) -> UIImage {
  UIGraphicsImageRenderer(size: size).image { context in
    UIColor(white: 0.1, alpha: 1).setFill()
    context.fill(CGRect(origin: .zero, size: size))
  }
}

/// The designer's pattern: opaque diagonal stripes on transparent ground. Only its
/// alpha matters for the cut.
func makeStripes(size: CGSize) -> UIImage {
  UIGraphicsImageRenderer(size: size).image { _ in
    UIColor.black.setFill()
    var x: CGFloat = -size.height
    while x < size.width {
      let stripe = UIBezierPath()
      stripe.move(to: CGPoint(x: x, y: size.height))
      stripe.addLine(to: CGPoint(x: x + size.height, y: 0))
      stripe.addLine(to: CGPoint(x: x + size.height + 12, y: 0))
      stripe.addLine(to: CGPoint(x: x + 12, y: size.height))
      stripe.close()
      stripe.fill()
      x += 32
    }
  }
}
// @end(pattern-images)

// @begin(cut-pattern)
extension UIImageView {
  /// Erases `pattern` from the image: wherever the pattern is opaque, the image becomes
  /// transparent (`destinationOut` keeps the destination times one minus the source's
  /// alpha). The renderer draws at the screen's scale.
  func cutPattern(_ pattern: UIImage) {
    let area = CGRect(origin: .zero, size: bounds.size)
    guard let image, !area.isEmpty else { return }  // no pixels to cut before layout
    self.image = UIGraphicsImageRenderer(size: area.size).image { _ in
      image.draw(in: area)
      pattern.draw(in: area, blendMode: .destinationOut, alpha: 1)
    }
  }
}
// @end(cut-pattern)

// @begin(pattern-cell)
/// A holey row whose hole holds a photo with the pattern cut out of it: two cuts, one
/// through the white view and one through the photo. The photo is a rectangle; its
/// layer's rounded corners clip it to the hole's round ends, or its corners would paint
/// over the white around the hole.
final class PatternHoleCell: HoleCell {
  let photoView = UIImageView()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    photoView.clipsToBounds = true
    contentView.addSubview(photoView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    photoView.frame = holeView.frame
    // The hole's clamped corner radius: half its shorter side.
    photoView.layer.cornerRadius = min(holeView.bounds.width, holeView.bounds.height) / 2
  }

  override func makeHole() {
    super.makeHole()
    photoView.image = makePhoto(size: photoView.bounds.size)
    photoView.cutPattern(makeStripes(size: photoView.bounds.size))
  }
}
// @end(pattern-cell)
