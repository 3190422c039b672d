// Wrong: it asks about the sheet's height before asking which view was hit, a guard in the wrong place: while the map is undimmed it returns nil for every touch, the sheet's own included.
import Workbook

extension StudentWork {
  final class TouchContainer: UIView {
    let largestUndimmedHeight: CGFloat

    init(frame: CGRect, largestUndimmedHeight: CGFloat) {
      self.largestUndimmedHeight = largestUndimmedHeight
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let sheetHeight = subviews.first.map { bounds.height - $0.frame.minY } ?? 0
      if sheetHeight <= largestUndimmedHeight { return nil }
      let view = super.hitTest(point, with: event)
      return view ?? self
    }
  }
}
