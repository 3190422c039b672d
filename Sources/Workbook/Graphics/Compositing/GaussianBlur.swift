import Foundation

/// A Gaussian blur of a single-channel plane, approximated by three successive box
/// blurs whose widths are chosen for the standard deviation (the idea of Kovesi's
/// "fast almost-Gaussian filtering", with the discrete box variance).
///
/// Each box pass is a running sum, so the cost per pixel does not depend on sigma:
/// blurring with a radius of 80 costs what blurring with 5 does. Outside the plane counts
/// as zero. Odd box widths make the spread land within about 4% of sigma (4.83 for 5),
/// and three boxes match a Gaussian's shape to within a few percent of its peak.
public enum GaussianBlur {
  /// The three box widths (odd) for `sigma`, chosen so their variances add up as
  /// closely as odd widths allow to sigma^2. A box of odd width w has variance
  /// (w^2 - 1) / 12, so the widths' squares should add up to 12 sigma^2 + 3.
  static func boxWidths(sigma: Double) -> [Int] {
    let target = 12 * sigma * sigma + 3
    var lower = Int((target / 3).squareRoot().rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    let (l2, u2) = (Double(lower * lower), Double(upper * upper))
    // How many of the three boxes take the lower width.
    let lowerCount = Int(((3 * u2 - target) / (u2 - l2)).rounded()).clamped(to: 0...3)
    return (0..<3).map { $0 < lowerCount ? lower : upper }
  }

  /// Blurs `plane` (row-major, `width` x `height`) in place.
  public static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
    guard sigma.isFinite, sigma >= 0.3, width > 0, height > 0, plane.count == width * height else {
      return
    }
    var line = [Float](repeating: 0, count: width)
    var source = [Float](repeating: 0, count: width * height)
    var sums = [Float](repeating: 0, count: width)
    for boxWidth in boxWidths(sigma: sigma) {
      let radius = (boxWidth - 1) / 2
      guard radius > 0 else { continue }
      plane.withUnsafeMutableBufferPointer { values in
        line.withUnsafeMutableBufferPointer { line in
          for row in 0..<height {
            boxPass(values, start: row * width, stride: 1, count: width, radius: radius, line: line)
          }
        }
        source.withUnsafeMutableBufferPointer { source in
          sums.withUnsafeMutableBufferPointer { sums in
            verticalPass(
              values, source: source, sums: sums, width: width, height: height, radius: radius)
          }
        }
      }
    }
  }

  /// A vertical box pass that walks rows in order, keeping a running sum per column, so
  /// memory is read and written sequentially.
  private static func verticalPass(
    _ values: UnsafeMutableBufferPointer<Float>, source: UnsafeMutableBufferPointer<Float>,
    sums: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, radius: Int
  ) {
    guard let from = values.baseAddress, let copy = source.baseAddress, let sum = sums.baseAddress
    else { return }
    copy.update(from: from, count: width * height)
    sum.update(repeating: 0, count: width)
    for row in 0..<min(radius, height) {
      let r = copy + row * width
      for x in 0..<width { sum[x] += r[x] }
    }
    let scale = 1 / Float(2 * radius + 1)
    for row in 0..<height {
      let entering = row + radius
      if entering < height {
        let r = copy + entering * width
        for x in 0..<width { sum[x] += r[x] }
      }
      let leaving = row - radius - 1
      if leaving >= 0 {
        let r = copy + leaving * width
        for x in 0..<width { sum[x] -= r[x] }
      }
      let out = from + row * width
      for x in 0..<width { out[x] = max(0, sum[x] * scale) }
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
