import Foundation
import Testing
import Trellis
import TrellisTesting

// The code of the article "Performance" (Sources/Trellis/Trellis.docc/Articles/Performance.md).

/// A grid whose elements are plain frames, answered without attribute objects.
// snippet: performance-plain-geometry
final class SquareGridLayout: CollectionViewLayout {
  let side: CGFloat = 50
  private var columns = 1
  private var count = 0

  override func prepare() {
    super.prepare()
    columns = max(1, Int((collectionView?.bounds.width ?? 0) / side))
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
  }

  override var collectionViewContentSize: CGSize {
    let rows = (count + columns - 1) / columns
    return CGSize(width: CGFloat(columns) * side, height: CGFloat(rows) * side)
  }

  private func frame(of item: Int) -> CGRect {
    CGRect(x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side, width: side, height: side)
  }

  /// The items of the rows the rectangle meets: O(k), whatever the item count.
  private func items(in rect: CGRect) -> Range<Int> {
    let firstRow = max(0, Int(rect.minY / side))
    let lastRow = max(firstRow, Int((rect.maxY / side).rounded(.up)))
    return min(count, firstRow * columns)..<min(count, lastRow * columns)
  }

  override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    for item in items(in: rect) {
      body(
        ElementGeometry(
          category: .cell, kind: nil, indexPath: IndexPath(item: item, section: 0), frame: frame(of: item)))
    }
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    items(in: rect).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.item < count else { return nil }
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath.item)
    return attributes
  }
}
// end-snippet

@MainActor @Suite struct PerformanceSnippetTests {
  @Test func scrollingAMillionItemsReusesCellsAndPreparesNothing() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let controller = NumbersController(collectionViewLayout: SquareGridLayout())
    host.show(controller)
    let collectionView = try #require(controller.collectionView)
    // snippet: performance-budget
    let before = collectionView.statistics
    host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), duration: 0.2)
    host.advance(by: 3)
    let after = collectionView.statistics
    #expect(after.prepareCount == before.prepareCount, "scrolling doesn't invalidate the layout")
    #expect(after.cellsCreated - before.cellsCreated <= 16, "a row or two of new cells at most")
    #expect(after.viewsReused > before.viewsReused)
    // end-snippet
    #expect(collectionView.contentOffset.y > 400)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(collectionView.checkInvariants() == [])
  }
}
