import CCairo
import Foundation

/// Owns one reference to a cairo surface and releases it when dropped.
package final class CairoSurface {
  /// The `cairo_surface_t`.
  let pointer: OpaquePointer

  /// Takes ownership of a surface reference.
  init(owning pointer: OpaquePointer) { self.pointer = pointer }

  /// Creates a transparent ARGB32 image surface; sizes are clamped to at least one pixel.
  convenience init(width: Int, height: Int) {
    self.init(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(width, 1)), Int32(max(height, 1))))
  }

  deinit { cairo_surface_destroy(pointer) }

  /// The width in pixels.
  package var width: Int { Int(cairo_image_surface_get_width(pointer)) }
  /// The height in pixels.
  package var height: Int { Int(cairo_image_surface_get_height(pointer)) }
  /// The distance in bytes between rows.
  package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }
  /// The pixels; flush before reading what cairo drew, mark dirty after writing.
  package var data: UnsafeMutableRawPointer? {
    cairo_image_surface_get_data(pointer).map { UnsafeMutableRawPointer($0) }
  }

  /// Cairo's status of the surface, as an error when it failed.
  func check() throws {
    let status = cairo_surface_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoRendererError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }
}
