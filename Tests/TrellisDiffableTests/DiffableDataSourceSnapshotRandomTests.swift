import Foundation
import Testing
import TrellisDiffable
import TrellisTesting

/// Seeded random operations on a snapshot and on a naive model (sections as arrays of items), with the
/// storage's invariants checked after every step; `TRELLIS_SEED` replays a run.
@Suite struct DiffableDataSourceSnapshotRandomTests {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  struct Model {
    var sections: [(Int, [Int])] = []
    func place(of item: Int) -> (Int, Int)? {
      for (s, section) in sections.enumerated() { if let i = section.1.firstIndex(of: item) { return (s, i) } }
      return nil
    }
    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.0 == id } }
    mutating func remove(_ items: [Int]) {
      for s in sections.indices { sections[s].1.removeAll { items.contains($0) } }
    }
  }

  @Test func randomOperationsMatchTheModel() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0xD1FF_AB1E
    print("DiffableDataSourceSnapshotRandomTests seed \(seed) (TRELLIS_SEED=\(seed) replays)")
    var random = SeededRandomNumberGenerator(seed: seed)
    var snapshot = Snapshot()
    var model = Model()
    for step in 0..<3000 {
      let errorsBefore = snapshot.errors.count
      var refused = false
      let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in Int.random(in: 0..<40, using: &random) }
      let item = Int.random(in: 0..<40, using: &random)
      let target = Int.random(in: 0..<40, using: &random)
      let section = Int.random(in: 0..<8, using: &random)
      let otherSection = Int.random(in: 0..<8, using: &random)
      let unique = Set(items).count == items.count
      var operation = ""
      switch Int.random(in: 0..<11, using: &random) {
      case 0:
        operation = "appendSections([\(section)])"
        snapshot.appendSections([section])
        if model.sectionIndex(section) != nil { refused = true } else { model.sections.append((section, [])) }
      case 1, 2:
        operation = "appendItems(\(items), toSection: \(section))"
        snapshot.appendItems(items, toSection: section)
        if !unique || model.sectionIndex(section) == nil {
          refused = true
        } else {
          let moved = items.filter { model.place(of: $0) != nil }
          model.remove(items)
          model.sections[model.sectionIndex(section)!].1 += items
          refused = !moved.isEmpty  // reported as a warning
        }
      case 3:
        let after = Bool.random(using: &random)
        operation = "insertItems(\(items), \(after ? "after" : "before"): \(target))"
        if after {
          snapshot.insertItems(items, afterItem: target)
        } else {
          snapshot.insertItems(items, beforeItem: target)
        }
        if !unique || model.place(of: target) == nil || items.contains(target) {
          refused = true
        } else {
          let moved = items.filter { model.place(of: $0) != nil }
          model.remove(items)
          let (s, i) = model.place(of: target)!
          model.sections[s].1.insert(contentsOf: items, at: i + (after ? 1 : 0))
          refused = !moved.isEmpty
        }
      case 4:
        operation = "deleteItems(\(items))"
        snapshot.deleteItems(items)
        model.remove(items)
      case 5:
        let after = Bool.random(using: &random)
        operation = "moveItem(\(item), \(after ? "after" : "before"): \(target))"
        if after { snapshot.moveItem(item, afterItem: target) } else { snapshot.moveItem(item, beforeItem: target) }
        if model.place(of: item) == nil || model.place(of: target) == nil || item == target {
          refused = true
        } else {
          model.remove([item])
          let (s, i) = model.place(of: target)!
          model.sections[s].1.insert(item, at: i + (after ? 1 : 0))
        }
      case 6:
        let after = Bool.random(using: &random)
        operation = "insertSections([\(section)], \(after ? "after" : "before"): \(otherSection))"
        if after {
          snapshot.insertSections([section], afterSection: otherSection)
        } else {
          snapshot.insertSections([section], beforeSection: otherSection)
        }
        if model.sectionIndex(section) != nil || model.sectionIndex(otherSection) == nil {
          refused = true
        } else {
          model.sections.insert((section, []), at: model.sectionIndex(otherSection)! + (after ? 1 : 0))
        }
      case 7:
        operation = "deleteSections([\(section)])"
        snapshot.deleteSections([section])
        model.sections.removeAll { $0.0 == section }
      case 8:
        let after = Bool.random(using: &random)
        operation = "moveSection(\(section), \(after ? "after" : "before"): \(otherSection))"
        if after {
          snapshot.moveSection(section, afterSection: otherSection)
        } else {
          snapshot.moveSection(section, beforeSection: otherSection)
        }
        if model.sectionIndex(section) == nil || model.sectionIndex(otherSection) == nil || section == otherSection {
          refused = true
        } else {
          let moving = model.sections.remove(at: model.sectionIndex(section)!)
          model.sections.insert(moving, at: model.sectionIndex(otherSection)! + (after ? 1 : 0))
        }
      case 9:
        operation = "reloadItems([\(item)])"
        snapshot.reloadItems([item])
        refused = model.place(of: item) == nil
      default:
        if Int.random(in: 0..<10, using: &random) == 0 {
          operation = "deleteAllItems()"
          snapshot.deleteAllItems()
          model.sections = []
        }
      }
      let context = "seed \(seed) (TRELLIS_SEED=\(seed)), step \(step): \(operation)"
      #expect(snapshot.storage.isConsistent, "\(context)")
      #expect(snapshot.sectionIdentifiers == model.sections.map(\.0), "\(context)")
      #expect(snapshot.itemIdentifiers == model.sections.flatMap(\.1), "\(context)")
      #expect((snapshot.errors.count > errorsBefore) == refused, "\(context)")
      for (offset, item) in snapshot.itemIdentifiers.enumerated() where snapshot.indexOfItem(item) != offset {
        Issue.record(
          "\(context): item \(item) at \(offset) indexed at \(String(describing: snapshot.indexOfItem(item)))")
      }
      if snapshot.sectionIdentifiers != model.sections.map(\.0) || !snapshot.storage.isConsistent { return }
    }
  }
}
