import Foundation
import Graphics

/// The root of UIKit's event handling: views (and, in UIKit, view controllers and the
/// application) are responders. The model routes no events; it keeps the class so that
/// the hierarchy is UIKit's.
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }

  // NSObject's accessibility members in UIKit (its informal protocols UIAccessibility and
  // UIAccessibilityAction), kept here: the model's NSObject cannot take them. The model
  // stores them and has no assistive app to read them.
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityValue: String?
  open var accessibilityTraits: UIAccessibilityTraits = []
  open var accessibilityViewIsModal = false
  /// The outline VoiceOver draws around the element, in screen coordinates, instead of
  /// its frame. UIKit copies the path it is given (`@NSCopying`); so does the model.
  open var accessibilityPath: UIBezierPath? {
    get { storedAccessibilityPath }
    set { storedAccessibilityPath = newValue?.copy() as? UIBezierPath }
  }
  private var storedAccessibilityPath: UIBezierPath?
  /// VoiceOver's swipe up on an adjustable element.
  open func accessibilityIncrement() {}
  /// VoiceOver's swipe down on an adjustable element.
  open func accessibilityDecrement() {}
  /// VoiceOver's escape gesture (a two-finger Z): true if the element dismissed something.
  open func accessibilityPerformEscape() -> Bool { false }
}
