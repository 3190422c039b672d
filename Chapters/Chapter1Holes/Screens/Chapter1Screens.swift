import UIKit

// Chapter 1 in the app: each screen is put together from the chapter's code (App/), as
// the book's figure is; the technique itself is never written twice.

/// A gradient with a white view over it, as the chapter's figures stack them.
private func gradientUnderWhite(size: CGSize) -> (screen: UIView, white: UIView) {
  let screen = UIView(frame: CGRect(origin: .zero, size: size))
  screen.addSubview(GradientView(frame: screen.bounds))
  let white = UIView(frame: screen.bounds)
  white.backgroundColor = .white
  screen.addSubview(white)
  return (screen, white)
}

let chapter1Screens = AppChapter(
  number: 1, title: "Holes",
  techniques: [
    Technique("A hole through a view", figure: "holes/even-odd-hole") {
      let (screen, white) = gradientUnderWhite(size: CGSize(width: 240, height: 160))
      white.cutHole(in: CGRect(x: 60, y: 40, width: 120, height: 80))
      return screen
    },
    Technique(
      "Which fill rule", figure: "holes/fill-rules",
      versions: [
        (
          "even-odd",
          {
            let (screen, white) = gradientUnderWhite(size: CGSize(width: 240, height: 160))
            white.cutHole(in: CGRect(x: 60, y: 40, width: 120, height: 80), fillRule: .evenOdd)
            return screen
          }
        ),
        (
          "non-zero",
          {
            let (screen, white) = gradientUnderWhite(size: CGSize(width: 240, height: 160))
            white.cutHole(in: CGRect(x: 60, y: 40, width: 120, height: 80), fillRule: .nonZero)
            return screen
          }
        ),
      ]),
    Technique("A hole in every row", figure: "holes/holey-table") {
      let (screen, _, controller) = makeHoleyTableScreen(
        size: CGSize(width: 240, height: 240), rowCount: 12)
      return keeping(screen, controller)
    },
    Technique(
      "A table shorter than the screen", figure: "holes/short-table-pulled",
      versions: [
        (
          "bug",
          {
            let (screen, _, controller) = makeHoleyTableScreen(
              size: CGSize(width: 144, height: 240), rowCount: 3)
            screen.backgroundColor = .black
            return keeping(screen, controller)
          }
        ),
        (
          "fixed",
          {
            let (screen, table, controller) = makeHoleyTableScreen(
              size: CGSize(width: 144, height: 240), rowCount: 3)
            screen.backgroundColor = .black
            if let gradient = screen.subviews.first(where: { $0 is GradientView }) {
              fitGradient(gradient, toRowsOf: table)
            }
            table.alwaysBounceVertical = false
            return keeping(screen, controller)
          }
        ),
      ]),
  ])
