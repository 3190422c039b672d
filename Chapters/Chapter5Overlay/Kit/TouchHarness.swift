import Workbook

/// Exercise 5.4's question, asked in the student's program: which view a container made
/// by the student's code (`make`), holding plain views at `subviews`, answers for a touch
/// at `point`. A view's behaviour cannot cross to `workbook-run`, so the check asks this
/// for every touch it judges. The answer: -1 the container itself, 0 or more the subview
/// of that index (or a view inside it), -2 no view (the touch passes through), -3 a view
/// that is none of these.
public enum TouchHarness {
  /// The question as the program serves it, for containers made by `make`.
  public static func hits(_ make: @escaping @MainActor (CGRect, CGFloat) -> UIView)
    -> @MainActor (CGRect, CGFloat, [CGRect], CGPoint) -> Int
  {
    { frame, undimmed, subviews, point in
      hit(make: make, frame: frame, undimmed: undimmed, subviews: subviews, point: point)
    }
  }

  public static func hit(
    make: (CGRect, CGFloat) -> UIView, frame: CGRect, undimmed: CGFloat, subviews: [CGRect],
    point: CGPoint
  ) -> Int {
    let container = make(frame, undimmed)
    let children = subviews.map { UIView(frame: $0) }
    for child in children { container.addSubview(child) }
    guard let hit = container.hitTest(point, with: nil) else { return -2 }
    if hit === container { return -1 }
    var view: UIView? = hit
    while let current = view {
      if let index = children.firstIndex(where: { $0 === current }) { return index }
      view = current.superview
    }
    return -3
  }
}
