import Workbook

extension Solutions {
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
      // How high the sheet's top edge is above the bottom; no sheet, nothing to dim.
      let sheetHeight = subviews.first.map { bounds.height - $0.frame.minY } ?? 0
      return sheetHeight <= largestUndimmedHeight ? nil : self
    }
  }
}
