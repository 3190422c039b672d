import Workbook

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
  /// alpha).
  func cutPattern(_ pattern: UIImage) {
    guard let image else { return }
    let area = CGRect(origin: .zero, size: bounds.size)
    UIGraphicsBeginImageContext(area.size)
    image.draw(in: area)
    pattern.draw(in: area, blendMode: .destinationOut, alpha: 1)
    self.image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
  }
}
// @end(cut-pattern)

func patternCut() -> Figure {
  let size = CGSize(width: 88, height: 56)
  func imagePanel(_ title: String, _ image: UIImage) -> Figure {
    Figure(of: UIImageView(image: image), title: title)
  }
  let photo = UIImageView(image: makePhoto(size: size))
  photo.cutPattern(makeStripes(size: size))
  return .sideBySide(
    [
      imagePanel("photo", makePhoto(size: size)),
      imagePanel("pattern", makeStripes(size: size)),
      Figure(of: photo, title: "photo, pattern cut"),
    ],
    caption: "Drawing the pattern with .destinationOut erases the photo under every "
      + "stripe. Hatching (/) marks transparent pixels.")
}

// @begin(pattern-cell)
/// A holey row whose hole holds a photo with the pattern cut out of it: two cuts, one
/// through the white view and one through the photo.
final class PatternHoleCell: HoleCell {
  let photoView = UIImageView()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(photoView)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    photoView.frame = holeView.frame
  }

  override func makeHole() {
    super.makeHole()
    photoView.image = makePhoto(size: photoView.bounds.size)
    photoView.cutPattern(makeStripes(size: photoView.bounds.size))
  }
}
// @end(pattern-cell)

// @begin(pattern-table)
func patternTable() -> Figure {
  let (screen, _, controller) = makeHoleyTableScreen(
    size: CGSize(width: 240, height: 192), rowCount: 12, cellClass: PatternHoleCell.self)
  return withExtendedLifetime(controller) {
    Figure(
      of: screen,
      caption: "Each hole now holds the dark photo, and through the stripes cut out of "
        + "the photo the gradient behind the table shows.")
  }
}
// @end(pattern-table)
