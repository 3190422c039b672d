import Graphics
@_spi(Engine) import UIKitModel

// How drawing crosses the wire: paths, pictures, the callbacks handed to the student's
// code, and contexts (`ViewMirror.swift` has views).

// MARK: Paths

extension UIBezierPath: Wire {
  /// The most elements a path from the student's code may have: far more than any
  /// exercise needs, few enough that judging it stays quick.
  package static let mostElements = 20_000

  /// `Wire`: the value as data, for the other side.
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

  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
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

  /// `Wire`: what stands in for a value the student's program could not give.
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
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    .object([
      "scale": .number(Double(scale)),
      "bitmap": (cgImage?.bitmap ?? Bitmap(width: 0, height: 0)).wire,
    ])
  }

  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
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

  /// `Wire`: what stands in for a value the student's program could not give.
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

  /// A callback that answers with `function`, which runs on the side that made it.
  public init(_ function: @escaping (Argument) -> Result) { self.function = function }

  /// Calls the function (across the wire, when this is the student's side's copy).
  public func call(_ argument: Argument) -> Result { function(argument) }

  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    let function = self.function
    return .number(
      Double(
        link.register { arguments in
          guard arguments.count == 1 else { throw WireError("a callback takes one argument") }
          return try function(try Argument.unwire(arguments[0], link)).wire(link)
        }))
  }

  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Callback {
    let number = try Int.unwire(tree, link)
    return Callback { argument in
      let answer = (try? argument.wire(link)).map { link.callBack(number, [$0]) } ?? .null
      return (try? Result.unwire(answer, link)) ?? Result.placeholder
    }
  }

  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Callback { Callback { _ in Result.placeholder } }
}

// MARK: Contexts

/// A context handed to the student's code crosses as its pixels and graphics state; in
/// the exercise's program it is the current context while the code runs (so
/// `UIColor.setFill()` and `UIBezierPath.fill()` draw into it), and the pixels and state
/// it is left with come back (see `CGContext.Snapshot`).
extension CGContext: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree { try Self.tree(snapshot) }

  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    let context = CGContext(bitmap: Bitmap(width: 0, height: 0))
    context.snapshot = try snapshot(tree)
    UIGraphicsPushContext(context)
    guard let context = context as? Self else { throw WireError("a context of another class") }
    return context
  }

  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Self {
    known(CGContext(bitmap: Bitmap(width: 0, height: 0)))
  }

  /// `Wire`: the state to send back after the student's code ran (nil: none).
  public func stateAfterCall(_ link: WireLink) throws -> WireTree? {
    UIGraphicsPopContext()
    return try Self.tree(snapshot)
  }

  /// `Wire`: takes on the state the student's side sent back.
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
