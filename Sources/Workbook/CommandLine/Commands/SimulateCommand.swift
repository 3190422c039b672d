import Chapter5Overlay
import Foundation
import Terminal
import Workbook

/// `workbook-run simulate overlay`: Chapter 5's overlay model, driven from the command
/// line ("what if the finger does this?"). The physics is the chapter's own code.
enum SimulateCommand {
  static let command = Command(
    "simulate", abstract: "run Chapter 5's overlay model on a drag you describe",
    discussion: "Runs a chapter's model on input you describe; see 'simulate overlay --help'.",
    subcommands: [overlayCommand])

  static let notches = Option.text(
    "notches", "H,...", help: "notch heights in points, ascending (required)")
  static let height = Option.text(
    "height", "H", help: "the overlay's starting height (default: the lowest notch)")
  static let offset = Option.text(
    "offset", "O", help: "the table's content offset (scroll driver; default 0)")
  static let inset = Option.text(
    "inset", "I", help: "the table's top content inset (scroll driver; default 0)")
  static let driver = Option.choice(
    "driver", ["pan", "scroll"],
    help: "pan (the default): the overlay's own pan gesture; scroll: the table inside drives "
      + "it, as in the library's tests (its content follows the finger one to one)")
  static let style = Option.choice(
    "style", ["expandable", "rigid", "flexible"],
    help: "expandable (the default, the library's), rigid or flexible")
  static let disabled = Option.text(
    "disabled", "I,J", help: "notch indexes (from 0) that cannot be reached")
  static let drag = Option.text(
    "drag", "D,...",
    help: "finger movements in points, one per step, screen y (positive = down)")
  static let release = Option.text(
    "release", "V",
    help: "the finger's velocity y at release, points per second (negative = up; default 0)")

  static let overlayCommand = Command(
    "overlay", abstract: "Chapter 5's sheet: a drag, step by step, then the release",
    options: [notches, height, offset, inset, driver, style, disabled, drag, release],
    discussion: """
      Runs Chapter 5's model of OverlayContainer: a drag, step by step, then the release, \
      the notch and the spring. Prints one line per step and the release (two decimals), \
      then a plot of the motion to rest.
      """,
    epilogue: {
      """
      EXAMPLE:
        workbook-run simulate overlay --notches 100,200,300 --height 200 \\
            --driver scroll --offset 100 --drag -10,-10,10 --release -800
      """
    }, run: run)

  static func run(_ session: inout Session) throws(CommandError) -> ExitCode {
    guard let notchText = session.text(notches) else {
      throw .usage("simulate overlay needs --notches, the notch heights, like 100,200,300")
    }
    let heights = try numbers(notchText, option: notches)
    let chosenDriver = OverlaySimulation.Driver(rawValue: session.text(driver) ?? "pan") ?? .pan
    let chosenStyle =
      OverlayStyle(rawValue: session.text(style) ?? "expandable") ?? .expandableHeight
    var unreachable: Set<Int> = []
    if let text = session.text(disabled) {
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let index = Int(word.trimmingCharacters(in: .whitespaces)), index >= 0 else {
          throw .usage(
            "--disabled takes notch indexes from 0, separated by commas, like 1,2; not '\(text)'")
        }
        unreachable.insert(index)
      }
    }
    let drags = try session.text(drag).map { text throws(CommandError) in
      try numbers(text, option: drag)
    }
    let simulation: OverlaySimulation
    do {
      simulation = try OverlaySimulation(
        notches: heights, disabled: unreachable, startHeight: number(height, in: session),
        contentOffsetY: number(offset, in: session) ?? 0,
        topInset: number(inset, in: session) ?? 0, driver: chosenDriver, style: chosenStyle)
    } catch let error as OverlaySimulationError {
      throw .usage(error.description)
    } catch let error as CommandError {
      throw error
    } catch {
      throw .usage("\(error)")
    }
    for line in simulation.report(
      movements: drags ?? [], releaseVelocityY: try number(release, in: session) ?? 0,
      columns: session.width)
    {
      session.console.out(line)
    }
    return .success
  }

  /// The most drag steps a simulation takes (a minute of frames at 60 a second).
  static let maximumSteps = 3600

  /// The option's value as a number of points, if it was given.
  static func number(_ option: Option, in session: Session) throws(CommandError) -> CGFloat? {
    guard let text = session.text(option) else { return nil }
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
      abs(value) <= 1e6
    else {
      throw .usage(
        "--\(option.name) must be a number of points (at most a million either way), not "
          + "'\(text)'")
    }
    return CGFloat(value)
  }

  static func numbers(_ text: String, option: Option) throws(CommandError) -> [CGFloat] {
    let words = text.split(separator: ",", omittingEmptySubsequences: false)
    guard words.count <= maximumSteps else {
      throw .usage("--\(option.name) takes at most \(maximumSteps) numbers, not \(words.count)")
    }
    var values: [CGFloat] = []
    for word in words {
      guard let value = Double(word.trimmingCharacters(in: .whitespaces)), value.isFinite,
        abs(value) <= 1e6
      else {
        throw .usage(
          "--\(option.name) takes numbers separated by commas, like 100,200,300; '\(word)' is not one"
        )
      }
      values.append(CGFloat(value))
    }
    return values
  }
}
