import Foundation
import TrellisGeometry

extension SpatialIndex {
  /// How many answers the first pass of a query gathers in its fixed stack buffer.
  static let stackAnswerCapacity = 256

  /// Calls `reserve` once with the number of answers to `query`, then `body` with each, ascending.
  ///
  /// One pass gathers up to `stackAnswerCapacity` answers on the stack and counts the rest. When there
  /// are more, a second pass either marks them in a bit set of `count` bits (when that is no bigger than
  /// the answers) or gathers them in a temporary buffer of their number, which it sorts.
  /// - Complexity: O(log n + k log k) for k answers when frames overlap little; O(n / 64 + k) through
  ///   the bit set.
  func forEachAscending<Query: SpatialQuery>(_ query: Query, reserve: (Int) -> Void, _ body: (Int) -> Void) {
    let capacity = SpatialIndex.stackAnswerCapacity
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { buffer in
      var found = 0
      traverse(query) { index in
        if found < capacity { buffer[found] = index }
        found &+= 1
      }
      reserve(found)
      if found <= capacity {
        let answers = UnsafeMutableBufferPointer(rebasing: buffer[..<found])
        SpatialIndex.sortAscending(answers)
        for index in answers { body(Int(index)) }
        return
      }
      let words = (count + 63) / 64
      if words <= found {
        forEachMarked(query, words: words, body)
      } else {
        forEachGathered(query, found: found, body)
      }
    }
  }

  /// The second pass for many answers: marks them in a bit set, then reads it in order.
  private func forEachMarked<Query: SpatialQuery>(_ query: Query, words: Int, _ body: (Int) -> Void) {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { bits in
      bits.initialize(repeating: 0)
      traverse(query) { index in
        let i = Int(index)
        bits[i &>> 6] |= 1 &<< UInt64(i & 63)
      }
      for word in 0..<words {
        var remaining = bits[word]
        while remaining != 0 {
          body(word &<< 6 | remaining.trailingZeroBitCount)
          remaining &= remaining &- 1
        }
      }
    }
  }

  /// The second pass for more answers than the stack buffer holds: gathers and sorts them all.
  private func forEachGathered<Query: SpatialQuery>(_ query: Query, found: Int, _ body: (Int) -> Void) {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: found) { buffer in
      var gathered = 0
      traverse(query) { index in
        buffer[gathered] = index
        gathered &+= 1
      }
      SpatialIndex.sortAscending(buffer)
      for index in buffer { body(Int(index)) }
    }
  }

  /// Calls `emit` with the original index of every frame matching `query`, in tree order.
  /// - Complexity: O(log n + k) for k answers when frames overlap little; O(n) at worst.
  func traverse<Query: SpatialQuery>(_ query: Query, _ emit: (Int32) -> Void) {
    guard let root = rootNode else { return }
    nodeBoxes.withUnsafeBufferPointer { nodeBoxes in
      nodeChildren.withUnsafeBufferPointer { nodeChildren in
        entryBoxes.withUnsafeBufferPointer { entryBoxes in
          entryIndices.withUnsafeBufferPointer { entryIndices in
            let tree = TreeView(
              nodeBoxes: nodeBoxes.baseAddress!, nodeChildren: nodeChildren.baseAddress!,
              entryBoxes: entryBoxes.baseAddress!, entryIndices: entryIndices.baseAddress!, leafCount: leafCount)
            if query.mayMatch(node: tree.nodeBoxes + 4 * root) { tree.visit(root, query, emit) }
          }
        }
      }
    }
  }
}

/// The index's arrays as pointers, for a traversal without bounds checks.
private struct TreeView {
  let nodeBoxes: UnsafePointer<Float>
  let nodeChildren: UnsafePointer<Int32>
  let entryBoxes: UnsafePointer<CGFloat>
  let entryIndices: UnsafePointer<Int32>
  let leafCount: Int

  /// Emits the matching entries under `node`, whose box may match.
  func visit<Query: SpatialQuery>(_ node: Int, _ query: Query, _ emit: (Int32) -> Void) {
    var child = Int(nodeChildren[2 &* node])
    let end = Int(nodeChildren[2 &* node &+ 1])
    if node < leafCount {
      while child < end {
        if query.matches(entry: entryBoxes + 4 &* child) { emit(entryIndices[child]) }
        child &+= 1
      }
    } else {
      while child < end {
        if query.mayMatch(node: nodeBoxes + 4 &* child) { visit(child, query, emit) }
        child &+= 1
      }
    }
  }
}
