// Adding, deleting, expanding and collapsing items.
extension DiffableDataSourceSectionSnapshot {
  /// Appends `items` as the last children of `parent`, or as the last roots when `parent` is nil.
  ///
  /// An empty array does nothing. An absent parent is reported and refused, as is any item already in the
  /// snapshot or repeated in `items` (nothing is inserted).
  /// - Complexity: O(k) for k items.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    guard !items.isEmpty else { return }
    var parentSlot = Node.none
    if let parent {
      guard let slot = slot(of: parent, call: "append(_:to:)") else { return }
      parentSlot = slot
    }
    insert(items, at: .lastChild(of: parentSlot))
  }

  /// Inserts `items` right before `item`, at its level and under its parent.
  ///
  /// An empty array does nothing; an absent destination or a repeated identifier is reported and refused.
  /// - Complexity: O(k) for k items.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    guard !items.isEmpty, let slot = slot(of: item, call: "insert(_:before:)") else { return }
    insert(items, at: .before(slot))
  }

  /// Inserts `items` right after `item` and its whole subtree, at its level and under its parent.
  ///
  /// An empty array does nothing; an absent destination or a repeated identifier is reported and refused.
  /// - Complexity: O(k) for k items.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    guard !items.isEmpty, let slot = slot(of: item, call: "insert(_:after:)") else { return }
    insert(items, at: .after(slot))
  }

  /// Deletes `items` and all their descendants; their expansion state goes with them.
  ///
  /// Refused, with one report per absent item, when any item is absent; an item named twice, or that is
  /// also a descendant of another deleted item, is deleted once.
  /// - Complexity: O(k + d) for k items deleting d items in all.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    let absent = items.filter { slots[$0] == nil }
    guard absent.isEmpty else {
      var reported = Set<ItemIdentifierType>()
      for item in absent where reported.insert(item).inserted {
        errors.append(.sectionSnapshotDeleteOfAbsentItem(Self.describe(item)))
      }
      return
    }
    guard !items.isEmpty else { return }
    for item in items {
      if let slot = slots[item] { removeSubtree(slot) }
    }
    invalidateOrder()
    compactIfSparse()
  }

  /// Deletes every item and forgets which items were expanded (`errors` stays).
  public mutating func deleteAll() {
    nodes = []
    slots = [:]
    freeSlots = []
    firstRoot = Node.none
    lastRoot = Node.none
    invalidateOrder()
  }

  /// Marks `items` expanded, whether they have children or not; absent items are ignored and reported.
  /// - Complexity: O(k) for k items.
  public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(true, items, call: "expand(_:)") }

  /// Marks `items` collapsed; absent items are ignored and reported.
  /// - Complexity: O(k) for k items.
  public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(false, items, call: "collapse(_:)") }

  /// Sets the expansion state of the items that are present and reports the others.
  private mutating func setExpanded(_ isExpanded: Bool, _ items: [ItemIdentifierType], call: String) {
    var changed = false
    for item in items {
      if let slot = slots[item] {
        changed = changed || nodes[slot].isExpanded != isExpanded
        nodes[slot].isExpanded = isExpanded
      } else {
        errors.append(.sectionSnapshotItemNotFound(call: call, identifier: Self.describe(item)))
      }
    }
    if changed { invalidateOrder() }
  }

  /// The slot of `item`, or nil after reporting that `call` named an absent item.
  mutating func slot(of item: ItemIdentifierType, call: String) -> Int? {
    if let slot = slots[item] { return slot }
    errors.append(.sectionSnapshotItemNotFound(call: call, identifier: Self.describe(item)))
    return nil
  }

  /// Inserts new leaf items at `place` in their order, or refuses them all if one is a duplicate.
  private mutating func insert(_ items: [ItemIdentifierType], at place: SectionSnapshotPlace) {
    let duplicates = duplicates(among: items)
    guard duplicates.isEmpty else {
      errors.append(.sectionSnapshotDuplicateItems(duplicates))
      return
    }
    var nextPlace = place
    for item in items { nextPlace = .after(insertNode(item, at: nextPlace, isExpanded: false)) }
    invalidateOrder()
  }
}
