import UIKit

// The app's own code (not the book's): lists of chapters and techniques, and a screen
// that shows one technique, built by the chapter's code from the book, with the book's
// caption under it. Each chapter's Screens.swift says which techniques it has.

/// One technique of a chapter: a view built from the chapter's code, in one or more
/// versions (the book's wrong one beside the right one), and the book's caption.
struct Technique {
  let title: String
  /// The figure of the book it comes from (its caption is shown under the view).
  let figure: String
  /// The versions, by name; the first is shown first. One version: no switch.
  let versions: [(name: String, make: () -> UIView)]
  /// Whether the view takes all the room above the caption (a live screen you drag),
  /// rather than keeping the size the book drew it at.
  let fillsScreen: Bool

  init(
    _ title: String, figure: String, fillsScreen: Bool = false,
    versions: [(name: String, make: () -> UIView)]
  ) {
    self.title = title
    self.figure = figure
    self.fillsScreen = fillsScreen
    self.versions = versions
  }

  init(
    _ title: String, figure: String, fillsScreen: Bool = false, make: @escaping () -> UIView
  ) {
    self.init(title, figure: figure, fillsScreen: fillsScreen, versions: [("", make)])
  }
}

/// A view that keeps objects alive as long as it lives: a table's data source, which the
/// table holds only weakly.
final class Keeping: UIView {
  var kept: [AnyObject] = []
}

/// `view`, in a view of its size that keeps `objects` alive with it.
func keeping(_ view: UIView, _ objects: AnyObject...) -> UIView {
  let holder = Keeping(frame: view.frame)
  view.frame.origin = .zero
  holder.addSubview(view)
  holder.kept = objects
  return holder
}

/// `view` with a row of choices under it, the "before" and "after" of a figure: picking
/// one calls `choose` with its index (the first is where the view starts). `objects` stay
/// alive with it.
func withChoices(
  _ view: UIView, _ names: [String], keeping objects: [AnyObject] = [],
  choose: @escaping (Int) -> Void
) -> UIView {
  let holder = Keeping(
    frame: CGRect(x: 0, y: 0, width: max(view.frame.width, 240), height: view.frame.height + 48))
  view.frame.origin = CGPoint(x: (holder.bounds.width - view.frame.width) / 2, y: 0)
  holder.addSubview(view)
  let control = UISegmentedControl(items: names)
  control.selectedSegmentIndex = 0
  control.frame = CGRect(x: 0, y: view.frame.maxY + 16, width: holder.bounds.width, height: 32)
  control.addAction(
    UIAction { [weak control] _ in
      guard let control else { return }
      choose(control.selectedSegmentIndex)
    }, for: .valueChanged)
  holder.addSubview(control)
  holder.kept = objects
  return holder
}

/// A chapter's techniques, in the book's order.
struct AppChapter {
  let number: Int
  let title: String
  let techniques: [Technique]
}

/// A list of rows, each opening the next screen: the chapters, and a chapter's techniques.
final class ListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Row {
    let text: String
    let detail: String?
    let open: () -> UIViewController
  }

  private let rows: [Row]
  private let table = UITableView(frame: .zero, style: .insetGrouped)

  init(title: String, rows: [Row]) {
    self.rows = rows
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.delegate = self
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    view.addSubview(table)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    table.frame = view.bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = rows[indexPath.row].text
    content.secondaryText = rows[indexPath.row].detail
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.pushViewController(rows[indexPath.row].open(), animated: true)
  }
}

/// The first screen: the chapters; each opens its list of techniques, each technique its
/// screen (with the names of its versions under its title).
func chapterList() -> ListController {
  ListController(
    title: "The Workbook",
    rows: appChapters.map { chapter in
      ListController.Row(
        text: "Chapter \(chapter.number): \(chapter.title)",
        detail: "\(chapter.techniques.count) techniques"
      ) {
        ListController(
          title: chapter.title,
          rows: chapter.techniques.map { technique in
            ListController.Row(
              text: technique.title,
              detail: technique.versions.count > 1
                ? technique.versions.map(\.name).joined(separator: " / ") : nil
            ) { TechniqueController(technique: technique) }
          })
      }
    })
}

/// One technique: its view, centred (as large as the book drew it, made smaller only if the
/// screen has no room for it), a switch between its versions, and the caption written for
/// the screen. Upright, the switch is above the view and the caption below it; on a screen
/// wider than tall (a phone on its side, an iPad in landscape), they make a column beside
/// the view, which keeps the whole height.
final class TechniqueController: UIViewController {
  private let technique: Technique
  private var shown: UIView?
  /// The caption scrolls when it is longer than the room it has (large text, landscape).
  private let captionScroller = UIScrollView()
  private let caption = UILabel()
  private var switcher: UISegmentedControl?

  init(technique: Technique) {
    self.technique = technique
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = technique.title
    navigationItem.largeTitleDisplayMode = .never
    view.backgroundColor = .systemBackground
    caption.numberOfLines = 0
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.textColor = .secondaryLabel
    caption.text = captions[technique.figure]
    captionScroller.addSubview(caption)
    view.addSubview(captionScroller)
    if technique.versions.count > 1 {
      let switcher = UISegmentedControl(items: technique.versions.map(\.name))
      switcher.selectedSegmentIndex = 0
      switcher.addAction(
        UIAction { [weak self, weak switcher] _ in
          guard let self, let switcher else { return }
          self.show(version: switcher.selectedSegmentIndex)
        }, for: .valueChanged)
      view.addSubview(switcher)
      self.switcher = switcher
    }
    show(version: 0)
  }

  private func show(version index: Int) {
    shown?.removeFromSuperview()
    let made = technique.versions[index].make()
    shown = made
    view.addSubview(made)
    view.setNeedsLayout()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
    guard area.width > 0, area.height > 0 else { return }
    let room: CGRect
    if area.width > area.height {
      // On its side: the switch and the caption in a column on the right, the view on the
      // left with the whole height.
      let columnWidth = min(320, area.width * 0.4)
      let column = placeSwitcher(
        in: CGRect(
          x: area.maxX - columnWidth, y: area.minY, width: columnWidth, height: area.height))
      captionScroller.frame = CGRect(
        x: column.minX, y: column.minY, width: column.width,
        height: captionHeight(width: column.width, limit: column.height))
      room = CGRect(
        x: area.minX, y: area.minY, width: area.width - columnWidth - 16, height: area.height)
    } else {
      // Upright: the switch above, the caption at the bottom, in at most 40% of the height.
      let below = placeSwitcher(in: area)
      let height = captionHeight(width: below.width, limit: below.height * 0.4)
      captionScroller.frame = CGRect(
        x: below.minX, y: below.maxY - height, width: below.width, height: height)
      room = CGRect(
        x: below.minX, y: below.minY, width: below.width, height: below.height - height - 16)
    }
    guard let shown, room.width > 0, room.height > 0 else { return }
    if technique.fillsScreen {
      // A live screen takes the whole room.
      shown.transform = .identity
      shown.frame = room
      return
    }
    // The view keeps the size the chapter gave it (the book's figures are drawn at that
    // size too), centred in its room, and is scaled down to fit a smaller screen.
    let size = shown.bounds.size
    let scale = min(1, room.width / max(size.width, 1), room.height / max(size.height, 1))
    shown.transform = CGAffineTransform(scaleX: scale, y: scale)
    shown.center = CGPoint(x: room.midX, y: room.midY)
  }

  /// Puts the switch, if there is one, at the top of `area`; returns what is left below it.
  private func placeSwitcher(in area: CGRect) -> CGRect {
    guard let switcher else { return area }
    switcher.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 32)
    return area.inset(by: UIEdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
  }

  /// Lays the caption out `width` wide, and returns the height it shows: all of its text
  /// if that fits in `limit`, else `limit`, and it scrolls.
  private func captionHeight(width: CGFloat, limit: CGFloat) -> CGFloat {
    let fits = caption.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    caption.frame = CGRect(x: 0, y: 0, width: width, height: fits.height.rounded(.up))
    captionScroller.contentSize = caption.frame.size
    return min(caption.frame.height, limit)
  }
}
