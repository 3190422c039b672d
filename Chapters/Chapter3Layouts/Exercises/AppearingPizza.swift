import Workbook

// Exercise 3.5: A pizza that grows out of the middle.
//   Check your work:  swift run workbook-run check chapter3
//   Stuck?            swift run workbook-run hint 3.5

extension StudentWork {
  /// The frame an item starts its batch-update animation from
  /// (`initialLayoutAttributesForAppearingItem(at:)`): for an item in `inserted`, centred
  /// on `screenCenter` at a tenth of `finalFrame`'s width and height; for any other item,
  /// nil: the layout leaves its start to UIKit.
  static func appearingFrame(
    item: Int, inserted: [Int], finalFrame: CGRect, screenCenter: CGPoint
  ) -> CGRect? {
    // Change this: every item starts where it ends, so nothing grows, and items that only
    // move are not left to UIKit.
    finalFrame
  }
}
