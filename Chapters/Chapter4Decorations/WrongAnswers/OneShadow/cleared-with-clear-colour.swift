// Wrong: it ends the shadow by setting a clear one, but only after the outlines, which are stroked with the group's shadow still on, and with a shadow per piece since nothing groups the fills.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
    context.setShadow(offset: .zero, blur: 0, color: nil)
  }
}
