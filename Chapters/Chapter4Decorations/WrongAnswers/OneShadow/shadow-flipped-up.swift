// Wrong: a sign flipped: it gives the shadow a height of -6, thinking of Core Graphics' upward y, but a view's context has y going down, so the shadow falls up instead of 6 points down.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 4, height: -6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    context.endTransparencyLayer()
    context.restoreGState()
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
  }
}
