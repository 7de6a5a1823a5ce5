import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A flow layout subclass written as UIKit tutorials write one: inserted items grow from a tenth of
/// their size, starting from what `super` answers.
@MainActor final class GrowingFlowLayout: FlowLayout {
  var inserting: [IndexPath] = []
  var deleting: [IndexPath] = []
  /// Every answer `super` gave, in order: "initial 0-1 (x, y, w, h) alpha 1".
  var answers: [String] = []
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    inserting = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil }
    deleting = updateItems.compactMap { $0.updateAction == .delete ? $0.indexPathBeforeUpdate : nil }
  }
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    answers.append("initial \(itemIndexPath.section)-\(itemIndexPath.item) \(Self.describe(attributes))")
    if inserting.contains(itemIndexPath) { attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1) }
    return attributes
  }
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    answers.append("final \(itemIndexPath.section)-\(itemIndexPath.item) \(Self.describe(attributes))")
    return attributes
  }
  static func describe(_ attributes: LayoutAttributes?) -> String {
    guard let a = attributes else { return "nil" }
    let f = a.frame
    return "(\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width)), \(Int(f.height))) alpha \(a.alpha)"
  }
}

/// A cell counting its `apply(_:)` calls.
@MainActor final class ApplyCountingCell: CollectionViewCell {
  var applies = 0
  override func apply(_ layoutAttributes: LayoutAttributes) { applies += 1 }
}

/// FlowLayout's answers to the update hooks are UIKit's flow layout's: what was shown before for
/// kept and shifted elements, the final attributes made transparent for inserted ones, what is shown
/// made transparent for deleted ones — so subclasses calling `super` adjust attributes instead of nil.
@MainActor
@Suite("Flow layout: appearing and disappearing attributes in updates")
struct FlowLayoutUpdateAnimationTests {
  /// Dequeues `ApplyCountingCell`s, with the fixture's counts.
  private let countingSource = CountingDataSource(counts: [], cellReuseIdentifier: "counting")
  /// Three 90×40 items a row, rows 50 apart, in a 300×200 headless window.
  private func shown(items: Int) -> (HeadlessHost, FlowFixture, GrowingFlowLayout) {
    let layout = GrowingFlowLayout()
    let fixture = FlowFixture(size: CGSize(width: 300, height: 200), counts: [items], layout: layout) {
      $0.itemSize = CGSize(width: 90, height: 40)
      $0.minimumLineSpacing = 10
      $0.minimumInteritemSpacing = 10
    }
    // Cells of this suite's class: a new identifier, since the queues hold the fixture's plain cells.
    fixture.collectionView.register(ApplyCountingCell.self, forCellWithReuseIdentifier: "counting")
    countingSource.counts = [items]
    fixture.collectionView.dataSource = countingSource
    fixture.collectionView.reloadData()
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    host.show(fixture.collectionView)
    host.runFrame()
    return (host, fixture, layout)
  }

  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  @Test func superAnswersWhatWasShownForKeptItemsAndTransparentFinalsForInsertedOnes() {
    let (_, fixture, layout) = shown(items: 6)
    #expect(layout.initialLayoutAttributesForAppearingItem(at: item(0)) == nil, "nil outside an update")
    layout.answers = []
    countingSource.counts = [7]
    fixture.collectionView.insertItems(at: [item(0)])
    let initial = layout.answers.filter { $0.hasPrefix("initial") }.sorted()
    #expect(
      initial == [
        "initial 0-0 (0, 0, 90, 40) alpha 0.0",  // inserted: its final frame, transparent
        "initial 0-1 (0, 0, 90, 40) alpha 1.0",  // was item 0: where it was
        "initial 0-2 (105, 0, 90, 40) alpha 1.0",
        "initial 0-3 (210, 0, 90, 40) alpha 1.0",
        "initial 0-4 (0, 50, 90, 40) alpha 1.0",
        "initial 0-5 (105, 50, 90, 40) alpha 1.0",
        "initial 0-6 (210, 50, 90, 40) alpha 1.0",
      ], "\(initial)")
    #expect(fixture.errors.isEmpty)
  }

  @Test func superAnswersWhatIsShownTransparentForDeletedItems() {
    let (_, fixture, layout) = shown(items: 6)
    countingSource.counts = [5]
    fixture.collectionView.deleteItems(at: [item(4)])
    // Asked for every item on screen before the update, in index-path order (UIKit's rule); only the
    // deleted one gets an answer.
    #expect(
      layout.answers.filter { $0.hasPrefix("final") } == [
        "final 0-0 nil", "final 0-1 nil", "final 0-2 nil", "final 0-3 nil", "final 0-4 (105, 50, 90, 40) alpha 0.0",
        "final 0-5 nil",
      ])
    #expect(layout.finalLayoutAttributesForDisappearingItem(at: item(0)) == nil, "nil after the update")
  }

  @Test func anInsertedItemGrowsFromTheTenthItsSubclassAsksFor() throws {
    let (host, fixture, _) = shown(items: 6)
    let cv = fixture.collectionView
    let kept = try #require(cv.cellForItem(at: item(0)) as? ApplyCountingCell)
    let appliesBefore = kept.applies
    countingSource.counts = [7]
    cv.insertItems(at: [item(0)])
    let inserted = try #require(cv.cellForItem(at: item(0)))
    #expect(abs(inserted.presentation.transform.m11 - 0.1) < 1e-9 && inserted.presentation.alpha == 0)
    #expect(inserted.presentation.center == CGPoint(x: 45, y: 20))
    #expect(cv.cellForItem(at: item(1)) === kept)
    #expect(kept.presentation.center == CGPoint(x: 45, y: 20), "the kept cell starts where it was")
    #expect(kept.applies == appliesBefore + 1, "one apply for its new index path, none for the start it was handed")
    host.advance(by: 0.15)
    #expect(abs(inserted.presentation.transform.m11 - 0.55) < 1e-6, "\(inserted.presentation.transform.m11)")
    #expect(abs(kept.presentation.center.x - 97.5) < 1e-6, "half way from 45 to 150: \(kept.presentation.center)")
    host.advance(by: 0.2)
    #expect(inserted.presentation.transform.m11 == 1 && inserted.presentation.alpha == 1)
    #expect(kept.presentation.center == CGPoint(x: 150, y: 20))
    #expect(cv.checkInvariants() == [])
    #expect(fixture.errors.isEmpty)
  }
}
