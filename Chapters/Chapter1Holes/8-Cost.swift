import Workbook

// @begin(drawn-hole-cell)
/// The same row without a mask: the white view draws itself, white everywhere except
/// the hole, with one even-odd fill. Nothing is drawn offscreen, and the drawing is
/// kept until the hole moves.
final class DrawnHoleView: UIView {
  var holeFrame = CGRect.zero {
    didSet { if holeFrame != oldValue { setNeedsDisplay() } }
  }

  override func draw(_ rect: CGRect) {
    let shape = UIBezierPath(rect: bounds)
    shape.append(
      UIBezierPath(
        roundedRect: holeFrame, byRoundingCorners: .allCorners, cornerRadii: holeFrame.size))
    shape.usesEvenOddFillRule = true
    UIColor.white.setFill()
    shape.fill()
  }
}

final class DrawnHoleCell: HoleCell {
  let drawnWhite = DrawnHoleView()

  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    whiteView.isHidden = true
    drawnWhite.backgroundColor = .clear
    contentView.insertSubview(drawnWhite, at: 0)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    drawnWhite.frame = contentView.bounds
    drawnWhite.holeFrame = holeView.frame
  }

  override func makeHole() {}  // nothing to cut: the view draws its hole
}
// @end(drawn-hole-cell)

// @begin(hole-cost)
func holeCost() -> Figure {
  let size = CGSize(width: 240, height: 192)
  var lines = ["one frame of the holey table        rows   offscreen passes"]
  var screens: [Figure] = []
  for (name, cell) in [("a mask per row", HoleCell.self), ("the hole drawn", DrawnHoleCell.self)] {
    let (screen, table, controller) = makeHoleyTableScreen(
      size: size, rowCount: 12, cellClass: cell)
    withExtendedLifetime(controller) {
      let cost = RenderCost.ofFrame(screen)
      let rows = table.subviews.filter { $0 is HoleCell && !$0.isHidden }.count
      lines.append(
        name.padding(toLength: 35, withPad: " ", startingAt: 0)
          + String(format: "%4d   %16d", rows, cost.offscreenPasses))
      screens.append(Figure(of: screen))
    }
  }
  let same = screens.count == 2 && screens[0].art == screens[1].art
  return Figure(
    art: lines + ["", same ? "the two screens are identical" : "the screens differ"],
    caption: "Every visible row's mask is drawn offscreen, every frame, and a scrolling "
      + "table draws sixty frames a second. A white view that draws its own hole with an "
      + "even-odd fill gives the same picture with no offscreen pass at all.")
}
// @end(hole-cost)
