import Foundation
import TrellisGeometry

extension SpatialIndex {
  /// Traps unless the arrays form a valid tree: every child range in bounds, non-empty and at most
  /// `fanout` long; every node and entry under exactly one parent; every node box holding its
  /// children's boxes; every original index at most once and in range. Called by `init` in debug builds.
  /// - Complexity: O(n).
  func _checkInvariants() {
    let nodeCount = nodeChildren.count / 2
    precondition(entryBoxes.count == 4 * entryIndices.count, "four edges per entry")
    precondition(nodeBoxes.count == 4 * nodeCount && nodeChildren.count == 2 * nodeCount, "one box per node")
    precondition(entryIndices.count <= count, "more entries than frames")
    guard nodeCount > 0 else {
      precondition(entryIndices.isEmpty && leafCount == 0 && bounds.isNull, "entries without nodes")
      return
    }
    precondition(leafCount > 0 && leafCount <= nodeCount, "leaf count out of range")
    var seenIndex = [Bool](repeating: false, count: count)
    for index in entryIndices {
      precondition(
        index >= 0 && Int(index) < count && !seenIndex[Int(index)], "index \(index) repeated or out of range")
      seenIndex[Int(index)] = true
    }
    var parentCount = [Int](repeating: 0, count: nodeCount)
    var entryParentCount = [Int](repeating: 0, count: entryIndices.count)
    for node in 0..<nodeCount {
      let start = Int(nodeChildren[2 * node])
      let end = Int(nodeChildren[2 * node + 1])
      precondition(start < end && end - start <= Self.fanout, "node \(node) has \(end - start) children")
      for child in start..<end {
        let isEntry = node < leafCount
        if isEntry {
          precondition(end <= entryIndices.count, "leaf \(node) points past the entries")
          entryParentCount[child] += 1
        } else {
          precondition(child < node, "node \(node) points to a node above it")
          parentCount[child] += 1
        }
        for edge in 0..<4 {
          let nodeEdge = CGFloat(nodeBoxes[4 * node + edge])
          let childEdge = isEntry ? entryBoxes[4 * child + edge] : CGFloat(nodeBoxes[4 * child + edge])
          precondition(edge < 2 ? nodeEdge <= childEdge : nodeEdge >= childEdge, "node \(node) doesn't hold \(child)")
        }
      }
    }
    precondition(entryParentCount.allSatisfy { $0 == 1 }, "an entry is under no leaf or several")
    precondition(
      parentCount.dropLast().allSatisfy { $0 == 1 } && parentCount.last == 0, "a node has no parent or several")
  }
}
