import Workbook

// Exercise 4.2: No decoration before the data.
//   Check your work:  swift run workbook-run check chapter4
//   Stuck?            swift run workbook-run hint 4.2

extension StudentWork {
  /// Whether `layoutAttributesForElements(in:)` should return the decoration of section
  /// 0, whose frame is `decorationFrame`, for `rect`, when the collection view has
  /// `numberOfSections` sections.
  static func returnsDecoration(numberOfSections: Int, decorationFrame: CGRect, rect: CGRect)
    -> Bool
  {
    // Right about the rect; wrong before the data arrives.
    decorationFrame.intersects(rect)
  }
}
