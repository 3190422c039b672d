// Wrong: to keep the shadow from leaking it never sets one: the card is white and outlined but casts no shadow at all, where the task asks for one under the three pieces.
import Workbook

extension StudentWork {
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    UIColor.gray.setStroke()
    for piece in pieces {
      piece.lineWidth = 1
      piece.stroke()
    }
  }
}
