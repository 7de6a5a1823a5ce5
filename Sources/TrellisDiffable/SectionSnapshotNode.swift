/// One item of a section snapshot's tree: its identifier, its links to parent, children and siblings (slots
/// in the snapshot's node array, `SectionSnapshotNode.none` for none), its level and its expansion state.
struct SectionSnapshotNode<Item: Hashable & Sendable>: Sendable {
  /// The slot number that stands for "no node" (no parent: a root; no sibling; no child).
  static var none: Int { -1 }

  /// The item identifier.
  var item: Item
  /// The parent's slot, or `none` for a root.
  var parent: Int
  /// The first child's slot, or `none`.
  var firstChild: Int = SectionSnapshotNode.none
  /// The last child's slot, or `none`.
  var lastChild: Int = SectionSnapshotNode.none
  /// The previous sibling's slot, or `none`.
  var previous: Int = SectionSnapshotNode.none
  /// The next sibling's slot, or `none`.
  var next: Int = SectionSnapshotNode.none
  /// The depth in the tree: 0 for a root.
  var level: Int
  /// Whether the item is expanded (it needs no children to be).
  var isExpanded: Bool

  /// A node with no children and no siblings yet.
  init(item: Item, parent: Int, level: Int, isExpanded: Bool) {
    self.item = item
    self.parent = parent
    self.level = level
    self.isExpanded = isExpanded
  }
}
