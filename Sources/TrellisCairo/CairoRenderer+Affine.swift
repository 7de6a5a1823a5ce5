import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Composites a raster covering `bounds` through `map`: pixman directly for pixel-aligned
  /// translations under rectangular clips (no allocation), cairo for other affine maps, pixman's
  /// projective path for perspective maps.
  func drawSurface(_ raster: RasterSurface, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame, alpha > 0 else { return }
    guard map.isAffine else {
      guard map.isInFront(bounds) else { return }
      compositeProjective(raster, bounds: bounds, map: map, alpha: alpha)
      return
    }
    statistics.affineComposites += 1
    let cr = frame.target.cr
    let pattern = raster.pattern
    var matrix = cairo_matrix_t()
    if raster.scale == frame.scale && map.isScaledTranslation(scale: frame.scale) {
      let origin = map.apply(bounds.origin) ?? .zero
      let x = origin.x.rounded()
      let y = origin.y.rounded()
      if frame.compositesDirectly {
        let box = PixelBox(
          x0: Int32(pixel: x), y0: Int32(pixel: y), x1: Int32(pixel: x + CGFloat(raster.surface.width)),
          y1: Int32(pixel: y + CGFloat(raster.surface.height)))
        compositeDirectly(
          raster.identityPixmanImage, box: box, alpha: alpha, sourceOrigin: (Int32(pixel: x), Int32(pixel: y)))
        return
      }
      cairo_matrix_init_translate(&matrix, -x, -y)
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
  }

  /// Fills a view's square-cornered background directly, snapped to pixels when only translated.
  func fill(_ bounds: CGRect, with fill: SolidFill, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame, alpha > 0 else { return }
    statistics.directFills += 1
    let cr = frame.target.cr
    if map.isScaledTranslation(scale: frame.scale) {
      let a = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)) ?? .zero
      let b = map.apply(CGPoint(x: bounds.maxX, y: bounds.maxY)) ?? .zero
      let (x0, y0, x1, y1) = (a.x.rounded(), a.y.rounded(), b.x.rounded(), b.y.rounded())
      if frame.compositesDirectly {
        let box = PixelBox(x0: Int32(pixel: x0), y0: Int32(pixel: y0), x1: Int32(pixel: x1), y1: Int32(pixel: y1))
        compositeDirectly(fill.pixmanImage, box: box, alpha: alpha, sourceOrigin: (0, 0))
        return
      }
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
    CairoDrawing.setColor(cr, fill.color, opacity: alpha)
    cairo_fill(cr)
  }

  /// Composites `source` over the frame's target inside `box ∩ clip` with pixman; the source pixel
  /// at `sourceOrigin` lands on the box's top-left.
  private func compositeDirectly(_ source: OpaquePointer, box: PixelBox, alpha: CGFloat, sourceOrigin: (Int32, Int32)) {
    guard let frame else { return }
    let region = box.intersection(frame.clipBox)
    guard !region.isEmpty else { return }
    let opaque = alpha >= 1
    pixman_image_composite32(
      PIXMAN_OP_OVER, source, opaque ? nil : alphaMasks.mask(for: alpha), frame.target.pixmanImage,
      region.x0 - sourceOrigin.0, region.y0 - sourceOrigin.1, 0, 0, region.x0, region.y0, region.x1 - region.x0,
      region.y1 - region.y0)
  }
}
