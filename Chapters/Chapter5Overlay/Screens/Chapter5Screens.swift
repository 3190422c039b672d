import UIKit

// Chapter 5 in the app: the overlay over a map, built from the chapter's code (App/) as
// the book's figures are.

let chapter5Screens = AppChapter(
  number: 5, title: "Overlay physics",
  techniques: [
    Technique(
      "The overlay at its notches", figure: "overlay/notches",
      versions: OverlayNotch.allCases.map { notch in
        (
          "\(notch)",
          {
            let (screen, container, notches) = overlayScreen(height: 0)
            container.overlayHeight = container.notchHeights[notch.rawValue]
            return keeping(screen, notches)
          }
        )
      })
  ])
