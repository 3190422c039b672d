import Testing
import Workbook

@testable import Chapter3Layouts
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceScenariosLayoutsTests`.
@Suite struct DeviceScenariosLayoutsTests {}

// Chapter 3's UIKit types on a device: rotated and resized, reloaded, scrolled.

/// A numbered list in a collection view of `size` with the table-like layout.
private func numberedList(_ layout: TableLayout, size: CGSize) -> (UICollectionView, NumberedRows) {
  let rows = NumberedRows(count: 30)
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collection.register(NumberedCell.self, forCellWithReuseIdentifier: "row")
  collection.dataSource = rows
  collection.layoutIfNeeded()
  return (collection, rows)
}

extension DeviceScenariosLayoutsTests {
  /// Rotation, Split View, Stage Manager: the rows are as wide as the collection view after
  /// each new size (TableLayout answers shouldInvalidateLayout(forBoundsChange:) for a new
  /// size; without it they kept the portrait width).
  @Test func rotationAndResizeTableLayoutRowsFollowTheWidth() {
    let layout = TableLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let (collection, rows) = numberedList(layout, size: Device.portrait)
    for size in Device.resizes {
      collection.frame = CGRect(origin: .zero, size: size)
      collection.layoutIfNeeded()
      #expect(!collection.visibleCells.isEmpty)
      for cell in collection.visibleCells {
        #expect(cell.frame.width == size.width, "a row after the resize to \(size)")
      }
      #expect(collection.contentSize.width == size.width)
    }
    withExtendedLifetime(rows) {}
  }

  /// A scroll keeps the frames (only a new size rebuilds them): no cost per scroll step.
  @Test func scrollTableLayoutKeepsItsFramesWhileTheSizeStays() {
    let layout = CountingTableLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    let (collection, rows) = numberedList(layout, size: Device.portrait)
    let built = layout.framesBuilt
    for y in stride(from: CGFloat(0), through: 600, by: 50) {
      collection.contentOffset = CGPoint(x: 0, y: y)
      collection.layoutIfNeeded()
    }
    #expect(layout.framesBuilt == built)
    collection.frame = CGRect(origin: .zero, size: Device.landscape)
    collection.layoutIfNeeded()
    #expect(layout.framesBuilt == built + 30)
    withExtendedLifetime(rows) {}
  }
}

/// One half of the pizza selector, scrolled to `index` pizzas (fractions between).
private func pizzaHalf(size: CGSize = CGSize(width: 160, height: 568), at index: CGFloat)
  -> (UICollectionView, PizzaHalfSelectorLayout, PizzaHalfDataSource)
{
  let layout = PizzaHalfSelectorLayout(orientation: .left, pizzaSize: PizzaHalvesScreen.pizzaSize)
  let source = PizzaHalfDataSource(orientation: .left)
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  collection.register(PizzaHalfCell.self, forCellWithReuseIdentifier: "half")
  collection.dataSource = source
  let inset = (size.height - PizzaHalvesScreen.pizzaSize) / 2
  collection.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
  collection.layoutIfNeeded()
  let whole = Int(index.rounded(.down))
  collection.contentOffset = CGPoint(
    x: 0, y: layout.contentOffset(for: whole).y + (index - CGFloat(whole)) * layout.itemSize.height)
  collection.layoutIfNeeded()
  return (collection, layout, source)
}

extension DeviceScenariosLayoutsTests {
  /// UIKit asks layoutAttributesForItem(at:) for a reload, a batch update or scrollToItem,
  /// and expects what layoutAttributesForElements(in:) gave: the same frame, transform and
  /// alpha for every pizza (without the override, full size and opaque).
  @Test func reloadPizzaLayoutAnswersOneItemAsItAnswersARect() {
    for index: CGFloat in [0, 1.5, 2.25, 4] {
      let (collection, layout, source) = pizzaHalf(at: index)
      let elements = layout.layoutAttributesForElements(in: collection.bounds) ?? []
      let cells = elements.filter { $0.representedElementCategory == .cell }
      #expect(cells.count >= 2)
      for cell in cells {
        let alone = layout.layoutAttributesForItem(at: cell.indexPath)
        #expect(alone?.frame == cell.frame, "pizza \(cell.indexPath.item) at \(index)")
        #expect(alone?.transform == cell.transform, "pizza \(cell.indexPath.item) at \(index)")
        #expect(alone?.alpha == cell.alpha, "pizza \(cell.indexPath.item) at \(index)")
      }
      withExtendedLifetime(source) {}
    }
  }

  /// A pizza reloaded while half off centre keeps its size and fade.
  @Test func reloadAPizzaOffCentreKeepsItsScaleAndAlpha() {
    let (collection, layout, source) = pizzaHalf(at: 1.5)
    let path = IndexPath(item: 2, section: 0)
    let before = collection.cellForItem(at: path)
    #expect(before != nil && before!.alpha < 1)
    collection.reloadItems(at: [path])
    let after = collection.cellForItem(at: path)
    let expected = layout.layoutAttributesForElements(in: collection.bounds)?.first {
      $0.indexPath == path && $0.representedElementCategory == .cell
    }
    #expect(abs((after?.alpha ?? 1) - (expected?.alpha ?? 0)) < 1e-6)
    #expect(after?.transform == expected?.transform)
    withExtendedLifetime(source) {}
  }

  /// Rotated to landscape and back, the halves still meet in the middle of their view.
  @Test func rotationPizzaHalvesAreLaidOutForTheNewSize() {
    let (collection, _, source) = pizzaHalf(at: 2)
    for size in [CGSize(width: 284, height: 320), CGSize(width: 160, height: 568)] {
      collection.frame = CGRect(origin: .zero, size: size)
      collection.layoutIfNeeded()
      let middle = collection.visibleCells.max { $0.alpha < $1.alpha }
      #expect(middle.map { abs($0.frame.maxX - (size.width - 2)) < 0.5 } == true, "\(size)")
    }
    withExtendedLifetime(source) {}
  }

  /// Dark Mode: every label of the chapter's screens stays legible (4.5:1 or more) on what
  /// is drawn behind it. The rows, menu and titles are light in both appearances, so their
  /// labels say black; the default, `.label`, would turn white on white.
  @Test func darkModeLayoutsLabelsStayLegible() {
    Simulator.withAppearance(.dark) {
      let layout = TableLayout()
      layout.itemSize = CGSize(width: 100, height: 60)
      let (list, rows) = numberedList(layout, size: Device.portrait)
      #expect(Device.illegibleLabels(in: list).map(\.0) == [])
      let screen = PizzaHalvesScreen()
      screen.show(left: 2, right: 2)
      #expect(Device.illegibleLabels(in: screen.view).map(\.0) == [], "one title")
      screen.show(left: 1, right: 3)
      #expect(Device.illegibleLabels(in: screen.view).map(\.0) == [], "two names")
      withExtendedLifetime(rows) {}
    }
  }
}
