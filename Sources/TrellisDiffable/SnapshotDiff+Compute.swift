import Foundation

extension SnapshotDiff {
  /// The batch update that turns `old` into `new`, with the fewest section and item moves (see the
  /// type's documentation for what each list holds).
  /// - Complexity: O(S + n) expected for S sections and n items, plus O(r log r) for the r runs of
  ///   sections and items out of order and O(m log m) for m moves; identifiers are hashed only where the
  ///   two snapshots disagree, and runs that agree are compared bytewise when identifiers are plain values.
  package init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    from old: SnapshotStorage<Section, Item>, to new: SnapshotStorage<Section, Item>
  ) {
    var computation = SnapshotDiffComputation(from: old, to: new)
    self = computation.run()
  }
}
