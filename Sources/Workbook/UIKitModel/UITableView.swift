import Foundation
import Graphics

extension IndexPath {
  /// An index path for a row in a section (UIKit adds this to Foundation's type).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

/// What a table view asks for its rows.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Optional (one section by default).
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells, and asks, as it shows rows. Every method is optional.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Optional (`rowHeight` by default).
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Called just before a cell becomes visible, after it has its frame.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A row of a table: a view with a `contentView` that fills it, white by default.
///
/// `init(style:reuseIdentifier:)` is designated, as in UIKit: a subclass overrides it
/// and writes `required init?(coder:)`. The table view creates a registered class
/// through `init(style:reuseIdentifier:)`; a subclass that does not override it cannot
/// be created that way, in UIKit at run time, here when it compiles.
@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default` = 0, value1, value2, subtitle
  }

  public let contentView = UIView()
  public private(set) var reuseIdentifier: String?

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .white
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .white
    addSubview(contentView)
  }

  /// How the table view makes a registered class (the model's, not UIKit's: Swift can
  /// only call an initializer it knows at run time if it is `required`).
  public required convenience init(_dequeuedWithStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// `init(style: .default, reuseIdentifier: nil)`.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Called when the cell leaves the reuse queue for a new row.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

/// A scroll view of rows in one column, in the plain style, with cells reused as they
/// scroll in and out of view.
///
/// The model lays out every row from `tableView(_:heightForRowAt:)` (or `rowHeight`)
/// with no section headers, footers or separators, and bounces vertically even when the
/// rows are shorter than the view, as UIKit's table views do.
@MainActor open class UITableView: UIScrollView {
  public enum Style: Int, Sendable {
    case plain = 0, grouped, insetGrouped
  }

  open weak var dataSource: UITableViewDataSource? {
    didSet { setNeedsLayout() }
  }
  open override weak var delegate: UIScrollViewDelegate? {
    didSet { setNeedsLayout() }
  }
  open var rowHeight: CGFloat = 44
  open var estimatedRowHeight: CGFloat = 44
  public let style: Style

  private var registered: [String: UITableViewCell.Type] = [:]
  private var reusable: [String: [UITableViewCell]] = [:]
  private var displayed: [IndexPath: UITableViewCell] = [:]
  private var rowFrames: [IndexPath: CGRect] = [:]
  private var orderedRows: [IndexPath] = []
  private var needsReload = true

  private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = .white
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    alwaysBounceVertical = true
    backgroundColor = .white
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Registers the class the table creates for `identifier` when nothing can be reused.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell for `identifier`: a reused one (after `prepareForReuse()`) or a new one of the
  /// registered class (a plain `UITableViewCell` if none was registered).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(
        style: .default, reuseIdentifier: identifier)
  }

  /// A reused or registered cell for `identifier`; nil if none is queued or registered.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusable[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let type = registered[identifier] else { return nil }
    return type.init(_dequeuedWithStyle: .default, reuseIdentifier: identifier)
  }

  /// Forgets every row and asks the data source again at the next layout.
  open func reloadData() {
    for (_, cell) in displayed { enqueue(cell) }
    displayed = [:]
    needsReload = true
    setNeedsLayout()
  }

  open var visibleCells: [UITableViewCell] {
    orderedRows.compactMap { displayed[$0] }
  }

  open var indexPathsForVisibleRows: [IndexPath]? {
    orderedRows.filter { displayed[$0] != nil }
  }

  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { displayed[indexPath] }

  open func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrames[indexPath] ?? .zero }

  open var numberOfSections: Int {
    if needsReload { computeRowFrames() }
    return Set(orderedRows.map(\.section)).count
  }

  open func numberOfRows(inSection section: Int) -> Int {
    if needsReload { computeRowFrames() }
    return orderedRows.filter { $0.section == section }.count
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    if needsReload { computeRowFrames() }
    let visible = bounds
    for indexPath in orderedRows {
      guard let frame = rowFrames[indexPath] else { continue }
      // Overlapping, not merely touching: a row just above the screen is not shown.
      let isVisible =
        frame.maxY > visible.minY && frame.minY < visible.maxY && frame.height > 0
      if isVisible, displayed[indexPath] == nil, let dataSource {
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame = frame
        insertSubview(cell, at: 0)
        displayed[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      } else if !isVisible, let cell = displayed.removeValue(forKey: indexPath) {
        enqueue(cell)
      } else if let cell = displayed[indexPath] {
        cell.frame = frame
      }
    }
  }

  private func computeRowFrames() {
    needsReload = false
    rowFrames = [:]
    orderedRows = []
    guard let dataSource else {
      contentSize = CGSize(width: bounds.width, height: 0)
      return
    }
    var y: CGFloat = 0
    for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
      for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) {
        let indexPath = IndexPath(row: row, section: section)
        var height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if !height.isFinite || height < 0 { height = 0 }
        rowFrames[indexPath] = CGRect(x: 0, y: y, width: bounds.width, height: height)
        orderedRows.append(indexPath)
        y += height
      }
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  private func enqueue(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusable[identifier, default: []].append(cell)
  }
}
