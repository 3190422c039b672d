import Graphics
@_spi(Engine) import UIKitModel

// How the values a check and a student's function exchange cross the wire: numbers, text,
// geometry, arrays and optionals (`Wire.swift` has the protocol and the tree).

extension Double: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { .number(self) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Double {
    switch tree {
    case .number(let value): return value
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    case .string("nan"): return .nan
    default: throw WireError.expected("a number", got: tree)
    }
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Double { 0 }
}

extension CGFloat: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { .number(Double(self)) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGFloat {
    CGFloat(try Double.unwire(tree, link))
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: CGFloat { 0 }
}

extension Int: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    // Doubles hold every integer up to 2^53 exactly; larger ones travel as text.
    magnitude < 1 << 53 ? .number(Double(self)) : .string(String(self))
  }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Int {
    switch tree {
    case .number(let value) where value.rounded() == value && abs(value) < 0x1p53:
      return Int(value)
    case .string(let text):
      guard let value = Int(text) else { throw WireError.expected("a whole number", got: tree) }
      return value
    default: throw WireError.expected("a whole number", got: tree)
    }
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Int { 0 }
}

extension Bool: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { .bool(self) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Bool {
    guard case .bool(let value) = tree else { throw WireError.expected("true or false", got: tree) }
    return value
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Bool { false }
}

extension String: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { .string(self) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> String {
    guard case .string(let value) = tree else { throw WireError.expected("text", got: tree) }
    return value
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: String { "" }
}

/// `value` as `T`, which the caller knows it is (a placeholder of the one class a
/// conformance is used for).
func known<T>(_ value: Any) -> T {
  guard let typed = value as? T else { fatalError("\(type(of: value)) is not \(T.self)") }
  return typed
}

/// A kind named by text (an enum whose raw values are strings) travels as its name.
extension Wire where Self: RawRepresentable, RawValue == String {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { .string(rawValue) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    guard case .string(let name) = tree, let value = Self(rawValue: name) else {
      throw WireError.expected("one of the names of \(Self.self)", got: tree)
    }
    return value
  }
}

/// Numbers in a row: how points, sizes and rects travel.
func numbers(_ values: CGFloat...) -> WireTree {
  .array(values.map { .number(Double($0)) })
}

@MainActor func numbers(_ tree: WireTree, count: Int, _ what: String) throws -> [CGFloat] {
  guard case .array(let items) = tree, items.count == count else {
    throw WireError.expected(what, got: tree)
  }
  return try items.map { try CGFloat.unwire($0, WireLink()) }
}

extension CGPoint: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { numbers(x, y) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGPoint {
    let n = try numbers(tree, count: 2, "a point")
    return CGPoint(x: n[0], y: n[1])
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: CGPoint { .zero }
}

extension CGSize: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { numbers(width, height) }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGSize {
    let n = try numbers(tree, count: 2, "a size")
    return CGSize(width: n[0], height: n[1])
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: CGSize { .zero }
}

extension CGRect: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    numbers(origin.x, origin.y, size.width, size.height)
  }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGRect {
    let n = try numbers(tree, count: 4, "a rect")
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: CGRect { .zero }
}

extension Array: Wire where Element: Wire {
  /// The most items an array from the student's code may hold.
  static var longest: Int { 1_000_000 }
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    .array(try map { try $0.wire(link) })
  }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> [Element] {
    guard case .array(let items) = tree else { throw WireError.expected("an array", got: tree) }
    guard items.count <= longest else {
      throw WireError("an array of \(items.count) items is more than the \(longest) allowed")
    }
    return try items.map { try Element.unwire($0, link) }
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: [Element] { [] }
}

extension Optional: Wire where Wrapped: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    // Wrapped in an array, so that an optional of an optional keeps its levels.
    try map { .array([try $0.wire(link)]) } ?? .null
  }
  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Wrapped? {
    switch tree {
    case .null: return nil
    case .array(let items) where items.count == 1: return try Wrapped.unwire(items[0], link)
    default: throw WireError.expected("a value or none", got: tree)
    }
  }
  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Wrapped? { nil }
}
