import BookChapters
import Foundation
import Testing
import Workbook

/// Every example of every chapter, drawn once per test run and shared by the tests.
nonisolated struct ShownExample: Sendable, CustomTestStringConvertible {
  let chapter: Chapter
  let example: Example
  var testDescription: String { "\(chapter.slug)/\(example.id)" }
}

nonisolated let allExamples: [ShownExample] = allChapters.flatMap { chapter in
  chapter.examples.map { ShownExample(chapter: chapter, example: $0) }
}

/// Figures by chapter slug and example id.
let drawnFigures: [String: [String: Figure]] = {
  var figures: [String: [String: Figure]] = [:]
  for shown in allExamples {
    figures[shown.chapter.slug, default: [:]][shown.example.id] = shown.example.figure()
  }
  return figures
}()
