import Workbook

/// Chapter 3: collection view layouts, after Dodo Pizza's article on the pizza-halves selector.
public let chapter3 = Chapter(
  number: 3, slug: "layouts", title: "Collection layouts",
  proseFileName: "Chapter3Layouts.md", sourceFile: #filePath,
  examples: [
    Example("bounds-origin", figure: boundsOrigin),
    Example("visible-rows", figure: visibleRowsCost),
    Example("pizza-index", figure: pizzaIndexTable),
    Example("snapping", figure: snappingTable),
    Example("invalidation", figure: invalidation),
    Example("scroll-cost", figure: scrollCost),
    Example("scale-and-alpha", figure: scaleAndAlpha),
    Example("aligned-halves", figure: alignedHalves),
    Example("close-up", figure: closeUp),
    Example("filmstrip", figure: filmstrip),
    Example("wrong-order", figure: wrongOrder),
    Example("headers", figure: headers),
    Example("same-pizza", figure: samePizza),
    Example("drum", figure: drum),
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
