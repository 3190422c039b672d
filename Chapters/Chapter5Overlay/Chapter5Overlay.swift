import Workbook

/// Chapter 5: the physics of a draggable overlay, after the Stack Overflow answer by
/// OverlayContainer's author and the library itself.
public let chapter5 = Chapter(
  number: 5, slug: "overlay", title: "Overlay physics",
  proseFileName: "Chapter5Overlay.md", sourceFile: #filePath,
  examples: [
    Example("notches", figure: notchesFigure),
    Example("race", figure: raceStrip),
    Example("approaches", figure: approachesTable),
    Example("signs-and-units", figure: signsAndUnits),
    Example("content-inset", figure: contentInsetFigure),
    Example("initial-velocity", figure: initialVelocityPlot),
    Example("reachable-range", figure: reachableRange),
    Example("rubber-band", figure: rubberBandPlot),
    Example("clamp", figure: clampTable),
    Example("who-gets-the-drag", figure: whoGetsTheDrag),
    Example("gesture-strip", figure: gestureStrip),
    Example("gesture-filmstrip", figure: gestureFilmstrip),
    Example("pinning", figure: pinningTable),
    Example("target-notch", figure: targetNotchTable),
    Example("spring-by-style", figure: springByStylePlot),
    Example("release-filmstrip", figure: releaseFilmstrip),
    Example("dismissal", figure: dismissalTable),
    Example("hit-testing", figure: hitTesting),
    Example("clear-cover", figure: clearCover),
  ],
  exercises: chapter5Exercises,
  scenes: [
    LiveSceneEntry(
      "overlay",
      summary: "the bottom sheet: drag it, let go, it springs to a notch"
    ) { OverlayScene() }
  ])
