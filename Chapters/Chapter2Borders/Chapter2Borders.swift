import Workbook

/// Chapter 2: custom borders, shadows and shapes, after a Habr article on custom borders.
public let chapter2 = Chapter(
  number: 2, slug: "borders", title: "Custom borders and shapes",
  proseFileName: "Chapter2Borders.md", sourceFile: #filePath,
  examples: [
    Example("card-with-shadow", figure: cardWithShadow),
    Example("layer-actions", figure: layerActions),
    Example("masked-corners", figure: maskedCornersCard),
    Example("arc-direction", figure: arcDirection),
    Example("wrong-way-corner", figure: wrongWayCorner),
    Example("cut-out", figure: cutOut),
    Example("stroke-outline", figure: strokeOutline),
    Example("black-suits", figure: blackSuits),
    Example("red-suits", figure: redSuits),
    Example("shadow-cost", figure: shadowCost),
    Example("club-outline", figure: clubOutline),
    Example("club-fill-rules", figure: clubFillRules),
  ],
  exercises: chapter2Exercises)
