import Workbook

/// Chapter 1: holes cut through views, after a Medium article on holes in a UIView.
public let chapter1 = Chapter(
  number: 1, slug: "holes", title: "Holes", proseFileName: "Chapter1Holes.md",
  sourceFile: #filePath,
  examples: [
    Example("parts", figure: partsOfAHole),
    Example("even-odd-hole", figure: evenOddHole),
    Example("winding-numbers", figure: windingNumbers),
    Example("fill-rules", figure: fillRules),
    Example("corner-clamping", figure: cornerClamping),
    Example("capsule-or-oval", figure: capsuleOrOval),
    Example("holey-table", figure: holeyTable),
    Example("holey-table-scrolled", figure: holeyTableScrolled),
    Example("when-to-cut", figure: whenToCut),
    Example("hole-cost", figure: holeCost),
    Example("pattern-cut", figure: patternCut),
    Example("destination-out-or-xor", figure: destinationOutOrXor),
    Example("retina-cut", figure: retinaCut),
    Example("pattern-table", figure: patternTable),
    Example("short-table", figure: shortTable),
    Example("short-table-pulled", figure: shortTablePulled),
    Example("long-table-bounces", figure: whichBounceToTurnOff),
  ],
  exercises: chapter1Exercises)
