import Book
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

/// Every example's figure and every exercise's goal, drawn and rendered once per test run
/// and shared by the tests, under a watch on the rasterizer (how many rows of them it had
/// to sample instead of cutting exactly).
struct DrawnBook {
  /// Figures by chapter slug and example id, and the text of each.
  var figures: [String: [String: Figure]] = [:]
  var rendered: [String: [String: String]] = [:]
  /// The text of each exercise's goal, by chapter slug and exercise name.
  var goals: [String: [String: String]] = [:]
  var sampledClusters = 0
}

let drawnBook: DrawnBook = {
  var book = DrawnBook()
  let watch = SamplingWatch()
  SamplingWatch.$current.withValue(watch) {
    for shown in allExamples {
      let figure = shown.example.figure()
      book.figures[shown.chapter.slug, default: [:]][shown.example.id] = figure
      book.rendered[shown.chapter.slug, default: [:]][shown.example.id] = figure.rendered()
    }
    for chapter in allChapters {
      for exercise in chapter.exercises {
        book.goals[chapter.slug, default: [:]][exercise.name] =
          Weaver.goalFigure(exercise).rendered()
      }
    }
  }
  book.sampledClusters = watch.sampledClusters
  return book
}()
