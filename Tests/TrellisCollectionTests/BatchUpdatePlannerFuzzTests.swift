import Foundation
import Testing
import TrellisCollection
import TrellisTesting

/// The planner against a reference model (`BatchUpdateModel`): seeded random valid batches, whose maps
/// must agree with the model for every section and item, and random invalid ones, which must be refused.
///
/// Batch `n` uses seed `TRELLIS_SEED + n` (default seed 0x0B47_C4ED); `TRELLIS_BATCHES` sets how many
/// (default 10,000). A failure prints the batch's seed: replay it with `TRELLIS_SEED=<seed> TRELLIS_BATCHES=1`.
/// `scripts/fuzz-planner` runs a million.
@Suite("Batch update planner: fuzzed against a reference model")
struct BatchUpdatePlannerFuzzTests {
  static let firstSeed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x0B47_C4ED
  static let batches = ProcessInfo.processInfo.environment["TRELLIS_BATCHES"].flatMap { Int($0) } ?? 10_000

  /// The first disagreement between the plan and the model, or nil.
  static func disagreement(_ model: BatchUpdateModel, _ plan: BatchUpdatePlan) -> String? {
    var newSectionOf: [Int: Int] = [:]
    for (index, identifier) in model.sectionsAfter.enumerated() { newSectionOf[identifier] = index }
    var oldSectionOf: [Int: Int] = [:]
    for (index, identifier) in model.sectionsBefore.enumerated() { oldSectionOf[identifier] = index }
    for (old, identifier) in model.sectionsBefore.enumerated() {
      if plan.newSection(forOld: old) != newSectionOf[identifier] { return "new section of old \(old)" }
      if plan.isSectionReloaded(old: old) != model.reloadedSections.contains(identifier) { return "reload of \(old)" }
    }
    for (new, identifier) in model.sectionsAfter.enumerated()
    where plan.oldSection(forNew: new) != oldSectionOf[identifier] {
      return "old section of new \(new)"
    }
    var newPositionOf: [Int: ItemPosition] = [:]
    for (section, items) in model.after.enumerated() {
      for (item, identifier) in items.enumerated() {
        newPositionOf[identifier] = ItemPosition(section: section, item: item)
      }
    }
    var oldPositionOf: [Int: ItemPosition] = [:]
    for (section, items) in model.before.enumerated() {
      for (item, identifier) in items.enumerated() {
        let old = ItemPosition(section: section, item: item)
        oldPositionOf[model.replacements[identifier] ?? identifier] = old
        let expected = newPositionOf[model.replacements[identifier] ?? identifier]
        if plan.newPosition(forOld: old) != expected { return "new position of old \(old)" }
        if plan.isItemReloaded(old: old) != (model.replacements[identifier] != nil) { return "reload of item \(old)" }
      }
    }
    for (section, items) in model.after.enumerated() {
      for (item, identifier) in items.enumerated() {
        let new = ItemPosition(section: section, item: item)
        if plan.oldPosition(forNew: new) != oldPositionOf[identifier] { return "old position of new \(new)" }
      }
    }
    let reconfigured = model.reconfigured.compactMap { newPositionOf[$0] }.sorted()
    if plan.reconfiguredItems != reconfigured { return "reconfigured items \(plan.reconfiguredItems)" }
    return orderProblem(plan.changes)
  }

  /// Whether the changes are in the documented order (deletes descending, moves, reloads, inserts ascending).
  static func orderProblem(_ changes: [BatchUpdateChange]) -> String? {
    let rank: [UpdateItem.Action: Int] = [.delete: 0, .move: 1, .reload: 2, .insert: 3]
    for (a, b) in zip(changes, changes.dropFirst()) {
      let (ra, rb) = (rank[a.action]!, rank[b.action]!)
      if ra > rb { return "\(a) before \(b)" }
      guard ra == rb else { continue }
      let ordered =
        a.action == .delete ? a.before! > b.before! : a.action == .insert ? a.after! < b.after! : a.before! < b.before!
      if !ordered { return "\(a) before \(b)" }
    }
    return nil
  }

  @Test func validBatchesAgreeWithTheModel() {
    var failures: [String] = []
    var changeCount = 0
    for batch in 0..<Self.batches where failures.count < 3 {
      let seed = Self.firstSeed &+ UInt64(batch)
      var random = SeededRandomNumberGenerator(seed: seed)
      let model = BatchUpdateModel(random: &random)
      switch BatchUpdatePlanner.plan(
        oldCounts: model.oldCounts, operations: BatchUpdateOperations(model.operations), newCounts: model.newCounts)
      {
      case .failure(let error):
        failures.append("seed \(seed): a valid batch was refused: \(error)\n\(BatchUpdateOperations(model.operations))")
      case .success(let plan):
        changeCount += plan.changes.count
        if let problem = Self.disagreement(model, plan) {
          failures.append(
            "seed \(seed): \(problem); counts \(model.oldCounts) → \(model.newCounts)\n"
              + "\(BatchUpdateOperations(model.operations))")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))\nreplay: TRELLIS_SEED=<seed> TRELLIS_BATCHES=1")
    #expect(changeCount > Self.batches, "the batches exercise the planner (\(changeCount) changes)")
  }

  /// Ways to break a valid batch, each of which the planner must refuse.
  enum Breakage: CaseIterable {
    case countOffByOne, duplicateDeleteOrInsert, deletePastTheEnd, itemInChangedSection, deleteMovedItem, extraSection
  }

  /// A broken copy of the model's batch (operations, old and new counts), or nil if the model has nothing to break.
  static func broken(
    _ model: BatchUpdateModel, _ breakage: Breakage, _ random: inout some RandomNumberGenerator
  ) -> ([BatchUpdateOperation], [Int])? {
    var operations = model.operations
    var newCounts = model.newCounts
    let stable = model.stableSections.keys.sorted()
    switch breakage {
    case .countOffByOne:
      guard let old = stable.randomElement(using: &random) else { return nil }
      newCounts[model.stableSections[old]!] += 1
    case .duplicateDeleteOrInsert:
      let candidates = operations.filter {
        switch $0 {
        case .deleteItem, .insertItem, .deleteSection, .insertSection: true
        default: false
        }
      }
      guard let duplicate = candidates.randomElement(using: &random) else { return nil }
      operations.insert(duplicate, at: Int.random(in: 0...operations.count, using: &random))
    case .deletePastTheEnd:
      guard let old = stable.randomElement(using: &random) else { return nil }
      operations.append(.deleteItem(IndexPath(item: model.before[old].count, section: old)))
      newCounts[model.stableSections[old]!] -= 1
      if newCounts[model.stableSections[old]!] < 0 { return nil }
    case .itemInChangedSection:
      guard let old = model.changedOldSections.randomElement(using: &random), !model.before[old].isEmpty else {
        return nil
      }
      operations.append(.deleteItem(IndexPath(item: 0, section: old)))
    case .deleteMovedItem:
      let moves = operations.compactMap { if case .moveItem(let from, _) = $0 { from } else { nil } }
      guard let from = moves.randomElement(using: &random) else { return nil }
      operations.append(.deleteItem(from))
      newCounts[model.stableSections[from[0]]!] -= 1
      if newCounts[model.stableSections[from[0]]!] < 0 { return nil }
    case .extraSection:
      newCounts.append(0)
    }
    return (operations, newCounts)
  }

  @Test func brokenBatchesAreRefused() {
    var failures: [String] = []
    var refused: [Breakage: Int] = [:]
    for batch in 0..<Self.batches where failures.count < 3 {
      let seed = Self.firstSeed &+ UInt64(batch)
      var random = SeededRandomNumberGenerator(seed: seed)
      let model = BatchUpdateModel(random: &random)
      let breakage = Breakage.allCases.randomElement(using: &random)!
      guard let (operations, newCounts) = Self.broken(model, breakage, &random) else { continue }
      switch BatchUpdatePlanner.plan(
        oldCounts: model.oldCounts, operations: BatchUpdateOperations(operations), newCounts: newCounts)
      {
      case .success:
        failures.append(
          "seed \(seed): \(breakage) was accepted; counts \(model.oldCounts) → \(newCounts)\n"
            + "\(BatchUpdateOperations(operations))")
      case .failure:
        refused[breakage, default: 0] += 1
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))\nreplay: TRELLIS_SEED=<seed> TRELLIS_BATCHES=1")
    if Self.batches >= 1000 {
      #expect(Breakage.allCases.allSatisfy { refused[$0, default: 0] > 0 }, "every breakage was tried: \(refused)")
    }
  }
}
