import Workbook

/// The figures' list for the working sheet: a row of 32 points per place, with its name.
final class PlaceRows: NSObject, UITableViewDataSource {
  final class PlaceCell: UITableViewCell {
    let label = UILabel(frame: CGRect(x: 12, y: 8, width: 136, height: 16))

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
    (cell as? PlaceCell)?.label.text = "Place \(indexPath.row + 1)"
    return cell
  }
}

// @begin(working-sheet-figure)
/// The Maps gesture on the chapter's `SheetViewController`, as UIKit drives it: a finger on
/// its table moves up 10 points a frame for 20 frames, then lifts moving up at 600 pt/s.
/// Each frame is a `scrollViewDidScroll` call on the controller; the screens are its own
/// view over the map.
func workingSheetFilmstrip() -> Figure {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  screen.addSubview(MapView(frame: screen.bounds))
  let controller = SheetViewController(list: PlaceRows())
  controller.tableView.rowHeight = 32
  controller.tableView.register(PlaceRows.PlaceCell.self, forCellReuseIdentifier: "place")
  controller.view.frame = screen.bounds
  screen.addSubview(controller.view)
  screen.layoutIfNeeded()
  let table = controller.tableView
  var panels: [Figure] = []
  func snapshot(_ title: String) {
    panels.append(Figure(of: screen, title: title, art: phoneArt))
  }
  Simulator.touchDown(on: table)
  var shown: [(height: CGFloat, offset: CGFloat)] = []
  for frame in 1...20 {
    Simulator.moveFinger(on: table, by: CGPoint(x: 0, y: -10))
    shown.append((controller.overlay.height, table.contentOffset.y))
    if frame == 8 || frame == 20 { snapshot("frame \(frame)") }
  }
  let coast = Simulator.liftFinger(from: table, velocity: CGPoint(x: 0, y: -600))
  snapshot("let go")
  let top = shown.firstIndex { $0.height == 240 }.map { $0 + 1 } ?? 0
  return .sideBySide(
    panels,
    caption: "The chapter's view controller, with a finger on its list moving up 10 points "
      + "a frame. Frame 8: the sheet at \(decimal(shown[7].height, places: 0)), the list held "
      + "at its top. The sheet reaches its top notch, \(decimal(shown[19].height, places: 0)), "
      + "at frame \(top); from there the list scrolls, \(decimal(shown[19].offset, places: 0)) "
      + "points by frame 20. Let go at 600 pt/s up: at the top the table's coast is not "
      + "pinned, and the list glides on to \(decimal(coast.y, places: 0)) while the sheet "
      + "stays on its notch.")
}
// @end(working-sheet-figure)
