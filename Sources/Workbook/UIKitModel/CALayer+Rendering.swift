import Foundation
import Graphics

extension CALayer {
  /// Renders the layer and its sublayers into `ctx`, in the layer's own bounds space
  /// (what `render(in:)` does in Core Animation).
  public func render(in ctx: CGContext) {
    withPresentationValues { renderTree(into: &ctx.bitmap, transform: ctx.ctm) }
  }

  /// The layer's path of its rounded bounds (its background shape and clip).
  var boundsShape: Path {
    guard cornerRadius > 0 else { return Path(rect: bounds) }
    var corners: RectCorners = []
    if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
    if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
    if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
    if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
    if corners == .allCorners { return Path(roundedRect: bounds, cornerRadius: cornerRadius) }
    var path = Path()
    path.addRoundedRect(bounds, cornerRadius: cornerRadius, corners: corners)
    return path
  }

  /// A rectangle (in bounds space) outside which the layer tree draws nothing: its bounds,
  /// what its content reaches beyond them, and its sublayers unless it clips them.
  var visualExtent: CGRect {
    var extent = bounds.union(contentExtent)
    if !masksToBounds {
      for sublayer in sublayers ?? [] where !sublayer.isHidden {
        extent = extent.union(sublayer.visualExtent.applying(sublayer.transformToSuperlayer))
      }
    }
    return extent
  }

  /// Draws the layer tree into `target`; `transform` maps this layer's bounds space to
  /// device pixels.
  ///
  /// A layer with `opacity` below 1, a `mask` or `masksToBounds` is drawn as a group:
  /// into a transparent buffer first, then clipped, masked, and composited once with its
  /// opacity (Core Animation's group opacity, on by default). Other layers draw straight
  /// into `target`.
  func renderTree(into target: inout Bitmap, transform: CGAffineTransform) {
    guard !isHidden, opacity > 0 else { return }
    let hasShadow = shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    if let cost = SimulatorHooks.RenderCostCounter.current {
      if mask != nil { cost.countMask() }
      if hasShadow, shadowPath == nil { cost.countShadowWithoutPath() }
    }
    let isGroup = opacity < 1 || mask != nil || masksToBounds || hasShadow
    guard isGroup else {
      drawSelfAndSublayers(into: &target, transform: transform)
      return
    }
    // The group only needs the pixels its content, clip and mask can reach (a shadow
    // reaches further: then the whole target).
    var limit: CGRect? =
      masksToBounds
      ? bounds.applying(transform) : hasShadow ? nil : visualExtent.applying(transform)
    if let mask {
      let maskArea = mask.visualExtent.applying(mask.transformToSuperlayer.concatenating(transform))
      limit = limit.map { $0.intersection(maskArea) } ?? maskArea
    }
    var group = limit.map { target.emptyCopy(limitedTo: $0) } ?? target.emptyCopy()
    guard group.width > 0, group.height > 0 else { return }
    if hasShadow {
      // The shadow goes into the group first, beneath the content, so the layer's clip
      // and mask cut it too (why a masked layer shows no shadow).
      var content = group.emptyCopy()
      drawSelfAndSublayers(into: &content, transform: transform)
      drawShadow(of: content, into: &group, transform: transform)
      group.draw(content)
    } else {
      drawSelfAndSublayers(into: &group, transform: transform)
    }
    if masksToBounds, !clipIsGroupEdge(transform) {
      var clip = group.emptyCopy()
      clip.fill(boundsShape, color: .black, transform: transform)
      group.multiply(byAlphaOf: clip)
    }
    if let mask {
      var maskPixels = group.emptyCopy()
      mask.renderTree(
        into: &maskPixels, transform: mask.transformToSuperlayer.concatenating(transform))
      group.multiply(byAlphaOf: maskPixels)
    }
    target.draw(group, alpha: opacity)
  }

  /// Draws the layer's shadow into `group`: `shadowPath` filled with non-zero (or the
  /// content's alpha), moved by `shadowOffset`, blurred with sigma
  /// `shadowRadius * shadowSigmaPerRadius` (in device pixels), tinted with `shadowColor`
  /// at `shadowOpacity`.
  private func drawShadow(
    of content: Bitmap, into group: inout Bitmap, transform: CGAffineTransform
  ) {
    guard let color = shadowColor else { return }
    let offset = CGSize(width: shadowOffset.width, height: shadowOffset.height).applying(
      CGAffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
    var plane: [Float]
    if let shadowPath {
      let moved = transform.concatenating(
        CGAffineTransform(
          translationX: offset.width - CGFloat(group.originX),
          y: offset.height - CGFloat(group.originY)))
      plane =
        Rasterizer.coverage(
          of: shadowPath.storage, rule: .nonZero, width: group.width, height: group.height,
          transform: moved
        ).values
    } else {
      let dx = offset.width.isFinite ? Int(offset.width.rounded()) : 0
      let dy = offset.height.isFinite ? Int(offset.height.rounded()) : 0
      plane = [Float](repeating: 0, count: group.width * group.height)
      for y in 0..<group.height {
        for x in 0..<group.width {
          plane[y * group.width + x] =
            content.pixel(atDeviceX: group.originX + x - dx, y: group.originY + y - dy).w
        }
      }
    }
    let scale = (abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
    let sigma = Double(shadowRadius * SimulatorHooks.layerShadowSigmaPerRadius * scale)
    GaussianBlur.blur(&plane, width: group.width, height: group.height, sigma: sigma)
    let tint = color.color.premultiplied * min(max(shadowOpacity, 0), 1)
    for index in plane.indices where plane[index] > 0 {
      group.pixels[index] = BlendMode.normal.blend(
        tint * min(plane[index], 1), over: group.pixels[index])
    }
  }

  /// Whether clipping to the bounds would change nothing, because the group buffer was
  /// already cut to exactly them: square corners, no rotation or skew, and edges on
  /// whole device pixels.
  private func clipIsGroupEdge(_ transform: CGAffineTransform) -> Bool {
    guard cornerRadius == 0, transform.b == 0, transform.c == 0 else { return false }
    let device = bounds.applying(transform)
    return [device.minX, device.minY, device.maxX, device.maxY].allSatisfy { $0 == $0.rounded() }
  }

  /// Background, own content, sublayers (by `zPosition`, then in order), then border.
  private func drawSelfAndSublayers(into target: inout Bitmap, transform: CGAffineTransform) {
    if let backgroundColor, backgroundColor.alpha > 0 {
      target.fill(boundsShape, color: backgroundColor.color, transform: transform)
    }
    let context = CGContext(bitmap: target, ctm: transform)
    target = Bitmap(width: 0, height: 0)  // the context holds the only copy while drawing
    drawIntrinsicContent(in: context)
    drawOwnContent(in: context)
    target = context.bitmap
    context.bitmap = Bitmap(width: 0, height: 0)
    let ordered = (sublayers ?? []).enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    for (_, sublayer) in ordered {
      sublayer.renderTree(
        into: &target, transform: sublayer.transformToSuperlayer.concatenating(transform))
    }
    if borderWidth > 0, let borderColor {
      var ring = boundsShape
      let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
      if !inner.isEmpty {
        ring.addPath(Path(roundedRect: inner, cornerRadius: max(0, cornerRadius - borderWidth)))
      }
      target.fill(ring, rule: .evenOdd, color: borderColor.color, transform: transform)
    }
  }
}
