import CCairo
import Foundation

/// A destination the renderer draws frames into: a cairo surface over pixels, its context, and a
/// pixman image of the same pixels; kept between frames so compositing allocates nothing.
final class TargetSurface {
  /// The pixels as a cairo surface.
  let surface: CairoSurface
  /// The drawing context.
  let cr: OpaquePointer
  /// The pixels as a pixman image, for projective compositing.
  let pixmanImage: OpaquePointer
  /// The pixel buffer this target wraps, when it wraps caller-owned memory.
  let buffer: PixelBuffer?

  /// Wraps a cairo image surface.
  init(surface: CairoSurface, buffer: PixelBuffer? = nil) {
    self.surface = surface
    self.buffer = buffer
    cr = cairo_create(surface.pointer)!
    pixmanImage = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height),
      surface.data?.assumingMemoryBound(to: UInt32.self), Int32(surface.bytesPerRow))!
  }

  /// Wraps caller-owned pixels.
  convenience init(buffer: PixelBuffer) {
    let surface = cairo_image_surface_create_for_data(
      buffer.base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(buffer.width),
      Int32(buffer.height), Int32(buffer.bytesPerRow))!
    self.init(surface: CairoSurface(owning: surface), buffer: buffer)
  }

  deinit {
    cairo_destroy(cr)
    pixman_image_unref(pixmanImage)
  }

  /// Whether this target wraps exactly these pixels.
  func wraps(_ other: PixelBuffer) -> Bool {
    guard let buffer else { return false }
    return buffer.base == other.base && buffer.width == other.width && buffer.height == other.height
      && buffer.bytesPerRow == other.bytesPerRow
  }
}
