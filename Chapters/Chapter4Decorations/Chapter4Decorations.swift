import Workbook

/// Chapter 4: decoration views and shadows, after a Swift 5 blog post on decoration views.
public let chapter4 = Chapter(
  number: 4, slug: "decorations", title: "Decoration views and shadows",
  proseFileName: "Chapter4Decorations.md", sourceFile: #filePath,
  examples: [
    Example(
      "decorated-section",
      described: """
        Six items in two columns, each a small icon and a label, no.1 to no.6, on one \
        white card on a light grey background. The card, a decoration view behind the \
        items, casts a shadow along its right and bottom edges.
        """,
      figure: decoratedSection),
    Example(
      "attributes-carry-data",
      described: """
        Four items on a decoration card, twice. Left, imageName stripes: the card is \
        covered in thin vertical stripes. Right, imageName dots: the same card covered in \
        dots.
        """,
      figure: attributesCarryData),
    Example(
      "stale-decoration",
      described: """
        Four items on a patterned card after the pattern was switched from stripes to \
        dots. Left, attributes without isEqual: the card still shows the old vertical \
        stripes. Right, with isEqual comparing imageName: it shows the new dots.
        """,
      figure: staleDecoration),
    Example(
      "drawn-shadow",
      described: """
        A card drawn with its shadow behind the items. Left, 4 items: a rounded \
        rectangle around two full rows. Right, 5 items: the card covers two full rows, \
        then narrows to the lone fifth item at the lower left, with a rounded inner corner \
        where it steps in.
        """,
      figure: drawnShadow),
    Example(
      "reused-decoration",
      described: """
        Six items on a drawn card that last held five. Left, without setNeedsDisplay: the \
        card keeps its old stepped outline, so no.6 sits outside it on the grey. Right, \
        with setNeedsDisplay: a full rectangular card under all three rows.
        """,
      figure: reusedDecoration),
    Example(
      "stretched-decoration",
      described: """
        Six items on a drawn card made for two. Left, the default scaleToFill: the \
        one-row card is stretched to nearly twice its height; no.1 and no.2 stand above \
        it and no.5 and no.6 on its shadow. Right, contentMode .redraw: a card fitted \
        under all three rows.
        """,
      figure: stretchedDecoration),
    Example(
      "two-blurs",
      described: """
        Two identical white cards on light grey, each with the same soft shadow along its \
        right and bottom edges: left, a layer's shadowRadius of 6; right, a context's \
        setShadow blur of 12.
        """,
      figure: twoBlurs),
    Example(
      "opaque-drawn-card",
      described: """
        Two drawn white cards with soft shadows on light grey. Left, isOpaque true: the \
        whole view around the card is solid black, the shadow lost in it. Right, \
        isOpaque false: grey around the card and a soft shadow along its right and bottom.
        """,
      figure: opaqueDrawnCard),
    Example(
      "card-layer-scale",
      described: """
        The rounded top-left corner of a white card on grey, enlarged so each device pixel \
        of a 3x screen is a character. Left, contentsScale 1: the curve climbs in \
        three-pixel steps. Right, contentsScale 3: the curve is smooth, pixel by pixel.
        """,
      figure: cardLayerScale),
    Example(
      "odd-outline-pieces",
      described: """
        The three outlines of the odd card, stroked: a wide rectangle for the full rows \
        with three rounded corners, a narrower piece below its left side for the lone \
        item with its two bottom corners rounded, and a small fillet in the inner corner \
        where they meet.
        """,
      figure: oddOutlineFigure),
    Example(
      "union-of-shadows",
      described: """
        The odd card for five items, filled with a shadow, twice. Left, three separate \
        fills: the rows' shadow falls across the card where the rows meet the lone item, \
        a grey band on white. Right, the fills in a transparency layer: one clean card \
        with one shadow around its whole outline.
        """,
      figure: unionOfShadows),
    Example(
      "save-restore",
      described: """
        A white card with a small dark badge near its top right, twice. Left, the shadow \
        set between saveGState and restoreGState: only the card casts a shadow. Right, \
        the shadow left on: the badge casts a soft shadow of its own, below and to the \
        right.
        """,
      figure: saveRestore),
    Example(
      "missing-sections",
      described: """
        Text for a collection view with no sections yet. Without the guard, UIKit raises \
        "request for number of items in section 0 when there are only 0 sections in the \
        collection view". With the guard, nothing is raised and nothing is shown.
        """,
      figure: missingSections),
    Example(
      "sized-items",
      described: """
        Six white items of different heights in two columns on grey, each placed under \
        the shorter column: no.1, no.3 and no.5 on the left, no.2 (the tallest), no.4 and \
        no.6 on the right. Both columns end at the same height.
        """,
      figure: sizedItems),
  ],
  exercises: chapter4Exercises)
