import Foundation

/// A font: a family, a size in points and a weight, with `UIFont`'s constructors.
///
/// Fonts are values; metrics (line height, ascender) come from the installed `TextSystem`, so they
/// are exact when the cairo/pango renderer is installed and approximate in the bare core.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  /// A font weight on the 100…900 scale of CSS and `UIFont.Weight`'s ordering.
  public struct Weight: Hashable, Sendable, Comparable {
    /// The numeric weight, 100 (thin) … 900 (black).
    public var value: Int
    /// Creates a weight.
    public init(_ value: Int) { self.value = value }
    /// Ultra-light (100).
    public static let ultraLight = Weight(100)
    /// Thin (200).
    public static let thin = Weight(200)
    /// Light (300).
    public static let light = Weight(300)
    /// Regular (400).
    public static let regular = Weight(400)
    /// Medium (500).
    public static let medium = Weight(500)
    /// Semibold (600).
    public static let semibold = Weight(600)
    /// Bold (700).
    public static let bold = Weight(700)
    /// Heavy (800).
    public static let heavy = Weight(800)
    /// Black (900).
    public static let black = Weight(900)
    /// Orders weights by value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
  }

  /// The family name, as fontconfig knows it (for example "DejaVu Sans").
  public var familyName: String
  /// The size in points.
  public var pointSize: CGFloat
  /// The weight.
  public var weight: Weight
  /// Whether the font is italic.
  public var isItalic: Bool

  /// The family used for the system font: DejaVu Sans, shipped by Debian and metrically stable.
  public static let systemFamilyName = "DejaVu Sans"
  /// The family used for the monospaced system font.
  public static let monospacedFamilyName = "DejaVu Sans Mono"

  /// Creates a font from a family name and size (`UIFont(name:size:)`).
  public init(name: String, size: CGFloat, weight: Weight = .regular, italic: Bool = false) {
    familyName = name
    pointSize = size
    self.weight = weight
    isItalic = italic
  }

  /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(name: systemFamilyName, size: size, weight: weight)
  }

  /// The bold system font at a size (`UIFont.boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: CGFloat) -> Font { systemFont(ofSize: size, weight: .bold) }

  /// The italic system font at a size (`UIFont.italicSystemFont(ofSize:)`).
  public static func italicSystemFont(ofSize size: CGFloat) -> Font {
    Font(name: systemFamilyName, size: size, italic: true)
  }

  /// The monospaced system font (`UIFont.monospacedSystemFont(ofSize:weight:)`).
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
    Font(name: monospacedFamilyName, size: size, weight: weight)
  }

  /// The default font size of labels, 17 pt as on iOS.
  public static let labelFontSize: CGFloat = 17

  /// The same font at another size (`withSize(_:)`).
  public func withSize(_ size: CGFloat) -> Font {
    var copy = self
    copy.pointSize = size
    return copy
  }

  /// The distance between baselines of consecutive lines, from the text system.
  @MainActor public var lineHeight: CGFloat { TextSystems.current.metrics(of: self).lineHeight }
  /// The distance from the baseline to the top of the tallest glyphs, from the text system.
  @MainActor public var ascender: CGFloat { TextSystems.current.metrics(of: self).ascender }
  /// The (negative) distance from the baseline to the bottom of the lowest glyphs, from the text system.
  @MainActor public var descender: CGFloat { TextSystems.current.metrics(of: self).descender }

  /// A description such as `DejaVu Sans 17 bold`.
  public var description: String {
    var text = "\(familyName) \(pointSize)"
    if weight != .regular { text += " w\(weight.value)" }
    if isItalic { text += " italic" }
    return text
  }
}
