// The consistency of the node array, its links, levels, identifier index and free slots (for tests).
extension DiffableDataSourceSectionSnapshot {
  /// What is broken in the snapshot's storage: links that disagree, wrong levels, identifiers indexed at
  /// the wrong slot, lost or doubly used slots, a stale depth-first order; empty when all is well.
  /// - Complexity: O(n).
  package func checkInvariants() -> [String] {
    var broken: [String] = []
    if slots.count + freeSlots.count != nodes.count {
      broken.append("\(slots.count) items and \(freeSlots.count) free slots in \(nodes.count) nodes")
    }
    if Set(freeSlots).count != freeSlots.count { broken.append("a slot is freed twice") }
    for (item, slot) in slots where slot >= nodes.count || nodes[slot].item != item {
      broken.append("\(Self.describe(item)) is indexed at slot \(slot), which holds another item")
    }
    var visited = 0
    var current = firstRoot
    while current != Node.none, visited <= nodes.count {
      visited += 1
      broken += checkLinks(of: current)
      current = successor(of: current)
    }
    if visited != slots.count { broken.append("the depth-first walk visits \(visited) of \(slots.count) items") }
    if broken.isEmpty {
      let positions = buildPositions()
      for (index, item) in items.enumerated() where positions.index[slots[item]!] != index {
        broken.append("\(Self.describe(item)) is at index \(index), the order says \(positions.index[slots[item]!])")
      }
    }
    return broken
  }

  /// What is wrong with the links and level of the node in `slot`.
  private func checkLinks(of slot: Int) -> [String] {
    var broken: [String] = []
    let node = nodes[slot]
    let name = Self.describe(node.item)
    if slots[node.item] != slot { broken.append("\(name) is linked at slot \(slot) but indexed elsewhere") }
    let parentLevel = node.parent == Node.none ? -1 : nodes[node.parent].level
    if node.level != parentLevel + 1 { broken.append("\(name) has level \(node.level) under level \(parentLevel)") }
    if node.previous != Node.none ? nodes[node.previous].next != slot : firstChild(of: node.parent) != slot {
      broken.append("\(name)'s previous sibling or parent doesn't lead to it")
    }
    let last = node.parent == Node.none ? lastRoot : nodes[node.parent].lastChild
    if node.next != Node.none ? nodes[node.next].previous != slot : last != slot {
      broken.append("\(name)'s next sibling or parent doesn't lead back to it")
    }
    if node.next != Node.none, nodes[node.next].parent != node.parent {
      broken.append("\(name)'s next sibling has another parent")
    }
    if (node.firstChild == Node.none) != (node.lastChild == Node.none) {
      broken.append("\(name) has a first child but no last child, or the reverse")
    }
    return broken
  }
}
