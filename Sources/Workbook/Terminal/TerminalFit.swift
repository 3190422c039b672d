import Foundation
import Graphics
import Lessons

/// Fits text to a terminal `width` columns wide, so that nothing a student reads breaks
/// mid-word or runs off the edge: code is broken at a space or after punctuation with a
/// visible marker, and art (figures, tables, panels) is cut into strips at the gaps
/// between panels when it can be, else at the width, one strip below the other. ANSI
/// colour codes take no room and survive the cuts. (Prose is re-wrapped by the book's
/// terminal renderer, which knows its paragraphs and lists.)
///
/// Every `width` is at least `minimumWidth`, as a `TerminalStyle`'s always is.
public enum TerminalFit {
  /// The narrowest width anything is fitted to (`TerminalStyle` raises a narrower one).
  public static let minimumWidth = 40
  /// The narrowest width code is fitted to (see `fitCode`).
  public static let minimumCodeWidth = 20

  /// The marker that ends a code line broken to fit; the rest follows, indented.
  public static let continuation = " \\"

  /// Visible width: characters, not counting ANSI escape sequences.
  public static func visibleWidth(_ line: String) -> Int {
    var count = 0
    var inEscape = false
    for scalar in line.unicodeScalars {
      if inEscape {
        // A sequence ends at a letter (an ASCII test: Unicode properties are slow).
        if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) {
          inEscape = false
        }
        continue
      }
      if scalar == "\u{1B}" {
        inEscape = true
        continue
      }
      count += scalar.value < 0x1100 ? 1 : terminalColumns(Character(scalar))
    }
    return count
  }

  /// The text without its ANSI escape sequences: what the terminal shows.
  public static func visibleText(_ line: String) -> String {
    String(visibleCells(line).map(\.character))
  }

  /// The line cut to its first `width` visible characters, its colours reset at the cut
  /// (for a screen that must not wrap).
  public static func clipped(_ line: String, to width: Int) -> String {
    guard visibleWidth(line) > width else { return line }
    var out = ""
    var used = 0
    for cell in visibleCells(line) {
      let columns = terminalColumns(cell.character)
      guard used + columns <= width else { break }
      out += cell.prefix + String(cell.character)
      used += columns
    }
    return out + "\u{1B}[0m"
  }

  /// Code: each line longer than `width` broken at the last space that leaves room for
  /// the marker (else after `,`, `(`, `.` or `:`), the rest indented four more than the
  /// line. Comment lines are re-wrapped as comments instead. A token longer than the
  /// room is cut where it must be, and a continuation is never indented by more than
  /// half the width, so every line ends however deep the code is indented.
  ///
  /// `width` may be narrower than `minimumWidth` (code indented beside the prose of a
  /// narrow terminal), down to `minimumCodeWidth`, to which a narrower one is raised.
  public static func fitCode(_ text: String, width: Int) -> String {
    let width = max(minimumCodeWidth, width)
    var out: [String] = []
    let lines = text.components(separatedBy: "\n")
    /// A comment line's prefix (indent and slashes) and text.
    func comment(_ line: String) -> (prefix: String, text: String)? {
      let indent = String(line.prefix { $0 == " " })
      let trimmed = line.dropFirst(indent.count)
      guard let slashes = trimmed.firstMatch(of: #/^//+ ?/#) else { return nil }
      return (indent + String(slashes.0), String(trimmed.dropFirst(slashes.0.count)))
    }
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if let (prefix, _) = comment(line) {
        // A run of comment lines with the same prefix: re-wrapped as one paragraph if
        // any of them is too long.
        var run = [line]
        while index < lines.count, let next = comment(lines[index]), next.prefix == prefix {
          run.append(lines[index])
          index += 1
        }
        if run.allSatisfy({ visibleWidth($0) <= width }) {
          out.append(contentsOf: run)
        } else {
          let words = run.compactMap { comment($0)?.text }.joined(separator: " ")
          out.append(
            contentsOf: wrap(words, width: max(minimumCodeWidth / 2, width - prefix.count)).map {
              prefix + $0
            })
        }
        continue
      }
      guard visibleWidth(line) > width else {
        out.append(line)
        continue
      }
      let indent = String(line.prefix { $0 == " " })
      var rest = line
      var first = true
      while visibleWidth(rest) > width {
        let room = width - continuation.count
        let characters = Array(rest)
        // Never inside a string literal or a comment: joined again, the code would not be
        // what it was.
        let code = codePositions(characters, interpolations: false)
        let floor = (first ? indent.count : indent.count + 4) + 8
        func lastBreak(_ isBreak: (Int) -> Bool) -> Int? {
          var k = min(room, characters.count - 1)
          while k > floor {
            if code[k], code[k - 1], isBreak(k) { return k }
            k -= 1
          }
          return nil
        }
        // A space (but not after `return` or `throw`, whose value must stay on their
        // line), else after `,`, `(` or `:` or before a `.`; only where no other is
        // possible, where it must.
        func keepsTogether(_ k: Int) -> Bool {
          let before = String(characters[..<k]).trimmingCharacters(in: .whitespaces)
          return ["return", "throw", "try", "await"].contains { before.hasSuffix($0) }
        }
        let hanging = String(repeating: " ", count: min(indent.count + 4, width / 2))
        if let cut =
          lastBreak({ characters[$0] == " " && !keepsTogether($0) })
          ?? lastBreak({ ",(:".contains(characters[$0 - 1]) || characters[$0] == "." })
        {
          out.append(
            String(characters[..<cut]).replacingOccurrences(
              of: " +$", with: "", options: .regularExpression) + continuation)
          rest = hanging + String(characters[cut...]).drop { $0 == " " }
        } else if let split = stringSplit(characters, before: width - 3, after: floor) {
          // Only a string literal is long enough: it is closed after a space and goes on,
          // concatenated, on the next line. Still Swift, and the same string.
          out.append(String(characters[..<split]) + "\" +")
          rest = hanging + "\"" + String(characters[split...])
        } else {
          let cut = lastBreak { characters[$0] == " " } ?? room
          out.append(
            String(characters[..<cut]).replacingOccurrences(
              of: " +$", with: "", options: .regularExpression) + continuation)
          rest = hanging + String(characters[cut...]).drop { $0 == " " }
        }
        first = false
      }
      out.append(rest)
    }
    return out.joined(separator: "\n")
  }

  /// Where a line of Swift can be cut inside a plain string literal (one `"`, not raw, not
  /// multi-line), as the literal closed and concatenated with the rest: just after a
  /// space of its text (not in an interpolation or an escape), the last such place before
  /// `limit` and after `floor`. Nil if the line has a raw or multi-line literal.
  package static func stringSplit(_ characters: [Character], before limit: Int, after floor: Int)
    -> Int?
  {
    /// Whether each position is the plain text of a string literal.
    var text = Array(repeating: false, count: characters.count)
    var inside = false
    var k = 0
    while k < characters.count {
      let c = characters[k]
      if !inside {
        if c == "/", k + 1 < characters.count, characters[k + 1] == "/" { break }
        if c == "\"" {
          let raw = k > 0 && characters[k - 1] == "#"
          let triple =
            k + 2 < characters.count && characters[k + 1] == "\"" && characters[k + 2] == "\""
          if raw || triple { return nil }
          inside = true
        }
        k += 1
        continue
      }
      if c == "\\", k + 1 < characters.count {
        guard characters[k + 1] == "(" else {
          k += 2
          continue
        }
        // An interpolation: its code, to the parenthesis that closes it.
        var depth = 0
        k += 1
        while k < characters.count {
          if characters[k] == "(" { depth += 1 }
          if characters[k] == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          k += 1
        }
        k += 1
        continue
      }
      if c == "\"" {
        inside = false
      } else {
        text[k] = true
      }
      k += 1
    }
    var cut = min(limit, characters.count - 1)
    while cut > floor {
      if text[cut], text[cut - 1], characters[cut - 1] == " " { return cut }
      cut -= 1
    }
    return nil
  }

  /// Per character of a line of Swift: whether it is code, not inside a string literal
  /// or a `//` comment. An interpolation's code is code, unless `interpolations` is false
  /// (a line may not break there: a string literal must end on the line it starts).
  package static func codePositions(_ characters: [Character], interpolations: Bool = true)
    -> [Bool]
  {
    var code = Array(repeating: true, count: characters.count)
    var inString = false
    /// Open parentheses of each interpolation being read, innermost last.
    var open: [Int] = []
    var k = 0
    while k < characters.count {
      let c = characters[k]
      if inString {
        code[k] = false
        if c == "\\", k + 1 < characters.count {
          code[k + 1] = false
          if characters[k + 1] == "(" {
            open.append(0)
            inString = false
          }
          k += 2
          continue
        }
        if c == "\"" { inString = false }
      } else if c == "\"" {
        code[k] = false
        inString = true
      } else if c == "/", k + 1 < characters.count, characters[k + 1] == "/" {
        for j in k..<characters.count { code[j] = false }
        break
      } else if !open.isEmpty {
        if !interpolations { code[k] = false }
        if c == "(" { open[open.count - 1] += 1 }
        if c == ")" {
          if open[open.count - 1] == 0 {
            open.removeLast()
            inString = true
            code[k] = false
          } else {
            open[open.count - 1] -= 1
          }
        }
      }
      k += 1
    }
    return code
  }

  /// Help text: a line too long is wrapped with its continuation lines starting where
  /// its text starts (after its indentation, after a list item's "- ", or after an
  /// option's name and the spaces that align its description), so option tables stay
  /// tables. The lines that already continue it (indented to where its text starts) are
  /// one paragraph with it: if one of them is too long, they are wrapped again as a whole.
  public static func fitHelp(_ text: String, width: Int) -> String {
    var out: [String] = []
    let lines = text.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      let column = textColumn(line, width: width)
      let indent = line.prefix { $0 == " " }.count
      var group = [line]
      let hanging = String(repeating: " ", count: column)
      // Only a list item or a table row has lines continuing it (indented under its text).
      while index < lines.count, column > indent, lines[index].hasPrefix(hanging),
        lines[index].dropFirst(column).first.map({ $0 != " " && $0 != "-" }) == true
      {
        group.append(lines[index])
        index += 1
      }
      guard group.contains(where: { $0.count > width }) else {
        out += group
        continue
      }
      let head = String(line.prefix(column))
      let body = group.map { String($0.dropFirst(column)) }.joined(separator: " ")
      for (k, piece) in wrap(body, width: max(1, width - column)).enumerated() {
        out.append((k == 0 ? head : hanging) + piece)
      }
    }
    return out.joined(separator: "\n")
  }

  /// Where a help line's text starts: after its indentation, a list item's "- ", or an
  /// option table row's name and the spaces after it (when that is in the left half).
  static func textColumn(_ line: String, width: Int) -> Int {
    let indent = line.prefix { $0 == " " }.count
    if line.dropFirst(indent).hasPrefix("- ") { return indent + 2 }
    // A numbered item: "1. ", "12. ".
    let digits = line.dropFirst(indent).prefix { $0.isNumber }.count
    if digits > 0, line.dropFirst(indent + digits).hasPrefix(". ") { return indent + digits + 2 }
    // An option table row: "  --name VALUE   description".
    if let gap = line.dropFirst(indent).firstRange(of: "   ") {
      let start = line.distance(from: line.startIndex, to: gap.upperBound)
      let extra = line.dropFirst(start).prefix { $0 == " " }.count
      if start + extra < width / 2 { return start + extra }
    }
    return indent
  }

  /// Art: lines kept whole if the block fits; otherwise cut into strips of at most
  /// `width` columns, at columns that are blank on every line (the gaps between side-by-
  /// side panels) where there are any, else at the width; strips follow one another,
  /// separated by a blank line, and a strip cut mid-picture says which columns it shows.
  public static func fitArt(_ lines: [String], width: Int) -> [String] {
    let width = max(minimumWidth, width)
    let widest = lines.map(visibleWidth).max() ?? 0
    guard widest > width else { return lines }
    let cells = lines.map(visibleCells)
    func isBlank(_ column: Int) -> Bool {
      cells.allSatisfy { column >= $0.count || $0[column].character == " " }
    }
    /// The frames' top and bottom borders (`+`, dashes and spaces).
    let borders = cells.map { row in
      row.contains { $0.character == "+" } && row.allSatisfy { "+- ".contains($0.character) }
    }
    /// Blank but for the borders of a frame it crosses: between a table's columns.
    func isBlankInside(_ column: Int) -> Bool {
      cells.indices.allSatisfy { line in
        borders[line] || column >= cells[line].count || cells[line][column].character == " "
      }
    }
    var strips: [(from: Int, to: Int, cutMidPicture: Bool)] = []
    var start = 0
    while start < widest {
      while start < widest, isBlank(start), !strips.isEmpty { start += 1 }
      guard start < widest else { break }
      if widest - start <= width {
        strips.append((start, widest, false))
        break
      }
      // The widest strip ending at a blank column; else, inside a frame, at a column
      // blank but for its borders (a table cut between its columns, never mid-value);
      // else a hard cut. Either of the last two says which columns each strip holds.
      func lastEnd(_ blank: (Int) -> Bool) -> Int? {
        var end = start + width
        while end > start + width / 3, !blank(end) { end -= 1 }
        return end > start + width / 3 ? end : nil
      }
      if let end = lastEnd(isBlank) {
        strips.append((start, end, false))
        start = end
      } else {
        let end = lastEnd(isBlankInside) ?? start + width
        strips.append((start, end, true))
        start = end
      }
    }
    var out: [String] = []
    let anyHard = strips.contains { $0.cutMidPicture }
    for (index, strip) in strips.enumerated() {
      if index > 0 { out.append("") }
      if anyHard {
        out.append("(columns \(strip.from + 1) to \(strip.to) of \(widest))")
      }
      for row in cells {
        let slice = row.dropFirst(strip.from).prefix(strip.to - strip.from)
        var text = slice.map { $0.prefix + String($0.character) }.joined()
        if slice.contains(where: { !$0.prefix.isEmpty })
          || row.contains(where: { !$0.prefix.isEmpty })
        {
          // Carry the colour in force at the strip's start, and reset at its end.
          let before = row.prefix(strip.from).map(\.prefix).joined()
          text = lastColour(before) + text + "\u{1B}[0m"
        }
        out.append(text.replacingOccurrences(of: " +$", with: "", options: .regularExpression))
      }
    }
    return out
  }

  /// One visible character with the escape sequences before it.
  struct Cell {
    var prefix: String
    var character: Character
  }

  static func visibleCells(_ line: String) -> [Cell] { cellsAndTail(line).cells }

  /// The visible characters of `line` with the escape sequences before each, and the
  /// escape sequences after the last.
  static func cellsAndTail(_ line: String) -> (cells: [Cell], tail: String) {
    var cells: [Cell] = []
    var pending = ""
    var escape = ""
    for character in line {
      if !escape.isEmpty {
        escape.append(character)
        if character.isLetter {
          pending += escape
          escape = ""
        }
        continue
      }
      if character == "\u{1B}" {
        escape = String(character)
        continue
      }
      cells.append(Cell(prefix: pending, character: character))
      pending = ""
    }
    return (cells, pending + escape)
  }

  /// `line` with each stretch of its visible text that reads `text` (in any case) in
  /// reverse video, its colours kept: a search's matches on the page it found.
  package static func highlighting(_ text: String, in line: String) -> String {
    let wanted = text.lowercased().map(String.init)
    guard !wanted.isEmpty else { return line }
    let (cells, tail) = cellsAndTail(line)
    let visible = cells.map { $0.character.lowercased() }
    var marked = Array(repeating: false, count: cells.count)
    var k = 0
    while k + wanted.count <= visible.count {
      if Array(visible[k..<(k + wanted.count)]) == wanted {
        for j in k..<(k + wanted.count) { marked[j] = true }
        k += wanted.count
      } else {
        k += 1
      }
    }
    guard marked.contains(true) else { return line }
    let off = Terminal.Escape.csi + "27m"
    var out = ""
    for (index, cell) in cells.enumerated() {
      out += cell.prefix
      let starts = marked[index] && (index == 0 || !marked[index - 1])
      // A colour change inside the match may have reset it: it is set again.
      if starts || (marked[index] && !cell.prefix.isEmpty) { out += Terminal.Escape.reverse }
      out.append(cell.character)
      if marked[index], index == cells.count - 1 || !marked[index + 1] { out += off }
    }
    return out + tail
  }

  /// The escape sequences since the last reset in `codes` (what is in force after them).
  static func lastColour(_ codes: String) -> String {
    guard let reset = codes.range(of: "\u{1B}[0m", options: .backwards) else { return codes }
    return String(codes[reset.upperBound...])
  }
}
