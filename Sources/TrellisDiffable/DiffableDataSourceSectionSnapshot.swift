/// The items of one section as a tree — roots, children, levels and which items are expanded — for sections
/// that show an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`).
///
/// Storage: one flat node array (`SectionSnapshotNode`, addressed by slot) in which every node links to its
/// parent, its first and last child and its previous and next sibling, and stores its level and expansion
/// state; a dictionary maps each identifier to its slot; freed slots are reused, and the array is compacted
/// when more than half of it is free. Appending to any parent, inserting before or after any item and
/// expanding or collapsing are O(1) per item (building an outline of n items with `append(_:to:)` costs O(n));
/// deleting costs the size of the deleted subtrees. `contains(_:)`, `isExpanded(_:)`, `level(of:)` and
/// `parent(of:)` are O(1). `index(of:)` and `isVisible(_:)` read a depth-first order built lazily after a
/// mutation (O(n) once, then O(1): amortised O(1) while the snapshot isn't changed between queries).
/// `items` is O(n); `visibleItems` walks only the visible items and the children lists of expanded ones.
///
/// Bad input never traps: a refused call changes nothing and appends what it reports to `errors` (UIKit
/// raises instead); queries about an absent item answer neutrally (see each query and
/// Documentation/Behaviour.md#section-snapshots).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  typealias Node = SectionSnapshotNode<ItemIdentifierType>

  /// The nodes, by slot; freed slots are listed in `freeSlots`.
  var nodes: ContiguousArray<Node> = []
  /// The slot of each item identifier in the tree.
  var slots: [ItemIdentifierType: Int] = [:]
  /// Slots of deleted nodes, reused by the next insertions.
  var freeSlots: [Int] = []
  /// The first root's slot, or `Node.none`.
  var firstRoot = Node.none
  /// The last root's slot, or `Node.none`.
  var lastRoot = Node.none
  /// The depth-first order, built lazily; replaced or invalidated by every mutation.
  var order = SectionSnapshotOrder()

  /// What the snapshot's refused or partly refused calls reported, oldest first (equality ignores it).
  public internal(set) var errors: [DiffableDataSourceError] = []

  /// An empty section snapshot.
  public init() {}
}

extension DiffableDataSourceSectionSnapshot: Equatable {
  /// Whether two snapshots hold the same items in the same tree shape with the same items expanded;
  /// `errors` is not compared.
  /// - Complexity: O(n).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.slots.count == rhs.slots.count else { return false }
    // A depth-first order with every item's level determines the tree.
    var left = lhs.firstRoot
    var right = rhs.firstRoot
    while left != Node.none, right != Node.none {
      let leftNode = lhs.nodes[left]
      let rightNode = rhs.nodes[right]
      guard leftNode.item == rightNode.item, leftNode.level == rightNode.level,
        leftNode.isExpanded == rightNode.isExpanded
      else { return false }
      left = lhs.successor(of: left)
      right = rhs.successor(of: right)
    }
    return left == Node.none && right == Node.none
  }
}
