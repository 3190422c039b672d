import UIKit

// @begin(layer-shadow-background)
/// A decoration drawn by its layer: white, with the layer's own shadow.
final class LayerShadowBackground: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    layer.cornerRadius = Grid.corner
    layer.shadowOpacity = 0.6
    layer.shadowOffset = CGSize(width: Grid.shadowRight, height: Grid.shadowBottom)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The shadow's shape, given: without it Core Animation finds the shape from the
  /// rendered pixels, an offscreen pass every frame, on a view that scrolls.
  override func layoutSubviews() {
    super.layoutSubviews()
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: Grid.corner).cgPath
  }
}
// @end(layer-shadow-background)

// @begin(image-background)
/// A decoration that shows a pattern named by its attributes.
final class PatternBackground: UICollectionReusableView {
  private var patternName: String? {
    didSet { if patternName != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    contentMode = .redraw  // drawn again when the section grows, not stretched
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    patternName = (layoutAttributes as? DecorationAttributes)?.imageName
  }

  override func draw(_ rect: CGRect) {
    // The pattern covers `bounds`; `rect` is only the part to be drawn again, which may
    // be smaller (drawing outside it is clipped away, so nothing is wrong, only wasted).
    UIColor(white: 0.7, alpha: 1).setFill()
    switch patternName {
    case "stripes":
      for x in stride(from: CGFloat(0), to: bounds.width, by: 16) {
        UIBezierPath(rect: CGRect(x: x, y: 0, width: 6, height: bounds.height)).fill()
      }
    case "dots":
      for y in stride(from: CGFloat(4), to: bounds.height, by: 16) {
        for x in stride(from: CGFloat(4), to: bounds.width, by: 16) {
          UIBezierPath(ovalIn: CGRect(x: x, y: y, width: 8, height: 8)).fill()
        }
      }
    default: break
    }
  }
}
// @end(image-background)

// @begin(drawn-shadow-background)
/// A decoration that draws its own shadow: a white rounded card filled in a context with
/// a shadow set, inside the room the layout left for the shadow.
class DrawnShadowBackground: UICollectionReusableView {
  private var isOdd = false {
    didSet { if isOdd != oldValue { setNeedsDisplay() } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    // Only the card and its shadow are painted: the rest must stay transparent, which
    // an opaque view (the default) does not promise, and UIKit shows it black.
    isOpaque = false
    backgroundColor = .clear
    // A drawn view keeps its drawing when it changes size, stretched by the default
    // content mode: the card, its corners and its shadow would stretch when the section
    // gains a row. .redraw draws it again at the new size.
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    isOdd = (layoutAttributes as? DecorationAttributes)?.isOdd ?? false
  }

  /// The room the layout leaves around the card on every side: the blur's reach plus the
  /// shadow's offset (6). The reach is about three sigmas of a Gaussian; Apple does not
  /// publish how `blur` relates to sigma, and taking sigma as half the blur (an
  /// assumption) gives 3 x 12 / 2 = 18 points. Check on a device that no shadow is cut.
  /// A view's drawing is cut at its bounds, so a shadow drawn in `draw(_:)` needs all of
  /// the room inside them.
  static let room: CGFloat = 24

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let card = bounds.insetBy(dx: DrawnShadowBackground.room, dy: DrawnShadowBackground.room)
    context.setShadow(
      offset: CGSize(width: Grid.shadowRight, height: Grid.shadowBottom), blur: 12,
      color: UIColor(white: 0, alpha: 0.6).cgColor)
    UIColor.white.setFill()
    if isOdd {
      fillOddOutline(in: card, context: context, how: .onePath)
    } else {
      UIBezierPath(roundedRect: card, cornerRadius: Grid.corner).fill()
    }
  }
}
// @end(drawn-shadow-background)
