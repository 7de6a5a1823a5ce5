import Foundation

/// A few rectangles covering what changed in a window since it was last drawn: its damage.
///
/// Rectangles added are kept as they are while there are at most `maximumRectangleCount`; a rectangle
/// inside one already kept adds nothing, kept ones inside a new one are dropped, and two whose bounding
/// box is no larger than their areas together become that box. Past the maximum
/// the two rectangles whose bounding box adds the least area are merged into that box, so the region
/// always covers everything added (it may cover more). The storage is reserved once, so adding and
/// emptying allocate nothing.
public struct DamageRegion: Equatable, Sendable {
  /// The most rectangles kept; more are merged.
  public let maximumRectangleCount: Int
  /// The rectangles, none empty and none inside another; in the order added, merged ones last.
  public private(set) var rectangles: [CGRect] = []

  /// Creates an empty region that keeps at most `maximumRectangleCount` rectangles (at least 1).
  public init(maximumRectangleCount: Int = 8) {
    self.maximumRectangleCount = max(1, maximumRectangleCount)
    rectangles.reserveCapacity(self.maximumRectangleCount + 1)
  }

  /// Whether nothing is damaged.
  public var isEmpty: Bool { rectangles.isEmpty }

  /// The smallest rectangle covering the region (`CGRect.null` when empty).
  /// - Complexity: O(rectangles).
  public var bounds: CGRect {
    var box = CGRect.null
    for rect in rectangles { box = box.union(rect) }
    return box
  }

  /// The sum of the rectangles' areas (overlaps counted twice).
  /// - Complexity: O(rectangles).
  public var area: CGFloat {
    var total: CGFloat = 0
    for rect in rectangles { total += rect.width * rect.height }
    return total
  }

  /// Adds a rectangle; empty, null and non-finite ones add nothing (clip infinite ones to the window first).
  /// - Complexity: O(m²) for m = `maximumRectangleCount` when it merges, O(m) otherwise.
  public mutating func add(_ rect: CGRect) {
    let r = rect.standardized
    guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0,
      r.height > 0
    else { return }
    for kept in rectangles where kept.covers(r) { return }
    rectangles.removeAll { r.covers($0) }
    // Overlapping so much that their bounding box is no larger than both (a view moved a little): one
    // rectangle, drawn in one pass.
    var merged = r
    var index = 0
    while index < rectangles.count {
      let kept = rectangles[index]
      let box = merged.union(kept)
      if box.width * box.height <= merged.width * merged.height + kept.width * kept.height {
        rectangles.remove(at: index)
        merged = box
        rectangles.removeAll { merged.covers($0) }
        index = 0
      } else {
        index += 1
      }
    }
    rectangles.append(merged)
    while rectangles.count > maximumRectangleCount { mergeCheapestPair() }
  }

  /// Adds every rectangle of another region.
  /// - Complexity: O(n·m²) for n rectangles in `other`.
  public mutating func formUnion(_ other: DamageRegion) {
    for rect in other.rectangles { add(rect) }
  }

  /// Grows each rectangle that comes within `margin` of one of `extents` without covering it to cover
  /// it too, until none does: afterwards no rectangle's edge (grown by `margin`) cuts through one of
  /// them. The renderer uses it so its clip never cuts a rotated view's smoothed edges, whose coverage
  /// cairo computes slightly differently when clipped.
  /// - Complexity: O(e × m) per round for e extents, at most e × m rounds.
  public mutating func expand(toInclude extents: [CGRect], margin: CGFloat) {
    var rounds = 0
    var grew = true
    while grew {
      grew = false
      rounds += 1
      search: for extent in extents where extent.width > 0 && extent.height > 0 {
        for index in rectangles.indices {
          let rect = rectangles[index]
          guard rect.insetBy(dx: -margin, dy: -margin).overlaps(extent), !rect.covers(extent) else { continue }
          rectangles.remove(at: index)
          add(rect.union(extent))
          grew = true
          break search
        }
      }
      // Each round covers an extent for good; past that many rounds something is wrong: cover all at once.
      if grew && rounds > extents.count * maximumRectangleCount + 1 {
        var box = bounds
        for extent in extents { box = box.union(extent) }
        removeAll()
        add(box)
        return
      }
    }
  }

  /// Empties the region, keeping its storage.
  public mutating func removeAll() { rectangles.removeAll(keepingCapacity: true) }

  /// Whether any rectangle of the region shares interior points with `rect`.
  /// - Complexity: O(rectangles).
  public func overlaps(_ rect: CGRect) -> Bool {
    for kept in rectangles where kept.overlaps(rect) { return true }
    return false
  }

  /// What must hold between calls: at most `maximumRectangleCount` rectangles, each finite and not
  /// empty, none inside another. Empty when all hold.
  public func checkInvariants() -> [String] {
    var broken: [String] = []
    if rectangles.count > maximumRectangleCount {
      broken.append("\(rectangles.count) rectangles, more than \(maximumRectangleCount)")
    }
    for (i, rect) in rectangles.enumerated() {
      if !(rect.width > 0 && rect.height > 0) || !rect.minX.isFinite || !rect.maxX.isFinite || !rect.minY.isFinite
        || !rect.maxY.isFinite
      {
        broken.append("rectangle \(i) \(rect) is empty or not finite")
      }
      for (j, other) in rectangles.enumerated() where i != j && other.covers(rect) {
        broken.append("rectangle \(i) \(rect) is inside rectangle \(j) \(other)")
        break
      }
    }
    return broken
  }

  /// Replaces the two rectangles whose bounding box grows the covered area least by that box, then drops
  /// any rectangle the box covers.
  private mutating func mergeCheapestPair() {
    var best = (0, 1)
    var bestCost = CGFloat.infinity
    for i in rectangles.indices {
      for j in (i + 1)..<rectangles.count {
        let a = rectangles[i]
        let b = rectangles[j]
        let box = a.union(b)
        let cost = box.width * box.height - a.width * a.height - b.width * b.height
        if cost < bestCost {
          bestCost = cost
          best = (i, j)
        }
      }
    }
    let box = rectangles[best.0].union(rectangles[best.1])
    rectangles.remove(at: best.1)
    rectangles.remove(at: best.0)
    rectangles.removeAll { box.covers($0) }
    rectangles.append(box)
  }
}
