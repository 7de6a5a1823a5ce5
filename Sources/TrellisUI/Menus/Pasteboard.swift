import Foundation

/// Where cut and copied data waits to be pasted: strings and images in items of typed values
/// (`UIPasteboard`).
///
/// `Pasteboard.general` is the system clipboard when the host installed a `backend` (the SDL host does:
/// text only, as SDL 2 carries no images), and memory otherwise. Every write counts one change in
/// `changeCount` and puts the text of the items (one line per string) on the system clipboard; every read
/// first looks at the system clipboard, and text that another program put there since replaces the
/// items as one string item, counting one change.
@MainActor public final class Pasteboard {
  /// The type identifier of string values (`UIPasteboard.typeListString`'s first entry).
  nonisolated public static let stringType = "public.utf8-plain-text"
  /// The type identifier of image values (Trellis keeps `Image` objects under it).
  nonisolated public static let imageType = "public.image"
  /// The type identifiers that hold strings (`typeListString`).
  nonisolated public static let typeListString = [stringType, "public.plain-text", "public.text"]
  /// The type identifiers that hold images (`typeListImage`).
  nonisolated public static let typeListImage = [imageType, "public.png", "public.jpeg"]

  /// The system-wide pasteboard (`UIPasteboard.general`).
  public static let general = Pasteboard()

  /// The system clipboard, if any; setting one reads it at the next access.
  public var backend: (any PasteboardBackend)? {
    didSet { lastSystemText = nil }
  }

  private var storedItems: [[String: Any]] = []
  private var storedChangeCount = 0
  /// The system clipboard's text as this pasteboard last wrote or read it.
  private var lastSystemText: String?

  /// Creates a pasteboard of its own (Trellis: for tests and private use), optionally on a backend.
  public init(backend: (any PasteboardBackend)? = nil) { self.backend = backend }

  // MARK: Items

  /// The items, each a dictionary from type identifier to value (`items`); setting replaces them.
  public var items: [[String: Any]] {
    get {
      synchronize()
      return storedItems
    }
    set { setItems(newValue) }
  }

  /// Replaces the items (`setItems(_:options:)`; Trellis has no options).
  /// - Complexity: O(items).
  public func setItems(_ items: [[String: Any]]) {
    synchronize()
    storedItems = items
    storedChangeCount += 1
    let text = Self.strings(in: items).joined(separator: "\n")
    let systemText: String? = text.isEmpty ? nil : text
    lastSystemText = systemText
    backend?.writeText(systemText)
  }

  /// Appends items (`addItems(_:)`).
  /// - Complexity: O(items).
  public func addItems(_ items: [[String: Any]]) { setItems(self.items + items) }

  /// The number of times the contents changed, here or, through the backend, in other programs (`changeCount`).
  public var changeCount: Int {
    synchronize()
    return storedChangeCount
  }

  /// The number of items (`numberOfItems`).
  public var numberOfItems: Int { items.count }

  // MARK: Strings and images

  /// The first item's string (`string`); setting replaces the items with one string item, nil empties them.
  public var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// Every item's string, nil when none has one (`strings`); setting makes one item per string.
  public var strings: [String]? {
    get {
      let found = Self.strings(in: items)
      return found.isEmpty ? nil : found
    }
    set { setItems((newValue ?? []).map { [Self.stringType: $0] }) }
  }

  /// The first item's image (`image`); setting replaces the items with one image item, nil empties them.
  public var image: Image? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// Every item's image, nil when none has one (`images`); setting makes one item per image.
  public var images: [Image]? {
    get {
      let found = items.compactMap { item in Self.typeListImage.lazy.compactMap { item[$0] as? Image }.first }
      return found.isEmpty ? nil : found
    }
    set { setItems((newValue ?? []).map { [Self.imageType: $0] }) }
  }

  /// Whether some item holds a string (`hasStrings`).
  public var hasStrings: Bool { strings != nil }
  /// Whether some item holds an image (`hasImages`).
  public var hasImages: Bool { images != nil }

  // MARK: System clipboard

  /// Takes text another program put on the system clipboard since the last look as the new contents.
  private func synchronize() {
    guard let backend else { return }
    let text = backend.readText().flatMap { $0.isEmpty ? nil : $0 }
    guard text != lastSystemText else { return }
    lastSystemText = text
    storedItems = text.map { [[Self.stringType: $0]] } ?? []
    storedChangeCount += 1
  }

  private static func strings(in items: [[String: Any]]) -> [String] {
    items.compactMap { item in typeListString.lazy.compactMap { item[$0] as? String }.first }
  }
}
