// Compares the workbook's UIKit model with the stand-ins of Apple's frameworks, symbol by
// symbol, and writes the index `workbook-run api` reads. Run by Tests/UIKitShaped/build:
//
//   APIIndex MODEL_GRAPHS APPLE_GRAPHS WORKBOOK_GRAPHS SDK_DIR DEVIATIONS OUTPUT (--write|--check)
//
// MODEL_GRAPHS holds the symbol graphs of the modules behind the model's `UIKit` (UIKitModel
// and Graphics), APPLE_GRAPHS those of the stand-ins (CoreGraphics, QuartzCore, UIKit),
// WORKBOOK_GRAPHS that of Lessons (for the Simulator). SDK_DIR is Tests/AppleSDK, whose
// comments give each declaration's documentation page. DEVIATIONS lists, with the reason
// for each, where the model knowingly has a symbol Apple's stand-ins lack or declares one
// differently.
//
// It fails (exit 1) when the model has a public symbol under an Apple name that Apple does
// not declare, or declares differently, or conforms an Apple type to a protocol Apple's
// does not, unless DEVIATIONS names it; and when a line of DEVIATIONS no longer applies.
// Then it writes OUTPUT (--write) or fails unless OUTPUT already holds what it would write
// (--check).
import Foundation

struct Fragment {
  let kind: String
  let spelling: String
}

struct Symbol {
  let module: String
  let path: [String]
  let kind: String
  let fragments: [Fragment]
  let file: String?
  let line: Int
  let id: String

  var dotted: String { path.joined(separator: ".") }
  var isType: Bool {
    ["swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"]
      .contains(kind)
  }
}

struct Graphs {
  var symbols: [Symbol] = []
  var superclass: [String: String] = [:]  // type path -> superclass name
  var conformances: [String: Set<String>] = [:]  // type path -> protocol names
  var overrides: Set<String> = []  // ids of symbols that override something
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(1)
}

func load(_ directory: String, modules: Set<String>) -> Graphs {
  var graphs = Graphs()
  let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  var names: [String: [String]] = [:]
  var relationships: [[String: Any]] = []
  for file in files.sorted() where file.hasSuffix(".symbols.json") {
    let module = String(file.prefix { $0 != "@" && $0 != "." })
    guard modules.contains(module) else { continue }
    guard let data = FileManager.default.contents(atPath: directory + "/" + file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let symbols = json["symbols"] as? [[String: Any]]
    else { fail("APIIndex: cannot read \(directory)/\(file)") }
    for entry in symbols {
      let id = (entry["identifier"] as? [String: Any])?["precise"] as? String ?? ""
      guard !id.contains("::SYNTHESIZED::") else { continue }
      let path = entry["pathComponents"] as? [String] ?? []
      let kind = (entry["kind"] as? [String: Any])?["identifier"] as? String ?? ""
      let fragments = (entry["declarationFragments"] as? [[String: Any]] ?? []).map {
        Fragment(kind: $0["kind"] as? String ?? "", spelling: $0["spelling"] as? String ?? "")
      }
      let location = entry["location"] as? [String: Any]
      let uri = location?["uri"] as? String
      let line = (location?["position"] as? [String: Any])?["line"] as? Int ?? 0
      names[id] = path
      graphs.symbols.append(
        Symbol(
          module: module, path: path, kind: kind, fragments: fragments,
          file: uri.map { $0.replacingOccurrences(of: "file://", with: "") }, line: line, id: id))
    }
    relationships += json["relationships"] as? [[String: Any]] ?? []
  }
  for relation in relationships {
    guard let kind = relation["kind"] as? String, let source = relation["source"] as? String,
      let target = relation["target"] as? String
    else { continue }
    let sourcePath = names[source]?.joined(separator: ".")
    let targetName =
      names[target]?.joined(separator: ".")
      ?? (relation["targetFallback"] as? String)?.split(separator: ".").last.map(String.init)
      ?? target
    switch kind {
    case "inheritsFrom": if let sourcePath { graphs.superclass[sourcePath] = targetName }
    case "conformsTo":
      if let sourcePath { graphs.conformances[sourcePath, default: []].insert(targetName) }
    case "overrides": graphs.overrides.insert(source)
    default: break
    }
  }
  return graphs
}

/// A declaration as a caller sees it: no attributes but `@MainActor` on a type, no access or
/// inheritance keywords, no internal parameter names, stored properties written with their
/// accessors, the model's own names of Apple's aliased types replaced by Apple's.
func canonical(_ symbol: Symbol, aliases: [String: String]) -> String {
  var text = ""
  var skipAttribute = false
  for fragment in symbol.fragments {
    switch fragment.kind {
    case "attribute":
      if fragment.spelling == "@" { skipAttribute = true; continue }
      if symbol.isType && fragment.spelling == "MainActor" { text += "@MainActor" }
      skipAttribute = false
      continue
    case "internalParam": continue
    case "keyword"
    where [
      "open", "public", "final", "override", "required", "convenience", "dynamic", "weak",
      "nonisolated", "unowned", "mutating",
    ].contains(fragment.spelling):
      continue
    case "typeIdentifier", "identifier": text += aliases[fragment.spelling] ?? fragment.spelling
    default:
      if skipAttribute && fragment.kind == "text" && fragment.spelling.hasPrefix("(") {
        continue
      }
      text += fragment.spelling
    }
    skipAttribute = false
  }
  var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  words = words.replacingOccurrences(of: " :", with: ":")
  words = words.replacingOccurrences(of: "class var ", with: "static var ")
  words = words.replacingOccurrences(of: "class func ", with: "static func ")
  if words.hasPrefix("let ") || words.hasPrefix("static let ") {
    words = words.replacingOccurrences(of: "let ", with: "var ") + " { get }"
  } else if (words.hasPrefix("var ") || words.hasPrefix("static var ")) && !words.hasSuffix("}") {
    words += " { get set }"
  }
  return words
}

/// The documentation page of the declaration at `line` (0-based) of `file`: the nearest
/// `// title <https://developer.apple.com/...>` comment above it, across attributes and
/// other comment lines.
func page(file: String?, line: Int, sources: inout [String: [Substring]], sdk: String) -> String {
  guard let file, let range = file.range(of: "/Sources/") else { return "" }
  let relative = String(file[range.upperBound...])
  let lines =
    sources[relative]
    ?? {
      let text = (try? String(contentsOfFile: sdk + "/" + relative, encoding: .utf8)) ?? ""
      let split = text.split(separator: "\n", omittingEmptySubsequences: false)
      sources[relative] = split
      return split
    }()
  var index = line - 1
  while index >= 0, index < lines.count {
    let text = lines[index].trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("//") {
      if let start = text.range(of: "<https://developer.apple.com/"), text.hasSuffix(">") {
        return String(text[start.lowerBound...].dropFirst().dropLast())
      }
    } else if !text.hasPrefix("@") {
      break
    }
    index -= 1
  }
  return ""
}

// MARK: - Main

let arguments = CommandLine.arguments
guard arguments.count == 8, ["--write", "--check"].contains(arguments[7]) else {
  fail(
    "usage: APIIndex MODEL_GRAPHS APPLE_GRAPHS WORKBOOK_GRAPHS SDK_DIR DEVIATIONS OUTPUT (--write|--check)"
  )
}
let (modelDirectory, appleDirectory, workbookDirectory, sdk, deviationsFile, output, mode) = (
  arguments[1], arguments[2], arguments[3], arguments[4], arguments[5], arguments[6], arguments[7]
)

let apple = load(appleDirectory, modules: ["CoreGraphics", "QuartzCore", "UIKit"])
var model = load(modelDirectory, modules: ["UIKitModel", "Graphics"])
let workbook = load(workbookDirectory, modules: ["Lessons"])

// The model names some of Apple's types with aliases of the engine's own (CGAffineTransform
// is Graphics' Transform2D): Apple's name replaces the engine's, in paths and in types.
var aliases: [String: String] = [:]
for symbol in model.symbols where symbol.kind == "swift.typealias" && symbol.path.count == 1 {
  let spelled = symbol.fragments.map(\.spelling).joined()
  if let equals = spelled.range(of: "= ") {
    aliases[String(spelled[equals.upperBound...])] = symbol.path[0]
  }
}
let appleTypes = Set(apple.symbols.filter(\.isType).map(\.dotted))
let appleNamed: (String) -> Bool = { appleTypes.contains($0) }
model.symbols = model.symbols.compactMap { symbol in
  var path = symbol.path
  if let renamed = aliases[path[0]] { path[0] = renamed }
  // Graphics is the engine: only its members of aliased types and its extensions of
  // Foundation's types reach a reader's `import UIKit`.
  if symbol.module == "Graphics" && aliases[symbol.path[0]] == nil
    && !["CGPoint", "CGSize", "CGRect"].contains(path[0])
  {
    return nil
  }
  if symbol.kind == "swift.typealias" && aliases.values.contains(path[0]) && path.count == 1 {
    return nil  // the alias itself: its target type stands for it
  }
  return Symbol(
    module: symbol.module, path: path, kind: symbol.kind, fragments: symbol.fragments,
    file: symbol.file, line: symbol.line, id: symbol.id)
}
for (engine, name) in aliases {
  if let conforms = model.conformances[engine] { model.conformances[name] = conforms }
  if let superclass = model.superclass[engine] { model.superclass[name] = superclass }
}

// The documented deviations: `PATH | DECLARATION OR * | WHY`, one per line.
struct Deviation {
  let path: String
  let declaration: String
  let why: String
  var used = false
}
var deviations: [Deviation] = []
let deviationText = (try? String(contentsOfFile: deviationsFile, encoding: .utf8)) ?? ""
for line in deviationText.split(separator: "\n") {
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
  let fields = trimmed.components(separatedBy: " | ")
  guard fields.count == 3 else { fail("\(deviationsFile): not PATH | DECLARATION | WHY: \(line)") }
  deviations.append(Deviation(path: fields[0], declaration: fields[1], why: fields[2]))
}
func deviation(_ path: String, _ declaration: String) -> String? {
  guard
    let index = deviations.firstIndex(where: {
      $0.path == path && ($0.declaration == "*" || $0.declaration == declaration)
    })
  else { return nil }
  deviations[index].used = true
  return deviations[index].why
}

var appleByPath: [String: [Symbol]] = [:]
for symbol in apple.symbols { appleByPath[symbol.dotted, default: []].append(symbol) }
func appleDeclarations(_ path: String) -> Set<String> {
  Set((appleByPath[path] ?? []).map { canonical($0, aliases: aliases) })
}
/// NSObject's members every class inherits, as a caller sees them.
let nsObjectMembers: [String: String] = [
  "init()": "init()", "description": "var description: String { get }",
  "debugDescription": "var debugDescription: String { get }", "hash": "var hash: Int { get }",
  "isEqual(_:)": "func isEqual(_: Any?) -> Bool",
]
func superclasses(of type: String, in graphs: Graphs) -> [String] {
  var chain: [String] = []
  var current = type
  while let next = graphs.superclass[current], !chain.contains(next) {
    chain.append(next)
    current = next
  }
  return chain
}

var problems: [String] = []
var notes: [String: String] = [:]  // Apple path -> the model's difference, documented
var modelOnly: [(Symbol, String)] = []  // documented model symbols Apple's stand-ins lack
var modelled: Set<String> = []  // canonical "path|declaration" the model has

for symbol in model.symbols {
  let path = symbol.dotted
  let declaration = canonical(symbol, aliases: aliases)
  let type = symbol.path[0]
  modelled.insert(path + "|" + declaration)
  let declared = appleDeclarations(path)
  if declared.contains(declaration) { continue }
  if !declared.isEmpty {
    if let why = deviation(path, declaration) {
      notes[path] = why
    } else {
      problems.append(
        "\(path): the model declares\n    \(declaration)\n  Apple declares\n    "
          + declared.sorted().joined(separator: "\n    "))
    }
    continue
  }
  // Not declared by Apple on this type: inherited, overridden or NSObject's?
  if symbol.path.count == 2 {
    let member = symbol.path[1]
    let chain = superclasses(of: type, in: apple) + superclasses(of: type, in: model)
    if chain.contains(where: { appleDeclarations($0 + "." + member).contains(declaration) }) {
      continue
    }
    if nsObjectMembers[member] == declaration,
      chain.contains("NSObject") || apple.superclass[type] != nil
    {
      continue
    }
    if member == "!=(_:_:)", !appleDeclarations(type + ".==(_:_:)").isEmpty { continue }
  }
  if let why = deviation(path, declaration) {
    modelOnly.append((symbol, why))
  } else if symbol.path.count == 1 {
    problems.append("\(path): the model declares\n    \(declaration)\n  which Apple does not")
  } else {
    problems.append(
      "\(path): the model declares\n    \(declaration)\n  which Apple's \(type) does not have")
  }
}

// Conformances of Apple's types.
for (type, protocols) in model.conformances.sorted(by: { $0.key < $1.key }) where appleNamed(type) {
  let appleSide = apple.conformances[type] ?? []
  let inherited = superclasses(of: type, in: apple).flatMap { apple.conformances[$0] ?? [] }
  for name in protocols.sorted()
  where !appleSide.contains(name) && !inherited.contains(name)
    && ![
      "Equatable", "Hashable", "CVarArg", "CustomStringConvertible", "CustomDebugStringConvertible",
      "NSObjectProtocol",
    ].contains(name)
  {
    if deviation(type, ": " + name) == nil {
      problems.append("\(type): the model conforms it to \(name); Apple's does not")
    }
  }
}
// A line about one of Apple's symbols that the comparison found no fault with is a note on
// how the model behaves or is declared otherwise than the symbol graph shows (a `required`).
for index in deviations.indices
where !deviations[index].used && appleByPath[deviations[index].path] != nil {
  deviations[index].used = true
  notes[deviations[index].path] = deviations[index].why
}
for unused in deviations where !unused.used {
  problems.append("\(deviationsFile): no longer applies: \(unused.path) | \(unused.declaration)")
}
if !problems.isEmpty {
  fail(
    "The model's API differs from Apple's declarations (Tests/AppleSDK) where no documented "
      + "deviation (\(deviationsFile)) explains it:\n  " + problems.joined(separator: "\n  "))
}

// MARK: - The index

func shortKind(_ kind: String) -> String {
  switch kind {
  case "swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias":
    return "type"
  case "swift.init": return "init"
  case "swift.enum.case": return "case"
  case "swift.func", "swift.func.op": return "function"
  case "swift.method", "swift.type.method": return "method"
  case "swift.func.op", "swift.method.op": return "operator"
  default: return "property"
  }
}
func clean(_ text: String) -> String {
  text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ")
}
func display(_ symbol: Symbol) -> String {
  clean(symbol.fragments.map(\.spelling).joined())
    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

var sources: [String: [Substring]] = [:]
var rows: [String] = []
var seen: Set<String> = []
for symbol in apple.symbols.sorted(by: { ($0.dotted, $0.id) < ($1.dotted, $1.id) }) {
  let path = symbol.dotted
  let declaration = canonical(symbol, aliases: aliases)
  let key = path + "|" + declaration
  guard !seen.contains(key) else { continue }
  seen.insert(key)
  var status = modelled.contains(key) ? "modelled" : "apple"
  if status == "apple", symbol.path.count == 2 {
    // Declared by the model on a superclass, where a caller reaches it just the same.
    let chain = superclasses(of: symbol.path[0], in: model)
    if chain.contains(where: { modelled.contains($0 + "." + symbol.path[1] + "|" + declaration) }) {
      status = "modelled"
    }
  }
  var note = ""
  if let why = notes[path] {
    note = why
    if status == "modelled" || modelled.contains(where: { $0.hasPrefix(path + "|") }) {
      status = "differs"
    }
  }
  let url = page(file: symbol.file, line: symbol.line, sources: &sources, sdk: sdk)
  rows.append(
    [symbol.module, path, shortKind(symbol.kind), status, display(symbol), url, note].joined(
      separator: "\t"))
}
for (symbol, why) in modelOnly.sorted(by: { $0.0.dotted < $1.0.dotted }) {
  let framework = appleByPath[symbol.path[0]]?.first?.module ?? "Foundation"
  var url = ""
  if let start = why.range(of: "<https://"), let end = why[start.upperBound...].firstIndex(of: ">")
  {
    url = String(why[why.index(after: start.lowerBound)..<end])
  }
  let note = why.replacingOccurrences(of: "<" + url + ">", with: "")
    .trimmingCharacters(in: .whitespaces)
  rows.append(
    [framework, symbol.dotted, shortKind(symbol.kind), "modelled", display(symbol), url, note]
      .joined(separator: "\t"))
}
for symbol in workbook.symbols.sorted(by: { ($0.dotted, $0.id) < ($1.dotted, $1.id) })
where symbol.path.first == "Simulator" {
  rows.append(
    ["Workbook", symbol.dotted, shortKind(symbol.kind), "workbook", display(symbol), "", ""]
      .joined(separator: "\t"))
}

let text = """
  // Written by Tests/UIKitShaped/build --write-api-index: do not edit.
  //
  // What `workbook-run api` knows, one line per declaration: framework, name, kind, status
  // (modelled: the model has it as Apple declares it; differs: the model has it, otherwise,
  // as the note says; apple: Apple's, not in the model; workbook: the workbook's own),
  // declaration, documentation page, note. Apple's declarations are those transcribed in
  // Tests/AppleSDK from Apple's documentation; the comparison is the symbols' own.

  let apiIndexText = #\"\"\"
  \(rows.map { "  " + $0 }.joined(separator: "\n"))
    \"\"\"#

  """
if mode == "--write" {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch { fail("APIIndex: cannot write \(output): \(error)") }
  print("Wrote \(output) (\(rows.count) declarations)")
} else {
  let current = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  guard current == text else {
    fail("\(output) is out of date with the model; run: Tests/UIKitShaped/build --write-api-index")
  }
  let counts = Dictionary(grouping: rows, by: { $0.split(separator: "\t")[3] }).mapValues(\.count)
  print(
    "The model's API matches Apple's declarations: \(counts["modelled", default: 0]) modelled as "
      + "Apple declares them, \(counts["differs", default: 0]) with a documented difference, "
      + "\(counts["apple", default: 0]) of Apple's not modelled; the index is in sync")
}
