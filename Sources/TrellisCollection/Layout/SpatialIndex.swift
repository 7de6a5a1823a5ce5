import Foundation
import TrellisGeometry

/// An immutable index of rectangles that finds the ones intersecting a rectangle or containing a point
/// without scanning them all: how a custom layout answers `layoutAttributesForElements(in:)`.
///
/// Build it once per `prepare()` from the layout's frames; an index is the frame's position in that
/// array. Queries report indices in ascending order, so a layout returns its elements in a stable order.
///
/// ```swift
/// index = SpatialIndex(frames)
/// let attributes = index.indices(intersecting: rect).map { attributesForItem($0) }
/// ```
///
/// ## Matching rules
///
/// - `indices(intersecting:)` uses Foundation's `CGRect.intersects(_:)` rule on closed rectangles:
///   frames that only touch the query along an edge or at a corner match, and a frame of zero width or
///   height is the segment or point it spans, matched when the query covers it, edges included. The
///   answer therefore includes every frame sharing interior points with the query; callers wanting a
///   stricter rule filter it.
/// - `indices(containing:)` uses `CGRect.contains(_:)`: a frame contains a point when
///   `minX <= x < maxX` and `minY <= y < maxY`, so a point on the shared edge of two adjacent frames
///   is in exactly one of them, and a frame of zero width or height contains no point.
/// - Rectangles are standardized first (negative sizes count from the other corner).
/// - A frame that is `CGRect.null`, or whose edges include NaN, is excluded: no query ever reports it.
///   A query rectangle that is null or has a NaN edge, or a NaN point, matches nothing.
///
/// ## Structure and cost
///
/// A static packed R-tree: frames are sorted into groups of 16 by sort-tile-recursive packing, each
/// level of nodes is packed the same way, and every node lives in flat arrays (its box as four
/// `Float`s rounded outwards, its children as a range). The frames themselves are kept exactly, as
/// `CGFloat`s, so answers are exact. Building costs O(n log n) time; the index takes about 38 bytes per
/// frame.
///
/// A query visits O(log n + k) nodes for k answers when frames overlap little, which holds for
/// grids, masonry, flow and circle layouts. Many large frames piled on each other can make a query
/// visit every node (O(n)), as for any R-tree. Reporting in ascending order then sorts the answers:
/// O(k log k), or O(n / 64 + k) through a bit set when k is a large fraction of n.
public struct SpatialIndex: Sendable {
  /// How many children a node has at most.
  static let fanout = 16

  /// The number of frames the index was built from; indices run over `0..<count`.
  public let count: Int
  /// The union of the indexed frames (excluded frames don't count); `CGRect.null` when there are none.
  public let bounds: CGRect

  /// The frames in tree order, four `CGFloat`s each: minX, minY, maxX, maxY.
  let entryBoxes: [CGFloat]
  /// The index in the original array of each entry, in tree order.
  let entryIndices: [Int32]
  /// Every node's box, four `Float`s each (minX, minY, maxX, maxY) rounded outwards; leaves first, the
  /// root last.
  let nodeBoxes: [Float]
  /// Every node's children, two `Int32`s each (start, end): entries for a leaf, nodes otherwise.
  let nodeChildren: [Int32]
  /// The number of leaves: nodes `0..<leafCount` hold entries.
  let leafCount: Int

  /// Creates an empty index, which reports nothing.
  public init() {
    count = 0
    bounds = .null
    entryBoxes = []
    entryIndices = []
    nodeBoxes = []
    nodeChildren = []
    leafCount = 0
  }

  /// Creates an index of `frames`; a frame's index is its position in the array.
  /// - Complexity: O(n log n) for n frames.
  public init(_ frames: [CGRect]) {
    precondition(frames.count <= Int(Int32.max), "SpatialIndex holds at most \(Int32.max) frames")
    var builder = Builder(frames: frames)
    builder.build()
    count = frames.count
    bounds = builder.bounds
    entryBoxes = builder.entryBoxes
    entryIndices = builder.entryIndices
    nodeBoxes = builder.nodeBoxes
    nodeChildren = builder.nodeChildren
    leafCount = builder.leafCount
    #if DEBUG
      _checkInvariants()
    #endif
  }

  /// The number of frames the index reports (the frames given, less null and NaN ones).
  public var indexedCount: Int { entryIndices.count }

  /// The node at the top of the tree, or nil when the index holds no frame.
  var rootNode: Int? { nodeChildren.isEmpty ? nil : nodeChildren.count / 2 - 1 }
}
