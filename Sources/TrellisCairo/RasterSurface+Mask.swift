import CCairo
import Foundation

extension RasterSurface {
  /// An opaque white rounded rectangle filling `width × height` pixels, its corners of `radius` pixels
  /// antialiased as cairo clips them: the mask the GPU path multiplies a rounded clip's layer by.
  /// - Complexity: O(width × height).
  package static func roundedMask(width: Int, height: Int, radius: CGFloat) -> RasterSurface {
    let surface = CairoSurface(width: width, height: height)
    let cr = cairo_create(surface.pointer)!
    cairo_set_source_rgba(cr, 1, 1, 1, 1)
    CairoDrawing.addRoundedRect(cr, CGRect(x: 0, y: 0, width: width, height: height), radius: radius)
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(surface.pointer)
    let mask = RasterSurface(surface: surface, scale: 1)
    mask.updateCoverage()
    return mask
  }
}
