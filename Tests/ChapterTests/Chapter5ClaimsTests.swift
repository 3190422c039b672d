import BookTools
import Testing
import Workbook

@testable import Chapter5Overlay

@Test func notchesComeFromTheAvailableSpace() {
  let (_, container, notches) = overlayScreen(height: 0)
  withExtendedLifetime(notches) {
    #expect(container.notchHeights == [80, 160, 240])
    container.frame.size.height = 400
    #expect(container.notchHeights == [100, 200, 300])
  }
}

@Test func inFlightPositionAndWhoGetsTheDrag() {
  let (_, container, notches) = overlayScreen(height: 240)
  withExtendedLifetime(notches) {
    #expect(container.inFlightPosition == .maximum)
    container.overlayHeight = 200
    #expect(container.inFlightPosition == .progressing)
    container.overlayHeight = 80
    #expect(container.inFlightPosition == .minimum)
  }
  #expect(!shouldTranslate(position: .maximum, contentOffset: 10, isTracking: true))
  #expect(shouldTranslate(position: .maximum, contentOffset: -10, isTracking: true))
  #expect(!shouldTranslate(position: .progressing, contentOffset: 10, isTracking: false))
}

@Test func dragsRubberBandOnlyUnderTheirOwnPan() {
  let notches: [CGFloat] = [80, 160, 240]
  let pan = draggedHeight(
    start: 160, translation: 200, notches: notches, available: 320, rubberBand: true)
  #expect(pan > 240 && pan < 360)
  #expect(abs(pan - (240 + RubberBand.offset(overshoot: 120, dimension: 320))) < 1e-9)
  #expect(
    draggedHeight(start: 160, translation: 200, notches: notches, available: 320, rubberBand: false)
      == 240)
}

@Test func fastFlicksGoOnAndSlowReleasesGoToTheNearest() {
  let notches: [CGFloat] = [80, 160, 240]
  #expect(targetNotch(height: 150, velocity: 0, notches: notches) == 1)
  #expect(targetNotch(height: 150, velocity: 600, notches: notches) == 2)
  #expect(targetNotch(height: 170, velocity: -600, notches: notches) == 0)
  #expect(
    targetNotch(height: 120, velocity: 0, notches: notches) == 0, "a tie goes to the lower notch")
  #expect(targetNotch(height: 120, velocity: 0, notches: []) == 0)
}

@Test func theLibrarysSpringOvershootsLessThanTheAnswers() {
  let library = heights(from: 150, to: 240, spring: librarySpring(velocity: 1500), velocity: 0)
  let answer = heights(from: 150, to: 240, spring: answerSpring(velocity: 1500), velocity: 1500)
  let gentle = heights(from: 150, to: 240, spring: librarySpring(velocity: 0), velocity: 0)
  #expect((gentle.max() ?? 0) <= 240 + 1e-6)
  #expect((library.max() ?? 0) - 240 < 1)
  // The figure's caption quotes these: about 12 points against under one.
  #expect(abs((answer.max() ?? 0) - 240 - 12.4) < 0.5)
  #expect(libraryDamping(velocity: 150) == 1 && libraryDamping(velocity: -5000) == 0.7)
}

@Test func thePassThroughContainerLetsTheMapHaveMissedTouches() {
  let screen = UIView(frame: CGRect(origin: .zero, size: phoneSize))
  let map = MapView(frame: screen.bounds)
  screen.addSubview(map)
  let container = PassThroughView(frame: screen.bounds)
  let sheet = OverlaySheet()
  sheet.frame = CGRect(x: 0, y: 160, width: 160, height: 200)
  container.addSubview(sheet)
  screen.addSubview(container)
  #expect(screen.hitTest(CGPoint(x: 80, y: 40), with: nil) === map)
  let onSheet = screen.hitTest(CGPoint(x: 80, y: 250), with: nil)
  #expect(onSheet === sheet || onSheet?.superview === sheet)
}
