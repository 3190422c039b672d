import Classroom
import Foundation

/// What a reader types that is nearly a command: a chapter said in two words or short
/// (`chapter 1`, `ch1`, `ch 3`), which is read as the command it means; an exercise's
/// number or name where a command goes (`1.2`), and a misspelt command (`chek`), which
/// get a sentence naming the command they may have meant.
enum Forgiving {
  /// `arguments` with a chapter said another way written as `chapterN`; nil if there is
  /// nothing to read differently.
  static func chapterWords(_ arguments: [String], context: Context) -> [String]? {
    guard let first = arguments.first?.lowercased() else { return nil }
    // `chapter 1`, `chapter holes`, `ch 1`.
    if ["chapter", "ch", "chap"].contains(first), arguments.count > 1,
      !arguments[1].hasPrefix("-")
    {
      // One that does not exist is said by the chapter command, with the chapters there are.
      let chapter = context.chapter(named: arguments[1])
      return ["chapter" + (chapter.map { "\($0.number)" } ?? arguments[1])] + arguments.dropFirst(2)
    }
    // `ch1`, `ch.1`, `chap1`.
    for prefix in ["chap", "ch.", "ch"] where first.hasPrefix(prefix) && !first.hasPrefix("chapter")
    {
      if let number = Int(first.dropFirst(prefix.count)),
        let chapter = context.chapters.first(where: { $0.number == number })
      {
        return ["chapter\(chapter.number)"] + arguments.dropFirst()
      }
    }
    return nil
  }

  /// A sentence for a first word that is no command: what it may have meant.
  static func suggestion(for word: String, commands: [Command], context: Context) -> String? {
    if let (_, exercise) = context.exercise(word) {
      return "'\(word)' is exercise \(exercise.id), \(exercise.title): "
        + "`workbook-run task \(exercise.id)` shows what it asks, `check \(exercise.id)` "
        + "checks it, `watch \(exercise.id)` checks it each time you save"
    }
    if ["chapter", "ch", "chap"].contains(word.lowercased()) {
      return "say which chapter: `workbook-run chapter 1` (or chapter1, 1, or its name); "
        + "the chapters are: \(context.chapterNames)"
    }
    let lower = word.lowercased()
    // A misspelt chapter: "chpater1", "chaptre 2", or a chapter's name ("hols").
    let digits = String(lower.reversed().prefix { $0.isNumber }.reversed())
    let letters = String(lower.dropLast(digits.count))
    if let number = Int(digits), distance(letters, "chapter") <= 2,
      context.chapters.contains(where: { $0.number == number })
    {
      return "did you mean 'chapter\(number)'?"
    }
    if digits.isEmpty,
      let chapter = context.chapters.first(where: {
        distance(lower, $0.slug) <= max(1, $0.slug.count / 3)
      })
    {
      return "did you mean '\(chapter.slug)' (chapter \(chapter.number))?"
    }
    let names = commands.map(\.name).filter { $0 != ChapterCommand.command.name }
    let near = names.map { ($0, distance(lower, $0)) }.filter { $0.1 <= max(1, $0.0.count / 3) }
      .min { $0.1 < $1.1 }
    return near.map { "did you mean '\($0.0)'?" }
  }

  /// The option `word` may have meant ("--stepp": "--step"), among `options`.
  static func option(near word: String, in options: [String]) -> String? {
    let name = String(word.drop { $0 == "-" })
    return options.map { ($0, distance(name, $0)) }.filter { $0.1 <= max(1, $0.0.count / 3) }
      .min { $0.1 < $1.1 }.map { "--" + $0.0 }
  }

  /// The edit distance between two words (insertions, deletions, substitutions): how
  /// near a misspelt command is here, and a misspelt API name in `api`.
  static func distance(_ a: String, _ b: String) -> Int {
    let (a, b) = (Array(a), Array(b))
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
