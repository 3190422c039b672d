import Workbook

/// `imageView` laid on a mid-grey view of its size, so that what the image leaves
/// transparent shows grey, in plain text as much as in colour.
func overGrey(_ imageView: UIImageView) -> UIView {
  let backdrop = UIView(frame: CGRect(origin: .zero, size: imageView.frame.size))
  backdrop.backgroundColor = UIColor(white: 0.55, alpha: 1)
  backdrop.addSubview(imageView)
  return backdrop
}

func patternCut() -> Figure {
  let size = CGSize(width: 88, height: 56)
  func imagePanel(_ title: String, _ image: UIImage) -> Figure {
    Figure(of: UIImageView(image: image), title: title)
  }
  let photo = UIImageView(image: makePhoto(size: size))
  photo.cutPattern(makeStripes(size: size))
  return .sideBySide(
    [
      imagePanel("photo", makePhoto(size: size)),
      imagePanel("pattern", makeStripes(size: size)),
      Figure(of: overGrey(photo), title: "cut, over grey"),
    ],
    caption: "Drawing the pattern with .destinationOut erases the photo under every "
      + "stripe: there the photo is transparent. Laid over a mid-grey view (right), the "
      + "cut photo lets the grey show through every stripe (= in plain text).")
}

// @begin(retina-cut)
/// A small cut photo on a 3x screen, one character per device pixel across and two down
/// (a character is twice as tall as it is wide): the image made at scale 1 is stretched
/// three times; the renderer's has a pixel for each.
func retinaCut() -> Figure {
  let size = CGSize(width: 12, height: 8)
  func corner(atScaleOne: Bool) -> Figure {
    Simulator.withScreenScale(3) {
      let photo = UIImageView(image: makePhoto(size: size))
      photo.frame = CGRect(origin: .zero, size: size)
      if atScaleOne {
        photo.cutPatternAtScaleOne(makeStripes(size: size))
      } else {
        photo.cutPattern(makeStripes(size: size))
      }
      let pixels = (photo.image?.cgImage?.width ?? 0, photo.image?.cgImage?.height ?? 0)
      return Figure(
        of: photo,
        title: atScaleOne
          ? "scale 1: \(pixels.0) x \(pixels.1)" : "renderer: \(pixels.0) x \(pixels.1)",
        art: AsciiArt(cellSize: CGSize(width: 1.0 / 3, height: 2.0 / 3), pixelsPerPoint: 3))
    }
  }
  return .sideBySide(
    [corner(atScaleOne: true), corner(atScaleOne: false)],
    caption: "A 12 x 8 point photo with the stripes cut, on a 3x screen, enlarged until "
      + "its device pixels show. UIGraphicsBeginImageContext makes the image at "
      + "scale 1, 12 x 8 pixels, which the model stretches by repeating each pixel, into "
      + "steps three pixels wide (a device interpolates, and the edge comes out blurry "
      + "instead); the renderer works at the screen's scale and the stripes' edges stay "
      + "sharp.")
}
// @end(retina-cut)

// @begin(destination-out-or-xor)
/// The cut with .destinationOut beside .xor, on a round photo with transparent corners.
func destinationOutOrXor() -> Figure {
  let size = CGSize(width: 88, height: 56)
  func cut(_ mode: CGBlendMode) -> Figure {
    let round = UIGraphicsImageRenderer(size: size).image { _ in
      UIColor(white: 0.1, alpha: 1).setFill()
      UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
    }
    let result = UIGraphicsImageRenderer(size: size).image { _ in
      round.draw(in: CGRect(origin: .zero, size: size))
      makeStripes(size: size).draw(in: CGRect(origin: .zero, size: size), blendMode: mode, alpha: 1)
    }
    return Figure(
      of: overGrey(UIImageView(image: result)),
      title: mode == .xor ? ".xor" : ".destinationOut")
  }
  return .sideBySide(
    [cut(.destinationOut), cut(.xor)],
    caption: "Stripes drawn over a round photo, each result laid over a mid-grey view. "
      + ".destinationOut only takes away: outside the photo nothing is left and the grey "
      + "shows, as it does through the stripes. .xor keeps each image where the other is "
      + "not, so the stripes' own black appears in the photo's transparent corners. On an "
      + "opaque photo the two look alike, which is how the article can call its cut XOR.")
}
// @end(destination-out-or-xor)

// @begin(pattern-table)
func patternTable() -> Figure {
  let (screen, _, controller) = makeSampleHoleyTable(
    size: CGSize(width: 240, height: 192), rowCount: 12, cellClass: PatternHoleCell.self)
  return withExtendedLifetime(controller) {
    Figure(
      of: screen,
      caption: "Each hole now holds the dark photo, and through the stripes cut out of "
        + "the photo the gradient behind the table shows.")
  }
}
// @end(pattern-table)
