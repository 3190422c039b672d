// Wrong: it forgets empty sections: a section whose items were all deleted still gets a card, a stray line of shadow with no rows above it.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    itemCounts.indices.filter { cardFrame($0).intersects(rect) }
  }
}
