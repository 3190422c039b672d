// The same sheet with OverlayContainer itself, for an app that depends on the library
// (Swift Package Manager: https://github.com/applidium/OverlayContainer). Where the library
// cannot be imported (the workbook's own build, and the app `workbook-run export app`
// writes, which depends on nothing), the file is empty; Tests/UIKitShaped/build compiles it
// against a stand-in of the library's declarations (Tests/ThirdPartySDK).
// @begin(library-sheet)
#if canImport(OverlayContainer)
  import OverlayContainer
  import UIKit

  /// The list in the sheet: the book's sheet (grabber, rounded corners) around a table.
  final class PlacesSheetController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private let list: UITableViewDataSource

    init(list: UITableViewDataSource) {
      self.list = list
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
      let sheet = OverlaySheet()
      sheet.contentView = tableView
      view = sheet
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = list
    }
  }

  /// A map under a sheet, by OverlayContainer: its container view controller stacks the
  /// map and the sheet (the last of its `viewControllers` is the overlay), the sheet's
  /// table drives it, and its delegate gives the notches. The driver, the rubber band, the
  /// notch policy and the spring are the library's.
  final class LibrarySheetController: UIViewController {
    private let overlayContainer = OverlayContainerViewController(style: .flexibleHeight)
    private let map: UIViewController
    private let sheet: PlacesSheetController

    init(map: UIViewController, list: UITableViewDataSource) {
      self.map = map
      sheet = PlacesSheetController(list: list)
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      overlayContainer.delegate = self
      overlayContainer.viewControllers = [map, sheet]
      overlayContainer.drivingScrollView = sheet.tableView
      addChild(overlayContainer)
      overlayContainer.view.frame = view.bounds
      overlayContainer.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(overlayContainer.view)
      overlayContainer.didMove(toParent: self)
    }

    /// Up to the top notch, as Maps does when its search field is tapped.
    func showAllPlaces() {
      overlayContainer.moveOverlay(toNotchAt: OverlayNotch.maximum.rawValue, animated: true)
    }

    /// The notches depend on more than the container's size (a keyboard, the list's
    /// length): the container asks for them again at its next layout.
    func notchesChanged() {
      overlayContainer.invalidateNotchHeights()
    }
  }

  extension LibrarySheetController: @MainActor OverlayContainerViewControllerDelegate {
    func numberOfNotches(in containerViewController: OverlayContainerViewController) -> Int {
      OverlayNotch.allCases.count
    }

    func overlayContainerViewController(
      _ containerViewController: OverlayContainerViewController, heightForNotchAt index: Int,
      availableSpace: CGFloat
    ) -> CGFloat {
      switch OverlayNotch(rawValue: index) ?? .minimum {
      case .minimum: availableSpace / 4
      case .medium: availableSpace / 2
      case .maximum: availableSpace * 3 / 4
      }
    }
  }
#endif
// @end(library-sheet)
