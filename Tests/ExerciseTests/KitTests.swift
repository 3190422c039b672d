import Chapter3Layouts
import Chapter3LayoutsKit
import Chapter4Decorations
import Chapter4DecorationsKit
import Testing
import Workbook

/// The tests of this file, as one suite: `swift test --filter KitTests`.
@Suite struct KitTests {}

// What a chapter's kit hands an exercise's program agrees with the chapter itself.

extension KitTests {
  /// Exercise 4.1's `Grid` is the chapter's, number for number: the student's frame is
  /// checked against the chapter's layout.
  @Test func theKitsGridIsTheChaptersGrid() {
    typealias Mine = Chapter4DecorationsKit.Grid
    typealias Chapters = Chapter4Decorations.Grid
    #expect(Mine.screen == Chapters.screen)
    #expect(Mine.inset == Chapters.inset)
    #expect(Mine.top == Chapters.top)
    #expect(Mine.itemHeight == Chapters.itemHeight)
    #expect(Mine.shadowRight == Chapters.shadowRight)
    #expect(Mine.shadowBottom == Chapters.shadowBottom)
    #expect(Mine.corner == Chapters.corner)
  }

  /// The frame list counts every read, the ones the student's program asks for included,
  /// and stops answering a program that reads too many.
  @Test func aFrameListCountsTheReadsItAnswers() throws {
    let list = FrameList(count: 1_000_000)
    let judge = WireLink()
    let tree = try WireTree.parse(try list.wire(judge).line)
    let students = try FrameList.unwire(
      tree, WireLink { number, arguments in (try? judge.answer(number, arguments)) ?? .null })
    #expect(students.count == 1_000_000)
    #expect(students[0] == list[0])
    #expect(students[4] == CGRect(x: 0, y: 180 + 230 + 300 + 180 + 4 * 20, width: 160, height: 230))
    #expect(list.reads == 3, "one read of its own and two answered")
    for row in 0..<2_000 { _ = students[row] }
    #expect(list.reads > FrameList.mostReads)
    #expect(students[5] == .zero, "past the limit the student's list answers on its own")
  }
}
