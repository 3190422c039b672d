import Foundation

// The sweep's types and limits, and its way out for a row too crossed to cut exactly,
// which no figure of the book takes (its hot paths stay in StripSweep.swift, where they
// are compiled together).

extension StripSweep {
  /// One active edge's or horizontal edge's x-extent inside the current row.
  struct Extent {
    var low: Double
    var high: Double
    /// The edge's index, or -1 for a horizontal edge.
    var edge: Int32
  }

  /// A cluster member with its sort keys: x at one height, ties broken by x at another.
  struct Item {
    var key: Double
    var tie: Double
    var edge: Int32
  }

  /// A stretch of one edge that is a side of the inside, waiting for its cluster to
  /// finish (a cluster that turns out too crossed is redone by sample lines instead).
  struct Piece {
    var edge: Int32
    var sign: Float
    var top: Double
    var bottom: Double
  }

  /// How clusters are converted: as the sweep judges best, or always one way (tests
  /// compare the two).
  enum Conversion {
    case automatic
    case exactOnly
    case sampledOnly
  }

  /// What a sweep did, for tests that check how its work grows.
  struct Statistics: Equatable {
    /// Rows with at least one edge.
    var rows = 0
    /// Active edges summed over rows.
    var edgeRows = 0
    /// Clusters converted exactly and their sub-bands; clusters sampled.
    var exactClusters = 0
    var bands = 0
    var sampledClusters = 0
  }

  /// The most sub-bands one cluster may be cut into within a row before the row is
  /// sampled instead: 64, or more for a small cluster (up to about 2,048 edge visits).
  /// Vertices alone (at most two per edge) rarely reach it: a row through the rounded
  /// top of a suit has a few dozen. Crossings can (a cluster of m edges has up to
  /// m(m - 1) / 2), and there the limit keeps the exact cut to at most about 150 visits
  /// per edge (at m = 12), against 16 for sampling.
  static func exactBandLimit(members: Int) -> Int { max(64, 2048 / max(1, members)) }

  /// A cluster too crossed to cut exactly: `Rasterizer.sampleLinesPerRow` lines through
  /// the row, each standing for an equal slice of it.
  func convertBySampling(members m: Int, winding: Int, top: Double) {
    statistics.sampledClusters += 1
    SamplingWatch.current?.record()
    let n = Rasterizer.sampleLinesPerRow
    let slice = 1 / Double(n)
    for j in 0..<n {
      let y = top + (Double(j) + 0.5) * slice
      for k in 0..<m {
        items[k].key = edges[Int(items[k].edge)].x(at: y)
        items[k].tie = 0
      }
      StripSweep.sort(items, count: m, by: StripSweep.isBefore)
      var w = winding
      for k in 0..<m {
        let edge = edges[Int(items[k].edge)]
        guard edge.y0 <= y, y < edge.y1 else { continue }
        let sign = role(from: w, direction: edge.direction)
        w += Int(edge.direction)
        if sign != 0 {
          accumulator.addVertical(x: items[k].key, height: slice, sign: Float(sign))
        }
      }
    }
  }
}

/// Counts the clusters sampled (not cut exactly) while it is the task's current watch:
/// how a test shows that every figure in the book is exact.
package final class SamplingWatch: @unchecked Sendable {
  @TaskLocal package static var current: SamplingWatch?

  private let lock = NSLock()
  private var count = 0

  package init() {}

  package var sampledClusters: Int { lock.withLock { count } }

  func record() { lock.withLock { count += 1 } }
}
