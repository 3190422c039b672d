import BenchmarkCases
import Book
import BookChapters
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter CLITests`.
@Suite struct CLITests {}

extension CLITests {
  @Test func withNoArgumentsItListsTheChaptersAndHowToRunOne() {
    let run = workbook([])
    #expect(run.status == 0)
    for chapter in allChapters {
      #expect(
        run.out.contains(chapter.title + "  "), "the whole title, then a gap: \(chapter.title)")
    }
    #expect(run.out.contains("chapter1"))
    #expect(run.out.contains("Holes"))
    #expect(run.out.contains("swift run workbook-run chapter1"))
  }

  @Test(arguments: ["chapter1", "1", "holes", "Chapter1"])
  func aChapterCanBeNamedSeveralWays(name: String) {
    let run = workbook([name, "--sections"])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("Chapter 1: Holes"))
  }

  @Test func aChapterPrintsItsProseCodeAndEveryFigure() {
    let run = workbook(["chapter1"])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("# Chapter 1: Holes"))
    #expect(run.out.contains("    extension UIView {"))
    let figures = allChapters[0].examples.count
    for number in 1...figures { #expect(run.out.contains("Figure 1.\(number):")) }
    #expect(!run.out.contains("Figure 1.\(figures + 1):"))
  }

  @Test func anUnknownChapterListsTheChaptersThatExist() {
    let run = workbook(["chapter9"])
    #expect(run.status == 2)
    #expect(run.out.isEmpty)
    #expect(run.message.contains("no chapter 'chapter9'"))
    #expect(run.message.contains("chapter1 (holes: Holes)"))
  }

  @Test func oneSectionPrintsOnlyThatSection() {
    let run = workbook(["chapter1", "--section", "3"])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("## 3. Why the fill rule matters"))
    #expect(!run.out.contains("## 4."))
    #expect(run.out.contains("Figure 1.3:"))
  }

  @Test(arguments: ["0", "99", "x", "3-1", "", "2,"])
  func aBadSectionSaysWhichAreValid(spec: String) {
    let run = workbook(["chapter1", "--section", spec])
    let count = allChapters.first.flatMap { try? ChapterText($0) }?.sectionCount
    #expect(run.status == 2)
    #expect(run.message.contains("from 1 to \(count ?? -1)"))
  }

  @Test func steppingShowsAPageAtATimeGoesBackAndStopsOnQ() {
    let run = workbook(["chapter1", "--step"], input: ["", "b", "", "", "q"])
    #expect(run.status == 0)
    let statuses = run.out.components(separatedBy: "\n").filter { $0.hasPrefix("-- page ") }
    #expect(statuses.count == 5, "one page per key, the last before q")
    #expect(
      statuses.map { $0.prefix(12) } == [
        "-- page 1 of", "-- page 2 of", "-- page 1 of", "-- page 2 of", "-- page 3 of",
      ])
    #expect(!run.out.contains("## 9."))
  }

  /// At the narrowest width, every page of every chapter fits: headings wrap, and a
  /// continued heading says so within the width (a student's run: Chapter 5, whose
  /// headings are the longest; `thorough`, every chapter).
  @Test func narrowPagesFitTheirWidth() throws {
    for chapter in thorough ? allChapters : [allChapters[4]] {
      let text = try ChapterText(chapter)
      let style = TerminalStyle(width: TerminalFit.minimumWidth)
      let pages = Pager.pages(Weaver.weaveBlocks(text, for: style), height: 22, width: style.width)
      let over = pages.flatMap(\.lines).filter { line in
        TerminalFit.visibleWidth(line) > style.width
          // A word too long for any line (a long type name) is left whole.
          && !line.split(separator: " ").contains { $0.count > style.width - 12 }
      }
      #expect(over.isEmpty, "chapter \(chapter.number): \(over.prefix(3))")
    }
  }

  @Test func pagesNeverSplitAFigureThatFitsAndKeepTheHeading() throws {
    let text = try ChapterText(allChapters[2])
    let blocks = Weaver.weaveBlocks(text, for: .plain)
    let pages = Pager.pages(blocks, height: 38)
    #expect(pages.allSatisfy { $0.lines.count <= 38 })
    for block in blocks where block.kind == .figure {
      let lines = block.text.components(separatedBy: "\n")
      guard lines.count <= 36 else { continue }
      // The whole figure is on one page.
      let found = pages.contains { page in page.lines.joined(separator: "\n").contains(block.text) }
      #expect(found, "a figure was split")
    }
    // A page that continues a section says so at its top.
    #expect(pages.contains { $0.lines.first?.hasSuffix("(continued)") == true })
    // And a page never ends on a heading.
    #expect(!pages.contains { $0.lines.last?.hasPrefix("## ") == true })
  }

  @Test func steppingThroughOneSectionEndsAtItsLastPage() {
    let run = workbook(["chapter1", "--step", "--section", "2"], input: ["", "", "", "", "", ""])
    #expect(run.status == 0)
    #expect(run.out.contains("the end; b back, q or Enter to finish"))
    #expect(!run.out.contains("## 3."))
  }

  @Test func anUnknownOptionNamesTheValidOnes() {
    let run = workbook(["draw", "M0 0 L1 1", "--colour", "red"])
    #expect(run.status == 2)
    #expect(run.message.contains("unknown option '--colour'"))
    #expect(run.message.contains("--fill-rule"))
  }

  /// `book --check` on the committed book passes (the proof `.ci/run` relies on).
  @Test(.enabled(if: thorough, "a check of the whole book, run by CI"))
  func bookCheckPassesOnTheCommittedBook() {
    let run = workbook(["book", "--check"])
    #expect(run.status == 0, "\(run.err)")
  }

  /// The real program, as a separate process: exit statuses reach the shell.
  @Test func theProgramExitsWithTwoOnBadUsageAndZeroOnSuccess() throws {
    guard let program = builtProduct("workbook-run") else {
      Issue.record("workbook-run was not found beside the test bundle")
      return
    }
    func status(_ arguments: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = program
      process.arguments = arguments
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, text)
    }
    let (bad, message) = try status(["chapter9"])
    #expect(bad == 2)
    #expect(message.contains("chapter1"))
    #expect(try status(["--help"]).0 == 0)
  }

  /// In colour, pictures become half blocks (a foreground and a background colour per
  /// character: twice the vertical detail); everything else is the plain text, and every
  /// line keeps its width.
  @Test func colouredChaptersAreThePlainTextWithPicturesInHalfBlocks() throws {
    let plain = workbook(["chapter1", "--section", "2", "--color", "never"])
    let colored = workbook(["chapter1", "--section", "2", "--color", "always"])
    #expect(!plain.out.contains("\u{1B}["))
    #expect(colored.out.contains("\u{2580}"))
    let stripped = colored.out.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    let (a, b) = (stripped.components(separatedBy: "\n"), plain.out.components(separatedBy: "\n"))
    #expect(a.count == b.count)
    #expect(zip(a, b).allSatisfy { $0.count == $1.count })
    #expect(stripped.replacingOccurrences(of: "\u{2580}", with: "").count < plain.out.count)
    // Without COLORTERM saying 24-bit, the 256-colour palette.
    #expect(colored.out.contains("\u{1B}[48;5;"))
  }

  @Test func colourIsAutomaticOnlyOnATerminalWithoutNoColor() throws {
    func decide(terminal: Bool, environment: [String: String], option: String? = nil) throws -> Bool
    {
      let console = Console(out: { _ in }, err: { _ in }, isTerminal: terminal)
      var context = Context(chapters: allChapters)
      context.environment = environment
      let session = try Session(
        ChapterCommand.command, invokedAs: "chapter1",
        words: option.map { ["--color", $0] } ?? [], console: console, context: context)
      return session.colored
    }
    #expect(try decide(terminal: true, environment: [:]))
    #expect(try !decide(terminal: false, environment: [:]))
    #expect(try !decide(terminal: true, environment: ["NO_COLOR": "1"]))
    #expect(try decide(terminal: true, environment: ["NO_COLOR": ""]))
    #expect(try !decide(terminal: true, environment: ["TERM": "dumb"]))
    #expect(try decide(terminal: false, environment: ["NO_COLOR": "1"], option: "always"))
    #expect(try !decide(terminal: true, environment: [:], option: "never"))
    #expect(throws: CommandError.self) {
      try decide(terminal: true, environment: [:], option: "rainbow")
    }
  }

  /// What `Benchmarks/peers.py` reads: the exported cases and `--case`'s one line.
  @Test func benchExportsItsPathsAndReportsOneCaseAsATabSeparatedLine() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let export = workbook(["bench", "--export", folder.path])
    #expect(export.status == 0)
    let names = try String(contentsOf: folder.appendingPathComponent("cases.txt"), encoding: .utf8)
      .split(separator: "\n").map { $0.replacingOccurrences(of: "case ", with: "") }
    #expect(names == BenchmarkCase.all.map(\.name))
    for benchmark in BenchmarkCase.all {
      let text = try String(
        contentsOf: folder.appendingPathComponent(benchmark.name + ".txt"), encoding: .utf8)
      let lines = text.split(separator: "\n")
      #expect(lines.first == "case \(benchmark.name)")
      #expect(lines.dropFirst().first == "size \(benchmark.width) \(benchmark.height)")
      // Every command reads back into the same path.
      let data = lines.dropFirst(3).joined(separator: " ")
      #expect((try? Path(svgPathData: data)) == benchmark.path, "\(benchmark.name)")
    }
    let one = workbook(["bench", "--case", "tiny-skia", "--runs", "1"])
    let fields = one.out.trimmingCharacters(in: .newlines).split(separator: "\t")
    #expect(
      one.status == 0 && fields.count == 5 && fields.dropFirst().allSatisfy { Double($0) != nil })
    let unknown = workbook(["bench", "--case", "nope"])
    #expect(unknown.status == 2 && unknown.message.contains("jagged-10000"))
  }

  @Test func simulateOverlayRunsTheChaptersModelAndRefusesBadInput() {
    let run = workbook([
      "simulate", "overlay", "--notches", "100,200,300", "--height", "200", "--driver", "scroll",
      "--offset", "100", "--drag", "10,-20,20,80", "--release", "-800", "--columns", "200",
    ])
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("notches, counted from 0 (pt): 0 at 100.00"))
    #expect(run.out.contains("\nstep 1: the finger moves 10.00 pt (down): table offset 90.00,"))
    #expect(run.out.contains("the overlay springs to notch 2 (300.00 pt)"))
    for (arguments, message) in [
      (["simulate", "overlay"], "needs --notches"),
      (["simulate", "overlay", "--notches", "300,200"], "ascend"),
      (["simulate", "overlay", "--notches", "100,nan"], "'nan' is not one"),
      (
        ["simulate", "overlay", "--notches", "100,200", "--style", "bouncy"],
        "expandable, rigid or flexible"
      ),
      (["simulate", "overlay", "--notches", "100,200", "--driver", "finger"], "pan or scroll"),
      (["simulate", "overlay", "--notches", "100,200", "--disabled", "0,1"], "stay enabled"),
      (["simulate", "sheet"], "no subcommand 'sheet'; it has: overlay"),
    ] {
      let bad = workbook(arguments)
      #expect(bad.status == 2, "\(arguments)")
      #expect(bad.message.contains(message), "\(arguments): \(bad.err)")
    }
  }

  /// Every line of every chapter fits the terminal: at 80 and at 60 columns, and in colour
  /// at 60 (colour changes only the pictures, which are no wider in half blocks; the test
  /// below proves that). A student's run takes 60 columns in colour; `thorough`, all three.
  @Test(arguments: thorough ? [80, 60] : [60])
  func everyChapterFitsTheTerminalWidth(width: Int) {
    for chapter in allChapters {
      for color in width == 60 ? (thorough ? ["never", "always"] : ["always"]) : ["never"] {
        let run = workbook([
          "chapter\(chapter.number)", "--columns", "\(width)", "--color", color, "--solutions",
        ])
        #expect(run.status == 0)
        // The first line too wide, quoted, so the fix is plain: an exercise's title, say,
        // that does not fit on its heading's line.
        let lines = run.out.components(separatedBy: "\n")
        let tooWide = lines.firstIndex { TerminalFit.visibleWidth($0) > width }
        #expect(
          tooWide == nil,
          """
          chapter \(chapter.number), colour \(color): line \((tooWide ?? 0) + 1) is \
          \(tooWide.map { TerminalFit.visibleWidth(lines[$0]) } ?? 0) columns, \(width) fit: \
          \(tooWide.map { String(lines[$0].prefix(120)) } ?? "")
          """)
      }
    }
  }

  @Test func codeBrokenToFitCarriesAMarkerAndCommentsAreRewrapped() {
    let code = """
      func shouldTranslate(position: OverlayInFlightPosition, contentOffset: CGFloat, isTracking: Bool)
      /// A comment long enough that it has to be wrapped when the terminal is only sixty columns wide.
      """
    let fitted = TerminalFit.fitCode(code, width: 60).components(separatedBy: "\n")
    #expect(fitted.allSatisfy { $0.count <= 60 })
    #expect(fitted[0].hasSuffix(TerminalFit.continuation) && fitted[1].hasPrefix("    "))
    #expect(fitted.filter { $0.hasPrefix("/// ") }.count == 2)
    #expect(!fitted.contains { $0.hasPrefix("///") && $0.hasSuffix("\\") })
  }

  /// A long line is broken only where Swift lets a line break: never inside a string
  /// literal (interpolations aside), never between `return` and its value; taking the
  /// breaks out gives the line back.
  @Test func longCodeLinesBreakOnlyBetweenTokensOutsideStrings() {
    let lines = [
      #"    let said = "one, two, three" + describe(value, unit: "pt, in all") + tail"#,
      #"    return UIBezierPath(roundedRect: holeFrame, byRoundingCorners: .allCorners, cornerRadii: holeFrame.size)"#,
    ]
    for line in lines {
      let fitted = TerminalFit.fitCode(line, width: 40).components(separatedBy: "\n")
      #expect(fitted.count > 1, "\(line)")
      let characters = Array(line)
      let code = TerminalFit.codePositions(characters)
      var position = 0
      for piece in fitted.dropLast() {
        var text = String(piece.dropLast(TerminalFit.continuation.count))
        if position > 0 { text = String(text.drop { $0 == " " }) }
        let from = line.index(line.startIndex, offsetBy: position)
        position =
          line.range(of: text, range: from..<line.endIndex)
          .map { line.distance(from: line.startIndex, to: $0.upperBound) } ?? -1
        #expect(position > 0, "\(piece) is in \(line)")
        guard position > 0, position < characters.count else { continue }
        #expect(code[position] && code[position - 1], "\(line) cut inside a string")
        let before = String(characters[..<position]).trimmingCharacters(in: .whitespaces)
        #expect(!before.hasSuffix("return"))
      }
    }
    // A string literal longer than the room is closed after a space and concatenated
    // with the rest on the next line: still Swift, and the same string.
    for line in [
      #"    label.text = "a caption long enough to need two lines at forty columns""#,
      #"    label.text = "with \(count, unit: "pt") inside, and long enough to be cut""#,
    ] {
      let fitted = TerminalFit.fitCode(line, width: 40).components(separatedBy: "\n")
      #expect(fitted.count > 2 && fitted.allSatisfy { $0.count <= 40 }, "\(fitted)")
      #expect(fitted.contains { $0.hasSuffix("\" +") }, "\(fitted)")
      let joined = fitted.joined(separator: "\n").replacing(#/ \\\n */#, with: " ")
        .replacing(#/" \+\n *"/#, with: "")
      #expect(joined == line, "\(fitted)")
    }
    // A raw or multi-line literal is never split so.
    #expect(TerminalFit.stringSplit(Array(##"x = #"a b c d e f"#"##), before: 12, after: 2) == nil)
    let code = TerminalFit.codePositions(Array(#"a("b \(c(d)) e") // f"#))
    #expect(code.map { $0 ? "c" : "s" }.joined() == "ccsssssccccssssccssss")
  }

  @Test func sideBySidePanelsStackWhenTheyDoNotFit() {
    let panels = Figure.sideBySide([
      Figure(art: [String(repeating: "a", count: 30)], title: "left"),
      Figure(art: [String(repeating: "b", count: 30)], title: "right"),
    ])
    let wide = panels.rendered(width: 80).components(separatedBy: "\n")
    #expect(wide.count == 4, "side by side at 80")
    let narrow = panels.rendered(width: 50).components(separatedBy: "\n")
    #expect(narrow.allSatisfy { $0.count <= 50 })
    #expect(narrow.contains { $0.contains("left") } && narrow.contains { $0.contains("right") })
    #expect(!narrow.contains { $0.contains("columns") }, "cut at the gap, not mid-picture")
  }

  @Test func hintAllShowsTheHintsSeenAndTheListShowsProgress() {
    let state = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    _ = workbook(["hint", "1.1"], state: state)
    _ = workbook(["hint", "1.1"], state: state)
    let all = workbook(["hint", "1.1", "--all"], state: state)
    #expect(all.out.contains("Hint 1 of") && all.out.contains("Hint 2 of"))
    #expect(all.out.contains("swift run workbook-run hint 1.1"))
    let list = workbook([], state: state)
    #expect(list.out.contains("1.1 - (2 hints)"))
  }

  @Test func theWebBookGoesOnlyIntoANewEmptyOrItsOwnFolder() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(
      BookCommand.command, invokedAs: "book", words: [],
      console: Console(out: { _ in }, err: { _ in }), context: Context(chapters: allChapters))
    func site(_ files: [String: String]) -> WebBook.Site {
      var site = WebBook.Site()
      for (path, text) in files { site.files[path] = Data(text.utf8) }
      return site
    }
    // New: written, with the list of what was written.
    #expect(
      try BookCommand.writeSite(into: folder, session: session) {
        site(["index.html": "one", "images/old.png": "x"])
      } == .success)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8) == "one")
    // Its own: written again, and a file the new site no longer has is removed.
    #expect(
      try BookCommand.writeSite(into: folder, session: session) { site(["index.html": "two"]) }
        == .success)
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("images/old.png").path))
    // Someone else's: refused, untouched.
    let other = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: other.appendingPathComponent("notes.txt"))
    #expect(throws: CommandError.self) {
      try BookCommand.writeSite(into: other, session: session) { site(["index.html": "x"]) }
    }
    #expect(
      try String(contentsOf: other.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    #expect(
      !FileManager.default.fileExists(atPath: other.appendingPathComponent("index.html").path))
  }

  /// Output into a pipe nobody reads any more (`check | head -1`) ends quietly: no crash, no
  /// message, and the check's own exit status, not a SIGPIPE or a trap in the write.
  @Test func outputIntoAClosedPipeEndsQuietly() throws {
    guard let program = builtProduct("workbook-run") else {
      Issue.record("workbook-run was not found beside the test bundle")
      return
    }
    try withTemporaryFolder { state in
      let process = Process()
      process.executableURL = program
      process.arguments = ["check", "1.2"]
      var environment = ProcessInfo.processInfo.environment
      environment["WORKBOOK_NO_BUILD"] = "1"
      environment["WORKBOOK_STATE_DIR"] = state.path
      process.environment = environment
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      process.standardInput = FileHandle.nullDevice
      try output.fileHandleForReading.close()
      try process.run()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      // 1 for the untouched starter, 0 once a student has solved it.
      #expect([0, 1].contains(process.terminationStatus))
      #expect(!message.contains("Fatal error") && !message.contains("crashed"), "\(message)")
    }
  }
}
