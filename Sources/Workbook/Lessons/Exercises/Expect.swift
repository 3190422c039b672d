import Graphics
import UIKitModel

/// Small checks for exercises and instructors' tests. Each returns a `CheckResult` that
/// says what was expected and what came; in a Swift Testing test, write
/// `let result = Expect.transparent(...); #expect(result.passed, "\(result.message)")`.
@MainActor public enum Expect {
  /// Alpha at or below this counts as transparent; at or above `1 - this`, as covered.
  public static let alphaTolerance: Float = 0.05

  /// The pixels of a view tree rendered at one pixel per point.
  static func pixel(of view: UIView, at point: CGPoint) -> Pixel? {
    guard point.isFinite else { return nil }
    let bitmap = AsciiArt().render(view)
    let x = Int(point.x.rounded(.down)) - Int(view.bounds.minX.rounded(.down))
    let y = Int(point.y.rounded(.down)) - Int(view.bounds.minY.rounded(.down))
    guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return nil }
    return bitmap.pixel(atDeviceX: x, y: y)
  }

  /// `point` (in `view`'s bounds space) is see-through: the view tree draws nothing
  /// there, so whatever is behind it shows.
  public static func transparent(_ point: CGPoint, in view: UIView, what: String = "the point")
    -> CheckResult
  {
    guard let pixel = pixel(of: view, at: point) else {
      return .fail("\(what) \(describe(point)) is outside the view")
    }
    if pixel.w <= alphaTolerance { return .pass() }
    return .fail(
      "expected \(what) \(describe(point)) to be see-through, but it is covered "
        + "(alpha \(String(format: "%.2f", pixel.w)))")
  }

  /// `point` is fully covered by what the view tree draws.
  public static func covered(_ point: CGPoint, in view: UIView, what: String = "the point")
    -> CheckResult
  {
    guard let pixel = pixel(of: view, at: point) else {
      return .fail("\(what) \(describe(point)) is outside the view")
    }
    if pixel.w >= 1 - alphaTolerance { return .pass() }
    return .fail(
      "expected \(what) \(describe(point)) to be covered, but it is see-through "
        + "(alpha \(String(format: "%.2f", pixel.w)))")
  }

  /// `value` is within `tolerance` of `expected`.
  public static func value(
    _ value: CGFloat, near expected: CGFloat, within tolerance: CGFloat, what: String
  ) -> CheckResult {
    if value.isFinite, abs(value - expected) <= tolerance { return .pass() }
    return .fail(
      "expected \(what) to be \(format(expected)) (give or take \(format(tolerance))), "
        + "but it is \(format(value))")
  }

  /// Two figures agree cell by cell: at most `allowedCells` characters differ, and no
  /// character differs by more than `allowedSteps` steps of the darkness ramp (a hatch
  /// or frame character always counts as far). On failure the result carries the two
  /// figures side by side and a third panel marking the differing cells with `X`.
  ///
  /// - Parameters:
  ///   - actual: the student's figure.
  ///   - expected: the goal, usually `Answers.figure(_:_:)` of the solution's.
  ///   - allowedCells: how many cells may differ (0: none).
  ///   - allowedSteps: how far along the darkness ramp a cell may be off without
  ///     counting as different (0: not at all; anti-aliased edges may need 1).
  public static func figure(
    _ actual: Figure, matches expected: Figure, allowedCells: Int = 0, allowedSteps: Int = 0
  ) -> CheckResult {
    let comparison = FigureComparison(
      actual: actual, expected: expected, allowedSteps: allowedSteps)
    let total = comparison.cellCount
    if comparison.differing <= allowedCells { return .pass() }
    return .fail(
      "your figure differs from the expected one in \(comparison.differing) of \(total) "
        + "cells (marked X)" + (allowedCells > 0 ? "; up to \(allowedCells) may differ" : ""),
      figure: comparison.rendered())
  }

  /// `point` is inside `path` under the path's fill rule.
  public static func inside(_ point: CGPoint, of path: UIBezierPath, what: String = "the point")
    -> CheckResult
  {
    path.contains(point)
      ? .pass()
      : .fail("expected \(what) \(describe(point)) to be inside your path, but it is outside")
  }

  /// `point` is outside `path` under the path's fill rule.
  public static func outside(_ point: CGPoint, of path: UIBezierPath, what: String = "the point")
    -> CheckResult
  {
    path.contains(point)
      ? .fail("expected \(what) \(describe(point)) to be outside your path, but it is inside")
      : .pass()
  }

  /// `path` covers what `expected` covers across `area`, each under its own fill rule:
  /// judged at a grid of `steps` by `steps` points, except those within `margin` of
  /// `expected`'s edge (where two right ways of drawing a curve may differ). A failure
  /// names the first point where they disagree; `what` names the case.
  public static func sameShape(
    _ path: UIBezierPath, as expected: UIBezierPath, across area: CGRect, steps: Int = 24,
    margin: CGFloat = 1.5, what: String
  ) -> CheckResult {
    let steps = max(1, steps)
    for row in 0...steps {
      for column in 0...steps {
        let point = CGPoint(
          x: area.minX + area.width * CGFloat(column) / CGFloat(steps),
          y: area.minY + area.height * CGFloat(row) / CGFloat(steps))
        let want = expected.contains(point)
        let nearEdge = [(margin, 0), (-margin, 0), (0, margin), (0, -margin)].contains { dx, dy in
          expected.contains(CGPoint(x: point.x + dx, y: point.y + dy)) != want
        }
        guard !nearEdge, path.contains(point) != want else { continue }
        return .fail(
          "\(what): expected \(describe(point)) to be \(want ? "inside" : "outside") your "
            + "path, but it is \(want ? "outside" : "inside")")
      }
    }
    return .pass()
  }

  /// A point as "(x, y)" with at most two decimals, for messages.
  public static func describe(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
  }

  /// A number with at most two decimals, for messages.
  public static func format(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    if value != 0, abs(value) < 0.01 { return String(format: "%g", Double(value)) }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded()
      ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
  }
}

/// Two figures' art compared cell by cell.
struct FigureComparison {
  let actual: Figure
  let expected: Figure
  let marks: [String]
  let differing: Int
  let cellCount: Int

  init(actual: Figure, expected: Figure, allowedSteps: Int) {
    self.actual = actual
    self.expected = expected
    let a = actual.art.map(Array.init)
    let e = expected.art.map(Array.init)
    let rows = max(a.count, e.count)
    let columns = max(a.first?.count ?? 0, e.first?.count ?? 0)
    var differing = 0
    marks = (0..<rows).map { row in
      String(
        (0..<columns).map { column -> Character in
          let x = row < a.count && column < a[row].count ? a[row][column] : nil
          let y = row < e.count && column < e[row].count ? e[row][column] : nil
          guard let x, let y, FigureComparison.steps(between: x, and: y) <= allowedSteps else {
            differing += 1
            return "X"
          }
          return " "
        })
    }
    self.differing = differing
    cellCount = rows * columns
  }

  /// Steps apart on the darkness ramp; characters off the ramp are equal or far apart.
  static func steps(between a: Character, and b: Character) -> Int {
    if a == b { return 0 }
    guard let i = AsciiArt.ramp.firstIndex(of: a), let j = AsciiArt.ramp.firstIndex(of: b) else {
      return Int.max
    }
    return abs(i - j)
  }

  func rendered() -> String {
    Figure.sideBySide(
      [
        Figure(art: actual.art, title: "yours"),
        Figure(art: expected.art, title: "expected"),
        Figure(art: marks, title: "\(differing) differ"),
      ], gap: 2
    ).rendered()
  }
}
