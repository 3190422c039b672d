import Workbook

/// Chapter 5: the physics of a draggable overlay, from seed 001.
public let chapter5 = Chapter(
  number: 5, slug: "overlay", title: "Overlay physics",
  proseFileName: "Chapter5Overlay.md", sourceFile: #filePath,
  examples: [
    Example("notches", figure: notchesFigure),
    Example("drag", figure: dragTable),
    Example("scroll-or-translate", figure: scrollOrTranslateTable),
    Example("target-notch", figure: targetNotchTable),
    Example("spring-plot", figure: springPlot),
    Example("release-filmstrip", figure: releaseFilmstrip),
    Example("hit-testing", figure: hitTesting),
  ],
  exercises: chapter5Exercises)
