import Foundation

/// Per-row lists of pixel cells touched by boundary lines, each with the area of the cell
/// right of the line (`area`) and the height the line crosses (`cover`).
///
/// The coverage of a cell is the sum of `cover` over the cells to its left in the same
/// row plus its own `area`. Because the rasterizer feeds it only the left (+1) and right
/// (-1) sides of disjoint trapezoids, every sum is an exact area in [0, 1].
struct CellAccumulator {
  /// One touched pixel cell, chained to the previous cell added in its row.
  struct Cell {
    var x: Int32
    var next: Int32
    var area: Float
    var cover: Float
  }

  let width: Int
  let height: Int
  private(set) var rowHead: [Int32]
  private(set) var cells: [Cell] = []

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rowHead = [Int32](repeating: -1, count: height)
    cells.reserveCapacity(4 * height + 64)
  }

  @inline(__always) mutating func add(row: Int, column: Int, area: Float, cover: Float) {
    let head = Int(rowHead[row])
    if head >= 0, cells[head].x == Int32(column) {
      cells[head].area += area
      cells[head].cover += cover
      return
    }
    cells.append(Cell(x: Int32(column), next: Int32(head), area: area, cover: cover))
    rowHead[row] = Int32(cells.count - 1)
  }

  /// Adds a boundary line from (xa, ya) to (xb, yb) with `sign`, where ya < yb and both
  /// x lie in [0, width]. Lines at x = width add nothing visible and are skipped.
  mutating func addLine(xa: Double, ya: Double, xb: Double, yb: Double, sign: Float) {
    guard yb > ya else { return }
    let firstRow = max(0, Int(ya.rounded(.down)))
    let lastRow = min(height - 1, Int((yb.rounded(.up)) - 1))
    guard firstRow <= lastRow else { return }
    let dxdy = (xb - xa) / (yb - ya)
    for row in firstRow...lastRow {
      let top = max(ya, Double(row))
      let bottom = min(yb, Double(row + 1))
      guard bottom > top else { continue }
      let xTop = top == ya ? xa : (xa + (top - ya) * dxdy).clamped(to: 0...Double(width))
      let xBottom = bottom == yb ? xb : (xa + (bottom - ya) * dxdy).clamped(to: 0...Double(width))
      addLineInRow(row, xTop: xTop, yTop: top, xBottom: xBottom, yBottom: bottom, sign: sign)
    }
  }

  /// One row's part of a boundary line, walked across the cells it passes through.
  private mutating func addLineInRow(
    _ row: Int, xTop: Double, yTop: Double, xBottom: Double, yBottom: Double, sign: Float
  ) {
    let lastColumn = width - 1
    let (xl, yl, xr, yr) =
      xTop <= xBottom ? (xTop, yTop, xBottom, yBottom) : (xBottom, yBottom, xTop, yTop)
    let firstCell = Int(xl.rounded(.down))
    let lastCell = Int(xr.rounded(.down))
    if firstCell == lastCell || xr == xl {
      guard firstCell <= lastColumn else { return }
      let h = yBottom - yTop
      let middle = (xl + xr) / 2 - Double(firstCell)
      add(row: row, column: firstCell, area: sign * Float(h * (1 - middle)), cover: sign * Float(h))
      return
    }
    let dydx = (yr - yl) / (xr - xl)
    var x1 = xl
    var y1 = yl
    for cell in firstCell...min(lastCell, lastColumn) {
      let x2 = min(xr, Double(cell + 1))
      let y2 = x2 == xr ? yr : yl + (x2 - xl) * dydx
      let h = abs(y2 - y1)
      if h > 0 {
        let middle = (x1 + x2) / 2 - Double(cell)
        add(row: row, column: cell, area: sign * Float(h * (1 - middle)), cover: sign * Float(h))
      }
      x1 = x2
      y1 = y2
    }
  }

  /// Turns each row's cells into coverage, telling `sink` about runs of equal coverage
  /// between touched cells and about touched cells. Rows and runs come in order; zero
  /// coverage is never reported.
  func resolve<Sink: CoverageSink>(into sink: inout Sink) {
    var scratch = [Cell](
      repeating: Cell(x: 0, next: 0, area: 0, cover: 0), count: 16)
    for row in 0..<height {
      var index = Int(rowHead[row])
      guard index >= 0 else { continue }
      // Gather the row's cells, sorted by x (insertion sort: a row holds a handful of
      // cells, mostly in order already).
      var count = 0
      while index >= 0 {
        let cell = cells[index]
        if count == scratch.count { scratch.append(cell) }
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
