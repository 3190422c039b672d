import Foundation

/// A Gaussian blur of a single-channel plane, approximated by three successive box
/// blurs whose widths are chosen for the standard deviation (the widths of Kovesi's
/// "fast almost-Gaussian filtering").
///
/// Each box pass is a running sum, so the cost per pixel does not depend on sigma:
/// blurring with a radius of 80 costs what blurring with 5 does. Outside the plane counts
/// as zero. Three boxes match a true Gaussian to within a few percent of its peak.
public enum GaussianBlur {
  /// The three box widths (odd) for `sigma`.
  static func boxWidths(sigma: Double) -> [Int] {
    let passes = 3.0
    let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
    return (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// Blurs `plane` (row-major, `width` x `height`) in place.
  public static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
    guard sigma.isFinite, sigma >= 0.3, width > 0, height > 0, plane.count == width * height else {
      return
    }
    var scratch = [Float](repeating: 0, count: max(width, height))
    for boxWidth in boxWidths(sigma: sigma) {
      let radius = (boxWidth - 1) / 2
      guard radius > 0 else { continue }
      plane.withUnsafeMutableBufferPointer { values in
        scratch.withUnsafeMutableBufferPointer { line in
          for row in 0..<height {
            boxPass(values, start: row * width, stride: 1, count: width, radius: radius, line: line)
          }
          for column in 0..<width {
            boxPass(values, start: column, stride: width, count: height, radius: radius, line: line)
          }
        }
      }
    }
  }

  /// One box blur along a line of `count` values `stride` apart, with a running sum.
  private static func boxPass(
    _ values: UnsafeMutableBufferPointer<Float>, start: Int, stride: Int, count: Int,
    radius: Int, line: UnsafeMutableBufferPointer<Float>
  ) {
    for i in 0..<count { line[i] = values[start + i * stride] }
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in 0..<min(radius, count) { sum += line[i] }
    for i in 0..<count {
      let entering = i + radius
      if entering < count { sum += line[entering] }
      let leaving = i - radius - 1
      if leaving >= 0 { sum -= line[leaving] }
      values[start + i * stride] = max(0, sum * scale)
    }
  }
}
