import Foundation

/// An item move as the diff's walk records it, in plain integers, before it becomes a
/// `SnapshotDiff.ItemMove` of index paths.
package struct ItemMoveRecord: Sendable {
  /// The item's section before the update.
  package var fromSection: Int
  /// The item's index in that section before the update.
  package var fromItem: Int
  /// The item's section after the update.
  package var toSection: Int
  /// The item's index in that section after the update.
  package var toItem: Int

  /// A record of a move from `(fromSection, fromItem)` to `(toSection, toItem)`.
  @inline(__always)
  package init(fromSection: Int, fromItem: Int, toSection: Int, toItem: Int) {
    self.fromSection = fromSection
    self.fromItem = fromItem
    self.toSection = toSection
    self.toItem = toItem
  }

  /// The moves, sorted by source, as index paths.
  /// - Complexity: O(m log m) for m moves.
  package static func sortedItemMoves(_ records: inout ContiguousArray<ItemMoveRecord>) -> [SnapshotDiff.ItemMove] {
    records.sort { ($0.fromSection, $0.fromItem) < ($1.fromSection, $1.fromItem) }
    var moves: [SnapshotDiff.ItemMove] = []
    moves.reserveCapacity(records.count)
    for record in records {
      moves.append(
        SnapshotDiff.ItemMove(
          from: IndexPath.pair(section: record.fromSection, item: record.fromItem),
          to: IndexPath.pair(section: record.toSection, item: record.toItem)))
    }
    return moves
  }
}
