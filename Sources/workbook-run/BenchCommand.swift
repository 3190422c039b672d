import BookChapters
import BookTools
import Foundation
import Workbook

/// `workbook-run bench`: measures the rasterizer on tiny-skia's benchmark path and the
/// time to weave each chapter. A benchmark, not a test: it prints numbers, checks none.
enum BenchCommand {
  static let help = """
    USAGE: workbook-run bench [--runs N]

    Measures, and prints the median and fastest time of N runs (default 500):
      - filling tiny-skia's benchmark path, even-odd, into a 1000 x 1000 8-bit mask,
        once allocating the mask each time and once reusing a cleared one
        (REFERENCE.md: cairo about 56 us, Skia about 400 us on a machine like ours);
      - blurring a 1000 x 1000 shadow with radii 5, 20 and 80 (the cost should
        not grow with the radius);
      - what each chapter measures (Chapter 3: layoutAttributesForElements(in:) on a
        million items, by filter and by binary search);
      - weaving each chapter with all its figures.
    Build with -c release for numbers worth comparing:
      swift run -c release workbook-run bench
    """

  static let benchmarkPath =
    "M500,20 C650,320 770,650 800,980 L20,380 L200,980 C230,650 350,320 500,20 Z"

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "bench", valueOptions: ["runs"], flagOptions: ["help"])
    if arguments.flag("help") {
      output.out(help)
      return ExitStatus.success
    }
    var runs = 500
    if let text = arguments.value("runs") {
      guard let value = Int(text), (1...100_000).contains(value) else {
        throw UsageError("--runs must be a whole number from 1 to 100000, not '\(text)'")
      }
      runs = value
    }
    #if DEBUG
      output.out("note: this is a debug build; use 'swift run -c release workbook-run bench'")
    #endif
    guard let path = try? Path(svgPathData: benchmarkPath) else { return ExitStatus.checkFailed }
    var checksum = 0
    let fill = measure(runs: runs) {
      let mask = Rasterizer.alphaMask(of: path, rule: .evenOdd, width: 1000, height: 1000)
      checksum &+= Int(mask[500 * 1000 + 500])
    }
    output.out("fill tiny-skia path, even-odd, 1000x1000, new 8-bit mask each time: \(fill)")
    var mask: [UInt8] = []
    let reused = measure(runs: runs) {
      Rasterizer.fill(path, rule: .evenOdd, into: &mask, width: 1000, height: 1000)
      checksum &+= Int(mask[500 * 1000 + 500])
    }
    output.out("fill tiny-skia path, even-odd, 1000x1000, reused mask cleared first: \(reused)")
    for radius in [5, 20, 80] {
      var plane = [Float](repeating: 0, count: 1000 * 1000)
      for y in 300..<700 { for x in 300..<700 { plane[y * 1000 + x] = 1 } }
      let blur = measure(runs: max(1, runs / 50)) {
        var copy = plane
        GaussianBlur.blur(
          &copy, width: 1000, height: 1000,
          sigma: Double(radius) * Double(CALayer.shadowSigmaPerRadius))
        checksum &+= Int(copy[500_500] * 10)
      }
      output.out("blur a 1000x1000 shadow plane, radius \(radius) at scale 1: \(blur)")
    }
    for chapter in allChapters {
      for benchmark in chapter.benchmarks {
        let work = benchmark.make()
        let result = measure(runs: max(1, runs / 10)) { checksum &+= work() }
        output.out("chapter \(chapter.number): \(benchmark.name): \(result)")
      }
    }
    for chapter in allChapters {
      guard let text = try? ChapterText(chapter) else { continue }
      let weave = measure(runs: max(1, runs / 50)) {
        checksum &+= Weaver.weave(text, style: .terminal).count
      }
      output.out("weave chapter \(chapter.number) (\(chapter.examples.count) figures): \(weave)")
    }
    output.out("(checksum \(checksum))")
    return ExitStatus.success
  }

  /// Runs `body` once to warm up, then `runs` times; reports median and fastest.
  static func measure(runs: Int, _ body: () -> Void) -> String {
    body()
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<runs { times.append(clock.measure(body)) }
    times.sort()
    func text(_ d: Duration) -> String {
      let microseconds =
        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
      return microseconds >= 10_000
        ? String(format: "%.1f ms", microseconds / 1000) : String(format: "%.0f us", microseconds)
    }
    return "median \(text(times[times.count / 2])), fastest \(text(times[0])) over \(runs) runs"
  }
}
