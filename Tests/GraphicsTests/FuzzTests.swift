import Foundation
import Testing
import Workbook

@testable import Graphics

/// The tests of this file, as one suite: `swift test --filter FuzzTests`.
@Suite struct FuzzTests {}

/// Fuzzing: random and adversarial path data through the parser, the workload check, the
/// stroker and the rasterizer, as `workbook-run draw` takes them. Nothing may crash, every
/// coverage value must be a number in [0, 1], and every case must finish within a time
/// budget (a hang guard, far above the milliseconds a case takes).
///
/// The seed is fixed, so a failure reproduces. For a longer run with a new seed:
///
///     WORKBOOK_FUZZ_SEED=random WORKBOOK_FUZZ_CASES=20000 swift test --filter fuzz
///
/// A failing case prints its seed, its number and its path data.
struct Fuzz {
  static let seed: UInt64 = {
    let text = ProcessInfo.processInfo.environment["WORKBOOK_FUZZ_SEED"] ?? "20261123"
    if text == "random" { return UInt64.random(in: 0...UInt64.max) }
    return UInt64(text) ?? 20_261_123
  }()
  /// 120 in a student's `swift test`, 400 under WORKBOOK_THOROUGH=1 (CI), or as many as
  /// WORKBOOK_FUZZ_CASES says.
  static let cases: Int = {
    let environment = ProcessInfo.processInfo.environment
    if let given = Int(environment["WORKBOOK_FUZZ_CASES"] ?? "") { return given }
    return environment["WORKBOOK_THOROUGH"] == "1" ? 400 : 120
  }()
  static let budget = Duration.seconds(3)

  /// Numbers as path data spells them, ordinary and hostile; `overflow` lets through one
  /// that no coordinate may be (1e999), which the parser must refuse.
  static func number(_ random: inout FreshInputs, overflow: Bool) -> String {
    switch random.next() % 100 {
    case 0, 1: return "1e308"
    case 2, 3: return "-1e308"
    case 4: return "1e-320"
    case 5: return overflow ? "1e999" : "1e15"
    case 6, 7, 8: return "0"
    case 9: return "-.5e-3.25"
    case 10..<15: return String(Int(random.next() % 2_000_000) - 1_000_000)
    default: return String(format: "%.3f", random.unit() * 60 - 5)
    }
  }

  /// Random path data: mostly well-formed commands with hostile numbers, sometimes
  /// garbage, sometimes thousands of segments.
  static func pathData(_ random: inout FreshInputs) -> String {
    let commands = Array("MmLlHhVvQqTtCcSsAaZz")
    let arity: [Character: Int] = [
      "M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "T": 2, "C": 6, "S": 4, "A": 7, "Z": 0,
    ]
    let length =
      random.next() % 8 == 0 ? 2000 + Int(random.next() % 4000) : Int(random.next() % 40)
    // A quarter of the strings are corrupted, a quarter hold a number too large.
    let corrupt = random.next() % 4 == 0
    let overflow = random.next() % 4 == 0
    var words = ["M", number(&random, overflow: overflow), number(&random, overflow: overflow)]
    for _ in 0..<length {
      if corrupt, random.next() % UInt64(max(1, length / 2)) == 0 {
        let garbage = ["nan", ",,", "-", ".", "e", "#", "MM", "1e", "\u{0}", "ü"]
        words.append(garbage[Int(random.next() % UInt64(garbage.count))])
        continue
      }
      let command = commands[Int(random.next() % UInt64(commands.count))]
      words.append(String(command))
      let count = arity[Character(command.uppercased())] ?? 0
      for k in 0..<count {
        // Arc flags must be 0 or 1.
        if command.uppercased() == "A", k == 3 || k == 4 {
          words.append(random.next() % 2 == 0 ? "0" : "1")
        } else {
          words.append(number(&random, overflow: overflow))
        }
      }
    }
    return words.joined(separator: random.next() % 3 == 0 ? "" : " ")
  }

  /// A path built directly, with points no parser lets through (NaN, infinities) and
  /// degenerate curves (all control points on one point, or on a line).
  static func builtPath(_ random: inout FreshInputs) -> Path {
    func point() -> CGPoint {
      switch random.next() % 40 {
      case 0: return CGPoint(x: CGFloat.nan, y: 3)
      case 1: return CGPoint(x: 5, y: -CGFloat.infinity)
      case 2: return CGPoint(x: 1e300, y: -1e300)
      default: return CGPoint(x: random.unit() * 60 - 5, y: random.unit() * 60 - 5)
      }
    }
    var path = Path()
    path.move(to: point())
    for _ in 0..<Int(random.next() % 80) {
      let p = point()
      switch random.next() % 5 {
      case 0: path.addLine(to: p)
      case 1: path.addCurve(to: p, control1: p, control2: p)
      case 2: path.addQuadCurve(to: p, control: CGPoint(x: (p.x + 1) / 2, y: (p.y + 1) / 2))
      case 3: path.closeSubpath()
      default: path.addCurve(to: p, control1: point(), control2: point())
      }
    }
    return path
  }

  /// Everything `draw` does with a path, checked.
  static func exercise(_ path: Path, _ random: inout FreshInputs, label: () -> String) {
    let size = 48
    for rule in FillRule.allCases {
      guard Rasterizer.workload(of: path, height: size).isWithinLimits else { continue }
      let grid = Rasterizer.coverage(of: path, rule: rule, width: size, height: size)
      #expect(grid.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(label())")
    }
    let widths: [CGFloat] = [0, 1e-9, 0.5, 3, 40, 1e6, .nan, .infinity]
    let width = widths[Int(random.next() % UInt64(widths.count))]
    let cap = [LineCap.butt, .round, .square][Int(random.next() % 3)]
    let join = [LineJoin.miter, .round, .bevel][Int(random.next() % 3)]
    let cut = Rasterizer.workload(of: path, height: 0, tolerance: Path.strokeFlatteningTolerance)
    guard cut.segments <= Rasterizer.maximumSegments else { return }
    let outline = path.strokedOutline(
      width: width, cap: cap, join: join, miterLimit: CGFloat(random.unit() * 20))
    guard Rasterizer.workload(of: outline, height: size).isWithinLimits else { return }
    let grid = Rasterizer.coverage(of: outline, rule: .nonZero, width: size, height: size)
    #expect(grid.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(label())")
  }
}

extension FuzzTests {
  @Test func fuzzedPathDataNeverCrashesHangsOrLeavesCoverageOutOfRange() {
    var random = FreshInputs(Fuzz.seed)
    let clock = ContinuousClock()
    var parsed = 0
    var refused = 0
    for number in 0..<Fuzz.cases {
      let data = Fuzz.pathData(&random)
      let label = { "seed \(Fuzz.seed), case \(number): \(data.prefix(300))" }
      let elapsed = clock.measure {
        do {
          let path = try Path(svgPathData: data)
          parsed += 1
          Fuzz.exercise(path, &random, label: label)
          // What the path writes back reads back.
          #expect((try? Path(svgPathData: path.svgPathData)) != nil, "\(label())")
        } catch let error as PathDataError {
          refused += 1
          #expect(error.position >= 1 && error.position <= data.utf8.count + 1, "\(label())")
        } catch {
          Issue.record("\(label()): not a path data error: \(error)")
        }
      }
      #expect(elapsed < Fuzz.budget, "\(label()) took \(elapsed)")
    }
    // Both kinds of input were made.
    #expect(parsed > 0 && refused > 0)
  }

  @Test func fuzzedBuiltPathsWithNonFinitePointsNeverCrashOrHang() {
    var random = FreshInputs(Fuzz.seed &+ 1)
    let clock = ContinuousClock()
    for number in 0..<(Fuzz.cases / 2) {
      let path = Fuzz.builtPath(&random)
      let label = { "seed \(Fuzz.seed &+ 1), case \(number): \(path.elements.prefix(20))" }
      let elapsed = clock.measure { Fuzz.exercise(path, &random, label: label) }
      #expect(elapsed < Fuzz.budget, "\(label()) took \(elapsed)")
    }
  }
}
