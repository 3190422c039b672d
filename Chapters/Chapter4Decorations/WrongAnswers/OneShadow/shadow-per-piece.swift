// Wrong: no transparency layer, so each of the three fills casts its own shadow and the upper pieces' shadows fall on the pieces below them, greying the card where it should be white.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    context.saveGState()
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    context.restoreGState()
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
  }
}
