import Workbook

extension Solutions {
  static func fillAsOne(_ pieces: [UIBezierPath], in context: CGContext) {
    context.beginTransparencyLayer(auxiliaryInfo: nil)
    for piece in pieces { piece.fill() }
    context.endTransparencyLayer()
  }
}
