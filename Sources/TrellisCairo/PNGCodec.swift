import CCairo
import Foundation

/// PNG reading and writing through cairo's stream functions.
enum PNGCodec {
  private final class Reader {
    let data: Data
    var offset = 0
    init(_ data: Data) { self.data = data }
  }

  private final class Writer {
    var data = Data()
  }

  /// Decodes PNG data into a new ARGB32 surface, or nil when cairo can't read it.
  /// - Complexity: O(number of pixels).
  static func decode(_ data: Data) -> CairoSurface? {
    guard data.count >= 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    let reader = Reader(data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
          let count = Int(length)
          guard let buffer, reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
          reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + count))
          reader.offset += count
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { return nil }
    let owned = CairoSurface(owning: surface)
    guard (try? owned.check()) != nil else { return nil }
    if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
      let converted = CairoSurface(width: owned.width, height: owned.height)
      let cr = cairo_create(converted.pointer)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      cairo_destroy(cr)
      cairo_surface_flush(converted.pointer)
      return converted
    }
    return owned
  }

  /// Encodes a surface as PNG data.
  /// - Complexity: O(number of pixels).
  static func encode(_ surface: CairoSurface) throws -> Data {
    cairo_surface_flush(surface.pointer)
    let writer = Writer()
    let status = withExtendedLifetime(writer) {
      cairo_surface_write_to_png_stream(
        surface.pointer,
        { closure, bytes, length in
          let writer = Unmanaged<Writer>.fromOpaque(closure!).takeUnretainedValue()
          guard let bytes else { return CAIRO_STATUS_WRITE_ERROR }
          writer.data.append(bytes, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoRendererError.cairo(String(cString: cairo_status_to_string(status)))
    }
    return writer.data
  }
}
