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
/// Selected (`isSelected`, `setSelected(_:animated:)`, or the table's selection), a cell
/// whose `selectionStyle` is not `.none` shows UIKit's grey selected background behind
/// its content view, and so through anything the content leaves clear.
///
/// `init(style:reuseIdentifier:)` is designated, as in UIKit: a subclass overrides it
/// and writes `required init?(coder:)`. The table view creates a registered class
/// through `init(style:reuseIdentifier:)`; a subclass that does not override it cannot
/// be created that way, in UIKit at run time, here when it compiles.
@MainActor open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default` = 0, value1, value2, subtitle
  }

  /// How a selected cell looks: `.default` (and `.gray`, `.blue`, which look the same
  /// since iOS 7) shows a grey background; `.none` shows nothing.
  public enum SelectionStyle: Int, Sendable {
    case none = 0, blue, gray, `default`
  }

  /// Whether a table draws a line under each row (`.singleLine`, UIKit's default).
  public enum SeparatorStyle: Int, Sendable {
    case none = 0, singleLine
    @available(*, deprecated, message: "Deprecated in iOS 11.0")
    case singleLineEtched
  }

  public let contentView = UIView()
  public private(set) var reuseIdentifier: String?
  /// `.default`: a selected cell shows a grey background.
  open var selectionStyle = SelectionStyle.default {
    didSet { setNeedsLayout() }
  }
  /// Whether the cell is selected (false by default); see `selectionStyle`.
  open var isSelected = false {
    didSet { setNeedsLayout() }
  }

  /// Selects or deselects the cell (the model never animates the change).
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// UIKit's grey behind a selected cell's content (systemGray4 in light mode).
  private let selectedBackground = UIView()
  /// The line the table draws under the row, inset from the leading edge as UIKit's
  /// default `separatorInset` is.
  let separatorLine = UIView()
  /// UIKit's default separator inset from the leading edge, in points.
  static let separatorLeadingInset: CGFloat = 16

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .white
    addChromeAndContent()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = .white
    addChromeAndContent()
  }

  private func addChromeAndContent() {
    selectedBackground.backgroundColor = UIColor(red: 0.82, green: 0.82, blue: 0.84, alpha: 1)
    selectedBackground.isHidden = true
    separatorLine.backgroundColor = UITableView.defaultSeparatorColor
    separatorLine.isHidden = true
    addSubview(selectedBackground)
    addSubview(contentView)
    addSubview(separatorLine)
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
    selectedBackground.frame = bounds
    selectedBackground.isHidden = !isSelected || selectionStyle == .none
    let inset = UITableViewCell.separatorLeadingInset
    separatorLine.frame = CGRect(
      x: inset, y: bounds.height - 1, width: max(0, bounds.width - inset), height: 1)
  }
}

/// A scroll view of rows in one column, in the plain style, with cells reused as they
/// scroll in and out of view.
///
/// The model lays out every row from `tableView(_:heightForRowAt:)` (or `rowHeight`)
/// with no section headers or footers, and bounces vertically even when the rows are
/// shorter than the view, as UIKit's table views do. As in UIKit's plain style, a
/// separator line (`separatorStyle` `.singleLine` by default, the system's translucent
/// grey) is drawn under every row, and under the empty rows that fill the view below
/// the last one, each `rowHeight` tall; the model draws it one point thick (UIKit: one
/// pixel). `selectRow(at:animated:scrollPosition:)` selects a row, whose cell then shows
/// its selected background.
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
  /// A line under every row, and under the empty rows below the last (`.singleLine` by
  /// default); `.none` draws none.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// Whether a row can be selected (true by default).
  open var allowsSelection = true
  /// The system's separator colour in light mode: 60, 60, 67 at 29% (`UIColor.separator`).
  static let defaultSeparatorColor = UIColor(
    red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  private var selectedRows: Set<IndexPath> = []
  /// The lines under the empty rows below the last one.
  private var fillerSeparators: [UIView] = []

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

  /// Selects the row (nil: deselects every row), as a tap does; its cell shows it. The
  /// model does not scroll to it.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard allowsSelection else { return }
    for row in selectedRows { displayed[row]?.setSelected(false, animated: animated) }
    selectedRows = indexPath.map { [$0] } ?? []
    if let indexPath { displayed[indexPath]?.setSelected(true, animated: animated) }
  }

  /// Deselects the row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    displayed[indexPath]?.setSelected(false, animated: animated)
  }

  /// Where `scrollToRow` and `selectRow` put the row.
  public enum ScrollPosition: Int, Sendable {
    case none = 0, top, middle, bottom
  }

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
        cell.isSelected = selectedRows.contains(indexPath)
        cell.separatorLine.isHidden = separatorStyle == .none
        insertSubview(cell, at: 0)
        displayed[indexPath] = cell
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
      } else if !isVisible, let cell = displayed.removeValue(forKey: indexPath) {
        enqueue(cell)
      } else if let cell = displayed[indexPath] {
        cell.frame = frame
        cell.separatorLine.isHidden = separatorStyle == .none
      }
    }
    layOutFillerSeparators()
  }

  /// The plain style's lines under the empty rows that fill the view below the last row.
  private func layOutFillerSeparators() {
    var lines: [CGRect] = []
    if separatorStyle != .none, style == .plain, rowHeight >= 1 {
      let inset = UITableViewCell.separatorLeadingInset
      var y = contentSize.height + rowHeight
      let bottom = bounds.maxY
      while y - 1 < bottom, lines.count < 1000 {
        lines.append(CGRect(x: inset, y: y - 1, width: max(0, bounds.width - inset), height: 1))
        y += rowHeight
      }
    }
    while fillerSeparators.count < lines.count {
      let line = UIView()
      line.backgroundColor = UITableView.defaultSeparatorColor
      fillerSeparators.append(line)
      addSubview(line)
    }
    while fillerSeparators.count > lines.count {
      fillerSeparators.removeLast().removeFromSuperview()
    }
    for (line, frame) in zip(fillerSeparators, lines) { line.frame = frame }
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
    cell.isSelected = false
    guard let identifier = cell.reuseIdentifier else { return }
    reusable[identifier, default: []].append(cell)
  }
}
