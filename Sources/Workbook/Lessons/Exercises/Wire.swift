import Graphics
@_spi(Engine) import UIKitModel

/// A value as it travels between `workbook-run`, which judges an exercise, and the
/// exercise's program, which runs the student's code: JSON, one message a line.
///
/// Numbers that JSON cannot carry (infinities, NaN) travel as the strings "inf", "-inf"
/// and "nan", so a function that returns one is judged on what it returned.
public indirect enum WireTree: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([WireTree])
  case object([String: WireTree])

  /// Reads a tree from its JSON form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([WireTree].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: WireTree].self))
    }
  }

  /// Writes the tree in its JSON form: a number, a string, a list or an object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value):
      if value.isFinite {
        try container.encode(value)
      } else {
        // Whatever its sign bit, NaN travels as "nan".
        try container.encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf")
      }
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// The member `key` of an object.
  public subscript(key: String) -> WireTree? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  /// This tree as one line of JSON (keys sorted: the same value, the same bytes).
  package var line: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }

  /// The tree a line of JSON holds.
  package static func parse(_ line: some Collection<UInt8>) throws -> WireTree {
    try JSONDecoder().decode(WireTree.self, from: Data(line))
  }
}

/// Why a value that came over the wire cannot be used, in words for the student.
public struct WireError: Error, CustomStringConvertible, Sendable {
  /// What is wrong with the value, in words for the student.
  public let description: String
  /// An error that says `description`.
  public init(_ description: String) { self.description = description }

  static func expected(_ what: String, got tree: WireTree) -> WireError {
    WireError("expected \(what), but got \(String(decoding: tree.line.prefix(80), as: UTF8.self))")
  }
}

/// What both ends of a call share while values cross: on the judging side, the functions
/// the student's code may call back (a `Callback`, a frame list); on the student's side,
/// the way to call them.
@MainActor public final class WireLink {
  /// The judging side's functions, by number, that the student's side may call.
  private var callbacks: [([WireTree]) throws -> WireTree] = []
  /// The student's side: how to call the judging side's function number `n`.
  private let remote: ((Int, [WireTree]) -> WireTree)?

  /// The judging side's link.
  package init() { remote = nil }

  /// The student's side's link, calling back through `remote`.
  package init(remote: @escaping (Int, [WireTree]) -> WireTree) { self.remote = remote }

  /// Keeps `function` for the other side to call; its number.
  public func register(_ function: @escaping ([WireTree]) throws -> WireTree) -> Int {
    callbacks.append(function)
    return callbacks.count - 1
  }

  /// Runs callback `number` for the other side.
  package func answer(_ number: Int, _ arguments: [WireTree]) throws -> WireTree {
    guard callbacks.indices.contains(number) else {
      throw WireError("there is no function number \(number) to call back")
    }
    return try callbacks[number](arguments)
  }

  /// Calls the judging side's function `number` (from the student's side).
  public func callBack(_ number: Int, _ arguments: [WireTree]) -> WireTree {
    remote?(number, arguments) ?? .null
  }
}

/// A type whose values can be handed to the student's code, or handed back by it, across
/// the process boundary.
///
/// A value type sends what it is. A view or a context is sent as its state, rebuilt on
/// the other side, and its state after the student's code ran is sent back and taken on
/// by the original (`stateAfterCall` and `takeState`): the judge then sees the view as
/// the student's code left it.
@MainActor public protocol Wire {
  /// The value as data for the other side; `link` registers the callbacks it holds.
  func wire(_ link: WireLink) throws -> WireTree
  /// The value that `tree` describes, or a `WireError` saying, for the student, what is
  /// wrong with it; `link` answers the callbacks it holds.
  static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self
  /// What stands in for a value the student's program could not give (it crashed).
  static var placeholder: Self { get }
  /// The student's side, after the call: this argument's state, if the judge should take
  /// it on (nil: nothing to send back).
  func stateAfterCall(_ link: WireLink) throws -> WireTree?
  /// The judging side: takes on the state the student's side sent back.
  func takeState(_ tree: WireTree, _ link: WireLink) throws
}

extension Wire {
  /// `Wire`: the state to send back after the student's code ran (nil: none).
  public func stateAfterCall(_ link: WireLink) throws -> WireTree? { nil }
  /// `Wire`: takes on the state the student's side sent back.
  public func takeState(_ tree: WireTree, _ link: WireLink) throws {}
}
