import Foundation
import TrellisGeometry

extension SpatialIndex {
  /// The indices of the frames intersecting `rect` (edges and corners touching count), in ascending
  /// order; see the type's matching rules.
  /// - Complexity: O(log n + k log k) for k answers when frames overlap little; see the type's notes.
  public func indices(intersecting rect: CGRect) -> [Int] {
    guard let query = RectQuery(rect) else { return [] }
    return collect(query)
  }

  /// Calls `body` with the index of every frame intersecting `rect`, in ascending order, without
  /// allocating memory.
  ///
  /// Up to 256 answers are gathered in a fixed buffer on the stack; more go to a buffer from
  /// `withUnsafeTemporaryAllocation`, which is on the stack when the runtime finds room for it.
  /// - Complexity: O(log n + k log k) for k answers when frames overlap little; see the type's notes.
  public func forEachIndex(intersecting rect: CGRect, _ body: (Int) -> Void) {
    guard let query = RectQuery(rect) else { return }
    forEachAscending(query, reserve: { _ in }, body)
  }

  /// The indices of the frames containing `point` by `CGRect.contains(_:)` (`minX <= x < maxX`, the
  /// same for y), in ascending order.
  /// - Complexity: O(log n + k log k) for k answers when frames overlap little; see the type's notes.
  public func indices(containing point: CGPoint) -> [Int] {
    guard let query = PointQuery(point) else { return [] }
    return collect(query)
  }

  /// Calls `body` with the index of every frame containing `point`, in ascending order, without
  /// allocating memory (as `forEachIndex(intersecting:_:)`).
  /// - Complexity: O(log n + k log k) for k answers when frames overlap little; see the type's notes.
  public func forEachIndex(containing point: CGPoint, _ body: (Int) -> Void) {
    guard let query = PointQuery(point) else { return }
    forEachAscending(query, reserve: { _ in }, body)
  }

  /// The answers to `query` in an array of exactly their number.
  private func collect<Query: SpatialQuery>(_ query: Query) -> [Int] {
    var result: [Int] = []
    forEachAscending(query, reserve: { result.reserveCapacity($0) }) { result.append($0) }
    return result
  }
}

/// What a query asks of node boxes and frames.
protocol SpatialQuery {
  /// Whether a node whose box (four `Float`s, rounded outwards) starts at `box` may hold an answer.
  func mayMatch(node box: UnsafePointer<Float>) -> Bool
  /// Whether the frame whose edges (four `CGFloat`s) start at `box` is an answer.
  func matches(entry box: UnsafePointer<CGFloat>) -> Bool
}

/// The frames intersecting a rectangle, edges included.
struct RectQuery: SpatialQuery {
  let minX: CGFloat
  let minY: CGFloat
  let maxX: CGFloat
  let maxY: CGFloat
  let nodeMinX: Float
  let nodeMinY: Float
  let nodeMaxX: Float
  let nodeMaxY: Float

  /// A query for `rect`, or nil when it can match nothing (null, or a NaN edge).
  init?(_ rect: CGRect) {
    guard let box = SpatialIndex.Box(rect) else { return nil }
    minX = box.minX
    minY = box.minY
    maxX = box.maxX
    maxY = box.maxY
    nodeMinX = SpatialIndex.floatDown(minX)
    nodeMinY = SpatialIndex.floatDown(minY)
    nodeMaxX = SpatialIndex.floatUp(maxX)
    nodeMaxY = SpatialIndex.floatUp(maxY)
  }

  @inline(__always) func mayMatch(node box: UnsafePointer<Float>) -> Bool {
    box[0] <= nodeMaxX && nodeMinX <= box[2] && box[1] <= nodeMaxY && nodeMinY <= box[3]
  }

  @inline(__always) func matches(entry box: UnsafePointer<CGFloat>) -> Bool {
    box[0] <= maxX && minX <= box[2] && box[1] <= maxY && minY <= box[3]
  }
}

/// The frames containing a point, as `CGRect.contains(_:)`: their maximum edges excluded.
struct PointQuery: SpatialQuery {
  let x: CGFloat
  let y: CGFloat
  let nodeMinX: Float
  let nodeMinY: Float
  let nodeMaxX: Float
  let nodeMaxY: Float

  /// A query for `point`, or nil when a coordinate is NaN.
  init?(_ point: CGPoint) {
    guard !point.x.isNaN, !point.y.isNaN else { return nil }
    x = point.x
    y = point.y
    nodeMinX = SpatialIndex.floatDown(x)
    nodeMinY = SpatialIndex.floatDown(y)
    nodeMaxX = SpatialIndex.floatUp(x)
    nodeMaxY = SpatialIndex.floatUp(y)
  }

  @inline(__always) func mayMatch(node box: UnsafePointer<Float>) -> Bool {
    box[0] <= nodeMaxX && nodeMinX <= box[2] && box[1] <= nodeMaxY && nodeMinY <= box[3]
  }

  @inline(__always) func matches(entry box: UnsafePointer<CGFloat>) -> Bool {
    box[0] <= x && x < box[2] && box[1] <= y && y < box[3]
  }
}
