import Foundation
import Graphics

extension IndexPath {
  /// An index path for a row in a section (UIKit adds this to Foundation's type).
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int { self[0] }
  public var row: Int { self[1] }
  public var item: Int { self[1] }
}

/// What a table view asks for its rows.
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table view tells, and asks, as it shows rows.
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Called just before a cell becomes visible, after it has its frame.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
}

/// A row of a table: a view with a `contentView` that fills it, white by default.
open class UITableViewCell: UIView {
  public enum CellStyle: Sendable { case `default` }

  public let contentView = UIView()
  public let reuseIdentifier: String?

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .white
    addSubview(contentView)
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
open class UITableView: UIScrollView {
  public enum Style: Sendable { case plain }

  public weak var dataSource: UITableViewDataSource? {
    didSet { setNeedsLayout() }
  }
  public weak var delegate: UITableViewDelegate? {
    didSet { setNeedsLayout() }
  }
  public var rowHeight: CGFloat = 44

  private var registered: [String: UITableViewCell.Type] = [:]
  private var reusable: [String: [UITableViewCell]] = [:]
  private var displayed: [IndexPath: UITableViewCell] = [:]
  private var rowFrames: [IndexPath: CGRect] = [:]
  private var orderedRows: [IndexPath] = []
  private var needsReload = true

  public init(frame: CGRect, style: Style) {
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = .white
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Registers the class the table creates for `identifier` when nothing can be reused.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell for `identifier`: a reused one (after `prepareForReuse()`) or a new one of the
  /// registered class (a plain `UITableViewCell` if none was registered).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = reusable[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    let type = registered[identifier] ?? UITableViewCell.self
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  /// Forgets every row and asks the data source again at the next layout.
  public func reloadData() {
    for (_, cell) in displayed { enqueue(cell) }
    displayed = [:]
    needsReload = true
    setNeedsLayout()
  }

  public var visibleCells: [UITableViewCell] {
    orderedRows.compactMap { displayed[$0] }
  }

  public var indexPathsForVisibleRows: [IndexPath]? {
    orderedRows.filter { displayed[$0] != nil }
  }

  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { displayed[indexPath] }

  public func rectForRow(at indexPath: IndexPath) -> CGRect { rowFrames[indexPath] ?? .zero }

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
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
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
        var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
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
