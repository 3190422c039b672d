/// Deflate (RFC 1951) in a zlib wrapper (RFC 1950), written here so that the book's
/// images need no library. LZ77 finds matches through hash chains over a 32 KB window;
/// the matches and literals are then coded in one block, with Huffman codes built for
/// this data (dynamic) or the fixed ones, whichever is shorter.
public enum Deflate {
  /// How many earlier places with the same three bytes are tried for each match: more
  /// finds longer matches, slower.
  static let chainLimit = 48
  static let window = 32_768
  static let shortestMatch = 3
  static let longestMatch = 258

  /// A literal byte (`length` 0) or a match of `length` bytes `distance` back.
  struct Token {
    var length: UInt16
    var value: UInt16  // the byte, or the distance
  }

  /// `raw` as a zlib stream: header, one deflate block, Adler-32.
  public static func zlib(_ raw: [UInt8]) -> [UInt8] {
    let tokens = raw.withUnsafeBufferPointer { matches(in: $0) }
    var writer = BitWriter()
    writer.bytes = [0x78, 0x01]  // deflate, 32 KB window; no dictionary
    writer.write(1, bits: 1)  // the last block
    let dynamic = Codes.dynamic(for: tokens)
    if dynamic.blockBits(tokens) < Codes.fixed.blockBits(tokens) {
      writer.write(2, bits: 2)
      dynamic.writeHeader(into: &writer)
      dynamic.write(tokens, into: &writer)
    } else {
      writer.write(1, bits: 2)
      Codes.fixed.write(tokens, into: &writer)
    }
    writer.flush()
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    let adler = (b << 16) | a
    return writer.bytes + [
      UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF),
      UInt8(adler & 0xFF),
    ]
  }

  /// LZ77: the longest earlier match of at least three bytes at each place (greedy).
  static func matches(in raw: UnsafeBufferPointer<UInt8>) -> [Token] {
    let count = raw.count
    let hashSize = 1 << 15
    var head = [Int32](repeating: -1, count: hashSize)
    var previous = [Int32](repeating: -1, count: window)
    var tokens: [Token] = []
    tokens.reserveCapacity(count / 4)
    func hash(_ i: Int) -> Int {
      (Int(raw[i]) << 10 ^ Int(raw[i + 1]) << 5 ^ Int(raw[i + 2])) & (hashSize - 1)
    }
    func insert(_ i: Int) {
      guard i + 2 < count else { return }
      let h = hash(i)
      previous[i & (window - 1)] = head[h]
      head[h] = Int32(i)
    }
    var i = 0
    while i < count {
      var bestLength = 0
      var bestDistance = 0
      if i + 2 < count {
        var candidate = Int(head[hash(i)])
        var tries = chainLimit
        let limit = min(longestMatch, count - i)
        while candidate >= 0, i - candidate <= window, tries > 0 {
          if raw[candidate + bestLength] == raw[i + bestLength], raw[candidate] == raw[i] {
            var length = 0
            while length < limit, raw[candidate + length] == raw[i + length] { length += 1 }
            if length > bestLength {
              bestLength = length
              bestDistance = i - candidate
              if length == limit { break }
            }
          }
          let next = Int(previous[candidate & (window - 1)])
          // Chains only go back in time; an entry the window has since overwritten is
          // recognised by not being earlier.
          if next >= candidate { break }
          candidate = next
          tries -= 1
        }
      }
      if bestLength >= shortestMatch {
        tokens.append(Token(length: UInt16(bestLength), value: UInt16(bestDistance)))
        for k in 0..<bestLength { insert(i + k) }
        i += bestLength
      } else {
        tokens.append(Token(length: 0, value: UInt16(raw[i])))
        insert(i)
        i += 1
      }
    }
    return tokens
  }

  // MARK: - Huffman codes

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025,
    1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12,
    12, 13, 13,
  ]
  /// The order code-length code lengths are sent in.
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The length symbol (257...285) of a match length, and the distance code of a distance.
  static func lengthCode(_ length: Int) -> Int {
    var code = lengthBase.count - 1
    while lengthBase[code] > length { code -= 1 }
    return code
  }

  static func distanceCode(_ distance: Int) -> Int {
    var code = distanceBase.count - 1
    while distanceBase[code] > distance { code -= 1 }
    return code
  }

  /// A block's two alphabets as code lengths, and the canonical codes they give.
  struct Codes {
    /// 0-255 bytes, 256 the end of the block, 257-285 match lengths (the fixed table has
    /// 288, two never used, so that its codes come out as RFC 1951 lists them).
    let literalLengths: [Int]
    let distanceLengths: [Int]  // 30 codes
    let literalCodes: [Int]
    let distanceCodes: [Int]

    init(literalLengths: [Int], distanceLengths: [Int]) {
      self.literalLengths = literalLengths
      self.distanceLengths = distanceLengths
      literalCodes = Codes.canonical(literalLengths)
      distanceCodes = Codes.canonical(distanceLengths)
    }

    /// RFC 1951's fixed codes.
    static let fixed = Codes(
      literalLengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
        + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8),
      distanceLengths: [Int](repeating: 5, count: 30))

    /// Codes built from how often each symbol occurs in `tokens`.
    static func dynamic(for tokens: [Token]) -> Codes {
      var literals = [Int](repeating: 0, count: 286)
      var distances = [Int](repeating: 0, count: 30)
      for token in tokens {
        if token.length == 0 {
          literals[Int(token.value)] += 1
        } else {
          literals[257 + Deflate.lengthCode(Int(token.length))] += 1
          distances[Deflate.distanceCode(Int(token.value))] += 1
        }
      }
      literals[256] = 1
      // Deflate wants at least one distance code even when no match uses one.
      if distances.allSatisfy({ $0 == 0 }) { distances[0] = 1 }
      return Codes(
        literalLengths: lengths(literals, limit: 15), distanceLengths: lengths(distances, limit: 15)
      )
    }

    /// Huffman code lengths of at most `limit` bits for these frequencies (0: unused). If
    /// the tree is too deep the frequencies are halved (kept at least 1) and it is built
    /// again, which flattens it.
    static func lengths(_ frequencies: [Int], limit: Int) -> [Int] {
      var weights = frequencies
      while true {
        let used = weights.indices.filter { weights[$0] > 0 }
        var result = [Int](repeating: 0, count: weights.count)
        if used.count == 1 {
          result[used[0]] = 1
          return result
        }
        // Nodes: leaves first, then merged ones; each knows its parent.
        var nodeWeight = used.map { weights[$0] }
        var parent = [Int](repeating: -1, count: used.count)
        var queue = Array(0..<used.count).sorted { (nodeWeight[$0], $0) < (nodeWeight[$1], $1) }
        var merged: [Int] = []  // merged nodes, in increasing weight
        var (q, m) = (0, 0)
        func takeLightest() -> Int {
          if m >= merged.count || (q < queue.count && nodeWeight[queue[q]] <= nodeWeight[merged[m]])
          {
            q += 1
            return queue[q - 1]
          }
          m += 1
          return merged[m - 1]
        }
        while (queue.count - q) + (merged.count - m) > 1 {
          let a = takeLightest()
          let b = takeLightest()
          nodeWeight.append(nodeWeight[a] + nodeWeight[b])
          parent.append(-1)
          parent[a] = nodeWeight.count - 1
          parent[b] = nodeWeight.count - 1
          merged.append(nodeWeight.count - 1)
        }
        queue = []
        var depth = [Int](repeating: 0, count: nodeWeight.count)
        for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) {
          depth[node] = depth[parent[node]] + 1
        }
        var deepest = 0
        for (leaf, symbol) in used.enumerated() {
          result[symbol] = depth[leaf]
          deepest = max(deepest, depth[leaf])
        }
        if deepest <= limit { return result }
        weights = weights.map { $0 == 0 ? 0 : max(1, $0 / 2) }
      }
    }

    /// Canonical codes for code lengths (RFC 1951, 3.2.2).
    static func canonical(_ lengths: [Int]) -> [Int] {
      let longest = lengths.max() ?? 0
      var count = [Int](repeating: 0, count: longest + 1)
      for length in lengths where length > 0 { count[length] += 1 }
      var next = [Int](repeating: 0, count: longest + 2)
      var code = 0
      if longest > 0 {
        for bits in 1...longest {
          code = (code + count[bits - 1]) << 1
          next[bits] = code
        }
      }
      return lengths.map { length in
        guard length > 0 else { return 0 }
        defer { next[length] += 1 }
        return next[length]
      }
    }

    /// Bits the tokens and the end of block take with these codes (header not counted
    /// for the fixed codes, which have none).
    func blockBits(_ tokens: [Token]) -> Int {
      var bits =
        literalLengths[256] + (self.literalLengths == Codes.fixed.literalLengths ? 0 : headerBits)
      for token in tokens {
        if token.length == 0 {
          bits += literalLengths[Int(token.value)]
        } else {
          let length = Deflate.lengthCode(Int(token.length))
          let distance = Deflate.distanceCode(Int(token.value))
          bits += literalLengths[257 + length] + Deflate.lengthExtra[length]
          bits += distanceLengths[distance] + Deflate.distanceExtra[distance]
        }
      }
      return bits
    }

    // MARK: The dynamic block's header

    /// The literal/length and distance counts sent (trailing unused codes left off).
    var sentCounts: (literals: Int, distances: Int) {
      let literals = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
      let distances = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
      return (literals, distances)
    }

    /// The code lengths, run-length coded: (symbol 0-18, extra bits value).
    var runLengthCoded: [(symbol: Int, extra: Int)] {
      let (literals, distances) = sentCounts
      let all = Array(literalLengths[0..<literals]) + Array(distanceLengths[0..<distances])
      var out: [(Int, Int)] = []
      var i = 0
      while i < all.count {
        let length = all[i]
        var run = 1
        while i + run < all.count, all[i + run] == length { run += 1 }
        if length == 0, run >= 3 {
          let take = min(run, 138)
          out.append(take >= 11 ? (18, take - 11) : (17, take - 3))
          i += take
        } else if length != 0, run >= 4 {
          out.append((length, 0))
          let take = min(run - 1, 6)
          out.append((16, take - 3))
          i += 1 + take
        } else {
          out.append((length, 0))
          i += 1
        }
      }
      return out
    }

    var codeLengthLengths: [Int] {
      var frequencies = [Int](repeating: 0, count: 19)
      for (symbol, _) in runLengthCoded { frequencies[symbol] += 1 }
      // Inflaters refuse an incomplete code for the code lengths: with one symbol only,
      // a second (unused) one completes it.
      if frequencies.filter({ $0 > 0 }).count == 1 {
        frequencies[frequencies[0] == 0 ? 0 : 1] = 1
      }
      return Codes.lengths(frequencies, limit: 7)
    }

    var headerBits: Int {
      let coded = runLengthCoded
      let lengths = codeLengthLengths
      let sent = max(4, (Deflate.codeLengthOrder.lastIndex { lengths[$0] > 0 } ?? 0) + 1)
      var bits = 5 + 5 + 4 + 3 * sent
      for (symbol, _) in coded {
        bits += lengths[symbol] + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0)
      }
      return bits
    }

    func writeHeader(into writer: inout BitWriter) {
      let (literals, distances) = sentCounts
      let coded = runLengthCoded
      let lengths = codeLengthLengths
      let codes = Codes.canonical(lengths)
      let sent = max(4, (Deflate.codeLengthOrder.lastIndex { lengths[$0] > 0 } ?? 0) + 1)
      writer.write(literals - 257, bits: 5)
      writer.write(distances - 1, bits: 5)
      writer.write(sent - 4, bits: 4)
      for symbol in Deflate.codeLengthOrder.prefix(sent) { writer.write(lengths[symbol], bits: 3) }
      for (symbol, extra) in coded {
        writer.writeCode(codes[symbol], bits: lengths[symbol])
        switch symbol {
        case 16: writer.write(extra, bits: 2)
        case 17: writer.write(extra, bits: 3)
        case 18: writer.write(extra, bits: 7)
        default: break
        }
      }
    }

    func write(_ tokens: [Token], into writer: inout BitWriter) {
      for token in tokens {
        if token.length == 0 {
          let symbol = Int(token.value)
          writer.writeCode(literalCodes[symbol], bits: literalLengths[symbol])
          continue
        }
        let length = Int(token.length)
        let code = Deflate.lengthCode(length)
        writer.writeCode(literalCodes[257 + code], bits: literalLengths[257 + code])
        writer.write(length - Deflate.lengthBase[code], bits: Deflate.lengthExtra[code])
        let distance = Int(token.value)
        let distanceCode = Deflate.distanceCode(distance)
        writer.writeCode(distanceCodes[distanceCode], bits: distanceLengths[distanceCode])
        writer.write(
          distance - Deflate.distanceBase[distanceCode], bits: Deflate.distanceExtra[distanceCode])
      }
      writer.writeCode(literalCodes[256], bits: literalLengths[256])
    }
  }

  /// Bits packed from the least significant end of each byte, as deflate wants.
  struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func write(_ value: Int, bits: Int) {
      guard bits > 0 else { return }
      buffer |= UInt64(value) << UInt64(used)
      used += bits
      while used >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        used -= 8
      }
    }

    /// A Huffman code, most significant bit first (deflate sends codes reversed).
    mutating func writeCode(_ code: Int, bits: Int) {
      var reversed = 0
      for k in 0..<bits where code & (1 << k) != 0 { reversed |= 1 << (bits - 1 - k) }
      write(reversed, bits: bits)
    }

    mutating func flush() {
      if used > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      buffer = 0
      used = 0
    }
  }
}
