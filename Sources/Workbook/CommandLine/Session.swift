import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// One run of one command: its parsed arguments, where it prints (`console`), where it
/// finds things (`context`), and the terminal style, decided once.
public struct Session {
  public let command: Command
  /// The words that named the command (`chapter1`, `export student`), for messages.
  public let invokedAs: String
  public private(set) var positional: [String] = []
  private var values: [String: String] = [:]
  private var flags: Set<String> = []
  public var console: Console
  public var context: Context

  /// Parses `words` against the command's declaration: every option must be declared,
  /// every value of the kind declared, and the positional arguments as many as declared.
  init(
    _ command: Command, invokedAs: String, words: [String], console: Console, context: Context
  ) throws(CommandError) {
    self.command = command
    self.invokedAs = invokedAs
    self.console = console
    self.context = context
    let options = command.allOptions
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("--") else {
        positional.append(word)
        continue
      }
      var name = String(word.dropFirst(2))
      var inline: String?
      if let equals = name.firstIndex(of: "=") {
        inline = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = options.first(where: { $0.name == name }),
        option.takesValue || inline == nil
      else {
        let near = Forgiving.option(near: name, in: options.map(\.name)).map {
          "did you mean '\($0)'? "
        }
        throw .usage(
          "unknown option '\(word)' for '\(invokedAs)'; \(near ?? "")valid options: "
            + options.map(\.synopsis).joined(separator: ", "))
      }
      guard option.takesValue else {
        flags.insert(name)
        continue
      }
      guard let value = inline ?? (index < words.count ? words[index] : nil) else {
        throw .usage("option --\(name) of '\(invokedAs)' needs a value: \(option.synopsis)")
      }
      if inline == nil { index += 1 }
      try Session.validate(value, for: option)
      values[name] = value
    }
    guard !flags.contains(Command.help.name) else { return }
    try checkCount()
  }

  static func validate(_ value: String, for option: Option) throws(CommandError) {
    switch option.kind {
    case .flag, .text: return
    case .integer(_, let range):
      guard let number = Int(value), range.contains(number) else {
        throw .usage(
          "--\(option.name) must be a whole number from \(range.lowerBound) to "
            + "\(range.upperBound), not '\(value)'")
      }
    case .choice(let choices):
      guard choices.contains(value) else {
        throw .usage("--\(option.name) must be \(Session.orList(choices)), not '\(value)'")
      }
    }
  }

  /// Whether there are as many positional arguments as the declaration allows.
  private func checkCount() throws(CommandError) {
    let declared = command.arguments
    let least = declared.filter { $0.count == .one || $0.count == .oneOrMore }.count
    let unbounded = declared.contains { $0.count == .oneOrMore || $0.count == .any }
    if positional.count < least {
      let missing = declared.filter { $0.count == .one || $0.count == .oneOrMore }
        .dropFirst(positional.count)
      throw .usage(
        "'\(invokedAs)' needs "
          + Session.andList(missing.map { $0.placeholder + ($0.what.map { ": " + $0 } ?? "") }))
    }
    if !unbounded, positional.count > declared.count {
      throw .usage("unexpected argument '\(positional[declared.count])' for '\(invokedAs)'")
    }
  }

  // MARK: - What the command reads

  /// Whether the flag was given. The option must be one the command declared.
  public func flag(_ option: Option) -> Bool {
    precondition(command.allOptions.contains(option), "--\(option.name) is not declared")
    return flags.contains(option.name)
  }

  /// The option's value, as given (checked against its kind).
  public func text(_ option: Option) -> String? {
    precondition(command.allOptions.contains(option), "--\(option.name) is not declared")
    return values[option.name]
  }

  /// A whole-number option's value (in its declared range).
  public func integer(_ option: Option) -> Int? { text(option).flatMap { Int($0) } }

  /// The first positional argument, or nil.
  public var argument: String? { positional.first }

  // MARK: - The terminal

  /// The columns to fit text to: `--columns`, else COLUMNS, else the terminal's width,
  /// else 80.
  public var width: Int {
    Session.width(columns: integer(Command.columns), console: console, context: context)
  }

  static func width(columns: Int?, console: Console, context: Context) -> Int {
    if let columns { return TerminalStyle(width: columns).width }
    if let text = context.environment["COLUMNS"], let value = Int(text), value > 0 {
      return TerminalStyle(width: value).width
    }
    return TerminalStyle(width: console.size()?.columns ?? TerminalStyle.defaultWidth).width
  }

  /// The width for words that did not parse (a usage error's message): their
  /// `--columns N`, if it is a valid one, else as for any command.
  static func width(given words: [String], console: Console, context: Context) -> Int {
    var columns: Int?
    for (index, word) in words.enumerated() {
      let value =
        word == "--columns"
        ? words.dropFirst(index + 1).first
        : word.hasPrefix("--columns=") ? String(word.dropFirst(10)) : nil
      if let value, let number = Int(value), TerminalStyle.widths.contains(number) {
        columns = number
      }
    }
    return width(columns: columns, console: console, context: context)
  }

  /// The lines the terminal shows: LINES, else the terminal's, else 24.
  public var rows: Int {
    if let text = context.environment["LINES"], let value = Int(text), value > 0 { return value }
    return console.size()?.rows ?? 24
  }

  /// The option that chooses colour, for the commands that draw figures.
  public static let color = Option.choice(
    "color", ["auto", "always", "never"],
    help: "colour the figures: auto (the default: on a terminal, unless NO_COLOR is set or "
      + "TERM is dumb), always, or never")

  /// Whether to colour: `--color` where the command has it, else automatically: on a
  /// terminal, unless NO_COLOR is set to anything or TERM is "dumb".
  public var colored: Bool {
    let choice = command.allOptions.contains(Session.color) ? text(Session.color) : nil
    switch choice ?? "auto" {
    case "always": return true
    case "never": return false
    default:
      let noColor = !(context.environment["NO_COLOR"] ?? "").isEmpty
      return console.isTerminal && !noColor && context.environment["TERM"] != "dumb"
    }
  }

  /// The style everything this command prints is fitted to.
  public var style: TerminalStyle {
    TerminalStyle(
      width: width, colored: colored, palette: .from(environment: context.environment))
  }

  /// Prints text fitted to the style's width (help, lists, messages).
  public func say(_ text: String) {
    console.out(TerminalFit.fitHelp(text, width: width))
  }

  /// A warning or note on standard error, after the program's name, fitted to the width.
  /// Saves the student's progress to the state folder (if there is one); a failure is
  /// said on standard error, the same wherever progress is saved, since what the student
  /// just did would otherwise be lost without a word.
  func save(_ progress: StudentProgress) {
    guard let store = context.store else { return }
    do {
      try store.save(progress)
    } catch {
      warn("could not save progress: \(error.localizedDescription)")
    }
  }

  public func warn(_ text: String) {
    console.err(TerminalFit.fitHelp("\(WorkbookTool.name): \(text)", width: width))
  }

  /// Words joined as people write them: "a, b or c".
  static func orList(_ words: [String]) -> String { joined(words, "or") }
  static func andList(_ words: [String]) -> String { joined(words, "and") }
  private static func joined(_ words: [String], _ last: String) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " \(last) " + (words.last ?? "")
  }
}

extension Session {
  /// The exercise `key` names (an id like `1.2`, or a name like `RoundHole`).
  func exercise(_ key: String) throws(CommandError) -> (Chapter, Exercise) {
    guard let found = context.exercise(key) else {
      let known = context.exercises.map { "\($0.exercise.id) (\($0.exercise.name))" }
      throw .usage(
        "there is no exercise '\(key)'; the exercises are: "
          + (known.isEmpty ? "none yet" : known.joined(separator: ", ")))
    }
    return found
  }
}
