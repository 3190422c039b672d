import Workbook

// Exercise 3.3: A header that fades faster.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.3

extension StudentWork {
  /// A pizza name's alpha, from its pizza's normalised distance to the screen's centre
  /// (-1...1): fully visible at the centre, gone already half-way (at -0.5 and 0.5),
  /// changing linearly in between.
  static func headerAlpha(normalized: CGFloat) -> CGFloat {
    // Change this: it is the chapter's header, which fades only at -1 and 1.
    1 - abs(normalized)
  }

  /// How far (points) the name slides: 30 points per unit of normalised distance, in
  /// the direction of the distance.
  static func headerShift(normalized: CGFloat) -> CGFloat {
    20 * normalized
  }
}
