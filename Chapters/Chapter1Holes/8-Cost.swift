import Workbook

// @begin(hole-cost)
func holeCost() -> Figure {
  let size = CGSize(width: 240, height: 192)
  var lines = ["one frame of the holey table        rows   offscreen passes"]
  var screens: [Figure] = []
  let cells: [(String, HoleCell.Type)] = [
    ("a mask per row", HoleCell.self), ("the hole drawn", DrawnHoleCell.self),
    ("a shape layer per row", ShapeHoleCell.self),
  ]
  for (name, cell) in cells {
    let (screen, table, controller) = makeSampleHoleyTable(
      size: size, rowCount: 12, cellClass: cell)
    withExtendedLifetime(controller) {
      let cost = Simulator.renderCost(ofFrame: screen)
      let rows = table.subviews.filter { $0 is HoleCell && !$0.isHidden }.count
      lines.append(
        name.padding(toLength: 35, withPad: " ", startingAt: 0)
          + String(format: "%4d   %16d", rows, cost.offscreenPasses))
      screens.append(Figure(of: screen))
    }
  }
  let same = screens.dropFirst().allSatisfy { $0.art == screens[0].art }
  return Figure(
    art: lines + ["", same ? "all \(screens.count) screens are identical" : "the screens differ"],
    caption: "Every visible row's mask is drawn offscreen, every frame, and a scrolling "
      + "table draws sixty frames a second (up to 120 on a ProMotion screen). A white "
      + "view that draws its own hole with an even-odd fill, or whose own layer is the "
      + "even-odd shape, gives the same picture with no offscreen pass at all.")
}
// @end(hole-cost)
