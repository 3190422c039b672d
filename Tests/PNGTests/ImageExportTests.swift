import PNG
import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@testable import PNG
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter ImageExportTests`.
@Suite struct ImageExportTests {}

/// Reads a PNG's chunks, checking each CRC.
private func chunks(_ data: [UInt8]) -> [(type: String, payload: [UInt8], crcOK: Bool)] {
  var result: [(String, [UInt8], Bool)] = []
  var offset = 8
  while offset + 12 <= data.count {
    let length = data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    let typeBytes = Array(data[(offset + 4)..<(offset + 8)])
    let payload = Array(data[(offset + 8)..<(offset + 8 + length)])
    let crc = data[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) {
      $0 << 8 | UInt32($1)
    }
    result.append(
      (
        String(decoding: typeBytes, as: UTF8.self), payload,
        crc == ImageExport.crc32(typeBytes + payload)
      ))
    offset += 12 + length
  }
  return result
}

/// An inflater written from RFC 1951 for these tests, independent of `Deflate`: stored,
/// fixed and dynamic Huffman blocks. Returns nil for a malformed stream or a wrong
/// Adler-32.
private func inflate(_ stream: [UInt8]) -> [UInt8]? {
  guard stream.count >= 6, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
    stream[0] & 0x0F == 8
  else { return nil }
  var position = 16  // bit position, after the two header bytes
  func bit() -> Int? {
    guard position / 8 < stream.count - 4 else { return nil }
    let value = Int(stream[position / 8] >> UInt8(position % 8)) & 1
    position += 1
    return value
  }
  func bits(_ count: Int) -> Int? {
    var value = 0
    for k in 0..<count {
      guard let b = bit() else { return nil }
      value |= b << k
    }
    return value
  }
  /// Canonical Huffman decoding from code lengths: (length, code) -> symbol.
  func table(_ lengths: [Int]) -> [Int: [Int: Int]] {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths where length > 0 { counts[length] += 1 }
    var next = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1..<16 {
      code = (code + counts[length - 1]) << 1
      next[length] = code
    }
    var result: [Int: [Int: Int]] = [:]
    for (symbol, length) in lengths.enumerated() where length > 0 {
      result[length, default: [:]][next[length]] = symbol
      next[length] += 1
    }
    return result
  }
  func decode(_ table: [Int: [Int: Int]]) -> Int? {
    var code = 0
    for length in 1..<16 {
      guard let b = bit() else { return nil }
      code = code << 1 | b
      if let symbol = table[length]?[code] { return symbol }
    }
    return nil
  }
  let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  var out: [UInt8] = []
  var last = 0
  repeat {
    guard let final = bit(), let type = bits(2) else { return nil }
    last = final
    switch type {
    case 0:
      position = (position + 7) / 8 * 8
      guard let length = bits(16), let complement = bits(16), length == ~complement & 0xFFFF
      else { return nil }
      for _ in 0..<length {
        guard let byte = bits(8) else { return nil }
        out.append(UInt8(byte))
      }
      continue
    case 1, 2:
      var literals: [Int: [Int: Int]]
      var distances: [Int: [Int: Int]]
      if type == 1 {
        literals = table(
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
        distances = table([Int](repeating: 5, count: 30))
      } else {
        guard let hlit = bits(5), let hdist = bits(5), let hclen = bits(4) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for k in 0..<(hclen + 4) {
          guard let length = bits(3) else { return nil }
          codeLengths[order[k]] = length
        }
        let lengthTable = table(codeLengths)
        var lengths: [Int] = []
        while lengths.count < hlit + 257 + hdist + 1 {
          guard let symbol = decode(lengthTable) else { return nil }
          switch symbol {
          case 0...15: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last, let repeats = bits(2) else { return nil }
            lengths += [Int](repeating: previous, count: 3 + repeats)
          case 17:
            guard let repeats = bits(3) else { return nil }
            lengths += [Int](repeating: 0, count: 3 + repeats)
          default:
            guard let repeats = bits(7) else { return nil }
            lengths += [Int](repeating: 0, count: 11 + repeats)
          }
        }
        literals = table(Array(lengths[0..<(hlit + 257)]))
        distances = table(Array(lengths[(hlit + 257)...]))
      }
      while true {
        guard let symbol = decode(literals) else { return nil }
        if symbol < 256 {
          out.append(UInt8(symbol))
          continue
        }
        if symbol == 256 { break }
        let index = symbol - 257
        guard index < lengthBase.count, let extra = bits(lengthExtra[index]),
          let code = decode(distances), code < 30,
          let distanceExtra = bits(code < 4 ? 0 : code / 2 - 1)
        else { return nil }
        let length = lengthBase[index] + extra
        let distance = distanceBase[code] + distanceExtra
        guard distance <= out.count else { return nil }
        for _ in 0..<length { out.append(out[out.count - distance]) }
      }
    default: return nil
    }
  } while last == 0
  var (a, b): (UInt32, UInt32) = (1, 0)
  for byte in out {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  let stored = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
  return stored == (b << 16 | a) ? out : nil
}

/// PNG scanlines with their filters undone (`channels` bytes a pixel).
private func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8]? {
  let stride = width * channels
  guard raw.count == (stride + 1) * height else { return nil }
  var out: [UInt8] = []
  for row in 0..<height {
    let filter = raw[row * (stride + 1)]
    for x in 0..<stride {
      let value = Int(raw[row * (stride + 1) + 1 + x])
      let left = x >= channels ? Int(out[row * stride + x - channels]) : 0
      let up = row > 0 ? Int(out[(row - 1) * stride + x]) : 0
      let corner = row > 0 && x >= channels ? Int(out[(row - 1) * stride + x - channels]) : 0
      let estimate = left + up - corner
      let (pa, pb, pc) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
      let paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
      let predictor: Int
      switch filter {
      case 0: predictor = 0
      case 1: predictor = left
      case 2: predictor = up
      case 3: predictor = (left + up) / 2
      case 4: predictor = paeth
      default: return nil
      }
      out.append(UInt8(truncatingIfNeeded: value + predictor))
    }
  }
  return out
}

extension ImageExportTests {
  @Test func pngHasTheSignatureHeaderAndValidChunks() {
    let values: [UInt8] = [0, 64, 128, 255, 10, 20, 30, 40]
    let png = [UInt8](ImageExport.pngGrey(values, width: 4, height: 2))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let parts = chunks(png)
    #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(parts.allSatisfy { $0.crcOK })
    #expect(Array(parts[0].payload.prefix(8)) == [0, 0, 0, 4, 0, 0, 0, 2])
    let raw = inflate(parts[1].payload)
    #expect(raw.flatMap { unfilter($0, width: 4, height: 2, channels: 1) } == values)
  }

  @Test func deflateRoundTripsRunsRepeatsAndNoise() throws {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    let noise = (0..<70_000).map { _ in next() }
    let runs = (0..<70_000).map { UInt8($0 / 1000 % 3) }
    // A phrase repeated across the whole 32 KB window, and matches of every length.
    var phrases: [UInt8] = []
    for k in 0..<3000 { phrases += Array("phrase \(k % 97) ".utf8) }
    for input in [[], [7], Array("abcabcabcabc".utf8), noise, runs, phrases] {
      let stream = Deflate.zlib(input)
      #expect(inflate(stream) == input, "\(input.count) bytes")
    }
    #expect(Deflate.zlib(runs).count < runs.count / 50)
  }

  @Test func aFigureCompressesToAFractionOfItsPixels() throws {
    // A grey picture with a white card: what the book's images look like.
    var values = [UInt8](repeating: 140, count: 300 * 300)
    for y in 50..<250 { for x in 40..<260 { values[y * 300 + x] = 255 } }
    let parts = chunks([UInt8](ImageExport.pngGrey(values, width: 300, height: 300)))
    let raw = try #require(inflate(parts[1].payload))
    #expect(unfilter(raw, width: 300, height: 300, channels: 1) == values)
    #expect(parts[1].payload.count < 300 * 300 / 40)
    // Codes built for the data (a dynamic block, type 2) beat the fixed ones here.
    #expect((parts[1].payload[2] >> 1) & 3 == 2)
  }

  @Test func tinyInputsUseTheFixedCodesAndEveryLengthRoundTrips() throws {
    // Under a few dozen bytes a table costs more than it saves.
    let tiny = Deflate.zlib(Array("abc".utf8))
    #expect((tiny[2] >> 1) & 3 == 1)
    // One input per match length (3 to 258) and the distances at every extra-bit step.
    for length in [3, 4, 10, 11, 12, 18, 35, 66, 130, 227, 257, 258] {
      for distance in [1, 2, 5, 9, 33, 257, 1025, 4097, 16385, 32768] {
        let block = (0..<distance).map { UInt8(truncatingIfNeeded: $0 * 31 + length) }
        let input = block + Array(block.prefix(min(length, distance))) + [255]
        #expect(inflate(Deflate.zlib(input)) == input, "length \(length), distance \(distance)")
      }
    }
  }

  /// A bitmap's PNG read back: IHDR's depth and colour type, and RGBA bytes (a palette's
  /// indices looked up in PLTE and tRNS).
  private func decoded(_ png: Data) throws -> (depth: UInt8, colorType: UInt8, rgba: [UInt8]) {
    let parts = chunks([UInt8](png))
    #expect(parts.allSatisfy { $0.crcOK })
    let header = try #require(parts.first { $0.type == "IHDR" }).payload
    let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
    let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
    let (depth, colorType) = (header[8], header[9])
    let data = try #require(parts.first { $0.type == "IDAT" }).payload
    let raw = try #require(inflate(data))
    if colorType == 6 {
      let rgba = try #require(unfilter(raw, width: width, height: height, channels: 4))
      return (depth, colorType, rgba)
    }
    let palette = try #require(parts.first { $0.type == "PLTE" }).payload
    let alphas = parts.first { $0.type == "tRNS" }?.payload ?? []
    let rowBytes = (width * Int(depth) + 7) / 8
    let rows = try #require(unfilter(raw, width: rowBytes, height: height, channels: 1))
    var rgba: [UInt8] = []
    for row in 0..<height {
      for column in 0..<width {
        let bit = column * Int(depth)
        let byte = rows[row * rowBytes + bit / 8]
        let index = Int(byte >> (8 - Int(depth) - bit % 8)) & ((1 << Int(depth)) - 1)
        rgba += Array(palette[(3 * index)..<(3 * index + 3)])
        rgba.append(index < alphas.count ? alphas[index] : 255)
      }
    }
    return (depth, colorType, rgba)
  }

  @Test func aPictureOfFewColoursIsWrittenWithAPaletteAndReadsBackTheSame() throws {
    // Pictures of 2, 3, 9, 200 and 300 colours, with transparent and translucent pixels.
    for colors in [2, 3, 9, 200, 300] {
      var bitmap = Bitmap(width: 37, height: 11)
      for index in bitmap.pixels.indices {
        let k = (index * 7 + index / 37) % colors
        let alpha: Float = k == 0 ? 0 : k == 1 ? 0.5 : 1
        let grey = Float(k) / Float(colors)
        bitmap.pixels[index] = Pixel(grey * alpha, (1 - grey) * alpha, 0.25 * alpha, alpha)
      }
      let png = ImageExport.png(bitmap)
      let (depth, colorType, rgba) = try decoded(png)
      #expect(colorType == (colors <= 256 ? 3 : 6), "\(colors) colours")
      #expect(depth == (colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8))
      // The same bytes as RGBA would hold: straight alpha, 8 bits a channel.
      var expected: [UInt8] = []
      for p in bitmap.pixels {
        let straight = p.w > 0 ? Pixel(p.x / p.w, p.y / p.w, p.z / p.w, p.w) : .zero
        for k in 0..<4 { expected.append(UInt8((straight[k].clamped(to: 0...1) * 255).rounded())) }
      }
      #expect(rgba == expected, "\(colors) colours")
    }
  }

  @Test func crcMatchesTheKnownValue() {
    #expect(ImageExport.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func svgDocumentCarriesThePathAndFillRule() {
    let path = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
    let svg = ImageExport.svg(path, rule: .evenOdd, size: CGSize(width: 4, height: 2), scale: 10)
    #expect(svg.contains(#"width="40" height="20" viewBox="0 0 4 2""#))
    #expect(svg.contains(#"d="M0 0 L4 0 L4 2 L0 2 Z""#))
    #expect(svg.contains(#"fill-rule="evenodd""#))
  }
}
