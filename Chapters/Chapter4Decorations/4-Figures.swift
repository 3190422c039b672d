import Workbook

func decoratedSection() -> Figure {
  let (screen, items) = decoratedScreen(count: 6, decoration: LayerShadowBackground.self)
  return withExtendedLifetime(items) {
    Figure(
      of: screen,
      caption: "Six items and, behind them, one decoration view: a white card with the "
        + "layer's shadow. The cells are clear; the card is the layout's, registered on it "
        + "and placed at zIndex -1.")
  }
}

func attributesCarryData() -> Figure {
  func panel(_ name: String) -> Figure {
    let (screen, items) = decoratedScreen(count: 4, decoration: PatternBackground.self) {
      $0.imageName = name
    }
    return withExtendedLifetime(items) { Figure(of: screen, title: "imageName = \"\(name)\"") }
  }
  return .sideBySide(
    [panel("stripes"), panel("dots")],
    caption: "The controller sets the layout's imageName; the layout copies it into its "
      + "attributes subclass; the decoration view reads it in apply(_:) and draws it.")
}

// @begin(stale-decoration-figure)
/// The same collection after the controller changes only the pattern (from stripes to
/// dots), with attributes that forget the new property and with ones that compare it.
func staleDecoration() -> Figure {
  func collection(_ attributes: DecorationAttributes.Type) -> Figure {
    let (screen, items) = decoratedScreen(
      count: 4, decoration: PatternBackground.self,
      layout: attributes == ForgetfulAttributes.self
        ? ForgetfulDecoratedLayout(decoration: PatternBackground.self) : nil
    ) { $0.imageName = "stripes" }
    screen.layoutIfNeeded()
    if let layout = screen.collectionViewLayout as? DecoratedLayout {
      layout.imageName = "dots"
      layout.invalidateLayout()
      screen.layoutIfNeeded()
    }
    let title = attributes == ForgetfulAttributes.self ? "without isEqual" : "with isEqual"
    return withExtendedLifetime(items) { Figure(of: screen, title: title) }
  }
  return .sideBySide(
    [
      collection(ForgetfulAttributes.self),
      collection(DecorationAttributes.self),
    ],
    caption: "Both collections showed stripes; the controller switches the pattern to dots "
      + "and invalidates the layout. Attributes that compare only what UIKit's own compare "
      + "look unchanged, so the collection view never calls apply(_:) and the stripes stay; "
      + "with isEqual(_:) comparing imageName too, the new pattern arrives.")
}
// @end(stale-decoration-figure)

// @begin(reused-decoration)
/// Five items, then six: the same number of rows, so the decoration keeps its size, and
/// the collection view applies the new attributes (the count is now even) to the same view.
func reusedDecoration() -> Figure {
  func panel(redraws: Bool) -> Figure {
    let decoration = redraws ? DrawnShadowBackground.self : ForgetfulDrawnBackground.self
    let (screen, five) = decoratedScreen(count: 5, decoration: decoration) {
      $0.drawnShadowRoom = DrawnShadowBackground.room
    }
    screen.layoutIfNeeded()
    _ = Figure(of: screen)  // shown once with five items
    let six = Items(count: 6)
    screen.dataSource = six
    screen.reloadData()
    screen.layoutIfNeeded()
    return withExtendedLifetime((five, six)) {
      Figure(of: screen, title: redraws ? "with setNeedsDisplay()" : "without it")
    }
  }
  return .sideBySide(
    [panel(redraws: false), panel(redraws: true)],
    caption: "Five items, then six. The decoration keeps its size and the collection view "
      + "hands it the new attributes, but its drawing is kept between frames: a view that "
      + "does not call setNeedsDisplay() when isOdd changes goes on showing the odd outline "
      + "under six items.")
}
// @end(reused-decoration)

func drawnShadow() -> Figure {
  func panel(_ count: Int) -> Figure {
    let (screen, items) = decoratedScreen(count: count, decoration: DrawnShadowBackground.self) {
      $0.drawnShadowRoom = DrawnShadowBackground.room
    }
    return withExtendedLifetime(items) { Figure(of: screen, title: "\(count) items") }
  }
  return .sideBySide(
    [panel(4), panel(5)],
    caption: "A decoration that draws its card with a shadow set in the context. With an odd "
      + "count the card follows the items: full rows, the lone item, and a rounded inner "
      + "corner.")
}

// @begin(two-blurs)
func twoBlurs() -> Figure {
  let size = CGSize(width: 104, height: 80)
  let layerScreen = UIView(frame: CGRect(origin: .zero, size: size))
  layerScreen.backgroundColor = UIColor(white: 0.85, alpha: 1)
  let card = UIView(frame: CGRect(x: 16, y: 16, width: 64, height: 40))
  card.backgroundColor = .white
  card.layer.cornerRadius = 8
  card.layer.shadowOpacity = 0.6
  card.layer.shadowRadius = 6
  card.layer.shadowOffset = CGSize(width: 4, height: 6)
  layerScreen.addSubview(card)
  let drawnScreen = UIView(frame: CGRect(origin: .zero, size: size))
  drawnScreen.backgroundColor = UIColor(white: 0.85, alpha: 1)
  let drawn = DrawnCard(frame: drawnScreen.bounds)
  drawn.backgroundColor = .clear
  drawnScreen.addSubview(drawn)
  return .sideBySide(
    [
      Figure(of: layerScreen, title: "shadowRadius 6"),
      Figure(of: drawnScreen, title: "setShadow blur 12"),
    ],
    caption: "The same shadow two ways: a layer's shadowRadius of 6 and a context's "
      + "setShadow blur of 12. The model blurs both with a Gaussian of sigma 6: sigma is "
      + "the radius for a layer, and half the blur for a context.")
}
// @end(two-blurs)

// @begin(odd-outline-pieces-figure)
func oddOutlineFigure() -> Figure {
  let card = CGRect(x: 8, y: 8, width: 120, height: 120)
  let stroked = UIGraphicsImageRenderer(size: CGSize(width: 136, height: 136)).image { _ in
    UIColor.white.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 136, height: 136)).fill()
    UIColor.black.setStroke()
    for piece in oddOutlinePieces(in: card) {
      piece.lineWidth = 2
      piece.stroke()
    }
  }
  return Figure(
    of: UIImageView(image: stroked),
    caption: "The three pieces of the odd outline, stroked: the rows (three corners "
      + "rounded), the lone item (two), and the fillet in the corner between them.")
}
// @end(odd-outline-pieces-figure)

func unionOfShadows() -> Figure {
  let frame = CGRect(x: 0, y: 0, width: 144, height: 144)
  let layered = OddCardView(frame: frame)
  layered.how = .transparencyLayer
  return .sideBySide(
    [
      Figure(of: PieceByPieceOddCardView(frame: frame), title: "three fills"),
      Figure(of: layered, title: "in a transparency layer"),
    ],
    caption: "Left: each piece, filled bottom-up with the shadow set, casts its own "
      + "shadow, and the rows' shadow falls across the lone item: a grey band where the "
      + "card should be white. Right: the same fills inside a transparency layer cast one "
      + "shadow, of their union.")
}

func saveRestore() -> Figure {
  func panel(_ restores: Bool) -> Figure {
    let frame = CGRect(x: 0, y: 0, width: 120, height: 96)
    let view = restores ? BadgedCard(frame: frame) : UnrestoredBadgedCard(frame: frame)
    view.backgroundColor = UIColor(white: 0.85, alpha: 1)
    return Figure(of: view, title: restores ? "saved and restored" : "shadow left on")
  }
  return .sideBySide(
    [panel(true), panel(false)],
    caption: "The shadow is part of the graphics state. Set between saveGState and "
      + "restoreGState it shadows the card only; left on, the badge casts one too.")
}

func missingSections() -> Figure {
  func run(guards: Bool) -> [String] {
    let layout =
      guards
      ? DecoratedLayout(decoration: LayerShadowBackground.self)
      : UnguardedDecoratedLayout(decoration: LayerShadowBackground.self)
    let collection = UICollectionView(
      frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
    let items = Items(count: 0, hasSection: false)
    collection.dataSource = items
    collection.layoutIfNeeded()
    return withExtendedLifetime(items) {
      [guards ? "with the guard:" : "without the guard:"]
        + (Simulator.raisedExceptions(in: collection).first.map { exception in
          // The message, wrapped at about 56 characters.
          var lines = ["  UIKit raises:"]
          var line = "  \""
          for word in exception.split(separator: " ") {
            if line.count + word.count > 58 {
              lines.append(line)
              line = "  "
            }
            line += (line.hasSuffix(" ") || line.hasSuffix("\"") ? "" : " ") + word
          }
          return lines + [line + "\""]
        } ?? ["  nothing raised, nothing shown"])
    }
  }
  return Figure(
    art: ["no data yet: numberOfSections = 0", ""] + run(guards: false) + [""] + run(guards: true),
    caption: "Without the guard the layout asks for a decoration in section 0, and making "
      + "its attributes asks the collection view how many items section 0 has. There is no "
      + "section 0 yet: UIKit raises, and the app stops (the model records the message "
      + "instead). With the guard nothing is asked until there is a section.")
}

// @begin(stretched-decoration)
/// Two items, then six: the section goes from one row to three, and its drawn decoration
/// grows taller.
func stretchedDecoration() -> Figure {
  func panel(_ mode: UIView.ContentMode, title: String) -> Figure {
    let (screen, two) = decoratedScreen(count: 2, decoration: DrawnShadowBackground.self) {
      $0.drawnShadowRoom = DrawnShadowBackground.room
    }
    screen.layoutIfNeeded()
    for case let decoration as DrawnShadowBackground in screen.subviews {
      decoration.contentMode = mode
    }
    _ = Figure(of: screen)  // on screen with one row
    let six = Items(count: 6)
    screen.dataSource = six
    screen.reloadData()
    screen.layoutIfNeeded()
    return withExtendedLifetime((two, six)) { Figure(of: screen, title: title) }
  }
  return .sideBySide(
    [
      panel(.scaleToFill, title: "scaleToFill (default)"),
      panel(.redraw, title: "contentMode = .redraw"),
    ],
    caption: "Two items, then six: the decoration, drawn in draw(_:), grows from one row "
      + "to three. UIKit keeps the old drawing and fits it to the new size as contentMode "
      + "says. The default stretches the one-row card, the room left for its shadow "
      + "included, to nearly twice its height: the first items stand above the card, the "
      + "last ones on its shadow. With .redraw the view is drawn again at its new size.")
}
// @end(stretched-decoration)

// @begin(sized-items)
func sizedItems() -> Figure {
  let items = SizedItems(lineCounts: [1, 3, 2, 1, 2, 1])
  let layout = ColumnsLayout()
  layout.delegate = items
  let collection = UICollectionView(
    frame: CGRect(origin: .zero, size: Grid.screen), collectionViewLayout: layout)
  collection.backgroundColor = UIColor(white: 0.85, alpha: 1)
  collection.register(ItemCell.self, forCellWithReuseIdentifier: "item")
  collection.dataSource = items
  return withExtendedLifetime(items) {
    Figure(
      of: collection,
      caption: "Items of \(items.lineCounts.map(String.init).joined(separator: ", ")) lines, "
        + "sized by the delegate, each placed under whichever column is shorter so far, so "
        + "that the two columns end close together.")
  }
}
// @end(sized-items)
