import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// `SelectionState` on its own: seeded random insert / remove / remap against an array without
/// duplicates, with the part's own checker after every step, and exact answers of `outside(_:)` and of
/// each problem it reports.
///
/// Set `TRELLIS_SEED` to replay one seed and `TRELLIS_STEPS` to run longer.
@MainActor
@Suite("Parts: SelectionState")
struct SelectionStateTests {
  /// The counts every random index path lies inside (sections 0..<3, items 0..<6).
  static let counts = [6, 6, 6]
  /// Every index path of `counts`.
  static let universe = counts.indices.flatMap { section in
    (0..<counts[section]).map { IndexPath(item: $0, section: section) }
  }
  /// The seeds run (or only `TRELLIS_SEED`).
  nonisolated static let seeds: [UInt64] =
    ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? [
      0x5E1E_C710, 0xC0FF_EE02, 0x0DD_BA11, 0xB0B_5EED,
    ]
  static let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 2_000

  /// The reference model: the selected index paths in selection order, no duplicates.
  struct Model {
    var ordered: [IndexPath] = []

    mutating func insert(_ indexPath: IndexPath) -> Bool {
      guard !ordered.contains(indexPath) else { return false }
      ordered.append(indexPath)
      return true
    }

    mutating func remove(_ indexPath: IndexPath) -> Bool {
      guard let index = ordered.firstIndex(of: indexPath) else { return false }
      ordered.remove(at: index)
      return true
    }

    func remapped(_ map: [IndexPath: IndexPath?]) -> Model {
      var model = Model()
      for indexPath in ordered { if let moved = map[indexPath] ?? nil { _ = model.insert(moved) } }
      return model
    }
  }

  /// A random map of the universe: to random index paths (so several collide, and the first in selection
  /// order wins), a shift of one section's items (the last falls off), the identity, or all to nil.
  static func randomMap(using random: inout SeededRandomNumberGenerator) -> [IndexPath: IndexPath?] {
    var map: [IndexPath: IndexPath?] = [:]
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      for indexPath in universe {
        map[indexPath] = Int.random(in: 0..<5, using: &random) == 0 ? nil : universe.randomElement(using: &random)!
      }
    case 1:
      let section = Int.random(in: 0..<counts.count, using: &random)
      let from = Int.random(in: 0..<counts[section], using: &random)
      for indexPath in universe {
        guard indexPath.section == section, indexPath.item >= from else {
          map[indexPath] = indexPath
          continue
        }
        map[indexPath] =
          indexPath.item + 1 < counts[section] ? IndexPath(item: indexPath.item + 1, section: section) : nil
      }
    case 2:
      for indexPath in universe { map[indexPath] = indexPath }
    default:
      for indexPath in universe { map[indexPath] = .some(nil) }
    }
    return map
  }

  /// The part agrees with the model and its checker finds nothing.
  static func mismatches(
    _ state: SelectionState, _ model: Model, allowsMultipleSelection: Bool
  ) -> [String] {
    var found: [String] = []
    if state.ordered != model.ordered { found.append("ordered \(state.ordered), model \(model.ordered)") }
    if state.members != Set(model.ordered) { found.append("members \(state.members.sorted())") }
    if state.isEmpty != model.ordered.isEmpty { found.append("isEmpty \(state.isEmpty)") }
    for indexPath in universe + [IndexPath(item: 6, section: 0), IndexPath(item: 0, section: 3)]
    where state.contains(indexPath) != model.ordered.contains(indexPath) {
      found.append("contains(\(indexPath.shortDescription)) is \(state.contains(indexPath))")
    }
    // After a reload that shrank the data: section 0 lost its last item, section 1 all, section 2 is gone.
    let shrunk = [5, 0]
    let outside = model.ordered.filter { $0.section >= shrunk.count || $0.item >= shrunk[$0.section] }
    if state.outside(shrunk) != outside { found.append("outside(\(shrunk)) is \(state.outside(shrunk))") }
    found += state.problems(counts: counts, allowsMultipleSelection: allowsMultipleSelection)
    found += state.problems(counts: nil, allowsMultipleSelection: allowsMultipleSelection)
    return found
  }

  @Test(arguments: seeds)
  func randomOperationsAgreeWithTheModel(seed: UInt64) {
    print("SelectionStateTests.randomOperationsAgreeWithTheModel: seed \(seed) (TRELLIS_SEED=\(seed))")
    var random = SeededRandomNumberGenerator(seed: seed)
    // Odd seeds select as single selection does: deselect everything, then select one.
    let allowsMultipleSelection = seed % 2 == 0
    var state = SelectionState()
    var model = Model()
    var operationCounts = [0, 0, 0]
    for step in 0..<Self.steps {
      let operation = Int.random(in: 0..<10, using: &random)
      let context = "seed \(seed) (TRELLIS_SEED=\(seed)), step \(step)"
      var found: [String] = []
      switch operation {
      case 0..<5:
        operationCounts[0] += 1
        let indexPath = Self.universe.randomElement(using: &random)!
        if !allowsMultipleSelection {
          for selected in model.ordered where selected != indexPath {
            if state.remove(selected) != model.remove(selected) { found.append("remove \(selected) answered wrong") }
          }
        }
        if state.insert(indexPath) != model.insert(indexPath) { found.append("insert \(indexPath) answered wrong") }
      case 5..<8:
        operationCounts[1] += 1
        // Mostly a selected item, sometimes any.
        let indexPath =
          Bool.random(using: &random) && !model.ordered.isEmpty
          ? model.ordered.randomElement(using: &random)! : Self.universe.randomElement(using: &random)!
        if state.remove(indexPath) != model.remove(indexPath) { found.append("remove \(indexPath) answered wrong") }
      default:
        operationCounts[2] += 1
        let map = Self.randomMap(using: &random)
        let tracked = TouchTracking(
          indexPath: Self.universe.randomElement(using: &random)!, isHighlighted: Bool.random(using: &random))
        state.tracking = Bool.random(using: &random) ? tracked : nil
        var asked: [IndexPath] = []
        let remapped = state.remapped { indexPath in
          asked.append(indexPath)
          return map[indexPath] ?? nil
        }
        if asked != model.ordered { found.append("remapped asked for \(asked), not each selected item in order") }
        // The touch stays where it was: a batch update moves the selection, not the finger.
        if remapped.tracking?.indexPath != state.tracking?.indexPath
          || remapped.tracking?.isHighlighted != state.tracking?.isHighlighted
        {
          found.append(
            "remapped tracks \(String(describing: remapped.tracking)), not \(String(describing: state.tracking))")
        }
        state = remapped
        model = model.remapped(map)
      }
      found += Self.mismatches(state, model, allowsMultipleSelection: allowsMultipleSelection)
      if !found.isEmpty {
        Issue.record("\(context), operation \(operation): \(found.joined(separator: "; "))")
        return
      }
    }
    #expect(operationCounts.allSatisfy { $0 > 0 }, "every operation ran (seed \(seed))")
  }

  @Test func insertAndRemoveAnswerWhetherTheyChangedAnything() {
    var state = SelectionState()
    let a = IndexPath(item: 3, section: 1)
    let b = IndexPath(item: 0, section: 0)
    #expect(state.isEmpty)
    var answers = [state.insert(a), state.insert(b), state.insert(a)]
    #expect(answers == [true, true, false])
    #expect(state.ordered == [a, b])
    answers = [state.remove(IndexPath(item: 9, section: 9)), state.remove(a), state.remove(a)]
    #expect(answers == [false, true, false])
    #expect(state.ordered == [b])
    #expect(state.contains(b) && !state.contains(a))
    #expect(!state.isEmpty)
  }

  @Test func remappedDropsNilAndLaterDuplicatesKeepingOrder() {
    var state = SelectionState()
    let paths = [4, 1, 3, 0, 2].map { IndexPath(item: $0, section: 0) }
    for indexPath in paths { state.insert(indexPath) }
    // 4 → 7, 1 → nil, 3 → 7 (taken by 4: dropped), 0 → 0, 2 → 5.
    let remapped = state.remapped { indexPath in
      switch indexPath.item {
      case 4, 3: IndexPath(item: 7, section: 0)
      case 1: nil
      case 2: IndexPath(item: 5, section: 0)
      default: indexPath
      }
    }
    #expect(remapped.ordered == [7, 0, 5].map { IndexPath(item: $0, section: 0) })
    #expect(remapped.members == Set([7, 0, 5].map { IndexPath(item: $0, section: 0) }))
    #expect(state.ordered == paths, "remapped leaves the original alone")
  }

  @Test func outsideListsEveryIndexPathNamingNoItemInSelectionOrder() {
    var state = SelectionState()
    let selected = [
      IndexPath(item: 1, section: 0),  // inside
      IndexPath(item: 5, section: 1),  // item == count
      IndexPath(item: 0, section: 2),  // section == section count
      IndexPath(item: 2, section: 0),  // item == count
      IndexPath(index: 4),  // one index
      IndexPath(indexes: [0, 0, 0]),  // three indexes
      IndexPath(item: -1, section: 0),  // negative item
      IndexPath(item: 0, section: -1),  // negative section
      IndexPath(item: 4, section: 1),  // inside (last item)
      IndexPath(item: 0, section: 0),  // inside
    ]
    for indexPath in selected { state.insert(indexPath) }
    #expect(
      state.outside([2, 5]) == [
        IndexPath(item: 5, section: 1), IndexPath(item: 0, section: 2), IndexPath(item: 2, section: 0),
        IndexPath(index: 4), IndexPath(indexes: [0, 0, 0]), IndexPath(item: -1, section: 0),
        IndexPath(item: 0, section: -1),
      ])
    #expect(state.outside([]) == selected)
    #expect(
      state.outside([3, 5, 1]).map(\.shortDescription) == ["[1, 5]", "[4]", "[0, 0, 0]", "[0, -1]", "[-1, 0]"])
    #expect(SelectionState().outside([]) == [])
  }

  @Test func problemsNameEachIndexPathOutsideTheCounts() {
    var state = SelectionState()
    for indexPath in [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 2)] {
      state.insert(indexPath)
    }
    state.insert(IndexPath(index: 4))
    #expect(
      state.problems(counts: [3, 2], allowsMultipleSelection: true) == [
        "selected [0, 3] is outside the counts [3, 2]",
        "selected [2, 1] is outside the counts [3, 2]",
        "selected [4] is outside the counts [3, 2]",
      ])
    #expect(state.problems(counts: nil, allowsMultipleSelection: true) == [], "without counts, nothing is outside")
    #expect(
      state.problems(counts: [4, 1, 2], allowsMultipleSelection: true) == [
        "selected [4] is outside the counts [4, 1, 2]"
      ])
  }

  @Test func problemsNameMoreThanOneItemInSingleSelection() {
    var state = SelectionState()
    state.insert(IndexPath(item: 0, section: 0))
    #expect(state.problems(counts: [2], allowsMultipleSelection: false) == [])
    state.insert(IndexPath(item: 1, section: 0))
    #expect(state.problems(counts: [2], allowsMultipleSelection: false) == ["2 items selected in single selection"])
    #expect(state.problems(counts: [2], allowsMultipleSelection: true) == [])
    state.insert(IndexPath(item: 2, section: 0))
    #expect(
      state.problems(counts: [2], allowsMultipleSelection: false) == [
        "selected [0, 2] is outside the counts [2]", "3 items selected in single selection",
      ])
  }
}
