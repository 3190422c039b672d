import Workbook

/// Chapter 1: holes cut through views, from seed 000.
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
    Example("pattern-cut", figure: patternCut),
    Example("pattern-table", figure: patternTable),
    Example("short-table", figure: shortTable),
    Example("short-table-pulled", figure: shortTablePulled),
  ],
  exercises: chapter1Exercises)
