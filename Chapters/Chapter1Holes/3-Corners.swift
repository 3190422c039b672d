import Workbook

// @begin(corner-clamping)
func cornerClamping() -> Figure {
  func panel(_ title: String, hole: CGRect, radius: CGFloat) -> Figure {
    let scene = HoleScene(size: smallScreen, hole: hole)
    scene.whiteView.cutHole(
      UIBezierPath(
        roundedRect: hole, byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: radius, height: radius)))
    return Figure(of: scene.screen, title: title)
  }
  let wide = CGRect(x: 12, y: 16, width: 64, height: 40)
  let square = CGRect(x: 20, y: 12, width: 48, height: 48)
  return .sideBySide(
    [
      panel("radius 8", hole: wide, radius: 8),
      panel("radius 64 -> 20", hole: wide, radius: 64),
      panel("square, 48 -> 24", hole: square, radius: 48),
    ],
    caption: "Corner radii are clamped to half the shorter side. Asking for the hole's "
      + "whole width rounds a 64 x 40 hole into a capsule, and a square into a circle, "
      + "with the model's circular corners.")
}
// @end(corner-clamping)

// @begin(capsule-or-oval)
func capsuleOrOval() -> Figure {
  let hole = CGRect(x: 8, y: 16, width: 72, height: 40)
  func panel(_ title: String, _ holePath: UIBezierPath) -> Figure {
    let scene = HoleScene(size: smallScreen, hole: hole)
    scene.whiteView.cutHole(holePath)
    return Figure(of: scene.screen, title: title)
  }
  return .sideBySide(
    [
      panel(
        "cornerRadii: size",
        UIBezierPath(roundedRect: hole, byRoundingCorners: .allCorners, cornerRadii: hole.size)),
      panel("ovalIn:", UIBezierPath(ovalIn: hole)),
    ],
    caption: "Two ways to round a 72 x 40 hole. Clamped corner radii give straight sides "
      + "and half-circle ends (a capsule); an oval bends all the way round.")
}
// @end(capsule-or-oval)
