import Foundation

/// The fonts Trellis renders with by default: exactly the files of the Debian font packages that
/// `scripts/install-dependencies` installs, so text looks the same on every machine.
///
/// Fonts are admitted file by file, not by directory: `fonts-dejavu-extra` (pulled in by other
/// packages, such as Java) installs its oblique and condensed faces into the same directory as
/// `fonts-dejavu-core`, and must not change what a label looks like.
public enum ProjectFonts {
  /// One admitted font file.
  public struct File: Hashable, Sendable {
    /// The absolute path of the font file.
    public let path: String
    /// The family name fontconfig reports for it.
    public let family: String
    /// The Debian package that installs it.
    public let package: String
  }

  /// The admitted font files: DejaVu Sans, Sans Mono and Serif (regular and bold) for Latin, Greek and
  /// Cyrillic text, and Motoya L Cedar, a 1.9 MB Japanese font, for kana and kanji.
  public static let files: [File] = {
    let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    let dejaVuFiles = [
      ("DejaVuSans.ttf", "DejaVu Sans"), ("DejaVuSans-Bold.ttf", "DejaVu Sans"),
      ("DejaVuSansMono.ttf", "DejaVu Sans Mono"), ("DejaVuSansMono-Bold.ttf", "DejaVu Sans Mono"),
      ("DejaVuSerif.ttf", "DejaVu Serif"), ("DejaVuSerif-Bold.ttf", "DejaVu Serif"),
    ].map { File(path: dejaVu + $0.0, family: $0.1, package: "fonts-dejavu-core") }
    let motoya = File(
      path: "/usr/share/fonts/truetype/motoya-l-cedar/MTLc3m.ttf", family: japaneseFamilyName,
      package: "fonts-motoya-l-cedar")
    return dejaVuFiles + [motoya]
  }()

  /// The family of the Japanese font, the last fallback for every family.
  public static let japaneseFamilyName = "MotoyaLCedar"

  /// The admitted families, in fallback order.
  public static var families: [String] {
    var seen: [String] = []
    for file in files where !seen.contains(file.family) { seen.append(file.family) }
    return seen
  }

  /// The admitted files that are not on this machine (empty after `scripts/install-dependencies`).
  /// - Complexity: O(files), one `stat` each.
  public static var missingFiles: [File] {
    files.filter { !FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The fontconfig configuration of the project's text system, as XML; the text system adds the
  /// admitted files to it one by one.
  ///
  /// It names no font directory and includes no other configuration (no system or user `fonts.conf`,
  /// no `~/.fonts`, no cache directory), and accepts only the admitted files should anything add more;
  /// it names fonts in English whatever the locale (fontconfig reads `LANG` for that);
  /// it maps the generic families to DejaVu, makes every family fall back to DejaVu Sans and then the
  /// Japanese font, fixes the rendering settings (greyscale antialiasing, no hinting, no subpixel
  /// order, no embedded bitmaps) whatever a user prefers, and slants or emboldens a regular face when
  /// no italic or bold one is admitted.
  public static let configuration = configuration(admitting: files)

  /// The configuration for a list of admitted files (`configuration` is this for `files`).
  /// - Complexity: O(files).
  static func configuration(admitting files: [File]) -> String {
    let accepted = files.map { "      <glob>\($0.path)</glob>" }.joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
      <fontconfig>
        <selectfont>
          <acceptfont>
      \(accepted)
          </acceptfont>
          <rejectfont><glob>*</glob></rejectfont>
        </selectfont>
      \(genericFamilies)
        <match target="pattern">
          <edit name="familylang" mode="assign" binding="strong"><string>en</string></edit>
          <edit name="stylelang" mode="assign" binding="strong"><string>en</string></edit>
          <edit name="fullnamelang" mode="assign" binding="strong"><string>en</string></edit>
        </match>
        <match target="pattern">
          <edit name="family" mode="append_last" binding="weak">
            <string>DejaVu Sans</string><string>\(japaneseFamilyName)</string>
          </edit>
        </match>
      \(renderingSettings)
      \(syntheticStyles)
      </fontconfig>
      """
  }

  /// Generic and well-known family names resolved to the admitted families.
  private static let genericFamilies = [
    ("sans-serif", "DejaVu Sans"), ("sans", "DejaVu Sans"), ("system-ui", "DejaVu Sans"),
    ("serif", "DejaVu Serif"), ("monospace", "DejaVu Sans Mono"), ("mono", "DejaVu Sans Mono"),
  ].map { generic, family in
    "  <alias binding=\"same\"><family>\(generic)</family><prefer><family>\(family)</family></prefer></alias>"
  }.joined(separator: "\n")

  /// The same rendering settings for every font, assigned over whatever a pattern asks for.
  private static let renderingSettings = [
    ("antialias", "<bool>true</bool>"), ("hinting", "<bool>false</bool>"), ("autohint", "<bool>false</bool>"),
    ("hintstyle", "<const>hintnone</const>"), ("rgba", "<const>none</const>"),
    ("lcdfilter", "<const>lcdnone</const>"), ("embeddedbitmap", "<bool>false</bool>"),
  ].map { name, value in
    "  <match target=\"font\"><edit name=\"\(name)\" mode=\"assign\" binding=\"strong\">\(value)</edit></match>"
  }.joined(separator: "\n")

  /// A regular face stands in for a missing italic (slanted by a shear of 0.2) or bold (emboldened).
  private static let syntheticStyles = """
      <match target="font">
        <test name="slant" compare="eq"><const>roman</const></test>
        <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
        <edit name="matrix" mode="assign">
          <times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
        </edit>
        <edit name="slant" mode="assign"><const>oblique</const></edit>
      </match>
      <match target="font">
        <test name="weight" compare="less_eq"><const>medium</const></test>
        <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
        <edit name="embolden" mode="assign"><bool>true</bool></edit>
        <edit name="weight" mode="assign"><const>bold</const></edit>
      </match>
    """
}
