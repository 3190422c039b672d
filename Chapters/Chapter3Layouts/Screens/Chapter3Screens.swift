import UIKit

// Chapter 3 in the app: the pizza-halves selector, which you can flick, built from the
// chapter's code (App/) as the book's figures are.

/// The selector's view, kept alive with the object that owns its collections.
private func selector(
  _ configure: (PizzaHalvesScreen) -> Void = { _ in },
  layout: ((PizzaHalfOrientation, CGFloat) -> PizzaHalfSelectorLayout)? = nil
) -> UIView {
  let screen = layout.map { PizzaHalvesScreen(layout: $0) } ?? PizzaHalvesScreen()
  configure(screen)
  return keeping(screen.view, screen)
}

/// The cells' steps of the layout, as the chapter turns them on one by one (all on, the
/// finished layout, unless said otherwise), the halves resting at pizza 2.4.
private func steps(
  scales: Bool = true, fades: Bool = true, aligns: Bool = true, compresses: Bool = true,
  invalidates: Bool = true, transformFirst: Bool = false
) -> UIView {
  selector(
    { screen in
      screen.hideTitles()
      for layout in stepLayouts(screen) {
        layout.scalesCells = scales
        layout.fadesCells = fades
        layout.alignsToCenter = aligns
        layout.compressesVertically = compresses
        layout.invalidatesOnScroll = invalidates
        layout.setsTransformFirst = transformFirst
        // The screen laid its halves out with every step on: the attributes it keeps must be
        // made again with these (a layout that does not invalidate on scrolling would keep
        // them for good).
        layout.invalidateLayout()
      }
      screen.show(left: 2.4, right: 2.4, titles: false)
    }, layout: { PizzaStepsLayout(orientation: $0, pizzaSize: $1) })
}

let chapter3Screens = AppChapter(
  number: 3, title: "Collection layouts",
  techniques: [
    Technique("A layout like a table", figure: "layouts/visible-rows") {
      let layout = TableLayout()
      layout.itemSize = CGSize(width: 240, height: 80)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 240, height: 400), collectionViewLayout: layout)
      collection.backgroundColor = .white
      collection.register(NumberedCell.self, forCellWithReuseIdentifier: "row")
      let rows = NumberedRows(count: 100)
      collection.dataSource = rows
      return keeping(collection, rows)
    },
    Technique("Stopping on a pizza", figure: "layouts/snapping") {
      steps(scales: false, fades: false, aligns: false, compresses: false)
    },
    Technique(
      "Recomputing on every scroll", figure: "layouts/invalidation",
      versions: [
        ("invalidates", { steps(aligns: false, compresses: false) }),
        ("does not", { steps(aligns: false, compresses: false, invalidates: false) }),
      ]),
    Technique(
      "Size and alpha from the distance", figure: "layouts/scale-and-alpha",
      versions: [
        ("plain", { steps(scales: false, fades: false, aligns: false, compresses: false) }),
        ("scaled", { steps(fades: false, aligns: false, compresses: false) }),
        ("and faded", { steps(aligns: false, compresses: false) }),
      ]),
    Technique(
      "Two halves meeting in the middle", figure: "layouts/aligned-halves",
      versions: [
        ("aligned to the centre", { steps(compresses: false) }),
        ("and compressed", { steps() }),
      ]),
    Technique(
      "Frame first, then transform", figure: "layouts/wrong-order",
      versions: [
        ("transform, then frame", { steps(transformFirst: true) }),
        ("frame, then transform", { steps() }),
      ]),
    Technique("The pizza-halves selector", figure: "layouts/same-pizza") {
      // The screen's own delegates (the chapter's) hand the titles over as the halves
      // scroll: one name in the middle whenever both show the same pizza.
      let screen = PizzaHalvesScreen()
      screen.show(left: 2, right: 2)
      return keeping(screen.view, screen)
    },
    Technique("A drum", figure: "layouts/drum") {
      selector(
        { screen in
          screen.hideTitles()
          screen.show(left: 3, right: 3, titles: false)
        }, layout: { DrumLayout(orientation: $0, pizzaSize: $1) })
    },
  ])
