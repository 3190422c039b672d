import Foundation
import Workbook

/// Image files written without any library: PGM, PNG (greyscale or RGBA, with
/// uncompressed deflate blocks, so no compressor is needed), and SVG for paths.
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

  /// An 8-bit RGBA PNG of a bitmap (premultiplied pixels are converted to straight alpha).
  public static func png(_ bitmap: Bitmap) -> Data {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(bitmap.pixels.count * 4)
    for p in bitmap.pixels {
      let a = p.w
      let straight = a > 0 ? Pixel(p.x / a, p.y / a, p.z / a, a) : .zero
      for k in 0..<4 { bytes.append(UInt8((straight[k].clamped(to: 0...1) * 255).rounded())) }
    }
    return png(bytes, width: bitmap.width, height: bitmap.height, colorType: 6, channels: 4)
  }

  private static func png(
    _ bytes: [UInt8], width: Int, height: Int, colorType: UInt8, channels: Int
  ) -> Data {
    var raw: [UInt8] = []
    raw.reserveCapacity((width * channels + 1) * height)
    for row in 0..<height {
      raw.append(0)  // filter: none
      raw.append(contentsOf: bytes[(row * width * channels)..<((row + 1) * width * channels)])
    }
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, colorType, 0, 0, 0]  // depth 8, colour type, deflate, no filter, no interlace
    data.append(chunk("IHDR", header))
    data.append(chunk("IDAT", zlibStored(raw)))
    data.append(chunk("IEND", []))
    return data
  }

  /// A zlib stream of stored deflate blocks (at most 65,535 bytes each).
  static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let length = min(65_535, raw.count - offset)
      let final: UInt8 = offset + length >= raw.count ? 1 : 0
      out.append(final)
      out += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8((~length >> 8) & 0xFF),
      ]
      out += raw[offset..<(offset + length)]
      offset += length
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian((b << 16) | a)
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
