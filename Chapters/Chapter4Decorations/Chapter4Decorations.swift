import Workbook

/// Chapter 4: decoration views and shadows, after a Swift 5 blog post on decoration views.
public let chapter4 = Chapter(
  number: 4, slug: "decorations", title: "Decoration views and shadows",
  proseFileName: "Chapter4Decorations.md", sourceFile: #filePath,
  examples: [
    Example("decorated-section", figure: decoratedSection),
    Example("attributes-carry-data", figure: attributesCarryData),
    Example("stale-decoration", figure: staleDecoration),
    Example("drawn-shadow", figure: drawnShadow),
    Example("reused-decoration", figure: reusedDecoration),
    Example("stretched-decoration", figure: stretchedDecoration),
    Example("two-blurs", figure: twoBlurs),
    Example("odd-outline-pieces", figure: oddOutlineFigure),
    Example("union-of-shadows", figure: unionOfShadows),
    Example("save-restore", figure: saveRestore),
    Example("missing-sections", figure: missingSections),
    Example("sized-items", figure: sizedItems),
  ],
  exercises: chapter4Exercises)
