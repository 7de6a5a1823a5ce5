import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The book's chapter 4 custom attributes, as the showcase scene runs them: `ShearAttributes` from a
/// `FlowLayout` subclass, read by the cells in `apply(_:)` only when they change.
@MainActor
@Suite("Book scenes: custom attributes through scrolling, updates and layout changes")
struct CustomAttributesSceneTests {
  /// The scene in a 960 × 640 window, laid out.
  static func showScene() -> (HeadlessHost, CustomAttributesScene) {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = CustomAttributesScene()
    host.show(scene)
    scene.collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    return (host, scene)
  }

  /// Every visible cell with its index path, in index-path order.
  static func visibleCells(_ cv: CollectionView) -> [(IndexPath, ShearCell)] {
    cv.indexPathsForVisibleItems.sorted().map { ($0, cv.cellForItem(at: $0) as! ShearCell) }
  }

  /// Checks that each visible cell shows the custom values the layout gives its index path now.
  static func expectCellsShowTheLayout(_ cv: CollectionView, _ context: String) {
    for (indexPath, cell) in visibleCells(cv) {
      let attributes = cv.collectionViewLayout.layoutAttributesForItem(at: indexPath) as! ShearAttributes
      #expect(
        cell.shown?.shear == attributes.shear && cell.shown?.hue == attributes.hue,
        "\(context): item \(indexPath.item) shows \(String(describing: cell.shown)), the layout says \(attributes.shear), \(attributes.hue)"
      )
    }
  }

  @Test func theSubclassHandsOutItsAttributesAndTheyAreCopiedAndCompared() {
    let (_, scene) = Self.showScene()
    let first = scene.small.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as! ShearAttributes
    let eighth = scene.small.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) as! ShearAttributes
    let ninth = scene.small.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)) as! ShearAttributes
    // 960 wide, 100-point tiles, 14 apart, 20 inset: 8 columns; the shear leans out from the middle.
    #expect(first.shear == -3.5 * 0.06 && eighth.shear == 3.5 * 0.06 && ninth.shear == first.shear)
    #expect(first.hue == 0 && ninth.hue == CGFloat(29) / 360)
    let copy = first.copy() as! ShearAttributes
    #expect(copy.shear == first.shear && copy.hue == first.hue && copy.isEqual(first))
    copy.hue = 0.5
    #expect(!copy.isEqual(first), "a custom property takes part in isEqual")
  }

  @Test func attributesAreAppliedOnceAndNotAgainWhileScrolling() {
    let (host, scene) = Self.showScene()
    let cv = scene.collectionView!
    #expect(Self.visibleCells(cv).count == 40)
    #expect(Self.visibleCells(cv).allSatisfy { $0.1.applyCount == 1 })
    Self.expectCellsShowTheLayout(cv, "shown")
    scene.small.invalidateLayout()
    host.runFrame()
    #expect(Self.visibleCells(cv).allSatisfy { $0.1.applyCount == 1 }, "equal attributes after an invalidation")
    for step in 1...60 {
      cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 9)
      host.runFrame()
      let counts = Self.visibleCells(cv).map { $0.1.applyCount }
      #expect(counts.allSatisfy { $0 == 1 }, "step \(step): apply counts \(counts)")
    }
    Self.expectCellsShowTheLayout(cv, "scrolled")
    #expect(cv.statistics.viewsReused > 0, "the scroll reused cells")
  }

  @Test func aBatchUpdateAppliesOnlyTheCellsWhosePositionChanged() {
    let (host, scene) = Self.showScene()
    let cv = scene.collectionView!
    let before = Dictionary(uniqueKeysWithValues: Self.visibleCells(cv).map { (ObjectIdentifier($0.1), $0.0) })
    scene.insert(at: 20)
    host.advance(by: 0.6)
    for (indexPath, cell) in Self.visibleCells(cv) {
      guard let old = before[ObjectIdentifier(cell)] else { continue }
      let moved = old.item >= 20
      guard indexPath.item == old.item + (moved ? 1 : 0) else {
        // The cell left the screen with its item and was reused for another: applied afresh.
        #expect(cell.applyCount == 1, "reused for item \(indexPath.item)")
        continue
      }
      #expect(
        cell.applyCount == (moved ? 2 : 1),
        "item \(old.item) → \(indexPath.item): applied \(cell.applyCount) times")
    }
    Self.expectCellsShowTheLayout(cv, "after the insert")
    scene.shuffle()
    host.advance(by: 0.6)
    Self.expectCellsShowTheLayout(cv, "after the shuffle")
  }

  @Test func aLayoutChangeAppliesTheNewLayoutsAttributesOnce() {
    let (host, scene) = Self.showScene()
    let cv = scene.collectionView!
    let before = Dictionary(
      uniqueKeysWithValues: Self.visibleCells(cv).map { (ObjectIdentifier($0.1), $0.1.applyCount) })
    scene.toggleLayout()
    host.advance(by: 0.6)
    #expect(cv.collectionViewLayout === scene.large)
    for (indexPath, cell) in Self.visibleCells(cv) {
      if let old = before[ObjectIdentifier(cell)] {
        #expect(cell.applyCount == old + 1, "item \(indexPath.item) kept its cell and was applied once more")
      }
    }
    Self.expectCellsShowTheLayout(cv, "large tiles")
    // 140-point tiles: 6 columns, so the ninth item is on the second row, third column.
    let ninth = cv.cellForItem(at: IndexPath(item: 8, section: 0)) as! ShearCell
    #expect(ninth.shown?.hue == CGFloat(29) / 360)
    #expect(abs((ninth.shown?.shear ?? 0) + 0.03) < 1e-12, "column 2 of 6 leans 0.03 left")
  }
}
