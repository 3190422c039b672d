import Foundation

/// A straight edge of a flattened path, stored top to bottom, in device pixels.
struct Edge {
  var x0: Double
  var y0: Double
  var x1: Double
  var y1: Double
  /// +1 where the path ran downward along this edge, -1 where it ran upward.
  var direction: Int32

  /// x where the edge meets the horizontal line at `y`, for y within the edge.
  /// Computed by interpolation so a nearly horizontal edge never divides by ~0.
  @inline(__always) func x(at y: Double) -> Double {
    let t = ((y - y0) / (y1 - y0)).clamped(to: 0...1)
    return x0 + t * (x1 - x0)
  }
}

extension Edge {
  /// Farthest a coordinate may lie from the origin, in device pixels. Beyond it points
  /// are pulled in, so that differences stay finite; a vertex a million pixels away moves,
  /// but what the edge covers inside a figure changes by far less than a pixel.
  static let coordinateLimit: Double = 1e7

  /// The edges of polygons (each implicitly closed), without horizontal edges and without
  /// edges wholly above `0` or wholly below `height`.
  static func edges(of polygons: [[CGPoint]], height: Int) -> [Edge] {
    let limit = coordinateLimit
    var edges: [Edge] = []
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
        if ay == by { continue }
        let edge =
          ay < by
          ? Edge(x0: ax, y0: ay, x1: bx, y1: by, direction: 1)
          : Edge(x0: bx, y0: by, x1: ax, y1: ay, direction: -1)
        if edge.y1 <= 0 || edge.y0 >= bottom { continue }
        edges.append(edge)
      }
    }
    return edges
  }
}
