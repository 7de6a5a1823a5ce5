import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Draws a view (its presentation `state`) and its subtree; `map` takes the view's bounds
  /// coordinates to device pixels and `opacity` is what the ancestors contribute.
  ///
  /// A view with alpha below 1 and subviews is drawn into an offscreen group painted with its alpha
  /// (exact group opacity); other views multiply their alpha into their own paint and their subviews'.
  /// - Complexity: O(views in the subtree), plus rasterising any view whose cache is stale.
  func drawView(
    _ view: View, state p: LayerState, map: ProjectiveTransform, opacity: CGFloat, omitsBackground: Bool = false
  ) {
    guard let cr = frame?.target.cr, !map.isEntirelyBehindCamera else { return }
    let subviews = view.subviewsInDrawingOrder
    let hasSubviews = !subviews.isEmpty
    let raster = raster(for: view, state: p, hasSubviews: hasSubviews, omitsBackground: omitsBackground)
    let clips = view.clipsToBounds && hasSubviews
    if clips {
      guard pushClip(bounds: p.bounds, radius: p.cornerRadius, map: map) else { return }
    }
    let groups = p.alpha < 1 && hasSubviews
    let savedClipDepth = frame!.clipDepth
    if groups {
      cairo_push_group(cr)
      frame!.clipDepth = 0
      statistics.opacityGroups += 1
    }
    let inner = groups ? 1 : opacity * p.alpha
    drawContent(raster.content, bounds: p.bounds, map: map, alpha: inner)
    if hasSubviews {
      let sublayer = p.sublayerTransform3DInBounds
      for subview in subviews where !subview.isHidden {
        let state = subview.presentation
        guard state.alpha > 0 else { continue }
        let toParent = state.mapToParent(zPosition: subview.zPosition, parentSublayer: sublayer)
        drawView(subview, state: state, map: toParent.concatenating(map), opacity: inner)
      }
    }
    if let border = raster.border { drawSurface(border, bounds: p.bounds, map: map, alpha: inner) }
    if groups {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity * p.alpha)
      frame!.clipDepth = savedClipDepth
    }
    if clips {
      cairo_restore(cr)
      frame!.clipDepth -= 1
    }
  }

  /// The view's cached raster for its current state, redrawn if the cache is stale.
  func raster(for view: View, state p: LayerState, hasSubviews: Bool, omitsBackground: Bool) -> ViewRaster {
    let key = ViewRaster.Key(
      view: view, state: p, scale: frame!.scale, hasSubviews: hasSubviews, omitsBackground: omitsBackground)
    if let cached = view.rendererCache as? ViewRaster, cached.key == key { return cached }
    let made = ViewRaster.make(for: view, state: p, key: key, textSystem: textSystem, statistics: &statistics)
    view.rendererCache = made
    return made
  }

  /// Draws a view's own content through its map with an opacity.
  func drawContent(_ content: ViewRaster.Content, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    switch content {
    case .empty: return
    case .solid(let color): fill(bounds, color: color, map: map, alpha: alpha)
    case .surface(let surface): drawSurface(surface, bounds: bounds, map: map, alpha: alpha)
    }
  }

  /// Composites a raster covering `bounds` through `map`: cairo for affine maps (pixel-snapped
  /// when only translated), pixman for projective ones.
  func drawSurface(_ raster: RasterSurface, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame, alpha > 0 else { return }
    guard map.isAffine else {
      guard map.isInFront(bounds) else { return }
      compositeProjective(raster, bounds: bounds, map: map, alpha: alpha)
      return
    }
    let cr = frame.target.cr
    let pattern = raster.pattern
    var matrix = cairo_matrix_t()
    if raster.scale == frame.scale && map.isScaledTranslation(scale: frame.scale) {
      let origin = map.apply(bounds.origin) ?? .zero
      cairo_matrix_init_translate(&matrix, -origin.x.rounded(), -origin.y.rounded())
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    } else {
      let pixelToPoint = ProjectiveTransform(scale: 1 / raster.scale)
        .concatenating(ProjectiveTransform(translationX: bounds.minX, y: bounds.minY))
      matrix = pixelToPoint.concatenating(map).cairoMatrix
      guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else { return }
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    }
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_set_source(cr, pattern)
    if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    statistics.affineComposites += 1
  }

  /// Fills a view's square-cornered background directly, snapped to pixels when only translated.
  func fill(_ bounds: CGRect, color: Color, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame else { return }
    let cr = frame.target.cr
    CairoDrawing.setColor(cr, color, opacity: alpha)
    if map.isScaledTranslation(scale: frame.scale) {
      let a = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)) ?? .zero
      let b = map.apply(CGPoint(x: bounds.maxX, y: bounds.maxY)) ?? .zero
      let (x0, y0, x1, y1) = (a.x.rounded(), a.y.rounded(), b.x.rounded(), b.y.rounded())
      cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
    } else if map.isAffine {
      var matrix = map.cairoMatrix
      cairo_set_matrix(cr, &matrix)
      cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
      cairo_identity_matrix(cr)
    } else {
      guard map.isInFront(bounds) else { return }
      CairoDrawing.addPath(cr, Path(rect: bounds), mappedBy: map)
    }
    cairo_fill(cr)
    statistics.directFills += 1
  }

  /// Saves the context and clips to a view's (rounded) bounds through its map; returns false, having
  /// pushed nothing, when the bounds are behind the camera.
  func pushClip(bounds: CGRect, radius: CGFloat, map: ProjectiveTransform) -> Bool {
    guard let frame else { return false }
    let cr = frame.target.cr
    if !map.isAffine && !map.isInFront(bounds) { return false }
    cairo_save(cr)
    cairo_new_path(cr)
    if radius <= 0 && map.isScaledTranslation(scale: frame.scale) {
      let a = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)) ?? .zero
      let b = map.apply(CGPoint(x: bounds.maxX, y: bounds.maxY)) ?? .zero
      let (x0, y0, x1, y1) = (a.x.rounded(), a.y.rounded(), b.x.rounded(), b.y.rounded())
      cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
    } else if map.isAffine {
      var matrix = map.cairoMatrix
      cairo_set_matrix(cr, &matrix)
      CairoDrawing.addRoundedRect(cr, bounds, radius: radius)
      cairo_identity_matrix(cr)
    } else {
      CairoDrawing.addPath(cr, Path(roundedRect: bounds, cornerRadius: radius), mappedBy: map)
    }
    cairo_clip(cr)
    self.frame!.clipDepth += 1
    return true
  }
}
