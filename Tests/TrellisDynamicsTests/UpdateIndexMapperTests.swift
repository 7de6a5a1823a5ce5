import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisDynamics

/// Where `UpdateIndexMapper` sends the elements before a batch, checked against a model: the old
/// items as an array of identities, edited the way the collection view applies the update.
@MainActor struct UpdateIndexMapperTests {
  private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

  /// The new index of every old item of section 0, nil for the ones that went.
  private func mapped(_ updates: [UpdateItem], count: Int) -> [Int?] {
    let mapper = UpdateIndexMapper(updates)
    return (0..<count).map { mapper.newIndexPath(forOld: path(0, $0))?.item }
  }

  /// Deletes shift the items after them back, inserts shift the items at and after them on (in new
  /// indexes), a reload has no new place, and a move goes where it says while the items between close
  /// up and open out.
  @Test func itemsShiftPastDeletesInsertsAndMoves() {
    // Old 0…9; delete 2 and 5, reload 7, insert at new 0 and 4, move old 8 to new 1.
    let updates = [
      UpdateItem(action: .delete, before: path(0, 5), after: nil),
      UpdateItem(action: .delete, before: path(0, 2), after: nil),
      UpdateItem(action: .move, before: path(0, 8), after: path(0, 1)),
      UpdateItem(action: .reload, before: path(0, 7), after: path(0, 6)),
      UpdateItem(action: .insert, before: nil, after: path(0, 0)),
      UpdateItem(action: .insert, before: nil, after: path(0, 4)),
    ]
    // The model: remove 2, 5, 7 (reloaded: a new element), 8 (moved) from the old order, then insert
    // "new" at 0, the moved 8 at 1, "new" at 4 and the reloaded element at 6.
    var model: [String] = (0..<10).map(String.init)
    model.removeAll { ["2", "5", "7", "8"].contains($0) }
    for (index, value) in [(0, "new"), (1, "8"), (4, "new"), (6, "reloaded")] { model.insert(value, at: index) }
    let expected: [Int?] = (0..<10).map { model.firstIndex(of: String($0)) }
    #expect(expected == [2, 3, nil, 5, 7, nil, 8, nil, 1, 9])
    #expect(mapped(updates, count: 10) == expected)
  }

  /// Sections: a deleted section's items and headers have no new place; the sections after it move
  /// back, past inserted sections on; a moved section takes its items along.
  @Test func sectionsShiftAndTakeTheirItems() {
    let updates = [
      UpdateItem(action: .delete, before: path(1, NSNotFound), after: nil),
      UpdateItem(action: .move, before: path(3, NSNotFound), after: path(0, NSNotFound)),
      UpdateItem(action: .insert, before: nil, after: path(2, NSNotFound)),
    ]
    let mapper = UpdateIndexMapper(updates)
    // Old sections 0 1 2 3 4 → remove 1 and 3 → 0 2 4 → insert 3 at 0 and "new" at 2 → 3 0 new 2 4.
    #expect((0..<5).map { mapper.newSection(forOld: $0) } == [1, nil, 3, 0, 4])
    #expect(mapper.newIndexPath(forOld: path(1, 4)) == nil)
    #expect(mapper.newIndexPath(forOld: path(3, 6)) == path(0, 6))
    #expect(mapper.newIndexPath(forOld: path(4, 0)) == path(4, 0))
    let header = ElementKey(
      category: .supplementaryView, kind: CollectionView.elementKindSectionHeader, indexPath: path(2, 0))
    #expect(
      mapper.newKey(forOld: header)
        == ElementKey(category: .supplementaryView, kind: header.kind, indexPath: path(3, 0)))
    #expect(mapper.newKey(forOld: .cell(path(1, 0))) == nil)
  }

  /// Seeded random item edits of one section (deletes, inserts, moves, reloads) map every old item
  /// where the model puts it.
  @Test func randomItemEditsMatchTheModel() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x11_5B
    var random = SeededRandomNumberGenerator(seed: seed)
    for round in 0..<200 {
      let count = Int.random(in: 1...30, using: &random)
      var old = Array(0..<count)
      old.shuffle(using: &random)
      // Removed: deletes, reloads and moves, disjoint; the rest stay in order.
      let removedCount = Int.random(in: 0...count, using: &random)
      let removed = Array(old.prefix(removedCount))
      var deleted: [Int] = []
      var reloaded: [Int] = []
      var moved: [Int] = []
      for index in removed {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: deleted.append(index)
        case 1: reloaded.append(index)
        default: moved.append(index)
        }
      }
      var model: [String] = (0..<count).filter { !removed.contains($0) }.map { "old \($0)" }
      let insertedCount = Int.random(in: 0...10, using: &random)
      var arrivals: [String] =
        (0..<insertedCount).map { "new \($0)" } + reloaded.map { "reloaded \($0)" } + moved.map { "old \($0)" }
      arrivals.shuffle(using: &random)
      // Arrivals go to ascending new positions, inserted in that order.
      var positions: [Int] = []
      let finalCount = model.count + arrivals.count
      var free = Array(0..<finalCount)
      free.shuffle(using: &random)
      positions = Array(free.prefix(arrivals.count)).sorted()
      var updates: [UpdateItem] = deleted.map { UpdateItem(action: .delete, before: path(0, $0), after: nil) }
      for (position, arrival) in zip(positions, arrivals) {
        model.insert(arrival, at: position)
        let parts = arrival.split(separator: " ")
        let index = Int(parts[1])!
        switch parts[0] {
        case "new": updates.append(UpdateItem(action: .insert, before: nil, after: path(0, position)))
        case "reloaded": updates.append(UpdateItem(action: .reload, before: path(0, index), after: path(0, position)))
        default: updates.append(UpdateItem(action: .move, before: path(0, index), after: path(0, position)))
        }
      }
      updates.shuffle(using: &random)
      let expected: [Int?] = (0..<count).map { model.firstIndex(of: "old \($0)") }
      let actual = mapped(updates, count: count)
      if actual != expected {
        Issue.record("seed \(seed) (TRELLIS_SEED=\(seed)), round \(round): \(updates) gave \(actual), not \(expected)")
        return
      }
    }
  }
}
