// Wrong: a guard in the wrong place: it asks for section 0's card before checking that there are sections, so with no sections yet it asks about a section the collection view does not have.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    let first = cardFrame(0)
    guard !itemCounts.isEmpty else { return [] }
    var sections: [Int] = []
    if itemCounts[0] > 0 && first.intersects(rect) { sections.append(0) }
    for section in itemCounts.indices.dropFirst()
    where itemCounts[section] > 0 && cardFrame(section).intersects(rect) {
      sections.append(section)
    }
    return sections
  }
}
