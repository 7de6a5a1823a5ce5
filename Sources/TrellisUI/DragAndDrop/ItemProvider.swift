import Foundation

/// Data or values carried by a drag, a drop or the pasteboard, in one or more type representations
/// (`NSItemProvider`).
///
/// Representations are registered from values (`init(object:)`, `registerObject(_:visibility:)`), from a
/// file (`init(contentsOf:)`: the file's type by its name extension, and its file URL) or as data
/// loaders (`registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`). Loading runs the
/// loader and calls the completion handler before returning (Trellis's representations are in memory
/// or local files; UIKit calls it later on a background queue, so code that hops to the main queue
/// works either way).
@MainActor public final class ItemProvider {
  /// Who may see a registered representation (`NSItemProviderRepresentationVisibility`).
  public enum RepresentationVisibility: Sendable {
    /// Every process.
    case all
    /// Only the process that registered it.
    case ownProcess
    /// Only processes of the same team (treated as `ownProcess` on Linux).
    case team
    /// Only the registering group (treated as `ownProcess` on Linux).
    case group
  }

  private struct Representation {
    let typeIdentifier: String
    let visibility: RepresentationVisibility
    let load: () throws -> Data
  }

  private var representations: [Representation] = []

  /// A name for the item, for example a file's name without its extension (`suggestedName`).
  public var suggestedName: String?

  /// Creates a provider with no representations (`init()`).
  public init() {}

  /// Creates a provider offering a value in each type its class writes (`init(object:)`).
  public convenience init(object: any ItemProviderWriting) {
    self.init()
    registerObject(object, visibility: .all)
  }

  /// Creates a provider for a file: its contents as the type its name extension says, and its file URL
  /// (`init(contentsOf:)`); nil when `fileURL` isn't a file URL.
  public convenience init?(contentsOf fileURL: URL) {
    guard fileURL.isFileURL else { return nil }
    self.init()
    let path = fileURL.path
    suggestedName = fileURL.deletingPathExtension().lastPathComponent
    registerDataRepresentation(
      forTypeIdentifier: TypeIdentifier.forFileExtension(fileURL.pathExtension), visibility: .all
    ) {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ItemProviderError.unreadableFile(path: path)
      }
      return data
    }
    registerObject(fileURL, visibility: .all)
  }

  /// Adds the value's representations: each type its class writes that the value can give out
  /// (`registerObject(_:visibility:)`).
  /// - Complexity: O(t) calls of `itemProviderData` for the class's t writable types.
  public func registerObject(_ object: any ItemProviderWriting, visibility: RepresentationVisibility) {
    for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
      guard (try? object.itemProviderData(forTypeIdentifier: identifier)) != nil else { continue }
      registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) {
        try object.itemProviderData(forTypeIdentifier: identifier)
      }
    }
  }

  /// Adds a representation made by a loader when asked (`registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`,
  /// synchronous in Trellis).
  public func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
    loadHandler: @escaping () throws -> Data
  ) {
    representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
  }

  /// The registered type identifiers, in registration order (`registeredTypeIdentifiers`).
  /// - Complexity: O(r) for r representations.
  public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

  /// Whether a registered type conforms to `typeIdentifier` (`hasItemConformingToTypeIdentifier(_:)`).
  /// - Complexity: O(r).
  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representations.contains { TypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier) }
  }

  /// Whether a value of `aClass` can be made from a registered representation (`canLoadObject(ofClass:)`).
  /// - Complexity: O(r · t).
  public func canLoadObject(ofClass aClass: any ItemProviderReading.Type) -> Bool {
    representation(readableBy: aClass) != nil
  }

  /// Makes a value of `aClass` from the first representation it reads and passes it, or the error, to
  /// `completionHandler` before returning (`loadObject(ofClass:completionHandler:)`); the progress is complete.
  /// - Complexity: O(r · t) plus the loader's cost.
  @discardableResult public func loadObject<T: ItemProviderReading>(
    ofClass aClass: T.Type, completionHandler: (T?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    defer { progress.completedUnitCount = 1 }
    guard let representation = representation(readableBy: aClass) else {
      completionHandler(
        nil, ItemProviderError.noMatchingRepresentation(requested: "\(T.self)", registered: registeredTypeIdentifiers))
      return progress
    }
    do {
      let data = try representation.load()
      completionHandler(try T.object(withItemProviderData: data, typeIdentifier: representation.typeIdentifier), nil)
    } catch {
      completionHandler(nil, error)
    }
    return progress
  }

  /// The bytes of the first representation conforming to `typeIdentifier`, or the error, passed to the
  /// handler before returning (`loadDataRepresentation(forTypeIdentifier:completionHandler:)`).
  /// - Complexity: O(r) plus the loader's cost.
  @discardableResult public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: (Data?, (any Error)?) -> Void
  ) -> Progress {
    let progress = Progress(totalUnitCount: 1)
    defer { progress.completedUnitCount = 1 }
    guard
      let representation = representations.first(where: {
        TypeIdentifier.conforms($0.typeIdentifier, to: typeIdentifier)
      })
    else {
      completionHandler(
        nil,
        ItemProviderError.noMatchingRepresentation(requested: typeIdentifier, registered: registeredTypeIdentifiers))
      return progress
    }
    do { completionHandler(try representation.load(), nil) } catch { completionHandler(nil, error) }
    return progress
  }

  /// The first representation (in the class's order of preference) the class reads.
  private func representation(readableBy aClass: any ItemProviderReading.Type) -> Representation? {
    for readable in aClass.readableTypeIdentifiersForItemProvider {
      if let match = representations.first(where: { TypeIdentifier.conforms($0.typeIdentifier, to: readable) }) {
        return match
      }
    }
    return nil
  }
}
