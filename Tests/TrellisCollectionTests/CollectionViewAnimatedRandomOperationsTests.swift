import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Seeded random operations on a collection view in a window, with animations running: random valid
/// batches of every kind (items and sections, from the planner's reference model), drags and flicks,
/// wheel scrolls, `reloadData`, animated layout changes, and the clock advanced by random amounts so
/// that updates land during other updates, decelerations and transitions. The invariant checker runs
/// after every frame, and every completion is called exactly once.
///
/// Set `TRELLIS_SEED` to replay a failure and `TRELLIS_STEPS` to run longer.
@MainActor
@Suite("Collection view: invariants under seeded random animated operations")
struct CollectionViewAnimatedRandomOperationsTests {
  enum Operation: CaseIterable {
    case batch, batch2, flick, drag, wheel, reload, changeLayout, wait
  }

  @Test func invariantsHoldAtEveryFrame() {
    let seed =
      ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0xA1_1A7E_D0_0D
    let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 400
    var random = SeededRandomNumberGenerator(seed: seed)
    let host = HeadlessHost(size: CGSize(width: 300, height: 240))
    let rows = RowLayout()
    rows.headerHeight = 24
    let grid = FlowLayout()
    grid.itemSize = CGSize(width: 60, height: 50)
    grid.minimumInteritemSpacing = 10
    grid.minimumLineSpacing = 10
    grid.headerReferenceSize = CGSize(width: 0, height: 30)
    let layouts: [CollectionViewLayout] = [rows, grid]
    let (cv, source, _) = makeCollectionView(counts: [12, 0, 30, 5], layout: rows)
    source.logsDisplay = false
    let errors = ErrorLog()
    cv.errorHandler = { errors.errors.append($0.description) }
    host.show(cv)
    host.runFrame()

    var issued = 0
    var calls: [Int: Int] = [:]
    func completion() -> (Bool) -> Void {
      issued += 1
      let id = issued
      return { _ in calls[id, default: 0] += 1 }
    }
    var failed = false
    func check(_ context: String) {
      guard !failed else { return }
      let problems = cv.checkInvariants()
      if !problems.isEmpty {
        failed = true
        Issue.record("seed \(seed) (TRELLIS_SEED=\(seed)), \(context): \(problems.joined(separator: "; "))")
      }
    }
    func frames(_ count: Int, _ context: String) {
      for _ in 0..<count {
        host.advance(by: host.frameInterval)
        check(context)
      }
    }

    for step in 0..<steps where !failed {
      let operation = Operation.allCases.randomElement(using: &random)!
      let context = "step \(step), after \(operation)"
      switch operation {
      case .batch, .batch2:
        let model = BatchUpdateModel(counts: source.counts, random: &random)
        guard model.newCounts.reduce(0, +) < 400 else { continue }
        source.counts = model.newCounts
        cv.performBatchUpdates(
          { for operation in model.operations { Self.issue(operation, on: cv) } }, completion: completion())
      case .flick:
        let from = CGPoint(x: 150, y: CGFloat.random(in: 60...180, using: &random))
        let to = CGPoint(
          x: 150 + CGFloat.random(in: -40...40, using: &random), y: CGFloat.random(in: 20...220, using: &random))
        host.drag(from: from, to: to, duration: 0.05 * Double(Int.random(in: 1...3, using: &random)))
      case .drag:
        // A batch while the finger is down: the drag goes on over the changed content.
        host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 120), pointer: false))
        for i in 1...4 {
          Application.shared.clock.advance(to: host.now + host.frameInterval)
          host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 120 - CGFloat(i) * 12)))
          host.runFrame()
          check(context)
        }
        let model = BatchUpdateModel(counts: source.counts, random: &random)
        if model.newCounts.reduce(0, +) < 400 {
          source.counts = model.newCounts
          cv.performBatchUpdates(
            { for operation in model.operations { Self.issue(operation, on: cv) } }, completion: completion())
        }
        frames(2, context)
        host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 60)))
      case .wheel:
        host.wheel(dy: CGFloat.random(in: -10...10, using: &random), at: CGPoint(x: 150, y: 120))
      case .reload:
        for section in source.counts.indices where Bool.random(using: &random) {
          source.counts[section] = Int.random(in: 0...20, using: &random)
        }
        cv.reloadData()
      case .changeLayout:
        let next = layouts.first { $0 !== cv.collectionViewLayout }!
        cv.setCollectionViewLayout(next, animated: Bool.random(using: &random), completion: completion())
      case .wait:
        break
      }
      check(context)
      frames(Int.random(in: 0...12, using: &random), context)
    }
    frames(120, "settling")
    #expect(calls.count == issued, "seed \(seed): \(issued - calls.count) completions never called")
    #expect(calls.values.allSatisfy { $0 == 1 }, "seed \(seed): a completion called more than once")
    #expect(cv.heldOutViews.isEmpty, "seed \(seed)")
    #expect(errors.errors.isEmpty, "seed \(seed): \(errors.errors)")
    for indexPath in cv.indexPathsForVisibleItems {
      let cell = cv.cellForItem(at: indexPath)!
      #expect(cell.presentation.center == cell.center && cell.presentation.alpha == cell.alpha, "seed \(seed)")
    }
  }

  /// Calls the collection view's method for one recorded operation.
  static func issue(_ operation: BatchUpdateOperation, on cv: CollectionView) {
    switch operation {
    case .insertItem(let path): cv.insertItems(at: [path])
    case .deleteItem(let path): cv.deleteItems(at: [path])
    case .moveItem(let from, let to): cv.moveItem(at: from, to: to)
    case .reloadItem(let path): cv.reloadItems(at: [path])
    case .reconfigureItem(let path): cv.reconfigureItems(at: [path])
    case .insertSection(let section): cv.insertSections([section])
    case .deleteSection(let section): cv.deleteSections([section])
    case .moveSection(let from, let to): cv.moveSection(from, toSection: to)
    case .reloadSection(let section): cv.reloadSections([section])
    }
  }
}
