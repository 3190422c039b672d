import UIKit

// @begin(cut-out-view)
/// A white card with a thick curve cut out of it, and a shadow of the same shape. The
/// mask fills the outline with even-odd; a shadow path is always filled with non-zero,
/// so the shadow gets the outline's even-odd region as a path of its own
/// (`normalized(using:)`, iOS 16), whose non-zero filling is the same whichever way the
/// cut's outline runs.
///
/// A path cannot be "thick": `lineWidth` only matters when stroking. So the curve is
/// turned into the outline of its stroke with `copy(strokingWithWidth:...)`, and that
/// outline is appended to the card's and filled with the even-odd rule.
class CutOutView: ShapedCardView {
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
    outlineMask.fillRule = .evenOdd
    layer.shadowRadius = 6
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The outline of the curve's 18-point stroke, with round ends.
  func cut(in bounds: CGRect) -> UIBezierPath {
    UIBezierPath(
      cgPath: curve(bounds).cgPath.copy(
        strokingWithWidth: 18, lineCap: .round, lineJoin: .round, miterLimit: 10))
  }

  override func outline(in bounds: CGRect) -> UIBezierPath {
    let outline = UIBezierPath(roundedRect: bounds, cornerRadius: 12)
    outline.append(cut(in: bounds))
    return outline
  }

  /// The shadow path is filled with non-zero, not even-odd: see the chapter.
  override func shadowOutline(in bounds: CGRect) -> UIBezierPath {
    UIBezierPath(cgPath: outline(in: bounds).cgPath.normalized(using: .evenOdd))
  }
}
// @end(cut-out-view)

// @begin(stroke-outline)
/// A curve that loops over itself, scaled to `bounds`.
func loopCurve(in bounds: CGRect) -> UIBezierPath {
  let (w, h) = (bounds.width, bounds.height)
  let curve = UIBezierPath()
  curve.move(to: CGPoint(x: w * 0.15, y: h * 0.85))
  curve.addCurve(
    to: CGPoint(x: w * 0.85, y: h * 0.85), controlPoint1: CGPoint(x: w * 1.25, y: -h * 0.15),
    controlPoint2: CGPoint(x: -w * 0.25, y: -h * 0.15))
  return curve
}
// @end(stroke-outline)
