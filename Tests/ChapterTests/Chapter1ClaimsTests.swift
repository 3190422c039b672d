import Testing
@_spi(Engine) import UIKitModel
import Workbook

@testable import Chapter1Holes

/// The tests of this file, as one suite: `swift test --filter Chapter1ClaimsTests`.
@Suite struct Chapter1ClaimsTests {}

/// Chapter 1's claims, checked as geometric facts on the rendered pixels rather than on
/// the ASCII art.

private let art = AsciiArt()

/// The colour the screen's gradient has at screen height `y`.
private func gradientColour(atY y: Int, screen: CGSize) -> Pixel {
  let bare = UIView(frame: CGRect(origin: .zero, size: screen))
  bare.addSubview(GradientView(frame: bare.bounds))
  return art.render(bare).pixel(atDeviceX: 2, y: y)
}

private func isClose(_ a: Pixel, _ b: Pixel, _ tolerance: Float = 0.01) -> Bool {
  let d = a - b
  return max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))) <= tolerance
}

private let white = Color.white.premultiplied
private let black = Color.black.premultiplied

extension Chapter1ClaimsTests {
  @Test func evenOddHoleShowsTheGradientInsideAndWhiteAround() {
    let size = CGSize(width: 240, height: 160)
    let scene = HoleScene(size: size, hole: CGRect(x: 60, y: 40, width: 120, height: 80))
    scene.whiteView.cutHole(in: scene.holeView.frame)
    let pixels = art.render(scene.screen)
    #expect(isClose(pixels.pixel(atDeviceX: 120, y: 80), gradientColour(atY: 80, screen: size)))
    #expect(isClose(pixels.pixel(atDeviceX: 10, y: 10), white))
    // The hole is a capsule: its corner region (inside the rectangle) stays white.
    #expect(isClose(pixels.pixel(atDeviceX: 62, y: 42), white))
  }

  @Test func nonZeroRuleLeavesNoHole() {
    let scene = HoleScene(
      size: CGSize(width: 240, height: 160), hole: CGRect(x: 60, y: 40, width: 120, height: 80))
    scene.whiteView.cutHole(in: scene.holeView.frame, fillRule: .nonZero)
    #expect(isClose(art.render(scene.screen).pixel(atDeviceX: 120, y: 80), white))
  }

  @Test func everyHoleyRowShowsTheGradientAtItsOwnHeight() {
    let size = CGSize(width: 240, height: 240)
    let (screen, table, controller) = makeSampleHoleyTable(size: size, rowCount: 12)
    let pixels = withExtendedLifetime(controller) { art.render(screen) }
    #expect(table.visibleCells.count == 5)
    for cell in table.visibleCells {
      guard let cell = cell as? HoleCell else { continue }
      let centre = cell.holeView.convert(
        CGPoint(x: cell.holeView.bounds.midX, y: cell.holeView.bounds.midY), to: screen)
      let y = Int(centre.y)
      #expect(
        isClose(pixels.pixel(atDeviceX: Int(centre.x), y: y), gradientColour(atY: y, screen: size)))
    }
  }

  @Test func withoutLayoutFirstTheMaskIsBuiltFromEmptyFramesAndHidesTheWholeWhiteView() {
    let cell = HoleCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 240, height: 48)
    cell.makeHole()  // no layoutIfNeeded(): whiteView and holeView still have empty frames
    let screen = UIView(frame: cell.bounds)
    screen.backgroundColor = .black
    screen.addSubview(cell)
    // Nothing of the white view survives the mask: the row shows the black behind it.
    #expect(isClose(art.render(screen).pixel(atDeviceX: 40, y: 5), black))
  }

  @Test func destinationOutErasesThePhotoOnlyUnderTheStripes() {
    let size = CGSize(width: 88, height: 56)
    let photo = UIImageView(image: makePhoto(size: size))
    photo.cutPattern(makeStripes(size: size))
    let pixels = photo.image?.cgImage
    let stripes = makeStripes(size: size).cgImage
    var erased = 0
    var kept = 0
    for y in stride(from: 0, to: 56, by: 3) {
      for x in stride(from: 0, to: 88, by: 3) {
        let stripe = stripes?.bitmap.pixel(atDeviceX: x, y: y).w ?? 0
        let left = pixels?.bitmap.pixel(atDeviceX: x, y: y).w ?? -1
        #expect(abs(left - (1 - stripe)) < 1e-5)
        if stripe == 1 { erased += 1 }
        if stripe == 0 { kept += 1 }
      }
    }
    #expect(erased > 20 && kept > 20, "the pattern must both cover and leave parts of the photo")
  }

  @Test func bouncingShortTableSlidesTheLastHoleOffTheGradient() {
    func lastHoleCentre(bounces: Bool) -> (Pixel, Pixel) {
      let (screen, table, controller) = makeShortTableScreen(
        rowCount: 3, gradientBehindRowsOnly: true)
      table.bounces = bounces
      Simulator.drag(table, by: CGPoint(x: 0, y: 80))
      let pixels = withExtendedLifetime(controller) { art.render(screen) }
      let last = table.visibleCells.compactMap { $0 as? HoleCell }.last
      let centre =
        last.map {
          $0.holeView.convert(
            CGPoint(x: $0.holeView.bounds.midX, y: $0.holeView.bounds.midY), to: screen)
        } ?? .zero
      // The gradient was fitted to the rows: as tall as the content.
      let gradientSize = CGSize(width: screen.bounds.width, height: table.contentSize.height)
      return (
        pixels.pixel(atDeviceX: Int(centre.x), y: Int(centre.y)),
        gradientColour(atY: Int(centre.y), screen: gradientSize)
      )
    }
    let (bouncing, _) = lastHoleCentre(bounces: true)
    #expect(isClose(bouncing, black))
    let (still, gradient) = lastHoleCentre(bounces: false)
    #expect(isClose(still, gradient))
  }

  @Test func theRubberBandMovesTheRowsThirtySevenPointsForAnEightyPointPull() {
    let (_, table, controller) = makeShortTableScreen(rowCount: 3, gradientBehindRowsOnly: true)
    withExtendedLifetime(controller) {
      let offset = Simulator.drag(table, by: CGPoint(x: 0, y: 80))
      #expect(abs(offset.y + 37.18) < 0.01)
    }
  }

  @Test func aMaskPerRowCostsAnOffscreenPassPerRowAndTheDrawnOrShapedHoleNone() {
    let figure = holeCost()
    let rows = figure.art.dropFirst().prefix(3).map {
      $0.split(separator: " ").last.map(String.init)
    }
    #expect(rows == ["4", "0", "0"])
    #expect(figure.art.contains { $0.hasPrefix("all 3 screens are identical") })
  }

  @Test func onlyAlwaysBounceVerticalKeepsTheLongTablesBounce() {
    #expect(pullDistance(rows: 3) { $0.alwaysBounceVertical = false } == 0)
    #expect(pullDistance(rows: 8) { $0.alwaysBounceVertical = false } > 30)
    #expect(pullDistance(rows: 8) { $0.bounces = false } == 0)
    #expect(pullDistance(rows: 3) { _ in } > 30, "a table view bounces short content")
  }

  @Test func aMaskMadeBeforeTheResizeCutsTheWrongPlace() {
    let figure = whenToCut()
    #expect(figure.panels.count == 2 && figure.panels[0].art != figure.panels[1].art)
    // Cut early, the right-hand 40 points lost their white: the gradient shows there.
    let early = figure.panels[0].art
    #expect(early.allSatisfy { $0.suffix(10).allSatisfy { $0 != " " } })
  }

  @Test func theOldImageContextIsAtScaleOneAndTheRendererAtTheScreens() {
    Simulator.withScreenScale(3) {
      let view = UIImageView(image: makePhoto(size: CGSize(width: 12, height: 8)))
      view.frame = CGRect(x: 0, y: 0, width: 12, height: 8)
      view.cutPatternAtScaleOne(makeStripes(size: CGSize(width: 12, height: 8)))
      #expect(view.image?.cgImage?.width == 12)
      view.image = makePhoto(size: CGSize(width: 12, height: 8))
      view.cutPattern(makeStripes(size: CGSize(width: 12, height: 8)))
      #expect(view.image?.cgImage?.width == 36)
    }
  }

  @Test func xorShowsThePatternWhereThePhotoIsTransparent() {
    let figure = destinationOutOrXor()
    let (cut, xor) = (figure.panels[0].art, figure.panels[1].art)
    // The top-left corner lies outside the round photo: transparent after the cut, so the
    // grey under it shows; the stripes' black with xor, darker than that grey.
    func darkness(_ character: Character?) -> Int {
      character.flatMap { AsciiArt.ramp.firstIndex(of: $0) } ?? -1
    }
    #expect(darkness(cut[0].first) > 0, "the grey backdrop, not blank")
    #expect(darkness(xor[0].first) > darkness(cut[0].first))
  }

  /// "A hole does not pass touches": hit-testing ignores the mask, so a tap in the middle
  /// of the hole lands on the white view in front, not on the gradient that shows through.
  @Test func aTapInTheHoleLandsOnTheWhiteView() {
    let scene = HoleScene(
      size: CGSize(width: 240, height: 160), hole: CGRect(x: 60, y: 40, width: 120, height: 80))
    scene.whiteView.cutHole(in: scene.holeView.frame)
    let centre = CGPoint(x: 120, y: 80)
    let pixels = art.render(scene.screen)
    #expect(
      isClose(
        pixels.pixel(atDeviceX: 120, y: 80),
        gradientColour(atY: 80, screen: scene.screen.bounds.size)
      ))
    let hit = scene.screen.hitTest(centre, with: nil)
    #expect(hit === scene.whiteView || hit === scene.holeView)
    #expect(!(hit is GradientView))
  }
}
