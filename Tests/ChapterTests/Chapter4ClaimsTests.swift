import Testing
import Workbook

@testable import Chapter4Decorations
@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter Chapter4ClaimsTests`.
@Suite struct Chapter4ClaimsTests {}

extension Chapter4ClaimsTests {
  @Test func theDecorationIsTheLayoutsDrawnBehindTheCells() {
    let (screen, items) = decoratedScreen(count: 5, decoration: LayerShadowBackground.self)
    withExtendedLifetime(items) {
      screen.layoutIfNeeded()
      let decorations = screen.subviews.filter { $0 is LayerShadowBackground }
      #expect(decorations.count == 1)
      // Drawn first, so behind the cells; three rows tall for five items, plus shadow room.
      #expect(screen.subviews.first is LayerShadowBackground)
      // Typed, so the sum is not worked out in Double (which a Mac's type checker chose).
      let expected: CGFloat = 3 * Grid.itemHeight + Grid.shadowBottom
      #expect(decorations.first?.frame.height == expected)
    }
  }

  @Test func attributesCarryTheImageNameToTheView() {
    let layout = DecoratedLayout(decoration: PatternBackground.self)
    layout.imageName = "dots"
    let collection = UICollectionView(
      frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
    let items = Items(count: 3)
    collection.dataSource = items
    collection.layoutIfNeeded()
    let attributes = layout.layoutAttributesForDecorationView(
      ofKind: layout.decorationKind, at: IndexPath(item: 0, section: 0))
    #expect((attributes as? DecorationAttributes)?.imageName == "dots")
    #expect((attributes as? DecorationAttributes)?.isOdd == true)
    #expect((attributes?.copy() as? DecorationAttributes)?.imageName == "dots")
  }

  /// With no section yet, the guard keeps the decoration out; without it, the layout asks
  /// for section 0's item count and UIKit raises (the model records the message).
  @Test func theGuardKeepsTheDecorationOutUntilThereIsASection() {
    for guards in [false, true] {
      let layout =
        guards
        ? DecoratedLayout(decoration: LayerShadowBackground.self)
        : UnguardedDecoratedLayout(decoration: LayerShadowBackground.self)
      let collection = UICollectionView(
        frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
      let items = Items(count: 0, hasSection: false)
      collection.dataSource = items
      collection.layoutIfNeeded()
      withExtendedLifetime(items) {
        #expect(collection.skippedAttributes == (guards ? 0 : 1))
        #expect(collection.subviews.isEmpty)
        #expect(
          collection.raisedExceptions
            == (guards
              ? []
              : [
                "request for number of items in section 0 when there are only 0 sections in "
                  + "the collection view"
              ]))
      }
    }
  }

  @Test func oneFillAndATransparencyLayerCastTheSameSingleShadow() {
    let frame = CGRect(x: 0, y: 0, width: 144, height: 144)
    func pixels(_ how: OddOutlineFill) -> Bitmap {
      let view = OddCardView(frame: frame)
      view.how = how
      return AsciiArt().render(view)
    }
    let onePath = pixels(.onePath)
    let layered = pixels(.transparencyLayer)
    let each = AsciiArt().render(PieceByPieceOddCardView(frame: frame))
    // On the lone item just below the rows: white when there is one shadow, shadowed when not.
    #expect(onePath.pixel(atDeviceX: 40, y: 88).x > 0.98)
    #expect(layered.pixel(atDeviceX: 40, y: 88).x > 0.98)
    #expect(each.pixel(atDeviceX: 40, y: 88).x < 0.8)
  }

  @Test func customAttributesCopyAndCompareTheirOwnProperties() {
    let a = DecorationAttributes(
      forDecorationViewOfKind: "card", with: IndexPath(item: 0, section: 0))
    a.imageName = "stripes"
    a.isOdd = true
    let copy = a.copy() as? DecorationAttributes
    #expect(copy?.imageName == "stripes" && copy?.isOdd == true)
    #expect(a.isEqual(copy))
    copy?.imageName = "dots"
    #expect(!a.isEqual(copy), "a change of only the pattern is a change")
    let forgetful = ForgetfulAttributes(
      forDecorationViewOfKind: "card", with: IndexPath(item: 0, section: 0))
    let other = forgetful.copy() as? ForgetfulAttributes
    other?.imageName = "dots"
    #expect(forgetful.isEqual(other), "compared as UIKit's own attributes: no change seen")
  }

  @Test func withoutIsEqualTheChangedPatternNeverReachesTheView() {
    let figure = staleDecoration()
    #expect(figure.panels.count == 2)
    #expect(figure.panels[0].art != figure.panels[1].art)
    // The forgetful panel still shows what the stripes draw: the same art as a fresh
    // collection with stripes.
    let (stripes, items) = decoratedScreen(count: 4, decoration: PatternBackground.self) {
      $0.imageName = "stripes"
    }
    withExtendedLifetime(items) {
      #expect(Figure(of: stripes).art == figure.panels[0].art)
    }
  }

  @Test func aReusedDrawnDecorationKeepsItsOldOutlineWithoutSetNeedsDisplay() {
    let figure = reusedDecoration()
    #expect(figure.panels.count == 2)
    #expect(figure.panels[0].art != figure.panels[1].art)
    // The sixth item's label stands on the bare screen in the stale panel.
    #expect(figure.panels[0].art.contains { $0.contains("no.6....") })
    #expect(!figure.panels[1].art.contains { $0.contains("no.6....") })
  }

  /// "Pushing the layer's context makes them draw here": the card layer's white shows;
  /// the same drawing without the push draws nothing at all.
  @Test func aLayerDrawsWithUIKitOnlyOnceItsContextIsPushed() {
    nonisolated final class UnpushedCardLayer: CALayer {
      override func draw(in ctx: CGContext) {
        UIColor.white.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 8, dy: 8), cornerRadius: 10).fill()
      }
    }
    func centre(_ layer: CALayer) -> Float {
      let screen = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
      screen.backgroundColor = .black
      layer.frame = screen.bounds
      layer.setNeedsDisplay()  // a layer draws only when told to
      screen.layer.addSublayer(layer)
      return AsciiArt().render(screen).pixel(atDeviceX: 40, y: 30).x
    }
    #expect(centre(CardLayer()) == 1)
    #expect(centre(UnpushedCardLayer()) == 0)
  }

  /// The delegate's heights are what the layout uses, and each item goes under the
  /// shorter column.
  @Test func theColumnsLayoutTakesItsHeightsFromTheDelegate() {
    let items = SizedItems(lineCounts: [1, 3, 2, 1])
    let layout = ColumnsLayout()
    layout.delegate = items
    let collection = UICollectionView(
      frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
    collection.dataSource = items
    layout.prepare()
    let frames = (0..<4).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.height) == [24, 56, 40, 24])
    // no.1 left; no.2 right (the left is taller now); no.3 left, under no.1 (the left
    // ends at 44, the right at 76); no.4 right (the left ends at 88 now, the right at 76).
    #expect(frames.map { $0.minX == Grid.inset } == [true, false, true, false])
    #expect(frames[2].minY == frames[0].maxY + layout.spacing)
    // Same count, new heights: invalidating the layout is enough.
    items.lineCounts = [5, 1, 1, 1]
    layout.invalidateLayout()
    layout.prepare()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 88)
  }
}
