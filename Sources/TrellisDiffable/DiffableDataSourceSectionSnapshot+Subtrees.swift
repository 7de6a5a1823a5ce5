// Section snapshots inside section snapshots: copying a subtree out, and bringing a tree in.
extension DiffableDataSourceSectionSnapshot {
  /// A new section snapshot holding the descendants of `parent` with their expansion state, `parent`'s
  /// children as its roots (levels restart at 0); with `includingParent`, `parent` is the single root.
  ///
  /// Without `includingParent`, an item with no children gives an empty snapshot. For an absent `parent`
  /// the answer is an empty snapshot whose `errors` holds the report.
  /// - Complexity: O(size of the subtree).
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var copy = Self()
    guard let slot = slots[parent] else {
      copy.errors.append(
        .sectionSnapshotItemNotFound(call: "snapshot(of:includingParent:)", identifier: Self.describe(parent)))
      return copy
    }
    copy.copyTrees(from: self, roots: includingParent ? [slot] : childSlots(of: slot), at: .lastChild(of: Node.none))
    return copy
  }

  /// Replaces the descendants of `parent` with `snapshot`'s tree (its roots become `parent`'s children),
  /// with `snapshot`'s expansion state; `parent`'s own state stays.
  ///
  /// Items of `snapshot` that are now descendants of `parent` may come back; any other item already in the
  /// snapshot, `parent` included, is a duplicate and refuses the call, as does an absent `parent`.
  /// - Complexity: O(d + m) for d descendants replaced by m items.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    guard let parentSlot = slot(of: parent, call: "replace(childrenOf:using:)") else { return }
    var descendants = Set<Int>()
    var current = nodes[parentSlot].firstChild
    while current != Node.none {
      descendants.insert(current)
      current = successor(of: current, within: parentSlot)
    }
    let duplicates = duplicates(among: Self.allItems(of: snapshot), excluding: descendants)
    guard duplicates.isEmpty else {
      errors.append(.sectionSnapshotDuplicateItems(duplicates))
      return
    }
    for child in childSlots(of: parentSlot) { removeSubtree(child) }
    copyTrees(from: snapshot, roots: snapshot.rootSlots, at: .lastChild(of: parentSlot))
    invalidateOrder()
    compactIfSparse()
  }

  /// Inserts `snapshot`'s tree, with its expansion state, right before `item`: its roots become siblings of
  /// `item`. An absent `item` or an item already in the snapshot refuses the call.
  /// - Complexity: O(m) for m items.
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    guard !snapshot.slots.isEmpty, let slot = slot(of: item, call: "insert(_:before:)") else { return }
    insert(snapshot, at: .before(slot))
  }

  /// Inserts `snapshot`'s tree, with its expansion state, right after `item` and its subtree: its roots
  /// become siblings of `item`. An absent `item` or an item already in the snapshot refuses the call.
  /// - Complexity: O(m) for m items.
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    guard !snapshot.slots.isEmpty, let slot = slot(of: item, call: "insert(_:after:)") else { return }
    insert(snapshot, at: .after(slot))
  }

  /// Appends `snapshot`'s tree, with its expansion state, under `parent` (its roots become `parent`'s last
  /// children), or at the root level when `parent` is nil. An absent `parent` or an item already in the
  /// snapshot refuses the call.
  /// - Complexity: O(m) for m items.
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    guard !snapshot.slots.isEmpty else { return }
    var parentSlot = Node.none
    if let parent {
      guard let slot = slot(of: parent, call: "append(_:to:)") else { return }
      parentSlot = slot
    }
    insert(snapshot, at: .lastChild(of: parentSlot))
  }

  /// The slots of `parent`'s children, in order.
  func childSlots(of parent: Int) -> [Int] {
    var children: [Int] = []
    var child = firstChild(of: parent)
    while child != Node.none {
      children.append(child)
      child = nodes[child].next
    }
    return children
  }

  /// Copies `snapshot`'s tree to `place`, or refuses it if one of its items is already here.
  private mutating func insert(_ snapshot: Self, at place: SectionSnapshotPlace) {
    let duplicates = duplicates(among: Self.allItems(of: snapshot))
    guard duplicates.isEmpty else {
      errors.append(.sectionSnapshotDuplicateItems(duplicates))
      return
    }
    copyTrees(from: snapshot, roots: snapshot.rootSlots, at: place)
    invalidateOrder()
  }
}
