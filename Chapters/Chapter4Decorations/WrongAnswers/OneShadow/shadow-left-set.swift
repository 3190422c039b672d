// Wrong: one shadow for the group, but no save and restore around it, so the shadow stays set: the outlines cast one and so does whatever is drawn after the function.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
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
  }
}
