// expect: error: is unavailable
// CGColor.black exists on macOS only; an iOS app writes UIColor.black.cgColor.
import UIKit

func outline(_ layer: CAShapeLayer) {
  layer.strokeColor = CGColor.black
}
