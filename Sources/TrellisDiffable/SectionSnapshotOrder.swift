import Synchronization

/// The lazily built depth-first order of a section snapshot: for every slot of its node array, the item's
/// index in `items` and whether it is visible.
///
/// A snapshot's mutations drop the order (they replace the box when a copy shares it); the first query
/// that needs it (`index(of:)`, `isVisible(_:)`) builds it in O(n), and later queries read it in O(1). The
/// box is shared between copies of an unchanged snapshot and may be read from several threads, so the
/// order sits behind a mutex.
final class SectionSnapshotOrder: Sendable {
  /// The order, per slot; freed slots have index -1 and are not visible.
  struct Positions: Sendable {
    /// The index in `items` of the item in each slot, or -1.
    var index: [Int]
    /// Whether the item in each slot has every ancestor expanded.
    var isVisible: [Bool]
  }

  private let positions = Mutex<Positions?>(nil)

  /// An order not built yet.
  init() {}

  /// Forgets the order, so the next read builds it again.
  func invalidate() { positions.withLock { $0 = nil } }

  /// Reads the order, building it first with `build` if needed.
  /// - Complexity: O(1), or the cost of `build` when the order is not built.
  func read<Result: Sendable>(building build: () -> Positions, _ body: (Positions) -> Result) -> Result {
    positions.withLock { positions in
      if positions == nil { positions = build() }
      return body(positions!)
    }
  }
}
