import Workbook

/// Chapter 2: custom borders, shadows and shapes, after a Habr article on custom borders.
public let chapter2 = Chapter(
  number: 2, slug: "borders", title: "Custom borders and shapes",
  proseFileName: "Chapter2Borders.md", sourceFile: #filePath,
  examples: [
    Example(
      "card-with-shadow",
      described: """
        Two white rounded cards on light grey. Left, masked by a front sublayer: a soft \
        dark shadow rings the card's outline. Right, masked on the view's own layer: the \
        same card with no shadow at all.
        """,
      figure: cardWithShadow),
    Example(
      "layer-actions",
      described: """
        A card's shadowed outline, 120 points wide, a tenth of a second after the card was \
        widened from 72. Left, with implicit actions: the white card still falls short of \
        the right end and stops there in a straight edge, without its rounded corner, \
        where dark shadow shows inside the outline. Right, actions disabled: the white \
        card fills the outline.
        """,
      figure: layerActions),
    Example(
      "follow-animation",
      described: """
        The same card widened from 72 to 120 points inside a 0.3-second animation, drawn \
        0.1 s and 0.2 s in. In both panels the white card, its cut and rounded corners \
        and its shadow are at one in-between width, about a quarter and three quarters \
        of the way.
        """,
      figure: followAnimation),
    Example(
      "masked-corners",
      described: """
        A white card on light grey with only its top-left and bottom-right corners \
        rounded, the other two square. Its shadow runs along the right and bottom edges \
        and follows the rounded corner.
        """,
      figure: maskedCornersCard),
    Example(
      "arc-direction",
      described: """
        An arc from 0 to pi, filled, twice. Left, clockwise true: a black half-disc below \
        the centre, flat side up. Right, clockwise false: a half-disc above the centre, \
        flat side down.
        """,
      figure: arcDirection),
    Example(
      "wrong-way-corner",
      described: """
        A black card with rounded corners, twice. Left, the top-right arc drawn \
        clockwise: an ordinary rounded corner. Right, drawn anticlockwise: the arc swings \
        the other way and bites a round notch out of the card at its top right.
        """,
      figure: wrongWayCorner),
    Example(
      "cut-out",
      described: """
        A white card with a soft shadow on light grey, a thick curve cut through it from \
        the upper left, bowing up and round to the lower right. Left, the shadow from the \
        same path: the cut is filled with black shadow. Right, the shadow from the \
        normalized path: the cut shows the grey behind, lightly shaded.
        """,
      figure: cutOut),
    Example(
      "cut-taps",
      described: """
        A table of three taps on the cut-out card: in the cut, on the card, in a \
        rounded corner. The card's hit test says behind, card, behind; contains with \
        the non-zero rule says card, card, behind; the bounds say card for all three.
        """,
      figure: cutTaps),
    Example(
      "voiceover-outline",
      described: """
        Three panels of the same screen size. First, the cut-out card in a list \
        scrolled up 24 points. Second, VoiceOver's outline from the card's \
        accessibilityPath: the card's shape with its curved cut, exactly where the card \
        now is. Third, a path converted once before the scroll: the same shape 24 \
        points lower, where the card no longer is.
        """,
      figure: voiceOverOutline),
    Example(
      "stroke-outline",
      described: """
        A ribbon-shaped curve: a small loop on top, its tails crossing below it and \
        spreading to the lower left and right. Left, its 18-point stroke filled non-zero: \
        solid black. Right, cut through a white card on dark grey with even-odd: where \
        the stroke overlaps itself, white card is left in the cut.
        """,
      figure: strokeOutline),
    Example(
      "black-suits",
      described: """
        Two black suits on white, each casting a soft shadow downwards: a spade, pointed \
        at the top and swelling into two rounded lobes, and a club, three round lobes; \
        each stands on a flared stem.
        """,
      figure: blackSuits),
    Example(
      "red-suits",
      described: """
        Two red suits on white, each casting a soft shadow downwards: a diamond whose \
        sides curve deeply inwards, like a four-pointed star, and a heart, two round \
        lobes narrowing to a point at the bottom.
        """,
      figure: redSuits),
    Example(
      "shadow-cost",
      described: """
        A table for four suits in one frame: a shadow taken from the shape's alpha costs \
        4 offscreen passes, one per suit; with shadowPath set to the suit's path it costs \
        0.
        """,
      figure: shadowCost),
    Example(
      "club-outline",
      described: """
        Left, the club's path stroked, not filled, on transparency: the outlines of \
        three overlapping circles and a stem. Right, its winding numbers: 0 outside, 1 \
        inside the club, 2 where circles overlap.
        """,
      figure: clubOutline),
    Example(
      "club-fill-rules",
      described: """
        The club filled two ways, on a white card, without its shadow. Left, non-zero: a solid black club. Right, even-odd: the same club with \
        two narrow lens-shaped white holes near its middle, where the top circle overlaps \
        the side ones and even-odd leaves them empty.
        """,
      figure: clubFillRules),
  ],
  exercises: chapter2Exercises)
