// Wrong: it keeps a card only when the rect contains all of it (`contains` instead of `intersects`), so a card half scrolled on screen is not returned and vanishes before it leaves.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    itemCounts.indices.filter { itemCounts[$0] > 0 && rect.contains(cardFrame($0)) }
  }
}
