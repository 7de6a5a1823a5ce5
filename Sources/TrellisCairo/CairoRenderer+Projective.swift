import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Composites a raster through a perspective map with pixman: the source is sampled bilinearly
  /// through the inverse homography over the bounding box of the projected corners.
  ///
  /// Under pixel-aligned rectangular clips the result goes straight into the destination with
  /// `PIXMAN_OP_OVER` and a solid alpha mask; under other clips it goes through a scratch buffer that
  /// cairo paints through the clip.
  /// - Complexity: O(pixels in the projected bounding box).
  func compositeProjective(_ raster: RasterSurface, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame else { return }
    let cr = frame.target.cr
    let toDevice = ProjectiveTransform(scale: 1 / raster.scale)
      .concatenating(ProjectiveTransform(translationX: bounds.minX, y: bounds.minY))
      .concatenating(map)
    let width = CGFloat(raster.surface.width)
    let height = CGFloat(raster.surface.height)
    guard let a = toDevice.apply(CGPoint(x: 0, y: 0)), let b = toDevice.apply(CGPoint(x: width, y: 0)),
      let c = toDevice.apply(CGPoint(x: 0, y: height)), let d = toDevice.apply(CGPoint(x: width, y: height)),
      let inverse = toDevice.inverted()
    else { return }
    let destination = cairo_get_group_target(cr)!
    var offsetX: Double = 0
    var offsetY: Double = 0
    cairo_surface_get_device_offset(destination, &offsetX, &offsetY)
    let destinationWidth = Double(cairo_image_surface_get_width(destination))
    let destinationHeight = Double(cairo_image_surface_get_height(destination))
    // The box in device coordinates, clamped to the destination's extent and the clip box.
    let clip = frame.clipBox
    let x0 = max(max(min(min(a.x, b.x), min(c.x, d.x)).rounded(.down), -offsetX), Double(clip.x0))
    let y0 = max(max(min(min(a.y, b.y), min(c.y, d.y)).rounded(.down), -offsetY), Double(clip.y0))
    let x1 = min(min(max(max(a.x, b.x), max(c.x, d.x)).rounded(.up), destinationWidth - offsetX), Double(clip.x1))
    let y1 = min(min(max(max(a.y, b.y), max(c.y, d.y)).rounded(.up), destinationHeight - offsetY), Double(clip.y1))
    guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    let (w, h) = (Int32(x1 - x0), Int32(y1 - y0))
    guard var transform = ProjectiveTransform(translationX: x0, y: y0).concatenating(inverse).pixmanTransform
    else { return }
    let source = raster.pixmanImage(transformedBy: &transform)
    statistics.projectiveComposites += 1
    if frame.complexClips == 0 {
      cairo_surface_flush(destination)
      let target: OpaquePointer
      var temporary: OpaquePointer?
      if destination == frame.target.surface.pointer {
        target = frame.target.pixmanImage
      } else {
        temporary = pixman_image_create_bits(
          PIXMAN_a8r8g8b8, Int32(destinationWidth), Int32(destinationHeight),
          cairo_image_surface_get_data(destination).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt32.self)
          },
          cairo_image_surface_get_stride(destination))
        guard let temporary else { return }
        target = temporary
      }
      let dx = Int32(pixel: x0 + offsetX)
      let dy = Int32(pixel: y0 + offsetY)
      pixman_image_composite32(PIXMAN_OP_OVER, source, alphaMasks.mask(for: alpha), target, 0, 0, 0, 0, dx, dy, w, h)
      if let temporary { pixman_image_unref(temporary) }
      cairo_surface_mark_dirty_rectangle(destination, dx, dy, w, h)
    } else {
      if scratch == nil || !scratch!.fits(width: Int(w), height: Int(h)) {
        scratch = ScratchSurface(
          width: max(Int(w), scratch?.surface.width ?? 0), height: max(Int(h), scratch?.surface.height ?? 0))
      }
      let buffer = scratch!
      cairo_surface_flush(buffer.surface.pointer)
      pixman_image_composite32(PIXMAN_OP_SRC, source, nil, buffer.pixmanImage, 0, 0, 0, 0, 0, 0, w, h)
      cairo_surface_mark_dirty(buffer.surface.pointer)
      cairo_save(cr)
      cairo_rectangle(cr, x0, y0, Double(w), Double(h))
      cairo_clip(cr)
      cairo_set_source_surface(cr, buffer.surface.pointer, x0, y0)
      if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
      cairo_restore(cr)
    }
  }
}
