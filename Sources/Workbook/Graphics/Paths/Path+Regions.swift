import Foundation

/// How two filled regions combine (Core Graphics' path operations of iOS 16).
public enum RegionOperation: Sendable {
  /// Inside either.
  case union
  /// Inside both.
  case intersection
  /// Inside the first and not the second.
  case subtracting
  /// Inside exactly one.
  case symmetricDifference

  func keeps(_ inFirst: Bool, _ inSecond: Bool) -> Bool {
    switch self {
    case .union: inFirst || inSecond
    case .intersection: inFirst && inSecond
    case .subtracting: inFirst && !inSecond
    case .symmetricDifference: inFirst != inSecond
    }
  }
}

extension Path {
  /// The region this path fills under `rule`, as a path that fills the same region under
  /// either rule: non-overlapping subpaths, all turning the same way (clockwise on
  /// screen). What `CGPath.normalized(using:)` returns, up to the shape of the pieces.
  ///
  /// The model's pieces are trapezoids between the heights where an edge starts, ends or
  /// crosses another (curves flattened to within `tolerance` first), each as tall as the
  /// same two edges bound it. Core Graphics returns the region's outlines instead; both
  /// fill the same pixels, but the model's result is for filling, clipping, masks and
  /// shadows, not for stroking (a stroke would show the joins between pieces).
  public func normalizedRegion(rule: FillRule, tolerance: CGFloat = 0.02) -> Path {
    Path.region(of: [(self, rule)], tolerance: tolerance) { inside in inside[0] }
  }

  /// The region this path fills combined with `other`'s by `operation`, both filled
  /// under `rule`, as a path of non-overlapping trapezoids (see
  /// `normalizedRegion(rule:tolerance:)`).
  public func combinedRegion(
    with other: Path, _ operation: RegionOperation, rule: FillRule, tolerance: CGFloat = 0.02
  ) -> Path {
    Path.region(of: [(self, rule), (other, rule)], tolerance: tolerance) { inside in
      operation.keeps(inside[0], inside[1])
    }
  }

  /// The most edges the region of a set of paths is computed for, once its curves are
  /// flattened: the search for crossings compares the edges that share heights pairwise,
  /// so beyond this a path crossing itself everywhere would take seconds. More edges are
  /// refused with an empty path. (A card's outline with a stroked curve cut out of it has
  /// a few hundred.)
  public static let maximumRegionEdges = 5_000

  /// One straight piece of a flattened path, top to bottom, with the direction it ran.
  private struct Edge {
    var top: CGPoint
    var bottom: CGPoint
    /// +1 if the path ran downwards along it, -1 upwards.
    var winding: Int
    /// Which of the combined paths it belongs to.
    var owner: Int

    func x(at y: CGFloat) -> CGFloat {
      let height = bottom.y - top.y
      return height > 0 ? top.x + (y - top.y) * (bottom.x - top.x) / height : top.x
    }
  }

  /// The region where `keeps` says yes, given for each point whether it is inside each
  /// path under that path's rule: a sweep from top to bottom through the bands between
  /// the heights where edges start, end or cross, in which the edges keep their order.
  private static func region(
    of paths: [(path: Path, rule: FillRule)], tolerance: CGFloat,
    keeps: ([Bool]) -> Bool
  ) -> Path {
    var edges: [Edge] = []
    for (owner, entry) in paths.enumerated() {
      for polygon in entry.path.flattened(tolerance: tolerance) {
        for (index, start) in polygon.enumerated() {
          let end = polygon[(index + 1) % polygon.count]
          guard start.y != end.y else { continue }  // horizontal: no winding to count
          edges.append(
            start.y < end.y
              ? Edge(top: start, bottom: end, winding: 1, owner: owner)
              : Edge(top: end, bottom: start, winding: -1, owner: owner))
        }
      }
    }
    guard !edges.isEmpty, edges.count <= maximumRegionEdges else { return Path() }
    edges.sort { $0.top.y < $1.top.y }

    // The heights where something changes: every end of an edge, every crossing.
    var heights = Set<CGFloat>()
    for edge in edges {
      heights.insert(edge.top.y)
      heights.insert(edge.bottom.y)
    }
    for i in edges.indices {
      let a = edges[i]
      var j = i + 1
      while j < edges.count, edges[j].top.y < a.bottom.y {
        if let y = crossingHeight(a, edges[j]) { heights.insert(y) }
        j += 1
      }
    }
    let bands = heights.sorted()

    // Runs of the region in the band above, by their bounding edges, still open.
    struct Piece {
      var left: Int
      var right: Int
      var top: CGFloat
    }
    var open: [Piece] = []
    var result = Path()
    func close(_ piece: Piece, at bottom: CGFloat) {
      let (l, r) = (edges[piece.left], edges[piece.right])
      let corners = [
        CGPoint(x: l.x(at: piece.top), y: piece.top), CGPoint(x: r.x(at: piece.top), y: piece.top),
        CGPoint(x: r.x(at: bottom), y: bottom), CGPoint(x: l.x(at: bottom), y: bottom),
      ]
      guard corners[1].x - corners[0].x > 1e-9 || corners[2].x - corners[3].x > 1e-9 else {
        return
      }
      result.move(to: corners[0])
      for corner in corners.dropFirst() { result.addLine(to: corner) }
      result.closeSubpath()
    }

    var firstCandidate = 0
    var active: [Int] = []
    for (top, bottom) in zip(bands, bands.dropFirst()) where bottom > top {
      while firstCandidate < edges.count, edges[firstCandidate].top.y <= top {
        active.append(firstCandidate)
        firstCandidate += 1
      }
      active.removeAll { edges[$0].bottom.y <= top }
      let middle = (top + bottom) / 2
      let ordered = active.filter { edges[$0].bottom.y >= bottom }
        .sorted { edges[$0].x(at: middle) < edges[$1].x(at: middle) }
      var windings = [Int](repeating: 0, count: paths.count)
      var inside = false
      var left = 0
      var runs: [(Int, Int)] = []
      for index in ordered {
        windings[edges[index].owner] += edges[index].winding
        let now = keeps(paths.indices.map { paths[$0].rule.contains(winding: windings[$0]) })
        if now, !inside { left = index }
        if !now, inside { runs.append((left, index)) }
        inside = now
      }
      // A run bounded by the same two edges as one above goes on; the others end here.
      var next: [Piece] = []
      for (l, r) in runs {
        if let at = open.firstIndex(where: { $0.left == l && $0.right == r }) {
          next.append(open.remove(at: at))
        } else {
          next.append(Piece(left: l, right: r, top: top))
        }
      }
      for piece in open { close(piece, at: top) }
      open = next
    }
    for piece in open { close(piece, at: bands.last ?? 0) }
    return result
  }

  /// The height where two edges cross strictly inside both, if they do.
  private static func crossingHeight(_ a: Edge, _ b: Edge) -> CGFloat? {
    let top = max(a.top.y, b.top.y)
    let bottom = min(a.bottom.y, b.bottom.y)
    guard bottom > top else { return nil }
    let dTop = a.x(at: top) - b.x(at: top)
    let dBottom = a.x(at: bottom) - b.x(at: bottom)
    guard dTop * dBottom < 0 else { return nil }
    let y = top + (bottom - top) * dTop / (dTop - dBottom)
    return y > top && y < bottom && y.isFinite ? y : nil
  }
}

extension FillRule {
  /// Whether a point of this winding number is inside.
  func contains(winding: Int) -> Bool {
    switch self {
    case .nonZero: winding != 0
    case .evenOdd: winding & 1 != 0
    }
  }
}
