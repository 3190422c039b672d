// Wrong: it returns every section with items whatever the rect, so `layoutAttributesForElements(in:)` hands back cards far off screen, which the rect is there to leave out.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    itemCounts.indices.filter { itemCounts[$0] > 0 }
  }
}
