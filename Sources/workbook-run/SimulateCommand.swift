import Chapter5Overlay
import Foundation
import Workbook

/// `workbook-run simulate overlay`: Chapter 5's overlay model, driven from the command
/// line ("what if the finger does this?"). The physics is the chapter's own code.
enum SimulateCommand {
  static let help = """
    USAGE: workbook-run simulate overlay --notches H1,H2,... [--height H]
               [--offset O] [--inset I] [--driver pan|scroll]
               [--style flexible|rigid|expandable] [--disabled I,J]
               [--drag D1,D2,...] [--release V]

    Runs Chapter 5's model of OverlayContainer: a drag, step by step, then the
    release, the notch and the spring. Prints one line per step and the release
    (two decimals), then a plot of the motion to rest.

    OPTIONS:
      --notches H,...  notch heights in points, ascending (required)
      --height H       the overlay's starting height (default: the lowest notch)
      --offset O       the table's content offset (scroll driver; default 0)
      --inset I        the table's top content inset (scroll driver; default 0)
      --driver D       pan (default): the overlay's own pan gesture;
                       scroll: the table inside drives it, as in the library's
                       tests (its content follows the finger one to one)
      --style S        expandable (default, the library's), rigid or flexible
      --disabled I,J   notch indexes (from 0) that cannot be reached
      --drag D,...     finger movements in points, one per step, screen y
                       (positive = down)
      --release V      the finger's velocity y at release, points per second
                       (negative = up; default 0)

    EXAMPLE:
      workbook-run simulate overlay --notches 100,200,300 --height 200 \\
          --driver scroll --offset 100 --drag -10,-10,10 --release -800
    """

  static func run(_ words: [String], output: inout Output) throws(UsageError) -> Int32 {
    let arguments = try Arguments(
      words, command: "simulate",
      valueOptions: [
        "notches", "height", "offset", "inset", "driver", "style", "disabled", "drag", "release",
      ],
      flagOptions: ["help"])
    if arguments.flag("help") {
      output.help(help)
      return ExitStatus.success
    }
    guard let subject = arguments.positional.first else {
      throw UsageError("simulate needs what to simulate: 'simulate overlay --notches 100,200,300'")
    }
    guard subject == "overlay", arguments.positional.count == 1 else {
      throw UsageError(
        "simulate knows 'overlay' (Chapter 5's sheet), not '\(arguments.positional.joined(separator: " "))'"
      )
    }
    guard let notchText = arguments.value("notches") else {
      throw UsageError("simulate overlay needs --notches, the notch heights, like 100,200,300")
    }
    let notches = try numbers(notchText, option: "notches")
    let driverText = arguments.value("driver") ?? "pan"
    guard let driver = OverlaySimulation.Driver(rawValue: driverText) else {
      throw UsageError("--driver must be pan or scroll, not '\(driverText)'")
    }
    let styleText = arguments.value("style") ?? "expandable"
    guard let style = OverlayStyle(rawValue: styleText) else {
      throw UsageError("--style must be flexible, rigid or expandable, not '\(styleText)'")
    }
    var disabled: Set<Int> = []
    if let text = arguments.value("disabled") {
      for word in text.split(separator: ",", omittingEmptySubsequences: false) {
        guard let index = Int(word.trimmingCharacters(in: .whitespaces)), index >= 0 else {
          throw UsageError(
            "--disabled takes notch indexes from 0, separated by commas, like 1,2; not '\(text)'")
        }
        disabled.insert(index)
      }
    }
    let drags =
      try arguments.value("drag").map { text throws(UsageError) in
        try numbers(text, option: "drag")
      } ?? []
    let release =
      try arguments.value("release").map { text throws(UsageError) in
        try number(text, option: "release")
      } ?? 0
    let simulation: OverlaySimulation
    do {
      simulation = try OverlaySimulation(
        notches: notches, disabled: disabled,
        startHeight: try arguments.value("height").map { text throws(UsageError) in
          try number(text, option: "height")
        },
        contentOffsetY: try arguments.value("offset").map { text throws(UsageError) in
          try number(text, option: "offset")
        } ?? 0,
        topInset: try arguments.value("inset").map { text throws(UsageError) in
          try number(text, option: "inset")
        } ?? 0,
        driver: driver, style: style)
    } catch let error as OverlaySimulationError {
      throw UsageError(error.description)
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("\(error)")
    }
    let columns = (try? Output.columns(nil, output: output)) ?? 80
    for line in simulation.report(movements: drags, releaseVelocityY: release, columns: columns) {
      output.out(line)
    }
    return ExitStatus.success
  }

  /// The most drag steps a simulation takes (a minute of frames at 60 a second).
  static let maximumSteps = 3600

  static func number(_ text: String, option: String) throws(UsageError) -> CGFloat {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
      abs(value) <= 1e6
    else {
      throw UsageError(
        "--\(option) must be a number of points (at most a million either way), not '\(text)'")
    }
    return CGFloat(value)
  }

  static func numbers(_ text: String, option: String) throws(UsageError) -> [CGFloat] {
    let words = text.split(separator: ",", omittingEmptySubsequences: false)
    guard words.count <= maximumSteps else {
      throw UsageError("--\(option) takes at most \(maximumSteps) numbers, not \(words.count)")
    }
    var values: [CGFloat] = []
    for word in words {
      guard let value = Double(word.trimmingCharacters(in: .whitespaces)), value.isFinite,
        abs(value) <= 1e6
      else {
        throw UsageError(
          "--\(option) takes numbers separated by commas, like 100,200,300; '\(word)' is not one")
      }
      values.append(CGFloat(value))
    }
    return values
  }
}
