import Foundation

/// Which corners of a rectangle to round (UIKit's `RectCorners`).
public struct RectCorners: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = RectCorners(rawValue: 1 << 0)
  public static let topRight = RectCorners(rawValue: 1 << 1)
  public static let bottomLeft = RectCorners(rawValue: 1 << 2)
  public static let bottomRight = RectCorners(rawValue: 1 << 3)
  public static let allCorners: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension Path {
  /// The largest sweep one cubic may approximate: a quarter turn.
  static let maximumArcPieceAngle = CGFloat.pi / 2

  /// Adds a rectangle as a closed subpath, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: CGRect) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// Adds an ellipse inscribed in `rect`, starting at its right-middle point and running
  /// clockwise on screen, as four quarter-arc cubics.
  public mutating func addEllipse(in rect: CGRect) {
    let r = rect.standardized
    let center = CGPoint(x: r.midX, y: r.midY)
    let scale = Transform2D(scaleX: r.width / 2, y: r.height / 2)
      .concatenating(Transform2D(translationX: center.x, y: center.y))
    var unit = Path()
    unit.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    unit.closeSubpath()
    addPath(unit.applying(scale))
  }

  /// The radius UIKit actually uses for a rounded rectangle: never more than half the
  /// shorter side, never negative.
  public static func clampedCornerRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
    let r = rect.standardized
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, min(r.width, r.height) / 2)
  }

  /// Adds a rectangle whose chosen corners are quarter circles of `radius`, clamped to
  /// half the shorter side, clockwise on screen.
  ///
  /// UIKit (since iOS 7) draws "continuous" corners whose curvature ramps up over about
  /// 1.53 r; this model uses plain circular corners, as
  /// `CGPath(roundedRect:cornerWidth:cornerHeight:)` does. The outlines differ by a
  /// fraction of a point near each corner.
  public mutating func addRoundedRect(
    _ rect: CGRect, cornerRadius radius: CGFloat, corners: RectCorners = .allCorners
  ) {
    let r = rect.standardized
    let radius = Path.clampedCornerRadius(radius, in: r)
    func corner(_ c: RectCorners) -> CGFloat { corners.contains(c) ? radius : 0 }
    let (tl, tr, br, bl) = (
      corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft)
    )
    move(to: CGPoint(x: r.minX + tl, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      addArc(
        center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr,
        startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      addArc(
        center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br,
        startAngle: 0, endAngle: .pi / 2, clockwise: true)
    }
    addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      addArc(
        center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl,
        startAngle: .pi / 2, endAngle: .pi, clockwise: true)
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      addArc(
        center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl,
        startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
    }
    closeSubpath()
  }

  /// Adds a rectangle with elliptical quarter-arc corners `cornerWidth` wide and
  /// `cornerHeight` tall (each clamped to half the side), clockwise on screen from the
  /// top edge: `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  public mutating func addEllipticalRoundedRect(
    _ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat
  ) {
    let r = rect.standardized
    guard r.width.isFinite, r.height.isFinite else { return }
    let cw = cornerWidth.isFinite ? min(max(0, cornerWidth), r.width / 2) : 0
    let ch = cornerHeight.isFinite ? min(max(0, cornerHeight), r.height / 2) : 0
    guard cw > 0, ch > 0 else { return addRect(r) }
    /// A quarter of the unit circle from `start`, scaled to the corner and placed at `centre`.
    func corner(_ centre: CGPoint, _ start: CGFloat) {
      var unit = Path()
      unit.addArc(
        center: .zero, radius: 1, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
      let place = Transform2D(scaleX: cw, y: ch).concatenating(
        Transform2D(translationX: centre.x, y: centre.y))
      for element in unit.applying(place).elements.dropFirst() { append(element) }
    }
    move(to: CGPoint(x: r.minX + cw, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - cw, y: r.minY))
    corner(CGPoint(x: r.maxX - cw, y: r.minY + ch), -.pi / 2)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch))
    corner(CGPoint(x: r.maxX - cw, y: r.maxY - ch), 0)
    addLine(to: CGPoint(x: r.minX + cw, y: r.maxY))
    corner(CGPoint(x: r.minX + cw, y: r.maxY - ch), .pi / 2)
    addLine(to: CGPoint(x: r.minX, y: r.minY + ch))
    corner(CGPoint(x: r.minX + cw, y: r.minY + ch), .pi)
    closeSubpath()
  }

  /// The signed sweep of an arc in UIKit's y-down space, where angles grow from +x
  /// towards +y and `clockwise: true` means growing angles (clockwise on screen).
  ///
  /// A sweep in the asked direction is brought into (0, 2 pi]; a difference of a whole
  /// turn or more draws the full circle; equal angles draw nothing.
  public static func arcSweep(
    startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) -> CGFloat {
    let turn = 2 * CGFloat.pi
    let difference = endAngle - startAngle
    guard difference.isFinite, difference != 0 else { return 0 }
    if clockwise {
      if difference >= turn { return turn }
      return difference > 0 ? difference : difference.truncatingRemainder(dividingBy: turn) + turn
    } else {
      if difference <= -turn { return -turn }
      return difference < 0 ? difference : difference.truncatingRemainder(dividingBy: turn) - turn
    }
  }

  /// Adds a circular arc. On a path with a current point a straight line first joins it
  /// to the arc's start; on an empty path the arc starts a new subpath.
  ///
  /// The arc is made of cubics, each spanning at most a quarter turn, with control arms of
  /// `r * 4/3 * tan(theta / 4)` (radial error below 2.7e-4 r).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    guard radius.isFinite, center.isFinite, startAngle.isFinite, endAngle.isFinite else {
      return
    }
    let radius = abs(radius)
    let sweep = Path.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle)
    if currentPoint == nil || elements.last == .closeSubpath {
      move(to: start)
    } else {
      addLine(to: start)
    }
    guard sweep != 0, radius > 0 else { return }
    let pieces = Int((abs(sweep) / Path.maximumArcPieceAngle - 1e-9).rounded(.up))
    let theta = sweep / CGFloat(pieces)
    let arm = radius * 4 / 3 * tan(theta / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + theta
      let (p0, p3) = (point(angle), point(next))
      let c1 = CGPoint(x: p0.x - arm * sin(angle), y: p0.y + arm * cos(angle))
      let c2 = CGPoint(x: p3.x + arm * sin(next), y: p3.y - arm * cos(next))
      addCurve(to: p3, control1: c1, control2: c2)
      angle = next
    }
  }

  public init(rect: CGRect) {
    self.init()
    addRect(rect)
  }

  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    addRoundedRect(rect, cornerRadius: cornerRadius)
  }
}
