import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Seeded random page and row scrolls (wheel, drag, fling, code), taps, selection, item and section
/// updates and reloads on a `ShelfLayout`, with `checkInvariants()` (containers included) after every
/// step. Set `TRELLIS_SEED` to replay a failure and `TRELLIS_STEPS` to run longer.
@MainActor
@Suite("Collection view: orthogonal regions under seeded random operations")
struct OrthogonalRandomOperationsTests {
  enum Operation: CaseIterable {
    case pageScroll, rowWheel, rowDrag, rowFling, scrollToItem, tap, select, wait
    case insertItems, deleteItems, moveItem, insertSection, deleteSection, reload
    case layoutChange, interactiveTransition
  }

  @Test(arguments: [false, true]) func invariantsHoldAfterEveryStep(geometry: Bool) {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x0127_40C0_11EC
    let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 1_500
    print("OrthogonalRandomOperationsTests seed \(seed) (TRELLIS_SEED=\(seed))")
    var random = SeededRandomNumberGenerator(seed: seed)
    let f = OrthogonalScrollingTests.Fixture(counts: [3, 20, 6, 12, 0, 9], geometry: geometry)
    f.layout.shelves = [1, 3, 5]
    f.cv.reloadData()
    f.cv.overscanFraction = 0.25
    f.host.runFrame()
    var counts: [Operation: Int] = [:]
    for step in 0..<steps {
      let operation = Operation.allCases.randomElement(using: &random)!
      counts[operation, default: 0] += 1
      perform(operation, on: f, using: &random)
      f.host.runFrame()
      let problems = f.cv.checkInvariants()
      if !problems.isEmpty {
        Issue.record("seed \(seed), step \(step), after \(operation): \(problems.joined(separator: "; "))")
        return
      }
    }
    #expect(counts.count == Operation.allCases.count, "every operation ran (seed \(seed))")
    #expect(f.errors.errors == [], "seed \(seed)")
  }

  /// A point on a random visible row, in the window, or nil when none is on screen.
  private func pointOnARow(_ f: OrthogonalScrollingTests.Fixture, using random: inout SeededRandomNumberGenerator)
    -> CGPoint?
  {
    let rows = f.cv.containers.bySection.values.map { f.cv.convert($0.frame, to: nil) }
      .filter { $0.minY >= 0 && $0.maxY <= 300 }
    guard let row = rows.randomElement(using: &random) else { return nil }
    return CGPoint(x: CGFloat.random(in: 20...280, using: &random), y: row.midY)
  }

  private func perform(
    _ operation: Operation, on f: OrthogonalScrollingTests.Fixture, using random: inout SeededRandomNumberGenerator
  ) {
    let cv = f.cv
    let sections = f.source.counts.count
    switch operation {
    case .pageScroll:
      let high = max(0, cv.contentSize.height - 300)
      cv.setContentOffset(
        CGPoint(x: 0, y: CGFloat.random(in: 0...high, using: &random).rounded()), animated: Bool.random(using: &random))
    case .rowWheel:
      guard let point = pointOnARow(f, using: &random) else { return }
      f.host.wheel(dx: CGFloat.random(in: -400...400, using: &random).rounded(), dy: 0, at: point, precise: true)
    case .rowDrag, .rowFling:
      guard let point = pointOnARow(f, using: &random) else { return }
      let end = CGPoint(x: min(299, max(1, point.x + CGFloat.random(in: -250...250, using: &random))), y: point.y)
      f.host.drag(
        from: point, to: end, duration: operation == .rowFling ? 0.1 : 0.3,
        holdBeforeRelease: operation == .rowFling ? 0 : 0.1)
    case .scrollToItem:
      let candidates = (0..<sections).filter { f.source.counts[$0] > 0 }
      guard let section = candidates.randomElement(using: &random) else { return }
      let item = Int.random(in: 0..<f.source.counts[section], using: &random)
      let positions: [CollectionView.ScrollPosition] = [.top, .centeredVertically, [.top, .left], [.bottom, .right]]
      cv.scrollToItem(
        at: IndexPath(item: item, section: section), at: positions.randomElement(using: &random)!,
        animated: Bool.random(using: &random))
    case .tap:
      f.host.tap(
        at: CGPoint(x: CGFloat.random(in: 1...299, using: &random), y: CGFloat.random(in: 1...299, using: &random)))
    case .select:
      let candidates = (0..<sections).filter { f.source.counts[$0] > 0 }
      guard let section = candidates.randomElement(using: &random) else { return }
      let item = Int.random(in: 0..<f.source.counts[section], using: &random)
      cv.selectItem(at: IndexPath(item: item, section: section), animated: false, scrollPosition: [])
    case .wait:
      f.host.advance(by: Double.random(in: 0...0.6, using: &random))
    case .insertItems:
      let section = Int.random(in: 0..<sections, using: &random)
      let item = Int.random(in: 0...f.source.counts[section], using: &random)
      f.source.counts[section] += 1
      cv.performBatchUpdates { cv.insertItems(at: [IndexPath(item: item, section: section)]) }
    case .deleteItems:
      let candidates = (0..<sections).filter { f.source.counts[$0] > 0 }
      guard let section = candidates.randomElement(using: &random) else { return }
      let item = Int.random(in: 0..<f.source.counts[section], using: &random)
      f.source.counts[section] -= 1
      cv.performBatchUpdates { cv.deleteItems(at: [IndexPath(item: item, section: section)]) }
    case .moveItem:
      let candidates = (0..<sections).filter { f.source.counts[$0] > 0 }
      guard let from = candidates.randomElement(using: &random) else { return }
      let to = Int.random(in: 0..<sections, using: &random)
      let item = Int.random(in: 0..<f.source.counts[from], using: &random)
      f.source.counts[from] -= 1
      let target = Int.random(in: 0...f.source.counts[to], using: &random)
      f.source.counts[to] += 1
      cv.performBatchUpdates {
        cv.moveItem(at: IndexPath(item: item, section: from), to: IndexPath(item: target, section: to))
      }
    case .insertSection:
      guard sections < 9 else { return }
      let section = Int.random(in: 0...sections, using: &random)
      f.source.counts.insert(Int.random(in: 0...15, using: &random), at: section)
      var shelves = Set(f.layout.shelves.map { $0 >= section ? $0 + 1 : $0 })
      if Bool.random(using: &random) { shelves.insert(section) }
      f.layout.shelves = shelves
      cv.performBatchUpdates { cv.insertSections(IndexSet(integer: section)) }
    case .deleteSection:
      guard sections > 1 else { return }
      let section = Int.random(in: 0..<sections, using: &random)
      f.source.counts.remove(at: section)
      f.layout.shelves = Set(f.layout.shelves.compactMap { $0 == section ? nil : $0 > section ? $0 - 1 : $0 })
      cv.performBatchUpdates { cv.deleteSections(IndexSet(integer: section)) }
    case .reload:
      cv.reloadData()
    case .layoutChange, .interactiveTransition:
      // A layout with one section more or less a row, and other header heights: row views move in their
      // rows and between the page and a row.
      let next = ShelfLayout()
      next.shelves = f.layout.shelves.symmetricDifference([Int.random(in: 0..<sections, using: &random)])
      next.headerHeight = [20, 36].randomElement(using: &random)!
      next.answersWithGeometry = f.layout.answersWithGeometry
      next.behavior = f.layout.behavior
      f.layout = next
      guard operation == .interactiveTransition else {
        return cv.setCollectionViewLayout(next, animated: Bool.random(using: &random))
      }
      let transition = cv.startInteractiveTransition(to: next)
      transition.transitionProgress = CGFloat.random(in: 0...1, using: &random)
      cv.layoutIfNeeded()
      let problems = cv.checkInvariants()
      if !problems.isEmpty { Issue.record("during an interactive transition: \(problems.joined(separator: "; "))") }
      cv.finishInteractiveTransition()
    }
  }
}
