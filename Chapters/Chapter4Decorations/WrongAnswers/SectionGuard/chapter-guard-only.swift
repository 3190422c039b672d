// Wrong: the chapter's guard (no card when there are no sections) around the chapter's one card, so only section 0 is ever decorated, however many sections there are.
import Workbook

extension StudentWork {
  static func sectionsToDecorate(
    itemCounts: [Int], cardFrame: (Int) -> CGRect, rect: CGRect
  ) -> [Int] {
    guard !itemCounts.isEmpty else { return [] }
    return cardFrame(0).intersects(rect) ? [0] : []
  }
}
