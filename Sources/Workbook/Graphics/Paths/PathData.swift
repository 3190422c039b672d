import Foundation

/// A mistake in SVG path data: where it is (a 1-based character position) and what was
/// expected there.
public struct PathDataError: Error, Equatable, CustomStringConvertible, Sendable {
  public let position: Int
  public let message: String

  public var description: String { "path data, character \(position): \(message)" }
}

extension Path {
  /// Parses SVG path data: `M L H V Q T C S A Z`, absolute (upper case) and relative
  /// (lower case), with implicit repeats ("M0 0 10 10" is a move then a line), numbers
  /// in SVG's syntax (`-1.5e3`, `.5.5` as two numbers), and arcs converted to cubics.
  ///
  /// Empty or blank data is an empty path. Anything else that does not follow the
  /// grammar throws a `PathDataError` naming the position and what was expected.
  public init(svgPathData text: String) throws(PathDataError) {
    var parser = PathDataParser(Array(text.utf8))
    self = try parser.parse()
  }

  /// The path as compact SVG path data with absolute commands; numbers are rounded to
  /// four decimals.
  public var svgPathData: String {
    func n(_ v: CGFloat) -> String { formatPathNumber(v) }
    func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
    return elements.map { element -> String in
      switch element {
      case .move(let to): "M\(p(to))"
      case .line(let to): "L\(p(to))"
      case .quadCurve(let to, let c): "Q\(p(c)) \(p(to))"
      case .curve(let to, let c1, let c2): "C\(p(c1)) \(p(c2)) \(p(to))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }
}

/// A number for path data: at most four decimals, no trailing zeros, no "-0"; from 1e15
/// on, in exponent form ("1e+308"), which reads back.
package func formatPathNumber(_ value: CGFloat) -> String {
  guard value.isFinite else { return "0" }
  if abs(value) >= 1e15 { return "\(Double(value))" }
  let rounded = (value * 10_000).rounded() / 10_000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  var text = String(format: "%.4f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

private struct PathDataParser {
  let bytes: [UInt8]
  var index = 0
  var path = Path()
  var current = CGPoint.zero
  var subpathStart = CGPoint.zero
  /// The last control point of the previous curve, for the smooth commands S and T.
  var lastCubicControl: CGPoint?
  var lastQuadControl: CGPoint?

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static let commands = Set("MmLlHhVvQqTtCcSsAaZz".utf8)

  mutating func parse() throws(PathDataError) -> Path {
    skipSeparators(allowComma: false)
    guard index < bytes.count else { return path }
    guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
      throw error("path data must start with a move command 'M' or 'm', found \(found())")
    }
    var command: UInt8 = 0
    while true {
      skipSeparators(allowComma: false)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if Self.commands.contains(byte) {
        command = byte
        index += 1
        try run(command, first: true)
      } else if isNumberStart(byte), command != 0,
        command != UInt8(ascii: "Z"), command != UInt8(ascii: "z")
      {
        // An implicit repeat; after a move the repeats are lines.
        if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
        if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        try run(command, first: false)
      } else {
        throw error("expected a command (one of M L H V Q T C S A Z) or a number, found \(found())")
      }
    }
    return path
  }

  mutating func run(_ command: UInt8, first: Bool) throws(PathDataError) {
    let relative = command >= UInt8(ascii: "a")
    let name = Character(UnicodeScalar(command))
    let base = relative ? current : .zero
    func offset(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + base.x, y: p.y + base.y) }
    var cubicControl: CGPoint?
    var quadControl: CGPoint?
    switch name.uppercased() {
    case "M":
      let p = offset(try point(after: name))
      path.move(to: p)
      current = p
      subpathStart = p
    case "L":
      let p = offset(try point(after: name))
      path.addLine(to: p)
      current = p
    case "H":
      let x = try number(after: name, what: "an x coordinate")
      current = CGPoint(x: relative ? current.x + x : x, y: current.y)
      path.addLine(to: current)
    case "V":
      let y = try number(after: name, what: "a y coordinate")
      current = CGPoint(x: current.x, y: relative ? current.y + y : y)
      path.addLine(to: current)
    case "Q", "T":
      let control: CGPoint
      if name.uppercased() == "Q" {
        control = offset(try point(after: name))
      } else {
        control = lastQuadControl.map { current * 2 - $0 } ?? current
      }
      let p = offset(try point(after: name))
      path.addQuadCurve(to: p, control: control)
      quadControl = control
      current = p
    case "C", "S":
      let c1: CGPoint
      if name.uppercased() == "C" {
        c1 = offset(try point(after: name))
      } else {
        c1 = lastCubicControl.map { current * 2 - $0 } ?? current
      }
      let c2 = offset(try point(after: name))
      let p = offset(try point(after: name))
      path.addCurve(to: p, control1: c1, control2: c2)
      cubicControl = c2
      current = p
    case "A":
      let rx = try number(after: name, what: "the radius rx")
      let ry = try number(after: name, what: "the radius ry")
      let rotation = try number(after: name, what: "the x-axis rotation in degrees")
      let large = try flag(after: name, what: "the large-arc flag")
      let sweep = try flag(after: name, what: "the sweep flag")
      let p = offset(try point(after: name))
      path.addSVGArc(
        from: current, to: p, radii: CGSize(width: rx, height: ry),
        rotationDegrees: rotation, largeArc: large, sweep: sweep)
      current = p
    default:  // Z
      path.closeSubpath()
      current = subpathStart
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  mutating func point(after command: Character) throws(PathDataError) -> CGPoint {
    let x = try number(after: command, what: "an x coordinate")
    let y = try number(after: command, what: "a y coordinate")
    return CGPoint(x: x, y: y)
  }

  mutating func flag(after command: Character, what: String) throws(PathDataError) -> Bool {
    skipSeparators(allowComma: true)
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1")
    else { throw error("expected \(what) (0 or 1) for '\(command)', found \(found())") }
    defer { index += 1 }
    return bytes[index] == UInt8(ascii: "1")
  }

  /// Reads one number in SVG's grammar: sign, digits, optional fraction, optional exponent.
  mutating func number(after command: Character, what: String) throws(PathDataError) -> CGFloat {
    skipSeparators(allowComma: true)
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      { index += 1 }
      return index - from
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      index += 1
    }
    var count = digits()
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      count += digits()
    }
    guard count > 0 else {
      index = start
      throw error("expected \(what) for '\(command)', found \(found())")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      let exponentStart = index
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if digits() == 0 { index = exponentStart }  // "1e" followed by something else
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let position = start
      index = start
      throw PathDataError(
        position: position + 1,
        message: "the number \(text) is too large; coordinates must be finite")
    }
    return CGFloat(value)
  }

  func isNumberStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
  }

  mutating func skipSeparators(allowComma: Bool) {
    var commaSeen = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C {
        index += 1
      } else if allowComma, !commaSeen, byte == UInt8(ascii: ",") {
        commaSeen = true
        index += 1
      } else {
        break
      }
    }
  }

  func found() -> String {
    guard index < bytes.count else { return "the end of the data" }
    let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first.map(String.init)
    return "'\(scalar ?? "?")'"
  }

  func error(_ message: String) -> PathDataError {
    PathDataError(position: index + 1, message: message)
  }
}

extension Path {
  /// Adds an SVG elliptical arc from `start` to `end` as cubics, following the SVG
  /// specification's endpoint-to-centre conversion (radii scaled up when too small, a
  /// zero radius drawing a straight line).
  mutating func addSVGArc(
    from start: CGPoint, to end: CGPoint, radii: CGSize, rotationDegrees: CGFloat,
    largeArc: Bool, sweep: Bool
  ) {
    var rx = abs(radii.width)
    var ry = abs(radii.height)
    if start == end { return }
    if rx == 0 || ry == 0 {
      addLine(to: end)
      return
    }
    let phi = rotationDegrees * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    let dx = (start.x - end.x) / 2
    let dy = (start.y - end.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let center = CGPoint(
      x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
    func angle(_ ux: CGFloat, _ uy: CGFloat) -> CGFloat { atan2(uy, ux) }
    let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
    var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
    if sweep, delta < 0 { delta += 2 * .pi }
    if !sweep, delta > 0 { delta -= 2 * .pi }
    guard center.isFinite, delta.isFinite else {
      addLine(to: end)
      return
    }
    // A unit-circle arc, then scaled, rotated and moved onto the ellipse.
    var unit = Path()
    unit.move(to: CGPoint(x: cos(theta1), y: sin(theta1)))
    unit.addArc(
      center: .zero, radius: 1, startAngle: theta1, endAngle: theta1 + delta,
      clockwise: delta > 0)
    let toEllipse = Transform2D(scaleX: rx, y: ry)
      .concatenating(Transform2D(rotationAngle: phi))
      .concatenating(Transform2D(translationX: center.x, y: center.y))
    for element in unit.applying(toEllipse).elements.dropFirst() {
      if case .line = element { continue }  // the arc's own join to its start
      append(element)
    }
  }
}
