import Foundation

/// The function a new exercise asks the student to write, from `new-exercise --function`:
/// `tabShadow(in rect: CGRect) -> UIBezierPath`. The scaffold declares it in the starter
/// and the solution, gives the check a slot of its type, and lets the runner bind it,
/// so nothing generated needs editing by hand.
public struct ExerciseFunction: Equatable, Sendable {
  /// One parameter: its label, its name and its type.
  public struct Parameter: Equatable, Sendable {
    /// The argument label (`_` for none).
    public var label: String
    /// The parameter's name inside the function.
    public var name: String
    /// Its type, as written.
    public var type: String
  }

  /// The function's name: the check's slot has it too.
  public var name: String
  /// Its parameters, in order.
  public var parameters: [Parameter]
  /// nil: the function returns nothing.
  public var returnType: String?

  /// The scaffold's default: `name() -> UIBezierPath`.
  public init(defaultNamed name: String) {
    self.name = name
    parameters = []
    returnType = "UIBezierPath"
  }

  /// Reads `name(label parameter: Type, ...) -> Type` (the arrow and type may be left
  /// out); a `static func` in front is allowed and dropped.
  public init(parsing text: String) throws(ExerciseListError) {
    var rest = text.trimmingCharacters(in: .whitespaces)
    for word in ["static ", "func "] where rest.hasPrefix(word) {
      rest = String(rest.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
    }
    let example = "like 'tabShadow(in rect: CGRect) -> UIBezierPath'"
    func bad(_ why: String) -> ExerciseListError {
      .badFunction(text, why: why + "; write it " + example)
    }
    guard let open = rest.firstIndex(of: "("),
      let close = ExerciseFunction.matchingParenthesis(rest, from: open)
    else { throw bad("it needs a parameter list in parentheses") }
    name = String(rest[..<open]).trimmingCharacters(in: .whitespaces)
    guard ExerciseFunction.isIdentifier(name), name.first?.isLowercase == true else {
      throw bad("'\(name)' is not a function name (a lower-case letter, then letters and digits)")
    }
    parameters = []
    let list = String(rest[rest.index(after: open)..<close])
    for part in ExerciseFunction.splitTopLevel(list) where !part.isEmpty {
      let pieces = part.split(separator: ":", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let names = pieces[0].split(separator: " ").map(String.init)
      guard pieces.count == 2, !pieces[1].isEmpty, (1...2).contains(names.count),
        names.allSatisfy({ $0 == "_" || ExerciseFunction.isIdentifier($0) }),
        names.last != "_"
      else { throw bad("'\(part)' is not a parameter (label name: Type)") }
      parameters.append(
        Parameter(label: names[0], name: names[names.count - 1], type: pieces[1]))
    }
    let after = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces)
    if after.isEmpty {
      returnType = nil
    } else if after.hasPrefix("->") {
      let type = after.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard !type.isEmpty, !type.contains("{") else { throw bad("'->' needs a type after it") }
      returnType = type == "Void" || type == "()" ? nil : type
    } else {
      throw bad("'\(after)' after the parameters is not '-> Type'")
    }
  }

  /// `tabShadow(in:)`.
  public var displayName: String {
    name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
  }

  /// What a caller depends on: `tabShadow(in: CGRect) -> UIBezierPath` (labels and types,
  /// not the parameters' names).
  public var shape: String {
    name + "(" + parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
      + (returnType.map { " -> \($0)" } ?? "")
  }

  /// `static func tabShadow(in rect: CGRect) -> UIBezierPath`.
  public var declaration: String {
    let list = parameters.map { parameter in
      (parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)")
        + ": " + parameter.type
    }
    return "static func \(name)(\(list.joined(separator: ", ")))"
      + (returnType.map { " -> \($0)" } ?? "")
  }

  /// The slot's type: `@MainActor @Sendable (CGRect) -> UIBezierPath`.
  public var slotType: String {
    "@MainActor @Sendable (" + parameters.map(\.type).joined(separator: ", ") + ") -> "
      + (returnType ?? "Void")
  }

  /// A body that compiles and does not do the task: an empty value of the return type
  /// where there is an obvious one, else a trap saying what to write.
  public var placeholderBody: String {
    guard let type = returnType else { return "// Write your code here." }
    let empty: [String: String] = [
      "UIBezierPath": "UIBezierPath()", "CGPath": "CGMutablePath()", "CGFloat": "0",
      "Double": "0", "Int": "0", "Float": "0", "Bool": "false", "String": "\"\"",
      "CGRect": ".zero", "CGPoint": ".zero", "CGSize": ".zero",
    ]
    if let value = empty[type] { return value }
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
    return "fatalError(\"Write \(displayName) here.\")"
  }

  static func isIdentifier(_ word: String) -> Bool {
    guard let first = word.first, first.isLetter || first == "_" else { return false }
    return word.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
  }

  static func matchingParenthesis(_ text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// A parameter list split at the commas outside brackets (`->` is not one).
  static func splitTopLevel(_ list: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var previous: Character = " "
    for character in list {
      if "([<".contains(character) { depth += 1 }
      if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
      previous = character
      if character == ",", depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }
}
