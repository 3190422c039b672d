import Foundation

/// Per-row lists of pixel cells touched by boundary lines, each with the area of the cell
/// right of the line (`area`) and the height the line crosses (`cover`).
///
/// The coverage of a cell is the sum of `cover` over the cells to its left in the same
/// row plus its own `area`. Because the rasterizer feeds it only the left (+1) and right
/// (-1) sides of disjoint trapezoids, every sum is an exact area in [0, 1].
final class CellAccumulator {
  /// One touched pixel cell, chained to the previous cell added in its row.
  struct Cell {
    var x: Int32
    var next: Int32
    var area: Float
    var cover: Float
  }

  let width: Int
  let height: Int
  /// Index of the last cell added in each row, or -1. Owned storage, not arrays: this is
  /// the rasterizer's innermost loop, and arrays would pay for uniqueness and bounds
  /// checks on every cell.
  private let rowHead: UnsafeMutablePointer<Int32>
  private var cells: UnsafeMutablePointer<Cell>
  private var count = 0
  private var capacity: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rowHead = .allocate(capacity: max(1, height))
    rowHead.initialize(repeating: -1, count: max(1, height))
    capacity = 4 * height + 64
    cells = .allocate(capacity: capacity)
  }

  deinit {
    rowHead.deallocate()
    cells.deallocate()
  }

  @inline(__always) func add(row: Int, column: Int, area: Float, cover: Float) {
    let head = Int(rowHead[row])
    if head >= 0, cells[head].x == Int32(column) {
      cells[head].area += area
      cells[head].cover += cover
      return
    }
    if count == capacity { grow() }
    (cells + count).initialize(
      to: Cell(x: Int32(column), next: Int32(head), area: area, cover: cover))
    rowHead[row] = Int32(count)
    count += 1
  }

  private func grow() {
    let larger = UnsafeMutablePointer<Cell>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: cells, count: count)
    cells.deallocate()
    cells = larger
    capacity *= 2
  }

  /// Adds a boundary line from (xa, ya) to (xb, yb) with `sign`, where ya < yb and both
  /// x lie in [0, width]. Lines at x = width add nothing visible and are skipped.
  func addLine(xa: Double, ya: Double, xb: Double, yb: Double, sign: Float) {
    guard yb > ya else { return }
    let firstRow = max(0, Int(ya))  // y >= 0 here, so truncation is the floor
    let lastRow = min(height - 1, Int(yb.rounded(.up)) - 1)
    guard firstRow <= lastRow else { return }
    let dxdy = (xb - xa) / (yb - ya)
    let dydx = xb == xa ? 0 : abs((yb - ya) / (xb - xa))
    let right = Double(width)
    var top = ya
    var xTop = xa
    for row in firstRow...lastRow {
      let bottom = min(yb, Double(row + 1))
      let xBottom = bottom == yb ? xb : min(max(xa + (bottom - ya) * dxdy, 0), right)
      if bottom > top {
        addLineInRow(
          row, xTop: xTop, xBottom: xBottom, height: bottom - top, dydx: dydx, sign: sign)
      }
      top = bottom
      xTop = xBottom
    }
  }

  /// One row's part of a boundary line, `height` tall, walked across the cells it passes
  /// through; `dydx` is the line's |dy/dx| (0 for a vertical line).
  @inline(__always) private func addLineInRow(
    _ row: Int, xTop: Double, xBottom: Double, height h: Double, dydx: Double, sign: Float
  ) {
    let (xl, xr) = xTop <= xBottom ? (xTop, xBottom) : (xBottom, xTop)
    let firstCell = Int(xl)  // x >= 0 here, so truncation is the floor
    let lastCell = Int(xr)
    if firstCell == lastCell || xr == xl {
      guard firstCell < width else { return }
      let middle = (xl + xr) / 2 - Double(firstCell)
      add(row: row, column: firstCell, area: sign * Float(h * (1 - middle)), cover: sign * Float(h))
      return
    }
    var x1 = xl
    for cell in firstCell...min(lastCell, width - 1) {
      let x2 = min(xr, Double(cell + 1))
      let piece = (x2 - x1) * dydx
      if piece > 0 {
        let middle = (x1 + x2) / 2 - Double(cell)
        add(
          row: row, column: cell, area: sign * Float(piece * (1 - middle)),
          cover: sign * Float(piece))
      }
      x1 = x2
    }
  }

  /// Turns each row's cells into coverage, telling `sink` about runs of equal coverage
  /// between touched cells and about touched cells. Rows and runs come in order; zero
  /// coverage is never reported.
  func resolve<Sink: CoverageSink>(into sink: inout Sink) {
    var scratchCapacity = 64
    var scratch = UnsafeMutablePointer<Cell>.allocate(capacity: scratchCapacity)
    defer { scratch.deallocate() }
    for row in 0..<height {
      var index = Int(rowHead[row])
      guard index >= 0 else { continue }
      // Gather the row's cells, sorted by x (insertion sort: a row holds a handful of
      // cells, mostly in order already).
      var count = 0
      while index >= 0 {
        let cell = cells[index]
        if count == scratchCapacity {
          let larger = UnsafeMutablePointer<Cell>.allocate(capacity: scratchCapacity * 2)
          larger.moveInitialize(from: scratch, count: count)
          scratch.deallocate()
          scratch = larger
          scratchCapacity *= 2
        }
        var position = count
        while position > 0, scratch[position - 1].x > cell.x {
          scratch[position] = scratch[position - 1]
          position -= 1
        }
        scratch[position] = cell
        count += 1
        index = Int(cell.next)
      }
      var accumulated: Float = 0
      var k = 0
      var nextFree = 0
      while k < count {
        let x = Int(scratch[k].x)
        var area: Float = 0
        var cover: Float = 0
        while k < count, Int(scratch[k].x) == x {
          area += scratch[k].area
          cover += scratch[k].cover
          k += 1
        }
        if x > nextFree, accumulated > CellAccumulator.negligible {
          sink.fill(row: row, from: nextFree, to: x, coverage: min(accumulated, 1))
        }
        let value = min(max(accumulated + area, 0), 1)
        if value > CellAccumulator.negligible { sink.set(row: row, x: x, coverage: value) }
        accumulated += cover
        nextFree = x + 1
      }
      if nextFree < width, accumulated > CellAccumulator.negligible {
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
