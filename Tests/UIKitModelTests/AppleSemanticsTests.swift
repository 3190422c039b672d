import Testing
import Workbook

@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter AppleSemanticsTests`.
@Suite struct AppleSemanticsTests {}

// Where Linux's Foundation and Apple's Core Graphics could disagree, the model follows
// Apple's documented behaviour, so that a chapter or a student's code means the same on
// both. Each case is pinned here; a change in Foundation that breaks one shows up.

private let square = CGRect(x: 0, y: 0, width: 10, height: 10)

extension AppleSemanticsTests {
  @Test func rectanglesThatOnlyShareAnEdgeOrACornerDoNotIntersect() {
    let right = CGRect(x: 10, y: 0, width: 10, height: 10)
    let corner = CGRect(x: 10, y: 10, width: 10, height: 10)
    #expect(!square.intersects(right))
    #expect(square.intersection(right).isNull)
    #expect(!square.intersects(corner))
    #expect(square.intersection(corner).isNull)
  }

  @Test func overlappingRectanglesIntersectInTheirCommonArea() {
    let other = CGRect(x: 5, y: 5, width: 10, height: 10)
    #expect(square.intersects(other))
    #expect(square.intersection(other) == CGRect(x: 5, y: 5, width: 5, height: 5))
    // Standardized first: a rectangle given with a negative size is the same rectangle.
    let backwards = CGRect(x: 15, y: 15, width: -10, height: -10)
    #expect(square.intersection(backwards) == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func aRectangleWithoutAreaIntersectsNothing() {
    #expect(!square.intersects(CGRect(x: 5, y: 5, width: 0, height: 0)))
    #expect(!square.intersects(CGRect(x: 5, y: 0, width: 0, height: 10)))
    #expect(!square.intersects(.null))
    #expect(!CGRect.null.intersects(.null))
  }

  @Test func theInfiniteRectangleLeavesTheOtherAsItIs() {
    #expect(square.intersection(.infinite) == square)
    #expect(CGRect.infinite.intersection(square) == square)
    #expect(CGRect.infinite.intersects(.infinite))
  }

  @Test func theRestOfTheRectangleAlgebraIsApples() {
    // An inset larger than half the rectangle is the null rectangle.
    #expect(square.insetBy(dx: 6, dy: 6).isNull)
    #expect(square.insetBy(dx: 2, dy: 3) == CGRect(x: 2, y: 3, width: 6, height: 4))
    // Standardizing moves the origin and makes the size positive; width is never negative.
    let backwards = CGRect(x: 10, y: 10, width: -4, height: -6)
    #expect(backwards.standardized == CGRect(x: 6, y: 4, width: 4, height: 6))
    #expect(backwards.width == 4 && backwards.minX == 6)
    // integral: the smallest rectangle on whole numbers that holds it.
    #expect(
      CGRect(x: 1.2, y: 2.7, width: 3.3, height: 4.6).integral
        == CGRect(x: 1, y: 2, width: 4, height: 6))
    #expect(CGRect.null.integral.isNull)
    // union: the null rectangle adds nothing; an empty one adds its point.
    #expect(square.union(.null) == square)
    #expect(CGRect.null.union(square) == square)
    #expect(CGRect.null.union(.null).isNull)
    #expect(
      square.union(CGRect(x: 20, y: 20, width: 0, height: 0))
        == CGRect(x: 0, y: 0, width: 20, height: 20))
    // contains: the minimum edges are inside, the maximum edges are not.
    #expect(square.contains(CGPoint(x: 0, y: 0)))
    #expect(!square.contains(CGPoint(x: 10, y: 5)))
    #expect(!square.contains(CGPoint(x: 5, y: 10)))
    #expect(CGRect.zero.isEmpty && !CGRect.zero.isNull && CGRect.null.isEmpty)
  }

  /// Exercise 3.2's starter filters the frames with `intersects(_:)`, which its task calls
  /// correct: rows that only touch the screen's edge are not on it, on Linux as on a Mac.
  @Test func filteringRowsWithIntersectsFindsTheRowsOnScreen() {
    let rows = (0..<20).map { CGRect(x: 0, y: CGFloat($0) * 80, width: 160, height: 80) }
    let screen = CGRect(x: 0, y: 160, width: 160, height: 320)  // rows 2 to 5, exactly
    #expect(rows.indices.filter { rows[$0].intersects(screen) } == [2, 3, 4, 5])
  }
}

// MARK: - Core Animation's implicit actions

/// A 40 x 20 standalone shape layer inside a root, drawn once so that it is on screen.
private func layerOnScreen() -> (root: CALayer, layer: CAShapeLayer) {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
  let layer = CAShapeLayer()
  layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
  layer.backgroundColor = UIColor.black.cgColor
  root.addSublayer(layer)
  _ = AsciiArt().render(root)
  return (root, layer)
}

private func coveredWidth(_ root: CALayer) -> Int {
  let pixels = AsciiArt().render(root)
  return (0..<pixels.width).filter { pixels.pixel(atDeviceX: $0, y: 10).w > 0.5 }.count
}

extension AppleSemanticsTests {
  @Test func aLayerOnScreenAnimatesAChangeForAQuarterOfASecond() {
    ModelScope.isolated {
      let (root, layer) = layerOnScreen()
      layer.frame.size.width = 80
      #expect(layer.animationKeys()?.contains("bounds") == true)
      #expect(layer.bounds.width == 80, "the model value changes at once")
      #expect(coveredWidth(root) == 40, "the screen still shows the old width")
      Simulator.wait(0.1)
      let halfway = coveredWidth(root)
      #expect(halfway > 40 && halfway < 80)
      Simulator.wait(0.2)
      #expect(coveredWidth(root) == 80)
    }
  }

  @Test func disabledActionsChangeTheLayerAtOnce() {
    ModelScope.isolated {
      let (root, layer) = layerOnScreen()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.frame.size.width = 80
      CATransaction.commit()
      #expect(layer.animationKeys() == nil)
      #expect(coveredWidth(root) == 80)
      // After the transaction, actions are on again.
      layer.frame.size.width = 60
      #expect(layer.animationKeys() != nil)
    }
  }

  @Test func aLayerNeverShownAndAViewsOwnLayerDoNotAnimate() {
    ModelScope.isolated {
      let fresh = CAShapeLayer()
      fresh.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      fresh.path = UIBezierPath(rect: fresh.bounds).cgPath
      #expect(fresh.animationKeys() == nil)
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
      _ = AsciiArt().render(view)
      view.frame.size.width = 80
      view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
      #expect(view.layer.animationKeys() == nil)
      #expect(view.layer.action(forKey: "bounds") is NSNull)
    }
  }

  @Test func aNullActionTurnsOffOneKeyOnly() {
    ModelScope.isolated {
      let (_, layer) = layerOnScreen()
      layer.actions = ["position": NSNull()]
      layer.position = CGPoint(x: 50, y: 10)
      #expect(layer.animationKeys() == nil)
      layer.opacity = 0.5
      #expect(layer.animationKeys() == ["opacity"])
    }
  }

  @Test func theTransactionSetsTheDurationAndRunsItsCompletion() {
    ModelScope.isolated {
      let (root, layer) = layerOnScreen()
      var completed = false
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setCompletionBlock { completed = true }
      layer.frame.size.width = 80
      CATransaction.commit()
      #expect(completed)
      Simulator.wait(0.5)
      #expect(coveredWidth(root) < 80, "still moving after half a second")
      #expect(CACurrentMediaTime() == 0.5)
    }
  }

  @Test func anAddedAnimationShowsWithoutChangingTheModel() {
    ModelScope.isolated {
      let (_, layer) = layerOnScreen()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      layer.add(fade, forKey: "fade")
      Simulator.wait(0.25)
      #expect(layer.opacity == 1)
      #expect(layer.presentedValue(forKey: "opacity", at: 0.25) == .number(0.25))
      #expect(layer.animation(forKey: "fade") === fade)
      layer.removeAnimation(forKey: "fade")
      #expect(layer.animationKeys() == nil)
    }
  }

  @Test func coreAnimationsDefaultCurveEasesInAndOut() {
    let curve = CAMediaTimingFunction(name: .default).curve
    // The curve (0.25, 0.1), (0.25, 1) (CSS's "ease") is 80.2% of the way at half time.
    #expect(abs(curve.progress(atFraction: 0.5) - 0.8024) < 0.001)
    #expect(curve.progress(atFraction: 0) == 0 && abs(curve.progress(atFraction: 1) - 1) < 1e-6)
  }
}

// MARK: - contentMode

/// A 20 x 20 view that draws a 10 x 10 black square at its top left.
private final class CornerSquare: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.black.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
  }
}

/// The black square's extent after the view grows to 40 x 40 with `mode`.
private func squareAfterGrowing(_ mode: UIView.ContentMode) -> CGRect {
  let view = CornerSquare(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  view.backgroundColor = .clear
  view.isOpaque = false
  view.contentMode = mode
  _ = AsciiArt().render(view)
  view.frame.size = CGSize(width: 40, height: 40)
  let pixels = AsciiArt().render(view)
  var box = CGRect.null
  for y in 0..<pixels.height {
    for x in 0..<pixels.width where pixels.pixel(atDeviceX: x, y: y).w > 0.5 {
      box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
    }
  }
  return box
}

extension AppleSemanticsTests {
  @Test func aResizedDrawnViewIsStretchedUnlessItRedraws() {
    #expect(squareAfterGrowing(.scaleToFill) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(squareAfterGrowing(.redraw) == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(squareAfterGrowing(.center) == CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(squareAfterGrowing(.topLeft) == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(squareAfterGrowing(.bottomRight) == CGRect(x: 20, y: 20, width: 10, height: 10))
  }
}

extension AppleSemanticsTests {
  /// A figure shown at two pixel densities (the terminal's and the web's) keeps a drawing
  /// for each, as two devices would: a view that grows shows its stretched old drawing at
  /// both, and `setNeedsDisplay()` draws it afresh at both.
  @Test func aDrawnViewKeepsItsDrawingAtEachPixelDensity() {
    let view = CornerSquare(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .clear
    view.isOpaque = false
    let oneX = AsciiArt()
    let twoX = AsciiArt(pixelsPerPoint: 2)
    func square(_ art: AsciiArt) -> CGRect {
      let pixels = art.render(view)
      var box = CGRect.null
      for y in 0..<pixels.height {
        for x in 0..<pixels.width where pixels.pixel(atDeviceX: x, y: y).w > 0.5 {
          box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
        }
      }
      return box
    }
    #expect(square(oneX) == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square(twoX) == CGRect(x: 0, y: 0, width: 20, height: 20))
    view.frame.size = CGSize(width: 40, height: 40)
    // Stretched twice over at each density: the old drawing, fitted (scaleToFill).
    #expect(square(oneX) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(square(twoX) == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(square(oneX) == CGRect(x: 0, y: 0, width: 20, height: 20))
    view.setNeedsDisplay()
    #expect(square(twoX) == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(square(oneX) == CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

// MARK: - Core Graphics paths

extension AppleSemanticsTests {
  @Test func coreGraphicsPathsAreClassesWithApplesInitializers() {
    let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
    var move = CGAffineTransform(translationX: 5, y: 0)
    #expect(CGPath(rect: rect, transform: &move).boundingBox == rect.offsetBy(dx: 5, dy: 0))
    let oval = CGPath(ellipseIn: rect, transform: nil)
    #expect(oval.contains(CGPoint(x: 30, y: 20)))
    #expect(!oval.contains(CGPoint(x: 11, y: 11)))
    // Elliptical corners of 10 x 5: the corner's own point is outside, a point on the
    // rounded edge's inside is in.
    let rounded = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
    #expect(!rounded.contains(CGPoint(x: 10.5, y: 10.5)))
    #expect(rounded.contains(CGPoint(x: 20, y: 15)))
    let path = CGMutablePath()
    path.addRect(rect)
    #expect(path.boundingBox == rect)
    #expect(path.copy(using: nil) == path)
  }

  /// Core Graphics' `clockwise` is the opposite of UIKit's in a y-down view: Apple's
  /// documentation warns that a clockwise arc comes out anticlockwise after the flip.
  @Test func aClockwiseCoreGraphicsArcRunsThroughTheTopInAView() {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(path.boundingBox.minY < -9 && path.boundingBox.maxY < 1)
    let bezier = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(bezier.bounds.maxY > 9 && bezier.bounds.minY > -1)
  }
}
