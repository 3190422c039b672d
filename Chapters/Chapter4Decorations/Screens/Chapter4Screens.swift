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

let chapter4Screens = AppChapter(
  number: 4, title: "Decoration views and shadows",
  techniques: [
    Technique("A card behind a section", figure: "decorations/decorated-section") {
      decorated(count: 6, decoration: LayerShadowBackground.self)
    },
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
      "One shadow for three pieces", figure: "decorations/union-of-shadows",
      versions: [
        (OddOutlineFill.eachPiece, "three fills"), (.transparencyLayer, "in a transparency layer"),
      ].map { how, name in
        (
          name,
          {
            let view = OddCardView(frame: CGRect(x: 0, y: 0, width: 288, height: 288))
            view.how = how
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
            let view = BadgedCard(frame: CGRect(x: 0, y: 0, width: 240, height: 192))
            view.backgroundColor = UIColor(white: 0.85, alpha: 1)
            view.restoresState = restores
            return view
          }
        )
      }),
  ])
