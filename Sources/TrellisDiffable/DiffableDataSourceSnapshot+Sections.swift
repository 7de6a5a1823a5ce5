import Foundation

extension DiffableDataSourceSnapshot {
  /// Appends empty sections at the end (`appendSections(_:)`).
  ///
  /// Refused: a repeated identifier, or a section the snapshot already has.
  /// - Complexity: O(k).
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard checkNewSections(identifiers) else { return }
    for identifier in identifiers {
      storage.sectionIndex[identifier] = storage.sections.count
      storage.sections.append(identifier)
      storage.sectionStarts.append(storage.items.count)
    }
  }

  /// Inserts empty sections before a section (`insertSections(_:beforeSection:)`).
  ///
  /// Refused: a repeated identifier, a section the snapshot already has, an absent destination.
  /// - Complexity: O(S + k).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, relativeTo: toIdentifier, after: false, call: "insertSections(_:beforeSection:)")
  }

  /// Inserts empty sections after a section (`insertSections(_:afterSection:)`).
  ///
  /// Refused: a repeated identifier, a section the snapshot already has, an absent destination.
  /// - Complexity: O(S + k).
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, relativeTo: toIdentifier, after: true, call: "insertSections(_:afterSection:)")
  }

  /// Deletes sections with their items; identifiers the snapshot doesn't have are ignored (`deleteSections(_:)`).
  /// - Complexity: O(n log S + S).
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let deleted = Set(identifiers.filter { storage.sectionIndex[$0] != nil })
    if deleted.isEmpty { return }
    storage.arrangeSections(storage.sections.filter { !deleted.contains($0) })
  }

  /// Moves a section, with its items, before another (`moveSection(_:beforeSection:)`).
  ///
  /// Refused: either identifier absent, or both the same.
  /// - Complexity: O(n log S + S).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, after: false, call: "moveSection(_:beforeSection:)")
  }

  /// Moves a section, with its items, after another (`moveSection(_:afterSection:)`).
  ///
  /// Refused: either identifier absent, or both the same.
  /// - Complexity: O(n log S + S).
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: toIdentifier, after: true, call: "moveSection(_:afterSection:)")
  }

  // MARK: Helpers

  /// Whether `identifiers` has no repeats and none of them is in the snapshot; reports the problem otherwise.
  /// - Complexity: O(k).
  mutating func checkNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    let repeated = Self.repeated(in: identifiers)
    if !repeated.isEmpty {
      report(.duplicateSectionIdentifiers(repeated.map { "\($0)" }))
      return false
    }
    if let existing = identifiers.first(where: { storage.sectionIndex[$0] != nil }) {
      report(.sectionIdentifierAlreadyExists("\(existing)"))
      return false
    }
    return true
  }

  /// Inserts empty sections next to a destination section (both `insertSections` calls); the items keep
  /// their flat positions.
  mutating func insertSections(
    _ identifiers: [SectionIdentifierType], relativeTo destination: SectionIdentifierType, after: Bool, call: String
  ) {
    guard checkNewSections(identifiers) else { return }
    guard let destinationIndex = storage.sectionIndex[destination] else {
      return report(.sectionIdentifierNotFound(call: call, identifier: "\(destination)"))
    }
    let index = destinationIndex + (after ? 1 : 0)
    let start = storage.sectionStarts[index]
    storage.sections.insert(contentsOf: identifiers, at: index)
    storage.sectionStarts.insert(contentsOf: repeatElement(start, count: identifiers.count), at: index)
    for position in index..<storage.sections.count { storage.sectionIndex[storage.sections[position]] = position }
  }

  /// Moves one section next to a destination section (both `moveSection` calls).
  mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo destination: SectionIdentifierType, after: Bool, call: String
  ) {
    guard let from = storage.sectionIndex[identifier] else {
      return report(.sectionIdentifierNotFound(call: call, identifier: "\(identifier)"))
    }
    guard storage.sectionIndex[destination] != nil else {
      return report(.sectionIdentifierNotFound(call: call, identifier: "\(destination)"))
    }
    if identifier == destination { return report(.moveRelativeToItself("\(identifier)")) }
    var order = storage.sections
    order.remove(at: from)
    let to = order.firstIndex(of: destination)! + (after ? 1 : 0)
    order.insert(identifier, at: to)
    storage.arrangeSections(order)
  }
}
