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
      let x = origin.x.snappedToPixel
      let y = origin.y.snappedToPixel
      if frame.compositesDirectly {
        compositeRaster(raster, originX: Int32(pixel: x), originY: Int32(pixel: y), alpha: alpha)
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
    flushDirectComposites()
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
      let (x0, y0, x1, y1) = (a.x.snappedToPixel, a.y.snappedToPixel, b.x.snappedToPixel, b.y.snappedToPixel)
      if frame.compositesDirectly {
        let box = PixelBox(x0: Int32(pixel: x0), y0: Int32(pixel: y0), x1: Int32(pixel: x1), y1: Int32(pixel: y1))
        let mask = alpha >= 1 ? nil : alphaMasks.mask(for: alpha)
        // An opaque colour at full opacity replaces the pixels: the same result as blending, no reads.
        let replaces = fill.isOpaque && mask == nil && copiesOpaquePixels
        writeDirect(
          DirectComposite(source: .fill(fill, replaces: replaces, mask: mask), dx: 0, dy: 0),
          region: box.intersection(frame.clipBox))
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
    flushDirectComposites()
    CairoDrawing.setColor(cr, fill.color, opacity: alpha)
    cairo_fill(cr)
  }

  /// Composites a raster's pixels straight into the target with pixman, its pixel (0, 0) at
  /// (`originX`, `originY`), inside the clip box: only its visible box, and at full opacity its opaque
  /// cross copied (`PIXMAN_OP_SRC`, which for opaque pixels is exactly what blending gives) and only the
  /// rest blended (`PIXMAN_OP_OVER`); a partly transparent raster, or any under an opacity, is blended.
  private func compositeRaster(_ raster: RasterSurface, originX: Int32, originY: Int32, alpha: CGFloat) {
    let coverage = raster.coverage
    let visible = coverage.visible
    guard !visible.isEmpty else { return }
    let mask = alpha >= 1 ? nil : alphaMasks.mask(for: alpha)
    /// One part of the raster (in raster pixels), copied or blended.
    func part(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32, copies: Bool) {
      guard x0 < x1, y0 < y1, let frame else { return }
      let region = PixelBox(x0: x0 + originX, y0: y0 + originY, x1: x1 + originX, y1: y1 + originY)
        .intersection(frame.clipBox)
      writeDirect(
        DirectComposite(source: copies ? .copy(raster) : .blend(raster, mask: mask), dx: -originX, dy: -originY),
        region: region)
    }
    guard mask == nil, copiesOpaquePixels, !coverage.opaqueRows.isEmpty || !coverage.opaqueColumns.isEmpty else {
      part(visible.x0, visible.y0, visible.x1, visible.y1, copies: false)
      return
    }
    // No opaque rows: everything is the band above them, and their band is empty.
    let rows = coverage.opaqueRows.isEmpty ? visible.y1..<visible.y1 : coverage.opaqueRows
    let columns = coverage.opaqueColumns
    part(visible.x0, rows.lowerBound, visible.x1, rows.upperBound, copies: true)
    /// The rows above or below the band: the opaque columns copied, what is left and right of them blended.
    func outside(_ y0: Int32, _ y1: Int32) {
      if columns.isEmpty {
        part(visible.x0, y0, visible.x1, y1, copies: false)
      } else {
        part(columns.lowerBound, y0, columns.upperBound, y1, copies: true)
        part(visible.x0, y0, columns.lowerBound, y1, copies: false)
        part(columns.upperBound, y0, visible.x1, y1, copies: false)
      }
    }
    outside(visible.y0, rows.lowerBound)
    outside(rows.upperBound, visible.y1)
  }
}
