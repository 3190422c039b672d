// Wrong: the inserted item grows from its own centre, not from the middle of the screen.
import Workbook

extension StudentWork {
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    guard inserted.contains(item) else { return nil }
    let size = CGSize(width: finalFrame.width / 10, height: finalFrame.height / 10)
    return CGRect(
      x: finalFrame.midX - size.width / 2, y: finalFrame.midY - size.height / 2,
      width: size.width, height: size.height)
  }
}
