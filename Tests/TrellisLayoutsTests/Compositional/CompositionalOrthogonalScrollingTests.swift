import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The compositional layout's orthogonal rows shown by a collection view: a 300×400 view whose section 0
/// is one row of ten 120-pt groups (100 tall) 10 pt apart, with the behaviour under test, and whose
/// section 1 is a plain list of 44-pt rows below it.
@MainActor
@Suite("Compositional layout: orthogonal rows in a collection view")
struct CompositionalOrthogonalScrollingTests {
  @MainActor final class Fixture {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let collectionView: CollectionView
    let source = CountingDataSource(counts: [10, 30], supplementaryViews: .reuseIdentifierIsKind)
    var handlerOffsets: [CGFloat] = []
    var handlerFrames: [CGRect] = []
    var errors: [String] = []

    init(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, pinnedHeader: Bool = false) {
      let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      var offsets: [CGFloat] = []
      var frames: [CGRect] = []
      let layout = CompositionalLayout { index, _ in
        if index == 1 {
          let row = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [CollectionLayoutItem(layoutSize: fill)])
          return CollectionLayoutSection(group: row)
        }
        let group = CollectionLayoutGroup.horizontal(
          layoutSize: CollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(100)),
          subitems: [CollectionLayoutItem(layoutSize: fill)])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        section.visibleItemsInvalidationHandler = { items, offset, _ in
          offsets.append(offset.x)
          frames = items.filter { $0.representedElementCategory == .cell }.map(\.frame)
        }
        if pinnedHeader {
          let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "header", alignment: .top)
          header.pinToVisibleBounds = true
          section.boundarySupplementaryItems = [header]
        }
        return section
      }
      collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
      source.registerCells(on: collectionView)
      source.registerSupplementaryViews(ofKinds: ["header"], on: collectionView)
      collectionView.dataSource = source
      host.show(collectionView)
      collectionView.errorHandler = { [unowned self] in errors.append($0.description) }
      readHandler = { (offsets, frames) }
    }

    private var readHandler: () -> ([CGFloat], [CGRect]) = { ([], []) }

    /// The offsets the row's handler received, in order, and the cell frames it last saw.
    var handler: (offsets: [CGFloat], frames: [CGRect]) {
      let (offsets, frames) = readHandler()
      return (offsets, frames)
    }

    /// Item `item` of the row's frame in the window.
    func windowFrame(_ item: Int) -> CGRect? {
      guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
      return cell.convert(cell.bounds, to: nil)
    }

    /// A left fling of 100 pt in 0.1 s across the row, then 6 s to come to rest.
    func flingLeft() {
      host.drag(from: CGPoint(x: 250, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
      host.advance(by: 6)
    }
  }

  @Test func groupPagingCenteredRestsWithTheNextGroupCentred() {
    let f = Fixture(.groupPagingCentered)
    // Insets (300 − 120) / 2 = 90 each side: group 0 at x 90…210, centred in the 300-pt row.
    #expect(f.windowFrame(0) == CGRect(x: 90, y: 0, width: 120, height: 100))
    f.flingLeft()
    // One group further: offset 130, so group 1 (90 + 130 = 220 in the row) shows at 220 − 130 = 90.
    #expect(f.windowFrame(1) == CGRect(x: 90, y: 0, width: 120, height: 100))
    #expect(f.collectionView.contentOffset == .zero, "the page did not move")
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func groupPagingRestsOneGroupFurther() {
    let f = Fixture(.groupPaging)
    f.flingLeft()
    // Group 1's leading edge (130) at the row's leading edge.
    #expect(f.windowFrame(1) == CGRect(x: 0, y: 0, width: 120, height: 100))
  }

  @Test func pagingRestsAPageFurther() {
    let f = Fixture(.paging)
    f.flingLeft()
    // Offset 300 (the collection view's width): item 2 (260…380) shows at −40…80, item 3 (390) at 90.
    #expect(f.windowFrame(3) == CGRect(x: 90, y: 0, width: 120, height: 100))
  }

  @Test func continuousGroupLeadingBoundaryRestsOnAGroupsLeadingEdge() {
    let f = Fixture(.continuousGroupLeadingBoundary)
    f.flingLeft()
    let shown = (0..<10).compactMap { f.windowFrame($0) }
    #expect(shown.contains { $0.minX == 0 }, "some group's leading edge rests at the row's leading edge")
    #expect(f.windowFrame(0).map { $0.minX < 0 } ?? true, "the row moved")
  }

  @Test func continuousRestsWhereTheFlingEnds() {
    let f = Fixture(.continuous)
    f.flingLeft()
    let first = (0..<10).compactMap { f.windowFrame($0) }.first?.minX ?? 0
    f.host.advance(by: 1)
    #expect((0..<10).compactMap { f.windowFrame($0) }.first?.minX == first, "at rest")
    #expect(f.handler.offsets.last.map { $0 > 100 } == true, "carried past the 100 pt dragged")
  }

  @Test func theHandlerSeesTheRowsOwnOffsetAndFramesAtOffsetZero() {
    let f = Fixture(.continuous)
    f.host.wheel(dx: 50, dy: 0, at: CGPoint(x: 150, y: 50), precise: true)
    f.host.runFrame()
    #expect(f.handler.offsets.last == 50)
    // The row's viewport 50…350 holds groups 0 (0…120) to 2 (260…380); frames as if not scrolled.
    #expect(f.handler.frames.first == CGRect(x: 0, y: 0, width: 120, height: 100))
    #expect(f.handler.frames.count == 3)
    #expect(f.windowFrame(0) == CGRect(x: -50, y: 0, width: 120, height: 100))
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test func aPinnedHeaderStaysWhileTheRowScrollsAwayWithThePage() {
    let f = Fixture(.continuous, pinnedHeader: true)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 60)
    f.host.runFrame()
    let header = f.collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))
    // Section 0 spans 0…130 (header 30 + row 100): at offset 60 the header pins at y 60, 0 in the window.
    #expect(header.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 0, y: 0, width: 300, height: 30))
    // The row (30…130) moved up with the page: item 0 at 30 − 60 = −30 in the window.
    #expect(f.windowFrame(0) == CGRect(x: 0, y: -30, width: 120, height: 100))
    #expect(f.collectionView.checkInvariants() == [])
    #expect(f.errors.isEmpty)
  }
}
