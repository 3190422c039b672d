import Workbook

// Exercise 4.3: One shadow for three pieces.
//   Check your work:  swift run workbook-run check chapter4
//   Stuck?            swift run workbook-run hint 4.3

extension StudentWork {
  /// Fills `pieces` (bottom piece first) in `context`, which has a shadow set, so that
  /// together they cast one shadow: no piece's shadow may fall on another piece.
  static func fillAsOne(_ pieces: [UIBezierPath], in context: CGContext) {
    // Each fill casts its own shadow.
    for piece in pieces { piece.fill() }
  }
}
