import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Seeded random operations on a collection view — scroll, resize, reload with changed counts, select,
/// deselect, change the layout (by the setter, or keeping views with `setCollectionViewLayout`), insert,
/// delete and move items in batch updates, start, drive, finish and cancel interactive transitions — with `checkInvariants()` after every step. The
/// batch-update and transition work extends the operation list.
///
/// Set `TRELLIS_SEED` to replay a failure and `TRELLIS_STEPS` to run longer.
@MainActor
@Suite("Collection view: invariants under seeded random operations")
struct CollectionViewRandomOperationsTests {
  /// The operations, drawn with equal weight.
  enum Operation: CaseIterable {
    case scroll, scrollWithoutLayout, resize, reload, select, deselect, toggleMultipleSelection, changeLayout
    case setLayoutKeepingViews, insertItems, deleteItems, moveItem
    case startInteractiveTransition, setTransitionProgress, finishInteractiveTransition, cancelInteractiveTransition
  }

  /// The collection view under test with its data source, and the layouts it switches between.
  @MainActor final class Fixture {
    let cv: CollectionView
    let source: TestDataSource
    let errors = ErrorLog()
    var layouts: [CollectionViewLayout]

    init() {
      let rows = RowLayout()
      rows.headerHeight = 24
      let grid = FlowLayout()
      grid.itemSize = CGSize(width: 50, height: 50)
      grid.minimumInteritemSpacing = 10
      grid.minimumLineSpacing = 10
      grid.headerReferenceSize = CGSize(width: 0, height: 30)
      let wide = FlowLayout()
      wide.scrollDirection = .horizontal
      wide.itemSize = CGSize(width: 70, height: 40)
      layouts = [rows, grid, wide]
      cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: rows)
      source = TestDataSource(counts: [12, 0, 30])
      source.logsDisplay = false
      cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
      cv.register(
        HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      let errors = errors
      cv.errorHandler = { errors.errors.append($0.description) }
      cv.dataSource = source
      cv.delegate = source
    }
  }

  @Test func invariantsHoldAfterEveryStep() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x7E11_15C0_11EC
    let steps = ProcessInfo.processInfo.environment["TRELLIS_STEPS"].flatMap { Int($0) } ?? 10_000
    var random = SeededRandomNumberGenerator(seed: seed)
    let fixture = Fixture()
    fixture.cv.layoutIfNeeded()
    var counts: [Operation: Int] = [:]
    for step in 0..<steps {
      let operation = Operation.allCases.randomElement(using: &random)!
      counts[operation, default: 0] += 1
      perform(operation, on: fixture, using: &random)
      if operation != .scrollWithoutLayout { fixture.cv.layoutIfNeeded() }
      let problems = fixture.cv.checkInvariants()
      if !problems.isEmpty {
        Issue.record(
          "seed \(seed) (TRELLIS_SEED=\(seed)), step \(step), after \(operation): \(problems.joined(separator: "; "))")
        return
      }
    }
    #expect(counts.count == Operation.allCases.count, "every operation ran (seed \(seed))")
    #expect(fixture.errors.errors.allSatisfy { $0.contains("out of range") }, "seed \(seed): \(fixture.errors.errors)")
  }

  private func perform(_ operation: Operation, on fixture: Fixture, using random: inout SeededRandomNumberGenerator) {
    let cv = fixture.cv
    switch operation {
    case .scroll, .scrollWithoutLayout:
      let size = cv.contentSize
      let x = CGFloat(Int.random(in: -40...max(0, Int(size.width - cv.bounds.width) + 40), using: &random))
      let y = CGFloat(Int.random(in: -40...max(0, Int(size.height - cv.bounds.height) + 40), using: &random))
      cv.contentOffset = CGPoint(x: x, y: y)
    case .resize:
      let width = CGFloat(Int.random(in: 0...420, using: &random))
      let height = CGFloat(Int.random(in: 0...420, using: &random))
      cv.frame = CGRect(x: 0, y: 0, width: width, height: height)
    case .reload:
      let sections = Int.random(in: 0...4, using: &random)
      fixture.source.counts = (0..<sections).map { _ in Int.random(in: 0...60, using: &random) }
      cv.reloadData()
    case .select:
      // Mostly existing items; sometimes one past the end, which must be refused with a report.
      let sections = fixture.source.counts
      guard let section = sections.indices.randomElement(using: &random) else { return }
      let item = Int.random(in: 0...sections[section], using: &random)
      cv.selectItem(at: IndexPath(item: item, section: section), animated: false, scrollPosition: [])
    case .deselect:
      guard let selected = cv.indexPathsForSelectedItems?.randomElement(using: &random) else { return }
      cv.deselectItem(at: selected, animated: false)
    case .toggleMultipleSelection:
      cv.allowsMultipleSelection.toggle()
    case .changeLayout:
      let next = fixture.layouts.filter { $0 !== cv.collectionViewLayout }.randomElement(using: &random)!
      cv.collectionViewLayout = next
    case .insertItems:
      guard let section = fixture.source.counts.indices.randomElement(using: &random) else { return }
      let count = Int.random(in: 1...3, using: &random)
      fixture.source.counts[section] += count
      let items = Array((0..<fixture.source.counts[section]).shuffled(using: &random).prefix(count))
      cv.insertItems(at: items.map { IndexPath(item: $0, section: section) })
    case .deleteItems:
      guard
        let section = fixture.source.counts.indices.filter({ fixture.source.counts[$0] > 0 }).randomElement(
          using: &random)
      else { return }
      let count = Int.random(in: 1...min(3, fixture.source.counts[section]), using: &random)
      let items = Array((0..<fixture.source.counts[section]).shuffled(using: &random).prefix(count))
      fixture.source.counts[section] -= count
      cv.deleteItems(at: items.map { IndexPath(item: $0, section: section) })
    case .moveItem:
      guard
        let section = fixture.source.counts.indices.filter({ fixture.source.counts[$0] > 1 }).randomElement(
          using: &random)
      else { return }
      let from = Int.random(in: 0..<fixture.source.counts[section], using: &random)
      let to = Int.random(in: 0..<fixture.source.counts[section], using: &random)
      cv.moveItem(at: IndexPath(item: from, section: section), to: IndexPath(item: to, section: section))
    case .startInteractiveTransition:
      guard !cv.isInteractiveTransitionInProgress else { return }
      let next = fixture.layouts.filter { $0 !== cv.collectionViewLayout }.randomElement(using: &random)!
      cv.startInteractiveTransition(to: next).transitionProgress = CGFloat.random(in: 0...1, using: &random)
    case .setTransitionProgress:
      guard let transition = cv.collectionViewLayout as? TransitionLayout else { return }
      transition.transitionProgress = CGFloat.random(in: -0.2...1.2, using: &random)
    case .finishInteractiveTransition:
      // Outside a window the ending settles at once.
      if cv.isInteractiveTransitionInProgress { cv.finishInteractiveTransition() }
    case .cancelInteractiveTransition:
      if cv.isInteractiveTransitionInProgress { cv.cancelInteractiveTransition() }
    case .setLayoutKeepingViews:
      // Outside a window an animated change applies at once, keeping the views of elements in both layouts.
      let next = fixture.layouts.filter { $0 !== cv.collectionViewLayout }.randomElement(using: &random)!
      cv.setCollectionViewLayout(next, animated: Bool.random(using: &random))
    }
  }
}
