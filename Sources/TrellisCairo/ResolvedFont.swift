import CCairo
import Foundation

/// What fontconfig resolves a font request to in a text system's configuration: the file and the
/// rendering settings cairo will draw it with (for tests of the font policy).
struct ResolvedFont: Equatable {
  /// The font file.
  var file: String
  /// The family of that file.
  var family: String
  /// Whether glyphs are antialiased.
  var antialias: Bool
  /// Whether the hinter runs.
  var hinting: Bool
  /// The hint style (`FC_HINT_NONE` … `FC_HINT_FULL`).
  var hintStyle: Int32
  /// The subpixel order (`FC_RGBA_NONE` for greyscale).
  var rgba: Int32
  /// Whether embedded bitmaps are used.
  var embeddedBitmap: Bool
  /// Whether a regular face is emboldened to stand in for a bold one.
  var embolden: Bool
  /// Whether a shear slants an upright face to stand in for an italic one.
  var slanted: Bool
}

extension ResolvedFont {
  /// Resolves a fontconfig font name such as `DejaVu Sans:antialias=false` in `config` as pango does:
  /// substitution, the best match, then the font's own rules; nil when nothing matches.
  init?(name: String, config: OpaquePointer?) {
    guard let pattern = FcNameParse(name) else { return nil }
    defer { FcPatternDestroy(pattern) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(config, pattern, &result) else { return nil }
    defer { FcPatternDestroy(match) }
    func string(_ key: String) -> String {
      var value: UnsafeMutablePointer<FcChar8>?
      return FcPatternGetString(match, key, 0, &value) == FcResultMatch ? value.map { String(cString: $0) } ?? "" : ""
    }
    func bool(_ key: String) -> Bool {
      var value: FcBool = 0
      return FcPatternGetBool(match, key, 0, &value) == FcResultMatch && value != 0
    }
    func integer(_ key: String) -> Int32 {
      var value: Int32 = -1
      return FcPatternGetInteger(match, key, 0, &value) == FcResultMatch ? value : -1
    }
    var matrix: UnsafeMutablePointer<FcMatrix>?
    let sheared = FcPatternGetMatrix(match, FC_MATRIX, 0, &matrix) == FcResultMatch && (matrix?.pointee.xy ?? 0) != 0
    self.init(
      file: string(FC_FILE), family: string(FC_FAMILY), antialias: bool(FC_ANTIALIAS), hinting: bool(FC_HINTING),
      hintStyle: integer(FC_HINT_STYLE), rgba: integer(FC_RGBA), embeddedBitmap: bool(FC_EMBEDDED_BITMAP),
      embolden: bool(FC_EMBOLDEN), slanted: sheared)
  }
}

extension PangoTextSystem {
  /// What a fontconfig font name resolves to in this text system's configuration.
  /// - Complexity: O(fonts the configuration holds).
  func resolvedFont(named name: String) -> ResolvedFont? {
    ResolvedFont(name: name, config: pango_fc_font_map_get_config(fontMap))
  }
}
