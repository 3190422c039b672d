import Workbook

/// Chapter 5: the physics of a draggable overlay, after the Stack Overflow answer by
/// OverlayContainer's author and the library itself.
public let chapter5 = Chapter(
  number: 5, slug: "overlay", title: "Overlay physics",
  proseFileName: "Chapter5Overlay.md", sourceFile: #filePath,
  examples: [
    Example(
      "notches",
      described: """
        Three phone screens: a map of grey blocks, and a white sheet rising from the \
        bottom, with a grabber on its top edge and list rows below. The sheet is 80, 160 \
        and 240 points tall: a quarter, a half and three quarters of the 320-point screen.
        """,
      figure: notchesFigure),
    Example(
      "race",
      described: """
        A table of the table's content offset over ten frames as a finger drags the \
        overlay up 8 points a frame and lifts after frame 5. A second pan run after the \
        table's holds 0 until the lift, then drifts to 36.2; run before it, 8.0, rising to \
        44.2. With didScroll it stays 0 throughout.
        """,
      figure: raceStrip),
    Example(
      "approaches",
      described: """
        A table of three ways to share a 120-point drag up on the table. The answer's \
        didScroll: overlay at 240, table scrolled 40, table usable. Toggling \
        isScrollEnabled: overlay at 240, table at 0. A container that ignores touches: \
        overlay only at 160, table at 0 and unusable.
        """,
      figure: approachesTable),
    Example(
      "signs-and-units",
      described: """
        A table of one movement, a finger moving up 30 points in 0.1 s, read five ways: \
        pan translation -30 points and velocity -300 points per second, down positive; \
        willEndDragging 0.30 points per ms, the content's way; the library's -300; and \
        the answer's spring velocity, 300.
        """,
      figure: signsAndUnits),
    Example(
      "content-inset",
      described: """
        Two narrow tables under a dark 20-point header. Left, held at offset 0 as the \
        answer does: row 1 is hidden under the header and rows 2 and 3 show. Right, held \
        at -20 as the library does: row 1 shows just below the header, then row 2.
        """,
      figure: contentInsetFigure),
    Example(
      "initial-velocity",
      described: """
        A plot of height over 0.6 s after a 600 pt/s flick up at 150 towards 240, with \
        three initial velocities. The normalised 6.67 and the table's 0.6 pt/ms rise \
        smoothly to 240 in about 0.1 s and overshoot it by about 9 points; the raw 600 \
        shoots off the top, swings back below 150, and settles after about 0.4 s.
        """,
      figure: initialVelocityPlot),
    Example(
      "reachable-range",
      described: """
        A table of ranges and releases at 150, notches 80, 160 and 240. All enabled: range \
        80 to 240; held still it goes to 160, flicked up to 240. 160 disabled: still, to \
        80. 240 disabled: range 80 to 160, both to 160. 240 disabled while on it: range \
        80 to 240, both to 160.
        """,
      figure: reachableRange),
    Example(
      "rubber-band",
      described: """
        A plot of the overlay's height as it is pulled 0 to 300 points past its 240 \
        notch. The finger rises in a straight line to 540; a scroll view's band curves up \
        to about 350; OverlayContainer's logarithmic band stays flattest, ending at \
        282.26.
        """,
      figure: rubberBandPlot),
    Example(
      "clamp",
      described: """
        A table of the height from 160 as the finger moves, under the overlay's own pan \
        and with the table driving. Both follow the finger from 80 to 240. Past 240 its \
        own pan stretches to 248.03, 261.13 and 284.16 while the table stops at 240; past \
        80, 67.96 against 80.
        """,
      figure: clampTable),
    Example(
      "who-gets-the-drag",
      described: """
        A table of 18 cases, by overlay position (bottom, in flight, top), content (at top \
        or scrolled) and finger (up, down, still): whether the answer and the library give \
        the drag to the overlay or the table. They disagree in 5, all with the finger \
        moving down or still.
        """,
      figure: whoGetsTheDrag),
    Example(
      "gesture-strip",
      described: """
        A frame-by-frame table of a drag down through the table, 7 points a frame, from \
        the top notch with the table scrolled 30. The offset falls 23, 16, 9, 2, then \
        stays 0; the height holds 240, then falls to 186 by frame 12. Let go at 420 pt/s, \
        it goes to the 80 notch.
        """,
      figure: gestureStrip),
    Example(
      "gesture-filmstrip",
      described: """
        Three phone screens of that drag. At frame 3 the sheet is still at its top notch, \
        three quarters up, while the table scrolls back; at frame 12 it is lower, a little \
        over half; at rest it sits on the lowest notch, a quarter of the screen.
        """,
      figure: gestureFilmstrip),
    Example(
      "pinning",
      described: """
        A table of where scrollViewWillEndDragging pins the table's coasting, with a \
        20-point inset (rest at -20) and content last held at 12. At the bottom notch, 120 \
        and -20 both pin to -20; in flight off a notch, 200 pins to 12; at the top notch, \
        200 stays 200.
        """,
      figure: pinningTable),
    Example(
      "target-notch",
      described: """
        A table of releases: position, finger velocity, height 0.1 s ahead and the notch \
        chosen. At 150, still goes to medium, -300 pt/s to medium, -600 to maximum. At \
        170, +600 goes to minimum; at 200, -100 to maximum; at 225, +450 to medium.
        """,
      figure: targetNotchTable),
    Example(
      "spring-by-style",
      described: """
        A plot of height from 150 to 240 over 0.6 s on three springs: a slow release \
        (damping 1), a flick with the default style (0.9) and one with .flexibleHeight \
        (0.7). The flicked ones are within a point of 240 after about a quarter of a \
        second, the slow one after a third; the .flexibleHeight flick rises 4 points past \
        240 before it settles; the default's overshoot is too small to see.
        """,
      figure: springByStylePlot),
    Example(
      "release-filmstrip",
      described: """
        Three phone screens of a release at 1500 pt/s from 150 points. At 0 s the sheet \
        is at 150; at 0.1 s it is most of the way up; at 0.3 s it has settled at the top \
        notch, 240, three quarters of the screen.
        """,
      figure: releaseFilmstrip),
    Example(
      "spring-ios17",
      described: """
        A table of four release speeds (150 to 3000 pt/s) with the flexible style's \
        damping ratio, the bounce 1 - ratio, and the stiffness and damping coefficient \
        made by the library's response and ratio and by iOS 17's duration and bounce: \
        the same numbers in both columns.
        """,
      figure: springIOS17Table),
    Example(
      "accessible-sheet",
      described: """
        A table of VoiceOver gestures on the sheet's adjustable element: at rest at 80 \
        (notch 1 of 3), three swipes up reach 160 and 240 and stay at 240, a swipe down \
        goes back to 160; each move posts layoutChanged, the sheet is modal only at 240; \
        escape is not handled until the sheet can be dismissed, then dismisses it.
        """,
      figure: accessibleSheetTable),
    Example(
      "dismissal",
      described: """
        A table of releases of the overlay as a sheet: target and whether it is dismissed. \
        Still dragging, a slow release to 80, or a 2000 pt/s flick down: not dismissed. A \
        2500 pt/s flick down, or another policy's target of 40, below the lowest notch: \
        dismissed. A \
        3000 pt/s flick up: not.
        """,
      figure: dismissalTable),
    Example(
      "hit-testing",
      described: """
        A table of which view three touches reach, the overlay at 160. At (80, 40) and \
        (150, 100), above the overlay, a plain container takes the touch and a \
        pass-through container lets it reach the map; at (80, 250), on the overlay, both \
        give it to the overlay.
        """,
      figure: hitTesting),
    Example(
      "clear-cover",
      described: """
        A table of touches in the pass-through container, on the map and on the overlay. \
        With no clear view they reach the map and the overlay; a clear view covering them \
        takes both; with its isUserInteractionEnabled off, or as a PassThroughView, they \
        reach the map and the overlay again.
        """,
      figure: clearCover),
    Example(
      "working-sheet",
      described: """
        Three phone screens of the chapter's view controller as a finger moves up its \
        list. Frame 8: the sheet half up, Place 1 at the top of the list. Frame 20: the \
        sheet at its top notch, three quarters up, the list scrolled on. Let go: the \
        sheet stays, the list has glided to later places.
        """,
      figure: workingSheetFilmstrip),
  ],
  exercises: chapter5Exercises,
  scenes: [
    LiveSceneEntry(
      "overlay",
      summary: "the bottom sheet: drag it, let go, it springs to a notch"
    ) { OverlayScene() }
  ])
