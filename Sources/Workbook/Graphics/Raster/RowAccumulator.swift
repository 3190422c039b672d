import Foundation

/// One pixel row's coverage while it is being summed, for each column: the area of the
/// cell right of the boundary lines that passed through it (`area`) and the height those
/// lines crossed (`cover`).
///
/// The coverage of a cell is the sum of `cover` over the cells to its left plus its own
/// `area`. The arrays are dense (width + 1 entries, allocated once per fill), but the row
/// remembers which columns it touched, so finishing a row costs what the row touched, not
/// the image's width. Because the rasterizer feeds it only the left (+1) and right (-1)
/// sides of disjoint trapezoids, every sum is an exact area in [0, 1].
final class RowAccumulator {
  let width: Int
  /// Owned storage, not arrays: this is the rasterizer's innermost loop, and arrays would
  /// pay for uniqueness and bounds checks on every cell.
  private let area: UnsafeMutablePointer<Float>
  private let cover: UnsafeMutablePointer<Float>
  private let isTouched: UnsafeMutablePointer<Bool>
  private let touched: UnsafeMutablePointer<Int32>
  private var touchedCount = 0

  init(width: Int) {
    self.width = width
    let columns = width + 1
    area = .allocate(capacity: columns)
    area.initialize(repeating: 0, count: columns)
    cover = .allocate(capacity: columns)
    cover.initialize(repeating: 0, count: columns)
    isTouched = .allocate(capacity: columns)
    isTouched.initialize(repeating: false, count: columns)
    touched = .allocate(capacity: columns)
  }

  deinit {
    area.deallocate()
    cover.deallocate()
    isTouched.deallocate()
    touched.deallocate()
  }

  @inline(__always) private func add(column: Int, area a: Float, cover c: Float) {
    if !isTouched[column] {
      isTouched[column] = true
      touched[touchedCount] = Int32(truncatingIfNeeded: column)
      touchedCount &+= 1
    }
    area[column] += a
    cover[column] += c
  }

  /// Adds a boundary line inside this row, from (xa, ya) to (xb, yb) with ya < yb, both
  /// y within one pixel row measured from the row's top. x may lie anywhere: the line is
  /// cut where it meets x = 0 and x = width and each piece clamped, which is exact for
  /// what lies inside the grid (the part of a shape left of 0 covers every visible cell
  /// of the row fully, and the part right of the grid covers none).
  @inline(__always) func addLine(
    xa: Double, ya: Double, xb: Double, yb: Double, sign: Float
  ) {
    guard yb > ya else { return }
    let right = Double(width)
    if xa >= 0, xa <= right, xb >= 0, xb <= right {
      addClampedLine(xa: xa, xb: xb, height: yb - ya, sign: sign)
      return
    }
    // Split where the line meets x = 0 and x = right (at most once each), then clamp
    // each piece.
    func crossing(_ boundary: Double) -> Double {
      (xa - boundary) * (xb - boundary) < 0 ? ya + (yb - ya) * (boundary - xa) / (xb - xa) : yb
    }
    let (c0, c1) = (crossing(0), crossing(right))
    let breaks = (ya, min(c0, c1), max(c0, c1), yb)
    func x(at y: Double) -> Double {
      if y <= ya { return xa }
      if y >= yb { return xb }
      return (xa + (xb - xa) * (y - ya) / (yb - ya)).clamped(to: 0...right)
    }
    for (top, bottom) in [(breaks.0, breaks.1), (breaks.1, breaks.2), (breaks.2, breaks.3)]
    where bottom > top {
      addClampedLine(
        xa: x(at: top).clamped(to: 0...right), xb: x(at: bottom).clamped(to: 0...right),
        height: bottom - top, sign: sign)
    }
  }

  /// A boundary line `height` tall whose ends lie in [0, width], walked across the cells
  /// it passes through. Lines at x = width add nothing visible and are skipped.
  @inline(__always) private func addClampedLine(
    xa: Double, xb: Double, height h: Double, sign: Float
  ) {
    let (xl, xr) = xa <= xb ? (xa, xb) : (xb, xa)
    let firstCell = Int(xl)  // x >= 0 here, so truncation is the floor
    let lastCell = Int(xr)
    if firstCell == lastCell || xr == xl {
      guard firstCell < width else { return }
      let middle = (xl + xr) / 2 - Double(firstCell)
      add(column: firstCell, area: sign * Float(h * (1 - middle)), cover: sign * Float(h))
      return
    }
    let dydx = h / (xr - xl)
    var x1 = xl
    for cell in firstCell...min(lastCell, width - 1) {
      let x2 = min(xr, Double(cell + 1))
      let piece = (x2 - x1) * dydx
      if piece > 0 {
        let middle = (x1 + x2) / 2 - Double(cell)
        add(
          column: cell, area: sign * Float(piece * (1 - middle)), cover: sign * Float(piece))
      }
      x1 = x2
    }
  }

  /// Adds a vertical boundary `height` tall at `x` (clamped to [0, width]): what one
  /// sample line contributes where the rasterizer samples a row.
  @inline(__always) func addVertical(x: Double, height h: Double, sign: Float) {
    let x = min(max(x, 0), Double(width))
    let cell = Int(x)
    guard cell < width else { return }
    add(
      column: cell, area: sign * Float(h * (1 - (x - Double(cell)))), cover: sign * Float(h))
  }

  /// Turns the row's cells into coverage, telling `sink` about runs of equal coverage
  /// between touched cells and about touched cells, in order (zero coverage is never
  /// reported), and clears the row for the next one.
  func finish<Sink: CoverageSink>(row: Int, into sink: inout Sink) {
    let count = touchedCount
    guard count > 0 else { return }
    touchedCount = 0
    var accumulated: Float = 0
    var nextFree = 0
    @inline(__always) func visit(_ x: Int) {
      if x > nextFree, accumulated > RowAccumulator.negligible {
        sink.fill(row: row, from: nextFree, to: x, coverage: min(accumulated, 1))
      }
      let value = min(max(accumulated + area[x], 0), 1)
      if value > RowAccumulator.negligible { sink.set(row: row, x: x, coverage: value) }
      accumulated += cover[x]
      nextFree = x + 1
      area[x] = 0
      cover[x] = 0
      isTouched[x] = false
    }
    var list = UnsafeMutableBufferPointer(start: touched, count: count)
    if count <= 32 {
      // A handful of cells, mostly in order already.
      for i in 1..<count {
        let item = list[i]
        var j = i
        while j > 0, list[j - 1] > item {
          list[j] = list[j - 1]
          j -= 1
        }
        list[j] = item
      }
      for x in list { visit(Int(x)) }
      return finishRow()
    }
    var lowest = Int32.max
    var highest = Int32.min
    for x in list {
      lowest = min(lowest, x)
      highest = max(highest, x)
    }
    if count * 8 >= Int(highest) - Int(lowest) + 1 {
      // Dense: walk the span, visiting the touched columns.
      for x in Int(lowest)...Int(highest) where isTouched[x] { visit(x) }
    } else {
      list.sort()
      for x in list { visit(Int(x)) }
    }
    finishRow()
    func finishRow() {
      if nextFree < width, accumulated > RowAccumulator.negligible {
        sink.fill(row: row, from: nextFree, to: width, coverage: min(accumulated, 1))
      }
    }
  }

  /// Coverage below this is rounding noise from summing areas, reported as none.
  static let negligible: Float = 1e-6
}

/// Where the rasterizer writes coverage: runs of equal coverage and single cells.
public protocol CoverageSink {
  mutating func fill(row: Int, from: Int, to: Int, coverage: Float)
  mutating func set(row: Int, x: Int, coverage: Float)
}
