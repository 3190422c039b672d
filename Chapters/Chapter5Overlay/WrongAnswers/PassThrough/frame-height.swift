// Wrong: it takes the sheet's frame height as how high it stands, but the sheet reaches below the screen, so its frame is taller than what shows and a sheet at or below the undimmed height keeps touches.
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
      let sheetHeight = subviews.first?.frame.height ?? 0
      return sheetHeight <= largestUndimmedHeight ? nil : self
    }
  }
}
