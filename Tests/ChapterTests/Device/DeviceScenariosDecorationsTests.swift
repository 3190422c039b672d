import Testing
import Workbook

@testable import Chapter4Decorations
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceScenariosDecorationsTests`.
@Suite struct DeviceScenariosDecorationsTests {}

// Chapter 4's UIKit types on a device: rotated and resized, on 1x, 2x and 3x screens,
// with data that comes late.

extension DeviceScenariosDecorationsTests {
  /// Rotation, Split View, Stage Manager: the two columns fill the new width, inside the
  /// insets (the layouts answer shouldInvalidateLayout(forBoundsChange:) for a new size).
  @Test func rotationAndResizeDecoratedColumnsFillTheWidth() {
    let (collection, items) = decoratedScreen(count: 7, decoration: LayerShadowBackground.self)
    collection.frame = CGRect(origin: .zero, size: Device.portrait)
    collection.layoutIfNeeded()
    for size in Device.resizes {
      collection.frame = CGRect(origin: .zero, size: size)
      collection.layoutIfNeeded()
      let right = collection.visibleCells.map(\.frame.maxX).max() ?? 0
      #expect(right == size.width - Grid.inset, "the right column after the resize to \(size)")
      let card = collection.subviews.first { $0 is LayerShadowBackground }
      // The card spans the two columns, its shadow's room beyond them.
      #expect(card.map { $0.frame.maxX >= right && $0.frame.maxX <= size.width } == true, "\(size)")
    }
    withExtendedLifetime(items) {}
  }

  @Test func rotationAndResizeSizedColumnsFillTheWidth() {
    let items = SizedItems(lineCounts: [1, 3, 2, 1, 2, 2])
    let layout = ColumnsLayout()
    layout.delegate = items
    let collection = UICollectionView(
      frame: CGRect(origin: .zero, size: Device.portrait), collectionViewLayout: layout)
    collection.register(ItemCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = items
    collection.layoutIfNeeded()
    for size in Device.resizes {
      collection.frame = CGRect(origin: .zero, size: size)
      collection.layoutIfNeeded()
      let right = collection.visibleCells.map(\.frame.maxX).max() ?? 0
      #expect(right == size.width - Grid.inset, "after the resize to \(size)")
    }
  }

  /// Data that arrives after the first layout: no exception on the way, and the card is
  /// there once the items are.
  @Test func lateDataDecoratedLayoutWaitsForItsSections() {
    let layout = DecoratedLayout(decoration: LayerShadowBackground.self)
    let collection = UICollectionView(
      frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
    collection.register(ItemCell.self, forCellWithReuseIdentifier: "item")
    collection.layoutIfNeeded()
    #expect(Simulator.raisedExceptions(in: collection).isEmpty)
    let items = Items(count: 3)
    collection.dataSource = items
    collection.layoutIfNeeded()
    #expect(Simulator.raisedExceptions(in: collection).isEmpty)
    #expect(collection.subviews.contains { $0 is LayerShadowBackground })
    #expect(collection.visibleCells.count == 3)
  }

  /// Every drawn view of the chapter over a bright backdrop, on 1x, 2x and 3x screens: no
  /// black where it paints nothing (each says isOpaque = false, or paints an opaque
  /// background).
  @Test func screensDrawnViewsShowNoBlackOnAnyScale() {
    for scale in Device.scales {
      Simulator.withScreenScale(scale) {
        let size = CGRect(x: 0, y: 0, width: 144, height: 120)
        let views: [(String, UIView)] = [
          ("DrawnCard", DrawnCard(frame: size)),
          ("BadgedCard", BadgedCard(frame: size)),
          ("OddCardView", OddCardView(frame: size)),
          ("DrawnShadowBackground", DrawnShadowBackground(frame: size)),
          ("PatternBackground", PatternBackground(frame: size)),
        ]
        for (name, view) in views {
          let pixels = Device.drawnOverBackdrop(view, scale: scale)
          #expect(Device.blackPixels(pixels) == 0, "\(name) at \(scale)x")
        }
      }
    }
  }

  /// The card layer on a 3x screen is drawn at 3 pixels per point (its view gives it the
  /// screen's scale), and drawn again, not stretched, when its view grows.
  @Test func threeXScreenCardLayerIsSharpAndRedrawnWhenItGrows() {
    Simulator.withScreenScale(3) {
      let view = CardLayerView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
      view.layoutIfNeeded()
      #expect(view.card.contentsScale == 3)
      #expect(view.card.needsDisplayOnBoundsChange)
      // Grown: the same pixels as a card view made at the new size.
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      _ = AsciiArt(pixelsPerPoint: 3).render(view)
      view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
      let grown = AsciiArt(pixelsPerPoint: 3).render(view)
      CATransaction.commit()
      let fresh = CardLayerView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
      #expect(grown.pixels == AsciiArt(pixelsPerPoint: 3).render(fresh).pixels)
    }
  }

  /// UIKit may compare attributes off the main thread: the decoration attributes compare
  /// there without trapping (no `MainActor.assumeIsolated` in `isEqual(_:)`).
  @Test func threadsDecorationAttributesCompareOffTheMainThread() async {
    let path = IndexPath(item: 0, section: 0)
    let a = DecorationAttributes(forDecorationViewOfKind: "card", with: path)
    let b = DecorationAttributes(forDecorationViewOfKind: "card", with: path)
    a.isOdd = true
    let pair = (a, b)
    let (different, same) = await Task.detached {
      let different = pair.0.isEqual(pair.1)
      pair.1.isOdd = true
      return (different, pair.0.isEqual(pair.1))
    }.value
    #expect(!different && same)
  }

  /// Dark Mode: the items' names stay legible on the white cards, in both layouts.
  @Test func darkModeDecorationsLabelsStayLegible() {
    Simulator.withAppearance(.dark) {
      for decoration in [LayerShadowBackground.self, DrawnShadowBackground.self]
        as [UICollectionReusableView.Type]
      {
        let (collection, items) = decoratedScreen(count: 5, decoration: decoration)
        #expect(Device.illegibleLabels(in: collection).map(\.0) == [], "\(decoration)")
        withExtendedLifetime(items) {}
      }
    }
  }

  /// Rotation: every view of the chapter, resized on screen, is what it is when made at
  /// the new size (a drawn view redraws rather than stretch its old drawing).
  @Test func rotationDecorationViewsFollowTheirNewSize() {
    let makers: [(String, (CGRect) -> UIView)] = [
      ("DrawnCard", { DrawnCard(frame: $0) }),
      ("BadgedCard", { BadgedCard(frame: $0) }),
      ("OddCardView", { OddCardView(frame: $0) }),
      ("DrawnShadowBackground", { DrawnShadowBackground(frame: $0) }),
      ("PatternBackground", { PatternBackground(frame: $0) }),
      ("LayerShadowBackground", { LayerShadowBackground(frame: $0) }),
      ("CardLayerView", { CardLayerView(frame: $0) }),
    ]
    #expect(
      Device.kindsThatDoNotFollowAResize(
        makers, from: CGSize(width: 120, height: 96), to: CGSize(width: 180, height: 120)) == [])
  }
}
