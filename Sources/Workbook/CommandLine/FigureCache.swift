import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// A chapter's figures as drawn for one terminal, kept in the state folder
/// (`figures/chapterN.json`) so that a chapter shown again draws nothing. What a figure
/// looks like depends only on this program (the chapters' code is built into it), the
/// chapter's prose (which numbers the figures) and the terminal's style, so those are
/// the key; anything else and the figures are drawn afresh.
struct FigureCache {
  struct Key: Codable, Equatable {
    var program: Double
    var prose: Double
    var proseBytes: Int
    var width: Int
    var colored: Bool
    var trueColor: Bool
  }

  struct Entry: Codable {
    var key: Key
    var figures: [String: String]
  }

  /// The chapter's figures for `style`: kept ones if their key still holds, else drawn
  /// (and kept, when there is a state folder and this program is a file).
  static func figures(of text: ChapterText, style: TerminalStyle, context: Context) -> [String:
    String]
  {
    let chapter = text.chapter
    let prose = chapter.directory.appendingPathComponent(chapter.proseFileName)
    func attributes(_ url: URL) -> [FileAttributeKey: Any]? {
      try? FileManager.default.attributesOfItem(atPath: url.path)
    }
    guard let program = context.program, let store = context.store,
      let built = attributes(program)?[.modificationDate] as? Date,
      let proseAttributes = attributes(prose),
      let written = proseAttributes[.modificationDate] as? Date,
      let bytes = proseAttributes[.size] as? Int
    else { return Weaver.figures(of: text, style: style) }
    let key = Key(
      program: built.timeIntervalSinceReferenceDate, prose: written.timeIntervalSinceReferenceDate,
      proseBytes: bytes, width: style.width, colored: style.colored,
      trueColor: style.palette == .trueColor)
    let file = store.directory.appendingPathComponent("figures/chapter\(chapter.number).json")
    var entries =
      (try? Data(contentsOf: file)).flatMap {
        try? JSONDecoder().decode([Entry].self, from: $0)
      } ?? []
    if let kept = entries.first(where: { $0.key == key }) { return kept.figures }
    let figures = Weaver.figures(of: text, style: style)
    // The latest few styles (a terminal resized, colour on and off), for this program.
    let others = entries.filter { entry in
      entry.key.program == key.program && entry.key.prose == key.prose
    }
    entries = [Entry(key: key, figures: figures)] + Array(others.prefix(3))
    // A cache: when it cannot be written, the figures are drawn again next time, and
    // nothing is lost.
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(entries).write(to: file, options: .atomic)
    return figures
  }
}
