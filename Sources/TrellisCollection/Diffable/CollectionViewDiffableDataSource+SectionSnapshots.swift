import Foundation
import TrellisDiffable
import TrellisUI

extension CollectionViewDiffableDataSource {
  /// Who decides and hears about expanding and collapsing outline items (`SectionSnapshotHandlers`).
  public struct SectionSnapshotHandlers<ItemType: Hashable & Sendable> {
    /// Whether an item may expand; without it, it may (`shouldExpandItem`).
    public var shouldExpandItem: (@MainActor (ItemType) -> Bool)?
    /// Called before an item expands (`willExpandItem`).
    public var willExpandItem: (@MainActor (ItemType) -> Void)?
    /// Whether an item may collapse; without it, it may (`shouldCollapseItem`).
    public var shouldCollapseItem: (@MainActor (ItemType) -> Bool)?
    /// Called before an item collapses (`willCollapseItem`).
    public var willCollapseItem: (@MainActor (ItemType) -> Void)?
    /// The children to show under a parent that expands, given its current children (`snapshotForExpandingParent`).
    public var snapshotForExpandingParent:
      (
        @MainActor (ItemType, DiffableDataSourceSectionSnapshot<ItemType>) ->
          DiffableDataSourceSectionSnapshot<ItemType>
      )?
    /// Handlers that allow every expansion and collapse.
    public init() {}
  }

  /// Shows a section snapshot as a section's items: its visible items (collapsed children are not items of
  /// the collection view); the section is appended when absent (`apply(_:to:animatingDifferences:completion:)`).
  /// - Complexity: O(n) for n items in the data source.
  public func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    noteApply(from: MainActor.shared)
    report(snapshot.errors)
    var full = current
    if full.indexOfSection(section) == nil {
      full.appendSections([section])
    } else {
      full.deleteItems(full.itemIdentifiers(inSection: section))
    }
    full.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    commit(full, diff: nil, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a section snapshot as a section's items, returning after the animations
  /// (`apply(_:to:animatingDifferences:) async`).
  public func apply(
    _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// The section snapshot last applied to a section, or the section's items as roots when none was
  /// (empty for an absent section) (`snapshot(for:)`).
  /// - Complexity: O(items in the section) when none was applied.
  public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Expands or collapses an outline item as its disclosure control asks, consulting
  /// `sectionSnapshotHandlers`, and applies the section snapshot animated; what a list cell's outline
  /// disclosure accessory calls.
  /// - Complexity: O(n) for n items in the data source.
  package func toggleExpansion(of item: ItemIdentifierType) {
    guard let section = current.sectionIdentifier(containingItem: item) else { return }
    var sectionSnapshot = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if sectionSnapshot.isExpanded(item) {
      if handlers.shouldCollapseItem?(item) == false { return }
      handlers.willCollapseItem?(item)
      sectionSnapshot.collapse([item])
    } else {
      if handlers.shouldExpandItem?(item) == false { return }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParent {
        sectionSnapshot.replace(childrenOf: item, using: children(item, sectionSnapshot.snapshot(of: item)))
      }
      sectionSnapshot.expand([item])
    }
    apply(sectionSnapshot, to: section, animatingDifferences: true)
  }

  /// Forgets the section snapshots whose visible items no longer match the section's items in `snapshot`.
  /// - Complexity: O(items of the sections with a section snapshot).
  func pruneSectionSnapshots(against snapshot: Snapshot) {
    guard !sectionSnapshots.isEmpty else { return }
    for (section, sectionSnapshot) in sectionSnapshots
    where snapshot.itemIdentifiers(inSection: section) != sectionSnapshot.visibleItems
      || snapshot.indexOfSection(section) == nil
    {
      sectionSnapshots[section] = nil
    }
  }
}
