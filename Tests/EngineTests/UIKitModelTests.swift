import Testing
import Workbook

@testable import BookTools
@testable import Graphics
@testable import Lessons
@testable import UIKitModel

@Test(arguments: [(10.0, 5.47), (100.0, 52.02), (400.0, 178.98)])
func rubberBandMatchesTheReferenceValues(overshoot: Double, expected: Double) {
  #expect(abs(RubberBand.offset(overshoot: overshoot, dimension: 960) - expected) < 0.005)
  #expect(abs(RubberBand.offset(overshoot: -overshoot, dimension: 960) + expected) < 0.005)
}

@Test func rubberBandNeverReachesTheViewportDimension() {
  #expect(RubberBand.offset(overshoot: 1e12, dimension: 300) < 300)
  #expect(RubberBand.offset(overshoot: .nan, dimension: 300) == 0)
}

@Test func shortContentBouncesOnlyWhenAllowed() {
  let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 240))
  scroll.contentSize = CGSize(width: 100, height: 144)
  // A plain scroll view with short content does not bounce vertically.
  #expect(scroll.drag(by: CGPoint(x: 0, y: 80)).y == 0)
  scroll.alwaysBounceVertical = true
  let pulled = scroll.drag(by: CGPoint(x: 0, y: 80))
  #expect(abs(pulled.y + RubberBand.offset(overshoot: 80, dimension: 240)) < 1e-9)
  scroll.contentOffset = .zero
  scroll.bounces = false
  #expect(scroll.drag(by: CGPoint(x: 0, y: 80)).y == 0)
}

@Test func scrollingMovesSubviewsTheOtherWay() {
  let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let scroll = UIScrollView(frame: screen.bounds)
  screen.addSubview(scroll)
  let child = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
  scroll.addSubview(child)
  scroll.contentOffset = CGPoint(x: 0, y: 30)
  #expect(child.convert(CGPoint.zero, to: screen) == CGPoint(x: 0, y: 20))
}

private final class Recorder: UITableViewDataSource, UITableViewDelegate {
  var displayed: [Int] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    #expect(cell.frame == CGRect(x: 0, y: CGFloat(indexPath.row) * 50, width: 100, height: 50))
    displayed.append(indexPath.row)
  }
}

@Test func tableShowsVisibleRowsOnceAndReusesCellsAsItScrolls() {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
  let recorder = Recorder()
  table.dataSource = recorder
  table.delegate = recorder
  table.layoutIfNeeded()
  #expect(recorder.displayed == [0, 1, 2])
  #expect(table.contentSize == CGSize(width: 100, height: 1000))
  let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
  table.layoutIfNeeded()
  #expect(recorder.displayed == [0, 1, 2])
  table.contentOffset = CGPoint(x: 0, y: 200)
  table.layoutIfNeeded()
  #expect(recorder.displayed == [0, 1, 2, 4, 5, 6])
  #expect(table.visibleCells.count == 3)
  #expect(table.visibleCells.contains { $0 === first }, "a cell that scrolled away is reused")
}

@Test func viewWithAShapeLayerClassIsBackedByOne() {
  final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
  }
  #expect(ShapeView().layer is CAShapeLayer)
  #expect(!(UIView().layer is CAShapeLayer))
}

@Test func layoutRunsOnlyWhenTheSizeChanges() {
  final class Counting: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
  }
  let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  view.layoutIfNeeded()
  view.frame.origin = CGPoint(x: 5, y: 5)
  view.layoutIfNeeded()
  #expect(view.layouts == 1)
  view.frame.size = CGSize(width: 20, height: 10)
  view.layoutIfNeeded()
  #expect(view.layouts == 2)
}
