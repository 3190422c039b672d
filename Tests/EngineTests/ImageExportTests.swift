import Testing
import Workbook

@testable import BookTools
@testable import Graphics
@testable import Lessons
@testable import UIKitModel

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

/// Undoes a zlib stream of stored deflate blocks.
private func inflateStored(_ stream: [UInt8]) -> [UInt8] {
  var out: [UInt8] = []
  var offset = 2
  while offset < stream.count - 4 {
    let final = stream[offset] & 1
    let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
    out += stream[(offset + 5)..<(offset + 5 + length)]
    offset += 5 + length
    if final == 1 { break }
  }
  return out
}

@Test func pngHasTheSignatureHeaderAndValidChunks() {
  let values: [UInt8] = [0, 64, 128, 255, 10, 20, 30, 40]
  let png = [UInt8](ImageExport.pngGrey(values, width: 4, height: 2))
  #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  let parts = chunks(png)
  #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
  #expect(parts.allSatisfy { $0.crcOK })
  #expect(Array(parts[0].payload.prefix(8)) == [0, 0, 0, 4, 0, 0, 0, 2])
  #expect(inflateStored(parts[1].payload) == [0, 0, 64, 128, 255, 0, 10, 20, 30, 40])
}

@Test func largeImagesSplitIntoSeveralStoredBlocks() {
  let values = [UInt8](repeating: 7, count: 300 * 300)
  let parts = chunks([UInt8](ImageExport.pngGrey(values, width: 300, height: 300)))
  let raw = inflateStored(parts[1].payload)
  #expect(raw.count == 301 * 300)
  #expect(raw.enumerated().allSatisfy { index, byte in index % 301 == 0 ? byte == 0 : byte == 7 })
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
