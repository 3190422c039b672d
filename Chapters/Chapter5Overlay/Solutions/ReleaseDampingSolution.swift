import Workbook

extension Solutions {
  static func dampingRatio(fingerVelocityY: CGFloat, style: OverlayStyle) -> CGFloat {
    releaseDamping(fingerVelocityY: fingerVelocityY, style: style)
  }
}
