import Workbook

extension Solutions {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    itemCounts.indices.filter { itemCounts[$0] > 0 && cardFrame($0).intersects(rect) }
  }
}
