import Workbook

/// Chapter 3: collection view layouts, after Dodo Pizza's article on the pizza-halves selector.
public let chapter3 = Chapter(
  number: 3, slug: "layouts", title: "Collection layouts",
  proseFileName: "Chapter3Layouts.md", sourceFile: #filePath,
  examples: [
    Example(
      "bounds-origin",
      described: """
        Two phone screens over the same grey rows, labelled row 0 to row 5, 80 points \
        each. Left, at offset 0: rows 0 to 3 fill the screen. Right, at offset 200: the \
        lower half of row 2 at the top, then rows 3 to 5 and the top of row 6.
        """,
      figure: boundsOrigin),
    Example(
      "visible-rows",
      described: """
        A text summary for 1,000,000 rows of 230 points and a 568-point screen at y = \
        114,999,900: the filter tests all 1,000,000 frames and the binary search 25, and \
        both find rows 499,999 to 500,002.
        """,
      figure: visibleRowsCost),
    Example(
      "pizza-index",
      described: """
        A table of content offsets and their pizzaIndex, with 230-point pizzas on a \
        568-point screen: the index rises 0.5 every 115 points, from 0.5 at -169 to 3.0 at \
        406. The pizza in the middle is Pepperoni below 1, Margherita from 1, Four cheese \
        from 2 and Hawaiian at 3.
        """,
      figure: pizzaIndexTable),
    Example(
      "snapping",
      described: """
        A table of eight flicks from a centred pizza: velocity, deceleration rate, \
        projected and target offset, and where each lands. With fast, +1 pt/ms lands back \
        on pizza 1, +3 on pizza 2, +4 on pizza 3 (pizza 2 if clamped to one); with normal, \
        +1 reaches pizza 3. Flicks of 0.15 return.
        """,
      figure: snappingTable),
    Example(
      "invalidation",
      described: """
        Two screens of pizzas, both scrolled half a pizza past pizza 1. Left, prepared \
        once: pizza 1 still full size, just moved up, with a small pizza below. Right, \
        invalidated on scroll: pizzas 1 and 2 both shrunk, one above the middle and one \
        below.
        """,
      figure: invalidation),
    Example(
      "scroll-cost",
      described: """
        A table for 100 scroll steps through a thousand pizzas: rebuilding the frames in \
        prepare() builds 101,000 of them, 1,000 a step; keeping them and reading the \
        invalidation context builds 1,000 once and none a step.
        """,
      figure: scrollCost),
    Example(
      "kept-delegates",
      described: """
        Two screens of pizza halves, both halves on pizza 3 after the right one scrolled \
        there. Left, delegates only assigned: two names stay, Hawaiian over each half. \
        Right, delegates kept: one centred title, Hawaiian, over a whole pizza.
        """,
      figure: keptDelegates),
    Example(
      "rotated-layout",
      described: """
        Two collection views turned from 160 points wide to 300 by 120, rows labelled row \
        0 to row 2. Left, a layout that never invalidates: each row still ends about half \
        way across, white beyond it. Right, TableLayout: each row spans the whole width.
        """,
      figure: rotatedLayout),
    Example(
      "scale-and-alpha",
      described: """
        Pizzas scaled and faded by distance, not yet aligned. Left, pizza 2 centred: full \
        size in the middle, with small faint neighbours above and below, each split in \
        two halves with a gap between. Right, 0.4 pizza further: two mid-sized pizzas, \
        each split down the middle by a gap.
        """,
      figure: scaleAndAlpha),
    Example(
      "aligned-halves",
      described: """
        Two screens 0.4 pizza past pizza 2. Left, halves aligned to the centre: each \
        pizza's halves meet in the middle, but the two shrunken pizzas sit far apart, \
        with wide gaps above and below. Right, also compressed: the pizzas move in \
        towards the centre and the gaps close.
        """,
      figure: alignedHalves),
    Example(
      "close-up",
      described: """
        A close-up of the middle 440 points with pizza 2 centred: a large round pizza \
        with its toppings, made of two halves meeting at a thin seam down the middle, and \
        small faded edges of pizzas 1 and 3 just above and below it.
        """,
      figure: closeUp),
    Example(
      "filmstrip",
      described: """
        Four narrow panels of the left-half collection at pizzaIndex 2.5, 2.75, 3.0 and \
        3.25. Pizza 2's half, large at first, shrinks and fades as it moves up while pizza \
        3's grows from below; every half stays against the right edge, the middle of the \
        screen.
        """,
      figure: filmstrip),
    Example(
      "wrong-order",
      described: """
        Two screens 0.4 pizza past pizza 2. Left, transform set before the frame: both \
        pizzas come out much smaller, though their halves still meet in the middle. \
        Right, frame set first: the pizzas at their proper sizes, close together around \
        the centre.
        """,
      figure: wrongOrder),
    Example(
      "headers",
      described: """
        Left, the left half 0.3 pizza past pizza 2 and the right half one pizza further, \
        labelled Four cheese and Hawaiian. Right, the left layout's headers: pizza 2 \
        centred, Four cheese at alpha 1, no slide; 0.3 further, Four cheese at 0.66 \
        sliding -6.9, Hawaiian at 0.19 sliding +16.1; every centre at 139 points.
        """,
      figure: headerTable),
    Example(
      "same-pizza",
      described: """
        Two screens of pizza halves. Left, the left half on pizza 3 and the right on pizza \
        4, each named above it: Hawaiian and Mushroom. Right, both halves on pizza 3: a \
        whole pizza under a single centred name, Hawaiian.
        """,
      figure: samePizza),
    Example(
      "drum",
      described: """
        The drum layout with pizza 3 large in the middle and smaller pizzas close above \
        and below it. Beside it, the drawing order: rows 0 to 2 have zIndex 0 to 2, the \
        centre row 3 has 8, and rows 4 to 7 have 3 down to 0.
        """,
      figure: drum),
  ],
  exercises: chapter3Exercises,
  benchmarks: [
    Benchmark("layoutAttributesForElements(in:), 1,000,000 items, filter") {
      visibleRowsBenchmark(byFilter: true)
    },
    Benchmark("layoutAttributesForElements(in:), 1,000,000 items, binary search") {
      visibleRowsBenchmark(byFilter: false)
    },
    Benchmark("100 scroll steps, 10,000 pizzas, frames rebuilt in prepare()") {
      scrollBenchmark(count: 10_000, keeps: false)
    },
    Benchmark("100 scroll steps, 10,000 pizzas, frames kept by the context") {
      scrollBenchmark(count: 10_000, keeps: true)
    },
  ],
  scenes: [
    LiveSceneEntry(
      "pizza",
      summary: "the pizza halves: scroll one, it glides and snaps"
    ) { PizzaScene() }
  ])
