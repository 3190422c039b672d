import Foundation

extension Rasterizer {
  /// What filling a path will cost, known before filling it: how many straight segments
  /// its curves are cut into, and how many pixel rows those segments cross in all. The
  /// rasterizer's time grows with the second number (times a small factor for rows where
  /// many edges cross), its memory with the first.
  public struct Workload: Equatable, Sendable, CustomStringConvertible {
    /// Straight segments after flattening, the implicit closing ones included.
    public var segments: Int
    /// Pixel rows crossed by those segments, summed: an upper bound.
    public var segmentRows: Int

    /// Whether both numbers are within `maximumSegments` and `maximumSegmentRows`.
    public var isWithinLimits: Bool {
      segments <= Rasterizer.maximumSegments && segmentRows <= Rasterizer.maximumSegmentRows
    }

    public var description: String {
      "\(grouped(segments)) segments crossing \(grouped(segmentRows)) pixel rows in all"
    }
  }

  /// The most segments a path drawn at the command line may be cut into: about 150 MB of
  /// edges at the most.
  public static let maximumSegments = 1_000_000
  /// The most pixel rows those segments may cross in all: a second or two of work at the
  /// most, even where thousands of random lines cross in every row (measured: 7,200 of
  /// them over 4096 x 4096, just under the limit, 1.4 s on a 2-core Linux machine; a
  /// real icon, map or glyph outline is far below it).
  public static let maximumSegmentRows = 10_000_000

  /// The workload of filling `path` mapped through `transform` into a grid `height` rows
  /// tall, with curves cut within `tolerance` (the rasterizer's own by default). It walks
  /// the path's elements once and builds nothing.
  public static func workload(
    of path: Path, height: Int, transform: Transform2D = .identity,
    tolerance: CGFloat = flatteningTolerance
  ) -> Workload {
    let tolerance = tolerance.isFinite && tolerance > 0 ? tolerance : flatteningTolerance
    let limit = CGFloat(Edge.coordinateLimit)
    let rowsTall = Double(max(0, height))
    func map(_ p: CGPoint) -> CGPoint {
      let q = transform.isIdentity ? p : p.applying(transform)
      return CGPoint(
        x: q.x.isNaN ? 0 : q.x.clamped(to: -limit...limit),
        y: q.y.isNaN ? 0 : q.y.clamped(to: -limit...limit))
    }
    /// Rows a segment from y0 to y1 crosses inside the grid.
    func rows(_ y0: CGFloat, _ y1: CGFloat) -> Double {
      let low = max(0, Double(min(y0, y1)).rounded(.down))
      let high = min(rowsTall, Double(max(y0, y1)).rounded(.up))
      return max(0, high - low)
    }
    var segments = 0.0
    var segmentRows = 0.0
    var current = CGPoint.zero
    var start = CGPoint.zero
    var isOpen = false
    func close() {
      if isOpen {
        segments += 1
        segmentRows += rows(current.y, start.y)
      }
      isOpen = false
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        close()
        current = map(p)
        start = current
        isOpen = true
      case .line(let p):
        if !isOpen { (start, isOpen) = (current, true) }
        let next = map(p)
        segments += 1
        segmentRows += rows(current.y, next.y)
        current = next
      case .quadCurve(let p, let c):
        if !isOpen { (start, isOpen) = (current, true) }
        let (c1, end) = (map(c), map(p))
        let n = Double(Path.quadSegmentCount(current, c1, end, tolerance: tolerance))
        let variation = rows(current.y, c1.y) + rows(c1.y, end.y)
        segments += n
        segmentRows += min(n * rowsTall, n + variation)
        current = end
      case .curve(let p, let c1, let c2):
        if !isOpen { (start, isOpen) = (current, true) }
        let (a, b, end) = (map(c1), map(c2), map(p))
        let n = Double(Path.cubicSegmentCount(current, a, b, end, tolerance: tolerance))
        let variation = rows(current.y, a.y) + rows(a.y, b.y) + rows(b.y, end.y)
        segments += n
        segmentRows += min(n * rowsTall, n + variation)
        current = end
      case .closeSubpath:
        close()
        current = start
      }
    }
    close()
    let most = Double(Int.max / 2)
    return Workload(segments: Int(min(segments, most)), segmentRows: Int(min(segmentRows, most)))
  }
}

/// A whole number with commas between groups of three digits: 1,234,567.
package func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var text = ""
  for (k, digit) in digits.enumerated() {
    if k > 0, (digits.count - k) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return value < 0 ? "-" + text : text
}
