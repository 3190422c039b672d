import Workbook

// Exercise 5.4: Dim the map above a notch.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.4

extension StudentWork {
  /// A container over the whole screen whose one subview is the sheet. Touches on the
  /// sheet must reach it. Touches anywhere else must pass through to the map behind while
  /// the sheet's top edge is at most `largestUndimmedHeight` points above the container's
  /// bottom; above that the map is dimmed, and the container must keep them.
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
      // Change this: the container keeps every touch, dimmed or not.
      super.hitTest(point, with: event)
    }
  }
}
