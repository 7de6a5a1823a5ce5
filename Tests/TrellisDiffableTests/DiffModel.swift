import Foundation

@testable import TrellisDiffable

/// A snapshot as the model sees it: section identifiers with their item identifiers, in order.
typealias ModelLayout = [(section: Int, items: [Int])]

/// The brute-force reference for `SnapshotDiff`: applies a diff to the old layout with batch-update
/// semantics and checks the result, the ranges, the lists' order and the number of moves against
/// quadratic computations.
enum DiffModel {
  /// The marks a new snapshot carries.
  struct Marks {
    /// Sections marked for reload.
    var reloadedSections: [Int] = []
    /// Items marked for reload.
    var reloadedItems: [Int] = []
    /// Items marked for reconfiguring.
    var reconfiguredItems: [Int] = []
  }

  /// The storage of a layout with marks.
  static func storage(_ layout: ModelLayout, marks: Marks = Marks()) -> SnapshotStorage<Int, Int> {
    storage(layout, marks: marks, section: { $0 }, item: { $0 })
  }

  /// The storage of a layout with marks, its identifiers converted to other types.
  static func storage<Section, Item>(
    _ layout: ModelLayout, marks: Marks, section: (Int) -> Section, item: (Int) -> Item
  ) -> SnapshotStorage<Section, Item> {
    var storage = SnapshotStorage<Section, Item>(sections: layout.map { (section($0.section), $0.items.map(item)) })
    storage.reloadedSections = marks.reloadedSections.map(section)
    storage.reloadedItems = marks.reloadedItems.map(item)
    storage.reconfiguredItems = marks.reconfiguredItems.map(item)
    return storage
  }

  /// The length of a longest strictly increasing subsequence, by the O(n²) dynamic programme.
  static func lisLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// Every problem with `diff` as the diff from `old` to `new` (marked with `marks`); empty when right.
  static func problems(_ diff: SnapshotDiff, from old: ModelLayout, to new: ModelLayout, marks: Marks) -> [String] {
    var problems = rangeProblems(diff, old, new)
    guard problems.isEmpty else { return problems }
    if let result = apply(diff, to: old, new: new) {
      if !same(result, new) { problems.append("applied: \(describe(result)), expected \(describe(new))") }
    } else {
      problems.append("the diff can't be applied")
    }
    problems += countProblems(diff, old, new)
    problems += markProblems(diff, old, new, marks)
    return problems
  }

  /// Whether two layouts are equal.
  static func same(_ a: ModelLayout, _ b: ModelLayout) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.section == $1.section && $0.items == $1.items }
  }

  /// A layout as text: `s0[1 2] s3[]`.
  static func describe(_ layout: ModelLayout) -> String {
    layout.map { "s\($0.section)[\($0.items.map(String.init).joined(separator: " "))]" }.joined(separator: " ")
  }

  /// Out-of-range indexes, repeats, unsorted lists and combinations the batch API refuses.
  static func rangeProblems(_ diff: SnapshotDiff, _ old: ModelLayout, _ new: ModelLayout) -> [String] {
    var problems: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) { if !condition { problems.append(message()) } }
    func unique<T: Hashable>(_ values: [T], _ name: String) {
      check(Set(values).count == values.count, "\(name) repeat")
    }
    func ascending<T: Comparable>(_ values: [T], _ name: String) {
      check(values == values.sorted(), "\(name) unsorted")
    }
    let deletedSections = Set(diff.deletedSections)
    let insertedSections = Set(diff.insertedSections)
    for index in diff.deletedSections { check(old.indices.contains(index), "deleted section \(index) out of range") }
    for index in diff.insertedSections { check(new.indices.contains(index), "inserted section \(index) out of range") }
    for move in diff.movedSections {
      check(old.indices.contains(move.from) && new.indices.contains(move.to), "section move \(move) out of range")
      check(!deletedSections.contains(move.from), "section move from deleted \(move.from)")
      check(!insertedSections.contains(move.to), "section move to inserted \(move.to)")
    }
    unique(diff.deletedSections + diff.movedSections.map(\.from), "deleted or moved-from section")
    unique(diff.insertedSections + diff.movedSections.map(\.to), "inserted or moved-to section")
    ascending(diff.deletedSections, "deleted sections")
    ascending(diff.insertedSections, "inserted sections")
    ascending(diff.movedSections.map(\.from), "section moves")
    /// Whether `path` names an item of `layout` in a section not in `excluded`.
    func valid(_ path: IndexPath, in layout: ModelLayout, excluding excluded: Set<Int>) -> Bool {
      path.count == 2 && layout.indices.contains(path[0]) && !excluded.contains(path[0])
        && layout[path[0]].items.indices.contains(path[1])
    }
    for path in diff.deletedItems { check(valid(path, in: old, excluding: deletedSections), "deleted item \(path)") }
    for move in diff.movedItems {
      check(valid(move.from, in: old, excluding: deletedSections), "item move from \(move.from)")
      check(valid(move.to, in: new, excluding: insertedSections), "item move to \(move.to)")
    }
    for path in diff.insertedItems { check(valid(path, in: new, excluding: insertedSections), "inserted item \(path)") }
    unique(diff.deletedItems + diff.movedItems.map(\.from), "deleted or moved-from item")
    unique(diff.insertedItems + diff.movedItems.map(\.to), "inserted or moved-to item")
    ascending(diff.deletedItems, "deleted items")
    ascending(diff.insertedItems, "inserted items")
    ascending(diff.movedItems.map(\.from), "item moves")
    for (name, list) in [
      ("reloaded items", diff.reloadedItems), ("reconfigured items", diff.reconfiguredItems),
    ] {
      for path in list { check(valid(path, in: new, excluding: []), "\(name): \(path) out of range") }
      unique(list, name)
      ascending(list, name)
    }
    for index in diff.reloadedSections { check(new.indices.contains(index), "reloaded section \(index) out of range") }
    unique(diff.reloadedSections, "reloaded sections")
    ascending(diff.reloadedSections, "reloaded sections")
    return problems
  }

  /// The old layout after the diff, applied as `performBatchUpdates` applies it (inserted sections and
  /// items take their identifiers from `new`, as a data source answers), or nil when it doesn't fit.
  static func apply(_ diff: SnapshotDiff, to old: ModelLayout, new: ModelLayout) -> ModelLayout? {
    // Items leave by old path: deletes and the sources of moves.
    var sections = old.map { (section: $0.section, items: $0.items.map { Optional($0) }) }
    var movedItems: [IndexPath: Int] = [:]
    for path in diff.deletedItems { sections[path[0]].items[path[1]] = nil }
    for move in diff.movedItems {
      movedItems[move.to] = sections[move.from[0]].items[move.from[1]]
      sections[move.from[0]].items[move.from[1]] = nil
    }
    let remaining = sections.map { (section: $0.section, items: $0.items.compactMap { $0 }) }
    // Sections leave by old index, then take their new places.
    var placed = [(section: Int, items: [Int])?](repeating: nil, count: new.count)
    for index in diff.insertedSections {
      placed[index] = new[index]
    }
    for move in diff.movedSections {
      placed[move.to] = remaining[move.from]
    }
    let leaving = Set(diff.deletedSections + diff.movedSections.map(\.from))
    var staying = remaining.indices.filter { !leaving.contains($0) }.map { remaining[$0] }.makeIterator()
    for index in placed.indices where placed[index] == nil {
      guard let section = staying.next() else { return nil }
      placed[index] = section
    }
    guard staying.next() == nil else { return nil }
    var result = placed.map { $0! }
    // Items arrive by new path: inserts and the destinations of moves, the rest fill the gaps in order.
    var arrivals: [Int: [Int: Int]] = [:]
    for path in diff.insertedItems { arrivals[path[0], default: [:]][path[1]] = new[path[0]].items[path[1]] }
    for (path, item) in movedItems { arrivals[path[0], default: [:]][path[1]] = item }
    for (section, fixed) in arrivals {
      var rest = result[section].items.makeIterator()
      let count = result[section].items.count + fixed.count
      var items: [Int] = []
      for index in 0..<count {
        if let item = fixed[index] {
          items.append(item)
        } else if let item = rest.next() {
          items.append(item)
        } else {
          return nil
        }
      }
      result[section].items = items
    }
    return result
  }

  /// Whether the numbers of moves, deletes and inserts are the fewest (moves) and the required ones.
  static func countProblems(_ diff: SnapshotDiff, _ old: ModelLayout, _ new: ModelLayout) -> [String] {
    var problems: [String] = []
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.section, $0) })
    let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.section, $0) })
    let common = new.map(\.section).compactMap { oldSectionIndex[$0] }
    if diff.movedSections.count != common.count - lisLength(common) {
      problems.append("\(diff.movedSections.count) section moves, fewest \(common.count - lisLength(common))")
    }
    var oldSectionOf: [Int: Int] = [:]
    var oldItemIndex: [Int: Int] = [:]
    for (section, items) in old {
      for (index, item) in items.enumerated() { (oldSectionOf[item], oldItemIndex[item]) = (section, index) }
    }
    var newSectionOf: [Int: Int] = [:]
    for (section, items) in new { for item in items { newSectionOf[item] = section } }
    var moves = 0
    var deletes = 0
    var inserts = 0
    for (section, items) in new {
      let staying = items.filter { oldSectionOf[$0] == section }.map { oldItemIndex[$0]! }
      if oldSectionIndex[section] != nil { moves += staying.count - lisLength(staying) }
      for item in items {
        let from = oldSectionOf[item]
        if let from, from != section, newSectionIndex[from] != nil, oldSectionIndex[section] != nil { moves += 1 }
        if oldSectionIndex[section] != nil && (from == nil || newSectionIndex[from!] == nil) { inserts += 1 }
      }
    }
    for (section, items) in old where newSectionIndex[section] != nil {
      for item in items {
        let to = newSectionOf[item]
        if to == nil || oldSectionIndex[to!] == nil { deletes += 1 }
      }
    }
    if diff.movedItems.count != moves { problems.append("\(diff.movedItems.count) item moves, fewest \(moves)") }
    if diff.deletedItems.count != deletes {
      problems.append("\(diff.deletedItems.count) item deletes, expected \(deletes)")
    }
    if diff.insertedItems.count != inserts {
      problems.append("\(diff.insertedItems.count) item inserts, expected \(inserts)")
    }
    let deletedSections = old.indices.filter { newSectionIndex[old[$0].section] == nil }
    let insertedSections = new.indices.filter { oldSectionIndex[new[$0].section] == nil }
    if diff.deletedSections != deletedSections { problems.append("deleted sections \(diff.deletedSections)") }
    if diff.insertedSections != insertedSections { problems.append("inserted sections \(diff.insertedSections)") }
    return problems
  }

  /// Whether the reload and reconfigure lists are the marks in both snapshots, as documented.
  static func markProblems(_ diff: SnapshotDiff, _ old: ModelLayout, _ new: ModelLayout, _ marks: Marks) -> [String] {
    var problems: [String] = []
    let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.section, $0) })
    var newPath: [Int: IndexPath] = [:]
    for (section, (_, items)) in new.enumerated() {
      for (index, item) in items.enumerated() { newPath[item] = IndexPath(indexes: [section, index]) }
    }
    let inOld = Set(old.flatMap(\.items))
    let oldSections = Set(old.map(\.section))
    let reloadedSections = marks.reloadedSections.filter(oldSections.contains).compactMap { newSectionIndex[$0] }
      .sorted()
    let inReloadedSection = { (path: IndexPath) in reloadedSections.contains(path[0]) }
    let reloadedItems = marks.reloadedItems.filter(inOld.contains).compactMap { newPath[$0] }
      .filter { !inReloadedSection($0) }.sorted()
    let reconfigured = marks.reconfiguredItems.filter(inOld.contains).compactMap { newPath[$0] }
      .filter { !inReloadedSection($0) && !reloadedItems.contains($0) }.sorted()
    if diff.reloadedSections != reloadedSections {
      problems.append("reloaded sections \(diff.reloadedSections), expected \(reloadedSections)")
    }
    if diff.reloadedItems != reloadedItems {
      problems.append("reloaded items \(diff.reloadedItems), expected \(reloadedItems)")
    }
    if diff.reconfiguredItems != reconfigured {
      problems.append("reconfigured items \(diff.reconfiguredItems), expected \(reconfigured)")
    }
    return problems
  }
}
