import Workbook

// @begin(opaque-drawn-card)
/// The drawn card as UIKit shows it with `isOpaque` left true (the default), beside the
/// card that says it is not opaque.
func opaqueDrawnCard() -> Figure {
  func panel(opaque: Bool) -> Figure {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 104, height: 80))
    screen.backgroundColor = UIColor(white: 0.85, alpha: 1)
    let card = DrawnCard(frame: screen.bounds)
    card.isOpaque = opaque  // DrawnCard itself says false; this undoes it
    screen.addSubview(card)
    return Figure(of: screen, title: opaque ? "isOpaque true" : "isOpaque false")
  }
  return .sideBySide(
    [panel(opaque: true), panel(opaque: false)],
    caption: "The drawn card on light grey. Left: the view keeps UIKit's default, "
      + "isOpaque true, with a clear background: everything draw(_:) leaves unpainted, "
      + "and the shadow's translucent fringe, is black, as a phone shows it and the model "
      + "draws it. Right: isOpaque false, and the "
      + "grey shows around the card and through its shadow.")
}
// @end(opaque-drawn-card)

// @begin(card-layer-scale)
/// A corner of the card layer on a 3x screen, enlarged until its device pixels show:
/// left at the scale a layer made in code has, right at the screen's.
func cardLayerScale() -> Figure {
  func corner(scaled: Bool) -> Figure {
    Simulator.withScreenScale(3) {
      let view = CardLayerView(frame: CGRect(x: -6, y: -6, width: 60, height: 40))
      view.backgroundColor = UIColor(white: 0.55, alpha: 1)
      // A window onto the corner: from 6 points in, 12 points each way.
      let window = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
      window.clipsToBounds = true
      window.addSubview(view)
      window.layoutIfNeeded()
      if !scaled {
        view.card.contentsScale = 1  // what a layer made in code has, if no one sets it
        view.card.setNeedsDisplay()
      }
      return Figure(
        of: window, title: "contentsScale \(Int(view.card.contentsScale))",
        art: AsciiArt(cellSize: CGSize(width: 1.0 / 3, height: 2.0 / 3), pixelsPerPoint: 3))
    }
  }
  return .sideBySide(
    [corner(scaled: false), corner(scaled: true)],
    caption: "The top-left corner of the card layer (a 10-point radius, 8 points in) on "
      + "a 3x screen, magnified to show its device pixels. At contentsScale 1 the card is "
      + "drawn at one pixel per point and magnified: the model takes the nearest of its "
      + "pixels, so its curve climbs in steps three pixels wide; a phone interpolates "
      + "between them and shows the same coarse curve blurred. At the screen's scale, 3, "
      + "each device pixel is drawn.")
}
// @end(card-layer-scale)
