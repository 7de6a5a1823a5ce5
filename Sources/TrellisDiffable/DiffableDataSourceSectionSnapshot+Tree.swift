/// Where new nodes go: as the last children of a parent (`Node.none` for the root level), or beside a sibling.
enum SectionSnapshotPlace {
  /// After the parent's last child (`SectionSnapshotNode.none`: after the last root).
  case lastChild(of: Int)
  /// Right before the node in this slot, under the same parent.
  case before(Int)
  /// Right after the node in this slot (after its subtree in depth-first order), under the same parent.
  case after(Int)
}

// The tree's links: allocating, linking, unlinking and freeing nodes, and walking them in depth-first order.
extension DiffableDataSourceSectionSnapshot {
  /// The slot after `slot` in depth-first order, or `Node.none`; `enteringChildren: false` skips `slot`'s
  /// subtree, and `root` bounds the walk to that node's subtree.
  /// - Complexity: O(1) amortised over a whole walk.
  func successor(of slot: Int, enteringChildren: Bool = true, within root: Int = Node.none) -> Int {
    if enteringChildren, nodes[slot].firstChild != Node.none { return nodes[slot].firstChild }
    var current = slot
    while current != root, current != Node.none {
      let next = nodes[current].next
      if next != Node.none { return next }
      current = nodes[current].parent
    }
    return Node.none
  }

  /// The first child of `parent`, or the first root when `parent` is `Node.none`.
  func firstChild(of parent: Int) -> Int { parent == Node.none ? firstRoot : nodes[parent].firstChild }

  /// The identifier as errors print it.
  static func describe(_ item: ItemIdentifierType) -> String { String(describing: item) }

  /// Forgets the depth-first order; every mutation calls it.
  mutating func invalidateOrder() {
    if isKnownUniquelyReferenced(&order) { order.invalidate() } else { order = SectionSnapshotOrder() }
  }

  /// A new node for `item` at `place`, expanded or not; the caller has checked that `item` is new.
  @discardableResult
  mutating func insertNode(_ item: ItemIdentifierType, at place: SectionSnapshotPlace, isExpanded: Bool) -> Int {
    let parent: Int
    switch place {
    case .lastChild(let of): parent = of
    case .before(let sibling), .after(let sibling): parent = nodes[sibling].parent
    }
    let level = parent == Node.none ? 0 : nodes[parent].level + 1
    let node = Node(item: item, parent: parent, level: level, isExpanded: isExpanded)
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      nodes[slot] = node
    } else {
      slot = nodes.count
      nodes.append(node)
    }
    slots[item] = slot
    link(slot, at: place)
    return slot
  }

  /// Links the node in `slot`, whose `parent` is already set, into its parent's children at `place`.
  private mutating func link(_ slot: Int, at place: SectionSnapshotPlace) {
    let parent = nodes[slot].parent
    var previous = Node.none
    var next = Node.none
    switch place {
    case .lastChild: previous = parent == Node.none ? lastRoot : nodes[parent].lastChild
    case .before(let sibling):
      next = sibling
      previous = nodes[sibling].previous
    case .after(let sibling):
      previous = sibling
      next = nodes[sibling].next
    }
    nodes[slot].previous = previous
    nodes[slot].next = next
    if previous != Node.none {
      nodes[previous].next = slot
    } else if parent == Node.none {
      firstRoot = slot
    } else {
      nodes[parent].firstChild = slot
    }
    if next != Node.none {
      nodes[next].previous = slot
    } else if parent == Node.none {
      lastRoot = slot
    } else {
      nodes[parent].lastChild = slot
    }
  }

  /// Unlinks the node in `slot` from its parent's children and frees it and its subtree.
  /// - Complexity: O(size of the subtree).
  mutating func removeSubtree(_ slot: Int) {
    let node = nodes[slot]
    if node.previous != Node.none {
      nodes[node.previous].next = node.next
    } else if node.parent == Node.none {
      firstRoot = node.next
    } else {
      nodes[node.parent].firstChild = node.next
    }
    if node.next != Node.none {
      nodes[node.next].previous = node.previous
    } else if node.parent == Node.none {
      lastRoot = node.previous
    } else {
      nodes[node.parent].lastChild = node.previous
    }
    var current = slot
    while current != Node.none {
      let following = successor(of: current, within: slot)
      slots[nodes[current].item] = nil
      freeSlots.append(current)
      current = following
    }
  }

  /// Rebuilds the node array without free slots once more than half of it is free.
  /// - Complexity: O(n) when it compacts, which amortises over the deletions that freed the slots.
  mutating func compactIfSparse() {
    guard freeSlots.count > 64, freeSlots.count * 2 > nodes.count else { return }
    var compact = Self()
    compact.nodes.reserveCapacity(slots.count)
    compact.slots.reserveCapacity(slots.count)
    compact.copyTrees(from: self, roots: rootSlots, at: .lastChild(of: Node.none))
    compact.errors = errors
    self = compact
  }

  /// The slots of the roots, in order.
  var rootSlots: [Int] {
    var roots: [Int] = []
    var root = firstRoot
    while root != Node.none {
      roots.append(root)
      root = nodes[root].next
    }
    return roots
  }

  /// Copies the subtrees of `roots` (slots of `source`) with their expansion state to `place`, keeping their
  /// order; the caller has checked that none of their items is in the snapshot.
  /// - Complexity: O(size of the subtrees).
  mutating func copyTrees(from source: Self, roots: [Int], at place: SectionSnapshotPlace) {
    guard !roots.isEmpty else { return }
    var copied = [Int](repeating: Node.none, count: source.nodes.count)
    var nextPlace = place
    for root in roots {
      var current = root
      while current != Node.none {
        let node = source.nodes[current]
        if current == root {
          copied[current] = insertNode(node.item, at: nextPlace, isExpanded: node.isExpanded)
          nextPlace = .after(copied[current])
        } else {
          copied[current] = insertNode(node.item, at: .lastChild(of: copied[node.parent]), isExpanded: node.isExpanded)
        }
        current = source.successor(of: current, within: root)
      }
    }
  }

  /// The identifiers among `items` that are already in the snapshot (other than in `excluded` slots) or
  /// repeated in `items`, each once, in the order found.
  /// - Complexity: O(k) hashing.
  func duplicates<Items: Sequence<ItemIdentifierType>>(among items: Items, excluding excluded: Set<Int> = [])
    -> [String]
  {
    var seen = Set<ItemIdentifierType>()
    var reported = Set<ItemIdentifierType>()
    var found: [String] = []
    for item in items {
      let inTree = slots[item].map { !excluded.contains($0) } ?? false
      if (inTree || !seen.insert(item).inserted) && reported.insert(item).inserted {
        found.append(Self.describe(item))
      }
    }
    return found
  }

  /// The items of `source`'s tree in depth-first order.
  static func allItems(of source: Self) -> some Sequence<ItemIdentifierType> {
    sequence(first: source.firstRoot) { source.successor(of: $0) }.lazy.prefix { $0 != Node.none }.map {
      source.nodes[$0].item
    }
  }

  /// Each slot's index in depth-first order and visibility, for the lazily built order.
  /// - Complexity: O(n).
  func buildPositions() -> SectionSnapshotOrder.Positions {
    var index = [Int](repeating: -1, count: nodes.count)
    var isVisible = [Bool](repeating: false, count: nodes.count)
    var position = 0
    var current = firstRoot
    while current != Node.none {
      let parent = nodes[current].parent
      index[current] = position
      isVisible[current] = parent == Node.none || (isVisible[parent] && nodes[parent].isExpanded)
      position += 1
      current = successor(of: current)
    }
    return SectionSnapshotOrder.Positions(index: index, isVisible: isVisible)
  }
}
