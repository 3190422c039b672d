// Stand-in for part of OverlayContainer (github.com/applidium/OverlayContainer, by Gaétan
// Zanella, Applidium; BSD licence), the library the author of Chapter 5's Stack Overflow
// answer published from it: only the declarations the book's listings use, transcribed
// from the library's public API (version 3.5.3), each with the library's source file that
// declares it. Every body traps: nothing here runs. It exists only so that the book's
// listing that uses the library can be type-checked on Linux with `import OverlayContainer`.
//
// The library is written in Swift 5 language mode without concurrency annotations, and
// this module is built the same way (Tests/UIKitShaped/build): its classes are isolated to
// the main actor as subclasses of UIViewController, its delegate protocol is not, as in the
// library seen from a Swift 6 app.

import UIKit

// Source/OverlayContainer/OverlayContainerViewController.swift
open class OverlayContainerViewController: UIViewController {

  // Source/OverlayContainer/OverlayContainerViewController.swift
  public enum OverlayStyle {
    case flexibleHeight
    case rigid
    case expandableHeight
  }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  weak open var delegate: OverlayContainerViewControllerDelegate? {
    get { fatalError() }
    set { fatalError() }
  }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  open var topViewController: UIViewController? { fatalError() }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  weak open var drivingScrollView: UIScrollView? {
    get { fatalError() }
    set { fatalError() }
  }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  open var availableSpace: CGFloat { fatalError() }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  public let style: OverlayStyle

  // Source/OverlayContainer/OverlayContainerViewController.swift
  public init(style: OverlayStyle = .expandableHeight) { fatalError() }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  open func moveOverlay(toNotchAt index: Int, animated: Bool, completion: (() -> Void)? = nil) {
    fatalError()
  }

  // Source/OverlayContainer/OverlayContainerViewController.swift
  open func invalidateNotchHeights() { fatalError() }
}

// Source/OverlayContainer/OverlayContainerViewControllerDelegate.swift
public protocol OverlayContainerViewControllerDelegate: AnyObject {

  // Source/OverlayContainer/OverlayContainerViewControllerDelegate.swift (required)
  func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int

  // Source/OverlayContainer/OverlayContainerViewControllerDelegate.swift (required)
  func overlayContainerViewController(
    _ containerViewController: OverlayContainerViewController,
    heightForNotchAt index: Int,
    availableSpace: CGFloat
  ) -> CGFloat

  // Source/OverlayContainer/OverlayContainerViewControllerDelegate.swift
  func overlayContainerViewController(
    _ containerViewController: OverlayContainerViewController,
    didMoveOverlay overlayViewController: UIViewController,
    toNotchAt index: Int)
}

// The library's defaults for the optional requirements.
// Source/OverlayContainer/Internal/Extensions/OverlayContainerViewControllerDelegate+Defaults.swift
extension OverlayContainerViewControllerDelegate {
  public func overlayContainerViewController(
    _ containerViewController: OverlayContainerViewController,
    didMoveOverlay overlayViewController: UIViewController,
    toNotchAt index: Int
  ) { fatalError() }
}
