import Workbook

func pizzaIndexTable() -> Figure {
  let screen = PizzaHalvesScreen()
  let layout = screen.leftLayout
  var lines = ["contentOffset.y   pizzaIndex   pizza in the middle"]
  for index in [0, 1, 2] {
    let centred = layout.contentOffset(for: index).y
    for step in [0.0, 0.25, 0.5] {
      let y = centred + CGFloat(step) * layout.itemSize.height
      let value = layout.pizzaIndex(offset: CGPoint(x: 0, y: y))
      let name = pizzaNames[Int(value.rounded(.down))]
      lines.append(
        String(format: "%15.1f   %10.2f   ", Double(y), Double(value)) + name)
    }
  }
  return Figure(
    art: lines,
    caption: "pizzaIndex(offset:) for a few offsets (the screen is 568 tall, pizzas 230). "
      + "A whole number and a half means a pizza exactly in the middle; contentOffset(for:) "
      + "is its inverse.")
}

/// The velocities (points per millisecond) at which a flick from a centred pizza, with
/// the `.fast` rate, moves on by one pizza (the middle of the screen travels half a pizza)
/// and skips one (a pizza and a half): the projection is linear in the velocity.
func fastFlickThresholds(pizza: CGFloat = PizzaHalvesScreen.pizzaSize) -> (
  pointsPerUnit: CGFloat, movesOn: CGFloat, skips: CGFloat
) {
  let perUnit = Deceleration.fast.projectedDistance(velocity: 1000)  // 1 pt/ms = 1000 pt/s
  return (perUnit, pizza / 2 / perUnit, pizza * 1.5 / perUnit)
}

func snappingTable() -> Figure {
  let screen = PizzaHalvesScreen()
  let collection = screen.left
  let layout = screen.leftLayout
  var lines = ["from pizza   velocity     rate          proposed y   target y   lands on"]
  // (start pizza, velocity in points per millisecond, rate, at most one pizza per flick)
  let cases: [(Int, CGFloat, UIScrollView.DecelerationRate, Bool)] = [
    (1, 1, .fast, false), (1, 1, .normal, false), (1, 3, .fast, false), (1, 4, .fast, false),
    (1, 4, .fast, true), (3, -2, .fast, false), (2, 0.15, .fast, false),
    (2, -0.15, .fast, false),
  ]
  for (start, velocity, rate, clamped) in cases {
    collection.decelerationRate = rate
    layout.maxPizzasPerFlick = clamped ? 1 : nil
    collection.contentOffset = layout.contentOffset(for: start)
    // The workbook's simulator takes points per second; the layout receives them per ms.
    let (proposed, target) = Simulator.endDragging(
      collection, velocity: CGPoint(x: 0, y: velocity * 1000))
    let landed = Int(layout.pizzaIndex(offset: target).rounded(.down))
    let name = (rate == .fast ? "fast" : "normal") + (clamped ? ", max 1" : "")
    lines.append(
      String(format: "%10d   %+5.2f pt/ms  ", start, Double(velocity))
        + name.padding(toLength: 12, withPad: " ", startingAt: 0)
        + String(format: " %10.1f   %8.1f   ", Double(proposed.y), Double(target.y))
        + "pizza \(landed)")
  }
  let fast = fastFlickThresholds()
  return Figure(
    art: lines,
    caption: "Flicks from a centred pizza, velocities in points per millisecond as the "
      + "layout receives them. The scroll view projects where it would stop (fast: "
      + String(format: "%.0f", Double(fast.pointsPerUnit))
      + " points per pt/ms, normal: "
      + String(format: "%.0f", Double(Deceleration.normal.projectedDistance(velocity: 1000)))
      + "); the layout moves that to the nearest pizza's centre. With fast, a flick moves on "
      + "above " + String(format: "%.2f", Double(fast.movesOn)) + " pt/ms and skips a pizza "
      + "above " + String(format: "%.2f", Double(fast.skips))
      + " pt/ms, unless maxPizzasPerFlick clamps it. The last two flicks are too small to "
      + "leave the pizza, and land back on it.")
}

// @begin(invalidation-figure)
func invalidation() -> Figure {
  func panel(invalidates: Bool) -> Figure {
    let screen = stepsScreen()
    screen.hideTitles()
    screen.show(left: 1, right: 1, titles: false)
    screen.left.layoutIfNeeded()  // prepared here, with pizza 1 in the middle
    screen.right.layoutIfNeeded()
    for layout in stepLayouts(screen) { layout.invalidatesOnScroll = invalidates }
    screen.show(left: 1.5, right: 1.5, titles: false)  // then half a pizza further
    return screen.figure(title: invalidates ? "invalidates on scroll" : "prepared once")
  }
  return .sideBySide(
    [panel(invalidates: false), panel(invalidates: true)],
    caption: "Both scrolled half a pizza past pizza 1. Without invalidation the attributes "
      + "are those computed before the scroll: pizza 1 still full size, just moved up. "
      + "Recomputed on every bounds change, pizzas 1 and 2 share the middle, both shrunk.")
}
// @end(invalidation-figure)

func scaleAndAlpha() -> Figure {
  func panel(_ index: CGFloat, title: String) -> Figure {
    let screen = stepsScreen {
      $0.alignsToCenter = false
      $0.compressesVertically = false
    }
    screen.hideTitles()
    screen.show(left: index, right: index, titles: false)
    return screen.figure(title: title)
  }
  return .sideBySide(
    [panel(2, title: "pizza 2 centred"), panel(2.4, title: "0.4 pizza further")],
    caption: "Size and alpha from the normalised distance: the centre pizza is full size; "
      + "its neighbours, more than 200 points off, are at 0.4. Not yet aligned: each half "
      + "shrinks towards the middle of its own collection, leaving a gap in between.")
}

func filmstrip() -> Figure {
  let steps: [CGFloat] = [2, 2.25, 2.5, 2.75]
  let panels = steps.map { index -> Figure in
    let screen = PizzaHalvesScreen()
    screen.hideTitles()
    screen.show(left: index, right: index, titles: false)
    let position = screen.leftLayout.pizzaIndex(offset: screen.left.contentOffset)
    return withExtendedLifetime(screen) {
      Figure(
        of: screen.left, title: "pizzaIndex \(String(format: "%.2f", Double(position)))",
        art: phoneArt)
    }
  }
  return .sideBySide(
    panels,
    caption: "The left half scrolled a quarter of a pizza at a time, from pizza 2 "
      + "in the middle (pizzaIndex 2.5) three quarters of the way on to pizza 3: one shrinks and fades "
      + "as the other grows, and both stay against the middle of the screen.", gap: 2)
}

func alignedHalves() -> Figure {
  func panel(compress: Bool, title: String) -> Figure {
    let screen = stepsScreen { $0.compressesVertically = compress }
    screen.hideTitles()
    screen.show(left: 2.4, right: 2.4, titles: false)
    return screen.figure(title: title)
  }
  return .sideBySide(
    [
      panel(compress: false, title: "aligned to the centre"),
      panel(compress: true, title: "and compressed"),
    ],
    caption: "Both halves 0.4 pizza past pizza 2 (position 2.4, pizza index 2.9). "
      + "Left: each half is moved sideways to meet the other, 4 points apart, but "
      + "small pizzas leave big gaps above and below. Right: moved towards the centre by "
      + "a quarter of their distance from it, scaled, the gaps close.")
}

// @begin(close-up)
func closeUp() -> Figure {
  let screen = PizzaHalvesScreen()
  screen.hideTitles()
  screen.show(left: 2, right: 2, titles: false)
  var figure = screen.closeUp(height: 440)
  figure.caption =
    "The middle 440 points of a screen with pizza 2 centred, in close-up at twice the "
    + "scale of the whole screens. The two "
    + "halves of pizza 2 meet in the middle with their "
    + "4-point gap; pizzas 1 and 3, scaled down and faded, sit close above and below."
  return figure
}
// @end(close-up)

func wrongOrder() -> Figure {
  func panel(transformFirst: Bool) -> Figure {
    let screen = stepsScreen { $0.setsTransformFirst = transformFirst }
    screen.hideTitles()
    screen.show(left: 2.4, right: 2.4, titles: false)
    return screen.figure(title: transformFirst ? "transform, then frame" : "frame, then transform")
  }
  return .sideBySide(
    [panel(transformFirst: true), panel(transformFirst: false)],
    caption: "Both halves 0.4 pizza past pizza 2 (position 2.4, pizza index 2.9). "
      + "The order matters. Set the transform first and the frame read afterwards is "
      + "already scaled: the size set from it is scaled again by the transform, so the "
      + "pizzas come out smaller than they should, scaled twice. Set the frame first, then "
      + "the transform.")
}

func headerTable() -> Figure {
  var table = ["left half: every header returned", "", "name        alpha  slide  centre"]
  var phone = Figure(art: [])
  for (index, what) in [(CGFloat(2), "pizza 2 centred"), (2.3, "0.3 pizza further")] {
    let screen = PizzaHalvesScreen()
    screen.show(left: index, right: index + 1)
    screen.left.layoutIfNeeded()
    let bounds = screen.left.bounds
    let returned = (screen.leftLayout.layoutAttributesForElements(in: bounds) ?? [])
      .filter { $0.representedElementCategory == .supplementaryView }
    table.append(what + ":")
    for header in returned {
      // centre: where the header's centre is on screen (in the content, minus the
      // bounds' y); the centre, unlike the frame read back, ignores the transform.
      table.append(
        pizzaNames[header.indexPath.item].padding(toLength: 12, withPad: " ", startingAt: 0)
          + String(
            format: "%5.2f  %+5.1f  %4.0f", Double(header.alpha), Double(header.transform.ty),
            Double(header.center.y - bounds.minY)))
    }
    table.append("")
    phone = screen.figure(title: what)
  }
  return .sideBySide(
    [phone, Figure(art: table.dropLast())],
    caption: "The drawing: the left half 0.3 pizza past pizza 2, the right half one "
      + "pizza further on, with a name of its own; the table is the left half's. "
      + "Headers stay put on screen by moving with the bounds (centre: the header's centre "
      + "on screen, in points, the same at both offsets), above the cells by zIndex. As a pizza leaves the "
      + "middle its name fades and slides (slide: the transform's y, in points). The table lists every header the left "
      + "layout returned; the drawing leaves out a name below half visible, and at alpha "
      + "0 the layout does not return it at all.")
}

func samePizza() -> Figure {
  func panel(left: CGFloat, right: CGFloat, title: String) -> Figure {
    let screen = PizzaHalvesScreen()
    screen.show(left: left, right: right)
    return screen.figure(title: title)
  }
  return .sideBySide(
    [
      panel(left: 3, right: 4, title: "two pizzas"),
      panel(left: 3, right: 3, title: "the same pizza"),
    ],
    caption: "Two different halves show two names. When both halves are the same pizza, "
      + "the screen that owns both collections hides the half names and shows one "
      + "centred title: it is simply a whole pizza.")
}

func drum() -> Figure {
  let screen = PizzaHalvesScreen { DrumLayout(orientation: $0, pizzaSize: $1) }
  screen.hideTitles()
  screen.show(left: 3, right: 3, titles: false)
  let layout = screen.leftLayout
  let rows = (0..<pizzaNames.count).map { row in "row \(row): zIndex \(layout.zIndex(forRow: row))"
  }
  return .sideBySide(
    [
      screen.figure(title: "drum, pizza 3 in the middle"),
      Figure(art: rows, title: "drawing order"),
    ],
    caption: "The drum layout places every pizza relative to the centre one, so they pile "
      + "up; the zIndex puts the centre pizza on top and the others below it, nearer ones "
      + "higher.")
}
