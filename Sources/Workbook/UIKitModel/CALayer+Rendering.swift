import Foundation

extension CALayer {
  /// Renders the layer and its sublayers into `context`, in the layer's own bounds space
  /// (what `render(in:)` does in Core Animation).
  public func render(in context: CGContext) {
    renderTree(into: &context.bitmap, transform: context.ctm)
  }

  /// The layer's path of its rounded bounds (its background shape and clip).
  var boundsShape: Path {
    cornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: cornerRadius) : Path(rect: bounds)
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
    let isGroup = opacity < 1 || mask != nil || masksToBounds
    guard isGroup else {
      drawSelfAndSublayers(into: &target, transform: transform)
      return
    }
    // The group only needs the pixels its clip and mask can let through.
    var limit: CGRect? = masksToBounds ? bounds.applying(transform) : nil
    if let mask {
      let maskArea = mask.visualExtent.applying(mask.transformToSuperlayer.concatenating(transform))
      limit = limit.map { $0.intersection(maskArea) } ?? maskArea
    }
    var group = limit.map { target.emptyCopy(limitedTo: $0) } ?? target.emptyCopy()
    guard group.width > 0, group.height > 0 else { return }
    drawSelfAndSublayers(into: &group, transform: transform)
    if masksToBounds {
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

  /// Background, own content, sublayers (by `zPosition`, then in order), then border.
  private func drawSelfAndSublayers(into target: inout Bitmap, transform: CGAffineTransform) {
    if let backgroundColor, backgroundColor.alpha > 0 {
      target.fill(boundsShape, color: backgroundColor, transform: transform)
    }
    let context = CGContext(bitmap: target, ctm: transform)
    target = Bitmap(width: 0, height: 0)  // the context holds the only copy while drawing
    draw(in: context)
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
      target.fill(ring, rule: .evenOdd, color: borderColor, transform: transform)
    }
  }
}
