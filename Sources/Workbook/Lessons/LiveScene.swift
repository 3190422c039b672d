import Foundation
import Graphics
import UIKitModel

/// What a reader does to a live scene: keys, and the mouse in the scene's points (the
/// terminal's cells are turned into points by whoever runs the scene).
public enum LiveInput: Equatable, Sendable {
  case up, down, left, right
  /// Space: let go of whatever the keys were dragging.
  case release
  /// A mouse button went down, moved with the button held, or came up.
  case press(CGPoint), move(CGPoint), lift(CGPoint)
  /// A wheel step: `up` scrolls towards the top of the content.
  case wheel(up: Bool, at: CGPoint)
}

/// A scene a reader plays with in the terminal (`workbook-run play NAME`): the chapter's
/// own views, moved by the chapter's own physics, a frame at a time.
///
/// The runner owns the clock: it hands the scene each input with the time it arrived,
/// then asks it to `advance` to the frame's time and draws `figure(art:)` and `status`.
/// Times are seconds since the scene began and never go backwards.
@MainActor public protocol LiveScene: AnyObject {
  /// The scene's size in points (its views are drawn to fill it).
  var size: CGSize { get }
  func handle(_ input: LiveInput, at time: Double)
  func advance(to time: Double)
  /// The picture at the current time.
  func figure(art: AsciiArt) -> Figure
  /// A line or two of numbers for the status bar: where things are and where they go.
  var status: [String] { get }
  /// Which keys and buttons do what, in a line.
  var controls: String { get }
  /// Nothing moves and nothing is held: the scene will not change until the next input.
  var isAtRest: Bool { get }
}

/// A live scene a chapter offers, by name: `overlay`, `pizza`.
public struct LiveSceneEntry: Sendable {
  public let name: String
  /// What it is, for `play --help`.
  public let summary: String
  public let make: @MainActor @Sendable () -> LiveScene

  public init(
    _ name: String, summary: String, make: @escaping @MainActor @Sendable () -> LiveScene
  ) {
    self.name = name
    self.summary = summary
    self.make = make
  }
}

/// The velocity of a finger from its recent positions: the distance covered in the last
/// `window` seconds over that time, in points per second (0 when it has not moved).
///
/// UIKit's pan gesture recognizer measures velocity from its recent touches in a way
/// Apple does not publish; a tenth of a second of history is a common approximation,
/// and it makes a burst of key presses (each a small jump) read as a steady movement.
public struct FingerVelocity: Sendable {
  public var window: Double = 0.1
  private var samples: [(time: Double, position: CGFloat)] = []

  public init() {}

  public mutating func reset() { samples.removeAll() }

  public mutating func record(_ position: CGFloat, at time: Double) {
    samples.append((time, position))
    samples.removeAll { $0.time < time - 2 * window }
  }

  /// Points per second, at `time`: the distance from where the finger was a `window`
  /// ago (or where it started) to where it is, over that time.
  public func velocity(at time: Double) -> CGFloat {
    guard let last = samples.last, let first = samples.first, time - last.time <= window else {
      return 0
    }
    let start = samples.last { $0.time <= time - window } ?? first
    let span = time - start.time
    guard span > 0 else { return 0 }
    return (last.position - start.position) / CGFloat(span)
  }
}

extension LiveScene {
  /// The drawing that fits the scene in `columns` x `rows` characters: cells twice as
  /// tall as they are wide (a terminal's character), the scene's whole height or width
  /// shown, and about eight pixels down each cell, so each half of a half-block
  /// character averages four.
  public func art(columns: Int, rows: Int) -> AsciiArt {
    let columns = CGFloat(max(4, columns))
    let rows = CGFloat(max(4, rows))
    // A hair over the exact fit, so rounding never adds a row or a column.
    let cellHeight = max(size.height / rows, 2 * size.width / columns) * 1.001
    return AsciiArt(
      cellSize: CGSize(width: cellHeight / 2, height: cellHeight),
      pixelsPerPoint: min(2, 4 / cellHeight))
  }
}
