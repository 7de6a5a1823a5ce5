import Foundation

/// The uniform type identifiers Trellis's item providers know, and which conforms to which.
///
/// A small fixed tree stands in for Apple's `UTType` (not on Linux): `public.png` and `public.jpeg`
/// conform to `public.image`, the plain-text types to `public.text`, `public.file-url` to `public.url`,
/// and everything to `public.data` and `public.item`. Unknown identifiers conform only to themselves,
/// `public.data` and `public.item`.
public enum TypeIdentifier {
  /// Plain text in UTF-8 (`UTType.utf8PlainText`).
  public static let utf8PlainText = "public.utf8-plain-text"
  /// Plain text (`UTType.plainText`).
  public static let plainText = "public.plain-text"
  /// Any text (`UTType.text`).
  public static let text = "public.text"
  /// A PNG image (`UTType.png`).
  public static let png = "public.png"
  /// A JPEG image (`UTType.jpeg`).
  public static let jpeg = "public.jpeg"
  /// Any image (`UTType.image`).
  public static let image = "public.image"
  /// A URL (`UTType.url`).
  public static let url = "public.url"
  /// A file URL (`UTType.fileURL`).
  public static let fileURL = "public.file-url"
  /// Any bytes (`UTType.data`).
  public static let data = "public.data"
  /// Anything (`UTType.item`).
  public static let item = "public.item"

  private static let parents: [String: String] = [
    utf8PlainText: plainText, plainText: text, text: data, png: image, jpeg: image, image: data,
    fileURL: url, url: data, data: item,
  ]

  /// Whether `identifier` is `other` or a descendant of it (`UTType.conforms(to:)`).
  /// - Complexity: O(depth of the tree), at most 5 steps.
  public static func conforms(_ identifier: String, to other: String) -> Bool {
    if identifier == other || other == item { return true }
    if other == data { return identifier != item }
    var current = identifier
    while let parent = parents[current] {
      if parent == other { return true }
      current = parent
    }
    return false
  }

  /// The identifier for a file's name extension: `png`, `jpg`/`jpeg`, `txt`; `public.data` otherwise.
  public static func forFileExtension(_ pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "png": png
    case "jpg", "jpeg": jpeg
    case "txt", "text": plainText
    default: data
    }
  }
}
