import Book
import Classroom
import Foundation
import Terminal
import Workbook

/// A chapter's drawn figures, kept in the state folder (`figures/chapterN.figures`) so
/// that a chapter shown again, or paged, draws nothing: drawing them is most of the time a
/// chapter takes. What a figure is depends only on this program (the chapters' code is
/// built into it) and the chapter's prose (which numbers the figures), so those are the
/// key, written on the file's first line; anything else and the figures are drawn afresh.
/// They are kept as data (`FigureArchive`, exact to the bit), not as text, so the same
/// file serves every terminal: plain or in colour, any width, drawn smaller by the pager.
enum FigureCache {
  struct Key: Equatable {
    var program: Double
    var prose: Double
    var proseBytes: Int

    /// The file's first line.
    var line: String {
      "workbook figures 1 \(program.bitPattern) \(prose.bitPattern) \(proseBytes)"
    }
  }

  /// The key of `text`'s figures now, and the file they are kept in; nil where nothing
  /// can be kept (no state folder, or this program is not a file).
  static func key(of text: ChapterText, context: Context) -> (key: Key, file: URL)? {
    let chapter = text.chapter
    let prose = chapter.directory.appendingPathComponent(chapter.proseFileName)
    guard let program = context.program, let store = context.store,
      let built = ProgramBuilder.modified(program),
      let proseAttributes = try? FileManager.default.attributesOfItem(atPath: prose.path),
      let written = proseAttributes[.modificationDate] as? Date,
      let bytes = proseAttributes[.size] as? Int
    else { return nil }
    let key = Key(
      program: built.timeIntervalSinceReferenceDate,
      prose: written.timeIntervalSinceReferenceDate, proseBytes: bytes)
    return (key, store.directory.appendingPathComponent("figures/chapter\(chapter.number).figures"))
  }

  /// The figures kept for `text` under the key it has now, or nil.
  static func kept(of text: ChapterText, context: Context) -> [String: Figure]? {
    key(of: text, context: context).flatMap { FigureArchive.read($0.file, key: $0.key.line) }
  }

  /// The chapter's figures: the kept ones if their key still holds, else drawn (and
  /// kept, where they can be). Either way the weaver has them (`Weaver.remember`), so
  /// weaving the chapter afterwards, for any terminal, draws nothing.
  /// `drawing` is called before they are drawn, if they are (to say why a reader waits).
  @discardableResult
  static func figures(
    of text: ChapterText, context: Context, drawing: () -> Void = {}
  ) -> [String: Figure] {
    if let kept = kept(of: text, context: context),
      Set(kept.keys) == Set(text.chapter.examples.map(\.id))
    {
      Weaver.remember(kept, of: text.chapter)
      return kept
    }
    drawing()
    let figures = Weaver.drawnFigures(of: text)
    if let (key, file) = key(of: text, context: context) {
      FigureArchive.write(figures, to: file, key: key.line)
      // What earlier versions kept, as text for one terminal at a time, is of no more use.
      try? FileManager.default.removeItem(
        at: file.deletingLastPathComponent().appendingPathComponent(
          "chapter\(text.chapter.number).json"))
    }
    return figures
  }
}
