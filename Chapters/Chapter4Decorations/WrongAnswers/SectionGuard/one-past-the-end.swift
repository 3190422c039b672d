// Wrong: an off-by-one: it loops through `0...itemCounts.count`, one section too many, and asks for the card of a section that does not exist (and checks the frame before the count).
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    var sections: [Int] = []
    for section in 0...itemCounts.count where cardFrame(section).intersects(rect) {
      if section < itemCounts.count && itemCounts[section] > 0 { sections.append(section) }
    }
    return sections
  }
}
