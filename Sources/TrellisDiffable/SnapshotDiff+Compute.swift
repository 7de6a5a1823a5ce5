import Foundation

extension SnapshotDiff {
  /// The batch update that turns `old` into `new`, with the fewest section and item moves (see the
  /// type's documentation for what each list holds).
  /// - Complexity: O(S + n) expected for S sections and n items, plus O(d log d) for the d sections and
  ///   items out of order; identifiers are hashed only where the two snapshots disagree.
  package init<Section: Hashable & Sendable, Item: Hashable & Sendable>(
    from old: SnapshotStorage<Section, Item>, to new: SnapshotStorage<Section, Item>
  ) {
    var computation = SnapshotDiffComputation(from: old, to: new)
    self = computation.run()
  }
}
