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
/// 2. Each pixel row is cut into horizontal sub-bands at every vertex and every crossing
///    of two edges inside it, so that inside a sub-band the edges keep a fixed
///    left-to-right order (`StripSweep` does this per row, and only where edges overlap).
/// 3. In each sub-band the winding number between neighbouring edges is known, so the
///    inside is a set of disjoint trapezoids under either rule.
/// 4. Each trapezoid's left side is added to the row's cells with +1 and its right side
///    with -1; summing along the row then gives every pixel's exact covered area.
///
/// The approximations are the flattening, `Float` sums (about 1e-6), and one more in rows
/// where a great many edges cross (more than `StripSweep.exactBandLimit` sub-bands, 64
/// for a large group of overlapping edges; no figure in the book has one, and a test
/// keeps it so). There the group is measured along `sampleLinesPerRow` lines, exactly
/// across each, each standing for a slice 1/16 of a pixel tall. A slice in which nothing
/// ends or crosses inside a pixel is still exact there (the inside of the pixel's slice
/// is then made of trapezoids, and a trapezoid's area is its width at mid-height times
/// its height); a slice in which something does is off by at most the slice's height. So a pixel is off by at most
/// 1/16 for each of its slices that holds a vertex, a crossing, or an edge leaving the
/// pixel through a side, and never by more than 1.
///
/// Cost grows with the edges, the crossings and the cells touched, not with their
/// product: a 10,000-vertex polygon on a 1,000 x 1,000 grid takes tens of milliseconds.
public enum Rasterizer {
  /// Largest distance, in pixels, between a curve and the lines that replace it.
  public static let flatteningTolerance: CGFloat = 0.1

  /// Sub-bands thinner than this (in pixels) are not split further at a crossing; it
  /// bounds the work for edges that cross at a grazing angle, at an area error below
  /// 1e-6.
  static let minimumBandHeight: Double = 1.0 / 4096

  /// Lines per pixel row where a row is too crossed to cut exactly (see above).
  public static let sampleLinesPerRow = 16

  /// Fills `path` under `rule`, mapped through `transform` into a `width` x `height`
  /// grid, and writes coverage runs and cells to `sink` in row order (zero coverage is
  /// skipped, so the sink starts from zero).
  public static func fill<Sink: CoverageSink>(
    _ path: Path, rule: FillRule, width: Int, height: Int,
    transform: Transform2D = .identity, into sink: inout Sink
  ) {
    guard width > 0, height > 0 else { return }
    let polygons = path.flattened(tolerance: flatteningTolerance, transform: transform)
    let (edges, horizontals) = Edge.edges(of: polygons, height: height)
    StripSweep(edges: edges, horizontals: horizontals, width: width, height: height, rule: rule)
      .run(into: &sink)
  }

  /// The coverage of `path` converted as `conversion` says, with what the sweep did: for
  /// tests that compare the exact and the sampled conversion, and count the work.
  static func coverageAndStatistics(
    of path: Path, rule: FillRule, width: Int, height: Int,
    conversion: StripSweep.Conversion = .automatic
  ) -> (CoverageGrid, StripSweep.Statistics) {
    var grid = CoverageGrid(width: width, height: height)
    guard width > 0, height > 0 else { return (grid, .init()) }
    let polygons = path.flattened(tolerance: flatteningTolerance)
    let (edges, horizontals) = Edge.edges(of: polygons, height: height)
    let sweep = StripSweep(
      edges: edges, horizontals: horizontals, width: width, height: height, rule: rule,
      conversion: conversion)
    grid.values.withUnsafeMutableBufferPointer { values in
      var sink = BufferSink<Float>(values: values, width: width)
      sweep.run(into: &sink)
    }
    return (grid, sweep.statistics)
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
protocol CoverageValue {
  static func from(coverage: Float) -> Self
}

extension Float: CoverageValue {
  @inline(__always) static func from(coverage: Float) -> Float { coverage }
}

extension UInt8: CoverageValue {
  @inline(__always) static func from(coverage: Float) -> UInt8 {
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
    guard let base = values.baseAddress else { return }
    base[row * width + x] = Value.from(coverage: coverage)
  }
}
