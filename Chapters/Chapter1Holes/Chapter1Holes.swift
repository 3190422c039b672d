import Workbook

/// Chapter 1: holes cut through views, after a Medium article on holes in a UIView.
public let chapter1 = Chapter(
  number: 1, slug: "holes", title: "Holes", proseFileName: "Chapter1Holes.md",
  sourceFile: #filePath,
  examples: [
    Example(
      "parts",
      described: """
        Three panels, from the back: a grey gradient, light at the top and darker towards \
        the bottom; the clear hole view, outlined as a rectangle in the middle; and all \
        three stacked, plain white, since the white view hides the gradient.
        """,
      figure: partsOfAHole),
    Example(
      "even-odd-hole",
      described: """
        A white screen with a hole in its middle, wider than it is tall, its ends half circles. \
        Through it shows the gradient behind, light grey at the top of the hole and \
        darker at the bottom.
        """,
      figure: evenOddHole),
    Example(
      "winding-numbers",
      described: """
        Two grids of winding numbers over a rectangle with a smaller one inside it. Left, \
        both outlines clockwise: 1 between the outlines, 2 inside the inner one. Right, \
        the inner outline reversed: 1 between them, 0 inside.
        """,
      figure: windingNumbers),
    Example(
      "fill-rules",
      described: """
        Three white screens masked by the same two outlines. Left, even-odd: a \
        rectangular hole shows the gradient. Middle, non-zero: no hole, all white. Right, \
        non-zero with the inner outline reversed: the hole is back.
        """,
      figure: fillRules),
    Example(
      "corner-clamping",
      described: """
        Three holes showing the gradient. Left, a 64 x 40 hole with radius 8: slightly \
        rounded corners. Middle, the same hole asking for radius 64, clamped to 20: a \
        capsule. Right, a 48-point square asking for 48, clamped to 24: a circle.
        """,
      figure: cornerClamping),
    Example(
      "capsule-or-oval",
      described: """
        Two 72 x 40 holes. Left, corner radii of the hole's size: straight top and \
        bottom with half-circle ends, a capsule. Right, ovalIn: an ellipse, curved all \
        the way round and narrower at the top and bottom.
        """,
      figure: capsuleOrOval),
    Example(
      "holey-table",
      described: """
        A table of five rows on white. Each row has a title, a city's name, on \
        the left and a capsule hole on the right; the holes show one gradient behind the \
        table, light grey in the top row and darker in each row below.
        """,
      figure: holeyTable),
    Example(
      "holey-table-scrolled",
      described: """
        The holey table twice. Left, at offset 0: five rows, their holes light to dark \
        down the screen. Right, scrolled 72 points: the rows have moved up a row and a \
        half, the second row's title is cut by the top edge, and each hole shows a \
        lighter grey than before.
        """,
      figure: holeyTableScrolled),
    Example(
      "when-to-cut",
      described: """
        Two white views over the gradient. Left, cut in viewDidLoad: a small hole left of \
        centre, and a 40-point strip down the right edge where the white view is gone and \
        the bare gradient shows. Right, cut in layoutSubviews: one wider hole, centred.
        """,
      figure: whenToCut),
    Example(
      "hole-cost",
      described: """
        A table for one frame of the holey table with four rows on screen: a mask per row \
        costs 4 offscreen passes; the hole drawn by the white view, or a shape layer per \
        row, costs none. A note says all three screens are identical.
        """,
      figure: holeCost),
    Example(
      "pattern-cut",
      described: """
        Three panels: a dark photo filling its frame; a pattern of black diagonal stripes \
        on transparency; and the photo with the pattern cut out, laid over a mid-grey view: \
        the grey shows through the cut stripes, between diagonal bands of photo.
        """,
      figure: patternCut),
    Example(
      "destination-out-or-xor",
      described: """
        A round photo with diagonal stripes drawn over it, twice, each laid over a \
        mid-grey view. Left, .destinationOut: the stripes are cut out of the photo and \
        the corners outside it stay empty, showing the grey. \
        Right, .xor: the same cut inside the photo, but the stripes show black in the \
        corners.
        """,
      figure: destinationOutOrXor),
    Example(
      "retina-cut",
      described: """
        Close-ups of a 12 x 8 point cut photo on a 3x screen, enlarged until each device \
        pixel shows: a diagonal edge between a cut stripe, upper left, and the photo. Left, made \
        at scale 1 and stretched by the model, the edge climbs in steps three pixels wide. Right, made by the \
        renderer, it is smooth and sharp.
        """,
      figure: retinaCut),
    Example(
      "pattern-table",
      described: """
        The holey table with four rows, each hole filled with the dark photo. Through the \
        diagonal stripes cut in the photo the gradient behind the table shows, light in \
        the top row and darker lower down.
        """,
      figure: patternTable),
    Example(
      "short-table",
      described: """
        A table of three rows, with their titles and holes, on a screen tall enough for \
        five. Below the last row the white ends and the bare gradient fills the lower \
        part of the screen, darkening to the bottom, like one enormous hole.
        """,
      figure: shortTable),
    Example(
      "short-table-pulled",
      described: """
        The three-row table, its gradient now as tall as the rows, pulled down 80 points. \
        Left, alwaysBounceVertical true: the rows move 37 points down (the model's \
        rubber band), bare gradient shows above them, the last hole is black, and black \
        fills the bottom. Right, false: the rows stay put, black below them.
        """,
      figure: shortTablePulled),
    Example(
      "long-table-bounces",
      described: """
        A table of how far an 80-point pull moves a table of 3 rows and one of 8. \
        Unchanged, both move 37.2 points. With bounces = false neither moves. With \
        alwaysBounceVertical = false the 3-row table stays put and the 8-row one still \
        moves 37.2.
        """,
      figure: whichBounceToTurnOff),
  ],
  exercises: chapter1Exercises)
