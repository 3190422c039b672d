import Foundation
import PNG
import Terminal
import Workbook

/// `workbook-run draw PATHDATA`: renders SVG path data.
enum DrawCommand {
  static let fillRule = Option.choice(
    "fill-rule", ["nonzero", "evenodd"], help: "how overlaps fill: nonzero (the default) or evenodd"
  )
  static let size = Option.text(
    "size", "WxH",
    help: "the canvas in points, from (0, 0); default: up to the path's right and bottom edges")
  static let scale = Option.text(
    "scale", "S",
    help: "pixels per point; default 1 for pgm and png, and for ascii whatever fits the "
      + "drawing in the terminal")
  static let format = Option.choice(
    "format", ["ascii", "pgm", "png", "svg"],
    help: "ascii (the default): one character per pixel column, two pixel rows per line, "
      + "darker where more of the pixel is covered; pgm: binary PGM (P5, maxval 255), pixel "
      + "(i, j) covering x in [i/S, (i+1)/S) and y in [j/S, (j+1)/S), value round(255 x "
      + "coverage); png: the same grid as a greyscale PNG, black on white; svg: an SVG "
      + "document of the path (for slides)")
  static let output = Option.text(
    "output", "FILE",
    help: "write to FILE instead of standard output (pgm and png need it when standard output "
      + "is a terminal; '-' is standard output); an existing FILE is kept unless --force")
  static let force = Option.flag("force", help: "with --output, replace an existing file")
  static let stroke = Option.text(
    "stroke", "W", help: "stroke the path W points wide instead of filling it")
  static let cap = Option.choice(
    "cap", ["butt", "round", "square"], help: "how open ends are drawn (butt, the default)")
  static let join = Option.choice(
    "join", ["miter", "round", "bevel"], help: "how corners are drawn (miter, the default)")
  static let miterLimit = Option.text(
    "miter-limit", "L",
    help: "miters longer than L times the width become bevels (default 10, as in Core Graphics)")

  static let command = Command(
    "draw", abstract: "render SVG path data as ASCII art or a PGM image",
    arguments: [
      Argument(
        "PATHDATA",
        what: "SVG path data, like 'M0 0 L40 0 L20 30 Z' (or '-' to read it from standard input)")
    ],
    options: [fillRule, size, scale, format, output, force, stroke, cap, join, miterLimit],
    discussion: """
      Fills SVG path data (M L H V Q T C S A Z, absolute and relative) in black on white and \
      prints it, or with --stroke draws the outline of its stroke (filled with non-zero, as \
      strokes are). PATHDATA '-' reads the data from standard input.
      """,
    epilogue: {
      """
      LIMITS: path data up to 4 MB; a path that its curves cut into up to 1,000,000 \
      straight segments, crossing up to 10,000,000 pixel rows in all. Beyond them draw says \
      so instead of working for minutes.

      EXAMPLE:
        workbook-run draw 'M0 0 H40 V20 H0 Z M10 5 H30 V15 H10 Z' --fill-rule evenodd
      """
    }, run: run)

  /// The most path data `draw` reads (4 MB): about a million path commands.
  static let maximumPathDataBytes = 4_000_000

  static var tooMuchData: CommandError {
    .usage(
      "the path data is over 4 MB (\(grouped(maximumPathDataBytes)) bytes), the most draw "
        + "reads; simplify the path or split it into parts")
  }

  /// The most pixels a drawing may have (4096 x 4096).
  static let maximumPixels = 4096 * 4096
  /// The most pixels on one side.
  static let maximumSide = 65_536

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    var data = session.positional[0]
    if data == "-" {
      if session.console.takesKeys {
        session.console.err("reading path data from the keyboard: paste it, then press Ctrl-D")
      }
      let bytes = session.console.readInput(maximumPathDataBytes + 1)
      guard bytes.count <= maximumPathDataBytes else { throw tooMuchData }
      data = String(decoding: bytes, as: UTF8.self)
    }
    guard data.utf8.count <= maximumPathDataBytes else { throw tooMuchData }
    var rule: FillRule = session.text(fillRule) == "evenodd" ? .evenOdd : .nonZero
    let format = session.text(DrawCommand.format) ?? "ascii"
    var path: Path
    do {
      path = try Path(svgPathData: data)
    } catch {
      throw .usage("\(error.description)")
    }
    if let stroke = try strokeStyle(session) {
      // The stroker cuts curves finely first: check what that makes before making it.
      let cut = Rasterizer.workload(
        of: path, height: 0, tolerance: Path.strokeFlatteningTolerance)
      guard cut.segments <= Rasterizer.maximumSegments else {
        throw .usage(
          "the path is too complex to stroke: its curves would be cut into "
            + "\(grouped(cut.segments)) segments, and at most "
            + "\(grouped(Rasterizer.maximumSegments)) are allowed; simplify the path")
      }
      path = path.strokedOutline(
        width: stroke.width, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit)
      rule = .nonZero
    } else if let option = [cap, join, miterLimit].first(where: { session.text($0) != nil }) {
      throw .usage("--\(option.name) only applies to a stroke; add --stroke WIDTH")
    }
    let canvas = try canvasSize(session.text(size), path: path)
    let scale = try pixelScale(
      session.text(DrawCommand.scale), format: format, size: canvas, columns: session.width)
    let width = Int((canvas.width * scale).rounded(.up))
    let height = Int((canvas.height * scale).rounded(.up))
    guard width >= 1, height >= 1 else {
      throw .usage(
        "a \(formatNumber(canvas.width)) x \(formatNumber(canvas.height)) point canvas at scale "
          + "\(formatNumber(scale)) has no pixels; give a larger --size or --scale")
    }
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      throw .usage(
        "the drawing would be \(width) x \(height) pixels; at most \(maximumPixels) pixels "
          + "(4096 x 4096) are allowed: lower --scale or --size")
    }
    let transform = Transform2D(scaleX: scale, y: scale)
    if format != "svg" {
      let workload = Rasterizer.workload(of: path, height: height, transform: transform)
      guard workload.isWithinLimits else {
        throw .usage(
          "the path is too complex to draw at this size: \(workload); at most "
            + "\(grouped(Rasterizer.maximumSegments)) segments and "
            + "\(grouped(Rasterizer.maximumSegmentRows)) rows are allowed. "
            + "Simplify the path, or draw it smaller with --scale")
      }
    }
    if format == "svg" {
      let document = ImageExport.svg(path, rule: rule, size: canvas, scale: scale)
      if let file = session.text(output), file != "-" {
        return try write(Data(document.utf8), session: session)
      }
      session.console.out(String(document.dropLast()))
      return .success
    }
    if format == "pgm" || format == "png" {
      let mask = Rasterizer.alphaMask(
        of: path, rule: rule, width: width, height: height, transform: transform)
      if format == "pgm" {
        return try write(
          ImageExport.pgm(mask, width: width, height: height), session: session)
      }
      // Black on white, like the ASCII: 255 - coverage.
      let grey = mask.map { 255 - $0 }
      return try write(
        ImageExport.pngGrey(grey, width: width, height: height), session: session)
    }
    let coverage = Rasterizer.coverage(
      of: path, rule: rule, width: width, height: height, transform: transform)
    let text = asciiArt(coverage).joined(separator: "\n") + "\n"
    if let file = session.text(output), file != "-" {
      return try write(Data(text.utf8), session: session)
    }
    session.console.out(String(text.dropLast()))
    return .success
  }

  /// Coverage as framed ASCII art: a character per pixel column, two rows per line.
  static func asciiArt(_ grid: CoverageGrid) -> [String] {
    let lines = (0..<((grid.height + 1) / 2)).map { line in
      String(
        (0..<grid.width).map { x -> Character in
          let top = grid[x, 2 * line]
          let bottom = 2 * line + 1 < grid.height ? grid[x, 2 * line + 1] : 0
          let coverage = (top + bottom) / 2
          return AsciiArt.character(
            for: Pixel(0, 0, 0, 1) * coverage + Pixel(1, 1, 1, 1) * (1 - coverage),
            column: x, row: line)
        })
    }
    return Figure(art: lines).rendered().components(separatedBy: "\n")
  }

  /// The stroke options, if `--stroke` was given.
  static func strokeStyle(_ session: Session) throws(CommandError)
    -> (width: CGFloat, cap: LineCap, join: LineJoin, miterLimit: CGFloat)?
  {
    guard let text = session.text(stroke) else { return nil }
    guard let width = Double(text), width.isFinite, width > 0, width <= 1e6 else {
      throw .usage("--stroke must be a positive width in points, like 4; not '\(text)'")
    }
    let caps: [String: LineCap] = ["butt": .butt, "round": .round, "square": .square]
    let joins: [String: LineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
    let lineCap = caps[session.text(cap) ?? ""] ?? .butt
    let lineJoin = joins[session.text(join) ?? ""] ?? .miter
    var limit = Path.defaultMiterLimit
    if let text = session.text(miterLimit) {
      guard let value = Double(text), value.isFinite, value >= 1 else {
        throw .usage("--miter-limit must be a number of at least 1, like 4; not '\(text)'")
      }
      limit = CGFloat(value)
    }
    return (CGFloat(width), lineCap, lineJoin, limit)
  }

  static func canvasSize(_ text: String?, path: Path) throws(CommandError) -> CGSize {
    guard let text else {
      let box = path.boundingBoxOfPath
      guard !box.isNull, box.maxX > 0, box.maxY > 0 else {
        throw .usage(
          path.isEmpty
            ? "the path data draws nothing; give some path data, like 'M0 0 L40 0 L20 30 Z'"
            : "the path lies outside the positive quadrant, so no default size fits it; give --size WxH"
        )
      }
      return CGSize(width: box.maxX.rounded(.up), height: box.maxY.rounded(.up))
    }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      w.isFinite, h.isFinite, w > 0, h > 0
    else {
      throw .usage(
        "--size must be WIDTHxHEIGHT in points, both positive, like 200x100; not '\(text)'")
    }
    return CGSize(width: w, height: h)
  }

  static func pixelScale(_ text: String?, format: String, size: CGSize, columns: Int = 80)
    throws(CommandError) -> CGFloat
  {
    guard let text else {
      guard format == "ascii" else { return 1 }
      // The terminal's width less the frame and a little (72 of 80 columns), and no
      // more than 40 lines of two pixel rows.
      return min(CGFloat(columns - 8) / size.width, 80 / size.height)
    }
    guard let value = Double(text), value.isFinite, value > 0 else {
      throw .usage(
        "--scale must be a positive number of pixels per point, like 2; not '\(text)'")
    }
    return value
  }

  static func write(_ data: Data, session: Session) throws(CommandError) -> ExitCode {
    // "-" is standard output, as for the path data.
    guard let file = session.text(output), file != "-" else {
      guard !session.console.isTerminal else {
        throw .usage(
          "PGM and PNG are binary: give --output FILE, or redirect standard output to a file")
      }
      session.console.binary(data)
      return .success
    }
    let url = URL(fileURLWithPath: file)
    if FileManager.default.fileExists(atPath: url.path), !session.flag(force) {
      throw .usage("\(file) exists and was left untouched; add --force to replace it")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw .couldNotDo("cannot write \(file): \(error.localizedDescription)")
    }
    session.console.err("wrote \(file) (\(data.count) bytes)")
    return .success
  }

  static func formatNumber(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
