import Workbook

extension Student {
  /// The student's `settlingNotch(height:fingerVelocityY:notches:reachable:fastDeceleration:)`,
  /// while their exercise program runs.
  @TaskLocal public static var settlingNotch:
    @MainActor @Sendable (CGFloat, CGFloat, [CGFloat], [Bool], Bool) -> Int? =
      { _, _, _, _, _ in
        missing("settlingNotch(height:fingerVelocityY:notches:reachable:fastDeceleration:)")
      }
}

/// A release the check tries: where the finger lifts, how fast (pt/s, positive down),
/// the notches and which of them are reachable, and whether the deceleration is `.fast`.
private struct NotchRelease {
  var height: CGFloat
  var velocity: CGFloat
  var notches: [CGFloat] = [80, 160, 240]
  var reachable: [Bool] = [true, true, true]
  var fast = false
  var what: String

  /// What the release is, for a failure: the numbers, so the student can try them.
  var described: String {
    let notchList = notches.map(Expect.format).joined(separator: ", ")
    let enabled = notches.indices.filter { reachable[$0] }.map(String.init)
    return "\(what) (lifting at \(Expect.format(height)), finger velocity "
      + "\(Expect.format(velocity)) pt/s, \(fast ? "fast" : "normal") deceleration, notches "
      + "\(notchList), reachable: \(enabled.isEmpty ? "none" : enabled.joined(separator: ", ")))"
  }

  /// The recorded answers' key.
  var key: String {
    "5.1 \(height) \(velocity) \(notches) \(reachable) \(fast)"
  }
}

private let releases: [NotchRelease] = [
  NotchRelease(height: 150, velocity: 0, what: "a still finger at 150"),
  NotchRelease(height: 150, velocity: -300, what: "a slow push up"),
  NotchRelease(height: 150, velocity: -300, fast: true, what: "a slow push up, fast deceleration"),
  NotchRelease(height: 200, velocity: 600, what: "a flick down"),
  NotchRelease(height: 200, velocity: 600, fast: true, what: "a flick down, fast deceleration"),
  NotchRelease(height: 240, velocity: 150, what: "a gentle drop from the top"),
  NotchRelease(height: 120, velocity: 0, what: "a still finger halfway between two notches"),
  NotchRelease(
    height: 150, velocity: 0, reachable: [true, false, true],
    what: "a still finger with the middle notch disabled"),
  NotchRelease(
    height: 150, velocity: -700, reachable: [true, false, true], fast: true,
    what: "a flick up with the middle notch disabled"),
  NotchRelease(
    height: 150, velocity: 900, reachable: [false, true, false],
    what: "a flick down with only the middle notch enabled"),
  NotchRelease(
    height: 150, velocity: -300, reachable: [false, false, false], what: "no notch enabled"),
  NotchRelease(
    height: 100, velocity: -1200, notches: [80, 160, 240, 400],
    reachable: [true, true, true, true], what: "a hard flick up past two notches"),
]

private nonisolated func describe(_ notch: Int?) -> String {
  notch.map { "notch \($0)" } ?? "no notch"
}

let targetNotchExercise = Exercise(
  title: "Where a flick would coast",
  task: """
    Apple's advice for a view a finger flings is to send it where the flick would have
    carried it: project the release as a scroll view decelerates, then go to the nearest
    notch. Write
    `settlingNotch(height:fingerVelocityY:notches:reachable:fastDeceleration:)`. A flick
    at `v` points per second coasts `(v / 1000) * d / (1 - d)` points, where `d` is the
    fraction of its velocity kept each millisecond: 0.998 (UIKit's `.normal`), or 0.99
    (`.fast`) when `fastDeceleration` is true. At 1000 points per second that is 499
    points with 0.998 and 99 with 0.99. `fingerVelocityY` is the pan's velocity, positive
    when the finger moves down, which lowers the overlay. Return the index of the
    reachable notch (`reachable[i]` for notch `i`; the heights ascend) nearest to where
    the overlay would come to rest, the lower of two as near, or nil when no notch is
    reachable.
    """,
  hints: [
    "First the overlay's velocity: the finger moving up (a negative velocity) raises the "
      + "overlay, so the overlay moves at `-fingerVelocityY` points per second.",
    "The rate is per millisecond and the velocity per second: `(v / 1000) * d / (1 - d)`. "
      + "Add that to `height`: a release at 150 pushing up at 300 pt/s rests near 299.7 "
      + "with 0.998, near 179.7 with 0.99.",
    "Keep only the indices where `reachable` is true, and take the one whose notch is "
      + "nearest that height, comparing `(distance, height)` so that ties go to the lower. "
      + "`min(by:)` on an empty list gives nil, as asked.",
  ],
  goal: "A table of twelve releases, each a height, a finger velocity, normal or fast deceleration "
    + "and the reachable notches of 80, 160 and 240 (and 400), with the notch it settles at: from "
    + "150 at -300 pt/s notch 2 with normal, 1 with fast; none when no notch is reachable.",
  figure: { attempt in
    let settle = attempt.pick(student: Student.settlingNotch, solution: Solutions.settlingNotch)
    return Figure(
      art: ["height  finger pt/s  decel.  notches         reachable  notch"]
        + releases.map { release in
          let notch = settle(
            release.height, release.velocity, release.notches, release.reachable, release.fast)
          let enabled = release.notches.indices.filter { release.reachable[$0] }
          return String(
            format: "%6.0f  %+11.0f  ", Double(release.height), Double(release.velocity))
            + (release.fast ? "fast  " : "normal")
            + "  "
            + release.notches.map { "\(Int($0))" }.joined(separator: ",")
            .padding(toLength: 15, withPad: " ", startingAt: 0)
            + " "
            + (enabled.isEmpty ? "none" : enabled.map(String.init).joined(separator: " "))
            .padding(toLength: 9, withPad: " ", startingAt: 0)
            + (notch.map { String(format: "  %5d", $0) } ?? "   none")
        })
  },
  check: { attempt in
    let settle = attempt.pick(student: Student.settlingNotch, solution: Solutions.settlingNotch)
    @MainActor func compare(_ release: NotchRelease, want: Int?) -> CheckResult {
      let got = settle(
        release.height, release.velocity, release.notches, release.reachable, release.fast)
      return got == want
        ? .pass()
        : .fail("for \(release.described) expected \(describe(want)), got \(describe(got))")
    }
    let recorded: [() -> CheckResult] = releases.map { release in
      {
        compare(
          release,
          want: Answers.value(release.key) {
            Solutions.settlingNotch(
              height: release.height, fingerVelocityY: release.velocity,
              notches: release.notches, reachable: release.reachable,
              fastDeceleration: release.fast)
          })
      }
    }
    // Other notches, releases and decelerations, drawn afresh when graded: two to five
    // notches, some disabled (now and then all of them), a release between the lowest and
    // the highest, up or down at up to 2100 pt/s. The velocities are multiples of 7, so a
    // projection never lands exactly halfway between two notches, where rounding would
    // decide.
    let fresh: [() -> CheckResult] = Answers.fresh("5.1 coast", count: 8) { inputs in
      var notches = [CGFloat(Int.random(in: 40...160, using: &inputs))]
      for _ in 1..<Int.random(in: 2...5, using: &inputs) {
        notches.append(
          notches[notches.count - 1] + CGFloat(Int.random(in: 30...200, using: &inputs)))
      }
      let reachable = notches.indices.map { _ in Int.random(in: 0...4, using: &inputs) > 0 }
      let lowest = Int(notches[0])
      let highest = Int(notches[notches.count - 1])
      return NotchRelease(
        height: CGFloat(Int.random(in: lowest...highest, using: &inputs)),
        velocity: CGFloat(Int.random(in: -300...300, using: &inputs) * 7), notches: notches,
        reachable: reachable, fast: Bool.random(using: &inputs), what: "a release")
    }.map { release in
      {
        compare(
          release,
          want: Solutions.settlingNotch(
            height: release.height, fingerVelocityY: release.velocity, notches: release.notches,
            reachable: release.reachable, fastDeceleration: release.fast))
      }
    }
    return CheckResult.sequence(recorded + fresh)
  })
