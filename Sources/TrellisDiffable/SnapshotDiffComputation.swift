import Foundation

/// The working state of one diff between two snapshot storages: which sections and items correspond,
/// and the result as it is built.
///
/// `SnapshotDiff.init(from:to:)` runs it in three steps: sections (`matchSections()`), items in one
/// lockstep walk over both flat item arrays (`matchItems()`), then the reload and reconfigure marks
/// (`resolveMarks()`). Its buffers live for one diff; no step allocates per item.
struct SnapshotDiffComputation<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  /// The snapshot before the update.
  let old: SnapshotStorage<Section, Item>
  /// The snapshot after the update.
  let new: SnapshotStorage<Section, Item>
  /// For each old section, its index in the new snapshot, or -1 when it is deleted.
  var oldSectionToNew: ContiguousArray<Int> = []
  /// For each new section, its index in the old snapshot, or -1 when it is inserted.
  var newSectionToOld: ContiguousArray<Int> = []
  /// The result so far.
  var diff = SnapshotDiff()

  /// A computation of the diff from `old` to `new`; `run()` does the work.
  init(from old: SnapshotStorage<Section, Item>, to new: SnapshotStorage<Section, Item>) {
    self.old = old
    self.new = new
  }

  /// Computes the whole diff and returns it.
  /// - Complexity: O(S + n) expected, plus O(r log r) for r runs out of order and O(m log m) for m moves;
  ///   hashing only where the snapshots disagree.
  mutating func run() -> SnapshotDiff {
    matchSections()
    matchItems()
    resolveMarks()
    return diff
  }
}
