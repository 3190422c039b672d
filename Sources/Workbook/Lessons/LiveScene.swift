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
  /// Speeds are written with `ScreenSpeed.text`.
  var status: [String] { get }
  /// Which keys and buttons do what, in a line.
  var controls: String { get }
  /// Nothing moves and nothing is held: the scene will not change until the next input.
  var isAtRest: Bool { get }
}

/// A live scene a chapter offers, by name: `overlay`, `pizza`.
public struct LiveSceneEntry: Sendable {
  /// The name `play NAME` takes: `overlay`.
  public let name: String
  /// What it is, for `play --help`.
  public let summary: String
  /// Makes a new scene, as it is before the first key.
  public let make: @MainActor @Sendable () -> LiveScene

  /// A scene called `name`, summed up by `summary`, that `make` makes.
  public init(
    _ name: String, summary: String, make: @escaping @MainActor @Sendable () -> LiveScene
  ) {
    self.name = name
    self.summary = summary
    self.make = make
  }
}

/// Where something was lately, oldest first: the last position from `window` ago or
/// earlier (where it was then), and every one since. Of the positions recorded at one
/// moment only the first (where it was) and the latest (where it went) are kept.
struct RecentPositions: Sendable {
  var window: Double
  private(set) var samples: [(time: Double, position: CGFloat)] = []
  /// Times this close count as one (frame times are sums of sixtieths).
  static let sameTime = 1e-9

  init(window: Double) {
    self.window = window
  }

  mutating func removeAll() { samples.removeAll() }

  mutating func record(_ position: CGFloat, at time: Double) {
    let count = samples.count
    if count >= 2, samples[count - 1].time == time, samples[count - 2].time == time {
      samples[count - 1].position = position
    } else {
      samples.append((time, position))
    }
    let then = time - window + RecentPositions.sameTime
    if let kept = samples.lastIndex(where: { $0.time <= then }), kept > 0 {
      samples.removeFirst(kept)
    }
  }

  /// The last sample at or before `time`, or the first.
  func sample(atOrBefore time: Double) -> (time: Double, position: CGFloat)? {
    samples.last { $0.time <= time + RecentPositions.sameTime } ?? samples.first
  }
}

/// The velocity of a finger from its recent positions: where it is less where it was a
/// `window` ago (or where the drag began, if that is later), over that time, in points
/// per second, positive down.
///
/// UIKit's pan gesture recognizer measures velocity from its recent touches in a way
/// Apple does not publish; a tenth of a second of history is a common approximation,
/// and it makes a burst of key presses (each a small jump) read as a steady movement.
/// A finger moves only when a position is recorded, so between samples it stays where
/// it was last seen: a finger held still and then moved by presses that arrive together
/// (read at one moment) has covered their distance within the window, a fast finger, not
/// a standstill.
public struct FingerVelocity: Sendable {
  /// The shortest time a movement is taken to last: input is read once a frame, so
  /// positions recorded at one moment were reached within a frame of each other.
  public static let shortestSpan = 1.0 / 60
  private var positions: RecentPositions

  /// A tracker that averages the finger's movement over the last `window` seconds.
  public init(window: Double = 0.1) {
    positions = RecentPositions(window: window)
  }

  /// The seconds of movement the velocity averages.
  public var window: Double { positions.window }

  /// Forgets the movement so far (the finger was lifted).
  public mutating func reset() { positions.removeAll() }

  /// Notes that the finger is at `position` at `time` (seconds).
  public mutating func record(_ position: CGFloat, at time: Double) {
    positions.record(position, at: time)
  }

  /// Points per second, at `time`: the distance from where the finger was a `window`
  /// ago (or where it started) to where it is, over that time (at least a frame).
  public func velocity(at time: Double) -> CGFloat {
    guard let first = positions.samples.first, let last = positions.samples.last else {
      return 0
    }
    let from = max(time - window, first.time)
    let start = from > first.time ? positions.sample(atOrBefore: from) ?? first : first
    let span = max(time - from, FingerVelocity.shortestSpan)
    return (last.position - start.position) / CGFloat(span)
  }
}

/// How fast something on a live scene's screen moves: how far it went from where it was
/// drawn a frame before (or earlier, when frames were skipped) to where it is, over that
/// time. It moves between samples (a spring does), so the time is the samples' own; a
/// jump made by input handled between two frames counts in the frame that shows it.
public struct FrameSpeed: Sendable {
  private var positions = RecentPositions(window: 1.0 / 60)

  /// A speed measured from `position` at `time` (seconds).
  public init(_ position: CGFloat, at time: Double = 0) {
    positions.record(position, at: time)
  }

  /// Notes that the thing is at `position` at `time` (seconds).
  public mutating func record(_ position: CGFloat, at time: Double) {
    positions.record(position, at: time)
  }

  /// Points per second over the last frame before `time`.
  public func perSecond(at time: Double) -> CGFloat {
    guard let last = positions.samples.last,
      let start = positions.sample(atOrBefore: time - positions.window),
      last.time > start.time
    else { return 0 }
    return (last.position - start.position) / CGFloat(last.time - start.time)
  }
}

/// How the live scenes write a speed: points per second on the screen, in screen y, so
/// negative is up, as Chapter 5 gives a finger's `velocity(in:)`. The scenes' status
/// lines only write numbers; whoever shows them writes `legend` once on each screen.
public enum ScreenSpeed {
  /// The line that says what the sign of a speed means.
  public static let legend = "speeds: negative is up"

  /// "-600 pt/s", padded to at least `width` characters before the unit; under half a
  /// point per second is "+0".
  public static func text(_ value: CGFloat, width: Int = 0) -> String {
    String(format: "%+\(width).0f pt/s", abs(value) < 0.5 ? 0 : Double(value))
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
