import UIKit

// @begin(odd-outline)
/// The outline behind an odd number of items: the full rows, the lone item under them on
/// the left, and a small fillet where the lower piece meets the upper one, so the inner
/// corner is rounded rather than sharp. Three pieces that overlap at their edges.
func oddOutlinePieces(in card: CGRect) -> [UIBezierPath] {
  let radius = CGSize(width: Grid.corner, height: Grid.corner)
  let upper = card.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: Grid.itemHeight, right: 0))
  let rows = UIBezierPath(
    roundedRect: upper, byRoundingCorners: [.topLeft, .topRight, .bottomRight], cornerRadii: radius)
  let lone = CGRect(x: upper.minX, y: upper.maxY, width: upper.width / 2, height: Grid.itemHeight)
  let last = UIBezierPath(
    roundedRect: lone, byRoundingCorners: [.bottomLeft, .bottomRight], cornerRadii: radius)
  // The fillet: a corner square with a quarter circle taken out, right of the lone item.
  let corner = CGPoint(x: upper.midX, y: upper.maxY)
  let fillet = UIBezierPath()
  fillet.move(to: corner)
  fillet.addLine(to: CGPoint(x: corner.x, y: corner.y + Grid.corner))
  fillet.addArc(
    withCenter: CGPoint(x: corner.x + Grid.corner, y: corner.y + Grid.corner), radius: Grid.corner,
    startAngle: .pi, endAngle: 1.5 * .pi, clockwise: true)
  fillet.close()
  return [rows, last, fillet]
}
// @end(odd-outline)

// @begin(fill-odd-outline)
/// The two ways to fill the odd outline's three pieces in a context with a shadow so
/// that they cast one shadow, of the whole card.
enum OddOutlineFill {
  /// One path holding all three pieces, filled once.
  case onePath
  /// Each piece filled on its own inside a transparency layer, drawn once at the end.
  case transparencyLayer
}

func fillOddOutline(in card: CGRect, context: CGContext, how: OddOutlineFill) {
  let pieces = oddOutlinePieces(in: card)
  switch how {
  case .onePath:
    let outline = UIBezierPath()
    for piece in pieces { outline.append(piece) }
    outline.fill()
  case .transparencyLayer:
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    for piece in pieces.reversed() { piece.fill() }
    context.endTransparencyLayer()
  }
}
// @end(fill-odd-outline)

// @begin(save-restore)
/// A card with a shadow and a badge on it that should have none.
class BadgedCard: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false  // around the card only its shadow is painted
    backgroundColor = .clear
    contentMode = .redraw  // drawn again at a new size, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    UIBezierPath(roundedRect: CGRect(x: 12, y: 12, width: 96, height: 64), cornerRadius: 10).fill()
    context.restoreGState()  // the shadow ends here
    UIColor(white: 0.35, alpha: 1).setFill()
    UIBezierPath(ovalIn: CGRect(x: 76, y: 22, width: 20, height: 20)).fill()
  }
}
// @end(save-restore)
