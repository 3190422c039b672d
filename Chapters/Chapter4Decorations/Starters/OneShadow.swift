import Workbook

// Exercise 4.3: One shadow, and an outline without one.
//   Check your work:  swift run workbook-run check chapter4
//   Stuck?            swift run workbook-run hint 4.3

extension StudentWork {
  /// Draws the odd card: `pieces` (bottom piece first) filled white with one shadow
  /// between them, then each outlined in grey with none. `context` has no shadow set,
  /// and what is drawn after this must not get one.
  static func drawCard(_ pieces: [UIBezierPath], in context: CGContext) {
    // Every fill casts its own shadow, and the shadow outlives the function.
    context.setShadow(
      offset: CGSize(width: 4, height: 6), blur: 12, color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    for piece in pieces { piece.fill() }
    UIColor.gray.setStroke()
    for piece in pieces { piece.stroke() }
  }
}
