import Trellis

/// One tile of the Inbox and Archive scene: a stable identifier, its text and its colour.
struct Tile: Equatable, Sendable {
  /// Unique across both lists.
  let id: Int
  /// The text shown on the tile and carried by its drags.
  let title: String
  /// The tile's hue, 0 to 1.
  let hue: CGFloat
}

/// The model behind two collection views that exchange tiles: one list per collection view. Every
/// change keeps each tile in exactly one place.
@MainActor final class TileBoard {
  /// The lists, one per collection view, in order.
  private(set) var lists: [[Tile]]
  private var nextID: Int

  /// A board with the given lists; tile identifiers must be unique.
  init(lists: [[Tile]]) {
    self.lists = lists
    nextID = (lists.flatMap { $0 }.map(\.id).max() ?? -1) + 1
  }

  /// Where the tile with `id` is, as a list and an index.
  /// - Complexity: O(n) for n tiles.
  func location(of id: Int) -> (list: Int, index: Int)? {
    for (list, tiles) in lists.enumerated() {
      if let index = tiles.firstIndex(where: { $0.id == id }) { return (list, index) }
    }
    return nil
  }

  /// Takes the tile at `index` out of `list`.
  @discardableResult func remove(from list: Int, at index: Int) -> Tile { lists[list].remove(at: index) }

  /// Puts `tile` into `list` at `index`.
  func insert(_ tile: Tile, into list: Int, at index: Int) { lists[list].insert(tile, at: index) }

  /// A new tile with a fresh identifier (for text dropped from another program).
  func makeTile(title: String) -> Tile {
    defer { nextID += 1 }
    return Tile(id: nextID, title: title, hue: CGFloat((nextID * 37) % 100) / 100)
  }

  /// Problems with the board: identifiers that appear more than once.
  /// - Complexity: O(n).
  func problems() -> [String] {
    var seen: Set<Int> = []
    var problems: [String] = []
    for tile in lists.flatMap({ $0 }) where !seen.insert(tile.id).inserted {
      problems.append("tile \(tile.id) (\(tile.title)) appears twice")
    }
    return problems
  }
}
