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

let chapter3Screens = AppChapter(
  number: 3, title: "Collection layouts",
  techniques: [
    Technique("The pizza-halves selector", figure: "layouts/headers") {
      selector { $0.show(left: 2, right: 3) }
    },
    Technique(
      "Two halves meeting in the middle", figure: "layouts/aligned-halves",
      versions: [false, true].map { compress in
        (
          compress ? "and compressed" : "aligned to the centre",
          {
            selector { screen in
              screen.hideTitles()
              for layout in [screen.leftLayout, screen.rightLayout] {
                layout.compressesVertically = compress
              }
              screen.show(left: 2.4, right: 2.4, titles: false)
            }
          }
        )
      }),
    Technique(
      "Frame first, then transform", figure: "layouts/wrong-order",
      versions: [true, false].map { transformFirst in
        (
          transformFirst ? "transform, then frame" : "frame, then transform",
          {
            selector { screen in
              screen.hideTitles()
              for layout in [screen.leftLayout, screen.rightLayout] {
                layout.setsTransformFirst = transformFirst
              }
              screen.show(left: 2.4, right: 2.4, titles: false)
            }
          }
        )
      }),
    Technique("A drum", figure: "layouts/drum") {
      selector(
        { screen in
          screen.hideTitles()
          screen.show(left: 3, right: 3, titles: false)
        }, layout: { DrumLayout(orientation: $0, pizzaSize: $1) })
    },
  ])
