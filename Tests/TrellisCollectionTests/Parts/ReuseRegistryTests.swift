import Foundation
import Testing
import Trellis

@testable import TrellisCollection

/// `ReuseRegistry` on its own: classes registered and unregistered, LIFO reuse queues with
/// `prepareForReuse()`, and each problem its checker reports.
@MainActor
@Suite("Parts: ReuseRegistry")
struct ReuseRegistryTests {
  /// A cell that counts its `prepareForReuse()` calls.
  final class PreparedCell: CollectionViewCell {
    var preparedCount = 0
    override func prepareForReuse() {
      super.prepareForReuse()
      preparedCount += 1
    }
  }

  final class OtherCell: CollectionViewCell {}
  final class BadgeView: CollectionReusableView {}

  static let cellPool = ReusePoolKey(category: .cell, kind: CollectionView.elementKindCell, identifier: "cell")
  static let headerPool = ReusePoolKey(
    category: .supplementaryView, kind: CollectionView.elementKindSectionHeader, identifier: "header")

  @Test func reuseIsLastInFirstOutAndPreparesEachView() {
    let registry = ReuseRegistry()
    let cells = (0..<3).map { _ in PreparedCell(frame: .zero) }
    for cell in cells { registry.queue(for: Self.cellPool).views.append(cell) }
    #expect(registry.reusableViewCount == 3)
    var made = 0
    let make = {
      made += 1
      return PreparedCell(frame: .zero) as CollectionReusableView
    }
    #expect(registry.reuseOrMake(Self.cellPool, make: make) === cells[2])
    #expect(cells.map(\.preparedCount) == [0, 0, 1])
    #expect(registry.reusableViewCount == 2)
    #expect(registry.reuseOrMake(Self.cellPool, make: make) === cells[1])
    // A view queued again goes back on top.
    registry.queue(for: Self.cellPool).views.append(cells[2])
    #expect(registry.reuseOrMake(Self.cellPool, make: make) === cells[2])
    #expect(registry.reuseOrMake(Self.cellPool, make: make) === cells[0])
    #expect(cells.map(\.preparedCount) == [1, 1, 2])
    #expect(made == 0)
    #expect(registry.reusableViewCount == 0)
  }

  @Test func anEmptyOrMissingQueueMakesAViewWithoutPreparingIt() {
    let registry = ReuseRegistry()
    var made: [PreparedCell] = []
    let make = {
      let cell = PreparedCell(frame: .zero)
      made.append(cell)
      return cell as CollectionReusableView
    }
    // No queue yet for the key.
    let first = registry.reuseOrMake(Self.cellPool, make: make)
    #expect(made.count == 1 && first === made[0])
    #expect(registry.pools.isEmpty, "asking makes no queue")
    // A queue that exists but is empty.
    _ = registry.queue(for: Self.cellPool)
    let second = registry.reuseOrMake(Self.cellPool, make: make)
    #expect(made.count == 2 && second === made[1])
    #expect(made.map(\.preparedCount) == [0, 0])
    // A view waiting in another queue is not taken.
    registry.queue(for: Self.headerPool).views.append(BadgeView(frame: .zero))
    let third = registry.reuseOrMake(Self.cellPool, make: make)
    #expect(made.count == 3 && third === made[2])
    #expect(registry.reusableViewCount == 1)
  }

  @Test func queuesAreMadeOnceAndCountedTogether() {
    let registry = ReuseRegistry()
    #expect(registry.reusableViewCount == 0)
    let cells = registry.queue(for: Self.cellPool)
    #expect(registry.queue(for: Self.cellPool) === cells)
    let otherIdentifier = ReusePoolKey(category: .cell, kind: CollectionView.elementKindCell, identifier: "other")
    #expect(registry.queue(for: otherIdentifier) !== cells)
    cells.views.append(PreparedCell(frame: .zero))
    cells.views.append(PreparedCell(frame: .zero))
    registry.queue(for: Self.headerPool).views.append(BadgeView(frame: .zero))
    #expect(registry.pools.count == 3)
    #expect(registry.reusableViewCount == 3)
  }

  @Test func registeringAndUnregisteringClasses() {
    let registry = ReuseRegistry()
    #expect(registry.cellClasses.isEmpty && registry.supplementaryClasses.isEmpty)
    registry.register(PreparedCell.self, forCell: "a")
    registry.register(OtherCell.self, forCell: "b")
    #expect(
      registry.cellClasses.mapValues { ObjectIdentifier($0) } == [
        "a": ObjectIdentifier(PreparedCell.self), "b": ObjectIdentifier(OtherCell.self),
      ])
    // Registering again replaces; nil unregisters only that identifier.
    registry.register(OtherCell.self, forCell: "a")
    registry.register(nil, forCell: "b")
    #expect(registry.cellClasses.mapValues { ObjectIdentifier($0) } == ["a": ObjectIdentifier(OtherCell.self)])

    let header = SupplementaryRegistrationKey(kind: CollectionView.elementKindSectionHeader, identifier: "h")
    let footer = SupplementaryRegistrationKey(kind: CollectionView.elementKindSectionFooter, identifier: "h")
    registry.register(BadgeView.self, forSupplementary: header)
    registry.register(CollectionReusableView.self, forSupplementary: footer)
    #expect(
      registry.supplementaryClasses.mapValues { ObjectIdentifier($0) } == [
        header: ObjectIdentifier(BadgeView.self), footer: ObjectIdentifier(CollectionReusableView.self),
      ])
    registry.register(nil, forSupplementary: header)
    #expect(
      registry.supplementaryClasses.mapValues { ObjectIdentifier($0) } == [
        footer: ObjectIdentifier(CollectionReusableView.self)
      ])
    #expect(registry.cellClasses.count == 1, "supplementary registrations leave the cells alone")
  }

  @Test func aSoundQueueHasNoProblems() {
    let registry = ReuseRegistry()
    registry.queue(for: Self.cellPool).views.append(PreparedCell(frame: .zero))
    registry.queue(for: Self.headerPool).views.append(BadgeView(frame: .zero))
    #expect(registry.problems(isElsewhere: { _ in nil }) == [])
  }

  @Test func problemViewQueuedTwice() {
    let registry = ReuseRegistry()
    let cell = PreparedCell(frame: .zero)
    registry.queue(for: Self.cellPool).views += [cell, PreparedCell(frame: .zero), cell]
    #expect(registry.problems(isElsewhere: { _ in nil }) == ["a view is queued twice (cell)"])
  }

  @Test func problemViewQueuedInTwoQueues() {
    let registry = ReuseRegistry()
    let view = BadgeView(frame: .zero)
    registry.queue(for: Self.cellPool).views.append(view)
    registry.queue(for: Self.headerPool).views.append(view)
    // Which queue is named depends on which the checker reads second (dictionary order).
    let problems = registry.problems(isElsewhere: { _ in nil })
    #expect(problems == ["a view is queued twice (cell)"] || problems == ["a view is queued twice (header)"])
  }

  @Test func problemViewBothElsewhereAndQueued() {
    let registry = ReuseRegistry()
    let visible = PreparedCell(frame: .zero)
    let held = BadgeView(frame: .zero)
    registry.queue(for: Self.cellPool).views += [visible, PreparedCell(frame: .zero)]
    registry.queue(for: Self.headerPool).views.append(held)
    var asked: [ObjectIdentifier] = []
    let problems = registry.problems { id in
      asked.append(id)
      return id == ObjectIdentifier(visible) ? "visible" : id == ObjectIdentifier(held) ? "held out" : nil
    }
    #expect(
      problems.sorted() == ["a view is both held out and queued (header)", "a view is both visible and queued (cell)"])
    #expect(asked.count == 3, "asked once per queued view")
  }

  @Test func problemQueuedViewStillASubview() {
    let registry = ReuseRegistry()
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let cell = PreparedCell(frame: .zero)
    parent.addSubview(cell)
    registry.queue(for: Self.cellPool).views.append(cell)
    #expect(registry.problems(isElsewhere: { _ in nil }) == ["a queued view is still a subview (cell)"])
    cell.removeFromSuperview()
    #expect(registry.problems(isElsewhere: { _ in nil }) == [])
  }

  @Test func problemQueuedViewStillShowsAnElement() {
    let registry = ReuseRegistry()
    let cell = PreparedCell(frame: .zero)
    cell.elementKey = .cell(IndexPath(item: 3, section: 0))
    let header = BadgeView(frame: .zero)
    header.elementKey = ElementKey(
      category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
      indexPath: IndexPath(item: 0, section: 2))
    registry.queue(for: Self.cellPool).views.append(cell)
    registry.queue(for: Self.headerPool).views.append(header)
    #expect(
      registry.problems(isElsewhere: { _ in nil }).sorted() == [
        "a queued view still shows UICollectionElementKindSectionHeader [2, 0]",
        "a queued view still shows cell [0, 3]",
      ])
  }

  @Test func oneViewCanHaveEveryProblemAtOnce() {
    let registry = ReuseRegistry()
    let parent = View(frame: .zero)
    let cell = PreparedCell(frame: .zero)
    parent.addSubview(cell)
    cell.elementKey = .cell(IndexPath(item: 1, section: 1))
    registry.queue(for: Self.cellPool).views += [cell, cell]
    let once = [
      "a view is both visible and queued (cell)", "a queued view is still a subview (cell)",
      "a queued view still shows cell [1, 1]",
    ]
    #expect(registry.problems(isElsewhere: { _ in "visible" }) == once + ["a view is queued twice (cell)"] + once)
  }
}
