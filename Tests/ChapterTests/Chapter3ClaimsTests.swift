import Testing
import Workbook

@testable import Chapter3Layouts
@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter Chapter3ClaimsTests`.
@Suite struct Chapter3ClaimsTests {}

/// Chapter 3's claims: the layout's numbers, and sensible behaviour on bad input.

extension Chapter3ClaimsTests {
  @Test func binarySearchFindsTheSameRowsAsTheFilter() {
    let cache = TableLayoutCache(
      itemSize: CGSize(width: 160, height: 230), collectionWidth: 160, numberOfItems: 5000)
    for y in stride(from: CGFloat(-700), through: 230 * 5000 + 200, by: 9173) {
      let rect = CGRect(x: 0, y: y, width: 160, height: 568)
      #expect(cache.visibleRows(in: rect) == cache.visibleRowsByFilter(in: rect), "rect at \(y)")
    }
    #expect(cache.visibleRows(in: CGRect(x: 0, y: 0, width: 160, height: 0)).isEmpty)
  }

  @Test func pizzaIndexAndContentOffsetAreInverses() {
    let screen = PizzaHalvesScreen()
    let layout = screen.leftLayout
    for index in 0..<pizzaNames.count {
      #expect(
        abs(layout.pizzaIndex(offset: layout.contentOffset(for: index)) - (CGFloat(index) + 0.5))
          < 1e-9)
    }
    #expect(layout.contentOffset(for: 0).y == -169)  // (230 - 568) / 2: the top inset
  }

  @Test func theCentrePizzaIsFullSizeAndItsNeighboursAreAtZeroPointFour() {
    let screen = PizzaHalvesScreen()
    screen.show(left: 2, right: 2)
    screen.view.layoutIfNeeded()
    let cells = screen.left.visibleCells.compactMap { $0 as? PizzaHalfCell }
    let centre = cells.first { $0.pizza == 2 }
    let neighbour = cells.first { $0.pizza == 3 }
    #expect(centre?.transform == .identity)
    #expect(centre?.alpha == 1)
    #expect(abs((neighbour?.transform.a ?? 0) - 0.4) < 1e-6)
    #expect(abs((neighbour?.alpha ?? 0) - 0.4) < 1e-6)
    // The left half's straight edge meets the middle of the screen, 2 points short.
    let edge = centre.map { $0.convert(CGPoint(x: $0.bounds.maxX, y: 0), to: screen.view).x } ?? 0
    #expect(abs(edge - 158) < 1e-6)
  }

  @Test func snappingLandsOnAPizzaAndSmallFlicksReturn() {
    let screen = PizzaHalvesScreen()
    let layout = screen.leftLayout
    screen.left.contentOffset = layout.contentOffset(for: 2)
    let small = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 150))
    #expect(small.target == layout.contentOffset(for: 2))
    let big = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 3000))
    #expect(big.target == layout.contentOffset(for: 3))
    // Fast deceleration: 1000 pt/s projects 99 points (0.99 / 0.01 / 1000 * 1000).
    #expect(abs(Deceleration.fast.projectedDistance(velocity: 1000) - 99) < 1e-9)
    #expect(abs(Deceleration.normal.projectedDistance(velocity: 1000) - 499) < 1e-6)
    #expect(abs(Deceleration.normal.continuousDistance(velocity: 1000) - 499.5) < 0.01)
    #expect(abs(Deceleration.fast.continuousDistance(velocity: 1000) - 99.5) < 0.01)
  }

  @Test func headersAreAboveTheCellsAndInvisibleOnesAreNotReturned() {
    let screen = PizzaHalvesScreen()
    screen.show(left: 2, right: 3)
    screen.left.layoutIfNeeded()
    let attributes = screen.leftLayout.layoutAttributesForElements(in: screen.left.bounds) ?? []
    let headers = attributes.filter { $0.representedElementCategory == .supplementaryView }
    let cells = attributes.filter { $0.representedElementCategory == .cell }
    #expect(headers.count == 1, "only the centre pizza's name has alpha > 0")
    #expect(headers.allSatisfy { $0.zIndex > (cells.map(\.zIndex).max() ?? 0) })
    // The header moves with the bounds: the same place on screen at another offset.
    let onScreen = (headers.first?.frame.minY ?? 0) - screen.left.bounds.minY
    screen.show(left: 4, right: 3)
    screen.left.layoutIfNeeded()
    let later = screen.leftLayout.layoutAttributesForElements(in: screen.left.bounds)?
      .first { $0.representedElementCategory == .supplementaryView }
    #expect(abs(((later?.frame.minY ?? 0) - screen.left.bounds.minY) - onScreen) < 1e-9)
  }

  @Test func theDrumOrdersRowsTowardsTheCentre() {
    let screen = PizzaHalvesScreen { DrumLayout(orientation: $0, pizzaSize: $1) }
    screen.show(left: 3, right: 3)
    let z = (0..<pizzaNames.count).map { screen.leftLayout.zIndex(forRow: $0) }
    #expect(z == [0, 1, 2, 8, 3, 2, 1, 0])
  }
}

// MARK: - Bad input

private final class Items: NSObject, UICollectionViewDataSource {
  let sections: [Int]
  init(_ sections: [Int]) { self.sections = sections }
  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section]
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

/// A layout that claims items the data source does not have.
private final class Liar: UICollectionViewLayout {
  override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1000) }
  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    (0..<5).map { item in
      let attributes = UICollectionViewLayoutAttributes(
        forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 0, y: CGFloat(item) * 20, width: 100, height: 20)
      return attributes
    }
  }
}

extension Chapter3ClaimsTests {
  @Test(arguments: [[], [0], [0, 0]])
  func emptyCollectionsDrawNothingAndDoNotCrash(sections: [Int]) {
    let layout = TableLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
    let items = Items(sections)
    collection.dataSource = items
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.isEmpty)
    #expect(collection.contentSize.height == 0)
    #expect(Simulator.endDragging(collection, velocity: CGPoint(x: 0, y: 5000)).target == .zero)
  }

  @Test func aZeroHeightCollectionAndNaNOffsetsAreHarmless() {
    let screen = PizzaHalvesScreen()
    screen.left.frame.size.height = 0
    screen.left.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    screen.left.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    screen.left.layoutIfNeeded()
    #expect(screen.left.contentOffset.x.isFinite && screen.left.contentOffset.y.isFinite)
    _ = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: CGFloat.nan))
    #expect(screen.left.contentOffset.y.isFinite)
    #expect(!screen.figure().art.isEmpty)
  }

  @Test func attributesForItemsThatDoNotExistAreSkippedAndCounted() {
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: Liar())
    let items = Items([2])
    collection.dataSource = items
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.count == 2)
    #expect(collection.skippedAttributes == 3)
  }

  @Test func equalZIndexDrawsInAStableDocumentedOrder() {
    let a = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: "h", with: IndexPath(item: 0, section: 0))
    let b = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
    let c = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    let sorted = [a, b, c].sorted(by: UICollectionViewLayoutAttributes.drawsBefore)
    #expect(sorted.map(\.representedElementCategory) == [.cell, .cell, .supplementaryView])
    #expect(sorted.first?.indexPath.item == 0)
  }

  @Test func keepingTheFramesOnScrollBuildsThemOnce() {
    #expect(framesBuiltWhileScrolling(count: 500, steps: 20, keeps: true) == 500)
    #expect(framesBuiltWhileScrolling(count: 500, steps: 20, keeps: false) == 500 * 21)
  }

  @Test func aFastFlickOfAThousandPointsPerSecondDoesNotLeaveThePizza() {
    let screen = PizzaHalvesScreen()
    let collection = screen.left
    let layout = screen.leftLayout
    collection.decelerationRate = .fast
    for (velocity, lands) in [(CGFloat(1000), 1), (3000, 2)] {
      collection.contentOffset = layout.contentOffset(for: 1)
      let (_, target) = Simulator.endDragging(collection, velocity: CGPoint(x: 0, y: velocity))
      #expect(Int(layout.pizzaIndex(offset: target).rounded(.down)) == lands)
    }
  }
}

// MARK: - Flicks, the article's small-flick return, coalesced invalidation

extension Chapter3ClaimsTests {
  @Test func aFastFlickMovesOnAboveOnePointTwoAndSkipsAbove3Point5PointsPerMillisecond() {
    let fast = fastFlickThresholds()
    // The prose: 99 and 499 points per pt/ms, half a pizza 115 points, a pizza and a half 345.
    #expect(abs(fast.pointsPerUnit - 99) < 1e-9)
    #expect(abs(Deceleration.normal.projectedDistance(velocity: 1000) - 499) < 1e-6)
    #expect(PizzaHalvesScreen.pizzaSize / 2 == 115 && PizzaHalvesScreen.pizzaSize * 1.5 == 345)
    #expect((fast.movesOn * 10).rounded() / 10 == 1.2)
    #expect((fast.skips * 10).rounded() / 10 == 3.5)
    let screen = PizzaHalvesScreen()
    let collection = screen.left
    let layout = screen.leftLayout
    collection.decelerationRate = .fast
    func lands(_ perMillisecond: CGFloat, limit: Int? = nil) -> Int {
      layout.maxPizzasPerFlick = limit
      collection.contentOffset = layout.contentOffset(for: 2)
      let (_, target) = Simulator.endDragging(
        collection, velocity: CGPoint(x: 0, y: perMillisecond * 1000))
      return Int(layout.pizzaIndex(offset: target).rounded(.down))
    }
    #expect(lands(fast.movesOn * 0.97) == 2)
    #expect(lands(fast.movesOn * 1.03) == 3)
    #expect(lands(fast.skips * 0.97) == 3)
    #expect(lands(fast.skips * 1.03) == 4, "a hard flick skips a pizza")
    #expect(lands(-fast.skips * 1.03) == 0, "upwards too")
    #expect(lands(fast.skips * 1.03, limit: 1) == 3, "unless the layout clamps it")
    #expect(lands(20, limit: 1) == 3)
  }

  @Test func theArticlesSmallFlickStopsTheScrollAndScrollsBackToThePizza() {
    let screen = PizzaHalvesScreen { SmoothReturnLayout(orientation: $0, pizzaSize: $1) }
    let layout = screen.leftLayout
    let centred = layout.contentOffset(for: 2)
    // A finger that dragged 30 points past pizza 2 and lifts with a small flick.
    screen.left.contentOffset = CGPoint(x: 0, y: centred.y + 30)
    let small = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 150))
    #expect(Int(layout.pizzaIndex(offset: small.proposed)) == 2, "the proposed offset stays on 2")
    #expect(screen.left.contentOffset == centred, "setContentOffset brought pizza 2 back")
    // A flick that leaves the pizza is snapped as by the plain layout.
    let big = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 2000))
    #expect(big.target == layout.contentOffset(for: 3))
  }
}

/// A layout that counts its `prepare()` calls.
private final class CountingLayout: PizzaHalfSelectorLayout {
  var prepares = 0
  override func prepare() {
    prepares += 1
    super.prepare()
  }
}

extension Chapter3ClaimsTests {
  @Test func boundsChangesAreCoalescedIntoOneLayoutPass() {
    let screen = PizzaHalvesScreen { CountingLayout(orientation: $0, pizzaSize: $1) }
    guard let layout = screen.leftLayout as? CountingLayout else {
      Issue.record("not the counting layout")
      return
    }
    screen.left.layoutIfNeeded()
    let before = layout.prepares
    for step in 1...10 {  // ten scrolls of 3 points within one frame
      screen.left.contentOffset.y += 3
      #expect(layout.prepares == before, "step \(step) only marks the layout invalid")
    }
    screen.left.layoutIfNeeded()  // the frame's layout pass
    #expect(layout.prepares == before + 1)
  }

  @Test func theFiguresShowHelperCountsFromCentreToCentreHalfAPizzaBehindPizzaIndex() {
    let screen = PizzaHalvesScreen()
    for position in [CGFloat(0), 2, 2.25, 2.75, 5.5] {
      screen.show(left: position, right: position, titles: false)
      let index = screen.leftLayout.pizzaIndex(offset: screen.left.contentOffset)
      #expect(abs(index - (position + 0.5)) < 1e-9, "show(left: \(position))")
    }
  }

  @Test func thisChaptersPhoneArtIsTenByTwentyPointsPerCharacter() {
    #expect(phoneArt.cellSize == CGSize(width: 10, height: 20))
  }
}

// MARK: - The screen around the layout, and what goes wrong in an app

extension Chapter3ClaimsTests {
  @Test func aScrolledHalfHandsItsPizzaToTheOtherAndTheScreenDecidesTheTitles() {
    let screen = PizzaHalvesScreen()  // it makes, keeps and assigns its halves' delegates
    #expect(screen.left.delegate is PizzaHalfScrollObserver)
    #expect(PizzaHalfOrientation.left.opposite() == .right)
    #expect(PizzaHalfOrientation.right.opposite() == .left)
    screen.left.contentOffset = screen.leftLayout.contentOffset(for: 3)
    screen.right.contentOffset = screen.rightLayout.contentOffset(for: 4)
    #expect(screen.titleLabel.text == nil)
    #expect(screen.leftLayout.showsHeaders && screen.rightLayout.showsHeaders)
    screen.right.contentOffset = screen.rightLayout.contentOffset(for: 3)  // the same pizza
    #expect(screen.titleLabel.text == pizzaNames[3])
    #expect(!screen.leftLayout.showsHeaders && !screen.rightLayout.showsHeaders)
    screen.left.contentOffset = screen.leftLayout.contentOffset(for: 2)
    #expect(screen.titleLabel.text == nil)
    #expect(screen.leftLayout.showsHeaders && screen.rightLayout.showsHeaders)
  }

  @Test func theDefaultsHideTheEffect() {
    let plain = UICollectionViewLayout()
    #expect(
      !plain.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 10, height: 10)))
    let screen = PizzaHalvesScreen()
    let fresh = UICollectionView(frame: screen.left.frame, collectionViewLayout: TableLayout())
    #expect(fresh.decelerationRate == .normal)
    // Under .normal an ordinary 1 pt/ms flick from pizza 1 carries two pizzas on.
    screen.left.decelerationRate = .normal
    screen.left.contentOffset = screen.leftLayout.contentOffset(for: 1)
    let (_, target) = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 1000))
    #expect(Int(screen.leftLayout.pizzaIndex(offset: target)) == 3)
  }
}

/// A delegate that sends every flick to the top.
private final class TopSnapper: NSObject, UICollectionViewDelegate {
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.y = -169
  }
}

extension Chapter3ClaimsTests {
  @Test func theDelegateIsAskedAfterTheLayoutAndHasTheLastWord() {
    let screen = PizzaHalvesScreen()
    let snapper = TopSnapper()
    screen.left.delegate = snapper
    screen.left.contentOffset = screen.leftLayout.contentOffset(for: 3)
    let (_, target) = Simulator.endDragging(screen.left, velocity: CGPoint(x: 0, y: 2000))
    #expect(target.y == -169)
    withExtendedLifetime(snapper) {}
  }

  @Test func scalingByTransformLeavesTheCellsBoundsAlone() {
    let screen = PizzaHalvesScreen()
    screen.hideTitles()
    screen.show(left: 2, right: 2, titles: false)
    screen.left.layoutIfNeeded()
    var scales: Set<CGFloat> = []
    for step in 0...10 {  // a fortieth of a pizza at a time: the cells change their scale
      screen.show(left: 2 + CGFloat(step) / 40, right: 2, titles: false)
      screen.left.layoutIfNeeded()
      for cell in screen.left.visibleCells {
        #expect(cell.bounds.size == CGSize(width: 160, height: 230), "step \(step)")
        scales.insert(cell.transform.a)
      }
    }
    #expect(scales.count > 10, "the scale did change")
  }

  @Test func theDrumsTwoPilesShareZIndicesButNeverOverlap() {
    let screen = PizzaHalvesScreen { DrumLayout(orientation: $0, pizzaSize: $1) }
    screen.hideTitles()
    screen.show(left: 3, right: 3, titles: false)
    screen.left.layoutIfNeeded()
    let layout = screen.leftLayout
    #expect(layout.zIndex(forRow: 2) == layout.zIndex(forRow: 5), "rows 2 and 5 tie")
    let cells = layout.layoutAttributesForElements(in: screen.left.bounds) ?? []
    let above = cells.filter { $0.indexPath.item < 3 }.map(\.frame.maxY)
    let below = cells.filter { $0.indexPath.item > 3 }.map(\.frame.minY)
    #expect(!above.isEmpty && !below.isEmpty, "both piles are on screen")
    #expect((above.max() ?? 0) < (below.min() ?? 0), "the piles above and below do not overlap")
  }
}
