import Foundation
import Testing
import WorkbookTestSupport

@testable import Classroom
@testable import WorkbookCLI

/// The tests of this file, as one suite: `swift test --filter APICommandTests`.
@Suite struct APICommandTests {}

extension APICommandTests {
  @Test func aMemberTheModelHasShowsApplesDeclarationAndPage() {
    let run = workbook(["api", "CGPath(ellipseIn:transform:)"])
    #expect(run.status == 0)
    #expect(run.out.contains("CGPath.init(ellipseIn:transform:)  (in the model)"))
    #expect(
      run.out.contains("init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?)")
    )
    #expect(
      run.out.contains(
        "https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)"))
  }

  @Test func aModelOnlyNameThatUsedToBeOnAnAppleTypePointsToTheSimulator() {
    let run = workbook(["api", "UIScreen(scale:)"])
    #expect(run.status == 1)
    #expect(run.out.contains("is not one of Apple's declarations"))
    #expect(run.out.contains("UIScreen.scale"))
    #expect(run.out.contains("Simulator.withScreenScale(_:_:)"))
  }

  @Test func anAppleNameTheModelLeavesOutSaysSo() {
    let run = workbook(["api", "calayer.presentation()"])
    #expect(run.status == 0)
    #expect(run.out.contains("CALayer.presentation()  (Apple's; not in the model)"))
    #expect(run.out.contains("compiles in Xcode but not in the workbook"))
  }

  @Test func anInitialiserWithoutItsRequiredLabelFindsTheOneApplesHas() {
    // CGPath(rect:) does not compile in Xcode either: the transform has no default.
    let run = workbook(["api", "CGPath(rect:)"])
    #expect(run.status == 1)
    #expect(run.out.contains("CGPath.init(rect:transform:)"))
  }

  @Test func aDocumentedDifferenceIsShownWithItsReason() {
    let run = workbook(["api", "UITableView.delegate"])
    #expect(run.out.contains("(in the model, with a difference)"))
    #expect(run.out.contains("Swift cannot narrow an inherited"))
  }

  @Test func aTypeListsItsMembersInTheModelAndApplesOthers() {
    let run = workbook(["api", "UIView"])
    #expect(run.status == 0)
    #expect(run.out.contains("In the model ("))
    #expect(run.out.contains("  func layoutSubviews()"))
    #expect(run.out.contains("Apple's, not in the model ("))
  }

  @Test(arguments: [[], ["UIView"], ["UIScreen(scale:)"], ["UIView.animate"]])
  func apiOutputFitsEightyColumnsExceptLinks(arguments: [String]) {
    let run = workbook(["api"] + arguments)
    // A link, or a name longer than a line, stands alone on its line.
    for line in run.out.split(separator: "\n")
    where !line.contains("https://") && line.trimmingCharacters(in: .whitespaces).contains(" ") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func theOverviewCountsTheModelAgainstApplesDeclarations() {
    let run = workbook(["api"])
    #expect(run.status == 0)
    for heading in [
      "UIKit", "QuartzCore (Core Animation)", "CoreGraphics", "Workbook (not Apple's",
    ] {
      #expect(run.out.contains("\n" + heading), "\(heading)")
    }
    #expect(run.out.contains("Simulator.withScreenScale(_:_:)"))
    #expect(run.out.contains("CALayer "))
  }

  @Test func apiTakesOneName() {
    let run = workbook(["api", "UIView", "CALayer"])
    #expect(run.status == 2)
    #expect(run.message.contains("unexpected argument 'CALayer'"))
  }

  @Test func theIndexHoldsOnlyApplesNamesAndTheWorkbooksOwn() {
    // Every line is Apple's (modelled or not) or the Simulator's: the model's public API has
    // no name of its own under an Apple type (Tests/UIKitShaped/build proves it against the
    // compiler's symbol graphs; this reads the index that proof wrote).
    let entries = APICommand.entries
    #expect(entries.count > 1000)
    for entry in entries where entry.status == "workbook" {
      #expect(entry.path.hasPrefix("Simulator"), "\(entry.path)")
    }
    for entry in entries where entry.status != "workbook" && entry.page.isEmpty {
      // Only raw-value initialisers and the Linux stand-ins' CF aliases lack a page.
      #expect(
        entry.path.hasSuffix("init(rawValue:)") || entry.path.hasSuffix("init(from:)")
          || entry.path.hasPrefix("CF") || entry.path.hasSuffix(".rawValue"),
        "\(entry.path)")
    }
  }

  @Test func theGlossaryListsEveryTermAndFindsOneByAWord() throws {
    let all = workbook(["glossary", "--columns", "60"])
    #expect(all.status == 0)
    let terms = all.out.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(terms.count >= 2)
    // Every line fits, but for a name longer than a line, which is never broken.
    for line in all.out.split(separator: "\n") where line.count > 60 {
      #expect(!line.trimmingCharacters(in: .whitespaces).contains(" "), "\(line)")
    }
    #expect(!all.out.contains("`"))
    let one = workbook(["glossary", "NONISOLATED"])
    #expect(one.status == 0)
    #expect(one.out.hasPrefix("nonisolated (the book's opening)"))
    let none = workbook(["glossary", "no-such-word"])
    #expect(none.status == 1)
    #expect(none.err.contains("no term of the glossary holds 'no-such-word'"))
  }
}
