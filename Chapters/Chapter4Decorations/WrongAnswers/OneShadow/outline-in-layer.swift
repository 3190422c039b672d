// Wrong: the outlines are stroked inside the transparency layer, so they belong to the shadowed group: the grey lines cast the group's shadow with the fills instead of none.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
    context.endTransparencyLayer()
    context.restoreGState()
  }
}
