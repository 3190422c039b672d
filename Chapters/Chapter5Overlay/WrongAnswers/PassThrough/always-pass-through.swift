// Wrong: it is the chapter's pass-through container unchanged, which lets every touch off the sheet through to the map even when the sheet is above the undimmed height and the map is dimmed.
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
      return view === self ? nil : view
    }
  }
}
