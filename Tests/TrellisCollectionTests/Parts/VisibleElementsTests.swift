import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// `VisibleElements` on its own: `rekey` over seeded random maps against a reference model, with the
/// part's checker after every step; `holdOut` and `release`; `placeFinder`; each problem it reports.
///
/// Set `TRELLIS_SEED` to replay one seed and `TRELLIS_STEPS` to run longer. Which of several views
/// mapped to one key keeps it is unspecified (the part walks a dictionary, whose order changes from
/// run to run); the model accepts any one of them and follows the part's choice.
@MainActor
@Suite("Parts: VisibleElements")
struct VisibleElementsTests {
  static let header = CollectionView.elementKindSectionHeader
  /// The keys views show: ten cells in two sections and two headers.
  static let universe: [ElementKey] =
    (0..<2).flatMap { section in (0..<5).map { ElementKey.cell(IndexPath(item: $0, section: section)) } }
    + (0..<2).map { ElementKey(category: .supplementaryView, kind: header, indexPath: IndexPath(item: 0, section: $0)) }
  nonisolated static let seeds: [UInt64] =
    ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? [
      0x7151_B1E0, 0xFEED_5EED, 0x0123_4567, 0xDEAD_10CC,
    ]
  static let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 2_000

  /// The reference model: which view shows which key, which are held, and what each view says of itself.
  struct Model {
    var visible: [ElementKey: CollectionReusableView] = [:]
    var held: Set<ObjectIdentifier> = []
    var elementKeys: [ObjectIdentifier: ElementKey?] = [:]
    var stale: [ObjectIdentifier: Bool] = [:]
  }

  /// A random map of the universe: random keys (many collide) with some nils, a permutation with some
  /// nils (no collisions), the identity, or all nil.
  static func randomMap(using random: inout SeededRandomNumberGenerator) -> [ElementKey: ElementKey?] {
    var map: [ElementKey: ElementKey?] = [:]
    switch Int.random(in: 0..<8, using: &random) {
    case 0..<3:
      for key in universe {
        map[key] = Int.random(in: 0..<6, using: &random) == 0 ? nil : universe.randomElement(using: &random)!
      }
    case 3..<6:
      let shuffled = universe.shuffled(using: &random)
      for (key, target) in zip(universe, shuffled) {
        map[key] = Int.random(in: 0..<8, using: &random) == 0 ? nil : target
      }
    case 6:
      for key in universe { map[key] = key }
    default:
      for key in universe { map[key] = .some(nil) }
    }
    return map
  }

  /// Visible views in element order (a dictionary's order changes from run to run; a seed must not).
  static func inKeyOrder(_ visible: [ElementKey: CollectionReusableView]) -> [CollectionReusableView] {
    ElementKey.inElementOrder(visible.keys).map { visible[$0]! }
  }

  /// Where the model says a view is, as `placeFinder` names it.
  static func place(of view: CollectionReusableView, in model: Model) -> String? {
    let id = ObjectIdentifier(view)
    if model.visible.values.contains(where: { $0 === view }) { return "visible" }
    return model.held.contains(id) ? "held out" : nil
  }

  /// The part against the model, and the part's own checker.
  static func mismatches(
    _ part: VisibleElements, _ model: Model, views: [CollectionReusableView], container: View
  ) -> [String] {
    var found = part.problems(in: container)
    if part.views.mapValues(ObjectIdentifier.init) != model.visible.mapValues(ObjectIdentifier.init) {
      found.append("visible \(ElementKey.inElementOrder(part.views.keys)) differ from the model's")
    }
    if Set(part.held.keys) != model.held { found.append("held views differ from the model's") }
    let finder = part.placeFinder()
    for (index, view) in views.enumerated() {
      let id = ObjectIdentifier(view)
      if finder(id) != place(of: view, in: model) {
        found.append(
          "view \(index) is \(finder(id) ?? "nowhere"), the model's \(place(of: view, in: model) ?? "nowhere")")
      }
      if view.elementKey != model.elementKeys[id] ?? nil {
        found.append("view \(index) is keyed \(view.elementKey?.description ?? "nil")")
      }
      if view.appliedAttributesAreStale != model.stale[id] {
        found.append("view \(index) has appliedAttributesAreStale \(view.appliedAttributesAreStale)")
      }
    }
    return found
  }

  @Test(arguments: seeds)
  func rekeyAgreesWithTheModelOverRandomMaps(seed: UInt64) {
    print("VisibleElementsTests.rekeyAgreesWithTheModelOverRandomMaps: seed \(seed) (TRELLIS_SEED=\(seed))")
    var random = SeededRandomNumberGenerator(seed: seed)
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let part = VisibleElements()
    var model = Model()
    var views: [CollectionReusableView] = []  // the live views: visible or held
    var operationCounts = [String: Int]()
    var collisions = 0
    for step in 0..<Self.steps {
      let context = "seed \(seed) (TRELLIS_SEED=\(seed)), step \(step)"
      var found: [String] = []
      let operation = Int.random(in: 0..<11, using: &random)
      switch operation {
      case 0..<3:
        // The layout pass shows a view for a key nothing shows.
        operationCounts["show", default: 0] += 1
        guard let key = Self.universe.filter({ model.visible[$0] == nil }).randomElement(using: &random) else { break }
        let view: CollectionReusableView =
          key.category == .cell ? CollectionViewCell(frame: .zero) : CollectionReusableView(frame: .zero)
        views.append(view)
        view.elementKey = key
        container.addSubview(view)
        part.views[key] = view
        let id = ObjectIdentifier(view)
        model.visible[key] = view
        model.elementKeys[id] = key
        model.stale[id] = false
      case 3..<6:
        operationCounts["rekey", default: 0] += 1
        let map = Self.randomMap(using: &random)
        part.queriedRect = CGRect(x: 0, y: 0, width: 300, height: 300)
        part.queried = [
          QueriedElement(
            ElementGeometry(
              category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0),
              frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        ]
        // The model: views grouped by the key they map to, the nil-mapped ones leaving.
        var candidates: [ElementKey: [CollectionReusableView]] = [:]
        var leaving = Set<ObjectIdentifier>()
        for (key, view) in model.visible {
          if let target = map[key] ?? nil {
            candidates[target, default: []].append(view)
          } else {
            leaving.insert(ObjectIdentifier(view))
          }
        }
        var asked: [ElementKey] = []
        let returned = part.rekey { key in
          asked.append(key)
          return map[key] ?? nil
        }
        if asked.count != model.visible.count || Set(asked) != Set(model.visible.keys) {
          found.append("newKey was asked for \(asked.count) keys, not once per visible view")
        }
        if !part.queriedRect.isNull || !part.queried.isEmpty { found.append("the query buffer was not emptied") }
        if Set(part.views.keys) != Set(candidates.keys) { found.append("the targets shown differ from the map's") }
        var newVisible: [ElementKey: CollectionReusableView] = [:]
        for (target, mapped) in candidates {
          if mapped.count > 1 { collisions += 1 }
          guard let kept = part.views[target], mapped.contains(where: { $0 === kept }) else {
            found.append("\(target) is shown by none of the views mapped to it")
            continue
          }
          newVisible[target] = kept
          let id = ObjectIdentifier(kept)
          let oldKey = model.elementKeys[id] ?? nil
          model.elementKeys[id] = target
          if target != oldKey { model.stale[id] = true }
          for view in mapped where view !== kept { leaving.insert(ObjectIdentifier(view)) }
        }
        if returned.count != leaving.count || Set(returned.map(ObjectIdentifier.init)) != leaving {
          found.append("rekey returned \(returned.count) views, the model \(leaving.count) leaving")
        }
        model.visible = newVisible
        model.held.formUnion(leaving)
      case 6:
        operationCounts["holdOut", default: 0] += 1
        // A visible view mostly; sometimes any live view (held or visible).
        let visibleViews = Self.inKeyOrder(model.visible)
        let pool = Bool.random(using: &random) && !visibleViews.isEmpty ? visibleViews : views
        guard let chosen = pool.randomElement(using: &random) else { break }
        let wasVisible = Self.place(of: chosen, in: model) == "visible"
        if part.holdOut(chosen) != wasVisible { found.append("holdOut answered \(!wasVisible)") }
        if wasVisible, let key = chosen.elementKey {
          model.visible[key] = nil
          model.held.insert(ObjectIdentifier(chosen))
        }
      case 7..<9:
        // One view (a held one mostly, sometimes any live view), or every held view (the update's
        // animation ended).
        let heldViews = views.filter { model.held.contains(ObjectIdentifier($0)) }
        let releasesAll = operation == 8
        operationCounts[releasesAll ? "release all" : "release", default: 0] += 1
        let chosen =
          releasesAll
          ? heldViews
          : (Int.random(in: 0..<5, using: &random) > 0 && !heldViews.isEmpty ? heldViews : views)
            .randomElement(using: &random).map { [$0] } ?? []
        for view in chosen {
          let wasHeld = model.held.contains(ObjectIdentifier(view))
          if part.release(view) != wasHeld { found.append("release answered \(!wasHeld)") }
          guard wasHeld else { continue }
          // What the collection view does next: into a reuse queue.
          model.held.remove(ObjectIdentifier(view))
          view.removeFromSuperview()
          view.elementKey = nil
          model.elementKeys[ObjectIdentifier(view)] = .some(nil)
          // Out of both sets for good: checked once here, then no longer (keeps the steps O(live views)).
          if let place = part.placeFinder()(ObjectIdentifier(view)) { found.append("a released view is \(place)") }
          views.removeAll { $0 === view }
        }
      default:
        operationCounts["clear stale", default: 0] += 1
        // The layout pass applied the attributes of a visible view.
        guard let view = Self.inKeyOrder(model.visible).randomElement(using: &random) else { break }
        view.appliedAttributesAreStale = false
        model.stale[ObjectIdentifier(view)] = false
      }
      found += Self.mismatches(part, model, views: views, container: container)
      if !found.isEmpty {
        Issue.record("\(context), operation \(operation): \(found.joined(separator: "; "))")
        return
      }
    }
    #expect(operationCounts.count == 6, "every operation ran (seed \(seed)): \(operationCounts)")
    #expect(collisions > 0, "some maps collided (seed \(seed))")
  }

  /// Three cells at items 0, 1 and 2 of section 0, subviews of `container`.
  static func threeCells(in container: View, _ part: VisibleElements) -> [CollectionViewCell] {
    (0..<3).map { item in
      let cell = CollectionViewCell(frame: .zero)
      cell.elementKey = .cell(IndexPath(item: item, section: 0))
      container.addSubview(cell)
      part.views[.cell(IndexPath(item: item, section: 0))] = cell
      return cell
    }
  }

  static func cellKey(_ item: Int, _ section: Int = 0) -> ElementKey { .cell(IndexPath(item: item, section: section)) }

  @Test func rekeyMovesViewsAndHoldsTheNilMappedOnes() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    part.queriedRect = CGRect(x: 0, y: 0, width: 10, height: 10)
    // Item 0 deleted, items 1 and 2 move up.
    let leaving = part.rekey { key in key.indexPath.item == 0 ? nil : Self.cellKey(key.indexPath.item - 1) }
    #expect(leaving.map(ObjectIdentifier.init) == [ObjectIdentifier(cells[0])])
    #expect(part.views.count == 2)
    #expect(part.views[Self.cellKey(0)] === cells[1] && part.views[Self.cellKey(1)] === cells[2])
    #expect(
      cells.map(\.elementKey) == [Self.cellKey(0), Self.cellKey(0), Self.cellKey(1)], "the held view keeps its key")
    #expect(cells.map(\.appliedAttributesAreStale) == [false, true, true])
    #expect(Array(part.held.keys) == [ObjectIdentifier(cells[0])])
    #expect(part.queriedRect.isNull)
    #expect(part.problems(in: container) == [])
  }

  @Test func rekeyToTheSameKeyLeavesTheAttributesFresh() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    #expect(part.rekey { $0 }.isEmpty)
    #expect(cells.map(\.appliedAttributesAreStale) == [false, false, false])
    #expect(
      part.views.mapValues(ObjectIdentifier.init) == [
        Self.cellKey(0): ObjectIdentifier(cells[0]), Self.cellKey(1): ObjectIdentifier(cells[1]),
        Self.cellKey(2): ObjectIdentifier(cells[2]),
      ])
  }

  @Test func rekeyHoldsAllButOneOfCollidingViews() throws {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    // Items 0 and 1 both to item 5; item 2 stays.
    let leaving = part.rekey { $0.indexPath.item == 2 ? $0 : Self.cellKey(5) }
    #expect(leaving.count == 1)
    let left = try #require(leaving.first)
    let kept = try #require(part.views[Self.cellKey(5)])
    #expect((kept === cells[0] && left === cells[1]) || (kept === cells[1] && left === cells[0]))
    #expect(kept.elementKey == Self.cellKey(5) && kept.appliedAttributesAreStale)
    #expect(left.elementKey == Self.cellKey(left === cells[0] ? 0 : 1) && !left.appliedAttributesAreStale)
    #expect(part.views[Self.cellKey(2)] === cells[2] && part.views.count == 2)
    #expect(Array(part.held.keys) == [ObjectIdentifier(left)])
    #expect(part.problems(in: container) == [])
  }

  @Test func holdOutAndRelease() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    let stranger = CollectionViewCell(frame: .zero)
    stranger.elementKey = Self.cellKey(1)
    #expect(!part.holdOut(stranger), "a view keyed like a visible one but not it")
    #expect(!part.holdOut(CollectionViewCell(frame: .zero)), "a view with no key")
    #expect(part.holdOut(cells[1]))
    #expect(!part.holdOut(cells[1]), "already held")
    #expect(part.views[Self.cellKey(1)] == nil && part.views.count == 2)
    #expect(Array(part.held.keys) == [ObjectIdentifier(cells[1])])
    #expect(cells[1].elementKey == Self.cellKey(1), "a held view still shows its element")
    #expect(part.problems(in: container) == [])
    #expect(!part.release(cells[0]), "a visible view is not held")
    #expect(part.release(cells[1]))
    #expect(!part.release(cells[1]))
    #expect(part.held.isEmpty && part.views.count == 2)
  }

  @Test func placeFinderNamesWhereAViewIsWhenAsked() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    _ = part.holdOut(cells[2])
    let finder = part.placeFinder()
    #expect(finder(ObjectIdentifier(cells[0])) == "visible")
    #expect(finder(ObjectIdentifier(cells[1])) == "visible")
    #expect(finder(ObjectIdentifier(cells[2])) == "held out")
    #expect(finder(ObjectIdentifier(CollectionViewCell(frame: .zero))) == nil)
    // The finder answers for the moment it was made.
    _ = part.holdOut(cells[0])
    _ = part.release(cells[2])
    #expect(finder(ObjectIdentifier(cells[0])) == "visible")
    #expect(finder(ObjectIdentifier(cells[2])) == "held out")
    #expect(part.placeFinder()(ObjectIdentifier(cells[0])) == "held out")
    #expect(part.placeFinder()(ObjectIdentifier(cells[2])) == nil)
  }

  @Test func emptyQueryBufferForgetsTheQuery() {
    let part = VisibleElements()
    part.queriedRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    part.queried = [
      QueriedElement(
        ElementGeometry(category: .cell, kind: nil, indexPath: IndexPath(item: 0, section: 0), frame: .zero))
    ]
    part.emptyQueryBuffer()
    #expect(part.queriedRect.isNull)
    #expect(part.queried.isEmpty)
  }

  @Test func problemVisibleViewKeyedByAnotherElement() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    cells[0].elementKey = Self.cellKey(7, 1)
    cells[2].elementKey = nil
    #expect(
      part.problems(in: container).sorted() == [
        "visible view for cell [0, 0] is keyed cell [1, 7]", "visible view for cell [0, 2] is keyed nil",
      ])
  }

  @Test func problemVisibleViewNotASubview() {
    let container = View(frame: .zero)
    let elsewhere = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    cells[1].removeFromSuperview()
    elsewhere.addSubview(cells[2])
    #expect(
      part.problems(in: container).sorted() == [
        "visible view for cell [0, 1] is not a subview", "visible view for cell [0, 2] is not a subview",
      ])
  }

  @Test func problemVisibleViewAlsoHeldOut() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    _ = part.holdOut(cells[1])
    part.views[Self.cellKey(1)] = cells[1]
    #expect(part.problems(in: container) == ["visible view for cell [0, 1] is also held out"])
  }

  @Test func problemOneViewVisibleUnderTwoKeys() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    part.views[Self.cellKey(3)] = cells[0]
    let problems = part.problems(in: container)
    #expect(problems.last == "one view is visible under two keys")
    #expect(
      problems.sorted() == ["one view is visible under two keys", "visible view for cell [0, 3] is keyed cell [0, 0]"])
  }

  @Test func problemHeldViewNotASubview() {
    let container = View(frame: .zero)
    let part = VisibleElements()
    let cells = Self.threeCells(in: container, part)
    _ = part.holdOut(cells[0])
    _ = part.holdOut(cells[2])
    cells[0].removeFromSuperview()
    cells[2].removeFromSuperview()
    cells[2].elementKey = nil
    #expect(
      part.problems(in: container).sorted() == [
        "held view for cell [0, 0] is not a subview", "held view for nil is not a subview",
      ])
  }
}
