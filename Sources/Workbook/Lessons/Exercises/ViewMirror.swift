import Graphics
@_spi(Engine) import UIKitModel

/// A view handed to the student's code crosses the process boundary as its state: the
/// judge sends the view's frame and its layer's settings (for a scroll view, how it
/// scrolls; for a table, its rows' heights), the exercise's program builds a view like
/// it, runs the student's code on it and sends its state back, and the judge's view takes
/// that state on.
///
/// What crosses, and so what a check can see of the student's work: the view's frame,
/// background colour, alpha, opacity flag and clipping; its layer's corner radius,
/// border, shadow and shadow path; its mask; the layers (and the layers of the views) the
/// code added, each with its settings, a shape layer's path, colours and rule, a gradient
/// layer's colours; and a scroll view's bouncing, insets and scrolling. A view is sent
/// without its subviews, and views the code adds come back as plain layers: a view
/// subclass's own drawing or behaviour does not cross (an exercise that needs behaviour
/// sends the answers to questions instead, see `Callback`). A layer's 3D transform and
/// animations do not cross either.
extension UIView: Wire {
  /// `Wire`: the value as data, for the other side.
  public func wire(_ link: WireLink) throws -> WireTree {
    var members: [String: WireTree] = [
      "frame": try frame.wire(link), "layer": LayerMirror.tree(of: layer, sublayers: false),
      "opaque": .bool(isOpaque),
    ]
    if let scroll = self as? UIScrollView { members["scroll"] = try ScrollMirror.tree(scroll) }
    if let table = self as? UITableView {
      let rows = (0..<table.numberOfRows(inSection: 0)).map {
        table.rectForRow(at: IndexPath(row: $0, section: 0)).height
      }
      members["rowHeights"] = try rows.wire(link)
    }
    return .object(members)
  }

  /// `Wire`: the value that `tree` describes, or a `WireError` saying what is wrong.
  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> Self {
    guard let frameTree = tree["frame"], let layerTree = tree["layer"] else {
      throw WireError.expected("a view", got: tree)
    }
    let frame = try CGRect.unwire(frameTree, link)
    let view: UIView
    if Self.self is UITableView.Type {
      let table = UITableView(frame: frame, style: .plain)
      let heights = try tree["rowHeights"].map { try [CGFloat].unwire($0, link) } ?? []
      let rows = StandInRows(heights: heights)
      StandInRows.kept.append(rows)
      table.dataSource = rows
      table.delegate = rows
      table.reloadData()
      table.layoutIfNeeded()
      view = table
    } else if Self.self is UIScrollView.Type {
      view = UIScrollView(frame: frame)
    } else {
      view = UIView(frame: frame)
    }
    try LayerMirror.apply(layerTree, to: view.layer, asViewOf: view)
    if case .bool(let opaque)? = tree["opaque"] { view.isOpaque = opaque }
    if let scroll = view as? UIScrollView, let state = tree["scroll"] {
      try ScrollMirror.apply(state, to: scroll)
    }
    guard let view = view as? Self else { throw WireError("a view of another class") }
    return view
  }

  /// `Wire`: what stands in for a value the student's program could not give.
  public static var placeholder: Self {
    // Only asked of the classes `unwire` makes.
    known(Self.self is UITableView.Type ? UITableView(frame: .zero, style: .plain) : UIView())
  }

  /// `Wire`: the state to send back after the student's code ran (nil: none).
  public func stateAfterCall(_ link: WireLink) throws -> WireTree? {
    var members: [String: WireTree] = [
      "frame": try frame.wire(link), "layer": LayerMirror.tree(of: layer, sublayers: true),
      "opaque": .bool(isOpaque),
    ]
    if let scroll = self as? UIScrollView { members["scroll"] = try ScrollMirror.tree(scroll) }
    return .object(members)
  }

  /// `Wire`: takes on the state the student's side sent back.
  public func takeState(_ tree: WireTree, _ link: WireLink) throws {
    guard let frameTree = tree["frame"], let layerTree = tree["layer"] else {
      throw WireError.expected("a view", got: tree)
    }
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    frame = try CGRect.unwire(frameTree, link)
    try LayerMirror.apply(layerTree, to: layer, asViewOf: self)
    if case .bool(let opaque)? = tree["opaque"] { isOpaque = opaque }
    if let scroll = self as? UIScrollView, let state = tree["scroll"] {
      try ScrollMirror.apply(state, to: scroll)
    }
  }
}

/// Rows of given heights, for a table rebuilt in the exercise's program.
@MainActor private final class StandInRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  /// Tables hold their data sources weakly: these live as long as the program.
  static var kept: [StandInRows] = []
  let heights: [CGFloat]
  init(heights: [CGFloat]) { self.heights = heights }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    heights.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights.indices.contains(indexPath.row) ? heights[indexPath.row] : 0
  }
}

@MainActor enum ScrollMirror {
  static func tree(_ scroll: UIScrollView) throws -> WireTree {
    let link = WireLink()
    let inset = scroll.contentInset
    return .object([
      "bounces": .bool(scroll.bounces), "alwaysBounceVertical": .bool(scroll.alwaysBounceVertical),
      "alwaysBounceHorizontal": .bool(scroll.alwaysBounceHorizontal),
      "scrollEnabled": .bool(scroll.isScrollEnabled),
      "contentInset": try [inset.top, inset.left, inset.bottom, inset.right].wire(link),
      "contentSize": try scroll.contentSize.wire(link),
    ])
  }

  static func apply(_ tree: WireTree, to scroll: UIScrollView) throws {
    let link = WireLink()
    if case .bool(let value)? = tree["bounces"] { scroll.bounces = value }
    if case .bool(let value)? = tree["alwaysBounceVertical"] { scroll.alwaysBounceVertical = value }
    if case .bool(let value)? = tree["alwaysBounceHorizontal"] {
      scroll.alwaysBounceHorizontal = value
    }
    if case .bool(let value)? = tree["scrollEnabled"] { scroll.isScrollEnabled = value }
    if let inset = tree["contentInset"] {
      let n = try [CGFloat].unwire(inset, link)
      if n.count == 4 {
        scroll.contentInset = UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
      }
    }
    // A table works out its own content size from its rows.
    if !(scroll is UITableView), let size = tree["contentSize"] {
      scroll.contentSize = try CGSize.unwire(size, link)
    }
  }
}

/// A layer's settings, and its sublayers and mask, as a tree.
@MainActor enum LayerMirror {
  /// The most layers a tree from the student's code may hold.
  static let mostLayers = 2_000

  static func color(_ color: CGColor?) -> WireTree {
    guard let color = color?.color else { return .null }
    return .array([color.red, color.green, color.blue, color.alpha].map { .number($0) })
  }

  static func color(_ tree: WireTree?) throws -> CGColor? {
    guard let tree, tree != .null else { return nil }
    let n = try [Double].unwire(tree, WireLink())
    guard n.count == 4 else { throw WireError.expected("a colour", got: tree) }
    return CGColor(color: Color(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
  }

  static func path(_ path: CGPath?) -> WireTree {
    guard let path else { return .null }
    return (try? UIBezierPath(cgPath: path).wire(WireLink())) ?? .null
  }

  static func path(_ tree: WireTree?) throws -> CGPath? {
    guard let tree, tree != .null else { return nil }
    return try UIBezierPath.unwire(tree, WireLink()).cgPath
  }

  static func number(_ value: some BinaryFloatingPoint) -> WireTree { .number(Double(value)) }

  static func tree(of layer: CALayer, sublayers: Bool, depth: Int = 0) -> WireTree {
    let link = WireLink()
    var members: [String: WireTree] = [
      "bounds": (try? layer.bounds.wire(link)) ?? .null,
      "position": (try? layer.position.wire(link)) ?? .null,
      "anchorPoint": (try? layer.anchorPoint.wire(link)) ?? .null,
      "zPosition": number(layer.zPosition), "opacity": number(layer.opacity),
      "hidden": .bool(layer.isHidden), "masksToBounds": .bool(layer.masksToBounds),
      "cornerRadius": number(layer.cornerRadius),
      "maskedCorners": .number(Double(layer.maskedCorners.rawValue)),
      "backgroundColor": color(layer.backgroundColor), "borderColor": color(layer.borderColor),
      "borderWidth": number(layer.borderWidth), "shadowColor": color(layer.shadowColor),
      "shadowOpacity": number(layer.shadowOpacity), "shadowRadius": number(layer.shadowRadius),
      "shadowOffset": (try? layer.shadowOffset.wire(link)) ?? .null,
      "shadowPath": path(layer.shadowPath),
      "mask": layer.mask.map { tree(of: $0, sublayers: true, depth: depth + 1) } ?? .null,
    ]
    if let image = layer.contents as? CGImage { members["contents"] = image.bitmap.wire }
    if let shape = layer as? CAShapeLayer {
      members["kind"] = .string("shape")
      members["path"] = path(shape.path)
      members["fillColor"] = color(shape.fillColor)
      members["strokeColor"] = color(shape.strokeColor)
      members["fillRule"] = .string(shape.fillRule.rawValue)
      members["lineWidth"] = number(shape.lineWidth)
      members["lineCap"] = .string(shape.lineCap.rawValue)
      members["lineJoin"] = .string(shape.lineJoin.rawValue)
      members["miterLimit"] = number(shape.miterLimit)
    } else if let gradient = layer as? CAGradientLayer {
      members["kind"] = .string("gradient")
      members["colors"] = .array(
        (gradient.colors ?? []).compactMap { $0 as? CGColor }.map { color($0) })
      members["locations"] = .array((gradient.locations ?? []).map { .number($0.doubleValue) })
      members["startPoint"] = (try? gradient.startPoint.wire(link)) ?? .null
      members["endPoint"] = (try? gradient.endPoint.wire(link)) ?? .null
    } else {
      members["kind"] = .string("layer")
    }
    if sublayers, depth < 64 {
      members["sublayers"] = .array(
        (layer.sublayers ?? []).prefix(mostLayers).map {
          tree(of: $0, sublayers: true, depth: depth + 1)
        })
    }
    return .object(members)
  }

  /// A new layer from a tree (its kind, settings, mask and sublayers).
  static func layer(_ tree: WireTree, budget: inout Int) throws -> CALayer {
    budget -= 1
    guard budget >= 0 else {
      throw WireError("more than \(mostLayers) layers: more than a check takes")
    }
    let layer: CALayer =
      switch tree["kind"] {
      case .string("shape")?: CAShapeLayer()
      case .string("gradient")?: CAGradientLayer()
      default: CALayer()
      }
    try settings(tree, to: layer, view: nil, budget: &budget)
    if case .array(let children)? = tree["sublayers"] {
      for child in children { layer.addSublayer(try self.layer(child, budget: &budget)) }
    }
    return layer
  }

  /// Takes on a tree's settings: for a view's own layer, its frame comes from the view and
  /// its colours, alpha and clipping are set through the view; the sublayers in the tree
  /// that the layer does not have yet (the ones the student's code added) are added.
  static func apply(_ tree: WireTree, to layer: CALayer, asViewOf view: UIView) throws {
    var budget = mostLayers
    try settings(tree, to: layer, view: view, budget: &budget)
    // The view was sent without sublayers: every sublayer in the tree is one the
    // student's code added, and goes on top of the view's own.
    if case .array(let children)? = tree["sublayers"] {
      for child in children { layer.addSublayer(try self.layer(child, budget: &budget)) }
    }
  }

  private static func settings(
    _ tree: WireTree, to layer: CALayer, view: UIView?, budget: inout Int
  )
    throws
  {
    let link = WireLink()
    func float(_ key: String) throws -> CGFloat? {
      try tree[key].map { try CGFloat.unwire($0, link) }
    }
    func flag(_ key: String) -> Bool? {
      if case .bool(let value)? = tree[key] { return value }
      return nil
    }
    if view == nil {
      if let bounds = tree["bounds"] { layer.bounds = try CGRect.unwire(bounds, link) }
      if let position = tree["position"] { layer.position = try CGPoint.unwire(position, link) }
      if let anchor = tree["anchorPoint"] { layer.anchorPoint = try CGPoint.unwire(anchor, link) }
      if let opacity = try float("opacity") { layer.opacity = Float(opacity) }
      if let hidden = flag("hidden") { layer.isHidden = hidden }
      if let masks = flag("masksToBounds") { layer.masksToBounds = masks }
      layer.backgroundColor = try color(tree["backgroundColor"])
    } else if let view {
      if let opacity = try float("opacity") { view.alpha = opacity }
      if let hidden = flag("hidden") { view.isHidden = hidden }
      if let masks = flag("masksToBounds") { view.clipsToBounds = masks }
      let background = try color(tree["backgroundColor"])
      if background?.color != layer.backgroundColor?.color {
        view.backgroundColor = background.map(UIColor.init(cgColor:))
      }
    }
    if let z = try float("zPosition") { layer.zPosition = z }
    if let radius = try float("cornerRadius") { layer.cornerRadius = radius }
    if let corners = tree["maskedCorners"] {
      layer.maskedCorners = CACornerMask(rawValue: UInt(max(0, try Int.unwire(corners, link))))
    }
    layer.borderColor = try color(tree["borderColor"])
    if let width = try float("borderWidth") { layer.borderWidth = width }
    layer.shadowColor = try color(tree["shadowColor"])
    if let opacity = try float("shadowOpacity") { layer.shadowOpacity = Float(opacity) }
    if let radius = try float("shadowRadius") { layer.shadowRadius = radius }
    if let offset = tree["shadowOffset"] { layer.shadowOffset = try CGSize.unwire(offset, link) }
    layer.shadowPath = try path(tree["shadowPath"])
    if let mask = tree["mask"] {
      layer.mask = mask == .null ? nil : try self.layer(mask, budget: &budget)
    }
    if let contents = tree["contents"] {
      layer.contents = CGImage(bitmap: try Bitmap(wire: contents))
    }
    if let shape = layer as? CAShapeLayer {
      shape.path = try path(tree["path"])
      shape.fillColor = try color(tree["fillColor"])
      shape.strokeColor = try color(tree["strokeColor"])
      if case .string(let rule)? = tree["fillRule"] {
        shape.fillRule = CAShapeLayerFillRule(rawValue: rule)
      }
      if let width = try float("lineWidth") { shape.lineWidth = width }
      if case .string(let cap)? = tree["lineCap"] {
        shape.lineCap = CAShapeLayerLineCap(rawValue: cap)
      }
      if case .string(let join)? = tree["lineJoin"] {
        shape.lineJoin = CAShapeLayerLineJoin(rawValue: join)
      }
      if let miter = try float("miterLimit") { shape.miterLimit = miter }
    }
    if let gradient = layer as? CAGradientLayer {
      if case .array(let colors)? = tree["colors"] {
        gradient.colors = try colors.compactMap { try color($0) }
      }
      if case .array(let locations)? = tree["locations"] {
        gradient.locations = try locations.map { NSNumber(value: try Double.unwire($0, link)) }
      }
      if let start = tree["startPoint"] { gradient.startPoint = try CGPoint.unwire(start, link) }
      if let end = tree["endPoint"] { gradient.endPoint = try CGPoint.unwire(end, link) }
    }
  }
}
