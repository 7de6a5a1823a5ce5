import Foundation
import Testing
import TrellisTesting

@testable import TrellisDiffable

/// Random calls, valid and not, on a section snapshot and on a naive reference model side by side; after
/// every step both must agree on everything a caller can ask, and the snapshot's storage must be consistent.
@Suite struct SectionSnapshotRandomTests {
  typealias Model = SectionSnapshotReferenceModel
  typealias Snapshot = DiffableDataSourceSectionSnapshot<Int>

  /// The generator's state: the random numbers and the next new identifier.
  struct Generator {
    var random: SeededRandomNumberGenerator
    var nextItem = 0

    mutating func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func newItem() -> Int {
      nextItem += 1
      return nextItem
    }
    /// An item of the model, or now and then one that isn't there.
    mutating func target(in model: Model) -> Int {
      let items = model.items
      return items.isEmpty || chance(8) ? 1_000_000 + below(5) : items[below(items.count)]
    }
    /// New items, now and then with an item of the model or a repeat among them.
    mutating func newItems(in model: Model) -> [Int] {
      var items = (0..<(1 + below(4))).map { _ in newItem() }
      if chance(6) { items.append(items[below(items.count)]) }
      if chance(6), !model.items.isEmpty { items.insert(target(in: model), at: below(items.count + 1)) }
      return items
    }
    /// A small random forest of new items, expanded here and there, now and then holding `extra`.
    mutating func forest(in model: Model, with extra: [Int] = []) -> Model {
      var forest = Model()
      for item in (0..<below(5)).map({ _ in newItem() }) + extra {
        let items = forest.items
        forest.append(Model.leaves([item]), to: items.isEmpty || chance(40) ? nil : items[below(items.count)])
        if chance(30) { forest.setExpanded(true, [item]) }
      }
      return forest
    }
  }

  @Test func randomCallsAgreeWithAReferenceModel() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x5EC7_10_0E
    print("SectionSnapshotRandomTests seed \(seed) (replay with TRELLIS_SEED=\(seed))")
    var generator = Generator(random: SeededRandomNumberGenerator(seed: seed))
    var snapshot = Snapshot()
    var model = Model()
    var largest = 0
    var deepest = 0
    for step in 0..<2_000 {
      let call = Self.step(&snapshot, &model, &generator)
      let broken = Self.disagreements(snapshot, model)
      if !broken.isEmpty {
        Issue.record("seed \(seed) (TRELLIS_SEED=\(seed)), step \(step), \(call): \(broken.prefix(5))")
        return
      }
      largest = max(largest, model.parents.count)
      deepest = max(deepest, model.items.map(model.level).max() ?? 0)
    }
    // The run reached big, deep trees and every kind of refusal.
    let kinds = Set(model.errors.map { "\($0)".prefix(20) })
    print("largest \(largest), deepest \(deepest), \(model.errors.count) reports of \(kinds.count) kinds")
    #expect(largest > 100 && deepest >= 4 && kinds.count >= 3)
  }

  /// Makes one random call on both and says what it was.
  static func step(_ snapshot: inout Snapshot, _ model: inout Model, _ generator: inout Generator) -> String {
    let large = model.parents.count > 300
    switch generator.below(large ? 14 : 12) {
    case 0, 1:
      let items = generator.newItems(in: model)
      let parent = generator.chance(40) ? nil : generator.target(in: model)
      snapshot.append(items, to: parent)
      model.append(Model.leaves(items), to: parent)
      return "append(\(items), to: \(parent.map(String.init) ?? "nil"))"
    case 2:
      let items = generator.chance(5) ? [] : generator.newItems(in: model)
      let target = generator.target(in: model)
      snapshot.insert(items, before: target)
      model.insert(Model.leaves(items), before: target)
      return "insert(\(items), before: \(target))"
    case 3:
      let items = generator.chance(5) ? [] : generator.newItems(in: model)
      let target = generator.target(in: model)
      snapshot.insert(items, after: target)
      model.insert(Model.leaves(items), after: target)
      return "insert(\(items), after: \(target))"
    case 4, 12, 13:
      let items = (0..<(1 + generator.below(2))).map { _ in generator.target(in: model) }
      snapshot.delete(items)
      model.delete(items)
      return "delete(\(items))"
    case 5, 6:
      let items = (0..<(1 + generator.below(3))).map { _ in generator.target(in: model) }
      let isExpanded = generator.chance(60)
      if isExpanded { snapshot.expand(items) } else { snapshot.collapse(items) }
      model.setExpanded(isExpanded, items)
      return "\(isExpanded ? "expand" : "collapse")(\(items))"
    case 7:
      if generator.chance(90) { return "nothing" }
      snapshot.deleteAll()
      model.deleteAll()
      return "deleteAll()"
    case 8:
      let parent = generator.target(in: model)
      // Some of the current descendants may come back; now and then an item from elsewhere is a duplicate.
      let descendants = model.contains(parent) ? Array(model.subtree(parent).dropFirst()) : []
      var extra = descendants.filter { _ in generator.chance(30) }
      if generator.chance(8) { extra.append(generator.target(in: model)) }
      let forest = generator.forest(in: model, with: extra)
      snapshot.replace(childrenOf: parent, using: forest.build())
      model.replace(childrenOf: parent, using: forest)
      return "replace(childrenOf: \(parent), using: \(forest.items))"
    case 9, 10:
      let forest = generator.forest(in: model, with: generator.chance(8) ? [generator.target(in: model)] : [])
      let target = generator.target(in: model)
      switch generator.below(3) {
      case 0:
        snapshot.insert(forest.build(), before: target)
        model.insert(forest, before: target)
        return "insert(snapshot \(forest.items), before: \(target))"
      case 1:
        snapshot.insert(forest.build(), after: target)
        model.insert(forest, after: target)
        return "insert(snapshot \(forest.items), after: \(target))"
      default:
        let parent = generator.chance(30) ? nil : target
        snapshot.append(forest.build(), to: parent)
        model.append(forest, to: parent)
        return "append(snapshot \(forest.items), to: \(parent.map(String.init) ?? "nil"))"
      }
    default:
      let parent = generator.target(in: model)
      let includingParent = generator.chance(50)
      let copy = snapshot.snapshot(of: parent, includingParent: includingParent)
      if model.contains(parent) {
        let expected = model.forest(of: parent, includingParent: includingParent)
        let broken = disagreements(copy, expected)
        if !broken.isEmpty { return "snapshot(of: \(parent)) differs: \(broken.prefix(3))" }
      } else if copy.errors.count != 1 || !copy.items.isEmpty {
        return "snapshot(of: absent \(parent)) differs: \(copy.errors)"
      }
      return "snapshot(of: \(parent), includingParent: \(includingParent))"
    }
  }

  /// Every way the snapshot and the model disagree, and what is broken in the snapshot's storage.
  static func disagreements(_ snapshot: Snapshot, _ model: Model) -> [String] {
    var broken = snapshot.checkInvariants()
    let items = model.items
    if snapshot.items != items { broken.append("items \(snapshot.items), model \(items)") }
    if snapshot.rootItems != model.roots { broken.append("roots \(snapshot.rootItems), model \(model.roots)") }
    if snapshot.visibleItems != model.visibleItems {
      broken.append("visible \(snapshot.visibleItems), model \(model.visibleItems)")
    }
    if snapshot.errors != model.errors { broken.append("errors \(snapshot.errors), model \(model.errors)") }
    for (index, item) in items.enumerated() {
      let parent = model.parents[item]!
      if snapshot.index(of: item) != index || snapshot.level(of: item) != model.level(of: item)
        || snapshot.parent(of: item) != parent || snapshot.isExpanded(item) != model.expanded.contains(item)
        || snapshot.isVisible(item) != model.isVisible(item)
      {
        broken.append("item \(item) answers differently")
      }
    }
    if snapshot != model.build() { broken.append("not equal to the model's tree built afresh") }
    return broken
  }
}
