import UIKit

// @begin(pizza-views)
/// The menu. A pizza's number, its place here, also decides where its toppings go.
let pizzaNames = [
  "Pepperoni", "Margherita", "Four cheese", "Hawaiian", "Mushroom", "Ham & cheese",
  "Veggie", "Diablo",
]

/// A half pizza: crust, cheese and toppings, its straight edge on the side that meets
/// the other half.
final class PizzaHalfCell: UICollectionViewCell {
  var orientation = PizzaHalfOrientation.left
  var pizza = 0 {
    didSet { setNeedsLayout() }
  }
  private let crust = CAShapeLayer()
  private let cheese = CAShapeLayer()
  private let toppings = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    crust.fillColor = UIColor(red: 0.55, green: 0.33, blue: 0.15, alpha: 1).cgColor
    cheese.fillColor = UIColor(red: 0.98, green: 0.86, blue: 0.55, alpha: 1).cgColor
    toppings.fillColor = UIColor(red: 0.55, green: 0.05, blue: 0.05, alpha: 1).cgColor
    for layer in [crust, cheese, toppings] { contentView.layer.addSublayer(layer) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = bounds.height / 2
    // The half disc's centre is on the edge that faces the other half.
    let edgeX: CGFloat = orientation == .left ? bounds.maxX : bounds.minX
    let center = CGPoint(x: edgeX, y: bounds.midY)
    let start: CGFloat = orientation == .left ? .pi / 2 : -.pi / 2
    let end: CGFloat = start + .pi
    func halfDisc(_ r: CGFloat) -> CGPath {
      let path = UIBezierPath(
        arcCenter: center, radius: r, startAngle: start, endAngle: end, clockwise: true)
      path.close()
      return path.cgPath
    }
    // Sublayers of our own animate a change of frame for 0.25 s unless told not to (their
    // paths never animate: a new path shows at once). Without this, a cell resized on
    // screen would slide its layers while the new outlines were already drawn.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    for layer in [crust, cheese, toppings] { layer.frame = bounds }
    crust.path = halfDisc(radius)
    cheese.path = halfDisc(radius * 0.84)
    // Toppings at places that depend on the pizza, so pizzas can be told apart.
    let spots = UIBezierPath()
    let count = 2 + pizza % 4
    for k in 0..<count {
      let jitter: CGFloat = 0.3 * CGFloat((pizza * 7 + k * 3) % 3 - 1)
      let share: CGFloat = (CGFloat(k) + 0.5 + jitter) / CGFloat(count)
      let angle = start + (end - start) * share
      let distance: CGFloat = radius * (0.3 + 0.35 * CGFloat((pizza + k) % 2))
      let spot = CGPoint(x: center.x + distance * cos(angle), y: center.y + distance * sin(angle))
      spots.append(
        UIBezierPath(ovalIn: CGRect(x: spot.x - 12, y: spot.y - 12, width: 24, height: 24)))
    }
    toppings.path = spots.cgPath
  }
}

/// A pizza's name over its half.
final class PizzaHeaderView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    // The menu is white in both appearances; a label's default colour, `.label`, turns
    // white in Dark Mode.
    label.textColor = .black
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}

/// Data source of one half: every pizza of the menu.
final class PizzaHalfDataSource: NSObject, UICollectionViewDataSource {
  let orientation: PizzaHalfOrientation
  var count = pizzaNames.count

  init(orientation: PizzaHalfOrientation) {
    self.orientation = orientation
    super.init()
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "half", for: indexPath)
    if let half = cell as? PizzaHalfCell {
      half.orientation = orientation
      half.pizza = indexPath.item
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "name", for: indexPath)
    (view as? PizzaHeaderView)?.label.text = pizzaNames[indexPath.item % pizzaNames.count]
    return view
  }
}
// @end(pizza-views)

// @begin(scroll-observer)
/// One half's collection view delegate: says that its half scrolled, as each half's
/// controller tells its parent in PizzaHalves. Whoever makes it says what to do then.
final class PizzaHalfScrollObserver: NSObject, UICollectionViewDelegate {
  let side: PizzaHalfOrientation
  let didScroll: (PizzaHalfOrientation) -> Void

  init(side: PizzaHalfOrientation, didScroll: @escaping (PizzaHalfOrientation) -> Void) {
    self.side = side
    self.didScroll = didScroll
    super.init()
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    didScroll(side)
  }
}
// @end(scroll-observer)

// @begin(pizza-halves-screen)
// @begin(pizza-screen)
/// The selector: two collection views side by side, one per half, each with the same
/// layout class facing the other way; content insets let the first and last pizza
/// reach the middle of the screen.
final class PizzaHalvesScreen {
  /// The size the screen is built for, the narrow phone of the figures; an app sets the
  /// frames from its view controller's view instead, in `viewDidLayoutSubviews()`.
  static let screenSize = CGSize(width: 320, height: 568)
  /// The PizzaHalves selector's pizza size on a narrow screen (300 on larger ones).
  static let pizzaSize: CGFloat = 230

  let view = UIView(frame: CGRect(origin: .zero, size: screenSize))
  let left: UICollectionView
  let right: UICollectionView
  let leftLayout: PizzaHalfSelectorLayout
  let rightLayout: PizzaHalfSelectorLayout
  let titleLabel = UILabel()
  let sources = [
    PizzaHalfDataSource(orientation: .left), PizzaHalfDataSource(orientation: .right),
  ]
  /// The halves' delegates. A collection view holds its delegate weakly, as it holds its
  /// data source: the screen keeps them, or they would be gone at the end of `init`.
  private var observers: [PizzaHalfScrollObserver] = []

  init(
    layout makeLayout: (PizzaHalfOrientation, CGFloat) -> PizzaHalfSelectorLayout = {
      PizzaHalfSelectorLayout(orientation: $0, pizzaSize: $1)
    }
  ) {
    view.backgroundColor = .white
    let half = view.bounds.width / 2
    let height = view.bounds.height
    leftLayout = makeLayout(.left, PizzaHalvesScreen.pizzaSize)
    rightLayout = makeLayout(.right, PizzaHalvesScreen.pizzaSize)
    left = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: half, height: height), collectionViewLayout: leftLayout)
    right = UICollectionView(
      frame: CGRect(x: half, y: 0, width: half, height: height), collectionViewLayout: rightLayout)
    let inset = (height - PizzaHalvesScreen.pizzaSize) / 2
    for (collection, source) in zip([left, right], sources) {
      collection.register(PizzaHalfCell.self, forCellWithReuseIdentifier: "half")
      collection.register(
        PizzaHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "name")
      collection.dataSource = source
      collection.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
      collection.decelerationRate = .fast
      collection.backgroundColor = .white
      collection.layoutMargins = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
      view.addSubview(collection)
    }
    titleLabel.textAlignment = .center
    titleLabel.textColor = .black  // on white in both appearances
    titleLabel.frame = CGRect(
      x: 0, y: inset - PizzaHalfSelectorLayout.headerHeight, width: view.bounds.width,
      height: PizzaHalfSelectorLayout.headerHeight)
    view.addSubview(titleLabel)
    observers = [.left, .right].map { side in
      PizzaHalfScrollObserver(side: side) { [weak self] in self?.halfDidScroll($0) }
    }
    left.delegate = observers[0]
    right.delegate = observers[1]
    // Both halves start on the first pizza: a whole pizza, under one title.
    for (collection, layout) in [(left, leftLayout), (right, rightLayout)] {
      collection.layoutIfNeeded()
      collection.contentOffset = layout.contentOffset(for: 0)
    }
    halfDidScroll(.left)
  }

  // @end(pizza-screen)

  // @begin(hand-over)
  func layout(_ side: PizzaHalfOrientation) -> PizzaHalfSelectorLayout {
    side == .left ? leftLayout : rightLayout
  }

  /// A half scrolled (its delegate's `scrollViewDidScroll` says so): the screen compares
  /// its pizza with the opposite half's, and when both halves have the same pizza in the
  /// middle the half titles give way to one title for the whole pizza.
  func halfDidScroll(_ side: PizzaHalfOrientation) {
    let pizza = layout(side).currentPizzaIndex
    let same = pizza == layout(side.opposite()).currentPizzaIndex
    titleLabel.text = same ? pizzaNames[pizza % pizzaNames.count] : nil
    guard leftLayout.showsHeaders == same else { return }  // nothing changed
    for half in [leftLayout, rightLayout] {
      half.showsHeaders = !same
      half.invalidateLayout()
    }
  }
  // @end(hand-over)
}
// @end(pizza-halves-screen)
