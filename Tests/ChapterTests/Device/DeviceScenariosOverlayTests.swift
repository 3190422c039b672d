import Testing
import Workbook

@testable import Chapter5Overlay
@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceScenariosOverlayTests`.
@Suite struct DeviceScenariosOverlayTests {}

// Chapter 5's views on a device: resized on screen (a rotation), and in Dark Mode.

extension DeviceScenariosOverlayTests {
  /// Rotation: every view of the chapter, resized on screen, is what it is when made at
  /// the new size (the map and the rows draw again rather than stretch).
  @Test func rotationOverlayViewsFollowTheirNewSize() {
    let notches = ThreeNotches()
    let makers: [(String, (CGRect) -> UIView)] = [
      ("MapView", { MapView(frame: $0) }),
      ("PlaceholderRows", { PlaceholderRows(frame: $0) }),
      (
        "OverlaySheet",
        { frame in
          let sheet = OverlaySheet(frame: frame)
          sheet.contentView = PlaceholderRows()
          return sheet
        }
      ),
      (
        "OverlayContainerView",
        { frame in
          let container = OverlayContainerView(frame: frame)
          container.delegate = notches
          container.overlayHeight = 120
          container.sheet.contentView = PlaceholderRows()
          return container
        }
      ),
    ]
    #expect(
      Device.kindsThatDoNotFollowAResize(
        makers, from: CGSize(width: 160, height: 284), to: CGSize(width: 284, height: 160)) == [])
    withExtendedLifetime(notches) {}
  }
}
