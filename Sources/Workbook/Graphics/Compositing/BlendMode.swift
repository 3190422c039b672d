import Foundation

/// How a source colour S combines with the destination D already drawn, all
/// premultiplied. The Porter-Duff modes Core Graphics offers, by their `BlendMode`
/// names:
///
/// | mode | result |
/// | --- | --- |
/// | normal (source-over) | S + D (1 - Sa) |
/// | copy | S |
/// | clear | 0 |
/// | sourceIn | S Da |
/// | sourceOut | S (1 - Da) |
/// | sourceAtop | S Da + D (1 - Sa) |
/// | destinationOver | S (1 - Da) + D |
/// | destinationIn | D Sa |
/// | destinationOut | D (1 - Sa), what seed 000 uses to punch a pattern out |
/// | destinationAtop | S (1 - Da) + D Sa |
/// | xor | S (1 - Da) + D (1 - Sa) |
///
/// Where a shape covers only part of a pixel (coverage c), the result is
/// `D + c (blend(S, D) - D)`, so a half-covered pixel is half changed in every mode.
public enum BlendMode: Int32, Sendable, CaseIterable {
  case normal = 0
  case clear = 16
  case copy = 17
  case sourceIn = 18
  case sourceOut = 19
  case sourceAtop = 20
  case destinationOver = 21
  case destinationIn = 22
  case destinationOut = 23
  case destinationAtop = 24
  case xor = 25

  /// The Porter-Duff factors (Fs, Fd) for source alpha `sa` and destination alpha `da`:
  /// result = S Fs + D Fd.
  @inline(__always) func factors(sourceAlpha sa: Float, destinationAlpha da: Float) -> (
    Float, Float
  ) {
    switch self {
    case .normal: (1, 1 - sa)
    case .clear: (0, 0)
    case .copy: (1, 0)
    case .sourceIn: (da, 0)
    case .sourceOut: (1 - da, 0)
    case .sourceAtop: (da, 1 - sa)
    case .destinationOver: (1 - da, 1)
    case .destinationIn: (0, sa)
    case .destinationOut: (0, 1 - sa)
    case .destinationAtop: (1 - da, sa)
    case .xor: (1 - da, 1 - sa)
    }
  }

  /// Blends premultiplied `source` over `destination` where the source covers `coverage`
  /// of the pixel.
  @inline(__always) public func blend(_ source: Pixel, over destination: Pixel, coverage: Float = 1)
    -> Pixel
  {
    let (fs, fd) = factors(sourceAlpha: source.w, destinationAlpha: destination.w)
    let full = source * fs + destination * fd
    if coverage >= 1 { return full }
    return destination + (full - destination) * coverage
  }
}
