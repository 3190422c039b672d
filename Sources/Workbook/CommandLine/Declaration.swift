import Foundation
import Terminal
import Workbook

/// An option a command takes, declared once: its name, what it takes, and its help. The
/// parser, the `--help` text and the usage errors all come from this declaration, and a
/// command reads the value through the same constant (`session.flag(CheckCommand.json)`),
/// so the name is written in one place.
public struct Option: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    /// `--name`, on or off.
    case flag
    /// `--name VALUE` (or `--name=VALUE`): any text; the placeholder names it in the help.
    case text(placeholder: String)
    /// `--name N`: a whole number in the range, checked by the parser.
    case integer(placeholder: String, range: ClosedRange<Int>)
    /// `--name C`: one of the words, checked by the parser.
    case choice([String])
  }

  public let name: String
  public let kind: Kind
  public let help: String

  public static func flag(_ name: String, help: String) -> Option {
    Option(name: name, kind: .flag, help: help)
  }

  public static func text(_ name: String, _ placeholder: String, help: String) -> Option {
    Option(name: name, kind: .text(placeholder: placeholder), help: help)
  }

  public static func integer(
    _ name: String, _ placeholder: String = "N", in range: ClosedRange<Int>, help: String
  ) -> Option {
    Option(name: name, kind: .integer(placeholder: placeholder, range: range), help: help)
  }

  public static func choice(_ name: String, _ choices: [String], help: String) -> Option {
    Option(name: name, kind: .choice(choices), help: help)
  }

  /// How the option is written in a usage line: `--json`, `--format text|csv|json`.
  var synopsis: String {
    switch kind {
    case .flag: "--\(name)"
    case .text(let placeholder), .integer(let placeholder, _): "--\(name) \(placeholder)"
    case .choice(let choices): "--\(name) \(choices.joined(separator: "|"))"
    }
  }

  var takesValue: Bool { kind != .flag }
}

/// A positional argument: its placeholder in the usage line, how many it may be, and
/// what it is (said when it is missing).
public struct Argument: Sendable {
  public enum Count: Sendable { case one, optional, oneOrMore, any }
  public let placeholder: String
  public let count: Count
  /// What to give, for the message when it is missing: "SVG path data, like ...".
  public let what: String?

  public init(_ placeholder: String, _ count: Count = .one, what: String? = nil) {
    self.placeholder = placeholder
    self.count = count
    self.what = what
  }

  var synopsis: String {
    switch count {
    case .one: placeholder
    case .optional: "[\(placeholder)]"
    case .oneOrMore: "\(placeholder)..."
    case .any: "[\(placeholder)...]"
    }
  }
}

/// A command, declared once: `workbook-run NAME ARGUMENTS [OPTIONS]`. Its `--help`, its
/// usage line and its usage errors come from the declaration; `run` does the work.
public struct Command {
  /// What is typed: `check`. A command that answers to other words too (a chapter's
  /// name) says so with `matches`.
  public let name: String
  /// The one-line summary in `workbook-run --help`.
  public let abstract: String
  public let arguments: [Argument]
  public let options: [Option]
  /// Paragraphs between the usage line and the options.
  public let discussion: String
  /// Sections after the options (`EXAMPLE:`, `KEYS:`), as written.
  public let epilogue: () -> String
  /// Commands under this one (`export student`, `export app`): the first argument
  /// chooses one.
  public let subcommands: [Command]
  /// Whether a word names this command (its name, unless said otherwise).
  let matches: (String) -> Bool
  /// Shown in the command list instead of the name (`chapterN, N, NAME`).
  let listedAs: String?
  let body: (@MainActor (inout Session) throws(CommandError) -> ExitCode)?

  public init(
    _ name: String, abstract: String, arguments: [Argument] = [], options: [Option] = [],
    discussion: String = "", epilogue: @escaping () -> String = { "" },
    subcommands: [Command] = [], listedAs: String? = nil,
    matches: ((String) -> Bool)? = nil,
    run: (@MainActor (inout Session) throws(CommandError) -> ExitCode)? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.options = options
    self.discussion = discussion
    self.epilogue = epilogue
    self.subcommands = subcommands
    self.listedAs = listedAs
    self.matches = matches ?? { $0 == name }
    self.body = run
  }

  /// The options every command takes, after its own.
  public static let help = Option.flag("help", help: "show this help")
  public static let columns = Option.integer(
    "columns", in: TerminalStyle.widths,
    help: "fit the output to N columns (default: COLUMNS, else the terminal's width, else 80)")
  static let common = [columns, help]

  var allOptions: [Option] { options + Command.common }
}

/// How a command ended; `workbook-run` exits with the raw value. The statuses are the
/// same for every command, and written in the README.
public enum ExitCode: Int32, Sendable {
  /// It did what was asked (every check passed).
  case success = 0
  /// It ran, and a check it made failed: an exercise, a comparison, a file out of date.
  case checkFailed = 1
  /// It was used wrongly: an unknown option, a missing argument, a value out of range.
  case usage = 2
  /// It was used rightly but could not do it: a file it needs is missing or unreadable,
  /// a folder could not be written, a build could not run.
  case couldNotDo = 3
}

/// Why a command stopped early. `workbook-run` prints the message once, prefixed with
/// its name, wrapped to the terminal, and exits with the matching status.
public enum CommandError: Error, Equatable {
  /// Wrong usage: the message says what was wrong and what would be valid.
  case usage(String)
  /// Right usage, but it could not be done.
  case couldNotDo(String)

  public var message: String {
    switch self {
    case .usage(let message), .couldNotDo(let message): message
    }
  }

  var exitCode: ExitCode {
    switch self {
    case .usage: .usage
    case .couldNotDo: .couldNotDo
    }
  }
}
