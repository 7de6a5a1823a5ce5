import CCairo
import Foundation

/// Owns a `PangoFontDescription`.
final class FontDescription {
  let pointer: OpaquePointer
  init(_ pointer: OpaquePointer) { self.pointer = pointer }
  deinit { pango_font_description_free(pointer) }
}
