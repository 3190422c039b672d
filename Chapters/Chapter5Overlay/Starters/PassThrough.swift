import Workbook

// Exercise 5.4: Let the map have its touches.
//   Check your work:  swift run workbook-run check chapter5
//   Stuck?            swift run workbook-run hint 5.4

extension StudentWork {
  /// A container over the whole screen. Touches on its subviews (the overlay) must reach
  /// them; touches anywhere else must pass through to the views behind it.
  final class TouchContainer: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      // Change this: the container keeps every touch, so the map gets none.
      super.hitTest(point, with: event)
    }
  }
}
