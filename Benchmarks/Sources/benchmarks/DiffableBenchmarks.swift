import Foundation
import Trellis
import TrellisTesting

/// The diffable data source end to end: a snapshot changed and applied to a collection view in a
/// headless window (the diff, the batch through `performBatchUpdates`, the layout pass), and an outline
/// built in a section snapshot.
@MainActor enum DiffableBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "apply-100-in-100k", unit: "ms/apply", runs: 3,
        note:
          "apply of 100 random changes (40 del, 40 ins, 10 moves, 10 reloads) to a 100k-item snapshot: diff + commit"
      ) { applyTime(items: 100_000, changes: 100, repetitions: 10) },
      Benchmark(
        name: "apply-100-in-1m", unit: "ms/apply", runs: 3, note: "as apply-100-in-100k, 1M items"
      ) { applyTime(items: 1_000_000, changes: 100, repetitions: 5) },
      Benchmark(
        name: "snapshot-edit-100-in-1m", unit: "ms/edit", runs: 3,
        note:
          "the edits before apply-100-in-1m's apply: a copy of the applied 1M snapshot, 50 deleted, 50 inserted one call each"
      ) { editTime(items: 1_000_000) },
      Benchmark(
        name: "outline-build-100k", unit: "ms/build", runs: 3,
        note: "a section snapshot of 1,000 roots then 99 children appended to each root in turn, expanded, visibleItems"
      ) { outlineBuild() },
    ]
  }

  /// The average time of one apply in milliseconds (the snapshot's edits untimed); each apply's
  /// animation runs to its end untimed.
  static func applyTime(items: Int, changes: Int, repetitions: Int) -> Double {
    var random = SeededRandomNumberGenerator(seed: 0xD1FF_A9)
    let (host, cv, _) = UpdateCommitBenchmarks.makeShownCollectionView(items: 0)
    let registration = CollectionView.CellRegistration<CollectionBenchmarks.LabelCell, Int> { cell, _, item in
      cell.label.text = "\(item)"
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
      cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))
    dataSource.apply(snapshot)
    host.runFrame()
    var next = items
    var total = 0.0
    var moves = 0
    for _ in 0..<repetitions {
      var changed = dataSource.snapshot()
      var current = changed.itemIdentifiers
      var picked = Set<Int>()
      while picked.count < changes * 6 / 10 {
        picked.insert(current[Int.random(in: 0..<current.count, using: &random)])
      }
      let chosen = Array(picked).shuffled(using: &random)
      let deletes = Array(chosen[0..<changes * 4 / 10])
      let reloads = Array(chosen[changes * 4 / 10..<changes / 2])
      let moved = Array(chosen[changes / 2..<changes * 6 / 10])
      changed.deleteItems(deletes + moved)
      current = changed.itemIdentifiers
      for item in moved {
        changed.insertItems([item], beforeItem: current[Int.random(in: 0..<current.count, using: &random)])
      }
      for _ in 0..<changes * 4 / 10 {
        changed.insertItems([next], afterItem: current[Int.random(in: 0..<current.count, using: &random)])
        next += 1
      }
      changed.reloadItems(reloads)
      moves += moved.count
      total += Benchmark.milliseconds {
        dataSource.apply(changed)
        cv.layoutIfNeeded()
      }
      host.advance(by: 0.4)
    }
    withExtendedLifetime(dataSource) {}
    Application.shared.reset()
    Benchmark.detail = "\(moves / repetitions) moves"
    return total / Double(repetitions)
  }

  /// Milliseconds to copy a snapshot of `items` items and make 100 edits with one call each, as an app
  /// does before an apply (every insert next to a random item shifts the positions after it: O(n) each).
  static func editTime(items: Int) -> Double {
    var random = SeededRandomNumberGenerator(seed: 0xED17)
    var applied = DiffableDataSourceSnapshot<Int, Int>()
    applied.appendSections([0])
    applied.appendItems(Array(0..<items))
    let deletes = (0..<50).map { _ in Int.random(in: 0..<items, using: &random) }
    let anchors = (0..<50).map { _ in Int.random(in: 0..<items, using: &random) }
    return Benchmark.milliseconds {
      var edited = applied
      edited.deleteItems(deletes)
      for (offset, anchor) in anchors.enumerated() where edited.indexOfItem(anchor) != nil {
        edited.insertItems([items + offset], afterItem: anchor)
      }
      precondition(edited.numberOfItems > items - 60)
    }
  }

  /// Milliseconds to build a 100,000-item outline with appends in an order that a flat array would make
  /// quadratic, expand it and read its visible items.
  static func outlineBuild() -> Double {
    Benchmark.milliseconds {
      var outline = DiffableDataSourceSectionSnapshot<Int>()
      outline.append(Array(0..<1_000))
      for root in 0..<1_000 {
        for child in 0..<99 { outline.append([1_000 + root * 99 + child], to: root) }
      }
      outline.expand(Array(0..<1_000))
      precondition(outline.visibleItems.count == 100_000)
    }
  }
}
