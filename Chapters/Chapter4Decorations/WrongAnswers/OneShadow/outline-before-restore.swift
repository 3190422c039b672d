// Wrong: the order: the outlines are stroked before the restore, while the shadow is still set, so each grey line casts a shadow of its own where the task wants none.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    context.endTransparencyLayer()
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
    context.restoreGState()
  }
}
