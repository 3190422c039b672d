import Book
import Classroom
import Foundation
import Terminal
import Workbook

extension WatchCommand {
  /// On a terminal: keys at once, the file looked at four times a second, on the
  /// alternate screen (quitting gives back the screen as it was).
  static func live(_ watcher: inout Watcher, session: Session) {
    let limit = Int(session.context.limits.checkSeconds)
    /// What is being checked, in as many words as the terminal's width takes.
    func checking(_ what: String) -> String {
      let id = watcher.current.exercise.id
      return watcher.fitted(
        [
          "\(what) \(id) (at most \(limit) s; keys wait until it is done)",
          "\(what) \(id) (at most \(limit) s)", "\(what) \(id)",
        ], width: session.console.size()?.columns ?? session.width)
    }
    /// The screen for a terminal of `size`, its last line `extra` if given.
    func frame(_ size: Terminal.Size?, extra: String? = nil) -> String {
      var style = session.style
      let rows = size?.rows ?? session.rows
      if let columns = size?.columns { style.width = columns }
      var lines = watcher.screen(style: style, rows: rows)
      if let extra { lines[lines.count - 1] = TerminalFit.clipped(extra, to: style.width) }
      // Every line but the last ends in a newline; the last sits on the bottom row, so
      // nothing scrolls.
      return Terminal.Escape.clearScreen
        + lines.map { $0 + Terminal.Escape.clearLine }.joined(separator: "\r\n")
    }
    // What the files are now: a save changes them.
    watcher.takeSnapshot()
    // The exercise is checked as the screen comes up (the first frame says so).
    var started = false
    FullScreen.run(
      console: session.console, enter: Terminal.Escape.enterAlternateScreen,
      leave: Terminal.Escape.leaveAlternateScreen, waiting: { 250 },
      draw: { started ? frame($0) : frame($0, extra: checking("checking")) },
      handle: { input, screen in
        if !started {
          started = true
          watcher.perform(.check)
          if case .tick = input { return .redraw }
        }
        switch input {
        case .resized: return .redraw
        case .event(.key(let key)):
          if [.interrupt, .character("q")].contains(key) { return .quit }
          // A list or the whole task goes away with any key (Escape included).
          if watcher.showingList || watcher.showingTask {
            watcher.showingList = false
            watcher.showingTask = false
            return .redraw
          }
          if key == .escape { return .quit }
          guard let action = Watcher.Action(key: key) else { return .keep }
          if [.check, .switchToSaved, .next, .previous].contains(action) {
            screen.write(frame(session.console.size(), extra: checking("checking")))
          }
          watcher.perform(action)
          return .redraw
        case .event(.mouse): return .keep
        case .tick:
          switch watcher.filesChanged() {
          case .nothing: return .keep
          case .other: return .redraw
          case .current:
            screen.write(frame(session.console.size(), extra: checking("saved: checking")))
            watcher.perform(.save)
            return .redraw
          }
        }
      })
  }
}

/// What `watch` knows and does, apart from the terminal: which exercise, its last
/// verdict, the student's progress, and what the screen shows.
struct Watcher {
  enum Action: Equatable {
    case save, check, hint, list, task, next, previous, switchToSaved, quit

    init?(_ word: String) {
      switch word {
      case "save": self = .save
      case "c": self = .check
      case "h": self = .hint
      case "l": self = .list
      case "t": self = .task
      case "n": self = .next
      case "p": self = .previous
      case "w": self = .switchToSaved
      case "q": self = .quit
      default: return nil
      }
    }

    init?(key: Terminal.Key) {
      switch key {
      case .character("c"), .enter: self = .check
      case .character("h"): self = .hint
      case .character("l"): self = .list
      case .character("t"): self = .task
      case .character("n"), .right, .down: self = .next
      case .character("p"), .left, .up: self = .previous
      case .character("w"): self = .switchToSaved
      default: return nil
      }
    }
  }

  /// What a look at the exercises' files found.
  enum Change { case nothing, current, other }

  /// A check's outcome as the screen shows it.
  struct Outcome {
    var passed: Bool
    var message: String
    /// The check's comparison, or the student's figure beside the goal, or the goal.
    var figure: String?
    var printed: [String]
    /// The same figure as plain text, to be drawn smaller when it does not fit and there
    /// is no `drawing`.
    var plainFigure: String? = nil
    /// The figure as data, with its cells' colours: drawn smaller in the screen's colours
    /// when it does not fit. Nil for the check's own comparison, which is text.
    var drawing: Figure? = nil
  }

  let context: Context
  let check: (Chapter, Exercise) -> Outcome
  var index: Int
  var progress: StudentProgress
  var outcome: Outcome?
  /// A line about what just happened: "1.2 passes. n: on to 1.3".
  var notice: String?
  var showingList = false
  /// The whole task, on a screen of its own (`t`).
  var showingTask = false
  /// Where `n` goes after a pass: the next exercise not passed.
  var nextAfterPass: Int?
  /// Another exercise whose file was saved, which `w` watches instead.
  var savedElsewhere: Int?
  /// Every exercise's file as last seen.
  var snapshots: [Int: Data] = [:]

  init(context: Context, start: Int?, check: @escaping (Chapter, Exercise) -> Outcome) {
    self.context = context
    self.check = check
    progress = context.store?.load().progress ?? StudentProgress()
    let progress = progress
    index =
      start ?? context.exercises.firstIndex { !progress[$0.exercise].earned } ?? 0
  }

  var current: (chapter: Chapter, exercise: Exercise) { context.exercises[index] }

  var file: URL { current.exercise.files(in: current.chapter.directory).starter }

  func file(_ position: Int) -> URL {
    let (chapter, exercise) = context.exercises[position]
    return exercise.files(in: chapter.directory).starter
  }

  /// Remembers every exercise's file as it is now.
  mutating func takeSnapshot() {
    for position in context.exercises.indices {
      snapshots[position] = try? Data(contentsOf: file(position))
    }
  }

  /// Whether a file differs from when it was last seen (and remembers it): this
  /// exercise's, or another's, which is then offered (`w`).
  mutating func filesChanged() -> Change {
    var change = Change.nothing
    for position in context.exercises.indices {
      let now = try? Data(contentsOf: file(position))
      guard now != snapshots[position] else { continue }
      snapshots[position] = now
      if position == index {
        change = .current
      } else if change == .nothing {
        savedElsewhere = position
        showingList = false
        showingTask = false
        let (_, exercise) = context.exercises[position]
        notice =
          "You saved \(file(position).lastPathComponent), exercise \(exercise.id)'s, not this "
          + "one's: press w to watch \(exercise.id) instead."
        change = .other
      }
    }
    return change
  }

  mutating func perform(_ action: Action) {
    progress = context.store?.load().progress ?? progress
    notice = nil
    let wasListing = showingList
    let wasShowingTask = showingTask
    showingList = false
    showingTask = false
    switch action {
    case .save, .check:
      let (chapter, exercise) = current
      let result = check(chapter, exercise)
      outcome = result
      progress[exercise].record(passed: result.passed)
      save()
      nextAfterPass = nil
      if result.passed {
        // It stays on the screen, passing; n goes on to the next not passed.
        let next = context.exercises.indices.first { candidate in
          candidate > index && !progress[context.exercises[candidate].exercise].earned
        }
        if let next {
          nextAfterPass = next
          notice =
            "\(exercise.id) passes. Press n for \(context.exercises[next].exercise.id), "
            + "the next you have not passed."
        } else {
          notice = "\(exercise.id) passes, and so does every exercise after it."
        }
      }
    case .hint:
      let id = current.exercise.id
      let count = current.exercise.hints.count
      if progress[current.exercise].hintsSeen < count {
        progress[current.exercise].hintsSeen += 1
        save()
      } else {
        notice = count == 0 ? "\(id) has no hints." : "That was the last hint of \(id)."
      }
    case .list: showingList = !wasListing
    case .task: showingTask = !wasShowingTask
    case .next, .previous:
      // The exercise moved to is checked at once, as the first one is.
      let before = index
      move(
        to: action == .next
          ? nextAfterPass ?? min(context.exercises.count - 1, index + 1) : max(0, index - 1))
      if index != before { perform(.check) }
    case .switchToSaved:
      guard let saved = savedElsewhere else {
        notice = "w watches an exercise whose file you saved; none was saved."
        return
      }
      move(to: saved)
      perform(.check)
    case .quit: break
    }
  }

  mutating func move(to newIndex: Int) {
    guard newIndex != index else { return }
    index = newIndex
    outcome = nil
    nextAfterPass = nil
    savedElsewhere = nil
  }

  /// Why the progress could not be saved, shown on the screen until a save succeeds
  /// (standard error would be drawn over).
  var saveFailure: String?

  /// Saves the student's progress; a failure is said on the screen, in the words
  /// `Session.save` uses.
  mutating func save() {
    do {
      try context.store?.save(progress)
      saveFailure = nil
    } catch {
      saveFailure = "could not save progress: \(error.localizedDescription)"
    }
  }

  /// The screen: `rows` lines at most, the keys on the last.
  func screen(style: TerminalStyle, rows: Int) -> [String] {
    let width = style.width
    let (chapter, exercise) = current
    let keys = fitted(
      [
        "watching \(file.lastPathComponent): c check, h hint, t task, l list, n/p next/previous, "
          + "q quit",
        "\(file.lastPathComponent): c check h hint t task l list n/p q quit",
        "c h t l n p q",
      ], width: width)
    var body: [String]
    if showingTask {
      let sheet = ExerciseSheet(chapter, exercise, progress: progress, context: context)
      body =
        sheet.header(width: width) + [""] + sheet.task(style: style) + [""]
        + sheet.fileLines(width: width) + [""] + wrap("(any key: back)", width: width)
      if body.count > rows - 1 {
        body =
          Array(body.prefix(max(1, rows - 2)))
          + wrap("(the rest: swift run workbook-run task \(exercise.id))", width: width)
      }
    } else if showingList {
      body = ["The exercises: ok passed, -- not started, > this one (any key: back)", ""]
      /// Each exercise's lines.
      var entries: [[String]] = []
      for (chapter, exercise) in context.exercises {
        let entry = progress[exercise]
        let untouched = exercise.starterIsUntouched(in: chapter.directory)
        let mark = entry.earned ? "ok" : untouched == true ? "--" : "  "
        let here = exercise.id == self.current.exercise.id ? ">" : " "
        var lines = ["\(here) \(mark)  \(exercise.id)  \(exercise.title)"]
        // A pass earned that the file no longer makes: said under it.
        if let since = entry.since(untouched: untouched), let passedOn = entry.passedOn {
          lines += wrap("(\(passedOn); \(since))", width: max(20, width - 10)).map {
            "          " + $0
          }
        }
        entries.append(lines)
      }
      body += Self.window(entries, around: index, lines: max(3, rows - 1 - body.count))
    } else {
      let sheet = ExerciseSheet(chapter, exercise, progress: progress, context: context)
      let header = sheet.header(width: width)
      var task = sheet.task(style: style)
      let where_ = sheet.fileLines(width: width)
      // The latest hint seen (`task ID` shows them all).
      let hint = sheet.hintsSeen > 0 ? sheet.hint(sheet.hintsSeen, width: width) : []
      var verdict: [String] = []
      if let notice { verdict += wrap(notice, width: width) }
      if let saveFailure { verdict += wrap(saveFailure, width: width) }
      var figure: [String]
      var plainFigure: String?
      var drawing: Figure?
      var printed: [String] = []
      /// What the code printed, as the check kept it (a line at most for each line).
      var printedBySource: [String] = []
      if let outcome {
        let word = outcome.passed ? "ok" : "FAIL"
        let said =
          (outcome.passed ? "ok: it passes" : "FAIL")
          + (outcome.message.isEmpty ? "" : ": " + outcome.message)
        var lines = wrap(said, width: width)
        // The verdict's word in its colour, on a colour terminal.
        lines[0] =
          Terminal.Escape.paint(word, outcome.passed ? .pass : .fail, colored: style.colored)
          + lines[0].dropFirst(word.count)
        verdict += lines
        printedBySource = outcome.printed
        figure = outcome.figure?.components(separatedBy: "\n") ?? []
        plainFigure = outcome.plainFigure
        drawing = outcome.drawing
      } else {
        verdict += wrap("Not checked yet: save your file, or press c.", width: width)
        figure = Weaver.goal(of: exercise, style: style).components(separatedBy: "\n")
        plainFigure = Weaver.goal(of: exercise, style: TerminalStyle(width: width))
        drawing = Self.goalDrawing(exercise)
      }
      figure = TerminalFit.fitArt(figure, width: width)
      // What the code printed never pushes the figure off the screen: it keeps the lines
      // the figure drawn smaller (to at most a third of the screen, and no fewer than 8
      // lines) leaves it.
      let least = header.count + 3 + where_.count + hint.count + verdict.count
      let figureLeast = figure.isEmpty ? 0 : min(figure.count, max(8, rows / 3))
      let printedRoom = max(2, rows - 1 - least - figureLeast - 1)
      printed = Self.printedLines(printedBySource, width: width, room: printedRoom)
      verdict += printed
      // A figure taller than the room the rest leaves is drawn smaller, as the pager does:
      // from its cells' colours, in the screen's colours; else from its plain text (its
      // cells read back from their characters).
      let figureRoom = max(3, rows - 1 - least - printed.count)
      if figure.count > figureRoom {
        if let drawing, drawing.canBeDrawnSmaller,
          let smaller = drawing.rendered(style: style, fittingIn: figureRoom)
        {
          figure = smaller.components(separatedBy: "\n")
        } else if let plainFigure, let (above, drawn) = Figure.parsed(rendered: plainFigure),
          let smaller = drawn.rendered(
            style: TerminalStyle(width: width), fittingIn: figureRoom - above.count)
        {
          figure = above + smaller.components(separatedBy: "\n")
        }
      }
      var gap = [""]
      func assembled() -> [String] {
        [
          header, gap, task, gap, where_, hint.isEmpty ? [] : gap + hint, gap, verdict,
          figure.isEmpty ? [] : gap + figure,
        ].flatMap { $0 }
      }
      // What does not fit goes: the task's prose first (`task ID` shows it whole), down
      // to its first line; then the blank lines; then whatever is left at the figure's
      // foot.
      let room = max(1, rows - 1)
      let whole = task
      func trimTask() {
        task = whole
        let over = assembled().count - room
        guard over > 0, task.count > 1 else { return }
        let keep = max(1, task.count - over - 1)
        if keep < task.count {
          task =
            Array(task.prefix(keep)) + [
              "(the whole task: swift run workbook-run task \(exercise.id))"
            ]
        }
      }
      trimTask()
      if assembled().count > room {
        gap = []
        trimTask()
      }
      body = assembled()
      // A figure that could not be drawn smaller (its labels would run into each other)
      // is cut at its foot, saying so.
      if body.count > room, !figure.isEmpty, room > 1 {
        let more = body.count - room + 1
        body =
          Array(body.prefix(room - 1)) + [
            fitted(
              [
                "(\(more) more lines of the figure: swift run workbook-run check \(exercise.id))",
                "(\(more) more lines: check \(exercise.id) shows them)",
                "(\(more) more lines)",
              ], width: width)
          ]
      }
    }
    let room = max(1, rows - 1)
    if body.count > room { body = Array(body.prefix(room)) }
    // Nothing wider than the terminal, which would wrap it and scroll the screen.
    return (body + Array(repeating: "", count: max(0, room - body.count)) + [keys]).map {
      TerminalFit.clipped($0, to: width)
    }
  }

  /// What the code printed, in at most `room` lines of `width`: a heading, then each line
  /// it printed, wrapped, as many as fit, and a line counting the ones left out (here, and
  /// by the check, which keeps the first few: `ExerciseRunner.printed`).
  static func printedLines(_ source: [String], width: Int, room: Int) -> [String] {
    guard !source.isEmpty else { return [] }
    var lines = source
    var leftOut = 0
    if let last = lines.last, let count = ExerciseRunner.leftOut(in: last) {
      leftOut = count
      lines.removeLast()
    }
    let wrapped = lines.map { wrap($0, width: max(1, width - 4)).map { "  | " + $0 } }
    var shown = ["your code printed:"]
    var kept = 0
    for (index, group) in wrapped.enumerated() {
      // Room for the group, and for the count of the rest if any will be left out.
      let counted = index < wrapped.count - 1 || leftOut > 0
      guard shown.count + group.count + (counted ? 1 : 0) <= room else { break }
      shown += group
      kept += 1
    }
    let rest = lines.count - kept + leftOut
    if rest > 0 {
      shown.append("  ... (\(rest) more line\(rest == 1 ? "" : "s") your code printed)")
    }
    return shown
  }

  /// The entries of a list in at most `lines` lines: all of them if they fit, else those
  /// around entry `index`, with a line saying how many more are above and below.
  static func window(_ entries: [[String]], around index: Int, lines: Int) -> [String] {
    if entries.reduce(0, { $0 + $1.count }) <= lines { return entries.flatMap { $0 } }
    var (low, high) = (index, index + 1)  // the entries shown: low..<high
    func used() -> Int {
      entries[low..<high].reduce(0) { $0 + $1.count } + (low > 0 ? 1 : 0)
        + (high < entries.count ? 1 : 0)
    }
    // Grow below and above in turn while they fit.
    var grew = true
    while grew {
      grew = false
      for below in [true, false] {
        if below, high < entries.count {
          high += 1
          if used() <= lines { grew = true } else { high -= 1 }
        } else if !below, low > 0 {
          low -= 1
          if used() <= lines { grew = true } else { low += 1 }
        }
      }
    }
    return (low > 0 ? ["  (\(low) more above)"] : [])
      + entries[low..<high].flatMap { $0 }
      + (high < entries.count ? ["  (\(entries.count - high) more below)"] : [])
  }

  /// The goal as data, titled as the screen shows it.
  static func goalDrawing(_ exercise: Exercise) -> Figure {
    ExercisePanels.panel(exercise.figure(.solution), title: "the goal")
  }

  /// The first of `options` that fits `width`, else the last cut to it.
  func fitted(_ options: [String], width: Int) -> String {
    options.first { $0.count <= width } ?? String(options.last?.prefix(width) ?? "")
  }

  /// Builds the exercise's program if its file changed, runs its check, and on a failure
  /// without a figure of the check's own, draws the student's figure beside the goal.
  static func realCheck(_ context: Context, style: TerminalStyle) -> (Chapter, Exercise)
    -> Outcome
  {
    { chapter, exercise in
      let failures = ExerciseRunner.build([(chapter, exercise)], context: context)
      let (result, printed, verdict) = ExerciseRunner.checkOutcome(
        chapter, exercise, context: context, buildFailure: failures[exercise.id])
      let plain = TerminalStyle(width: style.width)
      var outcome = Outcome(
        passed: result.passed, message: result.message, figure: result.figure,
        printed: printed, plainFigure: result.figure)
      // The check drew its own comparison: that is the figure.
      guard result.figure == nil else { return outcome }
      // Code that does not compile, crashed or looped has nothing to draw (and would only
      // crash or loop again): the goal. Code that ran: theirs beside the goal.
      if verdict == .error {
        outcome.figure = Weaver.goal(of: exercise, style: style)
        outcome.plainFigure = Weaver.goal(of: exercise, style: plain)
        outcome.drawing = goalDrawing(exercise)
      } else {
        let drawn = ExerciseRunner.drawing(exercise, context: context, buildFailure: nil)
        let figures = ExerciseRunner.texts(of: drawn, exercise, [style, plain])
        (outcome.figure, outcome.plainFigure) = (figures[0], figures[1])
        switch drawn {
        case .figure(let figure): outcome.drawing = figure
        case .goal: outcome.drawing = goalDrawing(exercise)
        case .sentence: break
        }
      }
      return outcome
    }
  }
}
