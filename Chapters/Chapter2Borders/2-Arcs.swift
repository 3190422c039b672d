import Workbook

// @begin(arc-direction)
func arcDirection() -> Figure {
  func halfDisc(clockwise: Bool) -> Figure {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    view.backgroundColor = .white
    // From angle 0 (pointing right) to pi (pointing left).
    view.shapeLayer?.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 48, y: 48), radius: 40, startAngle: 0, endAngle: .pi,
        clockwise: clockwise
      ).cgPath
    return Figure(of: view, title: "clockwise: \(clockwise)")
  }
  return .sideBySide(
    [halfDisc(clockwise: true), halfDisc(clockwise: false)],
    caption: "An arc from 0 to pi, filled. In UIKit's y-down space angles grow towards "
      + "the bottom of the screen, so clockwise: true goes through pi / 2, the bottom.")
}
// @end(arc-direction)

// @begin(wrong-way-corner)
func wrongWayCorner() -> Figure {
  func card(clockwise: Bool) -> Figure {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 120, height: 96))
    view.backgroundColor = .white
    let inset = view.bounds.insetBy(dx: 12, dy: 12)
    let outline =
      clockwise
      ? cardOutline(in: inset, corner: 24)
      : cardOutlineWithAnticlockwiseCorner(in: inset, corner: 24)
    view.shapeLayer?.path = outline.cgPath
    return Figure(of: view, title: "top right: clockwise \(clockwise)")
  }
  return .sideBySide(
    [card(clockwise: true), card(clockwise: false)],
    caption: "The card's top-right arc runs from -pi/2 to 0. Clockwise, it is the quarter "
      + "that rounds the corner; anticlockwise, it is the other three quarters, and the "
      + "outline bites a round hole into the card.")
}
// @end(wrong-way-corner)
