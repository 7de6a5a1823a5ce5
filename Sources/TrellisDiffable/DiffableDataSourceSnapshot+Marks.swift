import Foundation

extension DiffableDataSourceSnapshot {
  /// Marks items to be reloaded at apply: new cells from the provider (`reloadItems(_:)`).
  ///
  /// The given values replace the stored ones (Trellis: an identifier whose equality looks only at an ID
  /// brings its new content to the provider; UIKit keeps the old value). Refused as a whole when an
  /// identifier is absent ("Attempted to reload item identifier that does not exist in the snapshot").
  /// - Complexity: O(k + marks).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    if let absent = identifiers.first(where: { !storage.contains($0) }) {
      return report(.reloadOfAbsentItem("\(absent)"))
    }
    replaceStoredValues(with: identifiers)
    Self.mark(identifiers, in: &storage.reloadedItems)
  }

  /// Marks items to be reconfigured at apply: the provider runs again on their existing cells
  /// (`reconfigureItems(_:)`).
  ///
  /// The given values replace the stored ones, as for `reloadItems(_:)`. Refused as a whole when an
  /// identifier is absent ("Attempted to reconfigure item identifier that does not exist in the snapshot").
  /// - Complexity: O(k + marks).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    if let absent = identifiers.first(where: { !storage.contains($0) }) {
      return report(.reconfigureOfAbsentItem("\(absent)"))
    }
    replaceStoredValues(with: identifiers)
    Self.mark(identifiers, in: &storage.reconfiguredItems)
  }

  /// Stores the given values in place of the equal ones the snapshot holds.
  /// - Complexity: O(k).
  mutating func replaceStoredValues(with identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      if let position = storage.position(of: identifier) { storage.items[position] = identifier }
    }
  }

  /// Marks sections to be reloaded at apply (`reloadSections(_:)`).
  ///
  /// Refused as a whole when an identifier is absent.
  /// - Complexity: O(k + marks).
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    if let absent = identifiers.first(where: { storage.sectionIndex[$0] == nil }) {
      return report(.reloadOfAbsentSection("\(absent)"))
    }
    Self.mark(identifiers, in: &storage.reloadedSections)
  }

  /// Appends the identifiers not yet in `marks`, in order.
  /// - Complexity: O(k + marks).
  static func mark<Identifier: Hashable>(_ identifiers: [Identifier], in marks: inout [Identifier]) {
    var seen = Set(marks)
    for identifier in identifiers where seen.insert(identifier).inserted { marks.append(identifier) }
  }
}
