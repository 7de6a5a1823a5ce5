import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension ViewRaster {
  /// The most pixels on one side of a raster; larger views are rasterised at a lower scale.
  static let maximumPixelSide: CGFloat = 8192

  /// Draws a view's own content for a key: background, drawing and border.
  /// - Complexity: O(cost of the display list and the raster's pixels).
  @MainActor static func make(
    for view: View, state p: LayerState, key: Key, textSystem: PangoTextSystem, statistics: inout RenderStatistics
  ) -> ViewRaster {
    let list = view.drawsContent ? view.displayList : DisplayList()
    let hasBorder = key.borderWidth > 0
    if key.backgroundColor == nil && !hasBorder && list.isEmpty {
      return ViewRaster(key: key, content: .empty, border: nil)
    }
    if let background = key.backgroundColor, !hasBorder, list.isEmpty, key.cornerRadius <= 0 {
      return ViewRaster(key: key, content: .solid(SolidFill(background)), border: nil)
    }
    let bounds = p.bounds
    var content: Content = .empty
    if key.backgroundColor != nil || !list.isEmpty || (hasBorder && !key.borderAboveSubviews) {
      content = .surface(
        draw(bounds: bounds, key: key) { cr in
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
      border = draw(bounds: bounds, key: key) { cr in drawBorder(cr, bounds: bounds, key: key) }
      statistics.rasterisations += 1
    }
    return ViewRaster(key: key, content: content, border: border)
  }

  /// A new surface covering the bounds at the key's scale, drawn by `body` in bounds coordinates.
  private static func draw(bounds: CGRect, key: Key, _ body: (OpaquePointer) -> Void) -> RasterSurface {
    let side = max(bounds.width, bounds.height, 1)
    let scale = min(key.scale, maximumPixelSide / side)
    let width = Int((bounds.width * scale - 0.001).rounded(.up))
    let height = Int((bounds.height * scale - 0.001).rounded(.up))
    let surface = CairoSurface(width: width, height: height)
    let cr = cairo_create(surface.pointer)!
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, -bounds.minX, -bounds.minY)
    body(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.pointer)
    return RasterSurface(surface: surface, scale: scale)
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
