import Testing
import Workbook

@testable import Chapter2Borders
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceScenariosBordersTests`.
@Suite struct DeviceScenariosBordersTests {}

// Chapter 2's UIKit types on a device: resized on screen (a rotation), on 1x to 3x
// screens, and with a cut whose outline runs the other way.

/// The pixels of a card view of `size` on a light backdrop, at `scale`.
private func card(_ make: (CGRect) -> UIView, size: CGSize, scale: CGFloat = 1) -> Bitmap {
  let view = make(CGRect(origin: CGPoint(x: 16, y: 16), size: size))
  let backdrop = UIView(
    frame: CGRect(x: 0, y: 0, width: size.width + 32, height: size.height + 32))
  backdrop.backgroundColor = UIColor(white: 0.85, alpha: 1)
  backdrop.addSubview(view)
  return AsciiArt(pixelsPerPoint: scale).render(backdrop)
}

extension DeviceScenariosBordersTests {
  /// Rotated while on screen: the card is at once what a card made at the new size is (its
  /// layers move without an implicit animation, and the shadow path follows), on every
  /// scale.
  @Test func rotationCardsAreAtTheirNewSizeAtOnce() {
    let makers: [(String, (CGRect) -> ShapedCardView)] = [
      ("CardView", { CardView(frame: $0) }), ("CutOutView", { CutOutView(frame: $0) }),
    ]
    for scale in Device.scales {
      Simulator.withScreenScale(scale) {
        for (name, make) in makers {
          let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 232, height: 152))
          backdrop.backgroundColor = UIColor(white: 0.85, alpha: 1)
          let view = make(CGRect(x: 16, y: 16, width: 120, height: 120))
          backdrop.addSubview(view)
          _ = AsciiArt(pixelsPerPoint: scale).render(backdrop)  // on screen
          backdrop.frame.size = CGSize(width: 232, height: 152)
          view.frame = CGRect(x: 16, y: 16, width: 200, height: 120)
          backdrop.layoutIfNeeded()
          Simulator.wait(0.1)
          let resized = AsciiArt(pixelsPerPoint: scale).render(backdrop)
          let fresh = card({ make($0) }, size: CGSize(width: 200, height: 120), scale: scale)
          #expect(resized.pixels == fresh.pixels, "\(name) at \(scale)x")
        }
      }
    }
  }

  /// The cut's outline run the other way: the same card and the same shadow (the shadow
  /// path is normalized, so nothing depends on the outline's direction).
  @Test func directionCutOutShadowDoesNotDependOnTheOutlinesDirection() {
    let size = CGSize(width: 112, height: 88)
    let forwards = card({ CutOutView(frame: $0) }, size: size)
    let backwards = card(
      { frame in
        let view = CutOutView(frame: frame)
        let curve = view.curve
        view.curve = { curve($0).reversing() }
        return view
      }, size: size)
    #expect(forwards.pixels == backwards.pixels)
  }

  /// Rotation: every view of the chapter, resized on screen, is what it is when made at
  /// the new size.
  @Test func rotationBorderViewsFollowTheirNewSize() {
    let makers: [(String, (CGRect) -> UIView)] = [
      ("CardView", { CardView(frame: $0) }),
      ("CutOutView", { CutOutView(frame: $0) }),
      ("MaskedCardView", { MaskedCardView(frame: $0) }),
      ("SpadeView", { SpadeView(frame: $0, color: .black) }),
      ("DiamondView", { DiamondView(frame: $0, color: .red) }),
      ("ClubView", { ClubView(frame: $0, color: .black) }),
      ("HeartView", { HeartView(frame: $0, color: .red) }),
    ]
    #expect(
      Device.kindsThatDoNotFollowAResize(
        makers, from: CGSize(width: 100, height: 100), to: CGSize(width: 160, height: 120)) == [])
  }
}
