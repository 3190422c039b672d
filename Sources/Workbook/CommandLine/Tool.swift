import BookChapters
import Classroom
import Foundation
import Terminal
import Workbook

/// The `workbook-run` program: the commands, in the order `--help` lists them; finding
/// the one a word names; and the one place errors become messages and exit statuses.
public enum WorkbookTool {
  public static let name = "workbook-run"

  /// Every command, in the order the help lists them.
  public static var commands: [Command] {
    [
      ChapterCommand.command, NextCommand.command, TaskCommand.command, WatchCommand.command,
      CheckCommand.command,
      HintCommand.command, ResetCommand.command, NewExerciseCommand.command,
      ExercisesCommand.command, GradeCommand.command,
      ExportCommand.command, DrawCommand.command, BookCommand.command,
      SimulateCommand.command, PlayCommand.command, BenchCommand.command, APICommand.command,
      GlossaryCommand.command,
      ListCommand.command,
    ]
  }

  /// The chapters of this book.
  public static var chapters: [Chapter] { allChapters }

  /// Runs the program on the standard console, for the chapters of this book.
  public static func main() -> Int32 {
    run(
      Array(CommandLine.arguments.dropFirst()), console: .standard,
      context: Context(chapters: allChapters))
  }

  /// Runs `arguments` (without the program's name): finds the command, parses, runs it,
  /// and turns what went wrong into a message on standard error and an exit status.
  public static func run(_ arguments: [String], console: Console, context: Context) -> Int32 {
    guard let word = arguments.first else {
      return run(["list"], console: console, context: context)
    }
    if ["--help", "-h", "help"].contains(word) {
      if let topic = arguments.dropFirst().first, topic != "--help" {
        return run([topic, "--help"] + arguments.dropFirst(2), console: console, context: context)
      }
      let width = Session.width(given: arguments, console: console, context: context)
      console.out(TerminalFit.fitHelp(overview(width: width), width: width))
      return ExitCode.success.rawValue
    }
    if let meant = Forgiving.chapterWords(arguments, context: context) {
      return run(meant, console: console, context: context)
    }
    let rest = Array(arguments.dropFirst())
    guard !word.hasPrefix("-") else {
      return fail(
        .usage("unknown option '\(word)'; a command comes first"), command: nil,
        words: arguments, console: console, context: context)
    }
    guard let command = commands.first(where: { $0.matches(word) }) else {
      let hint = Forgiving.suggestion(for: word, commands: commands, context: context)
      return fail(
        .usage("there is no command '\(word)'" + (hint.map { "; \($0)" } ?? "")), command: nil,
        words: arguments, console: console, context: context)
    }
    return run(command, invokedAs: "\(name) \(word)", rest, console: console, context: context)
  }

  static func run(
    _ command: Command, invokedAs: String, _ words: [String], console: Console, context: Context
  ) -> Int32 {
    if let word = words.first, let sub = command.subcommands.first(where: { $0.matches(word) }) {
      return run(
        sub, invokedAs: "\(invokedAs) \(word)", Array(words.dropFirst()), console: console,
        context: context)
    }
    if let word = words.first, !word.hasPrefix("-"), !command.subcommands.isEmpty {
      return fail(
        .usage(
          "'\(invokedAs)' has no subcommand '\(word)'; it has: "
            + command.subcommands.map(\.name).joined(separator: ", ")),
        command: command, invokedAs: invokedAs, words: words, console: console, context: context)
    }
    do throws(CommandError) {
      var session = try Session(
        command, invokedAs: invokedAs, words: words, console: console, context: context)
      if session.flag(Command.help) {
        session.console.out(help(command, invokedAs: invokedAs, width: session.width))
        return ExitCode.success.rawValue
      }
      guard let body = command.body else {
        throw CommandError.usage(
          "'\(invokedAs)' needs one of: "
            + command.subcommands.map(\.name).joined(separator: ", "))
      }
      return try body(&session).rawValue
    } catch {
      return fail(
        error, command: command, invokedAs: invokedAs, words: words, console: console,
        context: context)
    }
  }

  /// The message for what went wrong, on standard error, wrapped to the width the
  /// command would have used; a usage error adds the usage line and where the help is.
  static func fail(
    _ error: CommandError, command: Command?, invokedAs: String? = nil, words: [String],
    console: Console, context: Context
  ) -> Int32 {
    let width = Session.width(given: words, console: console, context: context)
    var lines = wrap("\(name): \(error.message)", width: width)
    if case .usage = error {
      if let command, let invokedAs {
        // A chapter that does not exist (chapter9) is not echoed as a command: the usage
        // and the help are the chapter command's.
        let said = String(invokedAs.split(separator: " ").last ?? "")
        let shown =
          command.name == ChapterCommand.command.name && context.chapter(named: said) == nil
          ? "\(name) \(command.name)" : invokedAs
        lines += usageLines("Usage:", command, invokedAs: shown, width: width)
        lines += wrap("See '\(shown) --help'.", width: width)
      } else {
        lines += wrap("See '\(name) --help' for the commands.", width: width)
      }
    }
    console.err(lines.joined(separator: "\n"))
    return error.exitCode.rawValue
  }

  // MARK: - Help

  /// `USAGE: workbook-run check [chapterN|EXERCISE] [--json] [--solution]`, broken
  /// between its parts (never inside `[--stroke W]`) to `width`, later lines indented.
  static func usageLines(_ label: String, _ command: Command, invokedAs: String, width: Int)
    -> [String]
  {
    let subcommands =
      command.subcommands.isEmpty
      ? [] : [command.subcommands.map(\.name).joined(separator: "|")]
    let parts =
      [label, invokedAs] + subcommands + command.arguments.map(\.synopsis)
      + command.options.map { "[\($0.synopsis)]" }
    var lines = [""]
    for part in parts {
      let line = lines[lines.count - 1]
      if line.isEmpty || line.count + 1 + part.count <= width || line.allSatisfy({ $0 == " " }) {
        lines[lines.count - 1] += (line.isEmpty || line.hasSuffix(" ") ? "" : " ") + part
      } else {
        lines.append("    " + part)
      }
    }
    return lines
  }

  /// A command's `--help`, from its declaration, fitted to `width`.
  static func help(_ command: Command, invokedAs: String, width: Int) -> String {
    var lines = usageLines("USAGE:", command, invokedAs: invokedAs, width: width)
    lines.append("")
    let about =
      command.discussion.isEmpty
      ? command.abstract.prefix(1).uppercased() + command.abstract.dropFirst() + "."
      : command.discussion
    lines += reflow(about, width: width)
    if !command.subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += table(command.subcommands.map { ($0.name, $0.abstract) }, width: width)
    }
    lines += ["", "OPTIONS:"]
    lines += table(command.allOptions.map { ($0.synopsis, $0.help) }, width: width)
    let epilogue = command.epilogue()
    if !epilogue.isEmpty {
      lines.append("")
      lines += reflow(epilogue, width: width)
    }
    return lines.joined(separator: "\n")
  }

  /// Paragraphs re-wrapped to `width`: lines that start at the margin run together until a
  /// blank line; indented lines (examples, tables) are kept, wrapped under themselves.
  static func reflow(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var paragraph: [String] = []
    func flush() {
      if !paragraph.isEmpty { lines += wrap(paragraph.joined(separator: " "), width: width) }
      paragraph = []
    }
    // Indented lines (lists, commands) are fitted together, so that a list item and
    // the lines continuing it are wrapped again as one.
    var indented: [String] = []
    func flushIndented() {
      if !indented.isEmpty {
        lines += TerminalFit.fitHelp(indented.joined(separator: "\n"), width: width)
          .components(separatedBy: "\n")
      }
      indented = []
    }
    for line in text.components(separatedBy: "\n") {
      if line.isEmpty {
        flush()
        flushIndented()
        lines.append("")
      } else if line.first == " " {
        flush()
        indented.append(line)
      } else if line.hasSuffix(":") {
        flush()
        flushIndented()
        lines += TerminalFit.fitHelp(line, width: width).components(separatedBy: "\n")
      } else {
        flushIndented()
        paragraph.append(line)
      }
    }
    flush()
    flushIndented()
    return lines
  }

  /// Rows of a two-column table, the second column aligned and wrapped under itself; a
  /// first column too wide for it has a line of its own.
  static func table(_ rows: [(String, String)], width: Int) -> [String] {
    let column = min(max(14, width / 3), (rows.map(\.0.count).filter { $0 <= 20 }.max() ?? 0) + 5)
    var lines: [String] = []
    for (name, help) in rows {
      let head = "  \(name)"
      let body = wrap(help, width: max(20, width - column))
      let pad = String(repeating: " ", count: column)
      if head.count + 2 > column {
        lines.append(head)
        lines += body.map { pad + $0 }
      } else {
        lines.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + body[0])
        lines += body.dropFirst().map { pad + $0 }
      }
    }
    return lines
  }

  /// `workbook-run --help`: every command, one line each.
  static func overview(width: Int) -> String {
    let rows = commands.map { command -> (String, String) in
      let left =
        command.listedAs
        ?? ([command.name]
        + (command.subcommands.isEmpty
          ? [] : [command.subcommands.map(\.name).joined(separator: "|")])
        + command.arguments.map(\.synopsis)).joined(separator: " ")
      return (left, command.abstract)
    }
    return """
      USAGE: \(name) [COMMAND] [OPTIONS]

      With no command, lists the chapters.

      COMMANDS:
      \(table(rows, width: width).joined(separator: "\n"))

      Every command takes --help, and --columns N to fit its output to N columns.
      Exit status: 0 done, 1 a check failed, 2 wrong usage, 3 it could not be done
      (a file missing or unwritable, a build that could not run).
      """
  }
}
