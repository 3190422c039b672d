@_spi(Engine) import UIKitModel
import Workbook

extension Student {
  /// The student's `erase(_:from:)`, while their exercise program runs.
  @TaskLocal public static var erase: @MainActor @Sendable (UIImage, UIImage) -> UIImage = { _, _ in
    missing("erase(_:from:)")
  }
}

private let patternCutSize = CGSize(width: 88, height: 56)

/// Where the check's pattern has its dots: three rows of five.
private let patternCutDots = (0..<3).flatMap { row in
  (0..<5).map { column in CGRect(x: 4 + 18 * column, y: 4 + 18 * row, width: 12, height: 12) }
}

/// A pattern of opaque dots on transparent ground, for the check.
private func dots(size: CGSize, _ spots: [CGRect] = patternCutDots) -> UIImage {
  UIGraphicsImageRenderer(size: size).image { _ in
    UIColor.black.setFill()
    for spot in spots { UIBezierPath(ovalIn: spot).fill() }
  }
}

/// A dark photo cut round: see-through outside the oval.
private func roundPhoto(size: CGSize) -> UIImage {
  UIGraphicsImageRenderer(size: size).image { _ in
    UIColor(white: 0.1, alpha: 1).setFill()
    UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
  }
}

private func patternCutResult(_ attempt: Attempt) -> UIImage {
  let erase = attempt.pick(student: Student.erase, solution: Solutions.erase)
  return erase(makeStripes(size: patternCutSize), makePhoto(size: patternCutSize))
}

let patternCutExercise = Exercise(
  title: "Cut a pattern out of a picture",
  task: """
    Write `erase(_:from:)` so that it returns the picture with the pattern cut out of it:
    transparent wherever the pattern is opaque, untouched wherever the pattern is
    transparent. The pattern's own colour must not appear anywhere.
    """,
  hints: [
    "Draw the picture into a new image, then draw the pattern over it with a blend mode "
      + "that removes instead of painting.",
    "`.destinationOut` keeps what is already drawn, times one minus the pattern's alpha.",
    "`UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(in: area); "
      + "pattern.draw(in: area, blendMode: .destinationOut, alpha: 1) }`, with "
      + "`area = CGRect(origin: .zero, size: image.size)`.",
  ],
  goal: "An 88-by-56 near-black picture with diagonal stripes 12 points across, one every 32 "
    + "points, rising from bottom left to top right, cut clean out of it, so that the mid-grey "
    + "behind shows through each stripe.",
  // Over mid-grey, so that the cut stripes print as grey (`=`), not as the spaces a
  // narrow transparent strip may print as (white by the legend).
  figure: { attempt in
    let cut = UIImageView(image: patternCutResult(attempt))
    let grey = UIView(frame: CGRect(origin: .zero, size: patternCutSize))
    grey.backgroundColor = UIColor(white: 0.55, alpha: 1)
    grey.addSubview(cut)
    return Figure(of: grey)
  },
  check: { attempt in
    let erase = attempt.pick(student: Student.erase, solution: Solutions.erase)
    // Pictures of other sizes and patterns of other dots, drawn afresh when graded.
    let fresh = Answers.fresh("1.3 patterns", count: 2) { inputs in
      let size = CGSize(
        width: Int.random(in: 24...96, using: &inputs),
        height: Int.random(in: 24...64, using: &inputs))
      let spots = (0..<5).map { _ in
        let side = Int.random(in: 6...16, using: &inputs)
        return CGRect(
          x: Int.random(in: 0...Int(size.width) - side, using: &inputs),
          y: Int.random(in: 0...Int(size.height) - side, using: &inputs), width: side,
          height: side)
      }
      return (size: size, spots: spots)
    }
    // One more size, fixed: a cut made for the example's size alone fails here even
    // where no inputs are drawn afresh.
    let other = (
      size: CGSize(width: 60, height: 36),
      spots: [
        CGRect(x: 4, y: 4, width: 10, height: 10), CGRect(x: 30, y: 12, width: 14, height: 14),
        CGRect(x: 46, y: 22, width: 12, height: 12),
      ],
      round: false
    )
    let cases =
      [(size: patternCutSize, spots: patternCutDots, round: false), other]
      + fresh.map { (size: $0.size, spots: $0.spots, round: false) }
      // A round photo, see-through at its corners, where dots fall too: `.xor` erases the
      // dots over the photo, but paints them where it is see-through.
      + [(size: patternCutSize, spots: patternCutDots, round: true)]
    return CheckResult.sequence(
      cases.map { item in
        {
          let photo = item.round ? roundPhoto(size: item.size) : makePhoto(size: item.size)
          let pattern = dots(size: item.size, item.spots)
          let which =
            item.round
            ? " (a round picture, see-through at its corners, under the same dots)"
            : item.size == patternCutSize
              ? ""
              : " (a \(Expect.format(item.size.width)) x \(Expect.format(item.size.height)) "
                + "picture, dots at \(item.spots.map { Expect.describe($0.origin) }.joined(separator: ", ")))"
          return judgeCut(erase(pattern, photo), photo: photo, pattern: pattern, which: which)
        }
      })
  })

/// Whether `result` is `photo` with `pattern` cut out; `which` names the case in a
/// failure's message.
private func judgeCut(_ result: UIImage, photo: UIImage, pattern: UIImage, which: String)
  -> CheckResult
{
  guard result.size == photo.size, let pixels = result.cgImage?.bitmap,
    let original = photo.cgImage?.bitmap, let mask = pattern.cgImage?.bitmap
  else {
    return .fail(
      "expected an image of \(photo.size.width) x \(photo.size.height) points; got \(result.size.width) x \(result.size.height)"
    )
  }
  // Pixels fully under the pattern first, then pixels clear of it, then the edges:
  // the first failure reported is the plainest one.
  let samples = stride(from: 1, to: mask.height, by: 2).flatMap { y in
    stride(from: 1, to: mask.width, by: 2).map { x in
      (x: x, y: y, cover: mask.pixel(atDeviceX: x, y: y).w)
    }
  }
  let ordered =
    samples.filter { $0.cover > 0.99 } + samples.filter { $0.cover < 0.01 }
    + samples.filter { $0.cover >= 0.01 && $0.cover <= 0.99 }
  for sample in ordered {
    let got = pixels.pixel(atDeviceX: sample.x, y: sample.y)
    let want = original.pixel(atDeviceX: sample.x, y: sample.y) * (1 - sample.cover)
    let error = max(
      max(abs(got.x - want.x), abs(got.y - want.y)), max(abs(got.z - want.z), abs(got.w - want.w))
    )
    guard error <= 0.02 else {
      let place = Expect.describe(CGPoint(x: sample.x, y: sample.y))
      let alpha = String(format: "%.2f", got.w)
      if sample.cover > 0.99 {
        return .fail(
          "pixel \(place)\(which) lies under the pattern and should be erased (alpha 0), but its alpha is \(alpha)"
        )
      }
      if sample.cover < 0.01 {
        return .fail(
          "pixel \(place)\(which) is clear of the pattern and should keep the picture's colour, but it changed"
        )
      }
      return .fail(
        "pixel \(place)\(which), on the pattern's edge, should keep \(String(format: "%.2f", want.w)) of its alpha, but has \(alpha)"
      )
    }
  }
  return .pass()
}
