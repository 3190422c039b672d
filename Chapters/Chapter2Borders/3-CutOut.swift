import Foundation
import Workbook

// @begin(cut-out-view)
/// A white card with a thick curve cut out of it, and a shadow of the same shape.
///
/// A path cannot be "thick": `lineWidth` only matters when stroking. So the curve is
/// turned into the outline of its stroke with `copy(strokingWithWidth:...)`, and that
/// outline is appended to the card's and filled with the even-odd rule.
final class CutOutView: UIView {
  private let frontLayer = CALayer()
  private let outlineMask = CAShapeLayer()
  /// Whether the shadow's path has the cut reversed (see the chapter).
  var reversesCutForShadow = false
  var curve: (CGRect) -> UIBezierPath = { bounds in
    let path = UIBezierPath()
    path.move(to: CGPoint(x: bounds.width / 4, y: bounds.height / 4))
    path.addQuadCurve(
      to: CGPoint(x: bounds.width * 3 / 4, y: bounds.height * 3 / 4),
      controlPoint: CGPoint(x: bounds.width, y: 0))
    return path
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    frontLayer.backgroundColor = UIColor.white.cgColor
    outlineMask.fillRule = .evenOdd
    frontLayer.mask = outlineMask
    layer.addSublayer(frontLayer)
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOffset = .zero
    layer.shadowRadius = 6
    layer.shadowOpacity = 1
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let card = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    let cut = UIBezierPath(
      cgPath: curve(bounds).cgPath.copy(
        strokingWithWidth: 18, lineCap: .round, lineJoin: .round, miterLimit: 10))
    let outline = UIBezierPath(cgPath: card.cgPath)
    outline.append(cut)
    frontLayer.frame = bounds
    outlineMask.frame = bounds
    outlineMask.path = outline.cgPath

    // The shadow path is filled with non-zero, not even-odd.
    let shadowOutline = UIBezierPath(cgPath: card.cgPath)
    shadowOutline.append(reversesCutForShadow ? cut.reversing() : cut)
    layer.shadowPath = shadowOutline.cgPath
  }
}
// @end(cut-out-view)

func cutOut() -> Figure {
  func panel(reversed: Bool) -> Figure {
    let screen = makeScreen(width: 136, height: 112)
    let view = CutOutView(frame: CGRect(x: 12, y: 12, width: 112, height: 88))
    view.reversesCutForShadow = reversed
    screen.addSubview(view)
    return Figure(of: screen, title: reversed ? "shadow: cut reversed" : "shadow: same path")
  }
  return .sideBySide(
    [panel(reversed: false), panel(reversed: true)],
    caption: "An 18-point curve cut through a card with even-odd. The shadow path is "
      + "filled with non-zero: with the same path, the cut (winding 2) fills with shadow "
      + "and shows black; with the cut reversed (winding 0) the shadow has the hole too.")
}

// @begin(stroke-outline)
func strokeOutline() -> Figure {
  func panel(_ title: String, width: CGFloat, fillRule: CAShapeLayerFillRule) -> Figure {
    let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 120, height: 96))
    view.backgroundColor = .white
    let curve = UIBezierPath()
    curve.move(to: CGPoint(x: 16, y: 80))
    curve.addCurve(
      to: CGPoint(x: 104, y: 80), controlPoint1: CGPoint(x: 150, y: -10),
      controlPoint2: CGPoint(x: -30, y: -10))
    view.shapeLayer?.path = curve.cgPath.copy(
      strokingWithWidth: width, lineCap: .round, lineJoin: .round, miterLimit: 10)
    view.shapeLayer?.fillRule = fillRule
    return Figure(of: view, title: title)
  }
  return .sideBySide(
    [
      panel("non-zero", width: 16, fillRule: .nonZero),
      panel("even-odd", width: 16, fillRule: .evenOdd),
    ],
    caption: "The stroked outline of a curve that crosses itself. Where the stroke "
      + "overlaps itself the outline winds twice: non-zero fills it, even-odd leaves a "
      + "hole. Cut out of a card with even-odd, that patch would stay white.")
}
// @end(stroke-outline)
