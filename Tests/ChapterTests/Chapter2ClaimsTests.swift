import Testing
@_spi(Engine) import UIKitModel
import Workbook

@testable import Chapter2Borders

/// The tests of this file, as one suite: `swift test --filter Chapter2ClaimsTests`.
@Suite struct Chapter2ClaimsTests {}

/// Chapter 2's claims, checked on rendered pixels.

private let art = AsciiArt()
private let screenGrey: Float = 0.9

extension Chapter2ClaimsTests {
  @Test func aFrontLayerMaskKeepsTheShadowAndAViewMaskKillsIt() {
    let frame = CGRect(x: 24, y: 24, width: 96, height: 72)
    let good = makeScreen()
    good.addSubview(CardView(frame: frame))
    let masked = makeScreen()
    masked.addSubview(MaskedCardView(frame: frame))
    let below = (x: Int(frame.midX), y: Int(frame.maxY) + 3)
    #expect(art.render(good).pixel(atDeviceX: below.x, y: below.y).x < screenGrey - 0.15)
    #expect(abs(art.render(masked).pixel(atDeviceX: below.x, y: below.y).x - screenGrey) < 0.001)
    #expect(art.render(masked).pixel(atDeviceX: Int(frame.midX), y: Int(frame.midY)).x == 1)
  }

  @Test func clockwiseFromZeroToPiIsTheBottomHalf() {
    for clockwise in [true, false] {
      let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
      view.shapeLayer?.path =
        UIBezierPath(
          arcCenter: CGPoint(x: 48, y: 48), radius: 40, startAngle: 0, endAngle: .pi,
          clockwise: clockwise
        ).cgPath
      let pixels = art.render(view)
      #expect((pixels.pixel(atDeviceX: 48, y: 70).w == 1) == clockwise)
      #expect((pixels.pixel(atDeviceX: 48, y: 26).w == 1) == !clockwise)
    }
  }

  @Test func anticlockwiseCornerArcBitesIntoTheCard() {
    let bounds = CGRect(x: 0, y: 0, width: 96, height: 72)
    let right = cardOutline(in: bounds, corner: 24)
    let wrong = cardOutlineWithAnticlockwiseCorner(in: bounds, corner: 24)
    let insideCorner = CGPoint(x: 96 - 24, y: 24)  // the corner arc's centre
    #expect(right.contains(insideCorner))
    #expect(!wrong.contains(CGPoint(x: 96 - 24 + 10, y: 24 + 10)))
    #expect(right.contains(CGPoint(x: 96 - 24 + 10, y: 24 + 10)))
  }

  @Test func theClubsCircleOverlapsAreFilledOnlyUnderNonZero() {
    let frame = CGRect(x: 0, y: 0, width: 112, height: 112)
    let club = ClubView(frame: frame, color: .black)
    let path = club.suitPath(in: frame)
    // Halfway between the left circle's centre (34, 62) and the top one's (56, 34): inside
    // both, so the path winds twice there.
    let point = CGPoint(x: 45, y: 48)
    #expect(abs(path.cgPath.path.winding(at: point)) == 2)
    #expect(path.cgPath.contains(point, using: .winding))
    #expect(!path.cgPath.contains(point, using: .evenOdd))
  }

  @Test func theCutShowsThroughTheShadowOnlyWhenNormalized() {
    for reversed in [false, true] {
      let screen = makeScreen(width: 136, height: 112)
      let frame = CGRect(x: 12, y: 12, width: 112, height: 88)
      let view = reversed ? CutOutView(frame: frame) : SamePathCutOutView(frame: frame)
      screen.addSubview(view)
      // A point on the curve, in the middle of the cut: (0.5 of the quad) in view space.
      let middle = CGPoint(
        x: 12 + 0.25 * 28 + 0.5 * 112 + 0.25 * 84, y: 12 + 0.25 * 22 + 0 + 0.25 * 66)
      let pixel = art.render(screen).pixel(atDeviceX: Int(middle.x), y: Int(middle.y))
      if reversed {
        #expect(
          pixel.x > 0.5, "normalized, the cut shows the grey screen (perhaps shaded near its edges)"
        )
      } else {
        #expect(pixel.x < 0.1, "with the same path, the shadow fills the cut")
      }
    }
  }

  @Test func whereTheStrokeOverlapsItselfEvenOddLeavesCard() {
    let bounds = CGRect(x: 0, y: 0, width: 112, height: 88)
    let curve = loopCurve(in: bounds)
    let mask = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    mask.append(
      UIBezierPath(
        cgPath: curve.cgPath.copy(
          strokingWithWidth: 18, lineCap: .round, lineJoin: .round, miterLimit: 10)))
    mask.usesEvenOddFillRule = true
    // The curve is symmetric about x = 56, so it crosses itself on that line: find where.
    let p0 = CGPoint(x: 16.8, y: 74.8)
    let p1 = CGPoint(x: 140, y: -13.2)
    func point(_ t: CGFloat) -> CGPoint {
      let mt = 1 - t
      let p2 = CGPoint(x: 112 - p1.x, y: p1.y)
      let p3 = CGPoint(x: 112 - p0.x, y: p0.y)
      return CGPoint(
        x: mt * mt * mt * p0.x + 3 * mt * mt * t * p1.x + 3 * mt * t * t * p2.x + t * t * t * p3.x,
        y: mt * mt * mt * p0.y + 3 * mt * mt * t * p1.y + 3 * mt * t * t * p2.y + t * t * t * p3.y)
    }
    var (low, high) = (CGFloat(0.05), CGFloat(0.45))
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if point(middle).x < 56 { low = middle } else { high = middle }
    }
    let crossing = point(low)
    #expect(
      mask.contains(crossing), "at the crossing the stroke winds twice: even-odd keeps the card")
    #expect(!mask.contains(point(0.08)), "elsewhere on the curve the card is cut away")
  }

  /// A stroke of the fill's colour grows a shape by half the stroke's width on every side
  /// (it is centred on the path): a disc of radius 20 with a 2-point stroke covers a ring
  /// 1 point wide more.
  @Test func aStrokeOfTheSameColourGrowsTheShapeByHalfItsWidth() {
    let disc = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 40, height: 40))
    var filledAndStroked = disc.cgPath.path
    filledAndStroked.addPath(disc.cgPath.path.strokedOutline(width: 2))
    let area = { (path: Path) in
      Rasterizer.coverage(of: path, rule: .nonZero, width: 48, height: 48).values.reduce(0, +)
    }
    // The growth is a ring 1 point wide: pi (21^2 - 20^2) = 128.8 points squared, give
    // or take the fill's flattening (its chords lie up to 0.1 points inside the circle:
    // at most 0.1 x 126 points of perimeter), and nothing like a 2-point ring (264).
    let growth = Double(area(filledAndStroked) - area(disc.cgPath.path))
    #expect(abs(growth - Double.pi * 41) < 13, "grew by \(growth)")
  }

  /// The suits' shadows come from their shapes: under the clear view, the white card is
  /// darkened just below the suit, and not in the corners a rectangle's shadow would reach.
  @Test func theSuitsCastTheShadowOfTheirShape() {
    let card = onCard(SpadeView(frame: suitFrame, color: .black))
    let bitmap = art.render(card)
    #expect(bitmap.pixel(atDeviceX: 56, y: 106).x < 0.97, "below the stem: shadow")
    #expect(bitmap.pixel(atDeviceX: 4, y: 108).x > 0.999, "the bottom corner: white")
  }

  /// "The cut takes no taps": the top-left corner is cut away from what is drawn (the
  /// screen's grey shows there), and the card's hit test sends a tap there behind it,
  /// although the corner is inside the card's bounds.
  @Test func aCutCornerIsNotDrawnAndTakesNoTaps() {
    let frame = CGRect(x: 24, y: 24, width: 96, height: 72)
    let screen = makeScreen()
    let card = CardView(frame: frame)
    screen.addSubview(card)
    let corner = CGPoint(x: frame.minX + 2, y: frame.minY + 2)
    #expect(art.render(screen).pixel(atDeviceX: Int(corner.x), y: Int(corner.y)).x < 1)
    #expect(!card.outline(in: card.bounds).contains(CGPoint(x: 2, y: 2)))
    #expect(card.bounds.contains(CGPoint(x: 2, y: 2)))
    #expect(screen.hitTest(corner, with: nil) === screen)
  }

  @Test func aTapInTheCutGoesToWhatLiesBehind() {
    let screen = makeScreen(width: 136, height: 112)
    let card = CutOutView(frame: CGRect(x: 12, y: 12, width: 112, height: 88))
    screen.addSubview(card)
    screen.layoutIfNeeded()
    // The middle of the cut: the quad curve at t = 0.5, in the card's points.
    let (start, control, end) = (
      CGPoint(x: 28, y: 22), CGPoint(x: 112, y: 0), CGPoint(x: 84, y: 66)
    )
    let middle = CGPoint(
      x: 0.25 * start.x + 0.5 * control.x + 0.25 * end.x,
      y: 0.25 * start.y + 0.5 * control.y + 0.25 * end.y)
    let onCard = CGPoint(x: 20, y: 70)
    let corner = CGPoint(x: 1, y: 1)
    func hit(_ point: CGPoint) -> UIView? {
      screen.hitTest(card.convert(point, to: screen), with: nil)
    }
    #expect(hit(middle) === screen, "a tap in the cut passes through the card")
    #expect(hit(corner) === screen, "a tap in a rounded corner passes through")
    #expect(hit(onCard) === card)
    // The mistake the chapter warns of: the outline's contains(_:) with non-zero keeps the cut.
    #expect(card.outline(in: card.bounds).contains(middle))
  }

  /// `accessibilityPath` is the card's outline in screen coordinates, where the card is at
  /// the moment it is asked: after its list scrolls, and through a scaled ancestor.
  @Test @MainActor func theCardsAccessibilityPathIsItsOutlineOnScreenWhereverItIs() {
    let screen = makeScreen(width: 200, height: 200)
    let list = UIScrollView(frame: CGRect(x: 10, y: 20, width: 180, height: 160))
    list.contentSize = CGSize(width: 180, height: 600)
    screen.addSubview(list)
    let card = CardView(frame: CGRect(x: 12, y: 40, width: 112, height: 88))
    list.addSubview(card)
    screen.layoutIfNeeded()
    list.contentOffset = CGPoint(x: 0, y: 30)
    let path = card.accessibilityPath
    let expected = card.outline(in: card.bounds).bounds.offsetBy(dx: 10 + 12, dy: 20 + 40 - 30)
    #expect(path?.bounds == expected)
    // A point of the cut corner is outside the shape VoiceOver outlines; the middle inside.
    #expect(path?.contains(CGPoint(x: expected.minX + 1, y: expected.minY + 1)) == false)
    #expect(path?.contains(CGPoint(x: expected.midX, y: expected.midY)) == true)
    // Scaled by its superview, the outline is scaled too.
    list.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(abs((card.accessibilityPath?.bounds.width ?? 0) - expected.width / 2) < 0.001)
    // A path set on an element is copied, as UIKit's @NSCopying property does.
    let plain = UIView()
    let given = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    plain.accessibilityPath = given
    given.apply(CGAffineTransform(translationX: 100, y: 0))
    #expect(plain.accessibilityPath?.bounds.minX == 0)
  }
}
