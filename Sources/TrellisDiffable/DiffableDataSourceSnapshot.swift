import Foundation

/// The state of a collection view's data at one moment: section identifiers and, in each section, item
/// identifiers (`NSDiffableDataSourceSnapshot`).
///
/// A value: build one, or take the data source's current one with `snapshot()`, change it, and apply it;
/// the data source diffs it against what it shows. Identifiers must be unique within their kind (a
/// section and an item may share one). Calls UIKit raises for (a repeated identifier in one call, an
/// unknown section, a reload of an absent item) change nothing here; each appends its error to
/// `errors`, which the data source reports through the collection view's `errorHandler` at `apply`.
/// Identifier queries are O(1): the snapshot keeps a hash index of its identifiers.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
  Sendable
{
  /// The sections, the items and their indexes.
  package var storage = SnapshotStorage<SectionIdentifierType, ItemIdentifierType>()

  /// What the refused calls made on this snapshot reported, oldest first (Trellis: UIKit raises instead).
  public internal(set) var errors: [DiffableDataSourceError] = []

  /// An empty snapshot (`init()`).
  public init() {}

  /// A snapshot holding `storage` (for the data source and tests).
  package init(storage: SnapshotStorage<SectionIdentifierType, ItemIdentifierType>) { self.storage = storage }

  // MARK: Counts and identifiers

  /// The number of items in all sections (`numberOfItems`).
  public var numberOfItems: Int { storage.items.count }

  /// The number of sections (`numberOfSections`).
  public var numberOfSections: Int { storage.sections.count }

  /// The section identifiers, in order (`sectionIdentifiers`).
  /// - Complexity: O(S).
  public var sectionIdentifiers: [SectionIdentifierType] { Array(storage.sections) }

  /// Every item identifier, section by section (`itemIdentifiers`).
  /// - Complexity: O(n).
  public var itemIdentifiers: [ItemIdentifierType] { Array(storage.items) }

  /// The number of items in a section; 0 for a section the snapshot doesn't have
  /// (`numberOfItems(inSection:)`; UIKit raises "Section identifier was not found").
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    guard let section = storage.sectionIndex[identifier] else { return 0 }
    return storage.itemCount(inSection: section)
  }

  /// The item identifiers of a section, in order; empty for a section the snapshot doesn't have
  /// (`itemIdentifiers(inSection:)`; UIKit raises "Section identifier was not found").
  /// - Complexity: O(items in the section).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    guard let section = storage.sectionIndex[identifier] else { return [] }
    return Array(storage.items[storage.sectionStarts[section]..<storage.sectionStarts[section + 1]])
  }

  /// The section that holds an item, nil when the item is absent (`sectionIdentifier(containingItem:)`).
  /// - Complexity: O(log S).
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    guard let position = storage.position(of: identifier) else { return nil }
    return storage.sections[storage.section(atFlatPosition: position)]
  }

  /// An item's index among all items, counted across sections; nil when absent (`indexOfItem(_:)`).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { storage.position(of: identifier) }

  /// A section's index; nil when absent (`indexOfSection(_:)`).
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { storage.sectionIndex[identifier] }

  // MARK: Marks

  /// The items marked with `reloadItems(_:)` that are still in the snapshot (`reloadedItemIdentifiers`).
  public var reloadedItemIdentifiers: [ItemIdentifierType] { storage.reloadedItems }

  /// The items marked with `reconfigureItems(_:)` that are still in the snapshot (`reconfiguredItemIdentifiers`).
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { storage.reconfiguredItems }

  /// The sections marked with `reloadSections(_:)` that are still in the snapshot (`reloadedSectionIdentifiers`).
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { storage.reloadedSections }

  /// The snapshot without reload and reconfigure marks or errors (what the data source keeps).
  package var unmarked: Self {
    var copy = Self(storage: storage)
    if !(storage.reloadedItems.isEmpty && storage.reconfiguredItems.isEmpty && storage.reloadedSections.isEmpty) {
      copy.storage.reloadedItems = []
      copy.storage.reconfiguredItems = []
      copy.storage.reloadedSections = []
    }
    return copy
  }

  /// Records what a call reported: why it was refused, or a warning about a call that still took effect.
  mutating func report(_ error: DiffableDataSourceError) { errors.append(error) }
}

extension DiffableDataSourceSnapshot: Equatable {
  /// Whether two snapshots hold the same sections and items in the same order (marks and errors aside).
  /// - Complexity: O(S + n).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage.sections == rhs.storage.sections && lhs.storage.sectionStarts == rhs.storage.sectionStarts
      && lhs.storage.items == rhs.storage.items
  }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
  /// The sections and their items, one section a line.
  public var description: String {
    storage.sections.indices.map { section in
      let items = storage.items[storage.sectionStarts[section]..<storage.sectionStarts[section + 1]]
      return "\(storage.sections[section]): [" + items.map { "\($0)" }.joined(separator: ", ") + "]"
    }.joined(separator: "\n")
  }
}
