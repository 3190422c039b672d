import Foundation
import Graphics

/// UIKit's view controller: the object that owns a view and answers for it.
///
/// The model keeps the life of the view: `view` is made the first time it is asked for,
/// by `loadView()` (a plain `UIView` unless a subclass makes another), then
/// `viewDidLoad()` runs once. Whenever the view lays out its subviews (the model's
/// `layoutIfNeeded()`, as UIKit's layout pass), `viewWillLayoutSubviews()` runs just
/// before the view's `layoutSubviews()`, and `viewDidLayoutSubviews()` just after, as
/// UIKit does for a view controller's view. The model has no windows, so no appearance
/// calls (`viewWillAppear(_:)` and the rest), no containment, storyboards or
/// presentation.
///
/// As in UIKit, `init(nibName:bundle:)` is designated and `init?(coder:)` is required (a
/// view controller can come from a storyboard): a subclass that adds a designated
/// initializer must also write `required init?(coder:)`.
@MainActor open class UIViewController: UIResponder, @preconcurrency NSCoding {
  private var loadedView: UIView?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A view controller from an archive: the model reads nothing from it.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// `init(nibName: nil, bundle: nil)`.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// The model archives nothing.
  open func encode(with coder: NSCoder) {}

  /// The view the controller manages, loaded (`loadView()`, then `viewDidLoad()`) the
  /// first time it is read.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if loadedView?.viewController === self { loadedView?.viewController = nil }
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// Whether the view is loaded; reading this never loads it.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, else nil (reading this never loads it).
  open var viewIfLoaded: UIView? { loadedView }

  /// Loads the view if it is not loaded yet: `loadView()`, then `viewDidLoad()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }  // UIKit too never leaves it nil
    loadedView?.viewController = self
    viewDidLoad()
  }

  /// Makes the view: a plain `UIView` here. A subclass that makes its own sets `view`
  /// and does not call super, as in UIKit.
  open func loadView() { view = UIView() }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  /// Called just before the view lays out its subviews (its bounds are already set).
  open func viewWillLayoutSubviews() {}

  /// Called just after the view has laid out its subviews.
  open func viewDidLayoutSubviews() {}
}
