// What a section snapshot holds: its items in their orders, and each item's place and state.
extension DiffableDataSourceSectionSnapshot {
  /// Every item, in depth-first order (a parent, then its children's subtrees in order).
  /// - Complexity: O(n).
  public var items: [ItemIdentifierType] {
    var items: [ItemIdentifierType] = []
    items.reserveCapacity(slots.count)
    var current = firstRoot
    while current != Node.none {
      items.append(nodes[current].item)
      current = successor(of: current)
    }
    return items
  }

  /// The items at level 0, in order.
  /// - Complexity: O(roots).
  public var rootItems: [ItemIdentifierType] { rootSlots.map { nodes[$0].item } }

  /// The items whose ancestors are all expanded, in depth-first order: what a collection view shows.
  /// - Complexity: O(v) for v visible items (collapsed subtrees are skipped, not walked).
  public var visibleItems: [ItemIdentifierType] {
    var items: [ItemIdentifierType] = []
    var current = firstRoot
    while current != Node.none {
      items.append(nodes[current].item)
      current = successor(of: current, enteringChildren: nodes[current].isExpanded)
    }
    return items
  }

  /// Whether `item` is in the snapshot.
  public func contains(_ item: ItemIdentifierType) -> Bool { slots[item] != nil }

  /// Whether `item` is expanded; false for an absent item.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { slots[item].map { nodes[$0].isExpanded } ?? false }

  /// Whether every ancestor of `item` is expanded (roots are always visible); false for an absent item.
  /// - Complexity: amortised O(1): the first query after a mutation builds the depth-first order in O(n).
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard let slot = slots[item] else { return false }
    return order.read(building: buildPositions) { $0.isVisible[slot] }
  }

  /// The depth of `item`: 0 for a root; 0 for an absent item too (UIKit raises), so that indentation
  /// computed from it stays sane — ask `contains(_:)` to tell the two apart.
  public func level(of item: ItemIdentifierType) -> Int { slots[item].map { nodes[$0].level } ?? 0 }

  /// The index of `item` in `items`, or nil for an absent item.
  /// - Complexity: amortised O(1): the first query after a mutation builds the depth-first order in O(n).
  public func index(of item: ItemIdentifierType) -> Int? {
    guard let slot = slots[item] else { return nil }
    return order.read(building: buildPositions) { $0.index[slot] }
  }

  /// The parent of `child`; nil for a root and for an absent item.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
    guard let slot = slots[child], nodes[slot].parent != Node.none else { return nil }
    return nodes[nodes[slot].parent].item
  }

  /// The tree as text, one line per item in depth-first order, indented two spaces a level: `+` for an
  /// expanded item or `-` for a collapsed one, `*` for a visible one or a space, then the identifier.
  /// - Complexity: O(n).
  public func visualDescription() -> String {
    var lines = ["<NSDiffableDataSourceSectionSnapshot"]
    var current = firstRoot
    var isVisible: [Bool] = Array(repeating: false, count: nodes.count)
    while current != Node.none {
      let node = nodes[current]
      isVisible[current] = node.parent == Node.none || (isVisible[node.parent] && nodes[node.parent].isExpanded)
      let marks = (node.isExpanded ? "+" : "-") + (isVisible[current] ? "*" : " ")
      lines.append(String(repeating: "  ", count: node.level) + marks + " " + Self.describe(node.item))
      current = successor(of: current)
    }
    lines.append(">")
    return lines.joined(separator: "\n")
  }
}
