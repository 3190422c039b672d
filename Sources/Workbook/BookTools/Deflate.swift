/// Deflate (RFC 1951) in a zlib wrapper (RFC 1950), written here so that the book's
/// images need no library: LZ77 matches found through hash chains over a 32 KB window,
/// coded with the fixed Huffman tables (one block). Figures are mostly runs of a few
/// colours, which matches compress well even without tables built for each image.
public enum Deflate {
  /// How many earlier places with the same three bytes are tried for each match: more
  /// finds longer matches, slower.
  static let chainLimit = 48
  static let window = 32_768
  static let shortestMatch = 3
  static let longestMatch = 258

  /// `raw` as a zlib stream: header, one fixed-Huffman deflate block, Adler-32.
  public static func zlib(_ raw: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.bytes = [0x78, 0x01]  // deflate, 32 KB window; no dictionary, fastest level
    writer.write(1, bits: 1)  // the last block
    writer.write(1, bits: 2)  // fixed Huffman codes
    compress(raw, into: &writer)
    writer.writeSymbol(256)  // end of block
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

  private static func compress(_ bytes: [UInt8], into writer: inout BitWriter) {
    bytes.withUnsafeBufferPointer { compress($0, into: &writer) }
  }

  private static func compress(_ raw: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    let count = raw.count
    let hashSize = 1 << 15
    var head = [Int32](repeating: -1, count: hashSize)
    var previous = [Int32](repeating: -1, count: window)
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
          // Chains only go back in time; an older entry overwritten by the window is
          // recognised by not being earlier.
          if next >= candidate { break }
          candidate = next
          tries -= 1
        }
      }
      if bestLength >= shortestMatch {
        writer.writeLength(bestLength)
        writer.writeDistance(bestDistance)
        for k in 0..<bestLength { insert(i + k) }
        i += bestLength
      } else {
        writer.writeSymbol(Int(raw[i]))
        insert(i)
        i += 1
      }
    }
  }

  /// Bits packed from the least significant end of each byte, as deflate wants.
  struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func write(_ value: Int, bits: Int) {
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

    /// A literal/length symbol in the fixed table.
    mutating func writeSymbol(_ symbol: Int) {
      switch symbol {
      case 0...143: writeCode(0x30 + symbol, bits: 8)
      case 144...255: writeCode(0x190 + symbol - 144, bits: 9)
      case 256...279: writeCode(symbol - 256, bits: 7)
      default: writeCode(0xC0 + symbol - 280, bits: 8)
      }
    }

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

    mutating func writeLength(_ length: Int) {
      var code = BitWriter.lengthBase.count - 1
      while BitWriter.lengthBase[code] > length { code -= 1 }
      writeSymbol(257 + code)
      write(length - BitWriter.lengthBase[code], bits: BitWriter.lengthExtra[code])
    }

    mutating func writeDistance(_ distance: Int) {
      var code = BitWriter.distanceBase.count - 1
      while BitWriter.distanceBase[code] > distance { code -= 1 }
      writeCode(code, bits: 5)
      write(distance - BitWriter.distanceBase[code], bits: BitWriter.distanceExtra[code])
    }

    mutating func flush() {
      if used > 0 { bytes.append(UInt8(buffer & 0xFF)) }
      buffer = 0
      used = 0
    }
  }
}
