import Foundation

/// A few plain `LayoutAttributes` objects that are handed out again once nobody else holds them: the
/// attributes a batch update hands its layout (`attributesShownBeforeUpdate(ofAppearingElement:)`,
/// `attributesShown(ofDisappearingElement:)`) are asked for one element at a time and let go of before
/// the next, so a handful of objects serves every update once warm (no allocation per element).
///
/// An object is reused only while the spares hold its one strong reference: a layout that keeps what it
/// was given keeps it unchanged, and the spares make a new object in its place.
@MainActor final class LayoutAttributesSpares {
  /// The spares, reused round-robin.
  private var objects: [LayoutAttributes] = []
  /// Where the next search starts.
  private var next = 0
  /// How many objects are kept at most.
  private let capacity: Int

  /// Creates empty spares that keep at most `capacity` objects.
  init(capacity: Int = 8) {
    self.capacity = max(1, capacity)
  }

  /// How many objects are kept (for tests).
  var count: Int { objects.count }

  /// Plain attributes for `key` as `init(forCellWith:)` and its kin make them (zero frame): a spare that
  /// nobody else holds, reset, else a new object kept as a spare in place of the one looked at last.
  /// - Complexity: O(capacity).
  func attributes(for key: ElementKey) -> LayoutAttributes {
    for _ in 0..<objects.count {
      let index = next
      next = (next + 1) % objects.count
      if isKnownUniquelyReferenced(&objects[index]) {
        let attributes = objects[index]
        attributes.reset(category: key.category, kind: key.kind, indexPath: key.indexPath, frame: .zero, zIndex: 0)
        return attributes
      }
    }
    let made = LayoutAttributes.plain(for: key)
    if objects.count < capacity {
      objects.append(made)
    } else {
      objects[next] = made
      next = (next + 1) % objects.count
    }
    return made
  }
}
