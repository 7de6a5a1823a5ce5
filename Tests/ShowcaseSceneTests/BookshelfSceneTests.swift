import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@testable import showcase

/// The bookshelf's decoration views: one shelf behind each line, from the layout's registration, under
/// the cells, with its own attributes, reused while scrolling.
@MainActor
@Suite("Book scenes: decoration views on a bookshelf")
struct BookshelfSceneTests {
  /// The shelves on screen, top to bottom.
  static func shelves(_ cv: CollectionView) -> [ShelfView] {
    cv.subviews.compactMap { $0 as? ShelfView }.sorted { $0.frame.minY < $1.frame.minY }
  }

  @Test func eachLineStandsOnAShelfBehindIt() {
    let layout = ShelfLayout()
    layout.itemSize = CGSize(width: 50, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 30
    layout.sectionInset = EdgeInsets(all: 20)
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout)
    cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "book")
    let books = CountingDataSource(count: 14, cellReuseIdentifier: "book")
    cv.dataSource = books
    cv.layoutIfNeeded()
    // Six 50-point items fit in 360 points: lines of 6, 6 and 2 at y 20, 150 and 280.
    let shelves = Self.shelves(cv)
    #expect(
      shelves.map(\.frame) == [
        CGRect(x: 0, y: 10, width: 400, height: 128), CGRect(x: 0, y: 140, width: 400, height: 128),
        CGRect(x: 0, y: 270, width: 400, height: 128),
      ])
    #expect(shelves.map(\.number) == [1, 2, 3], "each shelf read its ShelfAttributes in apply(_:)")
    #expect(shelves.allSatisfy { $0.zPosition == -1 })
    let attributes = layout.layoutAttributesForDecorationView(
      ofKind: ShelfLayout.shelfKind, at: IndexPath(item: 1, section: 0))
    #expect(attributes is ShelfAttributes)
    #expect(attributes?.frame == CGRect(x: 0, y: 140, width: 400, height: 128))
    #expect(attributes?.representedElementCategory == .decorationView)
    #expect(layout.layoutAttributesForDecorationView(ofKind: "shelf", at: IndexPath(item: 3, section: 0)) == nil)
    // Under the cells: every shelf comes before every cell in the drawing order.
    let order = cv.subviewsInDrawingOrder
    let lastShelf = order.lastIndex { $0 is ShelfView }!
    let firstCell = order.firstIndex { $0 is CollectionViewCell }!
    #expect(lastShelf < firstCell)
    // Items stand on the plank: their bottoms are their line's bottom.
    for item in 0..<14 {
      let frame = cv.cellForItem(at: IndexPath(item: item, section: 0))!.frame
      #expect(frame.maxY == [120, 250, 380][item / 6], "item \(item)")
    }
    withExtendedLifetime(books) {}
  }

  @Test func itemsOfDifferentHeightsAreBottomAligned() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = BookshelfScene()
    host.show(scene)
    let cv = scene.collectionView!
    let lines = scene.layout.lines
    #expect(lines.count > 3)
    for indexPath in cv.indexPathsForVisibleItems {
      let frame = cv.cellForItem(at: indexPath)!.frame
      let line = lines.firstIndex { frame.minY >= $0.minY - 0.001 && frame.maxY <= $0.maxY + 0.001 }
      #expect(line.map { lines[$0].maxY } == frame.maxY, "item \(indexPath.item) stands on its shelf")
    }
  }

  @Test func shelvesAreReusedWhileScrolling() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = BookshelfScene()
    host.show(scene)
    let cv = scene.collectionView!
    var made = Set<ObjectIdentifier>()
    var mostOnScreen = 0
    let end = cv.contentSize.height - cv.bounds.height
    var offset: CGFloat = 0
    while offset < end {
      offset = min(end, offset + 23)
      cv.contentOffset = CGPoint(x: 0, y: offset)
      host.runFrame()
      let shelves = Self.shelves(cv)
      mostOnScreen = max(mostOnScreen, shelves.count)
      for shelf in shelves {
        made.insert(ObjectIdentifier(shelf))
        let frame = scene.layout.shelfFrame(line: shelf.number - 1)
        #expect(shelf.frame == frame, "offset \(offset): shelf \(shelf.number)")
      }
    }
    #expect(Self.shelves(cv).last?.number == scene.layout.lines.count, "the last shelf is on screen at the end")
    #expect(scene.layout.lines.count > made.count, "more shelves than views: they were reused")
    #expect(made.count <= mostOnScreen + 2)
  }
}
