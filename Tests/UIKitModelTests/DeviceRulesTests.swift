import Testing
import Workbook

@_spi(Engine) @testable import Lessons
@_spi(Engine) @testable import UIKitModel

/// The tests of this file, as one suite: `swift test --filter DeviceRulesTests`.
@Suite struct DeviceRulesTests {}

// The rules of UIKit and Core Animation that bite an app on a device, each as Apple's
// documentation states it (the page is named in each test), pinned in the model so that
// a figure shows what a phone shows.

/// A standalone shape layer in a view's layer, drawn once so that it counts as on screen.
private func shapeOnScreen() -> (root: UIView, shape: CAShapeLayer) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
  let shape = CAShapeLayer()
  shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
  root.layer.addSublayer(shape)
  _ = AsciiArt().render(root)
  return (root, shape)
}

extension DeviceRulesTests {
  /// CAShapeLayer › path: "Unlike most animatable properties, path (as with all CGPathRef
  /// animatable properties) does not support implicit animation." CALayer › shadowPath says
  /// the same. The frame of the same layer does animate.
  @Test func aPathNeverAnimatesImplicitlyWhileTheFrameDoes() {
    let (_, shape) = shapeOnScreen()
    let wider = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 40)).cgPath
    shape.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
    shape.path = wider
    shape.shadowPath = wider
    let now = CACurrentMediaTime()
    #expect(shape.presentedValue(forKey: "path", at: now) == nil)
    #expect(shape.presentedValue(forKey: "shadowPath", at: now) == nil)
    #expect(shape.presentedValue(forKey: "bounds", at: now) != nil, "the frame animates")
    #expect(shape.action(forKey: "path") == nil)
    #expect(shape.action(forKey: "shadowPath") == nil)
    #expect(shape.action(forKey: "position") is CABasicAnimation)
  }

  /// An explicit animation of the path still plays (CABasicAnimation › keyPath "path").
  @Test func anExplicitPathAnimationStillPlays() {
    let (_, shape) = shapeOnScreen()
    let from = shape.path
    shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).cgPath
    let animation = CABasicAnimation(keyPath: "path")
    animation.fromValue = from
    animation.duration = 0.25
    shape.add(animation, forKey: "path")
    Simulator.wait(0.1)
    let shown = shape.presentedValue(forKey: "path", at: CACurrentMediaTime())
    #expect(shown != nil && shown != .path(shape.path?.storage))
  }
}

/// A view that paints only a 10 x 10 white square in its top-left corner.
private final class CornerPainter: UIView {
  override func draw(_ rect: CGRect) {
    UIColor.white.setFill()
    UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
  }
}

/// The pixel at (30, 30) of a CornerPainter over a mid-grey backdrop.
private func unpaintedPixel(isOpaque: Bool, background: UIColor?) -> Pixel {
  let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  backdrop.backgroundColor = UIColor(white: 0.5, alpha: 1)
  let view = CornerPainter(frame: backdrop.bounds)
  view.isOpaque = isOpaque
  view.backgroundColor = background
  backdrop.addSubview(view)
  return AsciiArt().render(backdrop).pixel(atDeviceX: 30, y: 30)
}

extension DeviceRulesTests {
  /// UIView › isOpaque: true by default; "If the view is opaque and either does not fill its
  /// bounds or contains wholly or partially transparent content, the results are
  /// unpredictable." On a device that is black where nothing was painted.
  @Test func anOpaqueDrawnViewShowsBlackWhereItPaintsNothing() {
    #expect(UIView().isOpaque)
    #expect(unpaintedPixel(isOpaque: true, background: nil) == Color.black.premultiplied)
    #expect(unpaintedPixel(isOpaque: true, background: .clear) == Color.black.premultiplied)
    let grey = Color(white: 0.5).premultiplied
    #expect(unpaintedPixel(isOpaque: false, background: .clear) == grey, "the backdrop shows")
    #expect(unpaintedPixel(isOpaque: false, background: nil) == grey)
    // An opaque background is painted under the drawing: nothing is left unpainted.
    #expect(unpaintedPixel(isOpaque: true, background: .white) == Color.white.premultiplied)
  }
}

/// A layer that fills a circle with UIKit's calls, in its context.
private nonisolated final class CircleLayer: CALayer {
  override func draw(in ctx: CGContext) {
    ctx.setFillColor(CGColor(gray: 1, alpha: 1))
    ctx.fillEllipse(in: bounds)
  }
}

/// The 3 x 3 blocks of a bitmap (aligned on multiples of 3) that are not one colour.
private func mixedBlocks(_ bitmap: Bitmap) -> Int {
  var mixed = 0
  for by in stride(from: 0, to: bitmap.height - 2, by: 3) {
    for bx in stride(from: 0, to: bitmap.width - 2, by: 3) {
      let first = bitmap.pixel(atDeviceX: bx, y: by)
      var uniform = true
      for dy in 0..<3 {
        for dx in 0..<3 where bitmap.pixel(atDeviceX: bx + dx, y: by + dy) != first {
          uniform = false
        }
      }
      if !uniform { mixed += 1 }
    }
  }
  return mixed
}

extension DeviceRulesTests {
  /// CALayer › contentsScale: 1.0 by default; "For layers you create and manage yourself,
  /// you must set the value of this property yourself." A view's own layer has the screen's.
  /// Drawn at 1 on a 3x screen, the layer's pixels are 3 x 3 blocks.
  @Test func aLayerMadeInCodeDrawsAtOnePixelPerPointUntilToldOtherwise() {
    Simulator.withScreenScale(3) {
      #expect(CALayer().contentsScale == 1)
      #expect(UIView().layer.contentsScale == 3)
      @MainActor func drawn(contentsScale: CGFloat) -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let circle = CircleLayer()
        circle.contentsScale = contentsScale
        circle.frame = root.bounds
        circle.setNeedsDisplay()
        root.layer.addSublayer(circle)
        return AsciiArt(pixelsPerPoint: 3).render(root)
      }
      #expect(mixedBlocks(drawn(contentsScale: 1)) == 0, "magnified: every block one colour")
      #expect(mixedBlocks(drawn(contentsScale: 3)) > 10, "drawn at the screen's scale")
    }
  }

  /// CALayer › setNeedsDisplay(), needsDisplayOnBoundsChange (false by default): a layer
  /// made in code draws only when asked, and keeps (stretches) its drawing when it grows.
  @Test func aLayerDrawsWhenAskedAndIsStretchedWhenItGrows() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    let circle = CircleLayer()
    circle.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    root.layer.addSublayer(circle)
    #expect(!circle.needsDisplayOnBoundsChange)
    #expect(AsciiArt().render(root).pixel(atDeviceX: 10, y: 10).w == 0, "never asked: nothing")
    circle.setNeedsDisplay()
    #expect(AsciiArt().render(root).pixel(atDeviceX: 10, y: 10).w == 1)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    circle.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    CATransaction.commit()
    // Stretched: the circle is now an ellipse 40 wide, so (36, 10) is inside it...
    #expect(AsciiArt().render(root).pixel(atDeviceX: 36, y: 10).w == 1)
    // ...and drawn again at the new size it is a circle again (an ellipse in this
    // bounds, drawn for them: the same pixel), while a circle's point (36, 2) is not.
    circle.needsDisplayOnBoundsChange = true
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    circle.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    CATransaction.commit()
    #expect(circle.needsDisplay(), "a change of bounds asks for a redraw")
    #expect(AsciiArt().render(root).pixel(atDeviceX: 30, y: 10).w == 0)
  }
}

/// A layout that counts its `prepare()` calls and takes the bounds rule from outside.
private final class CountingLayout: UICollectionViewLayout {
  var prepared = 0
  var invalidatesOnResize = false
  override func prepare() { prepared += 1 }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    invalidatesOnResize ? newBounds.size != collectionView?.bounds.size : false
  }
}

extension DeviceRulesTests {
  /// UICollectionViewLayout › shouldInvalidateLayout(forBoundsChange:): "The default
  /// implementation of this method returns false." A new size re-prepares the layout only
  /// when it says so.
  @Test func aNewSizeRepreparesALayoutOnlyWhenItAsks() {
    for asks in [false, true] {
      let layout = CountingLayout()
      layout.invalidatesOnResize = asks
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
      collection.layoutIfNeeded()
      #expect(layout.prepared == 1)
      collection.frame = CGRect(x: 0, y: 0, width: 568, height: 320)  // a rotation
      collection.layoutIfNeeded()
      #expect(layout.prepared == (asks ? 2 : 1))
      collection.contentOffset = CGPoint(x: 0, y: 40)  // a scroll: the size is the same
      collection.layoutIfNeeded()
      #expect(layout.prepared == (asks ? 2 : 1))
    }
    #expect(!UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: .zero))
  }
}

private final class NoItems: NSObject, UICollectionViewDataSource, UITableViewDataSource {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell() }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell()
  }
}

private final class Listener: NSObject, UIScrollViewDelegate {}

extension DeviceRulesTests {
  /// UICollectionView › dataSource, UITableView › dataSource, UIScrollView › delegate: all
  /// `weak`. An object held only there is gone at the end of the statement that made it.
  @Test func delegatesAndDataSourcesAreHeldWeakly() {
    let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    collection.dataSource = NoItems()
    #expect(collection.dataSource == nil)
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = NoItems()
    #expect(table.dataSource == nil)
    let scroll = UIScrollView(frame: .zero)
    scroll.delegate = Listener()
    #expect(scroll.delegate == nil)
    let kept = NoItems()
    collection.dataSource = kept
    #expect(collection.dataSource === kept)
  }

  /// UIBezierPath › contains(_:) fills by `usesEvenOddFillRule` (false by default), so a
  /// point in the hole of a ring is inside under non-zero and outside under even-odd.
  @Test func containsFollowsThePathsOwnFillRule() {
    let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
    ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
    #expect(!ring.usesEvenOddFillRule)
    #expect(ring.contains(CGPoint(x: 20, y: 20)))
    ring.usesEvenOddFillRule = true
    #expect(!ring.contains(CGPoint(x: 20, y: 20)))
    #expect(ring.contains(CGPoint(x: 5, y: 20)))
  }
}

private final class ThreeRows: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.backgroundColor = .clear
    return cell
  }
}

/// A table of three clear 40-point rows, 200 tall, over black.
private func threeRowTable(_ configure: (UITableView) -> Void = { _ in }) -> Bitmap {
  let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
  backdrop.backgroundColor = .black
  let table = UITableView(frame: backdrop.bounds, style: .plain)
  table.backgroundColor = .clear
  table.rowHeight = 40
  let rows = ThreeRows()
  table.dataSource = rows
  backdrop.addSubview(table)
  table.layoutIfNeeded()
  configure(table)
  return withExtendedLifetime(rows) { AsciiArt().render(backdrop) }
}

extension DeviceRulesTests {
  /// UITableView › separatorStyle: `.singleLine` by default, in the plain style under every
  /// row and under the empty rows that fill the view; UITableViewCell › selectionStyle:
  /// `.default`, a selected cell shows the grey selected background.
  @Test func aPlainTableDrawsSeparatorsAndSelectedRowsByDefault() {
    #expect(UITableView(frame: .zero, style: .plain).separatorStyle == .singleLine)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).selectionStyle == .default)
    let lined = threeRowTable()
    for y in [39, 79, 119, 159, 199] {  // three rows, then two empty ones
      #expect(lined.pixel(atDeviceX: 50, y: y).x > 0.05, "a line at \(y)")
      #expect(lined.pixel(atDeviceX: 8, y: y).x == 0, "inset from the leading edge")
    }
    #expect(lined.pixel(atDeviceX: 50, y: 20).x == 0)
    let bare = threeRowTable { $0.separatorStyle = .none }
    #expect((0..<200).allSatisfy { bare.pixel(atDeviceX: 50, y: $0).x == 0 })
    let selected = threeRowTable {
      $0.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    }
    #expect(selected.pixel(atDeviceX: 50, y: 60).x > 0.7, "the selected row is grey")
    #expect(selected.pixel(atDeviceX: 50, y: 20).x == 0)
  }
}

/// A view whose traits changed since it was last drawn.
private final class TraitWatcher: UIView {
  var changes: [UIUserInterfaceStyle] = []
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
  }
}

extension DeviceRulesTests {
  /// UIColor › init(dynamicProvider:), resolvedColor(with:), UIColor › label and
  /// systemBackground (black on white in light mode, white on black in dark), UIView ›
  /// overrideUserInterfaceStyle, UITraitEnvironment › traitCollectionDidChange(_:): a view's
  /// dynamic background follows the appearance; a CGColor on a layer does not.
  @Test func dynamicColorsFollowTheAppearanceAndCGColorsDoNot() {
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(UIColor.label.resolvedColor(with: dark).color == Color.white)
    #expect(UIColor.label.resolvedColor(with: light).color == Color.black)
    #expect(UILabel().textColor.resolvedColor(with: dark).color == Color.white)
    let view = TraitWatcher(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    view.backgroundColor = .systemBackground
    let sublayer = CALayer()
    sublayer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    sublayer.backgroundColor = UIColor.systemBackground.cgColor  // resolved once: white
    view.layer.addSublayer(sublayer)
    #expect(AsciiArt().render(view).pixel(atDeviceX: 15, y: 15).x == 1)
    Simulator.withAppearance(.dark) {
      let pixels = AsciiArt().render(view)
      #expect(pixels.pixel(atDeviceX: 15, y: 15).x == 0, "the view's background turned black")
      #expect(pixels.pixel(atDeviceX: 5, y: 5).x == 1, "the layer's CGColor stayed white")
      #expect(view.changes == [.light])
    }
    view.overrideUserInterfaceStyle = .dark
    #expect(view.traitCollection.userInterfaceStyle == .dark)
    #expect(AsciiArt().render(view).pixel(atDeviceX: 15, y: 15).x == 0, "overridden: dark")
  }
}
