import Foundation

extension SnapshotDiffComputation {
  /// Pairs old and new items by identifier in one walk over the new items that guesses each one's old
  /// position, and records the inserted, deleted and moved items.
  ///
  /// The guess is the old position after the last match: while the snapshots agree, an item is matched
  /// by one comparison; where they disagree it is looked up in `old.itemIndex` and the guess continues
  /// from there. Matched old positions are marked in a bit set, so the deleted items are the unmarked
  /// ones of surviving sections, found by one pass. In each section that stays, the items outside a
  /// longest increasing run of old indices move; an item whose section identifier changed moves; an
  /// item leaving a deleted section or arriving in an inserted one is deleted and inserted, each unless
  /// its section's operation carries it.
  /// - Complexity: O(n) expected, one hash lookup per item out of lockstep, plus O(d log d) for d items
  ///   out of order.
  mutating func matchItems() {
    let oldStarts = old.sectionStarts
    let newStarts = new.sectionStarts
    let oldToNew = oldSectionToNew
    let newToOld = newSectionToOld
    let itemIndex = old.itemIndex
    let oldCount = old.items.count
    var kept = PositionBits(count: oldCount)
    var keptCount = 0
    var largestSection = 0
    for section in newToOld.indices {
      largestSection = max(largestSection, newStarts[section + 1] - newStarts[section])
    }
    // The old indexes of the items that stay in their section, in new order, and their new indexes.
    var order = LongestIncreasingSubsequence()
    order.reserveCapacity(min(largestSection, oldCount))
    var orderTargets = ContiguousArray<Int>()
    orderTargets.reserveCapacity(min(largestSection, oldCount))
    var moves = ContiguousArray<ItemMoveRecord>()
    var inserted: [IndexPath] = []
    inserted.reserveCapacity(max(new.items.count - oldCount, 0))

    old.items.withUnsafeBufferPointer { oldItems in
      new.items.withUnsafeBufferPointer { newItems in
        var guess = 0
        var oldSection = 0  // the old section holding the last matched position
        for newSection in newToOld.indices {
          let sameOld = newToOld[newSection]
          let newStart = newStarts[newSection]
          order.removeAll()
          orderTargets.removeAll(keepingCapacity: true)
          for position in newStart..<newStarts[newSection + 1] {
            let oldPosition: Int
            if guess < oldCount && oldItems[guess] == newItems[position] {
              oldPosition = guess
            } else if let found = itemIndex[newItems[position]] {
              oldPosition = found
            } else {
              if sameOld >= 0 { inserted.append(IndexPath.pair(section: newSection, item: position - newStart)) }
              continue
            }
            guess = oldPosition + 1
            if oldPosition >= oldStarts[oldSection + 1] {
              var steps = 0
              repeat {
                oldSection += 1
                steps += 1
              } while steps < 8 && oldPosition >= oldStarts[oldSection + 1]
              if oldPosition >= oldStarts[oldSection + 1] { oldSection = old.section(atFlatPosition: oldPosition) }
            } else if oldPosition < oldStarts[oldSection] {
              oldSection = old.section(atFlatPosition: oldPosition)
            }
            if oldToNew[oldSection] < 0 || sameOld < 0 {
              // Carried out of a deleted or into an inserted section: an insert here unless the new section
              // carries it; the old position stays unmarked, so the pass below deletes it unless its
              // section is deleted.
              if sameOld >= 0 { inserted.append(IndexPath.pair(section: newSection, item: position - newStart)) }
              continue
            }
            kept.insert(oldPosition)
            keptCount += 1
            let oldItem = oldPosition - oldStarts[oldSection]
            if oldSection == sameOld {
              order.values.append(oldItem)
              orderTargets.append(position - newStart)
            } else {
              moves.append(
                ItemMoveRecord(
                  fromSection: oldSection, fromItem: oldItem, toSection: newSection, toItem: position - newStart))
            }
          }
          if order.values.count > 1 && order.compute() < order.values.count {
            for index in order.nonMembers {
              moves.append(
                ItemMoveRecord(
                  fromSection: sameOld, fromItem: order.values[index], toSection: newSection,
                  toItem: orderTargets[index]))
            }
          }
        }
      }
    }

    var deleted: [IndexPath] = []
    deleted.reserveCapacity(oldCount - keptCount)
    var section = 0
    kept.forEachAbsent { position in
      while position >= oldStarts[section + 1] { section += 1 }
      if oldToNew[section] >= 0 {
        deleted.append(IndexPath.pair(section: section, item: position - oldStarts[section]))
      }
    }
    diff.deletedItems = deleted
    diff.insertedItems = inserted
    diff.movedItems = ItemMoveRecord.sortedItemMoves(&moves)
  }
}
