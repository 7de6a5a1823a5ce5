import CCairo
import Foundation
import TrellisUI

extension PangoTextSystem {
  /// Where a text system's fonts and font settings come from.
  public enum FontSource: Hashable, Sendable {
    /// Only `ProjectFonts.files`, with `ProjectFonts.configuration`'s fixed rendering settings: the
    /// same pixels on every machine, whatever else is installed and whatever the user prefers.
    case project
    /// The machine's fontconfig setup: every installed and user font, with the user's settings.
    case system
  }

  /// Gives `fontMap` the project's configuration when `fonts` is `.project`; returns the source in use.
  ///
  /// A problem (missing fonts, no fonts at all) goes to standard error with the fix; with no project
  /// font installed the map keeps fontconfig's default configuration and the source is `.system`.
  static func configure(_ fontMap: OpaquePointer, for fonts: FontSource) -> FontSource {
    guard fonts == .project else { return .system }
    let (config, problem) = makeProjectConfiguration()
    if let problem {
      let fallback = config == nil ? "; using the system's fonts" : ""
      FileHandle.standardError.write(
        Data("PangoTextSystem: \(problem)\(fallback); run scripts/install-dependencies\n".utf8))
    }
    guard let config else { return .system }
    // The font map takes its own reference.
    pango_fc_font_map_set_config(fontMap, config)
    FcConfigDestroy(config)
    return .project
  }

  /// A fontconfig configuration made from `ProjectFonts.configuration(admitting: files)` alone, holding
  /// those of `files` that are installed, or nil (and a message) when fontconfig rejects it or none is.
  /// - Complexity: O(files): fontconfig reads each one (no cache is read or written).
  static func makeProjectConfiguration(admitting files: [ProjectFonts.File] = ProjectFonts.files) -> (
    config: OpaquePointer?, problem: String?
  ) {
    guard let config = FcConfigCreate() else { return (nil, "FcConfigCreate failed") }
    // A sysroot from FONTCONFIG_SYSROOT would move every admitted path.
    FcConfigSetSysRoot(config, nil)
    let xml = ProjectFonts.configuration(admitting: files)
    guard FcConfigParseAndLoadFromMemory(config, xml, 1) != 0, FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      return (nil, "fontconfig rejected ProjectFonts.configuration")
    }
    let missing = files.filter { FcConfigAppFontAddFile(config, $0.path) == 0 }
    if missing.count == files.count {
      FcConfigDestroy(config)
      return (nil, "none of the project's fonts is installed")
    }
    let packages = Set(missing.map(\.package)).sorted()
    let problem =
      missing.isEmpty
      ? nil
      : "missing \(missing.map(\.path).joined(separator: ", ")) (Debian packages \(packages.joined(separator: ", ")))"
    return (config, problem)
  }

  /// The font files this text system's font map can choose from, sorted by path.
  /// - Complexity: O(fonts the configuration holds).
  public var fontFiles: [String] { Self.fontFiles(of: pango_fc_font_map_get_config(fontMap)) }

  /// The files of the system and application font sets of `config` (nil: fontconfig's current one).
  static func fontFiles(of config: OpaquePointer?) -> [String] {
    var files: Set<String> = []
    for set in [FcSetSystem, FcSetApplication] {
      guard let fonts = FcConfigGetFonts(config, set)?.pointee else { continue }
      for index in 0..<Int(fonts.nfont) {
        var file: UnsafeMutablePointer<FcChar8>?
        guard let pattern = fonts.fonts[index], FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch,
          let file
        else { continue }
        files.insert(String(cString: file))
      }
    }
    return files.sorted()
  }

  /// The families of the fonts pango chose for each run of a block's text, in order, repeats merged.
  /// - Complexity: O(length of the text).
  func fontFamilies(for block: TextBlock) -> [String] {
    let shaped = layout(for: block, width: nil)
    guard let iterator = pango_layout_get_iter(shaped.layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var families: [String] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font,
        let description = pango_font_describe(font)
      else { continue }
      defer { pango_font_description_free(description) }
      let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
      if families.last != family { families.append(family) }
    } while pango_layout_iter_next_run(iterator) != 0
    return families
  }
}
