import Foundation
@_spi(Engine) import Graphics
import Testing
@_spi(Engine) import UIKitModel

@testable import Lessons

/// The tests of this file, as one suite: `swift test --filter WireTests`.
@Suite struct WireTests {}

// Values cross between workbook-run and an exercise's program as lines of JSON: each
// comes back as it went, and what cannot be a value of its type is refused with words.

/// `value` written as a line, read back, and rebuilt.
@MainActor private func roundTrip<T: Wire>(_ value: T) throws -> T {
  let link = WireLink()
  return try T.unwire(try WireTree.parse(try value.wire(link).line), link)
}

extension WireTests {
  @Test func numbersComeBackAsTheyWentIncludingTheOnesJSONCannotSay() throws {
    for value in [0, -0.5, 1e300, .infinity, -.infinity, Double.pi] {
      #expect(try roundTrip(value) == value)
    }
    #expect(try roundTrip(Double.nan).isNaN)
    #expect(try roundTrip(-Double.nan).isNaN)
    #expect(try roundTrip(CGFloat(-0.25)) == -0.25)
    #expect(try roundTrip(Int.max) == Int.max)
    #expect(try roundTrip(Int.min) == Int.min)
    #expect(try roundTrip(Optional(Optional(3))) == Optional(Optional(3)))
    #expect(try roundTrip(Optional<Optional<Int>>.some(nil)) == Optional<Optional<Int>>.some(nil))
    #expect(
      try roundTrip([CGRect(x: 1, y: 2, width: 3, height: 4)]) == [
        CGRect(x: 1, y: 2, width: 3, height: 4)
      ])
  }

  @Test func aPathKeepsItsElementsFillRuleAndStroke() throws {
    let path = UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 40, height: 30), cornerRadius: 7)
    path.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 8, height: 8)))
    path.usesEvenOddFillRule = true
    path.lineWidth = 5
    path.lineCapStyle = .round
    let back = try roundTrip(path)
    #expect(back.path == path.path)
    #expect(back.usesEvenOddFillRule)
    #expect(back.lineWidth == 5)
    #expect(back.lineCapStyle == .round)
  }

  @Test func anImageKeepsItsPixelsAndScale() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 5)).image { _ in
      UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 7, height: 5)).fill()
    }
    let back = try roundTrip(image)
    #expect(back.size == image.size)
    #expect(back.scale == image.scale)
    #expect(back.cgImage?.bitmap == image.cgImage?.bitmap)
  }

  @Test func aViewTheStudentsCodeChangedLooksTheSameOnTheJudgesSide() throws {
    // The student's side: a view rebuilt from the judge's, then changed.
    let judges = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    judges.backgroundColor = .white
    let link = WireLink()
    let students = try UIView.unwire(try WireTree.parse(try judges.wire(link).line), link)
    let mask = CAShapeLayer()
    let outline = UIBezierPath(rect: students.bounds)
    outline.append(
      UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 40, height: 20), cornerRadius: 6))
    mask.path = outline.cgPath
    mask.fillRule = .evenOdd
    students.layer.mask = mask
    students.layer.shadowOpacity = 0.5
    let front = CALayer()
    front.frame = CGRect(x: 2, y: 2, width: 10, height: 10)
    front.backgroundColor = UIColor.red.cgColor
    students.layer.addSublayer(front)
    let state = try #require(try students.stateAfterCall(link))
    try judges.takeState(try WireTree.parse(state.line), link)
    #expect(AsciiArt().render(judges) == AsciiArt().render(students))
    #expect(judges.layer.shadowOpacity == 0.5)
  }

  @Test func whatCannotBeAValueIsRefusedWithWords() throws {
    let link = WireLink()
    let tooLong = WireTree.object([
      "elements": .array(
        Array(
          repeating: .array([.number(1), .number(0), .number(0)]),
          count: UIBezierPath.mostElements + 1))
    ])
    #expect(throws: WireError.self) { try UIBezierPath.unwire(tooLong, link) }
    let badElement = WireTree.object(["elements": .array([.array([.number(9)])])])
    #expect(throws: WireError.self) { try UIBezierPath.unwire(badElement, link) }
    let wrongSize = WireTree.object([
      "scale": .number(1),
      "bitmap": .object(["width": .number(2), "height": .number(2), "pixels": .string("AAAA")]),
    ])
    #expect(throws: WireError.self) { try UIImage.unwire(wrongSize, link) }
    #expect(throws: WireError.self) { try Int.unwire(.number(0.5), link) }
    #expect(throws: WireError.self) { try CGRect.unwire(.array([.number(1)]), link) }
  }
}
