import Foundation

/// The rubber band a scroll view applies when content is pulled past an edge.
///
/// For an overshoot `x` and a viewport dimension `d`, the visible offset is
/// `(1 - 1 / (x c / d + 1)) d`: slope `c` at the edge, approaching but never reaching
/// `d`. Apple does not publish this curve; the formula and `c = 0.55` are the widely used
/// reverse-engineered values (for d = 960: x = 10 gives 5.47, 100 gives 52.02).
public enum RubberBand {
  /// The constant c: how stiff the band is at the edge.
  public static let coefficient: CGFloat = 0.55

  /// The visible distance for a pull of `overshoot` past an edge (sign kept).
  public static func offset(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let band = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overshoot < 0 ? -band : band
  }

  /// The inverse: the pull past the edge that shows as `offset` (sign kept),
  /// `x = (dim / c) b / (dim - b)`. An offset of the whole dimension or more is never
  /// shown; it gives the largest finite pull.
  public static func overshoot(forOffset offset: CGFloat, dimension: CGFloat) -> CGFloat {
    guard offset.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
    let b = min(abs(offset), dimension.nextDown)
    let x = dimension / coefficient * b / (dimension - b)
    let pull = x.isFinite ? x : .greatestFiniteMagnitude
    return offset < 0 ? -pull : pull
  }
}
