// Wrong: it lets touches through only while the sheet is strictly below the largest undimmed height, an off-by-one at the boundary: a sheet exactly at that height leaves the map undimmed and must let them through.
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
      let view = super.hitTest(point, with: event)
      guard view === self else { return view }
      let sheetHeight = subviews.first.map { bounds.height - $0.frame.minY } ?? 0
      return sheetHeight < largestUndimmedHeight ? nil : self
    }
  }
}
