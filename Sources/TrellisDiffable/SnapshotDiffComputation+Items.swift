import Foundation

extension SnapshotDiffComputation {
  /// Pairs old and new items by identifier in one walk over the new items that guesses each one's old
  /// position, and records the inserted, deleted and moved items.
  ///
  /// The guess is the old position after the last match. The walk takes runs: from a matched pair it
  /// extends as far as the two snapshots agree item by item (within one old and one new section), by
  /// `memcmp` over blocks (`BitwiseRun`), and by `==` where bytes differ; where they disagree the next
  /// item is looked up in `old.itemSlots` (then `slotPositions`) and the guess continues from there. Matched old positions are
  /// marked in a bit set, a run at a time, so the deleted items are the unmarked ones of surviving
  /// sections, found by one pass. In each section that stays, the runs outside a longest increasing
  /// subsequence of old indices move, item by item; an item whose section identifier changed moves; an
  /// item leaving a deleted section or arriving in an inserted one is deleted and inserted, each unless its
  /// section's operation carries it.
  /// - Complexity: O(n) expected, one hash lookup per disagreement, plus O(r log r) for the r runs of a
  ///   section out of order.
  mutating func matchItems() {
    let oldStarts = old.sectionStarts
    let newStarts = new.sectionStarts
    let oldToNew = oldSectionToNew
    let newToOld = newSectionToOld
    let itemSlots = old.itemSlots
    let slotPositions = old.slotPositions
    let oldCount = old.items.count
    let size = MemoryLayout<Item>.size
    let stride = MemoryLayout<Item>.stride
    var kept = PositionBits(count: oldCount)
    var keptCount = 0
    // The runs of items that stay in their section, by old index in new order, and their new indexes.
    var runs = LongestIncreasingSubsequence()
    var runTargets = ContiguousArray<Int>()
    var moves = ContiguousArray<ItemMoveRecord>()
    var inserted: [IndexPath] = []
    inserted.reserveCapacity(max(new.items.count - oldCount, 0))

    old.items.withUnsafeBufferPointer { oldItems in
      new.items.withUnsafeBufferPointer { newItems in
        let oldBytes = UnsafeRawPointer(oldItems.baseAddress)
        let newBytes = UnsafeRawPointer(newItems.baseAddress)
        /// How many items, at most `limit`, agree from old position `oldPosition` and new `newPosition` on:
        /// equal bytes first, a block at a time, and `==` where the bytes differ.
        func agreeing(_ oldPosition: Int, _ newPosition: Int, limit: Int) -> Int {
          var count = 0
          while count < limit {
            if let oldBytes, let newBytes {
              count += BitwiseRun.matchingCount(
                oldBytes + (oldPosition + count) * stride, newBytes + (newPosition + count) * stride,
                count: limit - count, size: size, stride: stride)
              if count == limit { break }
            }
            guard oldItems[oldPosition + count] == newItems[newPosition + count] else { break }
            count += 1
          }
          return count
        }
        var guess = 0
        var oldSection = 0  // the old section holding the last position located
        /// Moves `oldSection` to the section holding `position`: a few steps forward, else a binary search.
        func locate(_ position: Int) {
          if position >= oldStarts[oldSection + 1] {
            var steps = 0
            repeat {
              oldSection += 1
              steps += 1
            } while steps < 8 && position >= oldStarts[oldSection + 1]
            if position >= oldStarts[oldSection + 1] { oldSection = old.section(atFlatPosition: position) }
          } else if position < oldStarts[oldSection] {
            oldSection = old.section(atFlatPosition: position)
          }
        }
        for newSection in newToOld.indices {
          let sameOld = newToOld[newSection]
          let newStart = newStarts[newSection]
          let newEnd = newStarts[newSection + 1]
          runs.removeAll()
          runTargets.removeAll(keepingCapacity: true)
          var position = newStart
          while position < newEnd {
            // A run from the guess, else from the item's old position by hash, else an inserted item.
            var oldPosition = guess
            var length = 0
            if guess < oldCount {
              locate(guess)
              length = agreeing(guess, position, limit: min(newEnd - position, oldStarts[oldSection + 1] - guess))
            }
            if length == 0 {
              guard let slot = itemSlots[newItems[position]] else {
                if sameOld >= 0 { inserted.append(IndexPath.pair(section: newSection, item: position - newStart)) }
                position += 1
                continue
              }
              let found = slotPositions[slot]
              oldPosition = found
              locate(found)
              let limit = min(newEnd - position, oldStarts[oldSection + 1] - found)
              length = 1 + agreeing(found + 1, position + 1, limit: limit - 1)
            }
            guess = oldPosition + length
            let oldItem = oldPosition - oldStarts[oldSection]
            let newItem = position - newStart
            position += length
            if oldToNew[oldSection] < 0 || sameOld < 0 {
              // Out of a deleted or into an inserted section: inserts here unless the new section carries
              // them; the old positions stay unmarked, so the pass below deletes them unless their section
              // is deleted.
              guard sameOld >= 0 else { continue }
              for offset in 0..<length {
                inserted.append(IndexPath.pair(section: newSection, item: newItem + offset))
              }
              continue
            }
            kept.insert(oldPosition..<oldPosition + length)
            keptCount += length
            if oldSection == sameOld {
              runs.append(start: oldItem, length: length)
              runTargets.append(newItem)
            } else {
              for offset in 0..<length {
                moves.append(
                  ItemMoveRecord(
                    fromSection: oldSection, fromItem: oldItem + offset, toSection: newSection,
                    toItem: newItem + offset))
              }
            }
          }
          if runs.compute() < runs.valueCount {
            for run in runs.nonMembers {
              for offset in 0..<runs.lengths[run] {
                moves.append(
                  ItemMoveRecord(
                    fromSection: sameOld, fromItem: runs.starts[run] + offset, toSection: newSection,
                    toItem: runTargets[run] + offset))
              }
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
