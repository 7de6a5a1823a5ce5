import CCairo
import Foundation

/// Decodes JPEG data with libjpeg into a cairo surface.
enum JPEGDecoder {
  /// The decoded image as an opaque ARGB32 surface, or nil when the data isn't a JPEG libjpeg can read.
  /// - Complexity: O(number of pixels).
  static func decode(_ data: Data) -> CairoSurface? {
    guard data.count > 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    let rgb = data.withUnsafeBytes { bytes in
      trellis_jpeg_decode_rgb(
        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), &width, &height)
    }
    guard let rgb else { return nil }
    defer { free(rgb) }
    let surface = CairoSurface(width: Int(width), height: Int(height))
    guard let destination = surface.data else { return nil }
    cairo_surface_flush(surface.pointer)
    let w = Int(width)
    for y in 0..<Int(height) {
      let source = rgb + y * w * 3
      let row = (destination + y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w {
        let r = UInt32(source[3 * x])
        let g = UInt32(source[3 * x + 1])
        let b = UInt32(source[3 * x + 2])
        row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
    return surface
  }
}
