import Foundation

/// What is wrong with the exercises' lists or files, and what would be valid. Files are
/// relative to the package's root.
public enum ExerciseListError: Error, Equatable, CustomStringConvertible {
  /// A list entry (or a new exercise's name) that is not a type name.
  case notATypeName(file: String, line: Int?, entry: String)
  /// A name listed twice (in any chapter: each makes a program of its own).
  case duplicate(file: String, line: Int?, name: String, first: String)
  /// A listed name without its check file.
  case missingCheck(file: String, line: Int, name: String, check: String)
  case chapterNumberTaken(Int, modules: [String])
  case noChapters(folder: String)
  case noManifestMarkers(file: String)
  case noExerciseValue(file: String, expected: String)
  case noSlots(file: String)
  /// A list entry that gives no slots after its name (`Name: slot, other = binding`).
  case noListedSlots(file: String, line: Int, name: String)
  case noTitle(file: String)
  case noStarter(name: String, files: [String])
  case unknownChapter(Int, valid: [Int])
  /// `new-exercise`'s words (`ticket-notches`) do not make a type name.
  case badExerciseWords(String)
  /// `new-exercise --function` that is not a function's signature.
  case badFunction(String, why: String)
  case wouldReplace([String])
  case cannotRead(file: String, reason: String)
  case cannotWrite(file: String, reason: String)

  /// The error in a sentence, naming the file and what would be valid.
  public var description: String {
    let typeName =
      "a type name: a capital letter, then letters and digits (ASCII, at most "
      + "\(ExerciseList.longestName) in all), like TicketNotches"
    func place(_ file: String, _ line: Int?) -> String { line.map { "\(file):\($0)" } ?? file }
    switch self {
    case .notATypeName(let file, let line, let entry):
      return "\(place(file, line)): '\(entry)' is not an exercise name; a name is \(typeName)"
    case .badFunction(let text, let why):
      return "--function '\(text)' is not a function's signature: \(why)"
    case .duplicate(let file, let line, let name, let first):
      return "\(place(file, line)): '\(name)' is already listed at \(first); every exercise "
        + "needs a name of its own (whatever the case), in every chapter"
    case .missingCheck(let file, let line, let name, let check):
      return "\(file):\(line): '\(name)' has no check file \(check); write it, or "
        + "'workbook-run new-exercise' scaffolds all of an exercise's files"
    case .chapterNumberTaken(let number, let modules):
      return "chapter \(number) is claimed by two folders with an \(ExerciseList.listFileName): "
        + modules.joined(separator: " and ")
        + "; a chapter's folder is Chapter<N><Title>, N its own"
    case .noChapters(let folder):
      return "no chapter has a list of exercises: \(folder) needs folders like Chapter1Holes, "
        + "each with an \(ExerciseList.listFileName) (one exercise name a line)"
    case .noManifestMarkers(let file):
      return "\(file) needs its generated list of chapters between the lines\n  "
        + ExerciseList.manifestBegin + "\nand\n  " + ExerciseList.manifestEnd
        + "\n(`workbook-run exercises --write` then writes what is between them)"
    case .noExerciseValue(let file, let expected):
      return "\(file) must declare the exercise as `\(expected)`, which its chapter's "
        + "generated Checks/AllExercises.swift lists"
    case .noSlots(let file):
      return "\(file) declares no slot for the student's code: it needs at least one "
        + "`@TaskLocal public static var NAME: ...` in `extension Student`"
    case .noListedSlots(let file, let line, let name):
      return "\(file):\(line): '\(name)' lists no slots: after the name, a colon and the "
        + "slots its check declares for the student's code, `\(name): slotName` (or "
        + "`slotName = binding` where the runner binds something else)"
    case .noTitle(let file):
      return "\(file) needs the exercise's title as a plain string on one line: "
        + "`title: \"A round window\",` (escapes \\\" and \\\\ only)"
    case .noStarter(let name, let files):
      return "\(name) has no starter: write \(files.joined(separator: " or "))"
    case .unknownChapter(let number, let valid):
      return "there is no chapter \(number) with an \(ExerciseList.listFileName); the chapters "
        + "are \(valid.map(String.init).joined(separator: ", "))"
    case .badExerciseWords(let words):
      return "the exercise name '\(words)' must be words of letters and digits joined by "
        + "hyphens, starting with a letter, like ticket-notches (giving TicketNotches), and "
        + "make \(typeName)"
    case .wouldReplace(let files):
      return "not replacing existing files: \(files.joined(separator: ", "))"
    case .cannotRead(let file, let reason):
      return "cannot read \(file): \(reason)"
    case .cannotWrite(let file, let reason):
      return "cannot write \(file): \(reason)"
    }
  }
}
