import Workbook

extension Solutions {
  static func returnsDecoration(numberOfSections: Int, decorationFrame: CGRect, rect: CGRect)
    -> Bool
  {
    numberOfSections > 0 && decorationFrame.intersects(rect)
  }
}
