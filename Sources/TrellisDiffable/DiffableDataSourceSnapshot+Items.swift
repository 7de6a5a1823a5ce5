import Foundation

extension DiffableDataSourceSnapshot {
  /// Appends items to a section, by default the last (`appendItems(_:toSection:)`).
  ///
  /// Items already in the snapshot move to the end of the section (as iOS 15+ does; reported as
  /// `existingItemIdentifiersMoved`). Refused: a repeated identifier in `identifiers`, no sections, an
  /// unknown section.
  /// - Complexity: O(k) for k identifiers appended to the last section; O(n) otherwise.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    guard checkUnique(identifiers) else { return }
    let section: Int
    if let sectionIdentifier {
      guard let index = storage.sectionIndex[sectionIdentifier] else {
        return report(.sectionIdentifierNotFound(call: "appendItems(_:toSection:)", identifier: "\(sectionIdentifier)"))
      }
      section = index
    } else {
      guard !storage.sections.isEmpty else { return report(.noSections) }
      section = storage.sections.count - 1
    }
    let removed = existingPositions(of: identifiers)
    if !removed.isEmpty { report(.existingItemIdentifiersMoved(count: removed.count)) }
    let end = storage.sectionStarts[section + 1]
    storage.splice(
      removing: removed, inserting: identifiers,
      at: end
        - SnapshotStorage<SectionIdentifierType, ItemIdentifierType>
        .count(of: removed, before: end), section: section)
  }

  /// Inserts items before an item, in that item's section (`insertItems(_:beforeItem:)`).
  ///
  /// Items already in the snapshot move there. Refused: a repeated identifier, an absent destination, a
  /// destination among the identifiers.
  /// - Complexity: O(n).
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType)
  {
    insertItems(identifiers, relativeTo: beforeIdentifier, after: false, call: "insertItems(_:beforeItem:)")
  }

  /// Inserts items after an item, in that item's section (`insertItems(_:afterItem:)`).
  ///
  /// Items already in the snapshot move there. Refused: a repeated identifier, an absent destination, a
  /// destination among the identifiers.
  /// - Complexity: O(n).
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    insertItems(identifiers, relativeTo: afterIdentifier, after: true, call: "insertItems(_:afterItem:)")
  }

  /// Deletes items; identifiers the snapshot doesn't have are ignored (`deleteItems(_:)`).
  /// - Complexity: O(n + k).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let removed = existingPositions(of: identifiers)
    storage.splice(removing: removed, inserting: [], at: 0, section: 0)
  }

  /// Deletes every item and every section (`deleteAllItems()`).
  public mutating func deleteAllItems() {
    storage = SnapshotStorage()
  }

  /// Moves an item before another, into that item's section (`moveItem(_:beforeItem:)`).
  ///
  /// Refused: either identifier absent, or both the same.
  /// - Complexity: O(n).
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
    moveItem(identifier, relativeTo: toIdentifier, after: false, call: "moveItem(_:beforeItem:)")
  }

  /// Moves an item after another, into that item's section (`moveItem(_:afterItem:)`).
  ///
  /// Refused: either identifier absent, or both the same.
  /// - Complexity: O(n).
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
    moveItem(identifier, relativeTo: toIdentifier, after: true, call: "moveItem(_:afterItem:)")
  }

  // MARK: Helpers

  /// Whether `identifiers` has no repeats; reports the repeated ones otherwise.
  /// - Complexity: O(k).
  mutating func checkUnique(_ identifiers: [ItemIdentifierType]) -> Bool {
    let repeated = Self.repeated(in: identifiers)
    if repeated.isEmpty { return true }
    report(.duplicateItemIdentifiers(repeated.map { "\($0)" }))
    return false
  }

  /// The identifiers that `identifiers` names more than once, each once, in order of their second mention.
  /// - Complexity: O(k).
  static func repeated<Identifier: Hashable>(in identifiers: [Identifier]) -> [Identifier] {
    if identifiers.count < 2 { return [] }
    var seen = Set<Identifier>(minimumCapacity: identifiers.count)
    var repeated: [Identifier] = []
    for identifier in identifiers where !seen.insert(identifier).inserted && !repeated.contains(identifier) {
      repeated.append(identifier)
    }
    return repeated
  }

  /// The sorted flat positions of those of `identifiers` that the snapshot has, without repeats.
  /// - Complexity: O(k log k).
  func existingPositions(of identifiers: [ItemIdentifierType]) -> [Int] {
    var positions: [Int] = []
    for identifier in identifiers {
      if let position = storage.position(of: identifier) { positions.append(position) }
    }
    if positions.count > 1 {
      positions.sort()
      var write = 1
      for read in 1..<positions.count where positions[read] != positions[write - 1] {
        positions[write] = positions[read]
        write += 1
      }
      positions.removeLast(positions.count - write)
    }
    return positions
  }

  /// Inserts items next to a destination item (both `insertItems` calls).
  mutating func insertItems(
    _ identifiers: [ItemIdentifierType], relativeTo destination: ItemIdentifierType, after: Bool, call: String
  ) {
    guard checkUnique(identifiers) else { return }
    guard let destinationPosition = storage.position(of: destination) else {
      return report(.itemIdentifierNotFound(call: call, identifier: "\(destination)"))
    }
    if identifiers.contains(destination) { return report(.destinationAmongInsertedIdentifiers("\(destination)")) }
    let removed = existingPositions(of: identifiers)
    if !removed.isEmpty { report(.existingItemIdentifiersMoved(count: removed.count)) }
    let section = storage.section(atFlatPosition: destinationPosition)
    let position =
      destinationPosition
      - SnapshotStorage<SectionIdentifierType, ItemIdentifierType>.count(
        of: removed, before: destinationPosition) + (after ? 1 : 0)
    storage.splice(removing: removed, inserting: identifiers, at: position, section: section)
  }

  /// Moves one item next to a destination item (both `moveItem` calls).
  mutating func moveItem(
    _ identifier: ItemIdentifierType, relativeTo destination: ItemIdentifierType, after: Bool, call: String
  ) {
    guard let from = storage.position(of: identifier) else {
      return report(.itemIdentifierNotFound(call: call, identifier: "\(identifier)"))
    }
    guard let to = storage.position(of: destination) else {
      return report(.itemIdentifierNotFound(call: call, identifier: "\(destination)"))
    }
    if identifier == destination { return report(.moveRelativeToItself("\(identifier)")) }
    let section = storage.section(atFlatPosition: to)
    let position = to - (from < to ? 1 : 0) + (after ? 1 : 0)
    storage.splice(removing: [from], inserting: [identifier], at: position, section: section)
  }
}
