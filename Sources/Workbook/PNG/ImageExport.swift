import Foundation
import Graphics

/// Image files written without any library: PGM, PNG (greyscale, palette or RGBA,
/// filtered per row and compressed with this project's own `Deflate`), and SVG for paths.
public enum ImageExport {
  /// Binary PGM (P5, maxval 255) of 8-bit values, row by row.
  public static func pgm(_ values: [UInt8], width: Int, height: Int) -> Data {
    var data = Data("P5\n\(width) \(height)\n255\n".utf8)
    data.append(contentsOf: values)
    return data
  }

  /// An 8-bit greyscale PNG of `values`, row by row.
  public static func pngGrey(_ values: [UInt8], width: Int, height: Int) -> Data {
    png(values, width: width, height: height, colorType: 0, channels: 1)
  }

  /// A PNG of a bitmap, its colours exact (premultiplied pixels are converted to straight
  /// alpha, 8 bits a channel). A picture of 256 colours or fewer, as most of the book's
  /// are, is written with a palette (each pixel an index, 1, 2, 4 or 8 bits), about a
  /// quarter of the bytes before compression; any other as RGBA.
  public static func png(_ bitmap: Bitmap) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(bitmap.pixels.count * 4)
    // Pictures are mostly runs of one colour: a pixel like the last one repeats its bytes.
    var last: (pixel: Pixel, bytes: (UInt8, UInt8, UInt8, UInt8))?
    for p in bitmap.pixels {
      if let last, last.pixel == p {
        bytes.append(last.bytes.0)
        bytes.append(last.bytes.1)
        bytes.append(last.bytes.2)
        bytes.append(last.bytes.3)
        continue
      }
      let a = p.w
      let straight = a > 0 ? Pixel(p.x / a, p.y / a, p.z / a, a) : .zero
      func byte(_ k: Int) -> UInt8 { UInt8((straight[k].clamped(to: 0...1) * 255).rounded()) }
      let four = (byte(0), byte(1), byte(2), byte(3))
      bytes.append(four.0)
      bytes.append(four.1)
      bytes.append(four.2)
      bytes.append(four.3)
      last = (p, four)
    }
    if let indexed = indexed(bytes, width: bitmap.width, height: bitmap.height) {
      return indexed
    }
    return png(bytes, width: bitmap.width, height: bitmap.height, colorType: 6, channels: 4)
  }

  /// RGBA `bytes` as a palette PNG, or nil if they hold more than 256 colours. The
  /// palette is in the order colours first appear (so the same picture gives the same
  /// file); transparency goes in `tRNS`, cut after the last colour that is not opaque.
  static func indexed(_ bytes: [UInt8], width: Int, height: Int) -> Data? {
    guard width > 0, height > 0, bytes.count >= width * height * 4 else { return nil }
    var index: [UInt32: UInt8] = [:]
    var palette: [UInt32] = []
    var indices = [UInt8](repeating: 0, count: width * height)
    var last: (color: UInt32, index: UInt8)?
    for pixel in 0..<(width * height) {
      let at = pixel * 4
      let color =
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
        | UInt32(bytes[at + 3])
      if let last, last.color == color {
        indices[pixel] = last.index
      } else if let known = index[color] {
        indices[pixel] = known
      } else {
        guard palette.count < 256 else { return nil }
        index[color] = UInt8(palette.count)
        indices[pixel] = UInt8(palette.count)
        palette.append(color)
      }
      last = (color, indices[pixel])
    }
    let depth = palette.count <= 2 ? 1 : palette.count <= 4 ? 2 : palette.count <= 16 ? 4 : 8
    // Rows packed `depth` bits a pixel, the first in the high bits; each row begins on a
    // byte and has filter 0 (none), as PNG advises for palettes.
    let rowBytes = (width * depth + 7) / 8
    var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    for row in 0..<height {
      let start = row * (rowBytes + 1) + 1
      for column in 0..<width {
        let bit = column * depth
        let shift = 8 - depth - bit % 8
        raw[start + bit / 8] |= indices[row * width + column] << shift
      }
    }
    let rgb = palette.flatMap {
      [UInt8($0 >> 24), UInt8(($0 >> 16) & 0xFF), UInt8(($0 >> 8) & 0xFF)]
    }
    let alphas = palette.map { UInt8($0 & 0xFF) }
    let lastTranslucent = alphas.lastIndex { $0 != 255 }
    var data = signature
    data.append(
      chunk("IHDR", header(width: width, height: height, depth: UInt8(depth), colorType: 3)))
    data.append(chunk("PLTE", rgb))
    if let lastTranslucent { data.append(chunk("tRNS", Array(alphas[...lastTranslucent]))) }
    data.append(chunk("IDAT", Deflate.zlib(raw)))
    data.append(chunk("IEND", []))
    return data
  }

  static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

  /// IHDR's bytes: size, bit depth, colour type; deflate, no filter method, no interlace.
  static func header(width: Int, height: Int, depth: UInt8, colorType: UInt8) -> [UInt8] {
    bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, 0]
  }

  private static func png(
    _ bytes: [UInt8], width: Int, height: Int, colorType: UInt8, channels: Int
  ) -> Data {
    let raw = filtered(bytes, width: width, height: height, channels: channels)
    var data = signature
    data.append(chunk("IHDR", header(width: width, height: height, depth: 8, colorType: colorType)))
    data.append(chunk("IDAT", Deflate.zlib(raw)))
    data.append(chunk("IEND", []))
    return data
  }

  /// PNG's scanlines, each after the filter that leaves the smallest sum of (signed)
  /// bytes: none, Sub (the byte to the left), Up (the byte above) or Paeth (the nearest
  /// of left, above and above-left), the usual choice, which deflate compresses best.
  static func filtered(_ bytes: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    let stride = width * channels
    guard stride > 0, height > 0, bytes.count >= stride * height else { return [] }
    var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
    var candidates = [UInt8](repeating: 0, count: 4 * stride)
    bytes.withUnsafeBufferPointer { source in
      raw.withUnsafeMutableBufferPointer { out in
        candidates.withUnsafeMutableBufferPointer { trial in
          for row in 0..<height {
            let line = row * stride
            let above = line - stride
            var costs = (0, 0, 0, 0)
            for x in 0..<stride {
              let value = Int(source[line + x])
              let left = x >= channels ? Int(source[line + x - channels]) : 0
              let up = row > 0 ? Int(source[above + x]) : 0
              let corner = row > 0 && x >= channels ? Int(source[above + x - channels]) : 0
              let estimate = left + up - corner
              let (pa, pb, pc) = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
              let paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner
              let sub = UInt8(truncatingIfNeeded: value - left)
              let vertical = UInt8(truncatingIfNeeded: value - up)
              let predicted = UInt8(truncatingIfNeeded: value - paeth)
              trial[x] = UInt8(value)
              trial[stride + x] = sub
              trial[2 * stride + x] = vertical
              trial[3 * stride + x] = predicted
              // Each byte's cost: its distance from zero as a signed byte.
              costs.0 += value < 128 ? value : 256 - value
              costs.1 += sub < 128 ? Int(sub) : 256 - Int(sub)
              costs.2 += vertical < 128 ? Int(vertical) : 256 - Int(vertical)
              costs.3 += predicted < 128 ? Int(predicted) : 256 - Int(predicted)
            }
            var best = 0
            var lowest = costs.0
            if costs.1 < lowest { (best, lowest) = (1, costs.1) }
            if costs.2 < lowest { (best, lowest) = (2, costs.2) }
            if costs.3 < lowest { (best, lowest) = (3, costs.3) }
            let start = row * (stride + 1)
            out[start] = [0, 1, 2, 4][best]
            for x in 0..<stride { out[start + 1 + x] = trial[best * stride + x] }
          }
        }
      }
    }
    return raw
  }

  static func chunk(_ type: String, _ payload: [UInt8]) -> Data {
    let typeBytes = Array(type.utf8)
    var data = Data(bigEndian(UInt32(payload.count)))
    data.append(contentsOf: typeBytes)
    data.append(contentsOf: payload)
    data.append(contentsOf: bigEndian(crc32(typeBytes + payload)))
    return data
  }

  /// CRC-32 (the PNG and zlib polynomial, reflected 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
    }
    return ~crc
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// An SVG document that fills `path` in black under `rule` on a `size` canvas scaled by
  /// `scale`.
  public static func svg(_ path: Path, rule: FillRule, size: CGSize, scale: CGFloat) -> String {
    let width = formatPathNumber(size.width * scale)
    let height = formatPathNumber(size.height * scale)
    let viewBox = "0 0 \(formatPathNumber(size.width)) \(formatPathNumber(size.height))"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="\(viewBox)">
        <rect width="100%" height="100%" fill="white"/>
        <path d="\(path.svgPathData)" fill="black" fill-rule="\(rule.rawValue)"/>
      </svg>

      """
  }
}
