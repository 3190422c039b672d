import Workbook

// Exercise 1.1: Cut an even-odd hole.
//   Check your work:  swift run workbook-run check chapter1
//   Stuck?            swift run workbook-run hint 1.1

extension StudentWork {
  /// Cuts `hole` (in `view`'s coordinates) out of `view`: a rounded rectangle with
  /// corners of radius 12, through which whatever lies behind the view shows.
  static func cutEvenOddHole(in view: UIView, hole: CGRect) {
    // Write your code here.
  }
}
