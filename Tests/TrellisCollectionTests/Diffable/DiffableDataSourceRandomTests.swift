import Foundation
import Testing
import Trellis
import TrellisTesting

/// Seeded random snapshot pairs applied to a collection view that shows every item: the layout receives
/// exactly the diff's update items, items that stay keep their cells, the provider is asked only for
/// inserted items, and the cells show the new snapshot. `TRELLIS_SEED` replays a run.
@MainActor
@Suite("Diffable data source: random snapshot pairs")
struct DiffableDataSourceRandomTests {
  static func randomSnapshot(_ random: inout SeededRandomNumberGenerator) -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    let sections = (0..<6).map { "s\($0)" }.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random))
    snapshot.appendSections(Array(sections))
    let items = Array(0..<24).shuffled(using: &random).prefix(Int.random(in: 0...16, using: &random))
    for item in items where !sections.isEmpty {
      snapshot.appendItems([item], toSection: sections.randomElement(using: &random)!)
    }
    return snapshot
  }

  /// The diff's structural changes as the layout describes update items.
  static func expectedUpdateItems(
    _ old: DiffableDataSourceSnapshot<String, Int>, _ new: DiffableDataSourceSnapshot<String, Int>
  ) -> [String] {
    let diff = SnapshotDiff(from: old.storage, to: new.storage)
    func path(_ indexPath: IndexPath) -> String { "[\(indexPath[0]), \(indexPath[1])]" }
    var items: [String] = []
    // A section's update item names the section with item NSNotFound, as UIKit's does.
    func section(_ index: Int) -> String { "[\(index), \(NSNotFound)]" }
    items += diff.deletedSections.map { "delete \(section($0)) → –" }
    items += diff.insertedSections.map { "insert – → \(section($0))" }
    items += diff.movedSections.map { "move \(section($0.from)) → \(section($0.to))" }
    items += diff.deletedItems.map { "delete \(path($0)) → –" }
    items += diff.insertedItems.map { "insert – → \(path($0))" }
    items += diff.movedItems.map { "move \(path($0.from)) → \(path($0.to))" }
    return items.sorted()
  }

  @Test func randomPairsReachTheLayoutExactlyAndKeepCells() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0xD1FF_5EED
    print("DiffableDataSourceRandomTests seed \(seed) (TRELLIS_SEED=\(seed) replays)")
    var random = SeededRandomNumberGenerator(seed: seed)
    for pair in 0..<300 {
      let context = "seed \(seed) (TRELLIS_SEED=\(seed)), pair \(pair)"
      let f = DiffableFixture(height: 2000)
      let old = Self.randomSnapshot(&random)
      let new = Self.randomSnapshot(&random)
      f.dataSource.apply(old)
      let before = f.cells
      let oldIndexPaths = Dictionary(uniqueKeysWithValues: before.map { ($0.value.item!, $0.key) })
      f.providerCalls = []
      f.dataSource.apply(new)
      let after = f.cells
      let expected = Self.expectedUpdateItems(old, new)
      let received = (f.layout.batches.first ?? []).sorted()
      #expect(received == expected, "\(context): \(old) → \(new)")
      #expect(f.layout.batches.count == (expected.isEmpty ? 0 : 1), "\(context)")
      #expect(f.cellsMatchTheSnapshot, "\(context)")
      #expect(f.errors.isEmpty, "\(context): \(f.errors)")
      #expect(f.collectionView.checkInvariants() == [], "\(context)")
      let kept = Set(old.itemIdentifiers).intersection(new.itemIdentifiers)
      for (indexPath, cell) in after {
        guard let item = cell.item, kept.contains(item), let oldPath = oldIndexPaths[item] else { continue }
        let oldSection = old.sectionIdentifiers[oldPath.section]
        let newSection = new.sectionIdentifiers[indexPath.section]
        let carried = new.indexOfSection(oldSection) != nil && old.indexOfSection(newSection) != nil
        if carried && before[oldPath] !== cell {
          Issue.record("\(context): item \(item) lost its cell")
        }
      }
      let provided = Set(f.providerCalls)
      for item in provided where kept.contains(item) {
        let oldSection = old.sectionIdentifier(containingItem: item)!
        let newSection = new.sectionIdentifier(containingItem: item)!
        if new.indexOfSection(oldSection) != nil && old.indexOfSection(newSection) != nil {
          Issue.record("\(context): the provider was asked again for item \(item), which kept its place")
        }
      }
      if !(received == expected && f.cellsMatchTheSnapshot) { return }
    }
  }
}
