import Terminal

/// Markdown's inline marks in the chapters' prose (`**strong**`, `*emphasis*`,
/// `` `code` ``) set for a terminal: the emphasis marks dropped and the backticks kept
/// (how plain text shows code), and in colour, bold, italic and cyan. The text is wrapped
/// without the marks, so a line is as wide in colour as in plain text.
enum TerminalInline {
  enum Mark: Equatable { case strong, emphasis, code }

  /// The text without its marks, and each of its characters' mark (nil: none).
  static func parse(_ text: String, keepingBackticks: Bool) -> (String, [Mark?]) {
    let characters = Array(text)
    var plain = ""
    var marks: [Mark?] = []
    var open: Mark?
    var k = 0
    func closing(_ delimiter: String, from start: Int) -> Bool {
      // A mark closes only if its delimiter comes again later in the text.
      var j = start
      let d = Array(delimiter)
      while j + d.count <= characters.count {
        if Array(characters[j..<(j + d.count)]) == d { return true }
        j += 1
      }
      return false
    }
    while k < characters.count {
      let c = characters[k]
      if open == .code {
        if c == "`" {
          if keepingBackticks {
            plain.append("`")
            marks.append(.code)
          }
          open = nil
        } else {
          plain.append(c)
          marks.append(.code)
        }
        k += 1
        continue
      }
      if c == "`", closing("`", from: k + 1) {
        open = .code
        if keepingBackticks {
          plain.append("`")
          marks.append(.code)
        }
        k += 1
        continue
      }
      if c == "*", k + 1 < characters.count, characters[k + 1] == "*" {
        if open == .strong {
          open = nil
          k += 2
          continue
        }
        if open == nil, closing("**", from: k + 2) {
          open = .strong
          k += 2
          continue
        }
      }
      if c == "*", open == .emphasis {
        open = nil
        k += 1
        continue
      }
      // `*x*`: a star before a letter opens emphasis, if one closes it later.
      if c == "*", open == nil, k + 1 < characters.count, characters[k + 1].isLetter,
        closing("*", from: k + 2)
      {
        open = .emphasis
        k += 1
        continue
      }
      plain.append(c)
      marks.append(open)
      k += 1
    }
    return (plain, marks)
  }

  /// `lines`, wrapped from the plain text `parse` gave, with each mark painted back on
  /// its characters (every line ends with nothing left open).
  static func painted(_ lines: [String], plain: String, marks: [Mark?]) -> [String] {
    let source = Array(plain)
    var position = 0
    func sgr(_ mark: Mark?) -> String {
      switch mark {
      case .strong: "\u{1B}[1m"
      case .emphasis: "\u{1B}[3m"
      case .code: "\u{1B}[36m"
      case nil: "\u{1B}[0m"
      }
    }
    return lines.map { line in
      var out = ""
      var current: Mark?
      for c in line {
        // The same character in the source (the spaces wrapping dropped are skipped).
        while position < source.count, source[position] != c { position += 1 }
        let mark = position < source.count ? marks[position] : nil
        if mark != current {
          if current != nil { out += sgr(nil) }
          if let mark { out += sgr(mark) }
          current = mark
        }
        out.append(c)
        position += 1
      }
      if current != nil { out += sgr(nil) }
      return out
    }
  }
}
