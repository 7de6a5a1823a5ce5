import Foundation

/// What one reorder changed: the snapshots before and after and their difference
/// (`NSDiffableDataSourceTransaction`).
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The snapshot before the reorder (`initialSnapshot`).
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot after the reorder; the data source's `snapshot()` already equals it (`finalSnapshot`).
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change of the flat item order (`difference`).
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The transactions of the sections whose items changed, in section order (`sectionTransactions`).
  public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// A transaction between two snapshots, with the difference and section transactions worked out.
  /// - Complexity: O(n) for n items (plus the difference's cost in changed items).
  package init(
    initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
    var transactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    for section in finalSnapshot.sectionIdentifiers {
      let before = initialSnapshot.itemIdentifiers(inSection: section)
      let after = finalSnapshot.itemIdentifiers(inSection: section)
      if before != after {
        transactions.append(.init(sectionIdentifier: section, initialItems: before, finalItems: after))
      }
    }
    sectionTransactions = transactions
  }
}

/// What one reorder changed in one section (`NSDiffableDataSourceSectionTransaction`).
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section (`sectionIdentifier`).
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before, as a flat section snapshot (`initialSnapshot`).
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after, as a flat section snapshot (`finalSnapshot`).
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The change of the section's item order (`difference`).
  public let difference: CollectionDifference<ItemIdentifierType>

  /// A section transaction between two item lists.
  /// - Complexity: O(n) for n items in the section (plus the difference's cost).
  package init(
    sectionIdentifier: SectionIdentifierType, initialItems: [ItemIdentifierType], finalItems: [ItemIdentifierType]
  ) {
    self.sectionIdentifier = sectionIdentifier
    var initial = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    initial.append(initialItems)
    var final = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    final.append(finalItems)
    initialSnapshot = initial
    finalSnapshot = final
    difference = finalItems.difference(from: initialItems).inferringMoves()
  }
}
