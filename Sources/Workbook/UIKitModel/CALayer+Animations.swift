import Foundation
import Graphics

/// A value a layer can animate, in the form the model interpolates.
enum AnimatableValue: Equatable {
  case rect(CGRect)
  case point(CGPoint)
  case number(Double)
  case path(Path?)
  case color(Color?)

  /// The value `t` of the way (0...1, or beyond for overshooting curves) to `other`.
  /// Paths interpolate point by point when both have the same elements; otherwise, and
  /// for a nil path or colour, the value jumps to `other` (Core Animation leaves such
  /// animations undefined).
  func interpolated(to other: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
    func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
    switch (self, other) {
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.point(let a), .point(let b)): return .point(mix(a, b))
    case (.number(let a), .number(let b)): return .number(a + (b - a) * Double(t))
    case (.color(let a?), .color(let b?)): return .color(a.mixed(with: b, Double(t)))
    case (.path(let a?), .path(let b?)):
      guard a.elements.count == b.elements.count else { return other }
      var elements: [Path.Element] = []
      for (x, y) in zip(a.elements, b.elements) {
        switch (x, y) {
        case (.move(let p), .move(let q)): elements.append(.move(to: mix(p, q)))
        case (.line(let p), .line(let q)): elements.append(.line(to: mix(p, q)))
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
          elements.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
          elements.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
        case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
        default: return other
        }
      }
      return .path(Path(elements: elements))
    default: return other
    }
  }

  /// The value a `CABasicAnimation`'s `fromValue` or `toValue` stands for, if the model
  /// can animate it.
  init?(_ value: Any?) {
    switch value {
    case let rect as CGRect: self = .rect(rect)
    case let point as CGPoint: self = .point(point)
    case let size as CGSize: self = .point(CGPoint(x: size.width, y: size.height))
    case let number as CGFloat: self = .number(Double(number))
    case let number as Double: self = .number(number)
    case let number as Float: self = .number(Double(number))
    case let number as Int: self = .number(Double(number))
    case let number as NSNumber: self = .number(number.doubleValue)
    case let path as CGPath: self = .path(path.storage)
    case let color as CGColor: self = .color(color.color)
    default: return nil
    }
  }
}

/// An animation a layer is playing: from a value to a value, from a time, on a curve.
struct LayerAnimation {
  let key: String
  let keyPath: String
  let from: AnimatableValue
  let to: AnimatableValue
  let begin: CFTimeInterval
  let duration: CFTimeInterval
  /// nil: linear.
  let curve: TimingCurve?
  let keepsEndValue: Bool
  let animation: CAAnimation

  /// The value shown at `now`, or nil outside the animation's time (before it begins,
  /// or after it ends unless it keeps its end value).
  func value(at now: CFTimeInterval) -> AnimatableValue? {
    guard now >= begin else { return nil }
    guard duration > 0, now < begin + duration else { return keepsEndValue ? to : nil }
    let fraction = CGFloat((now - begin) / duration)
    return from.interpolated(to: to, curve?.progress(atFraction: fraction) ?? fraction)
  }

  func hasEnded(at now: CFTimeInterval) -> Bool {
    !keepsEndValue && (duration <= 0 || now >= begin + duration)
  }
}

extension CALayer {
  /// Called by every animatable property when it changes: a layer that has been on
  /// screen and is not a view's backing layer runs the action for the key, which by
  /// default animates from the value shown to the new one (an implicit animation).
  func valueChanged(_ key: String, from old: AnimatableValue, to new: AnimatableValue) {
    guard !changingWithoutActions, hasBeenRendered, old != new else { return }
    guard let action = action(forKey: key) else { return }
    guard let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil
    else {
      action.run(forKey: key, object: self, arguments: nil)
      return
    }
    let now = CACurrentMediaTime()
    let shown = presentedValue(forKey: key, at: now) ?? old
    animations.removeAll { $0.key == key }
    animations.append(
      LayerAnimation(
        key: key, keyPath: key, from: shown, to: new, begin: now,
        duration: basic.duration > 0 ? basic.duration : CATransaction.animationDuration(),
        curve: basic.timingFunction?.curve, keepsEndValue: false, animation: basic))
  }

  /// The value an animation shows for `key` at `now`, if one is playing.
  func presentedValue(forKey key: String, at now: CFTimeInterval) -> AnimatableValue? {
    animations.last { $0.keyPath == key && $0.value(at: now) != nil }?.value(at: now)
  }

  /// Runs `body` with every layer of the tree showing what its animations show at the
  /// model's current media time, then puts the model values back. Layers drawn here
  /// count as on screen from now on (their later changes animate).
  func withPresentationValues<T>(_ body: () -> T) -> T {
    let now = CACurrentMediaTime()
    var restore: [(CALayer, String, AnimatableValue)] = []
    var visited: [CALayer] = []
    func visit(_ layer: CALayer) {
      visited.append(layer)
      layer.animations.removeAll { $0.hasEnded(at: now) }
      for key in Set(layer.animations.map(\.keyPath)) {
        guard let shown = layer.presentedValue(forKey: key, at: now),
          let model = layer.modelValue(forKey: key)
        else { continue }
        restore.append((layer, key, model))
        layer.changingWithoutActions = true
        layer.setModelValue(shown, forKey: key)
        layer.changingWithoutActions = false
      }
      if let mask = layer.mask { visit(mask) }
      for sublayer in layer.sublayers ?? [] { visit(sublayer) }
    }
    visit(self)
    let result = body()
    for (layer, key, value) in restore.reversed() {
      layer.changingWithoutActions = true
      layer.setModelValue(value, forKey: key)
      layer.changingWithoutActions = false
    }
    for layer in visited { layer.hasBeenRendered = true }
    return result
  }
}
