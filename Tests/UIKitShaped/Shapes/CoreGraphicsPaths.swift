// expect: compiles
// Core Graphics' path API as a student reaches for it.
import UIKit

func paths(in rect: CGRect) -> [CGPath] {
  let oval = CGPath(ellipseIn: rect, transform: nil)
  let box = CGPath(rect: rect, transform: nil)
  let rounded = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
  let curve = CGMutablePath()
  curve.move(to: CGPoint(x: rect.minX, y: rect.midY))
  curve.addArc(
    center: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: 0, endAngle: .pi,
    clockwise: true)
  curve.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: rect.origin)
  curve.closeSubpath()
  let thick = curve.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
  return [oval, box, rounded, curve, thick]
}
