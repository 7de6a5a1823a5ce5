import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// The decoded pixels of an encoded or bitmap `Image`, kept in `image.rendererCache` so an image is
/// decoded once however often it is drawn.
final class DecodedImage {
  /// The pixels, or nil when the data could not be decoded (remembered so it isn't retried).
  let surface: CairoSurface?
  /// A surface pattern for drawing the pixels scaled: good filtering, edges padded.
  let pattern: OpaquePointer?

  init(surface: CairoSurface?) {
    self.surface = surface
    if let surface {
      let pattern = cairo_pattern_create_for_surface(surface.pointer)!
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      self.pattern = pattern
    } else {
      pattern = nil
    }
  }

  deinit { if let pattern { cairo_pattern_destroy(pattern) } }

  /// The decoded form of an image, decoding it now if it has never been drawn; nil for drawings,
  /// which are replayed as vectors instead.
  /// - Complexity: O(number of pixels) the first time, O(1) afterwards.
  static func decoded(_ image: Image, statistics: inout RenderStatistics) -> DecodedImage? {
    if let cached = image.rendererCache as? DecodedImage { return cached }
    let surface: CairoSurface?
    switch image.source {
    case .drawing: return nil
    case .encoded(let data): surface = PNGCodec.decode(data) ?? JPEGDecoder.decode(data)
    case .bitmap(let bitmap): surface = surfaceCopying(bitmap)
    }
    statistics.imageDecodes += 1
    let decoded = DecodedImage(surface: surface)
    image.rendererCache = decoded
    return decoded
  }

  /// A surface holding a copy of a bitmap's pixels (already cairo's premultiplied ARGB32 layout).
  /// - Complexity: O(number of pixels).
  static func surfaceCopying(_ bitmap: Bitmap) -> CairoSurface? {
    guard bitmap.width > 0, bitmap.height > 0 else { return nil }
    let surface = CairoSurface(width: bitmap.width, height: bitmap.height)
    guard let data = surface.data else { return nil }
    cairo_surface_flush(surface.pointer)
    bitmap.pixels.withUnsafeBytes { source in
      let rowBytes = bitmap.width * 4
      for row in 0..<bitmap.height {
        (data + row * surface.bytesPerRow).copyMemory(from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
    return surface
  }
}
