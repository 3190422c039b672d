import UIKit

// The mistakes this chapter warns about, for the figures and for the app's switch between
// a right and a wrong version. Not code to ship: the shaped card is `CardView`, in
// ShapedCards.swift.

// @begin(masked-card-view)
/// The shortcut that does not work: the mask on the view's own layer. The mask cuts
/// everything the layer draws, its shadow included, so the card has no shadow.
final class MaskedCardView: UIView {
  private let outlineMask = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.mask = outlineMask
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = .zero
    layer.shadowRadius = 8
    layer.shadowOpacity = 1
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let outline = cardOutline(in: bounds, corner: 20).cgPath
    outlineMask.frame = bounds
    outlineMask.path = outline
    layer.shadowPath = outline
  }
}
// @end(masked-card-view)
