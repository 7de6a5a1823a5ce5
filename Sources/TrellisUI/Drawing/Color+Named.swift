import Foundation

extension Color {
  /// Black.
  public static let black = Color(white: 0)
  /// Dark grey (one third white).
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Light grey (two thirds white).
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// White.
  public static let white = Color(white: 1)
  /// Grey (half white).
  public static let gray = Color(white: 0.5)
  /// Pure red.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Pure green.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Pure blue.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)

  /// iOS system blue (light appearance).
  public static let systemBlue = Color(rgb: 0x007AFF)
  /// iOS system green.
  public static let systemGreen = Color(rgb: 0x34C759)
  /// iOS system indigo.
  public static let systemIndigo = Color(rgb: 0x5856D6)
  /// iOS system orange.
  public static let systemOrange = Color(rgb: 0xFF9500)
  /// iOS system pink.
  public static let systemPink = Color(rgb: 0xFF2D55)
  /// iOS system purple.
  public static let systemPurple = Color(rgb: 0xAF52DE)
  /// iOS system red.
  public static let systemRed = Color(rgb: 0xFF3B30)
  /// iOS system teal.
  public static let systemTeal = Color(rgb: 0x30B0C7)
  /// iOS system yellow.
  public static let systemYellow = Color(rgb: 0xFFCC00)
  /// iOS system grey.
  public static let systemGray = Color(rgb: 0x8E8E93)
  /// iOS system grey 2.
  public static let systemGray2 = Color(rgb: 0xAEAEB2)
  /// iOS system grey 4.
  public static let systemGray4 = Color(rgb: 0xD1D1D6)
  /// iOS system grey 5.
  public static let systemGray5 = Color(rgb: 0xE5E5EA)
  /// iOS system grey 6.
  public static let systemGray6 = Color(rgb: 0xF2F2F7)
  /// The primary text colour.
  public static let label = Color(white: 0)
  /// The secondary text colour.
  public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  /// The tertiary text colour.
  public static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// The colour of placeholder text in text fields (`placeholderText`, light grey: 60, 60, 67 at 30%).
  public static let placeholderText = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// The background of a plain screen.
  public static let systemBackground = Color(white: 1)
  /// The background of a grouped screen.
  public static let systemGroupedBackground = Color(rgb: 0xF2F2F7)
  /// The background of content layered on a plain screen (`secondarySystemBackground`, light: F2F2F7).
  public static let secondarySystemBackground = Color(rgb: 0xF2F2F7)
  /// The background of content layered on secondary content (`tertiarySystemBackground`, light: white).
  public static let tertiarySystemBackground = Color(white: 1)
  /// The background of content on a grouped screen, such as an inset grouped list's rows
  /// (`secondarySystemGroupedBackground`, light: white).
  public static let secondarySystemGroupedBackground = Color(white: 1)
  /// The background of content layered on grouped content (`tertiarySystemGroupedBackground`, light: F2F2F7).
  public static let tertiarySystemGroupedBackground = Color(rgb: 0xF2F2F7)
  /// iOS system grey 3.
  public static let systemGray3 = Color(rgb: 0xC7C7CC)
  /// The opaque separator colour (`opaqueSeparator`, light: C6C6C8).
  public static let opaqueSeparator = Color(rgb: 0xC6C6C8)
  /// The thin separator colour.
  public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
  /// The tint colour of controls by default.
  public static let tintColor = systemBlue
}
