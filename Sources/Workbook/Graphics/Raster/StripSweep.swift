import Foundation

/// The scan conversion behind `Rasterizer.fill`, one pixel row (a strip) at a time.
///
/// For each row the edges that reach into it (the active edges, carried from row to row
/// and re-sorted incrementally) are split into clusters: groups whose x-extents within the
/// row overlap. Clusters never meet inside the row, and each one's edges (with the
/// horizontal edges that join them) form whole pieces of the path's outline, so the
/// winding number just left of a cluster is the same at every height of the row: the sum
/// of the directions of the clusters before it. Each cluster is then converted on its own:
///
/// - **Exactly**, in the usual case: the row is cut into sub-bands at the cluster's
///   vertices and at the crossings of its edges; inside a sub-band the edges keep their
///   left-to-right order, so the inside is a set of trapezoids whose sides go to the row's
///   cells. An edge's side is handed over once per stretch in which its role (left side,
///   right side, or neither) stays the same, not once per sub-band.
/// - **By sample lines**, when the exact cut would need more than `exactBandLimit`
///   sub-bands (a row where a great many edges cross): `Rasterizer.sampleLinesPerRow`
///   horizontal lines through the row, each exact across (its inside spans go to the
///   cells with their fractional ends), each standing for its own slice of the row.
///
/// Work per row is proportional to the row's active edges times the cluster's sub-bands
/// (at most the limit) or sample lines, plus the cells touched; memory is the edges plus
/// one row of cells.
final class StripSweep {
  let rule: FillRule
  let width: Int
  let height: Int
  let edges: UnsafeMutablePointer<Edge>
  private let edgeCount: Int
  private let horizontals: [HorizontalEdge]
  let accumulator: RowAccumulator
  private let active: UnsafeMutablePointer<Int32>
  private let extents: UnsafeMutablePointer<Extent>
  let items: UnsafeMutablePointer<Item>
  private let events: UnsafeMutablePointer<Double>
  private let scratch: UnsafeMutablePointer<Double>
  /// Per edge: its current role (+1 left side, -1 right side, 0 neither) and the stretch
  /// of the row it has had it for.
  private let role: UnsafeMutablePointer<Int8>
  private let since: UnsafeMutablePointer<Double>
  private let until: UnsafeMutablePointer<Double>
  private var pieces: [Piece] = []
  /// After a row converted whole (`convertUncrossedRow`): the role of each of its edges,
  /// in `items` order, and the height until which the rows below repeat it.
  private let sides: UnsafeMutablePointer<Int8>
  private var unchangedUntil = -Double.infinity

  let conversion: Conversion
  var statistics = Statistics()

  init(
    edges input: [Edge], horizontals: [HorizontalEdge], width: Int, height: Int, rule: FillRule,
    conversion: Conversion = .automatic
  ) {
    self.conversion = conversion
    self.rule = rule
    self.width = width
    self.height = height
    edgeCount = input.count
    let capacity = max(1, input.count)
    edges = .allocate(capacity: capacity)
    _ = UnsafeMutableBufferPointer(start: edges, count: input.count).initialize(
      from: input.sorted { $0.y0 < $1.y0 })
    self.horizontals = horizontals.sorted { $0.y < $1.y }
    accumulator = RowAccumulator(width: width)
    active = .allocate(capacity: capacity)
    extents = .allocate(capacity: capacity + horizontals.count)
    items = .allocate(capacity: capacity)
    events = .allocate(capacity: 2 * capacity)
    scratch = .allocate(capacity: capacity)
    sides = .allocate(capacity: capacity)
    role = .allocate(capacity: capacity)
    role.initialize(repeating: 0, count: capacity)
    since = .allocate(capacity: capacity)
    since.initialize(repeating: 0, count: capacity)
    until = .allocate(capacity: capacity)
    until.initialize(repeating: 0, count: capacity)
  }

  deinit {
    edges.deinitialize(count: edgeCount)
    edges.deallocate()
    active.deallocate()
    extents.deallocate()
    items.deallocate()
    events.deallocate()
    scratch.deallocate()
    sides.deallocate()
    role.deallocate()
    since.deallocate()
    until.deallocate()
  }

  /// Sweeps every row, writing coverage to `sink` in row order.
  func run<Sink: CoverageSink>(into sink: inout Sink) {
    guard edgeCount > 0 else { return }
    var next = 0
    var nextHorizontal = 0
    var activeCount = 0
    var row = max(0, Int(edges[0].y0.rounded(.down)))
    while row < height {
      let top = Double(row)
      let bottom = top + 1
      // Retire the edges that ended above this row, admit those that start in it.
      var kept = 0
      for k in 0..<activeCount where edges[Int(active[k])].y1 > top {
        active[kept] = active[k]
        kept += 1
      }
      activeCount = kept
      while next < edgeCount, edges[next].y0 < bottom {
        if edges[next].y1 > top {
          active[activeCount] = Int32(next)
          activeCount += 1
        }
        next += 1
      }
      if activeCount == 0 {
        guard next < edgeCount else { break }
        row = max(row + 1, Int(edges[next].y0.rounded(.down)))
        continue
      }
      while nextHorizontal < horizontals.count, horizontals[nextHorizontal].y <= top {
        nextHorizontal += 1
      }
      statistics.rows += 1
      statistics.edgeRows += activeCount
      if bottom <= unchangedUntil {
        repeatArrangement(count: activeCount, bottom: bottom)
        accumulator.finish(row: row, into: &sink)
        row += 1
        continue
      }
      unchangedUntil = -.infinity
      let nextFlat =
        nextHorizontal < horizontals.count ? horizontals[nextHorizontal].y : .infinity
      if nextFlat >= bottom, conversion != .sampledOnly,
        convertUncrossedRow(count: activeCount, top: top)
      {
        // Until the next vertex, horizontal edge or crossing, rows repeat this one.
        var until = min(nextFlat, next < edgeCount ? edges[next].y0 : .infinity)
        for k in 0..<activeCount {
          let edge = edges[Int(items[k].edge)]
          until = min(until, edge.y1)
          guard k > 0 else { continue }
          let closing = edges[Int(items[k - 1].edge)].slope - edge.slope
          if closing > 0 {
            until = min(until, bottom + (items[k].tie - items[k - 1].tie) / closing)
          }
        }
        unchangedUntil = until
        accumulator.finish(row: row, into: &sink)
        row += 1
        continue
      }
      // Extents in the row, in last row's order (then sorted: mostly in order already).
      var count = 0
      for k in 0..<activeCount {
        let edge = edges[Int(active[k])]
        let xTop = edge.x(at: top)
        let xBottom = edge.x(at: bottom)
        extents[count] = Extent(
          low: min(xTop, xBottom), high: max(xTop, xBottom), edge: active[k])
        count += 1
      }
      var h = nextHorizontal
      while h < horizontals.count, horizontals[h].y < bottom {
        extents[count] = Extent(low: horizontals[h].xLow, high: horizontals[h].xHigh, edge: -1)
        count += 1
        h += 1
      }
      StripSweep.sort(extents, count: count) { $0.low < $1.low }
      var kept2 = 0
      for k in 0..<count where extents[k].edge >= 0 {
        active[kept2] = extents[k].edge
        kept2 += 1
      }
      // Clusters, left to right.
      var winding = 0
      var i = 0
      while i < count {
        var reach = extents[i].high
        var j = i + 1
        while j < count, extents[j].low <= reach {
          reach = max(reach, extents[j].high)
          j += 1
        }
        // The winding a cluster adds is the same at every height of the row, so it is
        // its edges' directions weighted by the share of the row each one spans.
        var members = 0
        var net = 0.0
        for k in i..<j where extents[k].edge >= 0 {
          items[members] = Item(key: 0, tie: 0, edge: extents[k].edge)
          members += 1
          let edge = edges[Int(extents[k].edge)]
          net += Double(edge.direction) * (min(edge.y1, bottom) - max(edge.y0, top))
        }
        if members > 0 { convert(members: members, winding: winding, top: top) }
        winding += Int(net.rounded())
        i = j
      }
      accumulator.finish(row: row, into: &sink)
      row += 1
    }
  }

  /// A row inside a stretch where the arrangement of the row before holds (the same
  /// edges, in the same order, none ending or crossing): each side moves down a row.
  private func repeatArrangement(count: Int, bottom: Double) {
    for k in 0..<count {
      let edge = edges[Int(items[k].edge)]
      let xTop = items[k].tie
      let xBottom = edge.x(at: bottom)
      items[k].key = xTop
      items[k].tie = xBottom
      let sign = sides[k]
      if sign != 0 {
        accumulator.addLine(xa: xTop, ya: bottom - 1, xb: xBottom, yb: bottom, sign: Float(sign))
      }
    }
  }

  /// The common row: every active edge spans it and no two cross inside it, so the whole
  /// row is one set of trapezoids and no clusters are needed. Returns false, having
  /// written nothing, for any other row. Leaves `active` in the row's order.
  private func convertUncrossedRow(count: Int, top: Double) -> Bool {
    let bottom = top + 1
    for k in 0..<count {
      let edge = edges[Int(active[k])]
      guard edge.y0 <= top, edge.y1 >= bottom else { return false }
      items[k] = Item(key: edge.x(at: top), tie: edge.x(at: bottom), edge: active[k])
    }
    StripSweep.sort(items, count: count, by: StripSweep.isBefore)
    for k in 1..<max(1, count) where items[k].tie < items[k - 1].tie { return false }
    var w = 0
    for k in 0..<count {
      active[k] = items[k].edge
      let direction = edges[Int(items[k].edge)].direction
      let sign = role(from: w, direction: direction)
      sides[k] = sign
      w += Int(direction)
      if sign != 0 {
        accumulator.addLine(
          xa: items[k].key, ya: top, xb: items[k].tie, yb: bottom, sign: Float(sign))
      }
    }
    return true
  }

  /// The role of an edge crossed going right from winding `before`: +1 where the inside
  /// begins, -1 where it ends, 0 where it does neither.
  @inline(__always) func role(from before: Int, direction: Int32) -> Int8 {
    let wasInside = rule.isInside(winding: before)
    let isInside = rule.isInside(winding: before + Int(direction))
    return wasInside == isInside ? 0 : (isInside ? 1 : -1)
  }

  /// Converts one cluster of `members` edges (in `items`) in the row starting at `top`,
  /// with winding number `winding` just left of it.
  private func convert(members m: Int, winding: Int, top: Double) {
    let bottom = top + 1
    if conversion == .sampledOnly {
      convertBySampling(members: m, winding: winding, top: top)
      return
    }
    if m == 1 {
      let edge = edges[Int(items[0].edge)]
      let sign = role(from: winding, direction: edge.direction)
      guard sign != 0 else { return }
      let (a, b) = (max(edge.y0, top), min(edge.y1, bottom))
      accumulator.addLine(
        xa: edge.x(at: a), ya: a, xb: edge.x(at: b), yb: b, sign: Float(sign))
      return
    }
    var eventCount = 0
    for k in 0..<m {
      let edge = edges[Int(items[k].edge)]
      if edge.y0 > top {
        events[eventCount] = edge.y0
        eventCount += 1
      }
      if edge.y1 < bottom {
        events[eventCount] = edge.y1
        eventCount += 1
      }
    }
    if eventCount == 0, convertUncrossed(members: m, winding: winding, top: top) { return }
    StripSweep.sort(events, count: eventCount) { $0 < $1 }
    var unique = 0
    for k in 0..<eventCount where unique == 0 || events[k] != events[unique - 1] {
      events[unique] = events[k]
      unique += 1
    }
    if conversion == .exactOnly {
      _ = convertExactly(members: m, events: unique, winding: winding, top: top, limit: .max)
      return
    }
    let limit = StripSweep.exactBandLimit(members: m)
    if unique < limit, unique + crossings(members: m, top: top, atMost: limit - unique) < limit,
      convertExactly(members: m, events: unique, winding: winding, top: top, limit: limit)
    {
      return
    }
    convertBySampling(members: m, winding: winding, top: top)
  }

  /// A cluster whose edges all span the row: if no two of them cross inside it, its
  /// inside is one set of trapezoids, and each side goes to the cells whole.
  private func convertUncrossed(members m: Int, winding: Int, top: Double) -> Bool {
    let bottom = top + 1
    for k in 0..<m {
      let edge = edges[Int(items[k].edge)]
      items[k].key = edge.x(at: top)
      items[k].tie = edge.x(at: bottom)
    }
    StripSweep.sort(items, count: m, by: StripSweep.isBefore)
    for k in 1..<m where items[k].tie < items[k - 1].tie { return false }
    var w = winding
    for k in 0..<m {
      let edge = edges[Int(items[k].edge)]
      let sign = role(from: w, direction: edge.direction)
      w += Int(edge.direction)
      if sign != 0 {
        accumulator.addLine(
          xa: items[k].key, ya: top, xb: items[k].tie, yb: bottom, sign: Float(sign))
      }
    }
    return true
  }

  /// Sorts the first `m` items by their edges' x at height `y`, ties by their x at `then`
  /// (the order just below `y`).
  private func sortMembers(_ m: Int, at y: Double, then next: Double) {
    for k in 0..<m {
      let edge = edges[Int(items[k].edge)]
      items[k].key = edge.x(at: y)
      items[k].tie = edge.x(at: next)
    }
    StripSweep.sort(items, count: m, by: StripSweep.isBefore)
  }

  /// About how many times the cluster's edges cross inside the row (counting each edge as
  /// running vertically beyond its ends), stopping at `atMost`: the inversions between
  /// the order at the row's top and the order at its bottom. Costs the members plus the
  /// count.
  private func crossings(members m: Int, top: Double, atMost limit: Int) -> Int {
    sortMembers(m, at: top, then: top + 1)
    var count = 0
    for k in 0..<m {
      let x = items[k].tie
      var j = k
      while j > 0, scratch[j - 1] > x {
        scratch[j] = scratch[j - 1]
        j -= 1
      }
      scratch[j] = x
      count += k - j
      if count >= limit { return limit }
    }
    return count
  }

  /// The exact sweep of one cluster through the row: sub-bands at the `events` (its
  /// vertices inside the row, sorted) and at crossings. Returns false, having written
  /// nothing, if it would take `limit` sub-bands or more.
  private func convertExactly(
    members m: Int, events eventCount: Int, winding: Int, top: Double, limit: Int
  ) -> Bool {
    let bottom = top + 1
    pieces.removeAll(keepingCapacity: true)
    for k in 0..<m {
      let e = Int(items[k].edge)
      role[e] = 0
      until[e] = -.infinity
    }
    var y = top
    var event = 0
    var bands = 0
    while y < bottom {
      while event < eventCount, events[event] <= y { event += 1 }
      let yLimit = event < eventCount ? events[event] : bottom
      sortMembers(m, at: y, then: yLimit)
      // The first crossing below y is between edges adjacent at y.
      var yNext = yLimit
      var isCut = false
      var previous = -1
      for k in 0..<m {
        let edge = edges[Int(items[k].edge)]
        guard edge.y0 <= y, edge.y1 >= yLimit else { continue }
        defer { previous = k }
        guard previous >= 0 else { continue }
        // Both are straight from y to yLimit, so where they cross follows from the gaps
        // at those two heights.
        let gapTop = items[k].key - items[previous].key
        let gapBottom = items[k].tie - items[previous].tie
        if gapBottom < 0, gapTop >= 0 {
          let crossing = y + (yLimit - y) * gapTop / (gapTop - gapBottom)
          let cut = max(crossing, y + Rasterizer.minimumBandHeight)
          if cut < yNext {
            yNext = cut
            isCut = crossing < cut
          }
        }
      }
      if isCut {
        // A crossing too close to y to cut at: use the order at the band's middle.
        sortMembers(m, at: (y + yNext) / 2, then: yNext)
      }
      var w = winding
      for k in 0..<m {
        let e = Int(items[k].edge)
        let edge = edges[e]
        guard edge.y0 <= y, edge.y1 >= yLimit else { continue }
        let sign = role(from: w, direction: edge.direction)
        w += Int(edge.direction)
        if role[e] == sign, until[e] == y {
          until[e] = yNext
        } else {
          if role[e] != 0 {
            pieces.append(
              Piece(edge: Int32(e), sign: Float(role[e]), top: since[e], bottom: until[e]))
          }
          role[e] = sign
          since[e] = y
          until[e] = yNext
        }
      }
      bands += 1
      if bands >= limit { return false }
      y = yNext
    }
    for k in 0..<m {
      let e = Int(items[k].edge)
      if role[e] != 0 {
        pieces.append(Piece(edge: Int32(e), sign: Float(role[e]), top: since[e], bottom: until[e]))
      }
    }
    statistics.exactClusters += 1
    statistics.bands += bands
    for piece in pieces {
      let edge = edges[Int(piece.edge)]
      accumulator.addLine(
        xa: edge.x(at: piece.top), ya: piece.top, xb: edge.x(at: piece.bottom),
        yb: piece.bottom, sign: piece.sign)
    }
    return true
  }

  @inline(__always) static func isBefore(_ a: Item, _ b: Item) -> Bool {
    a.key < b.key || (a.key == b.key && a.tie < b.tie)
  }

  /// Sorts `count` values in place: insertion sort, which is linear on the nearly sorted
  /// lists a sweep keeps, falling back to the standard library's sort once it has moved
  /// more than about eight places per element (a list that was far from sorted).
  @inline(__always) static func sort<T>(
    _ base: UnsafeMutablePointer<T>, count: Int, by isBefore: (T, T) -> Bool
  ) {
    guard count > 1 else { return }
    var budget = 8 * count + 64
    for i in 1..<count {
      let item = base[i]
      var j = i
      while j > 0, isBefore(item, base[j - 1]) {
        base[j] = base[j - 1]
        j -= 1
      }
      base[j] = item
      budget -= i - j
      if budget < 0 {
        var all = UnsafeMutableBufferPointer(start: base, count: count)
        all.sort(by: isBefore)
        return
      }
    }
  }
}
