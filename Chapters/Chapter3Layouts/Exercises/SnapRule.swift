import Workbook

// Exercise 3.1: Snap to a pizza.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.1

extension StudentWork {
  /// The content offset y where scrolling should stop, given where it would stop
  /// (`proposed`): the offset that puts in the middle of the screen the pizza that
  /// would be in the middle at `proposed`. Pizzas are `itemHeight` tall, one after
  /// another from y = 0; the screen is `screenHeight` tall; there are `count` pizzas,
  /// and the answer must centre one of them (never before the first or after the last).
  static func snappedOffset(
    proposed: CGFloat, itemHeight: CGFloat, screenHeight: CGFloat, count: Int
  )
    -> CGFloat
  {
    // Change this: it stops wherever the flick would, between pizzas too.
    proposed
  }
}
