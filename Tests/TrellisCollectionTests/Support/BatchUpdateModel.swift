import Foundation
import TrellisCollection

/// The planner's reference model: sections as plain arrays of item identifiers, a random valid batch,
/// and the state after it, computed the way UIKit defines a batch — removals (deletes and move
/// origins) taken out in descending order, then insertions (inserts and move destinations) put in at
/// their final indices in ascending order — with none of the planner's code.
struct BatchUpdateModel {
  /// Item identifiers per section, before the update.
  var before: [[Int]] = []
  /// Section identifiers, before the update.
  var sectionsBefore: [Int] = []
  /// Item identifiers per section, after the update.
  var after: [[Int]] = []
  /// Section identifiers, after the update.
  var sectionsAfter: [Int] = []
  /// The batch, shuffled into a random call order.
  var operations: [BatchUpdateOperation] = []
  /// A reloaded item's identifier → its replacement's.
  var replacements: [Int: Int] = [:]
  /// The reloaded sections' identifiers.
  var reloadedSections: Set<Int> = []
  /// The reconfigured items' identifiers (none reloaded).
  var reconfigured: Set<Int> = []
  /// Sections that exist before and after without a section operation: old index → new index.
  var stableSections: [Int: Int] = [:]
  /// Old sections deleted, moved or reloaded; new sections inserted or moved in.
  var changedOldSections: Set<Int> = []
  var changedNewSections: Set<Int> = []

  private var nextIdentifier = 1

  private mutating func fresh() -> Int {
    defer { nextIdentifier += 1 }
    return nextIdentifier
  }

  /// The counts before and after.
  var oldCounts: [Int] { before.map(\.count) }
  var newCounts: [Int] { after.map(\.count) }

  /// A random model and a random valid batch on it.
  init(random: inout some RandomNumberGenerator) {
    let sectionCount = Int.random(in: 0...5, using: &random)
    for _ in 0..<sectionCount {
      sectionsBefore.append(fresh())
      before.append((0..<Int.random(in: 0...9, using: &random)).map { _ in fresh() })
    }
    makeSectionChanges(&random)
    makeItemChanges(&random)
    operations.shuffle(using: &random)
  }

  /// A model of sections with `counts` items and a random valid batch on it.
  init(counts: [Int], random: inout some RandomNumberGenerator) {
    for count in counts {
      sectionsBefore.append(fresh())
      before.append((0..<count).map { _ in fresh() })
    }
    makeSectionChanges(&random)
    makeItemChanges(&random)
    operations.shuffle(using: &random)
  }

  /// Puts `values` into `list` at the sorted final indices `positions`, ascending.
  static func place<T>(_ values: [T], at positions: [Int], into list: inout [T]) {
    for (position, value) in zip(positions, values) { list.insert(value, at: position) }
  }

  /// `count` distinct random indices in `0..<bound`, sorted.
  static func positions(_ count: Int, below bound: Int, _ random: inout some RandomNumberGenerator) -> [Int] {
    Array(Array(0..<bound).shuffled(using: &random).prefix(count)).sorted()
  }

  private mutating func makeSectionChanges(_ random: inout some RandomNumberGenerator) {
    var deleted: [Int] = []
    var moved: [Int] = []
    var reloaded: [Int] = []
    for section in before.indices {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: deleted.append(section)
      case 1: moved.append(section)
      case 2: reloaded.append(section)
      default: break
      }
    }
    let inserted = Int.random(in: 0...2, using: &random) == 0 ? Int.random(in: 1...2, using: &random) : 0
    var remaining: [Int] = Array(before.indices)  // old section indices, in order
    for section in (deleted + moved).sorted(by: >) { remaining.remove(at: section) }
    let newCount = remaining.count + moved.count + inserted
    // The sources of the placed sections: old indices of moved ones, -1 for inserted ones, in random order.
    let sources = (moved + Array(repeating: -1, count: inserted)).shuffled(using: &random)
    let placed = Self.positions(sources.count, below: newCount, &random)
    var arrangement = remaining
    Self.place(sources, at: placed, into: &arrangement)
    for (position, source) in zip(placed, sources) {
      changedNewSections.insert(position)
      operations.append(source < 0 ? .insertSection(position) : .moveSection(from: source, to: position))
    }
    for section in deleted { operations.append(.deleteSection(section)) }
    for section in reloaded { operations.append(.reloadSection(section)) }
    changedOldSections = Set(deleted + moved + reloaded)
    for (new, old) in arrangement.enumerated() {
      if old < 0 {
        sectionsAfter.append(fresh())
        after.append((0..<Int.random(in: 0...4, using: &random)).map { _ in fresh() })
      } else if reloaded.contains(old) {
        sectionsAfter.append(sectionsBefore[old])
        reloadedSections.insert(sectionsBefore[old])
        after.append((0..<Int.random(in: 0...4, using: &random)).map { _ in fresh() })
        changedNewSections.insert(new)
      } else {
        sectionsAfter.append(sectionsBefore[old])
        after.append(before[old])
        if !moved.contains(old) { stableSections[old] = new }
      }
    }
  }

  private mutating func makeItemChanges(_ random: inout some RandomNumberGenerator) {
    let stableOld = stableSections.keys.sorted()
    guard !stableOld.isEmpty else { return }
    var movesInto: [Int: [(from: ItemPosition, identifier: Int)]] = [:]  // by new section
    var remaining: [Int: [Int]] = [:]  // identifiers by new section
    for old in stableOld {
      var kept: [Int] = []
      for (item, identifier) in before[old].enumerated() {
        let position = ItemPosition(section: old, item: item)
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1, 2:
          operations.append(.deleteItem(position.indexPath))
        case 3, 4:
          let target = stableSections[stableOld.randomElement(using: &random)!]!
          movesInto[target, default: []].append((position, identifier))
          if Bool.random(using: &random) {
            operations.append(.reconfigureItem(position.indexPath))
            reconfigured.insert(identifier)
          }
        case 5, 6:
          operations.append(.reloadItem(position.indexPath))
          let replacement = fresh()
          replacements[identifier] = replacement
          kept.append(replacement)
          if Int.random(in: 0..<4, using: &random) == 0 { operations.append(.reloadItem(position.indexPath)) }
          if Int.random(in: 0..<4, using: &random) == 0 { operations.append(.reconfigureItem(position.indexPath)) }
        case 7:
          operations.append(.reconfigureItem(position.indexPath))
          reconfigured.insert(identifier)
          kept.append(identifier)
        default:
          kept.append(identifier)
        }
      }
      remaining[stableSections[old]!] = kept
    }
    for old in stableOld {
      let new = stableSections[old]!
      let moves = movesInto[new] ?? []
      let inserts = Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 1...3, using: &random) : 0
      var list = remaining[new]!
      let incoming: [(from: ItemPosition?, identifier: Int)] =
        (moves.map { ($0.from, $0.identifier) } + (0..<inserts).map { _ in (nil, fresh()) }).shuffled(using: &random)
      let placed = Self.positions(incoming.count, below: list.count + incoming.count, &random)
      Self.place(incoming.map(\.identifier), at: placed, into: &list)
      for (position, source) in zip(placed, incoming) {
        let to = IndexPath(item: position, section: new)
        operations.append(source.from.map { .moveItem(from: $0.indexPath, to: to) } ?? .insertItem(to))
      }
      after[new] = list
    }
  }
}
