import Foundation
import Testing
import Trellis

/// Identifiers and content (Documentation/Behaviour.md, "Identifiers are IDs"): an item whose synthesized
/// Hashable includes its content becomes a new identifier when the content changes (UIKit deletes and
/// inserts it: a new cell, a flicker); the stable-ID pattern reconfigures the same cell instead.
@MainActor
@Suite("Diffable data source: identifiers and content")
struct DiffableDataSourceIdentityTests {
  /// Content in the identifier: Hashable synthesized over every stored property.
  struct ContentItem: Hashable, Sendable {
    let id: Int
    var title: String
  }

  /// A stable ID: equality and hashing look at the ID only.
  struct StableItem: Hashable, Sendable {
    let id: Int
    var title: String
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  final class TitleCell: CollectionViewCell {
    var title = ""
  }

  func make<Item: Hashable & Sendable>(
    _ items: [Item], title: @escaping @MainActor (Item) -> String
  ) -> (CollectionView, UpdateItemsRowLayout, CollectionViewDiffableDataSource<Int, Item>) {
    let layout = UpdateItemsRowLayout()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    let registration = CollectionView.CellRegistration<TitleCell, Item> { cell, _, item in cell.title = title(item) }
    let dataSource = CollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      cv, indexPath, item in
      cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    return (collectionView, layout, dataSource)
  }

  @Test func contentInTheIdentifierMakesAChangedItemANewOneWithANewCell() {
    let items = (0..<3).map { ContentItem(id: $0, title: "item \($0)") }
    let (collectionView, layout, dataSource) = make(items) { $0.title }
    var changed = items
    changed[1].title = "edited"
    var snapshot = DiffableDataSourceSnapshot<Int, ContentItem>()
    snapshot.appendSections([0])
    snapshot.appendItems(changed)
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(
      layout.batches == [["delete [0, 1] → –", "insert – → [0, 1]"]], "UIKit's behaviour: a delete and an insert")
    let replaced = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell
    #expect(replaced?.title == "edited")
  }

  @Test func aStableIDReconfiguresTheSameCellWithTheNewContent() {
    let items = (0..<3).map { StableItem(id: $0, title: "item \($0)") }
    let (collectionView, layout, dataSource) = make(items) { $0.title }
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([StableItem(id: 1, title: "edited")])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(layout.batches == [[]], "one batch with no update items: reconfigures are not layout updates")
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cell, "the same cell")
    #expect(cell?.title == "edited", "Trellis stores the reconfigured value: the provider sees the new content")
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.title == "edited")
  }
}
