import Testing
import Workbook

@testable import Chapter1Holes
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceScenariosHolesTests`.
@Suite struct DeviceScenariosHolesTests {}

// Chapter 1's drawn hole on a device: 1x, 2x and 3x screens, and reuse with another hole.

extension DeviceScenariosHolesTests {
  /// The drawn white view shows the backdrop through its hole, and no black anywhere, at
  /// every scale (it says isOpaque = false: an opaque view shows black where it leaves a
  /// hole).
  @Test func screensDrawnHoleShowsTheBackdropOnAnyScale() {
    for scale in Device.scales {
      Simulator.withScreenScale(scale) {
        let view = DrawnHoleView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.holeFrame = CGRect(x: 40, y: 10, width: 40, height: 40)
        let pixels = Device.drawnOverBackdrop(view, scale: scale)
        #expect(Device.blackPixels(pixels) == 0, "at \(scale)x")
        let centre = pixels.pixel(atDeviceX: Int(60 * scale), y: Int(30 * scale))
        #expect(centre.z < 0.5, "the yellow backdrop shows in the hole at \(scale)x")
      }
    }
  }

  /// Reused for a row whose hole is elsewhere, the view draws the new hole.
  @Test func reuseDrawnHoleMovesWithItsData() {
    let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    backdrop.backgroundColor = UIColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)
    let view = DrawnHoleView(frame: backdrop.bounds)
    backdrop.addSubview(view)
    view.holeFrame = CGRect(x: 10, y: 10, width: 40, height: 40)
    _ = AsciiArt().render(backdrop)
    view.holeFrame = CGRect(x: 70, y: 10, width: 40, height: 40)
    let pixels = AsciiArt().render(backdrop)
    #expect(pixels.pixel(atDeviceX: 30, y: 30).z > 0.9, "the old hole is white again")
    #expect(pixels.pixel(atDeviceX: 90, y: 30).z < 0.5, "the new hole shows the backdrop")
  }

  /// The holey table with a row selected (a tap) and its rows far fewer than the screen:
  /// the gradient shows through every hole, unlined and never grey (the table has no
  /// separators and the cells no selection style).
  @Test func selectionHoleyTableKeepsTheGradientInTheHoles() {
    let (screen, table, controller) = makeSampleHoleyTable(
      size: CGSize(width: 160, height: 300), rowCount: 3)
    table.layoutIfNeeded()
    let plain = AsciiArt().render(screen)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let selected = AsciiArt().render(screen)
    #expect(plain.pixels == selected.pixels, "selecting a row changes nothing on screen")
    // No line under the last row, across the gradient below it.
    let lastRowEnd = Int(table.rectForRow(at: IndexPath(row: 2, section: 0)).maxY)
    let under = (lastRowEnd..<300).map { plain.pixel(atDeviceX: 100, y: $0) }
    let gradient = AsciiArt().render(screen.subviews[0])
    let backdrop = (lastRowEnd..<300).map { gradient.pixel(atDeviceX: 100, y: $0) }
    #expect(under == backdrop, "below the rows only the gradient")
    withExtendedLifetime(controller) {}
  }

  /// Rotation: each of the chapter's views, resized on screen, is what it is when made at
  /// the new size (each cuts or draws its hole again for its bounds).
  @Test func rotationHoleViewsFollowTheirNewSize() {
    let makers: [(String, (CGRect) -> UIView)] = [
      ("HoleyView", { HoleyView(frame: $0) }),
      ("GradientView", { GradientView(frame: $0) }),
      (
        "DrawnHoleView",
        { frame in
          let view = DrawnHoleView(frame: frame)
          view.holeFrame = CGRect(x: 20, y: 10, width: 40, height: 40)
          return view
        }
      ),
      (
        "ShapeHoleView",
        { frame in
          let view = ShapeHoleView(frame: frame)
          view.holeFrame = CGRect(x: 20, y: 10, width: 40, height: 40)
          return view
        }
      ),
    ]
    #expect(
      Device.kindsThatDoNotFollowAResize(
        makers, from: CGSize(width: 120, height: 80), to: CGSize(width: 200, height: 60)) == [])
  }
}
