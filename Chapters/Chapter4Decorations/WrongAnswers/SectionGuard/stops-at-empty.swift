// Wrong: it stops at the first empty section, as if an empty section were the end of the data, so the sections after a deleted one lose their cards.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    var sections: [Int] = []
    for section in itemCounts.indices {
      if itemCounts[section] == 0 { break }
      if cardFrame(section).intersects(rect) { sections.append(section) }
    }
    return sections
  }
}
