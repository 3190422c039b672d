import Foundation

/// A straight edge of a flattened path, stored top to bottom, in device pixels.
struct Edge {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
  /// +1 where the path ran downward along this edge, -1 where it ran upward.
  var direction: Int32
  /// How far x moves per unit of y (finite: the edge is not horizontal).
  var slope: Double

  init(x0: Double, y0: Double, x1: Double, y1: Double, direction: Int32) {
    (self.x0, self.y0, self.x1, self.y1, self.direction) = (x0, y0, x1, y1, direction)
    let slope = (x1 - x0) / (y1 - y0)
    // An edge a few ulps tall could overflow; it covers nothing measurable, so it is
    // treated as vertical between its ends.
    self.slope = slope.isFinite ? slope : 0
  }

  /// x where the edge meets the horizontal line at `y`; above the edge its top x, below
  /// it its bottom x (so the ends are exact).
  @inline(__always) func x(at y: Double) -> Double {
    if y <= y0 { return x0 }
    if y >= y1 { return x1 }
    return x0 + (y - y0) * slope
  }
}

/// A horizontal edge: it adds nothing to coverage, but it joins the edges at its two ends,
/// which the rasterizer needs to know when it splits a row into independent parts.
struct HorizontalEdge {
  var y: Double
  var xLow: Double
  var xHigh: Double
}

extension Edge {
  /// Farthest a coordinate may lie from the origin, in device pixels. Beyond it points
  /// are pulled in, so that differences stay finite; a vertex a million pixels away moves,
  /// but what the edge covers inside a figure changes by far less than a pixel.
  static let coordinateLimit: Double = 1e7

  /// The edges of polygons (each implicitly closed), without edges wholly above `0` or
  /// wholly below `height`; horizontal ones apart.
  static func edges(of polygons: [[CGPoint]], height: Int) -> (
    edges: [Edge], horizontals: [HorizontalEdge]
  ) {
    let limit = coordinateLimit
    var edges: [Edge] = []
    var horizontals: [HorizontalEdge] = []
    edges.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
    let bottom = Double(height)
    for polygon in polygons {
      guard var previous = polygon.last else { continue }
      for point in polygon {
        defer { previous = point }
        let ax = Double(previous.x).clamped(to: -limit...limit)
        let ay = Double(previous.y).clamped(to: -limit...limit)
        let bx = Double(point.x).clamped(to: -limit...limit)
        let by = Double(point.y).clamped(to: -limit...limit)
        if ay == by {
          if ay > 0, ay < bottom, ax != bx {
            horizontals.append(HorizontalEdge(y: ay, xLow: min(ax, bx), xHigh: max(ax, bx)))
          }
          continue
        }
        let edge =
          ay < by
          ? Edge(x0: ax, y0: ay, x1: bx, y1: by, direction: 1)
          : Edge(x0: bx, y0: by, x1: ax, y1: ay, direction: -1)
        if edge.y1 <= 0 || edge.y0 >= bottom { continue }
        edges.append(edge)
      }
    }
    return (edges, horizontals)
  }
}
