import BookTools
import Foundation
import Workbook

/// `workbook-run draw PATHDATA`: renders SVG path data.
enum DrawCommand {
  static let help = """
    USAGE: workbook-run draw PATHDATA [--fill-rule nonzero|evenodd] [--size WxH]
                             [--scale S] [--format ascii|pgm|png|svg]
                             [--output FILE [--force]]
                             [--stroke WIDTH [--cap butt|round|square]
                              [--join miter|round|bevel] [--miter-limit L]]

    Fills SVG path data (M L H V Q T C S A Z, absolute and relative) in black on
    white and prints it, or with --stroke draws the outline of its stroke (filled
    with non-zero, as strokes are). PATHDATA '-' reads the data from standard input.

    OPTIONS:
      --fill-rule R   nonzero (the default) or evenodd
      --size WxH      the canvas in points, from (0, 0); default: up to the path's
                      right and bottom edges
      --scale S       pixels per point; default 1 for pgm and png, and for ascii
                      whatever fits the drawing in the terminal
      --format F      ascii (the default): one character per pixel column, two pixel
                      rows per line, darker where more of the pixel is covered;
                      pgm: binary PGM (P5, maxval 255), pixel (i, j) covering x in
                      [i/S, (i+1)/S) and y in [j/S, (j+1)/S), value
                      round(255 x coverage);
                      png: the same grid as a greyscale PNG, black on white;
                      svg: an SVG document of the path (for slides)
      --stroke W      stroke the path W points wide instead of filling it
      --cap C         butt (the default), round or square: how open ends are drawn
      --join J        miter (the default), round or bevel: how corners are drawn
      --miter-limit L miters longer than L times the width become bevels (default
                      10, as in Core Graphics)
      --output FILE   write to FILE instead of standard output (pgm and png need
                      it when standard output is a terminal; '-' is standard
                      output); an existing FILE is kept unless --force is given
      --help          show this help

    LIMITS: path data up to 4 MB; a path that its curves cut into up to
    1,000,000 straight segments, crossing up to 10,000,000 pixel rows in all.
    Beyond them draw says so instead of working for minutes.

    EXAMPLE:
      workbook-run draw 'M0 0 H40 V20 H0 Z M10 5 H30 V15 H10 Z' --fill-rule evenodd
    """

  /// The most path data `draw` reads (4 MB): about a million path commands.
  static let maximumPathDataBytes = 4_000_000

  static var tooMuchData: UsageError {
    UsageError(
      "the path data is over 4 MB (\(grouped(maximumPathDataBytes)) bytes), the most draw "
        + "reads; simplify the path or split it into parts")
  }

  /// The most pixels a drawing may have (4096 x 4096).
  static let maximumPixels = 4096 * 4096
  /// The most pixels on one side.
  static let maximumSide = 65_536

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "draw",
      valueOptions: [
        "fill-rule", "size", "scale", "format", "output", "stroke", "cap", "join", "miter-limit",
      ],
      flagOptions: ["force", "help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard arguments.positional.count == 1, var data = arguments.positional.first else {
      throw UsageError(
        arguments.positional.isEmpty
          ? "draw needs SVG path data, like 'M0 0 L40 0 L20 30 Z' (or '-' to read it from standard input)"
          : "draw takes one path data argument; quote it so the shell keeps it whole")
    }
    if data == "-" {
      if output.readInput != nil, isatty(STDIN_FILENO) == 1 {
        output.err("reading path data from the keyboard: paste it, then press Ctrl-D")
      }
      if let readInput = output.readInput {
        let bytes = readInput(maximumPathDataBytes + 1)
        guard bytes.count <= maximumPathDataBytes else { throw tooMuchData }
        data = String(decoding: bytes, as: UTF8.self)
      } else {
        var lines: [String] = []
        var count = 0
        while let line = output.readLine() {
          count += line.utf8.count + 1
          guard count <= maximumPathDataBytes + 1 else { throw tooMuchData }
          lines.append(line)
        }
        data = lines.joined(separator: "\n")
      }
    }
    guard data.utf8.count <= maximumPathDataBytes else { throw tooMuchData }
    var rule: FillRule
    switch arguments.value("fill-rule") ?? "nonzero" {
    case "nonzero", "non-zero", "winding": rule = .nonZero
    case "evenodd", "even-odd": rule = .evenOdd
    case let other: throw UsageError("--fill-rule must be nonzero or evenodd, not '\(other)'")
    }
    let format = arguments.value("format") ?? "ascii"
    guard ["ascii", "pgm", "png", "svg"].contains(format) else {
      throw UsageError("--format must be ascii, pgm, png or svg, not '\(format)'")
    }
    var path: Path
    do {
      path = try Path(svgPathData: data)
    } catch {
      throw UsageError("\(error.description)")
    }
    if let stroke = try strokeStyle(arguments) {
      // The stroker cuts curves finely first: check what that makes before making it.
      let cut = Rasterizer.workload(
        of: path, height: 0, tolerance: Path.strokeFlatteningTolerance)
      guard cut.segments <= Rasterizer.maximumSegments else {
        throw UsageError(
          "the path is too complex to stroke: its curves would be cut into "
            + "\(grouped(cut.segments)) segments, and at most "
            + "\(grouped(Rasterizer.maximumSegments)) are allowed; simplify the path")
      }
      path = path.strokedOutline(
        width: stroke.width, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit)
      rule = .nonZero
    } else if let option = ["cap", "join", "miter-limit"].first(where: {
      arguments.value($0) != nil
    }) {
      throw UsageError("--\(option) only applies to a stroke; add --stroke WIDTH")
    }
    let size = try canvasSize(arguments.value("size"), path: path)
    let scale = try scale(
      arguments.value("scale"), format: format, size: size,
      columns: (try? Output.columns(nil, output: output)) ?? 80)
    let width = Int((size.width * scale).rounded(.up))
    let height = Int((size.height * scale).rounded(.up))
    guard width >= 1, height >= 1 else {
      throw UsageError(
        "a \(formatNumber(size.width)) x \(formatNumber(size.height)) point canvas at scale "
          + "\(formatNumber(scale)) has no pixels; give a larger --size or --scale")
    }
    guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
      throw UsageError(
        "the drawing would be \(width) x \(height) pixels; at most \(maximumPixels) pixels "
          + "(4096 x 4096) are allowed: lower --scale or --size")
    }
    let transform = Transform2D(scaleX: scale, y: scale)
    if format != "svg" {
      let workload = Rasterizer.workload(of: path, height: height, transform: transform)
      guard workload.isWithinLimits else {
        throw UsageError(
          "the path is too complex to draw at this size: \(workload); at most "
            + "\(grouped(Rasterizer.maximumSegments)) segments and "
            + "\(grouped(Rasterizer.maximumSegmentRows)) rows are allowed. "
            + "Simplify the path, or draw it smaller with --scale")
      }
    }
    if format == "svg" {
      let document = ImageExport.svg(path, rule: rule, size: size, scale: scale)
      if let file = arguments.value("output"), file != "-" {
        return try write(Data(document.utf8), to: arguments, output: &output)
      }
      output.out(String(document.dropLast()))
      return ExitStatus.success
    }
    if format == "pgm" || format == "png" {
      let mask = Rasterizer.alphaMask(
        of: path, rule: rule, width: width, height: height, transform: transform)
      if format == "pgm" {
        return try write(
          ImageExport.pgm(mask, width: width, height: height), to: arguments, output: &output)
      }
      // Black on white, like the ASCII: 255 - coverage.
      let grey = mask.map { 255 - $0 }
      return try write(
        ImageExport.pngGrey(grey, width: width, height: height), to: arguments, output: &output)
    }
    let coverage = Rasterizer.coverage(
      of: path, rule: rule, width: width, height: height, transform: transform)
    let text = asciiArt(coverage).joined(separator: "\n") + "\n"
    if let file = arguments.value("output"), file != "-" {
      return try write(Data(text.utf8), to: arguments, output: &output)
    }
    output.out(String(text.dropLast()))
    return ExitStatus.success
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
  static func strokeStyle(_ arguments: Arguments) throws(UsageError)
    -> (width: CGFloat, cap: LineCap, join: LineJoin, miterLimit: CGFloat)?
  {
    guard let text = arguments.value("stroke") else { return nil }
    guard let width = Double(text), width.isFinite, width > 0, width <= 1e6 else {
      throw UsageError("--stroke must be a positive width in points, like 4; not '\(text)'")
    }
    let cap: LineCap
    switch arguments.value("cap") ?? "butt" {
    case "butt": cap = .butt
    case "round": cap = .round
    case "square": cap = .square
    case let other: throw UsageError("--cap must be butt, round or square, not '\(other)'")
    }
    let join: LineJoin
    switch arguments.value("join") ?? "miter" {
    case "miter": join = .miter
    case "round": join = .round
    case "bevel": join = .bevel
    case let other: throw UsageError("--join must be miter, round or bevel, not '\(other)'")
    }
    var limit = Path.defaultMiterLimit
    if let text = arguments.value("miter-limit") {
      guard let value = Double(text), value.isFinite, value >= 1 else {
        throw UsageError("--miter-limit must be a number of at least 1, like 4; not '\(text)'")
      }
      limit = CGFloat(value)
    }
    return (CGFloat(width), cap, join, limit)
  }

  static func canvasSize(_ text: String?, path: Path) throws(UsageError) -> CGSize {
    guard let text else {
      let box = path.boundingBoxOfPath
      guard !box.isNull, box.maxX > 0, box.maxY > 0 else {
        throw UsageError(
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
      throw UsageError(
        "--size must be WIDTHxHEIGHT in points, both positive, like 200x100; not '\(text)'")
    }
    return CGSize(width: w, height: h)
  }

  static func scale(_ text: String?, format: String, size: CGSize, columns: Int = 80)
    throws(UsageError) -> CGFloat
  {
    guard let text else {
      guard format == "ascii" else { return 1 }
      // The terminal's width less the frame and a little (72 of 80 columns), and no
      // more than 40 lines of two pixel rows.
      return min(CGFloat(columns - 8) / size.width, 80 / size.height)
    }
    guard let value = Double(text), value.isFinite, value > 0 else {
      throw UsageError(
        "--scale must be a positive number of pixels per point, like 2; not '\(text)'")
    }
    return value
  }

  static func write(_ data: Data, to arguments: Arguments, output: inout Output) throws(UsageError)
    -> Int32
  {
    // "-" is standard output, as for the path data.
    guard let file = arguments.value("output"), file != "-" else {
      guard !output.isTerminal else {
        throw UsageError(
          "PGM and PNG are binary: give --output FILE, or redirect standard output to a file")
      }
      output.binary(data)
      return ExitStatus.success
    }
    let url = URL(fileURLWithPath: file)
    if FileManager.default.fileExists(atPath: url.path), !arguments.flag("force") {
      throw UsageError("\(file) exists and was left untouched; add --force to replace it")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      output.err("workbook-run: cannot write \(file): \(error.localizedDescription)")
      return ExitStatus.checkFailed
    }
    output.err("wrote \(file) (\(data.count) bytes)")
    return ExitStatus.success
  }

  static func formatNumber(_ value: CGFloat) -> String {
    String(format: "%g", Double(value))
  }
}
