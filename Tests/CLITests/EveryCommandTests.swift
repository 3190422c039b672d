import BookChapters
import Classroom
import Foundation
import Terminal
import Testing
import Workbook
import WorkbookTestSupport

@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter EveryCommandTests`.
@Suite struct EveryCommandTests {}

/// Every command and subcommand, as it is typed (the chapter command as `chapter1`).
@MainActor let everyCommand: [(words: [String], command: Command)] = WorkbookTool.commands
  .flatMap { command -> [([String], Command)] in
    let word = command.name == "chapterN" ? "chapter1" : command.name
    return [([word], command)] + command.subcommands.map { ([word, $0.name], $0) }
  }

extension EveryCommandTests {
  /// One test over every command, so that a new command or option gets it for nothing:
  /// its help comes from its declaration, names every option, and fits the columns asked
  /// for; a wrong option is a usage error (status 2) that names the valid ones, says where
  /// the help is, and fits too; `--columns` is checked the same way everywhere.
  @Test func everyCommandHasHelpAUsageErrorAndColumns() {
    #expect(everyCommand.count >= 17)
    for (words, command) in everyCommand {
      let names = command.options.map(\.name)
      #expect(Set(names).count == names.count, "\(words): an option is declared twice")
      #expect(!names.contains("help") && !names.contains("columns"), "\(words): common options")
      #expect(command.options.allSatisfy { !$0.help.isEmpty }, "\(words): an option has no help")
      for width in [40, 80] {
        let help = workbook(words + ["--help", "--columns", "\(width)"])
        #expect(help.status == 0, "\(words) --help")
        #expect(help.out.hasPrefix("USAGE: workbook-run " + words.joined(separator: " ")))
        for option in command.allOptions {
          #expect(help.out.contains("--\(option.name)"), "\(words) --help lacks --\(option.name)")
        }
        // A backslash is a shell example's line break, at a line's end, or quoted ('\');
        // any other is a multi-line string's line break written twice.
        let stray = help.out.split(separator: "\n").filter {
          $0.dropLast().replacing("'\\'", with: "").contains("\\")
        }
        #expect(stray.isEmpty, "\(words) --help: a stray backslash in \(stray)")
        let wide = help.out.split(separator: "\n").filter { $0.count > width }
        #expect(wide.isEmpty, "\(words) --help --columns \(width): \(wide)")

        let wrong = workbook(words + ["--no-such-option", "--columns", "\(width)"])
        #expect(wrong.status == 2, "\(words) --no-such-option")
        #expect(wrong.message.hasPrefix("workbook-run: unknown option '--no-such-option'"))
        for option in command.allOptions {
          #expect(wrong.message.contains(option.synopsis), "\(words): \(option.synopsis)")
        }
        #expect(wrong.message.contains("See 'workbook-run \(words.joined(separator: " ")) --help'"))
        let wideError = wrong.err.split(separator: "\n").filter { $0.count > width }
        #expect(wideError.isEmpty, "\(words) usage error at \(width): \(wideError)")
      }
      let narrow = workbook(words + ["--columns", "5"])
      #expect(narrow.status == 2)
      #expect(narrow.message.contains("--columns must be a whole number from 40 to 1000, not '5'"))
    }
  }

  @Test func theOverviewListsEveryCommandAndTheExitStatuses() {
    let run = workbook(["--help"])
    #expect(run.status == 0)
    for command in WorkbookTool.commands {
      #expect(run.out.contains("  " + (command.listedAs ?? command.name)), "\(command.name)")
    }
    #expect(run.out.contains("3 it could not be done"))
    let unknown = workbook(["frobnicate"])
    #expect(unknown.status == 2 && unknown.err.hasPrefix("workbook-run: there is no command"))
    #expect(!unknown.message.contains("did you mean"), "nothing is near 'frobnicate'")
  }

  /// What a reader types for a chapter is read as the chapter; an exercise's number, a
  /// misspelt command or a chapter that does not exist gets a sentence naming the right
  /// thing, and the help it points to exists.
  /// A misspelt chapter, chapter name or option gets a "did you mean".
  @Test func misspeltChaptersAndOptionsAreSuggested() {
    for (words, meant) in [
      (["chpater1"], "'chapter1'"), (["chaptre2"], "'chapter2'"), (["hols"], "'holes'"),
      (["chapter1", "--stepp"], "'--step'"), (["check", "--jsn"], "'--json'"),
    ] {
      let run = workbook(words)
      #expect(run.status == 2, "\(words)")
      #expect(run.message.contains("did you mean \(meant)"), "\(words): \(run.message)")
    }
    #expect(!workbook(["chapter9"]).message.contains("did you mean"))
  }

  @Test func theCommandLineReadsAChapterSaidAnotherWayAndSuggests() {
    let sections = workbook(["chapter1", "--sections"])
    #expect(sections.status == 0 && sections.out.hasPrefix("Chapter 1: "))
    let ways = [["chapter", "1"], ["chapter", "holes"], ["ch1"], ["ch", "1"], ["Chapter", "1"]]
    for words in ways {
      #expect(workbook(words + ["--sections"]).out == sections.out, "\(words)")
    }
    let exercise = workbook(["1.2"])
    #expect(exercise.status == 2)
    #expect(exercise.message.contains("'1.2' is exercise 1.2"))
    #expect(exercise.message.contains("`workbook-run task 1.2`"))
    #expect(workbook(["RoundHole"]).message.contains("is exercise 1.2"))
    let misspelt = workbook(["chek", "1.2"])
    #expect(misspelt.status == 2 && misspelt.message.contains("did you mean 'check'?"))
    for words in [["chapter9"], ["chapter", "9"]] {
      let missing = workbook(words)
      #expect(missing.status == 2, "\(words)")
      #expect(missing.message.contains("the chapters are: chapter1"), "\(words)")
      #expect(missing.message.contains("See 'workbook-run chapterN --help'"), "\(words)")
      #expect(!missing.message.contains("chapter9 ["), "the usage is the command's")
      #expect(workbook(["chapterN", "--help"]).status == 0)
    }
  }

  /// With a compile error in exercise 1.2, a narrow chapter shows the whole note, wrapped
  /// to the width asked for, no path cut.
  @Test func aCompileErrorNoteIsWrappedToTheColumns() {
    let figure = ExerciseRunner.isolatedFigure(
      allChapters[0], allChapters[0].exercises[1], context: Context(chapters: allChapters),
      buildFailure: .init(
        message: "Chapters/Chapter1Holes/Exercises/RoundHole.swift:13:3: expected ')' in "
          + "expression list"),
      style: TerminalStyle(width: 40))
    let note = figure.split(separator: "\n").prefix { !$0.hasPrefix("+") && !$0.hasPrefix("the") }
    #expect(note.allSatisfy { $0.count <= 40 }, "\(note)")
    // A path longer than a line breaks after a slash, and reads back whole.
    let text = note.reduce("") { $0 + ($0.isEmpty || $0.hasSuffix("/") ? "" : " ") + $1 }
    #expect(text.contains("Chapters/Chapter1Holes/Exercises/RoundHole.swift:13:3: expected"))
  }

  /// A list item in a command's help is wrapped again as a whole when it is too wide, not
  /// line by line (which left a word alone on a line: "so its\n    peak\n    memory is").
  @Test(arguments: [60, 80])
  func helpListsAreWrappedAsParagraphs(width: Int) {
    for (words, _) in everyCommand {
      let lines = workbook(words + ["--help", "--columns", "\(width)"]).out
        .components(separatedBy: "\n")
      for index in lines.indices.dropFirst().dropLast() {
        let line = lines[index].trimmingCharacters(in: .whitespaces)
        let indent = lines[index].prefix { $0 == " " }.count
        let next = lines[index + 1]
        let orphan =
          !line.isEmpty && !line.contains(" ") && line.count < 8 && !line.hasPrefix("-")
          && !lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty
          && next.prefix { $0 == " " }.count == indent
          && !next.trimmingCharacters(in: .whitespaces).isEmpty
        #expect(!orphan, "\(words.joined(separator: " ")) --help at \(width): '\(line)'")
      }
    }
  }

  /// Numbered steps stay apart, each wrapped under its own text.
  @Test func numberedStepsAreWrappedEachUnderItsText() {
    let text = """
      Next:
        1. Fill in every TODO in Checks/: a title, a task, two or more hints, the figure.
        2. Write the reference solution.
      """
    let fitted = TerminalFit.fitHelp(text, width: 40).components(separatedBy: "\n")
    #expect(
      fitted == [
        "Next:",
        "  1. Fill in every TODO in Checks/: a",
        "     title, a task, two or more hints,",
        "     the figure.",
        "  2. Write the reference solution.",
      ], "\(fitted)")
  }
}
