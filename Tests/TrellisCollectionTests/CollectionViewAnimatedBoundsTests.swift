import Foundation
import Testing
import Trellis
import TrellisTesting

/// A flow layout that records the bounds-change hooks, its preparations and its update-hook calls.
@MainActor final class BoundsRecordingFlowLayout: FlowLayout {
  var log: [String] = []
  override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
    log.append("prepareForAnimatedBoundsChange \(oldBounds.width)×\(oldBounds.height)")
    super.prepare(forAnimatedBoundsChange: oldBounds)
  }
  override func finalizeAnimatedBoundsChange() {
    log.append("finalizeAnimatedBoundsChange")
    super.finalizeAnimatedBoundsChange()
  }
  override func prepare() {
    log.append("prepare \(collectionView?.bounds.width ?? 0)")
    super.prepare()
  }
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    log.append("initial \(itemIndexPath.item)")
    return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
  }
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    log.append("final \(itemIndexPath.item)")
    return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
  }
}

/// A size change inside an animation block runs through the change engine between
/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`, as UIKit's does.
@MainActor
@Suite("Collection view: animated bounds changes")
struct CollectionViewAnimatedBoundsTests {
  /// Twelve 90×40 items in a 300×200 window: three columns at x 0, 105, 210, rows 50 apart.
  func shown() -> (HeadlessHost, CollectionView, BoundsRecordingFlowLayout, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = BoundsRecordingFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: [12])
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    host.show(cv)
    host.runFrame()
    return (host, cv, layout, source)
  }

  @Test func aResizeInsideAnAnimationBlockAsksTheHooksInUIKitsOrderAndAnimates() throws {
    let (host, cv, layout, _) = shown()
    let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(cell.frame == CGRect(x: 210, y: 0, width: 90, height: 40))
    layout.log = []
    var finished: [Bool] = []
    View.animate(withDuration: 0.4, animations: { cv.frame = CGRect(x: 0, y: 0, width: 200, height: 200) }) {
      finished.append($0)
    }
    let finals = (0..<12).map { "final \($0)" }
    #expect(Array(layout.log.prefix(14)) == ["prepareForAnimatedBoundsChange 300.0×200.0", "prepare 200.0"] + finals)
    #expect(layout.log.dropFirst(14).dropLast().sorted() == (0..<8).map { "initial \($0)" }.sorted())
    #expect(layout.log.last == "finalizeAnimatedBoundsChange")
    // Two columns at x 0 and 110: item 2 goes from the first row's end to the second row's start.
    #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    #expect(cell.frame == CGRect(x: 0, y: 50, width: 90, height: 40))
    #expect(cell.presentation.center == CGPoint(x: 255, y: 20), "it starts where it was")
    #expect(cv.heldOutViews.count == 4, "items 8 to 11 leave the visible rectangle and travel to their places")
    host.advance(by: 0.2)
    let halfway = cell.presentation.center
    #expect(abs(halfway.x - 150) < 1e-6 && abs(halfway.y - 45) < 1e-6, "half way at half time: \(halfway)")
    host.advance(by: 0.3)
    #expect(cell.presentation.center == CGPoint(x: 45, y: 70))
    #expect(cv.heldOutViews.isEmpty && finished == [true])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aResizeOutsideAnAnimationBlockAsksNoBoundsChangeHooks() throws {
    let (host, cv, layout, _) = shown()
    let cell = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
    layout.log = []
    cv.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
    host.runFrame()
    #expect(layout.log == ["prepare 200.0"])
    #expect(cell.presentation.frame == CGRect(x: 0, y: 50, width: 90, height: 40), "at once")
    #expect(cv.checkInvariants() == [])
  }
}
