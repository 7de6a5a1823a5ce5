import Foundation

/// A value an item provider can give out as data (`NSItemProviderWriting`).
///
/// Trellis's shape: a protocol any type may adopt (strings and URLs are structs), and a synchronous
/// `itemProviderData(forTypeIdentifier:)` instead of `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`:
/// every representation an app registers is in memory or in a local file.
public protocol ItemProviderWriting {
  /// The type identifiers this type writes, the richest first (`writableTypeIdentifiersForItemProvider`).
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// The value's data for one of its writable type identifiers; throws when it can't be made.
  func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data
}

/// A type an item provider can make from data (`NSItemProviderReading`).
public protocol ItemProviderReading {
  /// The type identifiers this type reads, the richest first (`readableTypeIdentifiersForItemProvider`).
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Makes a value from data of one of the readable type identifiers (`object(withItemProviderData:typeIdentifier:)`).
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why an item provider could not give out or make a value.
public enum ItemProviderError: Error, Equatable, CustomStringConvertible {
  /// The provider has no representation the requested type reads.
  case noMatchingRepresentation(requested: String, registered: [String])
  /// The data could not be turned into the requested type.
  case undecodableData(type: String, typeIdentifier: String, byteCount: Int)
  /// A file URL's contents could not be read.
  case unreadableFile(path: String)

  /// A sentence naming the problem and the numbers.
  public var description: String {
    switch self {
    case .noMatchingRepresentation(let requested, let registered):
      "ItemProvider: no representation readable as \(requested) (registered: \(registered.joined(separator: ", ")))"
    case .undecodableData(let type, let typeIdentifier, let byteCount):
      "ItemProvider: \(byteCount) bytes of \(typeIdentifier) are not a valid \(type)"
    case .unreadableFile(let path):
      "ItemProvider: could not read the file \(path)"
    }
  }
}

extension String: ItemProviderWriting, ItemProviderReading {
  /// Plain text in UTF-8.
  public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.utf8PlainText] }
  /// Plain text in UTF-8 (any plain-text representation is read as UTF-8).
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.utf8PlainText, TypeIdentifier.plainText]
  }
  /// The UTF-8 bytes.
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data { Data(utf8) }
  /// The text decoded as UTF-8; invalid UTF-8 throws.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
    guard let text = String(data: data, encoding: .utf8) else {
      throw ItemProviderError.undecodableData(type: "String", typeIdentifier: typeIdentifier, byteCount: data.count)
    }
    return text
  }
}

extension URL: ItemProviderWriting, ItemProviderReading {
  /// A file URL for files, a URL otherwise.
  public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.fileURL, TypeIdentifier.url] }
  /// File URLs and URLs.
  public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.fileURL, TypeIdentifier.url] }
  /// The absolute string in UTF-8.
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data { Data(absoluteString.utf8) }
  /// The URL the UTF-8 string names; anything else throws.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
    guard let text = String(data: data, encoding: .utf8), let url = URL(string: text) else {
      throw ItemProviderError.undecodableData(type: "URL", typeIdentifier: typeIdentifier, byteCount: data.count)
    }
    return url
  }
}

extension Image: ItemProviderWriting, ItemProviderReading {
  /// An encoded image's own format (PNG or JPEG); other images can't be written without a renderer.
  public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.png, TypeIdentifier.jpeg] }
  /// PNG and JPEG.
  public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.png, TypeIdentifier.jpeg] }
  /// The encoded bytes for the image's own format; another format, or a bitmap or drawn image, throws (encoding needs the renderer, in TrellisCairo).
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
    guard case .encoded(let data) = source else {
      throw ItemProviderError.noMatchingRepresentation(requested: typeIdentifier, registered: [])
    }
    let isPNG = data.first == 0x89
    guard typeIdentifier == (isPNG ? TypeIdentifier.png : TypeIdentifier.jpeg) else {
      throw ItemProviderError.noMatchingRepresentation(
        requested: typeIdentifier, registered: [isPNG ? TypeIdentifier.png : TypeIdentifier.jpeg])
    }
    return data
  }
  /// An image from PNG or JPEG bytes (`Image(data:)`); other bytes throw.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    guard let image = Self(data: data) else {
      throw ItemProviderError.undecodableData(type: "Image", typeIdentifier: typeIdentifier, byteCount: data.count)
    }
    return image
  }
}

extension NSString: ItemProviderWriting {
  /// Plain text in UTF-8, so `ItemProvider(object: text as NSString)` (UIKit's idiom) offers a string.
  public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifier.utf8PlainText] }
  /// The UTF-8 bytes.
  public func itemProviderData(forTypeIdentifier typeIdentifier: String) throws -> Data {
    Data(String(describing: self).utf8)
  }
}
