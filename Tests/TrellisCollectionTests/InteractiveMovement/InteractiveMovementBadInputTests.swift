import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Misuse during interactive movement — calls without a movement, a second begin, delegate targets
/// outside the arrangement, reloads and batch updates during a movement, a data source without
/// `moveItemAt` — each reported, with the collection view consistent after every frame; keyboard moves;
/// the diffable data source's reordering transaction; and a seeded random sequence.
@MainActor
@Suite("Collection view: interactive movement misuse, keyboard, diffable")
struct InteractiveMovementBadInputTests {
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  @Test func callsWithoutAMovementAreReportedAndChangeNothing() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
    f.collectionView.endInteractiveMovement()
    f.collectionView.cancelInteractiveMovement()
    #expect(
      f.errors.errors == [
        "updateInteractiveMovementTargetPosition(_:) without an interactive movement; ignored",
        "endInteractiveMovement() without an interactive movement; ignored",
        "cancelInteractiveMovement() without an interactive movement; ignored",
      ])
    #expect(f.source.log == [])
    #expect(f.layout.log == [])
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func aSecondBeginIsRefusedAndTheFirstMovementGoesOn() {
    let f = MovementFixture(model: [Array(0..<10)])
    #expect(f.collectionView.beginInteractiveMovementForItem(at: item(1)))
    #expect(!f.collectionView.beginInteractiveMovementForItem(at: item(2)))
    #expect(
      f.errors.errors == [
        "beginInteractiveMovementForItem(at:) for [0, 2] while the item from [0, 1] is moving (now at [0, 1]); "
          + "the running movement goes on"
      ])
    #expect(f.source.log == ["canMove [0, 1]"])
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))
    f.collectionView.endInteractiveMovement()
    #expect(f.source.model == [[0, 2, 1, 3, 4, 5, 6, 7, 8, 9]])
    f.advance(by: 0.35)
  }

  @Test func delegateTargetsOutsideTheArrangementAreReportedAndTheTargetKept() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.source.redirect = { _, _, _ in IndexPath(item: 0, section: 3) }
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))
    f.advance(frames: 2)
    f.source.redirect = { _, _, _ in IndexPath(item: 10, section: 0) }
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(frames: 2)
    #expect(
      f.errors.errors == [
        "the target index path [3, 0] names section 3, but the collection view has 1 sections; the target stays at [0, 1]",
        "the target index path [0, 10] names item 10, but section 0 has room for 10 items; the target stays at [0, 1]",
      ])
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(1))
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 110, width: 300, height: 40))  // the cell still follows
    f.collectionView.endInteractiveMovement()
    #expect(f.source.log.filter { $0.hasPrefix("move") } == [])
    f.advance(by: 0.35)
    #expect(f.visibleLabels == ["0.0:0", "0.1:1", "0.2:2", "0.3:3", "0.4:4"])
  }

  @Test func reloadDataDuringAMovementCancelsItFirst() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.1)
    f.layout.log = []
    f.collectionView.reloadData()
    #expect(
      f.errors.errors == [
        "reloadData() during the interactive movement of the item from [0, 1] (now at [0, 3]): the movement is "
          + "cancelled first"
      ])
    #expect(f.layout.log.first == "endingContext [[0, 1]] from [[0, 3]] cancelled true")
    #expect(!f.collectionView.isInteractiveMovementInProgress)
    f.advance(by: 0.4)
    #expect(f.source.log.filter { $0.hasPrefix("move") } == [])
    #expect(f.visibleLabels == ["0.0:0", "0.1:1", "0.2:2", "0.3:3", "0.4:4"])
    #expect(f.collectionView.visibleCells.count == 5)
  }

  @Test func aNewLayoutDuringAMovementCancelsItFirst() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.1)
    f.collectionView.collectionViewLayout = RowLayout()
    #expect(
      f.errors.errors == [
        "a new collectionViewLayout during the interactive movement of the item from [0, 1] (now at [0, 3]): the "
          + "movement is cancelled first"
      ])
    #expect(
      f.layout.log.last(where: { $0.hasPrefix("endingContext") })
        == "endingContext [[0, 1]] from [[0, 3]] cancelled true")
    f.advance(by: 0.4)
    #expect(f.visibleLabels == ["0.0:0", "0.1:1", "0.2:2", "0.3:3", "0.4:4"])
    #expect(f.source.log.filter { $0.hasPrefix("move") } == [])
  }

  @Test func aBatchUpdateDeletingTheLiftedItemCancelsTheMovementFirst() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.1)
    var completions: [Bool] = []
    f.source.model[0].remove(at: 1)
    f.collectionView.performBatchUpdates({ f.collectionView.deleteItems(at: [item(1)]) }) { completions.append($0) }
    #expect(
      f.errors.errors == [
        "performBatchUpdates(_:completion:) during the interactive movement of the item from [0, 1] (now at "
          + "[0, 3]): the movement is cancelled first"
      ])
    f.advance(by: 0.4)
    #expect(completions == [true])
    #expect(f.source.log.filter { $0.hasPrefix("move") } == [])
    #expect(f.visibleLabels == ["0.0:0", "0.1:2", "0.2:3", "0.3:4", "0.4:5"])
    #expect(f.cell(showing: 1) == nil)
    #expect(f.collectionView.visibleCells.count == 5)
  }

  @Test func aDataSourceWithoutMoveItemAtIsReportedAndTheItemGoesBack() {
    /// Lets every item move but doesn't implement `moveItemAt`.
    @MainActor final class NoMoveSource: CollectionViewDataSource {
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
      func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    }
    let f = MovementFixture(model: [Array(0..<10)])
    let source = NoMoveSource()
    f.collectionView.dataSource = source
    f.host.runFrame()
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.35)
    f.collectionView.endInteractiveMovement()
    #expect(
      f.errors.errors == [
        "the data source doesn't implement collectionView(_:moveItemAt:to:): the move of the item from [0, 1] to "
          + "[0, 3] is undone"
      ])
    #expect(
      f.layout.log.last(where: { $0.hasPrefix("endingContext") })
        == "endingContext [[0, 1]] from [[0, 3]] cancelled true")
    f.advance(by: 0.35)
    #expect(f.collectionView.checkInvariants() == [])
    #expect(f.collectionView.numberOfItems(inSection: 0) == 10)
  }

  @Test func altShiftArrowsMoveTheSelectedItemThroughTheSameSequence() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
    #expect(f.collectionView.becomeFirstResponder())
    f.host.key(.downArrow, modifiers: [.alternate, .shift])
    #expect(f.source.log == ["canMove [0, 1]", "target [0, 1] [0, 1] [0, 2]", "move [0, 1] → [0, 2]"])
    #expect(f.source.model == [[0, 2, 1, 3, 4, 5, 6, 7, 8, 9]])
    #expect(f.collectionView.indexPathsForSelectedItems == [item(2)])
    #expect(!f.collectionView.isInteractiveMovementInProgress)
    f.advance(by: 0.35)
    #expect(f.visibleLabels == ["0.0:0", "0.1:2", "0.2:1", "0.3:3", "0.4:4"])
    f.source.log = []
    f.host.key(.upArrow, modifiers: [.alternate, .shift])
    f.host.key(.upArrow, modifiers: [.alternate, .shift])
    #expect(
      f.source.log == [
        "canMove [0, 2]", "target [0, 2] [0, 2] [0, 1]", "move [0, 2] → [0, 1]",
        "canMove [0, 1]", "target [0, 1] [0, 1] [0, 0]", "move [0, 1] → [0, 0]",
      ])
    #expect(f.source.model == [[1, 0, 2, 3, 4, 5, 6, 7, 8, 9]])
    // Alt alone is left to others: nothing moves.
    f.source.log = []
    f.host.key(.downArrow, modifiers: [.alternate])
    #expect(f.source.log == [])
    #expect(f.errors.errors == [])
    f.advance(by: 0.35)
  }

  @Test func aMovementEndingOnADiffableDataSourceGoesThroughItsReorderingTransaction() {
    let f = DiffableFixture()
    f.dataSource.apply(DiffableFixture.snapshot(["a": [0, 1, 2, 3], "b": [4]]))
    f.collectionView.layoutIfNeeded()
    f.dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
    var log: [String] = []
    f.dataSource.reorderingHandlers.willReorder = { transaction in
      log.append("will \(transaction.initialSnapshot.itemIdentifiers) → \(transaction.finalSnapshot.itemIdentifiers)")
    }
    f.dataSource.reorderingHandlers.didReorder = { [weak dataSource = f.dataSource] transaction in
      log.append("did \(transaction.finalSnapshot.itemIdentifiers(inSection: "a"))")
      #expect(dataSource?.snapshot() == transaction.finalSnapshot)
    }
    #expect(!f.collectionView.beginInteractiveMovementForItem(at: item(3)))  // canReorderItem says no
    #expect(f.collectionView.beginInteractiveMovementForItem(at: item(0)))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))  // row 2
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(2))
    #expect(log == [])
    f.collectionView.endInteractiveMovement()
    #expect(log == ["will [0, 1, 2, 3, 4] → [1, 2, 0, 3, 4]", "did [1, 2, 0, 3]"])
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 0, 3, 4])
    f.collectionView.layoutIfNeeded()
    #expect(f.cells[item(2)]?.item == 0)
    #expect(f.collectionView.checkInvariants() == [])
    #expect(f.errors == [])
  }

  @Test func aSeededRandomSequenceKeepsTheViewConsistentEveryFrame() {
    let seed =
      ProcessInfo.processInfo.environment["MOVE_SEED"].flatMap { UInt64($0) }
      ?? UInt64(Date().timeIntervalSince1970 * 1000) % 1_000_000
    print("InteractiveMovement random seed: \(seed) (MOVE_SEED=\(seed) repeats it)")
    var rng = SeededRandomNumberGenerator(seed: seed)
    let f = MovementFixture(model: [Array(0..<12), Array(100..<106)])
    var original: IndexPath?
    var nextNumber = 200
    for step in 0..<150 {
      let cv = f.collectionView
      switch Int.random(in: 0..<10, using: &rng) {
      case 0, 1:
        let visible = cv.indexPathsForVisibleItems.sorted()
        if let pick = visible.randomElement(using: &rng), cv.beginInteractiveMovementForItem(at: pick) {
          original = pick
        }
      case 2, 3, 4:
        if cv.isInteractiveMovementInProgress {
          let b = cv.bounds
          cv.updateInteractiveMovementTargetPosition(
            CGPoint(
              x: CGFloat.random(in: 0..<b.width, using: &rng) + b.minX,
              y: CGFloat.random(in: 0..<b.height, using: &rng) + b.minY))
        }
      case 5:
        if cv.isInteractiveMovementInProgress { cv.endInteractiveMovement() }
      case 6:
        if cv.isInteractiveMovementInProgress { cv.cancelInteractiveMovement() }
      case 7:
        let section = Int.random(in: 0..<2, using: &rng)
        if !f.source.model[section].isEmpty, Bool.random(using: &rng) {
          let index = Int.random(in: 0..<f.source.model[section].count, using: &rng)
          f.source.model[section].remove(at: index)
          cv.deleteItems(at: [IndexPath(item: index, section: section)])
        } else {
          let index = Int.random(in: 0...f.source.model[section].count, using: &rng)
          f.source.model[section].insert(nextNumber, at: index)
          nextNumber += 1
          cv.insertItems(at: [IndexPath(item: index, section: section)])
        }
      case 8:
        cv.reloadData()
      default:
        cv.contentOffset.y = CGFloat.random(in: 0...max(0, cv.contentSize.height - cv.bounds.height), using: &rng)
      }
      if !cv.isInteractiveMovementInProgress { original = nil }
      f.advance(frames: Int.random(in: 1...12, using: &rng))
      // Every visible cell shows the item the data source has at the matching index path.
      for indexPath in cv.indexPathsForVisibleItems {
        var source = indexPath
        if let original, let current = cv.interactivelyMovingItemIndexPath {
          source = Self.dataSourceIndexPath(for: indexPath, original: original, current: current)
        }
        let want = f.source.model[source.section][source.item]
        #expect(f.label(at: indexPath) == "\(want)", "seed \(seed) step \(step) at \(indexPath.shortDescription)")
      }
      #expect(cv.checkInvariants() == [], "seed \(seed) step \(step)")
    }
    let allowed = ["during the interactive movement", "the target index path", "the running movement goes on"]
    let unexpected = f.errors.errors.filter { error in !allowed.contains { error.contains($0) } }
    #expect(unexpected == [], "seed \(seed)")
  }

  /// The data source's index path of the item shown at `indexPath` while the item from `original` is at `current`.
  private static func dataSourceIndexPath(for indexPath: IndexPath, original: IndexPath, current: IndexPath)
    -> IndexPath
  {
    if indexPath == current { return original }
    var item = indexPath.item
    if indexPath.section == current.section && item > current.item { item -= 1 }
    if indexPath.section == original.section && item >= original.item { item += 1 }
    return IndexPath(item: item, section: indexPath.section)
  }
}
