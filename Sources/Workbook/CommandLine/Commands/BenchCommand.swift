import BenchmarkCases
import Book
import BookChapters
import Classroom
import Foundation
import PNG
import Terminal
import Workbook

/// `workbook-run bench`: measures the rasterizer on everyday and heavy paths, the shadow
/// blur, and the time to weave each chapter. A benchmark, not a test: it prints numbers,
/// checks none. `Benchmarks/peers.py` runs the same paths through Skia and cairo.
enum BenchCommand {
  static let runs = Option.integer(
    "runs", in: 1...100_000,
    help: "how many times to run each measurement (default 500; heavy paths run N / 50 times, "
      + "at least 3)")
  static let heavy = Option.flag("heavy", help: "only the paths")
  static let scenes = Option.flag("scenes", help: "only the live scenes' frames")
  static let listings = Option.flag(
    "listings", help: "only highlighting the book's Swift listings for the web book")
  static let student = Option.flag(
    "student",
    help: "only what a student waits for, as whole processes of this program: each chapter "
      + "shown again (warm), and `check 1.2` after its file is saved")
  static let measureCase = Option.text(
    "case", "NAME",
    help: "only one path, in this process, as one tab-separated line: name, median and "
      + "fastest time in microseconds, peak and starting memory in bytes (for scripts)")
  static let export = Option.text(
    "export", "DIR",
    help: "write each path as text for Benchmarks/peers.py, which times Skia and cairo on the "
      + "same paths, with the ratios")
  static let deflate = Option.text(
    "deflate", "DIR",
    help: "compress every file in DIR with the project's deflate and print one line: files, "
      + "bytes in, bytes out, milliseconds (Benchmarks/deflate_peer.py compares zlib on the "
      + "same files)")

  static let command = Command(
    "bench", abstract: "measure the engine and the chapters (use a release build)",
    options: [runs, heavy, scenes, listings, student, measureCase, export, deflate],
    discussion: """
      Measures, and prints the median and fastest time of N runs:
        - filling paths into a reused 8-bit mask, each in a process of its own so its peak
          memory is its own: tiny-skia's benchmark path (even-odd, 1000 x 1000), a jagged
          star of 4,000 and of 10,000 vertices (1000 x 1000), a polyline crossing itself,
          8,000 and 20,000 segments (100 x 100), and a spiral of 4,000 segments stroked 3
          wide with round joins (400 x 400);
        - blurring a 1000 x 1000 shadow with radii 5, 20 and 80 (the cost should not grow
          with the radius);
        - what each chapter measures (Chapter 3: layoutAttributesForElements(in:) on a
          million items, by filter and by binary search);
        - a frame of each live scene (`play`) for an 80 x 40 terminal in colour, over two
          seconds of motion;
        - weaving each chapter with all its figures;
        - highlighting every Swift listing of the book, as the web book does (N / 5
          times: 100 by default).

      Build with -c release for numbers worth comparing:
        swift run -c release workbook-run bench
        python3 Benchmarks/peers.py
      """, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    let runs = session.integer(BenchCommand.runs) ?? 500
    if let directory = session.text(deflate) {
      return try compress(directory, session: session)
    }
    if session.flag(student) {
      return try studentWaits(session: session, runs: session.integer(BenchCommand.runs) ?? 5)
    }
    if session.flag(listings) {
      session.console.out(highlighting(session.context.chapters, runs: runs))
      return .success
    }
    if session.flag(BenchCommand.scenes) {
      session.console.out(sceneFrames())
      return .success
    }
    if let directory = session.text(export) {
      return try writePaths(to: directory, session: session)
    }
    if let name = session.text(measureCase) {
      guard let benchmark = BenchmarkCase.all.first(where: { $0.name == name }) else {
        throw .usage(
          "there is no case '\(name)'; the cases are "
            + BenchmarkCase.all.map(\.name).joined(separator: ", "))
      }
      session.console.out(measureInThisProcess(benchmark, runs: repetitions(for: benchmark, runs)))
      return .success
    }
    #if DEBUG
      session.console.out(
        "note: this is a debug build; use 'swift run -c release workbook-run bench'")
    #endif
    session.console.out(
      "fill (reused 8-bit mask; memory: peak of a process that drew only that path)")
    for benchmark in BenchmarkCase.all {
      session.console.out("  \(benchmark.summary):")
      session.console.out(
        "    "
          + measureInAChild(
            benchmark, runs: repetitions(for: benchmark, runs), context: session.context)
      )
    }
    if session.flag(heavy) { return .success }
    session.console.out(sceneFrames())
    var checksum = 0
    let path = BenchmarkCase.tinySkia.path
    let fill = measure(runs: runs) {
      let mask = Rasterizer.alphaMask(of: path, rule: .evenOdd, width: 1000, height: 1000)
      checksum &+= Int(mask[500 * 1000 + 500])
    }
    session.console.out("  tiny-skia's path again, into a new mask each time:\n    \(fill)")
    for radius in [5, 20, 80] {
      var plane = [Float](repeating: 0, count: 1000 * 1000)
      for y in 300..<700 { for x in 300..<700 { plane[y * 1000 + x] = 1 } }
      let blur = measure(runs: max(1, runs / 50)) {
        var copy = plane
        GaussianBlur.blur(
          &copy, width: 1000, height: 1000,
          sigma: Double(radius) * Double(Simulator.layerShadowSigmaPerRadius))
        checksum &+= Int(copy[500_500] * 10)
      }
      session.console.out(
        "blur a 1000 x 1000 shadow plane, radius \(radius) at scale 1:\n    \(blur)")
    }
    for chapter in session.context.chapters {
      for benchmark in chapter.benchmarks {
        let work = benchmark.make()
        let result = measure(runs: max(1, runs / 10)) { checksum &+= work() }
        session.console.out("chapter \(chapter.number): \(benchmark.name):\n    \(result)")
      }
    }
    for chapter in session.context.chapters {
      guard let text = try? ChapterText(chapter) else { continue }
      let weave = measure(runs: max(1, runs / 50)) {
        checksum &+= Weaver.weave(text, for: .plain).count
      }
      session.console.out(
        "weave chapter \(chapter.number) (\(chapter.examples.count) figures):\n    \(weave)")
    }
    session.console.out(highlighting(session.context.chapters, runs: runs))
    session.console.out("(checksum \(checksum))")
    return .success
  }

  /// Highlighting every Swift listing of the book (`SwiftHighlighter.html`), all of them
  /// once per run, `runs / 5` runs.
  static func highlighting(_ chapters: [Chapter], runs: Int) -> String {
    let listings = chapters.compactMap { try? ChapterText($0) }.flatMap(\.swiftListings)
    let bytes = listings.reduce(0) { $0 + $1.utf8.count }
    let html = listings.reduce(0) { $0 + SwiftHighlighter.html($1).utf8.count }
    var checksum = 0
    let result = measure(runs: max(1, runs / 5)) {
      for listing in listings { checksum &+= SwiftHighlighter.html(listing).utf8.count }
    }
    _ = checksum
    return "highlight the book's \(listings.count) Swift listings (\(grouped(bytes)) bytes, "
      + "\(grouped(html)) bytes of HTML), all of them per run:\n    \(result)"
  }

  /// The live scenes' frames, for an 80 x 40 terminal in 24-bit colour: a gesture (six
  /// presses of Up and Space, then Down) and two seconds of the motion it starts, each
  /// frame timed from the scene's step to the finished screen text.
  /// What a student waits for, timed as whole processes of this program (the state
  /// folder and build as the student has them): `chapterN` for each chapter and its
  /// pager's first page (`chapterN --step`, quit at once), each shown once first so that
  /// it is warm, and `check ID` after the exercise's file is saved (its modification time
  /// set to now; its text untouched), which rebuilds its program; and watch's answer to
  /// that save, timed in this process as watch makes it (the build, the check and the
  /// screen; watch looks at the file four times a second, so up to 0.25 s more).
  static func studentWaits(session: Session, runs: Int) throws(CommandError) -> ExitCode {
    let context = session.context
    guard let me = context.program,
      let first = context.exercises.first(where: { $0.exercise.id == "1.2" })
        ?? context.exercises.first
    else {
      throw .couldNotDo("bench --student runs this program itself, and needs an exercise")
    }
    func seconds(_ arguments: [String], input: String? = nil, before: () -> Void = {}) -> Double {
      var times: [Double] = []
      for _ in 0..<max(1, runs) {
        before()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = IsolatedRun.run(
          me, arguments + ["--columns", "80"], timeout: Limits.benchmarkRunSeconds,
          input: input.map { Data($0.utf8) })
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      return times.sorted()[times.count / 2]
    }
    var lines = ["What a student waits for (median of \(max(1, runs)) runs, whole processes):"]
    for chapter in context.chapters {
      for (what, extra, input) in [
        ("shown again", [], nil), ("paged, first page", ["--step"], "q\n"),
      ] {
        let arguments = ["chapter\(chapter.number)"] + extra
        _ = seconds(arguments, input: input)
        let time = seconds(arguments, input: input)
        lines.append(
          "  chapter\(chapter.number), \(what)".padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(format: "%6.2f s", time))
      }
    }
    let (chapter, exercise) = first
    let file = exercise.files(in: chapter.directory).starter
    func save() {
      try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
    }
    let time = seconds(["check", exercise.id], before: save)
    lines.append(
      "  check \(exercise.id) after a save".padding(toLength: 32, withPad: " ", startingAt: 0)
        + String(format: "%6.2f s", time))
    // Watch's answer to a save, in this process.
    if let index = context.exercises.firstIndex(where: { $0.exercise.id == exercise.id }) {
      var watcher = Watcher(
        context: context, start: index, check: Watcher.realCheck(context, style: session.style))
      watcher.takeSnapshot()
      watcher.perform(.check)
      var times: [Double] = []
      for _ in 0..<max(1, runs) {
        save()
        let start = DispatchTime.now().uptimeNanoseconds
        watcher.perform(.save)
        _ = watcher.screen(style: session.style, rows: 24)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      lines.append(
        "  watch \(exercise.id), answering a save".padding(
          toLength: 32, withPad: " ", startingAt: 0)
          + String(format: "%6.2f s (in this process)", times.sorted()[times.count / 2]))
    }
    session.console.out(lines.joined(separator: "\n"))
    return .success
  }

  static func sceneFrames() -> String {
    var lines: [String] = []
    let room = PlayCommand.Room(columns: 80, rows: 40)
    for (chapter, entry) in PlayCommand.scenes {
      let scene = entry.make()
      let art = room.art(for: scene)
      var drawing: [Double] = []
      var stepping: [Double] = []
      var bytes = 0
      var frame = 0
      let inputs: [LiveInput] = Array(repeating: .up, count: 6) + [.release, .down]
      for input in inputs {
        frame += 1
        scene.handle(input, at: Double(frame) / 60)
      }
      for _ in 0..<120 {
        frame += 1
        let start = DispatchTime.now().uptimeNanoseconds
        scene.advance(to: Double(frame) / 60)
        let figure = scene.figure(art: art)
        let middle = DispatchTime.now().uptimeNanoseconds
        let text = LivePlayer.screen(
          scene, figure: figure, room: room,
          style: TerminalStyle(width: room.columns, colored: true), timing: FrameTiming())
        let end = DispatchTime.now().uptimeNanoseconds
        bytes += text.utf8.count
        stepping.append(Double(middle - start) / 1e6)
        drawing.append(Double(end - middle) / 1e6)
      }
      func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
      let total = zip(stepping, drawing).map(+)
      lines.append(
        "play \(entry.name) (chapter \(chapter.number)), a frame for 80 x 40 in colour:\n"
          + String(
            format: "    median %.2f ms (scene and picture %.2f, screen text %.2f), "
              + "worst %.2f; %d bytes a frame", median(total), median(stepping),
            median(drawing), total.max() ?? 0, bytes / 120))
    }
    return lines.joined(separator: "\n")
  }

  /// Compresses each file in `directory` (the best of three runs each), for the peer
  /// comparison with zlib: one tab-separated line of files, bytes in, bytes out and
  /// milliseconds.
  static func compress(_ directory: String, session: Session) throws(CommandError) -> ExitCode {
    let url = URL(fileURLWithPath: directory)
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted(),
      !names.isEmpty
    else {
      throw .usage("--deflate needs a folder of files to compress; '\(directory)' has none")
    }
    var (bytesIn, bytesOut, seconds) = (0, 0, 0.0)
    for name in names {
      guard let data = try? Data(contentsOf: url.appendingPathComponent(name)) else { continue }
      let raw = [UInt8](data)
      var best = Double.infinity
      var size = 0
      for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        size = Deflate.zlib(raw).count
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      }
      bytesIn += raw.count
      bytesOut += size
      seconds += best
    }
    session.console.out(
      "\(names.count)\t\(bytesIn)\t\(bytesOut)\t" + String(format: "%.1f", seconds * 1000))
    return .success
  }

  /// How many times a case runs: every time for the everyday path, a fiftieth (at least
  /// three) for the heavy ones.
  static func repetitions(for benchmark: BenchmarkCase, _ runs: Int) -> Int {
    benchmark.name == BenchmarkCase.tinySkia.name ? runs : max(3, runs / 50)
  }

  /// Draws `benchmark` `runs` times here; one tab-separated line: name, median and
  /// fastest microseconds, peak and starting resident bytes.
  static func measureInThisProcess(_ benchmark: BenchmarkCase, runs: Int) -> String {
    let start = peakResidentBytes()
    var mask: [UInt8] = []
    let times = durations(runs: runs) { benchmark.draw(into: &mask) }
    return [
      benchmark.name, String(format: "%.1f", microseconds(times[times.count / 2])),
      String(format: "%.1f", microseconds(times[0])), "\(peakResidentBytes())", "\(start)",
    ].joined(separator: "\t")
  }

  /// Runs `bench --case` in a child process and describes its line for a reader.
  static func measureInAChild(_ benchmark: BenchmarkCase, runs: Int, context: Context) -> String {
    guard let program = context.program else {
      return describe(measureInThisProcess(benchmark, runs: runs), runs: runs) + " (in process)"
    }
    let process = Process()
    process.executableURL = program
    process.arguments = [
      "bench", "--\(measureCase.name)", benchmark.name, "--\(BenchCommand.runs.name)", "\(runs)",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try ChildProcesses.start(process)
    } catch {
      return "could not start \(program.path): \(error.localizedDescription)"
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return describe(line, runs: runs)
  }

  /// A `--case` line in words.
  static func describe(_ line: String, runs: Int) -> String {
    let fields = line.split(separator: "\t").map(String.init)
    guard fields.count == 5, let median = Double(fields[1]), let fastest = Double(fields[2]),
      let peak = Double(fields[3]), let start = Double(fields[4])
    else { return "no result (\(line))" }
    func text(_ us: Double) -> String {
      us >= 10_000 ? String(format: "%.1f ms", us / 1000) : String(format: "%.0f us", us)
    }
    return "median \(text(median)), fastest \(text(fastest)) (\(runsText(runs))); "
      + String(format: "peak %.1f MB (%.1f at start)", peak / 1e6, start / 1e6)
  }

  /// Writes each case for `Benchmarks/peers.py`.
  static func writePaths(to directory: String, session: Session) throws(CommandError) -> ExitCode {
    let folder = URL(fileURLWithPath: directory)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for benchmark in BenchmarkCase.all {
        let file = folder.appendingPathComponent(benchmark.name + ".txt")
        try Data(benchmark.exported.utf8).write(to: file)
      }
      let names = BenchmarkCase.all.map { "case \($0.name)\n" }.joined()
      try Data(names.utf8).write(to: folder.appendingPathComponent("cases.txt"))
    } catch {
      throw .couldNotDo("could not write the paths to \(directory): \(error.localizedDescription)")
    }
    session.console.out("wrote \(BenchmarkCase.all.count) paths to \(directory)")
    return .success
  }

  /// The most memory this process has had resident so far, in bytes.
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return usage.ru_maxrss * 1024  // kilobytes on Linux
    #else
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss  // bytes on macOS
    #endif
  }

  static func runsText(_ runs: Int) -> String { runs == 1 ? "1 run" : "\(grouped(runs)) runs" }

  static func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
  }

  /// Runs `body` once to warm up, then `runs` times; the times, sorted.
  static func durations(runs: Int, _ body: () -> Void) -> [Duration] {
    body()
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<runs { times.append(clock.measure(body)) }
    return times.sorted()
  }

  /// Runs `body` once to warm up, then `runs` times; reports median and fastest.
  static func measure(runs: Int, _ body: () -> Void) -> String {
    let times = durations(runs: runs, body)
    func text(_ d: Duration) -> String {
      let us = microseconds(d)
      return us >= 10_000 ? String(format: "%.1f ms", us / 1000) : String(format: "%.0f us", us)
    }
    return "median \(text(times[times.count / 2])), fastest \(text(times[0])) (\(runsText(runs)))"
  }
}
