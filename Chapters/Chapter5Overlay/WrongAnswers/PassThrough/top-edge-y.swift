// Wrong: it compares the y of the sheet's top edge with the undimmed height, a coordinate measured from the screen's top where a height from its bottom is meant, so it dims the map exactly when the sheet is low.
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
      let topEdge = subviews.first?.frame.minY ?? bounds.height
      return topEdge <= largestUndimmedHeight ? nil : self
    }
  }
}
