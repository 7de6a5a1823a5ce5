import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// The nesting of a solved group, kept so that a repetition whose items were measured can be laid out
/// again without its definition: each node's frame in the template, how a linear group stacks its
/// children, and which of its lengths are estimates (Documentation/Behaviour.md#compositional-self-sizing).
///
/// Along a linear group's axis, a child that grows pushes the later children; an estimated group is as
/// long as its children reach on an estimated axis (its insets after them included), so a row of
/// estimated heights is as tall as its tallest item and the other items keep their own heights.
struct CompositionalGroupShape: Equatable {
  /// One group or item of the template, in pre-order.
  struct Node: Equatable {
    /// The node's frame relative to the top-level group's origin (an item's after its insets).
    var frame: CGRect
    /// The index after the node's subtree (its next sibling, if any).
    var end: Int
    /// The leaf slot of an item, or −1 for a group.
    var leaf: Int
    /// Whether a group is a linear group stacking its children along x (else along y, or custom).
    var isHorizontal = false
    /// Whether a group stacks its children (false for custom groups, whose frames are fixed).
    var isLinear = false
    /// The node's estimated axes.
    var estimated: SelfSizingAxes = []
    /// A group's content insets (kept after its children on an estimated axis).
    var insets: DirectionalEdgeInsets = .zero
  }

  /// Where a supplementary anchored to an item or group sits on its host.
  struct Anchor: Equatable {
    /// The host node.
    var node: Int
    /// The host's edges the supplementary's container anchor names.
    var edges: DirectionalRectEdge
    /// From that point of the host to the supplementary's origin, before pixel rounding.
    var offset: CGVector
    /// The supplementary's size (an item's supplementary keeps its estimate).
    var size: CGSize
  }

  var nodes: [Node] = []
  /// The node of each leaf slot.
  var leafNodes: [Int] = []
  /// The anchor of each attachment, in the template's attachment order.
  var anchors: [Anchor] = []
  /// Whether some node has an estimated axis (else evaluation changes nothing).
  var hasEstimates = false

  /// A repetition laid out with measured lengths.
  struct Evaluation: Equatable {
    /// The leaf slots' frames, relative to the repetition's origin.
    var leaves: [CGRect]
    /// The attachments' frames.
    var attachments: [CGRect]
    /// The group's size.
    var size: CGSize
    /// The union of the group's rectangle and everything in it.
    var extent: CGRect
  }

  /// Lays the group out with `measured(leaf)` giving the measured width and height of a leaf slot (nil
  /// for an estimate kept); only a leaf's estimated axes take its measurement.
  /// - Complexity: O(nodes + attachments).
  func evaluate(pixels: CompositionalPixelGrid, measured: (Int) -> CompositionalMeasuredSize?) -> Evaluation {
    var frames = [CGRect](repeating: .zero, count: nodes.count)
    let size = nodes.isEmpty ? .zero : place(0, at: .zero, into: &frames, measured).size
    var extent = CGRect(origin: .zero, size: size)
    let leaves = leafNodes.map { frames[$0] }
    for leaf in leaves { extent = extent.union(leaf) }
    let attachments = anchors.map { anchor in
      let point = CompositionalGroupSolver.point(of: anchor.edges, in: frames[anchor.node])
      return pixels.rounded(
        CGRect(
          x: point.x + anchor.offset.dx, y: point.y + anchor.offset.dy, width: anchor.size.width,
          height: anchor.size.height))
    }
    for frame in attachments { extent = extent.union(frame) }
    return Evaluation(leaves: leaves, attachments: attachments, size: size, extent: extent)
  }

  private func place(
    _ index: Int, at offset: CGVector, into frames: inout [CGRect], _ measured: (Int) -> CompositionalMeasuredSize?
  ) -> CGRect {
    let node = nodes[index]
    var frame = node.frame.offsetBy(dx: offset.dx, dy: offset.dy)
    if node.leaf >= 0 {
      if let size = measured(node.leaf) {
        if node.estimated.contains(.horizontal), let width = size.width { frame.size.width = width }
        if node.estimated.contains(.vertical), let height = size.height { frame.size.height = height }
      }
      frames[index] = frame
      return frame
    }
    let horizontal = node.isHorizontal
    var shift: CGFloat = 0
    var alongEnd = -CGFloat.infinity
    var acrossEnd = -CGFloat.infinity
    var child = index + 1
    while child < node.end {
      let childOffset =
        node.isLinear
        ? (horizontal ? CGVector(dx: offset.dx + shift, dy: offset.dy) : CGVector(dx: offset.dx, dy: offset.dy + shift))
        : offset
      let placed = place(child, at: childOffset, into: &frames, measured)
      let template = nodes[child].frame
      if node.isLinear {
        shift = horizontal ? placed.maxX - (template.maxX + offset.dx) : placed.maxY - (template.maxY + offset.dy)
      }
      alongEnd = max(alongEnd, horizontal ? placed.maxX : placed.maxY)
      acrossEnd = max(acrossEnd, horizontal ? placed.maxY : placed.maxX)
      child = nodes[child].end
    }
    if node.isLinear, alongEnd.isFinite {
      // An estimated length is what the children reach, with the group's insets after them.
      if horizontal {
        if node.estimated.contains(.horizontal) {
          frame.size.width = max(0, alongEnd + node.insets.trailing - frame.minX)
        }
        if node.estimated.contains(.vertical) {
          frame.size.height = max(0, acrossEnd + node.insets.bottom - frame.minY)
        }
      } else {
        if node.estimated.contains(.vertical) { frame.size.height = max(0, alongEnd + node.insets.bottom - frame.minY) }
        if node.estimated.contains(.horizontal) {
          frame.size.width = max(0, acrossEnd + node.insets.trailing - frame.minX)
        }
      }
    }
    frames[index] = frame
    return frame
  }
}

/// The measured lengths of one element; nil where it keeps its estimate.
struct CompositionalMeasuredSize: Equatable {
  var width: CGFloat?
  var height: CGFloat?
}

extension SelfSizingAxes {
  /// The estimated axes of a layout size.
  init(estimatedIn size: CollectionLayoutSize) {
    self = []
    if size.widthDimension.isEstimated { insert(.horizontal) }
    if size.heightDimension.isEstimated { insert(.vertical) }
  }
}
