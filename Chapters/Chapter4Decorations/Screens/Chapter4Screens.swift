import UIKit

// Chapter 4 in the app: decorated collections and shadows drawn in draw(_:), built from
// the chapter's code (App/) as the book's figures are.

/// A decorated collection, kept alive with its data source.
private func decorated(
  count: Int, decoration: UICollectionReusableView.Type,
  configure: (DecoratedLayout) -> Void = { _ in }
) -> UIView {
  let (screen, items) = decoratedScreen(count: count, decoration: decoration, configure: configure)
  return keeping(screen, items)
}

/// A collection decorated by the drawn shadow, whose data goes from `counts[0]` items to
/// `counts[1]` and back; `before` runs on each decoration view just before a change.
private func changingCount(
  _ counts: [Int], decoration: DrawnShadowBackground.Type = DrawnShadowBackground.self,
  before: @escaping (DrawnShadowBackground) -> Void = { _ in }
) -> UIView {
  let (collection, first) = decoratedScreen(count: counts[0], decoration: decoration) {
    $0.drawnShadowRoom = DrawnShadowBackground.room
  }
  let all = [first] + counts.dropFirst().map { Items(count: $0) }
  return withChoices(collection, counts.map { "\($0) items" }, keeping: all) {
    [weak collection] choice in
    guard let collection else { return }
    for case let decoration as DrawnShadowBackground in collection.subviews { before(decoration) }
    collection.dataSource = all[choice]
    collection.reloadData()
  }
}

let chapter4Screens = AppChapter(
  number: 4, title: "Decoration views and shadows",
  techniques: [
    Technique("A card behind a section", figure: "decorations/decorated-section") {
      decorated(count: 6, decoration: LayerShadowBackground.self)
    },
    Technique(
      "Handing data to a decoration", figure: "decorations/stale-decoration",
      versions: [true, false].map { comparesData in
        (
          comparesData ? "with isEqual" : "without isEqual",
          {
            let (collection, items) = decoratedScreen(
              count: 4, decoration: PatternBackground.self,
              layout: comparesData
                ? nil : ForgetfulDecoratedLayout(decoration: PatternBackground.self)
            ) { layout in layout.imageName = "stripes" }
            let names = ["stripes", "dots"]
            return withChoices(collection, names, keeping: [items]) { [weak collection] choice in
              guard let layout = collection?.collectionViewLayout as? DecoratedLayout else {
                return
              }
              layout.imageName = names[choice]
              layout.invalidateLayout()
            }
          }
        )
      }),
    Technique(
      "A shadow drawn in draw(_:)", figure: "decorations/drawn-shadow",
      versions: [4, 5].map { count in
        (
          "\(count) items",
          {
            decorated(count: count, decoration: DrawnShadowBackground.self) {
              $0.drawnShadowRoom = DrawnShadowBackground.room
            }
          }
        )
      }),
    Technique(
      "Drawn again when its data changes", figure: "decorations/reused-decoration",
      versions: [true, false].map { redraws in
        (
          redraws ? "with setNeedsDisplay()" : "without it",
          {
            changingCount(
              [5, 6],
              decoration: redraws ? DrawnShadowBackground.self : ForgetfulDrawnBackground.self)
          }
        )
      }),
    Technique(
      "Drawn again when it grows", figure: "decorations/stretched-decoration",
      versions: [UIView.ContentMode.redraw, .scaleToFill].map { mode in
        (
          mode == .redraw ? ".redraw" : ".scaleToFill",
          { changingCount([2, 6]) { $0.contentMode = mode } }
        )
      }),
    Technique(
      "One shadow for three pieces", figure: "decorations/union-of-shadows",
      versions: [(false, "three fills"), (true, "in a transparency layer")].map { layered, name in
        (
          name,
          {
            // The book's size: the view draws its card at fixed places, 112 points wide.
            let frame = CGRect(x: 0, y: 0, width: 144, height: 144)
            guard layered else { return PieceByPieceOddCardView(frame: frame) }
            let view = OddCardView(frame: frame)
            view.how = .transparencyLayer
            return view
          }
        )
      }),
    Technique(
      "Save and restore the context", figure: "decorations/save-restore",
      versions: [true, false].map { restores in
        (
          restores ? "saved and restored" : "shadow left on",
          {
            // The book's size: the view draws its card at fixed places, 96 points wide.
            let frame = CGRect(x: 0, y: 0, width: 120, height: 96)
            let view = restores ? BadgedCard(frame: frame) : UnrestoredBadgedCard(frame: frame)
            view.backgroundColor = UIColor(white: 0.85, alpha: 1)
            return view
          }
        )
      }),
    Technique("Before there is any data", figure: "decorations/missing-sections") {
      // Only the guarded layout: the one without the guard stops the app, as the book's
      // figure says.
      let (collection, _) = decoratedScreen(count: 0, decoration: LayerShadowBackground.self)
      let choices = [Items(count: 0, hasSection: false), Items(count: 6)]
      collection.dataSource = choices[0]
      return withChoices(collection, ["no data yet", "data"], keeping: choices) {
        [weak collection] choice in
        collection?.dataSource = choices[choice]
        collection?.reloadData()
      }
    },
  ])
