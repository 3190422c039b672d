import BenchmarkCases
import Testing
import Workbook

@testable import BenchmarkCases
@testable import Graphics

/// The tests of this file, as one suite: `swift test --filter HeavyPathTests`.
@Suite struct HeavyPathTests {}

/// A closed random walk of `steps` steps (each 0.5 to 3 pixels, turning freely) inside a
/// `size` x `size` grid and a little beyond: thousands of edges that cross each other
/// everywhere.
func randomWalk(_ generator: inout FreshInputs, steps: Int, size: Int) -> [CGPoint] {
  var point = CGPoint(x: Double(size) / 2, y: Double(size) / 2)
  var heading = 0.0
  var points: [CGPoint] = []
  for _ in 0..<steps {
    heading += (generator.unit() - 0.5) * 3
    let length = 0.5 + 2.5 * generator.unit()
    point.x = (point.x + length * cos(heading)).clamped(to: -2...Double(size + 2))
    point.y = (point.y + length * sin(heading)).clamped(to: -2...Double(size + 2))
    points.append(point)
  }
  return points
}

func path(of polygons: [[CGPoint]]) -> Path {
  var path = Path()
  for polygon in polygons {
    path.move(to: polygon[0])
    for point in polygon.dropFirst() { path.addLine(to: point) }
    path.closeSubpath()
  }
  return path
}

extension HeavyPathTests {
  /// Heavy random paths against the supersampled oracle: a closed 2,000-step walk that
  /// crosses itself all over a 40 x 40 grid. Most rows are cut exactly, the most crossed
  /// clusters are sampled; both must agree with the oracle. The oracle errs by up to about
  /// 1/32 per edge crossing a pixel, and here a pixel holds several edges, so a single pixel
  /// may differ by 0.08 (0.05 on simple polygons); the mean bound is the same 0.002.
  /// Measured when written: worst pixel 0.017 exact only, 0.046 as the rasterizer chooses;
  /// worst mean 0.0010 and 0.0012; 4 to 13 clusters sampled per path.
  @Test(arguments: FillRule.allCases)
  func heavyRandomPathsAgreeWithTheOracle(rule: FillRule) {
    var generator = FreshInputs(rule == .evenOdd ? 3 : 5)
    let size = 40
    var sampled = 0
    var exact = 0
    for trial in 0..<3 {
      let polygons = [randomWalk(&generator, steps: 2000, size: size)]
      let oracle = supersampledCoverage(
        of: polygons, rule: rule, width: size, height: size, samples: 32)
      for conversion in [StripSweep.Conversion.exactOnly, .automatic] {
        let (grid, statistics) = Rasterizer.coverageAndStatistics(
          of: path(of: polygons), rule: rule, width: size, height: size, conversion: conversion)
        if conversion == .automatic {
          sampled += statistics.sampledClusters
          exact += statistics.exactClusters
        }
        let errors = zip(grid.values, oracle).map { abs($0 - $1) }
        let worst = errors.max() ?? 0
        let mean = errors.reduce(0, +) / Float(errors.count)
        #expect(worst <= 0.08, "trial \(trial), \(conversion): worst pixel \(worst)")
        #expect(mean <= 0.002, "trial \(trial), \(conversion): mean \(mean)")
      }
    }
    // Both conversions were exercised.
    #expect(sampled > 0 && exact > 0)
  }

  /// The stated bound of the sampled conversion, checked pixel by pixel: a pixel is off
  /// the exact coverage by at most 1/16 for each of its 16 slices that holds a vertex, a
  /// crossing of two edges, or an edge leaving the pixel through a side. The events are
  /// found here by plain geometry, independently of the rasterizer. Measured when written:
  /// the largest error 0.028; every pixel with no event within 1e-6 of exact.
  @Test(arguments: FillRule.allCases)
  func sampledRowsStayWithinTheirStatedBound(rule: FillRule) {
    var generator = FreshInputs(rule == .evenOdd ? 13 : 17)
    let size = 24
    let slices = Rasterizer.sampleLinesPerRow
    for trial in 0..<3 {
      let polygon = randomWalk(&generator, steps: 600, size: size)
      let path = path(of: [polygon])
      let (exact, _) = Rasterizer.coverageAndStatistics(
        of: path, rule: rule, width: size, height: size, conversion: .exactOnly)
      let (sampled, statistics) = Rasterizer.coverageAndStatistics(
        of: path, rule: rule, width: size, height: size, conversion: .sampledOnly)
      #expect(statistics.exactClusters == 0 && statistics.sampledClusters > 0)

      // Slices holding an event, per pixel.
      var marked = Set<Int>()
      func mark(_ x: Double, _ y: Double) {
        guard x >= 0, y >= 0, x < Double(size), y < Double(size) else { return }
        let row = Int(y)
        let slice = min(slices - 1, Int((y - Double(row)) * Double(slices)))
        marked.insert((row * size + Int(x)) * slices + slice)
      }
      let edges = polygon.indices.map { (polygon[$0], polygon[($0 + 1) % polygon.count]) }
      for (a, b) in edges {
        mark(a.x, a.y)
        // Where the edge crosses a pixel's side, both pixels beside it.
        let (low, high) = (min(a.x, b.x), max(a.x, b.x))
        if high > low {
          for side in Int(low.rounded(.up))...max(Int(low.rounded(.up)), Int(high)) {
            let X = Double(side)
            guard X >= low, X <= high else { continue }
            let y = a.y + (X - a.x) / (b.x - a.x) * (b.y - a.y)
            mark(X, y)
            mark(X - 1, y)
          }
        }
      }
      for i in edges.indices {
        for j in edges.indices where j > i + 1 {
          let (p, p2) = edges[i]
          let (q, q2) = edges[j]
          let r = p2 - p
          let s = q2 - q
          let denominator = r.x * s.y - r.y * s.x
          guard denominator != 0 else { continue }
          let t = ((q.x - p.x) * s.y - (q.y - p.y) * s.x) / denominator
          let u = ((q.x - p.x) * r.y - (q.y - p.y) * r.x) / denominator
          if t >= 0, t <= 1, u >= 0, u <= 1 { mark(p.x + t * r.x, p.y + t * r.y) }
        }
      }
      for y in 0..<size {
        for x in 0..<size {
          let events = (0..<slices).filter { marked.contains((y * size + x) * slices + $0) }
          let bound = Float(events.count) / Float(slices) + 1e-3
          let error = abs(sampled[x, y] - exact[x, y])
          #expect(error <= bound, "trial \(trial), pixel (\(x), \(y)): \(error) > \(bound)")
        }
      }
    }
  }

  /// The heavy benchmark paths: the jagged stars never cross and are converted exactly
  /// everywhere; the self-crossing polyline is sampled where it is most crossed; the
  /// spiral's stroke, an ordinary long stroke, stays exact too.
  @Test func heavyBenchmarkPathsAreExactWhereTheyCanBe() {
    for benchmark in [BenchmarkCase.jagged(4000), .crossing(8000)] {
      let (_, statistics) = Rasterizer.coverageAndStatistics(
        of: benchmark.path, rule: benchmark.rule, width: benchmark.width,
        height: benchmark.height)
      if benchmark.name.hasPrefix("jagged") {
        #expect(statistics.sampledClusters == 0, "\(benchmark.name)")
      } else {
        #expect(statistics.sampledClusters > 0, "\(benchmark.name)")
      }
    }
  }

  /// A long ordinary stroke (a wave of n segments with round joins, on a canvas that grows
  /// with it) costs the sweep work in proportion to n: its outline's joins and pieces do not
  /// add crossings that grow faster. Counted, not timed: sub-bands and edge-rows for n and
  /// 2n, and no row so crossed that it is sampled. Measured when written: 2.03 times the
  /// sub-bands and 2.02 times the edge-rows for twice the segments, for every join.
  @Test(arguments: [LineJoin.round, .miter, .bevel])
  func aLongStrokeCostsWorkInProportionToItsLength(join: LineJoin) {
    func statistics(segments: Int) -> StripSweep.Statistics {
      var wave = Path()
      for i in 0...segments {
        let point = CGPoint(x: 4 + Double(i) * 1.5, y: 30 + 20 * sin(Double(i) * 0.3))
        if i == 0 { wave.move(to: point) } else { wave.addLine(to: point) }
      }
      let outline = wave.strokedOutline(width: 3, cap: .round, join: join)
      return Rasterizer.coverageAndStatistics(
        of: outline, rule: .nonZero, width: 8 + Int(Double(segments) * 1.5), height: 60
      ).1
    }
    let single = statistics(segments: 1000)
    let double = statistics(segments: 2000)
    #expect(single.sampledClusters == 0 && double.sampledClusters == 0)
    #expect(Double(double.bands) <= 2.2 * Double(single.bands), "\(single) \(double)")
    #expect(Double(double.edgeRows) <= 2.2 * Double(single.edgeRows), "\(single) \(double)")
  }
}
