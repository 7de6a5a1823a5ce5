import Foundation
import TrellisGeometry

/// One cell slot of a solved group: its frame relative to the group's origin (insets applied) and zIndex.
struct CompositionalLeaf: Equatable {
  var frame: CGRect
  var zIndex: Int
}

/// A supplementary anchored to an item or group of a solved group; it takes the index path of the item in
/// leaf slot `leaf` (for a group, its first leaf), and shows only when that slot is filled.
struct CompositionalAttachment: Equatable {
  var kind: String
  var leaf: Int
  var frame: CGRect
  var zIndex: Int
}

/// A section's group solved once: the slots every repetition of the group fills, so item i of the
/// section is at `origin(i / leaves.count) + leaves[i % leaves.count].frame`.
struct CompositionalGroupTemplate: Equatable {
  /// The group's resolved size.
  var size: CGSize = .zero
  /// The cell slots, in item order.
  var leaves: [CompositionalLeaf] = []
  /// Item and group supplementaries, by leaf.
  var attachments: [CompositionalAttachment] = []
  /// The union of the group's rectangle and everything in it, relative to the group's origin (what a
  /// query must reach to find any element of a repetition).
  var extent: CGRect = .zero

  /// How far along the scroll axis a repetition holding only the first `filled` slots reaches (its
  /// filled slots' frames; the whole group when all are filled).
  func usedLength(filled: Int, axes: FlowAxes) -> CGFloat {
    guard filled < leaves.count else { return axes.scroll(size) }
    var end: CGFloat = 0
    for leaf in leaves.prefix(filled) { end = max(end, axes.scrollRange(of: leaf.frame).1) }
    return min(end, axes.scroll(size))
  }
}
