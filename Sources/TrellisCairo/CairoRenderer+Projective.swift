import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Composites a raster through a perspective map: the source is sampled bilinearly through the
  /// inverse homography at the pixels the projected raster covers, inside the clip box.
  ///
  /// Under pixel-aligned rectangular clips `PerspectiveCompositor` draws straight into the destination
  /// (OVER, the alpha applied to the source), walking only covered pixels; under other clips pixman
  /// samples the projected bounding box into a scratch buffer that cairo paints through the clip.
  /// - Complexity: O(pixels covered) under rectangular clips, O(pixels in the projected bounding box)
  ///   under others.
  func compositeProjective(_ raster: RasterSurface, bounds: CGRect, map: ProjectiveTransform, alpha: CGFloat) {
    guard let frame else { return }
    // Both ways read the target's pixels: what was recorded before must be there.
    flushDirectComposites()
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
    statistics.projectiveComposites += 1
    if frame.complexClips == 0 {
      guard let pixels = cairo_image_surface_get_data(destination), let sourcePixels = raster.surface.data else {
        return
      }
      cairo_surface_flush(destination)
      let target = PerspectiveCompositor.Image(
        pixels: UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
        width: Int(destinationWidth), height: Int(destinationHeight),
        rowPixels: Int(cairo_image_surface_get_stride(destination)) / 4)
      let source = PerspectiveCompositor.Image(
        pixels: sourcePixels.assumingMemoryBound(to: UInt32.self), width: raster.surface.width,
        height: raster.surface.height, rowPixels: raster.surface.bytesPerRow / 4)
      // Buffer pixels to device pixels, then device pixels to raster pixels.
      let bufferToSource = ProjectiveTransform(translationX: -offsetX, y: -offsetY).concatenating(inverse)
      let dx = Int32(pixel: x0 + offsetX)
      let dy = Int32(pixel: y0 + offsetY)
      statistics.projectivePixels += PerspectiveCompositor.composite(
        source, into: target, inverse: bufferToSource, x0: Int(dx), y0: Int(dy), x1: Int(dx + w), y1: Int(dy + h),
        alpha: alpha)
      cairo_surface_mark_dirty_rectangle(destination, dx, dy, w, h)
    } else {
      guard var transform = ProjectiveTransform(translationX: x0, y: y0).concatenating(inverse).pixmanTransform
      else { return }
      let source = raster.pixmanImage(transformedBy: &transform)
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
