import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// A layout serves one collection view; pending invalidations merge without losing or changing anything.
@MainActor
@Suite("Collection view: layout ownership and invalidation merging")
struct CollectionViewLayoutOwnershipTests {
  @Test func aLayoutAnotherCollectionViewUsesIsRefusedBySetter() {
    let (first, _, layout) = makeCollectionView(counts: [10])
    let log = ErrorLog()
    let (second, _, own) = makeCollectionView(counts: [3], collecting: log)
    second.collectionViewLayout = layout
    #expect(
      log.errors == [
        "the RowLayout is already the layout of another collection view; a layout serves one collection view at a "
          + "time (kept the current layout)"
      ])
    #expect(second.collectionViewLayout === own)
    #expect(layout.collectionView === first)
    first.layoutIfNeeded()
    #expect(first.visibleCells.count == 5, "the first collection view still shows its cells")
  }

  @Test func aLayoutAnotherCollectionViewUsesIsRefusedByTheInitialiser() {
    let (first, _, layout) = makeCollectionView(counts: [10])
    // The report comes during init, before a handler can be set: it goes to the default (standard
    // error) and stays in `lastError`.
    let second = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    #expect(
      second.lastError?.description
        == "the RowLayout is already the layout of another collection view; a layout serves one collection view at a "
        + "time (this collection view starts with an empty layout)")
    #expect(second.collectionViewLayout !== layout)
    #expect(layout.collectionView === first)
  }

  /// A context class with a property of its own, merged by its override.
  final class CountingContext: InvalidationContext {
    var changes = 0
    override class func merging(_ first: InvalidationContext, _ second: InvalidationContext) -> InvalidationContext {
      let merged = super.merging(first, second) as! CountingContext
      merged.changes = ((first as? CountingContext)?.changes ?? 0) + ((second as? CountingContext)?.changes ?? 0)
      return merged
    }
  }

  final class CountingLayout: CollectionViewLayout {
    override class var invalidationContextClass: AnyClass { CountingContext.self }
  }

  @Test func pendingInvalidationsMergeIntoAFreshContextOfTheLayoutsClass() {
    let layout = CountingLayout()
    let a = InvalidationContext()
    a.invalidateItems(at: [IndexPath(item: 1, section: 0)])
    a.contentOffsetAdjustment = CGPoint(x: 0, y: 5)
    let b = CountingContext()
    b.changes = 2
    b.invalidateItems(at: [IndexPath(item: 2, section: 0)])
    b.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
    b.contentSizeAdjustment = CGSize(width: 0, height: 10)
    let c = CountingContext()
    c.changes = 3
    c.contentSizeAdjustment = CGSize(width: 4, height: 1)
    layout.invalidateLayout(with: a)
    layout.invalidateLayout(with: b)
    layout.invalidateLayout(with: c)
    let pending = layout.pendingInvalidation as? CountingContext
    #expect(pending != nil && pending !== b && pending !== c)
    #expect(pending?.changes == 5, "the subclass's own merge ran")
    #expect(pending?.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    #expect(pending?.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 1)]])
    #expect(pending?.contentOffsetAdjustment == CGPoint(x: 0, y: 5))
    #expect(pending?.contentSizeAdjustment == CGSize(width: 4, height: 11))
    #expect(a.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)], "the callers' contexts are unchanged")
    #expect(b.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
    #expect(b.contentSizeAdjustment == CGSize(width: 0, height: 10))
  }

  @Test func flowContextsMergeTheirFlagsByOr() {
    let quiet = FlowLayoutInvalidationContext()
    quiet.invalidateFlowLayoutDelegateMetrics = false
    quiet.invalidateFlowLayoutAttributes = false
    let lines = FlowLayoutInvalidationContext()
    lines.invalidateFlowLayoutDelegateMetrics = false
    let both = FlowLayoutInvalidationContext.merging(quiet, quiet) as? FlowLayoutInvalidationContext
    #expect(both?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(both?.invalidateFlowLayoutAttributes == false)
    let merged = FlowLayoutInvalidationContext.merging(quiet, lines) as? FlowLayoutInvalidationContext
    #expect(merged?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(merged?.invalidateFlowLayoutAttributes == true)
  }

  @Test func theContentSizeAdjustmentIsAddedToTheLayoutsContentSize() {
    let (cv, _, layout) = makeCollectionView(counts: [10])
    #expect(cv.contentSize == CGSize(width: 300, height: 400))
    let context = InvalidationContext()
    context.contentSizeAdjustment = CGSize(width: 0, height: 25)
    layout.invalidateLayout(with: context)
    cv.layoutIfNeeded()
    #expect(cv.contentSize == CGSize(width: 300, height: 425))
  }

  @Test func theLayoutIsAskedAboutBoundsChangesOnlyOnceAttached() {
    let layout = RowLayout()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    #expect(layout.boundsChanges == [], "init's frame isn't a bounds change the layout hears")
    cv.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    #expect(layout.boundsChanges == [CGRect(x: 0, y: 0, width: 320, height: 200)])
  }
}
