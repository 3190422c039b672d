import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter UIKitModelTests`.
@Suite struct UIKitModelTests {}

extension UIKitModelTests {
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
    #expect(Simulator.drag(scroll, by: CGPoint(x: 0, y: 80)).y == 0)
    scroll.alwaysBounceVertical = true
    let pulled = Simulator.drag(scroll, by: CGPoint(x: 0, y: 80))
    #expect(abs(pulled.y + RubberBand.offset(overshoot: 80, dimension: 240)) < 1e-9)
    scroll.contentOffset = .zero
    scroll.bounces = false
    #expect(Simulator.drag(scroll, by: CGPoint(x: 0, y: 80)).y == 0)
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
}

private final class Recorder: NSObject, UITableViewDataSource, UITableViewDelegate {
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

extension UIKitModelTests {
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

  /// A view's drawing is kept until `setNeedsDisplay()`, as in UIKit: data changed without
  /// it leaves the old drawing on screen.
  @Test func aViewKeepsItsDrawingUntilSetNeedsDisplay() {
    final class Bar: UIView {
      var width: CGFloat = 10
      override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: width, height: bounds.height)).fill()
      }
    }
    let bar = Bar(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
    bar.backgroundColor = .white
    let before = Figure(of: bar).art
    bar.width = 30
    #expect(Figure(of: bar).art == before, "no setNeedsDisplay: the old drawing stays")
    bar.setNeedsDisplay()
    #expect(Figure(of: bar).art != before)
  }

  /// What a view draws is cut at its bounds: its backing store is no larger.
  @Test func aViewsDrawingIsCutAtItsBounds() {
    final class Overflowing: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.black.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 8)).fill()
      }
    }
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 8))
    screen.backgroundColor = .white
    screen.addSubview(Overflowing(frame: CGRect(x: 0, y: 0, width: 40, height: 8)))
    let bitmap = AsciiArt().render(screen)
    #expect(bitmap.pixel(atDeviceX: 20, y: 4).x < 0.01)
    #expect(bitmap.pixel(atDeviceX: 60, y: 4).x > 0.99)
  }

  /// Offscreen passes: one per mask, one per shadow without a path, none otherwise.
  @Test func renderCostCountsMasksAndShadowsWithoutPaths() {
    let screen = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    let masked = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    masked.layer.mask = CAShapeLayer()
    let shadowed = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
    shadowed.backgroundColor = .white
    shadowed.layer.shadowOpacity = 0.5
    let pathed = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
    pathed.backgroundColor = .white
    pathed.layer.shadowOpacity = 0.5
    pathed.layer.shadowPath = UIBezierPath(rect: pathed.bounds).cgPath
    for view in [masked, shadowed, pathed] { screen.addSubview(view) }
    let cost = Simulator.renderCost(ofFrame: screen)
    #expect(cost.masks == 1 && cost.shadowsWithoutPath == 1 && cost.offscreenPasses == 2)
  }

  /// A bounds change invalidates neither everything nor the counts; `invalidateLayout()`
  /// invalidates both.
  @Test func invalidationContextsSayWhatWasInvalidated() {
    final class Recorder: UICollectionViewLayout {
      var contexts: [UICollectionViewLayoutInvalidationContext] = []
      override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
      override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
      }
    }
    let layout = Recorder()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    layout.contexts = []
    collection.contentOffset = CGPoint(x: 0, y: 10)
    layout.invalidateLayout()
    #expect(layout.contexts.count == 2)
    #expect(
      !layout.contexts[0].invalidateEverything && !layout.contexts[0].invalidateDataSourceCounts)
    #expect(
      layout.contexts[1].invalidateEverything && layout.contexts[1].invalidateDataSourceCounts)
  }
}

extension UIKitModelTests {
  /// Two labels side by side on a figure too small for both texts: the second is moved
  /// a column apart within its own width, or has its tail cut, but never runs into the
  /// first; a row with room for both is written as it always was.
  @Test func labelsSideBySideNeverRunIntoEachOther() {
    func written(_ texts: [(String, CGFloat, CGFloat)], alignment: NSTextAlignment = .center)
      -> String
    {
      let overlay = TextOverlay()
      overlay.placements = texts.map { text, minX, maxX in
        TextOverlay.Placement(
          text: text, deviceRect: CGRect(x: minX, y: 0, width: maxX - minX, height: 1),
          alignment: alignment, opacity: 1)
      }
      var lines = [String(repeating: " ", count: 21)]
      overlay.write(into: &lines, cellWidth: 1, cellHeight: 1)
      return lines[0]
    }
    // Halves of 10 columns: "Margherita" fills the first; the second moves over.
    #expect(written([("Margherita", 0, 10), ("Pepperoni", 10, 20)]) == "Margherita Pepperoni ")
    // No room to move: the second's tail is cut, a column apart.
    #expect(
      written([("Margherita", 0, 10), ("Quattro Formaggi", 10, 20)]) == "Margherita Quattro F ")
    // Room for both: as it always was.
    #expect(written([("ab", 0, 10.5), ("cd", 10.5, 21)]) == "    ab         cd    ")
  }
}
