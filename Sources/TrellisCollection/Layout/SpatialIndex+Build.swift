import Foundation
import TrellisGeometry

extension SpatialIndex {
  /// A standardized rectangle as its four edges.
  struct Box {
    var minX: CGFloat
    var minY: CGFloat
    var maxX: CGFloat
    var maxY: CGFloat

    /// The edges of `rect`, or nil when it is null or an edge is NaN.
    init?(_ rect: CGRect) {
      guard !rect.isNull else { return nil }
      minX = rect.minX
      minY = rect.minY
      maxX = rect.maxX
      maxY = rect.maxY
      if minX.isNaN || minY.isNaN || maxX.isNaN || maxY.isNaN { return nil }
    }

    init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
      self.minX = minX
      self.minY = minY
      self.maxX = maxX
      self.maxY = maxY
    }

    /// The smallest box holding both.
    func union(_ other: Box) -> Box {
      Box(
        minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY), maxX: Swift.max(maxX, other.maxX),
        maxY: Swift.max(maxY, other.maxY))
    }

    /// The centre, with infinite edges clamped so it is never NaN.
    var center: (x: CGFloat, y: CGFloat) {
      func mid(_ low: CGFloat, _ high: CGFloat) -> CGFloat {
        let limit = CGFloat.greatestFiniteMagnitude
        return Swift.min(Swift.max(low, -limit), limit) / 2 + Swift.min(Swift.max(high, -limit), limit) / 2
      }
      return (mid(minX, maxX), mid(minY, maxY))
    }

    /// The box as a rectangle.
    var rect: CGRect {
      func length(_ low: CGFloat, _ high: CGFloat) -> CGFloat { low == high ? 0 : high - low }
      return CGRect(x: minX, y: minY, width: length(minX, maxX), height: length(minY, maxY))
    }
  }

  /// The largest `Float` not above `value`.
  static func floatDown(_ value: CGFloat) -> Float {
    let rounded = Float(value)
    return CGFloat(rounded) > value ? rounded.nextDown : rounded
  }

  /// The smallest `Float` not below `value`.
  static func floatUp(_ value: CGFloat) -> Float {
    let rounded = Float(value)
    return CGFloat(rounded) < value ? rounded.nextUp : rounded
  }

  /// Packs frames into the flat arrays of a tree, bottom-up: the frames, then each level of nodes, are
  /// ordered by sort-tile-recursive packing and cut into runs of `fanout`, each run becoming a parent.
  struct Builder {
    let frames: [CGRect]
    private(set) var bounds = CGRect.null
    private(set) var entryBoxes: [CGFloat] = []
    private(set) var entryIndices: [Int32] = []
    private(set) var nodeBoxes: [Float] = []
    private(set) var nodeChildren: [Int32] = []
    private(set) var leafCount = 0

    init(frames: [CGRect]) { self.frames = frames }

    /// Fills the arrays.
    /// - Complexity: O(n log n).
    mutating func build() {
      var boxes: [Box] = []
      var indices: [Int32] = []
      boxes.reserveCapacity(frames.count)
      indices.reserveCapacity(frames.count)
      for (index, frame) in frames.enumerated() {
        guard let box = Box(frame) else { continue }
        boxes.append(box)
        indices.append(Int32(index))
      }
      guard !boxes.isEmpty else { return }
      bounds = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }.rect

      let order = Builder.packingOrder(boxes)
      entryBoxes.reserveCapacity(4 * boxes.count)
      entryIndices.reserveCapacity(boxes.count)
      var level: [Box] = []
      var ranges: [(start: Int32, end: Int32)] = []
      for (position, entry) in order.enumerated() {
        let box = boxes[Int(entry)]
        entryBoxes.append(box.minX)
        entryBoxes.append(box.minY)
        entryBoxes.append(box.maxX)
        entryBoxes.append(box.maxY)
        entryIndices.append(indices[Int(entry)])
        if position % fanout == 0 {
          level.append(box)
          ranges.append((Int32(position), Int32(position + 1)))
        } else {
          level[level.count - 1] = level[level.count - 1].union(box)
          ranges[ranges.count - 1].end += 1
        }
      }
      leafCount = level.count
      appendLevels(level, ranges)
    }

    /// Stores `level` and every level above it, up to the root.
    private mutating func appendLevels(_ firstLevel: [Box], _ firstRanges: [(start: Int32, end: Int32)]) {
      var level = firstLevel
      var ranges = firstRanges
      nodeBoxes.reserveCapacity(4 * (level.count + level.count / (fanout - 1) + 1))
      nodeChildren.reserveCapacity(2 * (level.count + level.count / (fanout - 1) + 1))
      while true {
        if level.count > 1 {
          let order = Builder.packingOrder(level)
          level = order.map { level[Int($0)] }
          ranges = order.map { ranges[Int($0)] }
        }
        let levelStart = nodeChildren.count / 2
        for (box, range) in zip(level, ranges) {
          nodeBoxes.append(floatDown(box.minX))
          nodeBoxes.append(floatDown(box.minY))
          nodeBoxes.append(floatUp(box.maxX))
          nodeBoxes.append(floatUp(box.maxY))
          nodeChildren.append(range.start)
          nodeChildren.append(range.end)
        }
        guard level.count > 1 else { return }
        var parents: [Box] = []
        var parentRanges: [(start: Int32, end: Int32)] = []
        parents.reserveCapacity((level.count + fanout - 1) / fanout)
        parentRanges.reserveCapacity(parents.capacity)
        for start in stride(from: 0, to: level.count, by: fanout) {
          let end = Swift.min(start + fanout, level.count)
          parents.append(level[start + 1..<end].reduce(level[start]) { $0.union($1) })
          parentRanges.append((Int32(levelStart + start), Int32(levelStart + end)))
        }
        level = parents
        ranges = parentRanges
      }
    }

    /// The sort-tile-recursive order of `boxes`: by centre x into vertical slabs, then by centre y
    /// within each slab, so every run of `fanout` in the order is a compact tile.
    ///
    /// Classic STR cuts √P slabs for P tiles, which suits square data; here the slab count follows the
    /// aspect ratio of the centres' extent, so a tall layout of a few columns gets square-ish tiles
    /// instead of slivers. Ties break on the other axis, then on position, so the order is deterministic.
    /// - Complexity: O(n log n).
    static func packingOrder(_ boxes: [Box]) -> [Int32] {
      var keys: [SortKey] = []
      keys.reserveCapacity(boxes.count)
      var low = (x: CGFloat.infinity, y: CGFloat.infinity)
      var high = (x: -CGFloat.infinity, y: -CGFloat.infinity)
      for (position, box) in boxes.enumerated() {
        let c = box.center
        keys.append(SortKey(primary: c.x, secondary: c.y, position: Int32(position)))
        low = (Swift.min(low.x, c.x), Swift.min(low.y, c.y))
        high = (Swift.max(high.x, c.x), Swift.max(high.y, c.y))
      }
      let tiles = (boxes.count + fanout - 1) / fanout
      let slabs = slabCount(tiles: tiles, width: high.x - low.x, height: high.y - low.y)
      if slabs > 1 { keys.sort(by: SortKey.precedes) }
      let slabSize = (tiles + slabs - 1) / slabs * fanout
      for start in stride(from: 0, to: keys.count, by: slabSize) {
        let slab = start..<Swift.min(start + slabSize, keys.count)
        for i in slab { (keys[i].primary, keys[i].secondary) = (keys[i].secondary, keys[i].primary) }
        keys[slab].sort(by: SortKey.precedes)
      }
      return keys.map(\.position)
    }

    /// How many vertical slabs to cut `tiles` tiles into, for tiles about as wide as tall.
    static func slabCount(tiles: Int, width: CGFloat, height: CGFloat) -> Int {
      let ideal: CGFloat
      if width > 0 && height > 0 {
        ideal = (CGFloat(tiles) * (width / height)).squareRoot()
      } else {
        ideal = width > 0 ? CGFloat(tiles) : 1
      }
      let slabs = ideal.isFinite ? Int(ideal.rounded()) : Int(CGFloat(tiles).squareRoot().rounded(.up))
      return Swift.min(Swift.max(slabs, 1), Swift.max(tiles, 1))
    }
  }

  /// What `packingOrder` sorts: a centre coordinate, the other one, and the position for ties.
  struct SortKey {
    var primary: CGFloat
    var secondary: CGFloat
    var position: Int32

    static func precedes(_ a: SortKey, _ b: SortKey) -> Bool {
      if a.primary != b.primary { return a.primary < b.primary }
      if a.secondary != b.secondary { return a.secondary < b.secondary }
      return a.position < b.position
    }
  }
}
