import Foundation
import Graphics

/// UIKit's colour object, immutable: sRGB components with straight alpha, or a dynamic
/// colour that a trait collection resolves (the system's `label` and `systemBackground`
/// among them: black text on white in light mode, white on black in dark mode).
///
/// As in UIKit, a dynamic colour turned into a `CGColor` is resolved once, with the
/// current trait collection (`UITraitCollection.current`, light unless a figure says
/// otherwise): a layer's `CGColor` never follows a change of appearance, where a view's
/// `backgroundColor` and a label's `textColor` do.
open class UIColor: NSObject, @unchecked Sendable {
  /// The colour as the engine composites it (a dynamic colour's light appearance).
  @_spi(Engine) public let color: Color
  /// What resolves a dynamic colour; nil for a fixed one.
  private let provider: ((UITraitCollection) -> UIColor)?

  @_spi(Engine) public init(color: Color) {
    self.color = color
    provider = nil
    super.init()
  }

  /// A colour that `provider` gives for each trait collection.
  public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    self.color = provider(UITraitCollection(userInterfaceStyle: .light)).color
    self.provider = provider
    super.init()
  }

  /// The colour for `traitCollection`: a dynamic colour's provider decides; a fixed
  /// colour is itself.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?(traitCollection).resolvedColor(with: traitCollection) ?? self
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(color: Color(red: red, green: green, blue: blue, alpha: alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(color: Color(white: white, alpha: alpha))
  }

  public convenience init(cgColor: CGColor) { self.init(color: cgColor.color) }

  /// Hue, saturation and brightness in 0...1, converted to sRGB.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let c = v * s
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch Int(h) {
      case 0: (c, x, 0)
      case 1: (x, c, 0)
      case 2: (0, c, x)
      case 3: (0, x, c)
      case 4: (x, 0, c)
      default: (c, 0, x)
      }
    self.init(red: r + v - c, green: g + v - c, blue: b + v - c, alpha: alpha)
  }

  /// The colour resolved with the current trait collection, once.
  open var cgColor: CGColor { CGColor(color: resolvedColor(with: UITraitCollection.current).color) }

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(color: color.withAlpha(alpha))
  }

  /// Makes this the fill colour of the current graphics context (see `UIGraphics`).
  open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

  /// Makes this the stroke colour of the current graphics context.
  open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Makes this both the fill and the stroke colour.
  open func set() {
    setFill()
    setStroke()
  }

  /// The sRGB components, as UIKit gives them through pointers; true when they could be
  /// read (always, in the model).
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// iOS's light-mode system blue (0, 122, 255). The model has no dark mode.
  open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
  /// iOS's light-mode system red (255, 59, 48).
  open class var systemRed: UIColor {
    UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
  }
  /// iOS's light-mode system grey (142, 142, 147).
  open class var systemGray: UIColor {
    UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
  }
  /// The text colour: black in light mode, white in dark mode.
  open class var label: UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
  }
  /// The background: white in light mode, black in dark mode.
  open class var systemBackground: UIColor {
    UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
  }
  /// The background of grouped content: (242, 242, 247) light, (28, 28, 30) dark.
  open class var secondarySystemBackground: UIColor {
    UIColor {
      $0.userInterfaceStyle == .dark
        ? UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1)
        : UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
    }
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.color == color
  }
  open override var hash: Int { color.hashValue }
  open override var description: String { "UIColor(\(color))" }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0, light, dark
}

/// The traits a view is shown with. The model has the appearance (light or dark) and the
/// screen's scale.
open class UITraitCollection: NSObject, @unchecked Sendable {
  private let style: UIUserInterfaceStyle
  private let scale: CGFloat
  open var userInterfaceStyle: UIUserInterfaceStyle { style }
  open var displayScale: CGFloat { scale }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(userInterfaceStyle: userInterfaceStyle, displayScale: ScreenScale.current)
  }

  init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
    self.style = userInterfaceStyle
    self.scale = displayScale
    super.init()
  }

  /// The traits UIKit resolves dynamic colours with at this moment: those of the view
  /// being drawn, and the screen's otherwise. (UIKit's `current` can also be set by app
  /// code; the model's is its own, set while it draws a view.)
  static var current: UITraitCollection {
    Appearance.drawing ?? UITraitCollection(userInterfaceStyle: Appearance.screen)
  }
}

/// The screen's appearance, light unless a figure says otherwise
/// (`Simulator.withAppearance(_:_:)`), and the traits of the view being drawn.
enum Appearance {
  @TaskLocal static var screen = UIUserInterfaceStyle.light
  @TaskLocal static var drawing: UITraitCollection?
}
