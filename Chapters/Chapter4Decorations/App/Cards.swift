import UIKit

// @begin(two-blurs)
/// A card that draws its own shadow in `draw(_:)` (`setShadow(offset:blur:color:)`); the
/// figure sets it beside a card whose layer casts one (`shadowRadius`), the blur twice
/// the radius.
final class DrawnCard: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false  // the shadow is translucent, and the corners are not painted
    backgroundColor = .clear
    contentMode = .redraw  // drawn again at a new size, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    UIBezierPath(roundedRect: CGRect(x: 16, y: 16, width: 64, height: 40), cornerRadius: 8).fill()
  }
}
// @end(two-blurs)

/// The odd card alone, on grey, filled one of the two right ways.
class OddCardView: UIView {
  var how = OddOutlineFill.onePath

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.85, alpha: 1)
    contentMode = .redraw  // drawn again at a new size, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    fillOddOutline(in: CGRect(x: 12, y: 12, width: 112, height: 112), context: context, how: how)
  }
}
