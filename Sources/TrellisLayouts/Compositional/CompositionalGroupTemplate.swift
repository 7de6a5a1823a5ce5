import Foundation
import TrellisCollection
import TrellisGeometry

/// One cell slot of a solved group: its frame relative to the group's origin (insets applied) and zIndex.
struct CompositionalLeaf: Equatable {
  var frame: CGRect
  var zIndex: Int
  /// The item's estimated axes, which its cell measures.
  var selfSizingAxes: SelfSizingAxes = []
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
  /// The group's nesting, to lay out repetitions whose items were measured.
  var shape = CompositionalGroupShape()

  /// Whether some slot's item is estimated (measured by its cell).
  var selfSizes: Bool { leaves.contains { !$0.selfSizingAxes.isEmpty } }

  /// Takes the frames and size of an evaluation of the shape.
  mutating func adopt(_ evaluation: CompositionalGroupShape.Evaluation) {
    for index in leaves.indices { leaves[index].frame = evaluation.leaves[index] }
    for index in attachments.indices { attachments[index].frame = evaluation.attachments[index] }
    size = evaluation.size
    extent = evaluation.extent
  }

  /// How far along the scroll axis a repetition holding only the first `filled` slots reaches (its
  /// filled slots' frames; the whole group when all are filled).
  func usedLength(filled: Int, axes: FlowAxes) -> CGFloat {
    Self.usedLength(filled: filled, of: leaves.lazy.map(\.frame), size: size, axes: axes)
  }

  /// `usedLength(filled:axes:)` for the leaf frames and size of a measured repetition.
  static func usedLength<Frames: Collection<CGRect>>(filled: Int, of frames: Frames, size: CGSize, axes: FlowAxes)
    -> CGFloat
  {
    guard filled < frames.count else { return axes.scroll(size) }
    var end: CGFloat = 0
    for frame in frames.prefix(filled) { end = max(end, axes.scrollRange(of: frame).1) }
    return min(end, axes.scroll(size))
  }
}
