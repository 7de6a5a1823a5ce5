import Foundation
import TrellisCollection
import TrellisGeometry

/// What a `FlowLayout` keeps of its last `layoutAttributesForElements(in:)` answer so that the next one
/// reuses what nobody else holds any more (Documentation/Behaviour.md#flow-answers): the answer array's
/// buffer once every other holder released the array, and each plain `LayoutAttributes` object the pool
/// made once no other strong reference to it remains. A caller never sees reuse: an array or object it
/// still holds is never written.
@MainActor struct FlowAnswerPool {
  /// The last answer, shared with whoever received it.
  private var answer: [LayoutAttributes] = []
  /// The plain attribute objects of the last answers, by position; never handed out as an array, so
  /// the pool's reference is the only one when nobody else holds an object.
  private var objects: [LayoutAttributes] = []
  /// The next position in `objects` while an answer is built.
  private var next = 0

  /// An empty array for the next answer: the last answer's buffer when nobody else holds it (no
  /// allocation), else a new buffer of the same capacity (the caller's array is left as it is).
  mutating func beginAnswer() -> [LayoutAttributes] {
    var result = answer
    answer = []
    result.removeAll(keepingCapacity: true)
    next = 0
    return result
  }

  /// Plain attributes for an element: the pool's object at this position, reset, when nobody else
  /// holds it, else a new object that takes its position.
  mutating func plainAttributes(
    category: ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int
  ) -> LayoutAttributes {
    defer { next += 1 }
    if next < objects.count, isKnownUniquelyReferenced(&objects[next]) {
      let attributes = objects[next]
      attributes.reset(category: category, kind: kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
      return attributes
    }
    let attributes: LayoutAttributes
    if category == .cell {
      attributes = LayoutAttributes(forCellWith: indexPath)
    } else {
      attributes = LayoutAttributes(forSupplementaryViewOfKind: kind ?? "", with: indexPath)
    }
    attributes.frame = frame
    attributes.zIndex = zIndex
    if next < objects.count { objects[next] = attributes } else { objects.append(attributes) }
    return attributes
  }

  /// Keeps a finished answer: its buffer for the next answer unless it is four times larger than its
  /// count (a large answer's memory isn't kept for small ones), and, beyond the objects it used, spares
  /// for half as many again (answers of nearby rectangles differ by a line or two).
  /// - Complexity: O(spares released).
  mutating func endAnswer(_ result: [LayoutAttributes]) {
    let slack = 64
    answer = result.capacity > 4 * result.count + slack ? [] : result
    let keep = next + next / 2 + slack
    if objects.count > keep {
      objects.removeLast(objects.count - keep)
      if objects.capacity > 4 * keep {
        var shrunk: [LayoutAttributes] = []
        shrunk.reserveCapacity(keep)
        shrunk.append(contentsOf: objects)
        objects = shrunk
      }
    }
  }
}
