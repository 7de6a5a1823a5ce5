import Foundation

extension SnapshotDiffComputation {
  /// Pairs old and new sections by identifier and records the deleted, inserted and moved sections: of
  /// the sections in both, those outside a longest increasing run of old indices (in new order) move.
  /// - Complexity: O(S) expected, hashing only sections out of lockstep, plus O(S log S) when some move.
  mutating func matchSections() {
    let oldSections = old.sections
    let newSections = new.sections
    oldSectionToNew = ContiguousArray(repeating: -1, count: oldSections.count)
    newSectionToOld = ContiguousArray(repeating: -1, count: newSections.count)
    var order = LongestIncreasingSubsequence()
    order.reserveCapacity(min(oldSections.count, newSections.count))
    var guess = 0
    for newIndex in newSections.indices {
      let oldIndex: Int
      if guess < oldSections.count && oldSections[guess] == newSections[newIndex] {
        oldIndex = guess
      } else if let found = old.sectionIndex[newSections[newIndex]] {
        oldIndex = found
      } else {
        diff.insertedSections.append(newIndex)
        continue
      }
      guess = oldIndex + 1
      oldSectionToNew[oldIndex] = newIndex
      newSectionToOld[newIndex] = oldIndex
      order.append(start: oldIndex)
    }
    for oldIndex in oldSections.indices where oldSectionToNew[oldIndex] < 0 {
      diff.deletedSections.append(oldIndex)
    }
    order.compute()
    guard !order.nonMembers.isEmpty else { return }
    diff.movedSections.reserveCapacity(order.nonMembers.count)
    for position in order.nonMembers {
      let oldIndex = order.starts[position]
      diff.movedSections.append(SnapshotDiff.SectionMove(from: oldIndex, to: oldSectionToNew[oldIndex]))
    }
    diff.movedSections.sort { $0.from < $1.from }
  }
}
