// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UITableView, UITableView.Style, UITableViewCell (CellStyle,
// SelectionStyle, SeparatorStyle, AccessoryType, and its content configuration),
// UITableViewDataSource, UITableViewDelegate, and IndexPath's row/item/section additions that
// UIKit brings on iOS.
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes and protocols are
// @MainActor, so their members are isolated to the main actor without repeating it.
// Linux: Objective-C `optional` protocol requirements cannot be declared; each one is declared
// as a plain requirement with a default (trapping) implementation in an extension, marked
// `// optional in Apple's protocol`.

import CoreGraphics
import Foundation

// UITableView <https://developer.apple.com/documentation/uikit/uitableview>
@MainActor
open class UITableView: UIScrollView {

  // MARK: Creating a table view

  // init(frame:style:) <https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)>
  public init(frame: CGRect, style: UITableView.Style) { fatalError() }

  // `required`: it satisfies NSCoding's initializer requirement (UIView conforms to NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uitableview/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // No page on UITableView. Its designated initializers are init(frame:style:) and
  // init(coder:), so Swift imports the init(frame:) it inherits from UIView as a convenience
  // initializer; overriding it here (as a convenience initializer) also makes UITableView
  // inherit UIView's convenience init(), as `UITableView()` does in Xcode.
  // init(frame:) <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>
  public override convenience init(frame: CGRect) { fatalError() }

  // style <https://developer.apple.com/documentation/uikit/uitableview/style-swift.property>
  open var style: UITableView.Style { get { fatalError() } }

  // MARK: Providing the table's data and cells

  // `weak` kept as on the page (Swift accepts it on a computed property; it has no effect).
  // dataSource <https://developer.apple.com/documentation/uikit/uitableview/datasource>
  open weak var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Recycling table view cells

  // register(_:forCellReuseIdentifier:) <https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct>
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }

  // dequeueReusableCell(withIdentifier:for:) <https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)>
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }

  // dequeueReusableCell(withIdentifier:) <https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)>
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }

  // MARK: Managing interactions with the table

  // Linux deviation: Apple's declaration is
  //     weak var delegate: (any UITableViewDelegate)? { get set }
  // which redeclares UIScrollView's `delegate: (any UIScrollViewDelegate)?` with a narrower
  // type, something only the Objective-C importer can do: Swift does not let a read-write
  // property override change its type. So the override keeps UIScrollView's type.
  // Assigning a UITableViewDelegate (`table.delegate = self`) works as in Xcode; reading
  // `table.delegate` gives an `(any UIScrollViewDelegate)?` instead of a UITableViewDelegate.
  // delegate <https://developer.apple.com/documentation/uikit/uitableview/delegate>
  open override weak var delegate: (any UIScrollViewDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring the table's appearance

  // allowsSelection <https://developer.apple.com/documentation/uikit/uitableview/allowsselection>
  open var allowsSelection: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // separatorStyle <https://developer.apple.com/documentation/uikit/uitableview/separatorstyle>
  open var separatorStyle: UITableViewCell.SeparatorStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Configuring cell height and layout

  // rowHeight <https://developer.apple.com/documentation/uikit/uitableview/rowheight>
  open var rowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // estimatedRowHeight <https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight>
  open var estimatedRowHeight: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Getting the number of rows and sections

  // numberOfRows(inSection:) <https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)>
  open func numberOfRows(inSection section: Int) -> Int { fatalError() }

  // numberOfSections <https://developer.apple.com/documentation/uikit/uitableview/numberofsections>
  open var numberOfSections: Int { get { fatalError() } }

  // MARK: Getting cells and section-based views

  // cellForRow(at:) <https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)>
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }

  // visibleCells <https://developer.apple.com/documentation/uikit/uitableview/visiblecells>
  open var visibleCells: [UITableViewCell] { get { fatalError() } }

  // indexPathsForVisibleRows <https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows>
  open var indexPathsForVisibleRows: [IndexPath]? { get { fatalError() } }

  // MARK: Getting the drawing areas for the table

  // rectForRow(at:) <https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)>
  open func rectForRow(at indexPath: IndexPath) -> CGRect { fatalError() }

  // MARK: Selecting rows

  // selectRow(at:animated:scrollPosition:) <https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)>
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) { fatalError() }

  // deselectRow(at:animated:) <https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)>
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }

  // MARK: Reloading the table view

  // reloadData() <https://developer.apple.com/documentation/uikit/uitableview/reloaddata()>
  open func reloadData() { fatalError() }
}

extension UITableView {
  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UITableView.Style <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum>
  public enum Style: Int, Sendable {
    // UITableView.Style.plain <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain>
    case plain
    // UITableView.Style.grouped <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped>
    case grouped
    // UITableView.Style.insetGrouped <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped>
    @available(iOS 13.0, *)
    case insetGrouped
  }
}

// UITableViewCell <https://developer.apple.com/documentation/uikit/uitableviewcell>
@MainActor
open class UITableViewCell: UIView {

  // init(style:reuseIdentifier:) <https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)>
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }

  // `required`: it satisfies NSCoding's initializer requirement (UIView conforms to NSCoding),
  // so a subclass that adds or overrides a designated initializer must write
  // `required init?(coder:)`, as in Xcode.
  // init(coder:) <https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // No page on UITableViewCell. Its designated initializers are init(style:reuseIdentifier:)
  // and init(coder:), so Swift imports the init(frame:) it inherits from UIView as a
  // convenience initializer; overriding it here (as a convenience initializer) also makes
  // UITableViewCell inherit UIView's convenience init(), as `UITableViewCell()` does in Xcode.
  // init(frame:) <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>
  public override convenience init(frame: CGRect) { fatalError() }

  // reuseIdentifier <https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier>
  open var reuseIdentifier: String? { get { fatalError() } }

  // prepareForReuse() <https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()>
  open func prepareForReuse() { fatalError() }

  // contentView <https://developer.apple.com/documentation/uikit/uitableviewcell/contentview>
  open var contentView: UIView { get { fatalError() } }

  // backgroundView <https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview>
  open var backgroundView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  // isSelected <https://developer.apple.com/documentation/uikit/uitableviewcell/isselected>
  open var isSelected: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // setSelected(_:animated:) <https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)>
  open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }

  // selectionStyle <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property>
  open var selectionStyle: UITableViewCell.SelectionStyle {
    get { fatalError() }
    set { fatalError() }
  }

  // accessoryType <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property>
  open var accessoryType: UITableViewCell.AccessoryType {
    get { fatalError() }
    set { fatalError() }
  }
}

// Content configurations are declared by Swift's UIKit overlay, in an extension: the pages
// show `@MainActor @preconcurrency` on both; the extension of a @MainActor class is isolated
// to the main actor already.
extension UITableViewCell {
  // defaultContentConfiguration() <https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()>
  @preconcurrency
  public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }

  // contentConfiguration <https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox>
  @preconcurrency
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITableViewCell {
  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UITableViewCell.CellStyle <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle>
  public enum CellStyle: Int, Sendable {
    // UITableViewCell.CellStyle.default <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default>
    case `default`
    // UITableViewCell.CellStyle.value1 <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1>
    case value1
    // UITableViewCell.CellStyle.value2 <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2>
    case value2
    // UITableViewCell.CellStyle.subtitle <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle>
    case subtitle
  }

  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UITableViewCell.SelectionStyle <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum>
  public enum SelectionStyle: Int, Sendable {
    // UITableViewCell.SelectionStyle.none <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none>
    case none
    // UITableViewCell.SelectionStyle.blue <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/blue>
    case blue
    // UITableViewCell.SelectionStyle.gray <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/gray>
    case gray
    // UITableViewCell.SelectionStyle.default <https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/default>
    @available(iOS 7.0, *)
    case `default`
  }

  // The type of UITableView.separatorStyle. Raw values are not documented; raw type from
  // `init?(rawValue: Int)`, cases in the page's order (the order of the Objective-C header).
  // UITableViewCell.SeparatorStyle <https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle>
  public enum SeparatorStyle: Int, Sendable {
    // UITableViewCell.SeparatorStyle.none <https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/none>
    case none
    // UITableViewCell.SeparatorStyle.singleLine <https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singleline>
    case singleLine
    // The page shows it deprecated (iOS 2.0–11.0). Linux: written as an unconditional
    // `@available(*, deprecated)` (iOS-versioned availability is ignored on Linux).
    // UITableViewCell.SeparatorStyle.singleLineEtched <https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/singlelineetched>
    @available(*, deprecated, message: "Deprecated in iOS 11.0")
    case singleLineEtched
  }

  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UITableViewCell.AccessoryType <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum>
  public enum AccessoryType: Int, Sendable {
    // UITableViewCell.AccessoryType.none <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none>
    case none
    // UITableViewCell.AccessoryType.disclosureIndicator <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator>
    case disclosureIndicator
    // UITableViewCell.AccessoryType.detailDisclosureButton <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detaildisclosurebutton>
    case detailDisclosureButton
    // UITableViewCell.AccessoryType.checkmark <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark>
    case checkmark
    // UITableViewCell.AccessoryType.detailButton <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton>
    @available(iOS 7.0, *)
    case detailButton
  }
}

// @MainActor and inherits NSObjectProtocol, as on the page: an adopting type must be an
// NSObject subclass (or otherwise conform to NSObjectProtocol).
// UITableViewDataSource <https://developer.apple.com/documentation/uikit/uitableviewdatasource>
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  // tableView(_:numberOfRowsInSection:) <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)>
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  // tableView(_:cellForRowAt:) <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)>
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  // optional in Apple's protocol
  // numberOfSections(in:) <https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)>
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  // optional in Apple's protocol
  public func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
}

// @MainActor and inherits UIScrollViewDelegate (hence NSObjectProtocol), as on the page.
// UITableViewDelegate <https://developer.apple.com/documentation/uikit/uitableviewdelegate>
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  // optional in Apple's protocol
  // tableView(_:heightForRowAt:) <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)>
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  // optional in Apple's protocol
  // tableView(_:willDisplay:forRowAt:) <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)>
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  // optional in Apple's protocol
  // tableView(_:didSelectRowAt:) <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)>
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  // optional in Apple's protocol
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { fatalError() }
  // optional in Apple's protocol
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { fatalError() }
  // optional in Apple's protocol
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { fatalError() }
}

// MARK: - IndexPath (UIKit's additions)
//
// On iOS these come with UIKit (Foundation's pages list them for iOS 7.0+); Linux Foundation's
// IndexPath has none of them. Both row/item/section are `{ get set }` on the pages.
extension IndexPath {
  // init(row:section:) <https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)>
  public init(row: Int, section: Int) { fatalError() }

  // init(item:section:) <https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)-359jo>
  public init(item: Int, section: Int) { fatalError() }

  // row <https://developer.apple.com/documentation/foundation/indexpath/row>
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }

  // item <https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y>
  public var item: Int {
    get { fatalError() }
    set { fatalError() }
  }

  // section <https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo>
  public var section: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UITableView {
  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UITableView.ScrollPosition <https://developer.apple.com/documentation/uikit/uitableview/scrollposition>
  public enum ScrollPosition: Int, Sendable {
    // UITableView.ScrollPosition.none <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none>
    case none
    // UITableView.ScrollPosition.top <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top>
    case top
    // UITableView.ScrollPosition.middle <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle>
    case middle
    // UITableView.ScrollPosition.bottom <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom>
    case bottom
  }
}
