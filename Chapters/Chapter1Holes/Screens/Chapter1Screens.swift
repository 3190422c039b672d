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

/// The gradient, the white view cut with `hole`: one panel of the corner figures.
private func roundedHole(_ hole: (CGRect) -> UIBezierPath) -> UIView {
  let (screen, white) = gradientUnderWhite(size: CGSize(width: 240, height: 160))
  white.cutHole(hole(CGRect(x: 40, y: 40, width: 160, height: 80)))
  return screen
}

/// The book's photo with the stripes cut, over the gradient, so the cut shows through.
private func stripedPhoto(atScaleOne: Bool) -> UIView {
  let size = CGSize(width: 240, height: 160)
  let screen = UIView(frame: CGRect(origin: .zero, size: size))
  screen.addSubview(GradientView(frame: screen.bounds))
  let photo = UIImageView(frame: screen.bounds)
  photo.image = makePhoto(size: size)
  if atScaleOne {
    photo.cutPatternAtScaleOne(makeStripes(size: size))
  } else {
    photo.cutPattern(makeStripes(size: size))
  }
  screen.addSubview(photo)
  return screen
}

/// The chapter's table of holes, its rows not selectable: a tapped row would paint its
/// selection colour through the hole.
private func holeyTable(
  size: CGSize, rowCount: Int, cellClass: HoleCell.Type = HoleCell.self
) -> (screen: UIView, table: UITableView, controller: HoleTableController) {
  let titles = ["Moscow", "Kazan", "Samara", "Omsk", "Sochi"]
  let made = makeHoleyTableScreen(
    size: size, titles: (0..<rowCount).map { titles[$0 % titles.count] })
  made.table.register(cellClass, forCellReuseIdentifier: "hole")
  made.table.allowsSelection = false
  return made
}

/// The short table: 3 rows on a screen made for five, black where nothing covers it, with
/// the chapter's two fixes or without them: the gradient fitted to the rows, and the bounce
/// of a short table turned off.
private func shortTable(fitsGradient: Bool, bounces: Bool) -> UIView {
  let (screen, table, controller) = holeyTable(size: CGSize(width: 144, height: 240), rowCount: 3)
  screen.backgroundColor = .black
  if fitsGradient, let gradient = screen.subviews.first(where: { $0 is GradientView }) {
    fitGradient(gradient, toRowsOf: table)
  }
  if !bounces { table.alwaysBounceVertical = false }
  return keeping(screen, controller)
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
        (
          "non-zero, reversed",
          {
            let (screen, white) = gradientUnderWhite(size: CGSize(width: 240, height: 160))
            let hole = CGRect(x: 60, y: 40, width: 120, height: 80)
            white.cutHole(
              UIBezierPath(
                roundedRect: hole, byRoundingCorners: .allCorners, cornerRadii: hole.size
              ).reversing(), fillRule: .nonZero)
            return screen
          }
        ),
      ]),
    Technique(
      "How round the corners get", figure: "holes/corner-clamping",
      versions: [
        (
          "radius 8",
          {
            roundedHole {
              UIBezierPath(
                roundedRect: $0, byRoundingCorners: .allCorners,
                cornerRadii: CGSize(width: 8, height: 8))
            }
          }
        ),
        (
          "radius 160",
          {
            roundedHole {
              UIBezierPath(
                roundedRect: $0, byRoundingCorners: .allCorners,
                cornerRadii: CGSize(width: 160, height: 160))
            }
          }
        ),
        ("ovalIn:", { roundedHole { UIBezierPath(ovalIn: $0) } }),
      ]),
    Technique(
      "When to cut", figure: "holes/when-to-cut",
      versions: [
        (
          "cut in viewDidLoad",
          {
            // Cut at the size the view was made with, then laid out wider, as the book's
            // figure does it.
            let final = CGSize(width: 240, height: 135)
            let screen = UIView(frame: CGRect(origin: .zero, size: final))
            screen.addSubview(GradientView(frame: screen.bounds))
            let early = UIView(frame: CGRect(x: 0, y: 0, width: 165, height: 135))
            early.backgroundColor = .white
            early.cutHole(in: early.bounds.insetBy(dx: 41, dy: 34))
            early.frame.size = final
            screen.addSubview(early)
            return screen
          }
        ),
        (
          "cut in layoutSubviews",
          {
            let final = CGSize(width: 240, height: 135)
            let screen = UIView(frame: CGRect(origin: .zero, size: final))
            screen.addSubview(GradientView(frame: screen.bounds))
            let laidOut = HoleyView(frame: CGRect(x: 0, y: 0, width: 165, height: 135))
            laidOut.frame.size = final
            screen.addSubview(laidOut)
            return screen
          }
        ),
      ]),
    Technique(
      "A hole in every row", figure: "holes/hole-cost",
      versions: [
        (
          "masked",
          {
            let (screen, _, controller) = holeyTable(
              size: CGSize(width: 240, height: 240), rowCount: 12)
            return keeping(screen, controller)
          }
        ),
        (
          "drawn",
          {
            let (screen, _, controller) = holeyTable(
              size: CGSize(width: 240, height: 240), rowCount: 12,
              cellClass: DrawnHoleCell.self)
            return keeping(screen, controller)
          }
        ),
        (
          "shape layer",
          {
            let (screen, _, controller) = holeyTable(
              size: CGSize(width: 240, height: 240), rowCount: 12,
              cellClass: ShapeHoleCell.self)
            return keeping(screen, controller)
          }
        ),
      ]),
    Technique(
      "A pattern cut out of a photo", figure: "holes/retina-cut",
      versions: [
        ("renderer", { stripedPhoto(atScaleOne: false) }),
        ("scale 1", { stripedPhoto(atScaleOne: true) }),
      ]),
    Technique("A pattern in every row", figure: "holes/pattern-table") {
      let (screen, _, controller) = holeyTable(
        size: CGSize(width: 240, height: 240), rowCount: 12, cellClass: PatternHoleCell.self)
      return keeping(screen, controller)
    },
    Technique(
      "A table shorter than the screen", figure: "holes/short-table-pulled",
      versions: [
        ("as it is", { shortTable(fitsGradient: false, bounces: true) }),
        ("gradient fitted", { shortTable(fitsGradient: true, bounces: true) }),
        ("no bounce", { shortTable(fitsGradient: true, bounces: false) }),
      ]),
  ])
