import Foundation

/// Scan conversion: a path's anti-aliased coverage on a pixel grid, exact for both fill
/// rules.
///
/// Coverage of a pixel is the area of the pixel inside the path. The common "signed area
/// accumulation" trick sums winding over a pixel, which is wrong wherever subpaths overlap
/// or a path crosses itself (half a pixel at winding 2 and half at 0 sums to 1, where
/// even-odd wants 0 and non-zero 0.5). This rasterizer avoids that:
///
/// 1. The path is flattened to straight edges within `flatteningTolerance` pixels.
/// 2. A sweep cuts the plane into horizontal bands at every vertex and every crossing of
///    two edges, so that inside a band the edges keep a fixed left-to-right order.
/// 3. In each band the winding number between neighbouring edges is known, so the inside
///    of the band is a set of disjoint trapezoids under either rule.
/// 4. Each trapezoid's left side is added to a sparse cell list with +1 and its right side
///    with -1; summing along a row then gives every pixel's exact covered area.
///
/// The only approximations are the flattening and `Float` sums (about 1e-6).
public enum Rasterizer {
  /// Largest distance, in pixels, between a curve and the lines that replace it.
  public static let flatteningTolerance: CGFloat = 0.1

  /// Bands thinner than this (in pixels) are not split further at a crossing; it bounds
  /// the work for edges that cross at a grazing angle, at an area error below 1e-6.
  static let minimumBandHeight: Double = 1.0 / 4096

  /// Fills `path` under `rule`, mapped through `transform` into a `width` x `height`
  /// grid, and writes coverage runs and cells to `sink` in row order (zero coverage is
  /// skipped, so the sink starts from zero).
  public static func fill<Sink: CoverageSink>(
    _ path: Path, rule: FillRule, width: Int, height: Int,
    transform: Transform2D = .identity, into sink: inout Sink
  ) {
    guard width > 0, height > 0 else { return }
    let polygons = path.flattened(tolerance: flatteningTolerance, transform: transform)
    let cells = CellAccumulator(width: width, height: height)
    sweep(Edge.edges(of: polygons, height: height), rule: rule, into: cells)
    cells.resolve(into: &sink)
  }

  /// The coverage of `path` as a grid of values in [0, 1], row by row.
  public static func coverage(
    of path: Path, rule: FillRule, width: Int, height: Int,
    transform: Transform2D = .identity
  ) -> CoverageGrid {
    var grid = CoverageGrid(width: width, height: height)
    grid.values.withUnsafeMutableBufferPointer { values in
      var sink = BufferSink<Float>(values: values, width: width)
      fill(path, rule: rule, width: width, height: height, transform: transform, into: &sink)
    }
    return grid
  }

  /// The coverage of `path` as an 8-bit mask (0 to 255, rounded), the form the
  /// benchmark compares with cairo and Skia.
  public static func alphaMask(
    of path: Path, rule: FillRule, width: Int, height: Int,
    transform: Transform2D = .identity
  ) -> [UInt8] {
    var mask = [UInt8](repeating: 0, count: max(0, width) * max(0, height))
    mask.withUnsafeMutableBufferPointer { values in
      var sink = BufferSink<UInt8>(values: values, width: width)
      fill(path, rule: rule, width: width, height: height, transform: transform, into: &sink)
    }
    return mask
  }

  /// Fills `path` into an existing 8-bit mask of `width` x `height`, clearing it first:
  /// what a renderer that reuses its buffers does.
  public static func fill(
    _ path: Path, rule: FillRule, into mask: inout [UInt8], width: Int, height: Int,
    transform: Transform2D = .identity
  ) {
    let count = max(0, width) * max(0, height)
    if mask.count != count { mask = [UInt8](repeating: 0, count: count) }
    mask.withUnsafeMutableBufferPointer { values in
      values.update(repeating: 0)
      var sink = BufferSink<UInt8>(values: values, width: width)
      fill(path, rule: rule, width: width, height: height, transform: transform, into: &sink)
    }
  }

  /// The band sweep (steps 2 to 4 above).
  static func sweep(_ input: [Edge], rule: FillRule, into cells: CellAccumulator) {
    guard !input.isEmpty else { return }
    let edges = input.sorted { $0.y0 < $1.y0 }
    let bottom = Double(cells.height)
    let right = Double(cells.width)
    var active: [Int] = []
    var next = 0
    var y = max(0, edges[0].y0)
    var xs: [Double] = []
    while y < bottom {
      active.removeAll { edges[$0].y1 <= y }
      while next < edges.count, edges[next].y0 <= y {
        if edges[next].y1 > y { active.append(next) }
        next += 1
      }
      if active.isEmpty {
        guard next < edges.count else { return }
        y = max(y, edges[next].y0)
        continue
      }
      var yNext = bottom
      if next < edges.count { yNext = min(yNext, edges[next].y0) }
      for index in active { yNext = min(yNext, edges[index].y1) }

      // Order at the band's top, ties broken by which edge heads further left.
      sortByX(&active, edges: edges, at: y, thenAt: yNext, xs: &xs)
      // The first crossing below y is between edges adjacent at y.
      for k in 0..<(active.count - 1) {
        let a = edges[active[k]]
        let b = edges[active[k + 1]]
        let gapTop = b.x(at: y) - a.x(at: y)
        let gapBottom = b.x(at: yNext) - a.x(at: yNext)
        if gapBottom < 0, gapTop >= 0 {
          let crossing = y + (yNext - y) * gapTop / (gapTop - gapBottom)
          yNext = min(yNext, max(crossing, y + minimumBandHeight))
        }
      }
      yNext = min(yNext, bottom)
      // Inside the band the order is the one at its middle.
      let middle = (y + yNext) / 2
      sortByX(&active, edges: edges, at: middle, thenAt: yNext, xs: &xs)
      var winding = 0
      var leftEdge = -1
      for index in active {
        let wasInside = rule.isInside(winding: winding)
        winding += Int(edges[index].direction)
        let isInside = rule.isInside(winding: winding)
        if !wasInside, isInside {
          leftEdge = index
        } else if wasInside, !isInside {
          emit(edges[leftEdge], from: y, to: yNext, sign: 1, right: right, into: cells)
          emit(edges[index], from: y, to: yNext, sign: -1, right: right, into: cells)
        }
      }
      y = yNext
    }
  }

  /// Stable insertion sort of active edges by x at `y`, then by x at `yLater`.
  private static func sortByX(
    _ active: inout [Int], edges: [Edge], at y: Double, thenAt yLater: Double,
    xs: inout [Double]
  ) {
    if xs.count < active.count {
      xs.append(contentsOf: repeatElement(0, count: active.count - xs.count))
    }
    for (k, index) in active.enumerated() { xs[k] = edges[index].x(at: y) }
    for i in 1..<max(1, active.count) {
      let item = active[i]
      let x = xs[i]
      let xLater = edges[item].x(at: yLater)
      var j = i
      while j > 0 {
        let other = xs[j - 1]
        let isAfter =
          other > x || (other == x && edges[active[j - 1]].x(at: yLater) > xLater)
        guard isAfter else { break }
        active[j] = active[j - 1]
        xs[j] = other
        j -= 1
      }
      active[j] = item
      xs[j] = x
    }
  }

  /// Adds one side of a trapezoid: `edge` between `top` and `bottom`, with x clamped to
  /// [0, right]. Clamping x point by point is exact for what lies inside the grid: the
  /// part of a shape left of 0 covers every visible cell of those rows fully, and the part
  /// right of the grid covers none.
  private static func emit(
    _ edge: Edge, from top: Double, to bottom: Double, sign: Float, right: Double,
    into cells: CellAccumulator
  ) {
    let xTop = edge.x(at: top)
    let xBottom = edge.x(at: bottom)
    if xTop >= 0, xTop <= right, xBottom >= 0, xBottom <= right {
      cells.addLine(xa: xTop, ya: top, xb: xBottom, yb: bottom, sign: sign)
      return
    }
    // Split where the edge meets x = 0 and x = right, then clamp each piece.
    var breaks = [top, bottom]
    for boundary in [0, right] where (xTop - boundary) * (xBottom - boundary) < 0 {
      breaks.append(top + (bottom - top) * (boundary - xTop) / (xBottom - xTop))
    }
    breaks.sort()
    for k in 0..<(breaks.count - 1) where breaks[k + 1] > breaks[k] {
      let (ya, yb) = (breaks[k], breaks[k + 1])
      cells.addLine(
        xa: edge.x(at: ya).clamped(to: 0...right), ya: ya,
        xb: edge.x(at: yb).clamped(to: 0...right), yb: yb, sign: sign)
    }
  }
}

/// Coverage values in [0, 1] on a grid, row by row from the top.
public struct CoverageGrid: Equatable, Sendable {
  public let width: Int
  public let height: Int
  public var values: [Float]

  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    values = [Float](repeating: 0, count: self.width * self.height)
  }

  public subscript(x: Int, y: Int) -> Float {
    get { values[y * width + x] }
    set { values[y * width + x] = newValue }
  }
}

/// A type coverage can be stored as: `Float` (0...1) or `UInt8` (0...255, rounded).
public protocol CoverageValue {
  static func from(coverage: Float) -> Self
}

extension Float: CoverageValue {
  @inline(__always) public static func from(coverage: Float) -> Float { coverage }
}

extension UInt8: CoverageValue {
  @inline(__always) public static func from(coverage: Float) -> UInt8 {
    UInt8(coverage * 255 + 0.5)
  }
}

/// Writes coverage into a row-major buffer, converting each value once per run.
struct BufferSink<Value: CoverageValue>: CoverageSink {
  let values: UnsafeMutableBufferPointer<Value>
  let width: Int

  @inline(__always) mutating func fill(row: Int, from: Int, to: Int, coverage: Float) {
    guard let base = values.baseAddress else { return }
    (base + row * width + from).update(repeating: Value.from(coverage: coverage), count: to - from)
  }

  @inline(__always) mutating func set(row: Int, x: Int, coverage: Float) {
    values[row * width + x] = Value.from(coverage: coverage)
  }
}
