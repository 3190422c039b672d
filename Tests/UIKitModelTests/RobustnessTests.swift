import Testing
import Workbook

@testable import Graphics
@testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter RobustnessTests`.
@Suite struct RobustnessTests {}

extension RobustnessTests {
  @Test func nonFiniteAndEnormousCoordinatesNeitherCrashNorHang() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
    path.addLine(to: CGPoint(x: 1e300, y: 3))
    path.addLine(to: CGPoint(x: 4, y: -1e300))
    path.addCurve(
      to: CGPoint(x: 2, y: 8), control1: CGPoint(x: CGFloat.infinity, y: 0),
      control2: CGPoint(x: 1e20, y: 1e20))
    path.closeSubpath()
    for rule in FillRule.allCases {
      let grid = Rasterizer.coverage(of: path, rule: rule, width: 16, height: 16)
      #expect(grid.values.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 })
    }
  }

  @Test func degenerateGridsAndPathsDrawNothing() {
    let square = Path(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(Rasterizer.coverage(of: square, rule: .nonZero, width: 0, height: 5).values.isEmpty)
    #expect(Rasterizer.alphaMask(of: square, rule: .nonZero, width: -3, height: 5).isEmpty)
    #expect(
      Rasterizer.coverage(of: Path(), rule: .nonZero, width: 3, height: 3).values
        == [Float](repeating: 0, count: 9))
    let offGrid = Path(rect: CGRect(x: 100, y: 100, width: 4, height: 4))
    #expect(
      Rasterizer.coverage(of: offGrid, rule: .nonZero, width: 3, height: 3).values.allSatisfy {
        $0 == 0
      })
  }

  @Test func shapeLeftOfTheGridCoversWholeRowsRightOfIt() {
    // A rectangle from x = -50 to x = 2.5: every row is full up to 2, half at 2.
    let path = Path(rect: CGRect(x: -50, y: 0, width: 52.5, height: 2))
    let grid = Rasterizer.coverage(of: path, rule: .nonZero, width: 4, height: 2)
    #expect(grid.values == [1, 1, 0.5, 0, 1, 1, 0.5, 0])
  }

  @Test func zeroSizedViewsAndImagesRenderEmpty() {
    let view = UIView(frame: .zero)
    view.backgroundColor = .black
    #expect(Figure(of: view).art.isEmpty)
    GraphicsContextStack.isolated {
      UIGraphicsBeginImageContext(CGSize(width: CGFloat.nan, height: -4))
      #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == .zero)
      UIGraphicsEndImageContext()
    }
  }
}
