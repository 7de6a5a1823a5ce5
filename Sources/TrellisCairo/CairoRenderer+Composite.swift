import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Draws a view (its presentation `state`) and its subtree; `map` takes the view's bounds
  /// coordinates to device pixels and `opacity` is what the ancestors contribute.
  ///
  /// A view casting a shadow (`LayerState.castsShadow(clipsToBounds:)`) draws its cached shadow
  /// raster first, under its content.
  /// A view with alpha below 1 and subviews is drawn into an offscreen group painted with its alpha
  /// (exact group opacity); other views multiply their alpha into their own paint and their subviews'.
  /// A view whose bounds fall outside the clips and the target is culled: its content isn't
  /// rasterised, and its subtree is skipped too when it clips or has no subviews.
  /// - Complexity: O(views in the subtree), plus rasterising any view whose cache is stale.
  func drawView(
    _ view: View, state p: LayerState, map: ProjectiveTransform, opacity: CGFloat, omitsBackground: Bool = false
  ) {
    guard let cr = frame?.target.cr, !map.isEntirelyBehindCamera else { return }
    let subviews = view.subviewsInDrawingOrder
    let hasSubviews = !subviews.isEmpty
    let outerCullBox = frame!.cullBox
    let pixels = map.devicePixels(of: p.bounds)
    var onScreen = pixels.map { $0.sharesPixel(with: outerCullBox) } ?? true
    // A shadow may show while the bounds don't (a view casting one never clips).
    let castsShadow = p.castsShadow(clipsToBounds: view.clipsToBounds)
    if !onScreen && castsShadow {
      onScreen = map.devicePixels(of: p.shadowExtent).map { $0.sharesPixel(with: outerCullBox) } ?? true
    }
    if !onScreen && (view.clipsToBounds || !hasSubviews) { return }
    let raster =
      onScreen ? raster(for: view, state: p, hasSubviews: hasSubviews, omitsBackground: omitsBackground) : nil
    var clip = ClipToken.none
    if view.clipsToBounds && hasSubviews {
      clip = pushClip(bounds: p.bounds, radius: p.cornerRadius, map: map)
      if case .empty = clip { return }
      if let pixels { frame!.cullBox = outerCullBox.intersection(pixels) }
    }
    defer { frame?.cullBox = outerCullBox }
    let groups = p.alpha < 1 && hasSubviews
    let outerClipBox = frame!.clipBox
    let outerComplexClips = frame!.complexClips
    if groups {
      // What was recorded before the group lands before the group is painted over it.
      flushDirectComposites()
      cairo_push_group(cr)
      frame!.groupDepth += 1
      frame!.clipBox = .unbounded
      frame!.complexClips = 0
      statistics.opacityGroups += 1
    }
    let inner = groups ? 1 : opacity * p.alpha
    if let raster {
      if castsShadow, let shadow = shadowRaster(for: view, state: p, scale: frame!.scale, raster: raster) {
        let rect = shadow.rect.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height)
        drawSurface(shadow.raster, bounds: rect, map: map, alpha: inner * p.shadowOpacity)
      }
      drawContent(raster.content, bounds: p.bounds, map: map, alpha: inner)
    }
    if hasSubviews {
      let sublayer = p.sublayerTransform3DInBounds
      for subview in subviews where !subview.isHidden {
        let state = subview.presentation
        guard state.alpha > 0 else { continue }
        let toParent = state.mapToParent(zPosition: subview.zPosition, parentSublayer: sublayer)
        drawView(subview, state: state, map: toParent.concatenating(map), opacity: inner)
      }
    }
    if let border = raster?.border { drawSurface(border, bounds: p.bounds, map: map, alpha: inner) }
    if groups {
      flushDirectComposites()
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity * p.alpha)
      frame!.groupDepth -= 1
      frame!.clipBox = outerClipBox
      frame!.complexClips = outerComplexClips
    }
    popClip(clip)
  }

  /// The view's cached raster for its current state, redrawn if the cache is stale.
  func raster(for view: View, state p: LayerState, hasSubviews: Bool, omitsBackground: Bool) -> ViewRaster {
    layerRaster(for: view, state: p, scale: frame!.scale, hasSubviews: hasSubviews, omitsBackground: omitsBackground)
  }

  /// The view's cached raster at `scale` (what the CPU path composites and the GPU path uploads as
  /// textures), redrawn if the cache is stale.
  /// - Complexity: O(1) when cached, else the cost of drawing the view's content.
  package func layerRaster(
    for view: View, state p: LayerState, scale: CGFloat, hasSubviews: Bool, omitsBackground: Bool
  ) -> ViewRaster {
    let key = ViewRaster.Key(
      view: view, state: p, scale: scale, hasSubviews: hasSubviews, omitsBackground: omitsBackground)
    let cached = view.rendererCache as? ViewRaster
    if let cached, cached.key == key { return cached }
    let made = ViewRaster.make(
      for: view, state: p, key: key, reusing: cached, textSystem: textSystem, statistics: &statistics)
    if made !== cached { view.rendererCache = made }
    return made
  }

  /// The view's cached shadow at `scale` for its current state (`raster` being its content's raster),
  /// made again if its key changed; nil when the view casts no shadow. Both paths composite it under the
  /// content, moved by the offset and with the shadow's opacity.
  /// - Complexity: O(1) when cached, else the blur's cost (`ShadowRaster.make`).
  package func shadowRaster(for view: View, state p: LayerState, scale: CGFloat, raster: ViewRaster) -> ShadowRaster? {
    guard p.castsShadow(clipsToBounds: view.clipsToBounds) else {
      if raster.shadowKey != nil {
        raster.shadowKey = nil
        raster.shadow = nil
      }
      return nil
    }
    let key = ShadowRaster.Key(state: p, scale: scale, raster: raster)
    if raster.shadowKey == key { return raster.shadow }
    raster.shadowKey = key
    raster.shadow = ShadowRaster.make(key: key, content: raster)
    statistics.shadowRasterisations += 1
    return raster.shadow
  }

  /// Draws a view's own content through its map with an opacity.
  func drawContent(_ content: ViewRaster.Content, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    switch content {
    case .empty: return
    case .solid(let fill): self.fill(bounds, with: fill, map: map, alpha: alpha)
    case .surface(let surface): drawSurface(surface, bounds: bounds, map: map, alpha: alpha)
    }
  }
}
