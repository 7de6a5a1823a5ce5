import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension ViewRaster {
  /// The most pixels on one side of a raster; larger views are rasterised at a lower scale.
  static let maximumPixelSide: CGFloat = 8192

  /// Draws a view's own content for a key: background, drawing and border. `previous`, the view's
  /// stale raster, is redrawn and returned instead of a new one, its surfaces reused when their pixel
  /// size and scale are unchanged and nothing else holds them.
  /// - Complexity: O(cost of the display list and the raster's pixels).
  @MainActor static func make(
    for view: View, state p: LayerState, key: Key, reusing previous: ViewRaster?, textSystem: PangoTextSystem,
    statistics: inout RenderStatistics
  ) -> ViewRaster {
    var spareContent: RasterSurface?
    var spareBorder: RasterSurface?
    if let previous {
      if case .surface(let surface) = previous.content { spareContent = surface }
      spareBorder = previous.border
      previous.content = .empty
      previous.border = nil
    }
    func finish(_ content: Content, _ border: RasterSurface?) -> ViewRaster {
      guard let previous else { return ViewRaster(key: key, content: content, border: border) }
      previous.key = key
      previous.content = content
      previous.border = border
      return previous
    }
    let list = view.drawsContent ? view.displayList : DisplayList()
    let hasBorder = key.borderWidth > 0
    if key.backgroundColor == nil && !hasBorder && list.isEmpty {
      return finish(.empty, nil)
    }
    if let background = key.backgroundColor, !hasBorder, list.isEmpty, key.cornerRadius <= 0 {
      return finish(.solid(SolidFill(background)), nil)
    }
    let bounds = p.bounds
    var content: Content = .empty
    if key.backgroundColor != nil || !list.isEmpty || (hasBorder && !key.borderAboveSubviews) {
      content = .surface(
        draw(bounds: bounds, key: key, reusing: &spareContent) { cr in
          if key.clipsContent {
            CairoDrawing.addRoundedRect(cr, bounds, radius: key.cornerRadius)
            cairo_clip(cr)
          }
          if let background = key.backgroundColor {
            CairoDrawing.setColor(cr, background)
            CairoDrawing.addRoundedRect(cr, bounds, radius: key.cornerRadius)
            cairo_fill(cr)
          }
          DisplayListReplayer(cr: cr, textSystem: textSystem).replay(list, statistics: &statistics)
          if hasBorder && !key.borderAboveSubviews { drawBorder(cr, bounds: bounds, key: key) }
        })
      statistics.rasterisations += 1
    }
    var border: RasterSurface?
    if key.borderAboveSubviews {
      border = draw(bounds: bounds, key: key, reusing: &spareBorder) { cr in drawBorder(cr, bounds: bounds, key: key) }
      statistics.rasterisations += 1
    }
    return finish(content, border)
  }

  /// A surface covering the bounds at the key's scale, drawn by `body` in bounds coordinates: `spare`
  /// cleared, when it has that pixel size and scale and nothing else holds it, else a new one.
  private static func draw(
    bounds: CGRect, key: Key, reusing spare: inout RasterSurface?, _ body: (OpaquePointer) -> Void
  ) -> RasterSurface {
    let side = max(bounds.width, bounds.height, 1)
    let scale = min(key.scale, maximumPixelSide / side)
    let width = Int((bounds.width * scale - 0.001).rounded(.up))
    let height = Int((bounds.height * scale - 0.001).rounded(.up))
    let reused: RasterSurface?
    if isKnownUniquelyReferenced(&spare), let candidate = spare, candidate.scale == scale,
      candidate.surface.width == max(width, 1), candidate.surface.height == max(height, 1)
    {
      reused = candidate
    } else {
      reused = nil
    }
    spare = nil
    let surface = reused?.surface ?? CairoSurface(width: width, height: height)
    let cr = cairo_create(surface.pointer)!
    if reused != nil {
      cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, -bounds.minX, -bounds.minY)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.pointer)
    let raster = reused ?? RasterSurface(surface: surface, scale: scale)
    raster.updateCoverage()
    return raster
  }

  /// Fills the ring between the rounded bounds and the rounded bounds inset by the border width.
  private static func drawBorder(_ cr: OpaquePointer, bounds: CGRect, key: Key) {
    let width = min(key.borderWidth, min(bounds.width, bounds.height) / 2)
    CairoDrawing.setColor(cr, key.borderColor)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    CairoDrawing.addRoundedRect(cr, bounds, radius: key.cornerRadius)
    CairoDrawing.addRoundedRect(cr, bounds.insetBy(dx: width, dy: width), radius: max(0, key.cornerRadius - width))
    cairo_fill(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }
}
