import Foundation
import Graphics

/// Horizontal alignment of a label's text, with iOS's raw values. The model places
/// `.justified` and `.natural` text as `.left` (the model's text is left to right).
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// A view that shows one line of text.
///
/// The model has no fonts: a figure writes a label's text into its character grid, on
/// the row of the label's centre, aligned within the label's width, and only when the
/// label is at least half visible (its opacity times its ancestors' at least 0.5). A
/// text that would run into one written before (two labels side by side, on a figure
/// too small for both) is cut short a column apart from it, as UIKit cuts a label's text
/// that does not fit.
/// Nothing is drawn into the pixels, so text never changes a check on pixels.
@MainActor open class UILabel: UIView {
  open override class var layerClass: AnyClass { TextLayer.self }

  open var text: String? {
    didSet { (layer as? TextLayer)?.text = text }
  }
  /// `.natural` by default, as in UIKit (drawn as `.left`).
  open var textAlignment = NSTextAlignment.natural {
    didSet { (layer as? TextLayer)?.alignment = textAlignment }
  }
  /// `.label` by default (black in light mode, white in dark). The model writes text as
  /// characters of the figure, in no colour; the device scenarios check it against what
  /// is drawn behind it.
  open var textColor: UIColor! = .label
  /// How many lines the text may take (the model always writes one).
  open var numberOfLines = 1

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The layer behind `UILabel`: reports its text to the figure being drawn.
final class TextLayer: CALayer {
  var text: String?
  var alignment = NSTextAlignment.left

  required init() { super.init() }
  override init(layer: Any) { super.init(layer: layer) }
  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func drawIntrinsicContent(in context: CGContext) {
    super.drawIntrinsicContent(in: context)
    guard let text, !text.isEmpty else { return }
    TextOverlay.current?.placements.append(
      TextOverlay.Placement(
        text: text, deviceRect: bounds.applying(context.ctm), alignment: alignment,
        opacity: effectiveOpacity))
  }

  /// This layer's opacity times its ancestors', zero if any of them is hidden.
  var effectiveOpacity: Float {
    var opacity: Float = 1
    var layer: CALayer? = self
    while let current = layer {
      if current.isHidden { return 0 }
      opacity *= current.opacity
      layer = current.superlayer
    }
    return opacity
  }
}

/// The text placed while drawing one figure, written over its characters afterwards.
///
/// A task-local value: `collecting` binds a fresh overlay for the one synchronous call
/// that draws a figure, so it is only ever touched by that call.
package final class TextOverlay: @unchecked Sendable {
  package struct Placement {
    package let text: String
    package let deviceRect: CGRect
    package let alignment: NSTextAlignment
    package let opacity: Float
  }

  package var placements: [Placement] = []

  /// The overlay collecting text, if a figure is being drawn.
  @TaskLocal static var current: TextOverlay?

  /// Runs `body` with a fresh overlay collecting text, and returns it.
  package static func collecting<T>(_ body: () -> T) -> (T, TextOverlay) {
    let overlay = TextOverlay()
    return ($current.withValue(overlay, operation: body), overlay)
  }

  /// Writes the visible placements into `lines` (characters of `cellWidth` x
  /// `cellHeight` device pixels).
  package func write(into lines: inout [String], cellWidth: CGFloat, cellHeight: CGFloat) {
    guard cellWidth > 0, cellHeight > 0 else { return }
    var grid = lines.map(Array.init)
    /// The columns of each row written with text so far.
    var written = grid.map { Array(repeating: false, count: $0.count) }
    for placement in placements where placement.opacity >= 0.5 {
      let rect = placement.deviceRect
      guard rect.midY.isFinite, rect.minX.isFinite, rect.maxX.isFinite else { continue }
      let row = Int((rect.midY / cellHeight).rounded(.down))
      guard row >= 0, row < grid.count else { continue }
      let first = max(0, Int((rect.minX / cellWidth).rounded()))
      let last = min(grid[row].count, Int((rect.maxX / cellWidth).rounded()))
      guard last > first else { continue }
      // Never run into text written before: within its own columns, a column apart from
      // it (in the free stretch nearest the label's middle), its tail cut short where it
      // must be, as UIKit cuts a label's text that does not fit.
      let taken = written[row]
      func touches(_ column: Int) -> Bool { column >= 0 && column < taken.count && taken[column] }
      var runs: [Range<Int>] = []
      for column in first..<last
      where !touches(column - 1) && !touches(column) && !touches(column + 1) {
        if let run = runs.last, run.upperBound == column {
          runs[runs.count - 1] = run.lowerBound..<(column + 1)
        } else {
          runs.append(column..<(column + 1))
        }
      }
      let middle = (first + last) / 2
      let length = min(placement.text.count, last - first)
      let whole = runs.filter { $0.count >= length }
      guard
        let room = whole.isEmpty
          ? runs.max(by: { $0.count < $1.count })
          : whole.min(by: { distance($0, to: middle) < distance($1, to: middle) })
      else { continue }
      let text = Array(placement.text.prefix(room.count))
      let start: Int
      switch placement.alignment {
      case .left, .justified, .natural: start = room.lowerBound
      case .center: start = room.lowerBound + (room.count - text.count) / 2
      case .right: start = room.upperBound - text.count
      }
      for (k, character) in text.enumerated() where start + k < grid[row].count && start + k >= 0 {
        grid[row][start + k] = character
        written[row][start + k] = true
      }
    }
    lines = grid.map { String($0) }
  }

  /// How far `run` is from `column` (0 inside it).
  private func distance(_ run: Range<Int>, to column: Int) -> Int {
    column < run.lowerBound ? run.lowerBound - column : max(0, column - run.upperBound + 1)
  }
}
