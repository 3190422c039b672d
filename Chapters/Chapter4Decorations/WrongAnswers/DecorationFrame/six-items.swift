// Wrong: the card is hard-coded for the chapter's 6 items (3 rows, 126 points tall) in its 144-point collection, a fixed constant where the task asks for a formula of the count and the width.
import Workbook

extension StudentWork {
  static func decorationFrame(itemCount: Int, collectionWidth: CGFloat) -> CGRect {
    CGRect(x: 12, y: 16, width: 124, height: 126)
  }
}
