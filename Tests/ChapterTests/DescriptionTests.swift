import BookChapters
import Foundation
import Testing
import Workbook

/// The tests of this file, as one suite: `swift test --filter DescriptionTests`.
@Suite struct DescriptionTests {}

/// The characters the figures' ASCII art is made of (its shades and its frame).
private let artCharacters = Set("#%@*+=:.-/|")

/// What is wrong with `description` as a figure's description in words (its alternative
/// text), or nothing: 20 to 400 characters on one line, no run of 4 or more of the art's
/// characters, no spaces at its ends or doubled, and no "this figure".
func descriptionProblems(_ description: String) -> [String] {
  var problems: [String] = []
  if !(20...400).contains(description.count) {
    problems.append("has \(description.count) characters, not 20 to 400")
  }
  if description.contains(where: \.isNewline) { problems.append("has a line break") }
  var run = ""
  var longestRun = ""
  for character in description {
    run = artCharacters.contains(character) ? run + String(character) : ""
    if run.count > longestRun.count { longestRun = run }
  }
  if longestRun.count >= 4 { problems.append("has a run of art characters, \"\(longestRun)\"") }
  if description != description.trimmingCharacters(in: .whitespaces)
    || description.contains("  ")
  {
    problems.append("has spaces at an end or two together")
  }
  if description.lowercased().contains("this figure") {
    problems.append("says \"this figure\" instead of what it shows")
  }
  return problems
}

extension DescriptionTests {
  @Test(arguments: allExamples)
  func everyExampleDescribesItsFigureInWords(shown: ShownExample) {
    let problems = descriptionProblems(shown.example.description)
    #expect(
      problems.isEmpty,
      "\(shown.testDescription)'s description \(problems.joined(separator: "; ")): \"\(shown.example.description)\""
    )
  }

  @Test func noTwoExamplesShareADescription() {
    let byDescription = Dictionary(grouping: allExamples, by: \.example.description)
    let shared = byDescription.values.filter { $0.count > 1 }
      .map { $0.map(\.testDescription).joined(separator: ", ") }
    #expect(shared.isEmpty, "these examples share a description: \(shared)")
  }

  /// The rules themselves catch what they are for.
  @Test func descriptionRulesRejectArtAndLineBreaks() {
    #expect(descriptionProblems("A white card on light grey, its shadow below.").isEmpty)
    #expect(!descriptionProblems("Short.").isEmpty)
    let long = (1...30).map { "Sentence \($0) of a long one." }.joined(separator: " ")
    #expect(descriptionProblems(long) == ["has \(long.count) characters, not 20 to 400"])
    #expect(!descriptionProblems("A card:\n+----+\n|@@@@|\n+----+").isEmpty)
    #expect(!descriptionProblems("A card drawn as ::-==++** from light to dark.").isEmpty)
    #expect(!descriptionProblems("This figure shows a card with a shadow.").isEmpty)
    #expect(!descriptionProblems("A card with a shadow  below it, twice.").isEmpty)
  }
}
