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
  public var line: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return (try? encoder.encode(self)) ?? Data("null".utf8)
  }

  /// The tree a line of JSON holds.
  public static func parse(_ line: some Collection<UInt8>) throws -> WireTree {
    try JSONDecoder().decode(WireTree.self, from: Data(line))
  }
}

/// Why a value that came over the wire cannot be used, in words for the student.
public struct WireError: Error, CustomStringConvertible, Sendable {
  public let description: String
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
  public init() { remote = nil }

  /// The student's side's link, calling back through `remote`.
  public init(remote: @escaping (Int, [WireTree]) -> WireTree) { self.remote = remote }

  /// Keeps `function` for the other side to call; its number.
  public func register(_ function: @escaping ([WireTree]) throws -> WireTree) -> Int {
    callbacks.append(function)
    return callbacks.count - 1
  }

  /// Runs callback `number` for the other side.
  public func answer(_ number: Int, _ arguments: [WireTree]) throws -> WireTree {
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
  func wire(_ link: WireLink) throws -> WireTree
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
  public func stateAfterCall(_ link: WireLink) throws -> WireTree? { nil }
  public func takeState(_ tree: WireTree, _ link: WireLink) throws {}
}

// MARK: Numbers, text and geometry

extension Double: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { .number(self) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Double {
    switch tree {
    case .number(let value): return value
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    case .string("nan"): return .nan
    default: throw WireError.expected("a number", got: tree)
    }
  }
  public static var placeholder: Double { 0 }
}

extension CGFloat: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { .number(Double(self)) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGFloat {
    CGFloat(try Double.unwire(tree, link))
  }
  public static var placeholder: CGFloat { 0 }
}

extension Int: Wire {
  public func wire(_ link: WireLink) throws -> WireTree {
    // Doubles hold every integer up to 2^53 exactly; larger ones travel as text.
    magnitude < 1 << 53 ? .number(Double(self)) : .string(String(self))
  }
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
  public static var placeholder: Int { 0 }
}

extension Bool: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { .bool(self) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Bool {
    guard case .bool(let value) = tree else { throw WireError.expected("true or false", got: tree) }
    return value
  }
  public static var placeholder: Bool { false }
}

extension String: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { .string(self) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> String {
    guard case .string(let value) = tree else { throw WireError.expected("text", got: tree) }
    return value
  }
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
  public func wire(_ link: WireLink) throws -> WireTree { .string(rawValue) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    guard case .string(let name) = tree, let value = Self(rawValue: name) else {
      throw WireError.expected("one of the names of \(Self.self)", got: tree)
    }
    return value
  }
}

/// Numbers in a row: how points, sizes and rects travel.
private func numbers(_ values: CGFloat...) -> WireTree {
  .array(values.map { .number(Double($0)) })
}

@MainActor private func numbers(_ tree: WireTree, count: Int, _ what: String) throws -> [CGFloat] {
  guard case .array(let items) = tree, items.count == count else {
    throw WireError.expected(what, got: tree)
  }
  return try items.map { try CGFloat.unwire($0, WireLink()) }
}

extension CGPoint: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { numbers(x, y) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGPoint {
    let n = try numbers(tree, count: 2, "a point")
    return CGPoint(x: n[0], y: n[1])
  }
  public static var placeholder: CGPoint { .zero }
}

extension CGSize: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { numbers(width, height) }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGSize {
    let n = try numbers(tree, count: 2, "a size")
    return CGSize(width: n[0], height: n[1])
  }
  public static var placeholder: CGSize { .zero }
}

extension CGRect: Wire {
  public func wire(_ link: WireLink) throws -> WireTree {
    numbers(origin.x, origin.y, size.width, size.height)
  }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> CGRect {
    let n = try numbers(tree, count: 4, "a rect")
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  public static var placeholder: CGRect { .zero }
}

extension Array: Wire where Element: Wire {
  /// The most items an array from the student's code may hold.
  static var longest: Int { 1_000_000 }
  public func wire(_ link: WireLink) throws -> WireTree {
    .array(try map { try $0.wire(link) })
  }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> [Element] {
    guard case .array(let items) = tree else { throw WireError.expected("an array", got: tree) }
    guard items.count <= longest else {
      throw WireError("an array of \(items.count) items is more than the \(longest) allowed")
    }
    return try items.map { try Element.unwire($0, link) }
  }
  public static var placeholder: [Element] { [] }
}

extension Optional: Wire where Wrapped: Wire {
  public func wire(_ link: WireLink) throws -> WireTree {
    // Wrapped in an array, so that an optional of an optional keeps its levels.
    try map { .array([try $0.wire(link)]) } ?? .null
  }
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Wrapped? {
    switch tree {
    case .null: return nil
    case .array(let items) where items.count == 1: return try Wrapped.unwire(items[0], link)
    default: throw WireError.expected("a value or none", got: tree)
    }
  }
  public static var placeholder: Wrapped? { nil }
}

// MARK: Paths

extension UIBezierPath: Wire {
  /// The most elements a path from the student's code may have: far more than any
  /// exercise needs, few enough that judging it stays quick.
  public static let mostElements = 20_000

  public func wire(_ link: WireLink) throws -> WireTree {
    let elements: [WireTree] = path.elements.map { element in
      switch element {
      case .move(let p): numbers(0, p.x, p.y)
      case .line(let p): numbers(1, p.x, p.y)
      case .quadCurve(let p, let c): numbers(2, p.x, p.y, c.x, c.y)
      case .curve(let p, let c1, let c2): numbers(3, p.x, p.y, c1.x, c1.y, c2.x, c2.y)
      case .closeSubpath: numbers(4)
      }
    }
    return .object([
      "elements": .array(elements), "evenOdd": .bool(usesEvenOddFillRule),
      "lineWidth": .number(Double(lineWidth)), "cap": .number(Double(lineCapStyle.rawValue)),
      "join": .number(Double(lineJoinStyle.rawValue)), "miter": .number(Double(miterLimit)),
    ])
  }

  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    guard case .array(let items)? = tree["elements"] else {
      throw WireError.expected("a path", got: tree)
    }
    guard items.count <= mostElements else {
      throw WireError(
        "a path of \(items.count) elements is more than the \(mostElements) a check takes")
    }
    var elements: [Path.Element] = []
    for item in items {
      guard case .array(let parts) = item, let kind = parts.first,
        let n = try? parts.dropFirst().map({ try CGFloat.unwire($0, link) })
      else { throw WireError.expected("a path element", got: item) }
      func point(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
      switch (kind, n.count) {
      case (.number(0), 2): elements.append(.move(to: point(0)))
      case (.number(1), 2): elements.append(.line(to: point(0)))
      case (.number(2), 4): elements.append(.quadCurve(to: point(0), control: point(2)))
      case (.number(3), 6):
        elements.append(.curve(to: point(0), control1: point(2), control2: point(4)))
      case (.number(4), 0): elements.append(.closeSubpath)
      default: throw WireError.expected("a path element", got: item)
      }
    }
    let result = UIBezierPath(path: Path(elements: elements))
    if case .bool(let evenOdd)? = tree["evenOdd"] { result.usesEvenOddFillRule = evenOdd }
    if let width = tree["lineWidth"] { result.lineWidth = try CGFloat.unwire(width, link) }
    if let cap = tree["cap"], let value = CGLineCap(rawValue: Int32(try Int.unwire(cap, link))) {
      result.lineCapStyle = value
    }
    if let join = tree["join"], let value = CGLineJoin(rawValue: Int32(try Int.unwire(join, link)))
    {
      result.lineJoinStyle = value
    }
    if let miter = tree["miter"] { result.miterLimit = try CGFloat.unwire(miter, link) }
    // The model's paths are UIBezierPath itself: a subclass the student declared does
    // not exist on the judging side.
    guard let path = result as? Self else { throw WireError("a path of another class") }
    return path
  }

  public static var placeholder: Self {
    // Only ever asked of UIBezierPath itself (see `unwire`).
    known(UIBezierPath())
  }
}

// MARK: Pictures

extension Bitmap {
  /// The most pixels a picture from the student's code may have (2048 x 2048).
  static let mostPixels = 1 << 22

  /// Width, height and the pixels' premultiplied RGBA as 32-bit floats, little-endian,
  /// in base 64.
  var wire: WireTree {
    var bytes = [UInt8]()
    bytes.reserveCapacity(pixels.count * 16)
    for pixel in pixels {
      for channel in [pixel.x, pixel.y, pixel.z, pixel.w] {
        withUnsafeBytes(of: channel.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
      }
    }
    return .object([
      "width": .number(Double(width)), "height": .number(Double(height)),
      "pixels": .string(Data(bytes).base64EncodedString()),
    ])
  }

  @MainActor init(wire tree: WireTree) throws {
    let link = WireLink()
    guard let w = tree["width"], let h = tree["height"], case .string(let text)? = tree["pixels"]
    else { throw WireError.expected("a bitmap", got: tree) }
    let (width, height) = (try Int.unwire(w, link), try Int.unwire(h, link))
    guard width >= 0, height >= 0, width <= Bitmap.mostPixels, height <= Bitmap.mostPixels,
      width * height <= Bitmap.mostPixels
    else {
      throw WireError(
        "a picture of \(width) x \(height) pixels is more than the \(Bitmap.mostPixels) a check takes"
      )
    }
    guard let data = Data(base64Encoded: text), data.count == width * height * 16 else {
      throw WireError("a picture's pixels do not match its size")
    }
    self.init(width: width, height: height)
    data.withUnsafeBytes { raw in
      for index in 0..<(width * height) {
        func channel(_ k: Int) -> Float {
          Float(
            bitPattern: UInt32(
              littleEndian: raw.loadUnaligned(fromByteOffset: index * 16 + k * 4, as: UInt32.self)))
        }
        pixels[index] = Pixel(channel(0), channel(1), channel(2), channel(3))
      }
    }
  }
}

extension UIImage: Wire {
  public func wire(_ link: WireLink) throws -> WireTree {
    .object([
      "scale": .number(Double(scale)),
      "bitmap": (cgImage?.bitmap ?? Bitmap(width: 0, height: 0)).wire,
    ])
  }

  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    guard let bitmap = tree["bitmap"], let scale = tree["scale"] else {
      throw WireError.expected("an image", got: tree)
    }
    let image = UIImage(
      cgImage: CGImage(bitmap: try Bitmap(wire: bitmap)), scale: try CGFloat.unwire(scale, link),
      orientation: .up)
    guard let image = image as? Self else { throw WireError("an image of another class") }
    return image
  }

  public static var placeholder: Self {
    known(UIImage(cgImage: CGImage(bitmap: Bitmap(width: 0, height: 0))))
  }
}

// MARK: Functions handed to the student's code

/// A function the judge hands to the student's code, which runs on the judging side when
/// the student's code calls it: so the judge sees every call (what was asked, how often).
///
/// The student's function takes a plain closure; the exercise's runner passes it
/// `callback.call`.
@MainActor public final class Callback<Argument: Wire, Result: Wire>: Wire {
  private let function: (Argument) -> Result

  public init(_ function: @escaping (Argument) -> Result) { self.function = function }

  public func call(_ argument: Argument) -> Result { function(argument) }

  public func wire(_ link: WireLink) throws -> WireTree {
    let function = self.function
    return .number(
      Double(
        link.register { arguments in
          guard arguments.count == 1 else { throw WireError("a callback takes one argument") }
          return try function(try Argument.unwire(arguments[0], link)).wire(link)
        }))
  }

  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Callback {
    let number = try Int.unwire(tree, link)
    return Callback { argument in
      let answer = (try? argument.wire(link)).map { link.callBack(number, [$0]) } ?? .null
      return (try? Result.unwire(answer, link)) ?? Result.placeholder
    }
  }

  public static var placeholder: Callback { Callback { _ in Result.placeholder } }
}

// MARK: Contexts

/// A context handed to the student's code crosses as its pixels and graphics state; in
/// the exercise's program it is the current context while the code runs (so
/// `UIColor.setFill()` and `UIBezierPath.fill()` draw into it), and the pixels and state
/// it is left with come back (see `CGContext.Snapshot`).
extension CGContext: Wire {
  public func wire(_ link: WireLink) throws -> WireTree { try Self.tree(snapshot) }

  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    let context = CGContext(bitmap: Bitmap(width: 0, height: 0))
    context.snapshot = try snapshot(tree)
    UIGraphicsPushContext(context)
    guard let context = context as? Self else { throw WireError("a context of another class") }
    return context
  }

  public static var placeholder: Self {
    known(CGContext(bitmap: Bitmap(width: 0, height: 0)))
  }

  public func stateAfterCall(_ link: WireLink) throws -> WireTree? {
    UIGraphicsPopContext()
    return try Self.tree(snapshot)
  }

  public func takeState(_ tree: WireTree, _ link: WireLink) throws {
    let returned = try Self.snapshot(tree)
    guard returned.bitmap.width == bitmap.width, returned.bitmap.height == bitmap.height else {
      throw WireError("the context came back with another size")
    }
    snapshot = returned
  }

  @MainActor private static func tree(_ s: Snapshot) throws -> WireTree {
    let link = WireLink()
    func color(_ c: Color) -> WireTree {
      .array([c.red, c.green, c.blue, c.alpha].map { .number($0) })
    }
    var members: [String: WireTree] = [
      "bitmap": s.bitmap.wire,
      "ctm": .array(
        [s.ctm.a, s.ctm.b, s.ctm.c, s.ctm.d, s.ctm.tx, s.ctm.ty].map { .number(Double($0)) }),
      "fill": color(s.fillColor), "stroke": color(s.strokeColor),
      "blend": .number(Double(s.blendMode)), "alpha": try s.alpha.wire(link),
      "lineWidth": try s.lineWidth.wire(link), "cap": .number(Double(s.lineCap)),
      "join": .number(Double(s.lineJoin)), "miter": try s.miterLimit.wire(link),
    ]
    if let shadow = s.shadow {
      members["shadow"] = .object([
        "offset": try shadow.offset.wire(link), "blur": try shadow.blur.wire(link),
        "color": color(shadow.color),
      ])
    }
    return .object(members)
  }

  @MainActor private static func snapshot(_ tree: WireTree) throws -> Snapshot {
    let link = WireLink()
    func value<T: Wire>(_ key: String, _ type: T.Type) throws -> T {
      guard let member = tree[key] else {
        throw WireError.expected("a context's \(key)", got: tree)
      }
      return try T.unwire(member, link)
    }
    func color(_ member: WireTree?) throws -> Color {
      let n = try member.map { try [Double].unwire($0, link) } ?? []
      guard n.count == 4 else { throw WireError.expected("a colour", got: member ?? .null) }
      return Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }
    guard let bitmapTree = tree["bitmap"] else { throw WireError.expected("a context", got: tree) }
    let m = try value("ctm", [CGFloat].self)
    guard m.count == 6 else { throw WireError.expected("a transform", got: tree) }
    var shadow: (offset: CGSize, blur: CGFloat, color: Color)?
    if let member = tree["shadow"] {
      guard let offset = member["offset"], let blur = member["blur"] else {
        throw WireError.expected("a shadow", got: member)
      }
      shadow = (
        try CGSize.unwire(offset, link), try CGFloat.unwire(blur, link),
        try color(member["color"])
      )
    }
    return Snapshot(
      bitmap: try Bitmap(wire: bitmapTree),
      ctm: CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]),
      fillColor: try color(tree["fill"]), strokeColor: try color(tree["stroke"]),
      blendMode: Int32(try value("blend", Int.self)), alpha: try value("alpha", CGFloat.self),
      lineWidth: try value("lineWidth", CGFloat.self), lineCap: Int32(try value("cap", Int.self)),
      lineJoin: Int32(try value("join", Int.self)), miterLimit: try value("miter", CGFloat.self),
      shadow: shadow)
  }
}
