import Foundation

/// The highlighter's lexer: Swift source read once, byte by byte, into spans of a kind.
extension SwiftHighlighter {
  /// Reads the bytes once, writing each to `out` (escaped) with the spans around them.
  struct Lexer {
    /// What the lexer is inside: a string literal (its `#`s, whether it is `"""`), or the
    /// code of an interpolation (how many of its own parentheses are open).
    enum Frame {
      case string(hashes: Int, multiline: Bool)
      case interpolation(depth: Int)
    }

    let s: UnsafeBufferPointer<UInt8>
    var i = 0
    var out: [UInt8] = []
    /// The span open in `out`.
    var open: Kind?
    var frames: [Frame] = []
    /// The last byte of the last token that is not blank or a comment.
    var last: UInt8 = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      s = bytes
      out.reserveCapacity(bytes.count + bytes.count / 2 + 64)
    }

    mutating func run() {
      while i < s.count {
        if case .string(let hashes, let multiline)? = frames.last {
          stringBody(hashes: hashes, multiline: multiline)
        } else {
          token()
        }
      }
      switchSpan(to: nil)
    }

    // MARK: Writing

    static let openTags = Dictionary(
      uniqueKeysWithValues: Kind.allCases.map {
        ($0, Array("<span class=\"\($0.rawValue)\">".utf8))
      })

    mutating func switchSpan(to kind: Kind?) {
      guard kind != open else { return }
      if open != nil { out.append(contentsOf: "</span>".utf8) }
      if let kind { out.append(contentsOf: Self.openTags[kind] ?? []) }
      open = kind
    }

    /// Writes `s[from..<to]`, escaped, in a span of `kind` (nil: none).
    mutating func emit(_ from: Int, _ to: Int, _ kind: Kind?) {
      guard from < to else { return }
      switchSpan(to: kind)
      for byte in s[from..<to] {
        switch byte {
        case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
        default: out.append(byte)
        }
      }
    }

    // MARK: Classes of bytes

    func at(_ index: Int) -> UInt8 { index < s.count ? s[index] : 0 }

    /// A byte of a name: ASCII letters, digits and `_`, and every byte of a non-ASCII
    /// character (so a name never ends inside one).
    static func isNamePart(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...:
        true
      default: false
      }
    }

    static func isNameStart(_ byte: UInt8) -> Bool { isNamePart(byte) && !isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
    static func isHexDigit(_ byte: UInt8) -> Bool {
      isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    func nameEnd(from start: Int) -> Int {
      var j = start
      while j < s.count, Self.isNamePart(s[j]) { j += 1 }
      return j
    }

    func hashesEnd(from start: Int) -> Int {
      var j = start
      while j < s.count, s[j] == UInt8(ascii: "#") { j += 1 }
      return j
    }

    // MARK: Code

    /// One token of code at `i`.
    mutating func token() {
      let c = s[i]
      let start = i
      switch c {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        endSingleLineInterpolations()
        i += 1
        emit(start, i, nil)
        return
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        i += 1
        while i < s.count, s[i] == 0x20 || s[i] == 0x09 || s[i] == 0x0B || s[i] == 0x0C {
          i += 1
        }
        emit(start, i, nil)
        return
      case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
        while i < s.count, s[i] != UInt8(ascii: "\n"), s[i] != UInt8(ascii: "\r") { i += 1 }
        emit(start, i, .comment)
        return
      case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
        blockComment()
        return
      case UInt8(ascii: "\""):
        openString(hashes: 0, quote: i)
      case UInt8(ascii: "#"):
        let hashes = hashesEnd(from: i)
        if at(hashes) == UInt8(ascii: "\"") {
          openString(hashes: hashes - i, quote: hashes)
        } else if at(hashes) == UInt8(ascii: "/") {
          regex(hashes: hashes - i, slash: hashes)
        } else if hashes == i + 1, Self.isNameStart(at(hashes)) {
          i = nameEnd(from: hashes)
          emit(start, i, .keyword)
        } else {
          i = hashes
          emit(start, i, nil)
        }
      case UInt8(ascii: "@") where Self.isNameStart(at(i + 1)):
        i = nameEnd(from: i + 1)
        emit(start, i, .attribute)
      case UInt8(ascii: "`"):
        let end = nameEnd(from: i + 1)
        i = at(end) == UInt8(ascii: "`") && end > i + 1 ? end + 1 : i + 1
        emit(start, i, nil)
      case UInt8(ascii: "$"):
        i = nameEnd(from: i + 1)
        emit(start, i, nil)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      case UInt8(ascii: "("):
        if case .interpolation(let depth)? = frames.last {
          frames[frames.count - 1] = .interpolation(depth: depth + 1)
        }
        i += 1
        emit(start, i, nil)
      case UInt8(ascii: ")"):
        i += 1
        if case .interpolation(let depth)? = frames.last {
          if depth == 0 {
            // The interpolation's end belongs to its string.
            frames.removeLast()
            emit(start, i, .string)
          } else {
            frames[frames.count - 1] = .interpolation(depth: depth - 1)
            emit(start, i, nil)
          }
        } else {
          emit(start, i, nil)
        }
      default:
        if Self.isNameStart(c) {
          name()
        } else {
          i += 1
          emit(start, i, nil)
        }
      }
      last = s[i - 1]
    }

    /// A name: a keyword, a type (a capital first), or a plain identifier.
    mutating func name() {
      let start = i
      i = nameEnd(from: i)
      var kind: Kind? = nil
      if s[start] >= UInt8(ascii: "A") && s[start] <= UInt8(ascii: "Z") { kind = .type }
      // Every keyword is ASCII, 1 to 15 letters.
      if i - start <= 15, s[start] < 0x80 {
        let word = String(decoding: UnsafeBufferPointer(rebasing: s[start..<i]), as: UTF8.self)
        if SwiftHighlighter.keywords.contains(word)
          || SwiftHighlighter.memberKeywords.contains(word)
        {
          let afterDot = start > 0 && s[start - 1] == UInt8(ascii: ".")
          // `.default`, and `for:` or `in rect:` as an argument's label, are names.
          let label =
            (last == UInt8(ascii: "(") || last == UInt8(ascii: ","))
            && !SwiftHighlighter.neverLabels.contains(word) && labelColonFollows()
          if afterDot {
            if SwiftHighlighter.memberKeywords.contains(word) { kind = .keyword }
          } else if !label && SwiftHighlighter.keywords.contains(word) {
            kind = .keyword
          }
        }
      }
      emit(start, i, kind)
    }

    /// Whether a `:` follows the name that ends at `i`, after blanks and at most one
    /// more name (a parameter's label and name: `in rect:`), and not as `::`.
    func labelColonFollows() -> Bool {
      func blanksEnd(from start: Int) -> Int {
        var j = start
        while at(j) == UInt8(ascii: " ") || at(j) == UInt8(ascii: "\t") { j += 1 }
        return j
      }
      var j = blanksEnd(from: i)
      if Self.isNameStart(at(j)) { j = blanksEnd(from: nameEnd(from: j)) }
      return at(j) == UInt8(ascii: ":") && at(j + 1) != UInt8(ascii: ":")
    }

    /// 12, 1_000, 0.5, 1e-3, 0x1F, 0x1p-3 (and whatever letters follow them).
    mutating func number() {
      let start = i
      let radix = at(i) == UInt8(ascii: "0") ? at(i + 1) : 0
      let hex = radix == UInt8(ascii: "x")
      if hex || radix == UInt8(ascii: "o") || radix == UInt8(ascii: "b") { i += 2 }
      var dot = false
      while i < s.count {
        let c = s[i]
        if Self.isNamePart(c) {
          i += 1
          let exponent = hex ? c | 0x20 == UInt8(ascii: "p") : c | 0x20 == UInt8(ascii: "e")
          if exponent, at(i) == UInt8(ascii: "-") || at(i) == UInt8(ascii: "+"),
            Self.isDigit(at(i + 1))
          {
            i += 1
          }
        } else if c == UInt8(ascii: "."), !dot,
          hex ? Self.isHexDigit(at(i + 1)) : Self.isDigit(at(i + 1))
        {
          dot = true
          i += 1
        } else {
          break
        }
      }
      emit(start, i, .number)
    }

    /// `/* ... */`, nested, or to the end.
    mutating func blockComment() {
      let start = i
      var depth = 0
      while i < s.count {
        if s[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
          depth += 1
          i += 2
        } else if s[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
          depth -= 1
          i += 2
          if depth == 0 { break }
        } else {
          i += 1
        }
      }
      emit(start, i, .comment)
    }

    /// `#/ ... /#`: an extended regular expression literal, as a string.
    mutating func regex(hashes: Int, slash: Int) {
      let start = i
      i = slash + 1
      while i < s.count {
        if s[i] == UInt8(ascii: "\\") {
          i += 2
        } else if s[i] == UInt8(ascii: "/"), hashesEnd(from: i + 1) - (i + 1) >= hashes {
          i += 1 + hashes
          break
        } else {
          i += 1
        }
      }
      i = min(i, s.count)
      emit(start, i, .string)
    }

    /// A newline in the code of an interpolation ends the single-line strings around it
    /// (as Swift reads them: unterminated), and their interpolations.
    mutating func endSingleLineInterpolations() {
      while frames.count >= 2, case .interpolation = frames[frames.count - 1],
        case .string(_, false) = frames[frames.count - 2]
      {
        frames.removeLast(2)
      }
    }

    // MARK: Strings

    /// The opening delimiter (`#`s from `i`, then `"` or `"""` at `quote`).
    mutating func openString(hashes: Int, quote: Int) {
      let start = i
      let multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
      i = quote + (multiline ? 3 : 1)
      emit(start, i, .string)
      frames.append(.string(hashes: hashes, multiline: multiline))
    }

    /// Whether `"` (or `"""`) and `hashes` `#`s close the string at `index`; where after.
    func closing(at index: Int, hashes: Int, multiline: Bool) -> Int? {
      var j = index
      let quotes = multiline ? 3 : 1
      for _ in 0..<quotes {
        guard at(j) == UInt8(ascii: "\"") else { return nil }
        j += 1
      }
      for _ in 0..<hashes {
        guard at(j) == UInt8(ascii: "#") else { return nil }
        j += 1
      }
      return j
    }

    /// A string's text from `i` to its end, an interpolation's start, the end of the
    /// line (a single-line string) or of the input.
    mutating func stringBody(hashes: Int, multiline: Bool) {
      var j = i
      while j < s.count {
        let c = s[j]
        if c == UInt8(ascii: "\\") {
          var k = j + 1
          while k < s.count, k - (j + 1) < hashes, s[k] == UInt8(ascii: "#") { k += 1 }
          guard k - (j + 1) == hashes else {
            j = k
            continue
          }
          if at(k) == UInt8(ascii: "(") {
            emit(i, k + 1, .string)
            i = k + 1
            frames.append(.interpolation(depth: 0))
            return
          }
          // An escaped character (a line's end only in a multi-line string).
          let next = at(k)
          j = k < s.count && (multiline || (next != 0x0A && next != 0x0D)) ? k + 1 : k
        } else if c == UInt8(ascii: "\"") {
          if let end = closing(at: j, hashes: hashes, multiline: multiline) {
            emit(i, end, .string)
            i = end
            frames.removeLast()
            return
          }
          j += 1
        } else if !multiline && (c == 0x0A || c == 0x0D) {
          emit(i, j, .string)
          i = j
          frames.removeLast()
          return
        } else {
          j += 1
        }
      }
      emit(i, s.count, .string)
      i = s.count
    }
  }
}
