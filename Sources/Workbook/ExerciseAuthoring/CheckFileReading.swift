import Foundation

/// What the lists take from a check file: its title; and its slots (`@TaskLocal public
/// static var`) with what the runner binds to each, read only to cross-check the slots the
/// lists give (`slotDisagreements()`).
extension ExerciseList {
  /// A slot the check declares for the student's code, and what the runner binds to it.
  struct Slot: Equatable, Sendable {
    let name: String
    let binding: String

    /// As a list entry gives it: `name`, or `name = binding` when it is not the default.
    var entry: String { binding == "StudentWork.\(name)" ? name : "\(name) = \(binding)" }
  }

  /// The doc comment line that says what a runner binds to a slot, in place of
  /// `StudentWork.<slot>`.
  static let bindingMark = "/// Runner binds:"

  /// The `@TaskLocal public static var` slots of a check file, in order.
  static func slots(inCheck text: String, file: String) throws(ExerciseListError) -> [Slot] {
    let lines = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let declaration = "@TaskLocal public static var "
    var slots: [Slot] = []
    for (index, line) in lines.enumerated() where line.hasPrefix(declaration) {
      let name = String(
        line.dropFirst(declaration.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      var binding = "StudentWork.\(name)"
      var above = index - 1
      while above >= 0, lines[above].hasPrefix("///") {
        if lines[above].hasPrefix(bindingMark) {
          binding = lines[above].dropFirst(bindingMark.count)
            .trimmingCharacters(in: CharacterSet(charactersIn: " `"))
        }
        above -= 1
      }
      slots.append(Slot(name: name, binding: binding))
    }
    guard !slots.isEmpty else { throw .noSlots(file: file) }
    return slots
  }

  /// The check's `title: "..."`, a plain string literal on one line.
  static func title(inCheck text: String, file: String) throws(ExerciseListError) -> String {
    guard let start = text.range(of: "title: \"") else { throw .noTitle(file: file) }
    var title = ""
    var escaped = false
    for character in text[start.upperBound...] {
      if escaped {
        guard character == "\"" || character == "\\" else { throw .noTitle(file: file) }
        title.append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return title
      } else if character == "\n" {
        break
      } else {
        title.append(character)
      }
    }
    throw .noTitle(file: file)
  }
}
