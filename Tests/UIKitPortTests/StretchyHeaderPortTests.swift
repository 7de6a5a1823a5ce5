import Testing
import TrellisTesting
import TrellisUIKitNames

/// The ported stretchy-header layout: the one-index header, the attributes subclass and the bounds check.
@MainActor
@Suite("A ported stretchy-header layout")
struct StretchyHeaderPortTests {
  func makeList(_ host: HeadlessHost) -> (StretchyListController, StretchyHeaderLayout) {
    let layout = StretchyHeaderLayout()
    let controller = StretchyListController(collectionViewLayout: layout)
    host.show(controller)
    return (controller, layout)
  }

  @Test func theCollectionWideHeaderAtAOneIndexPathIsShownWithItsAttributes() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let (controller, layout) = makeList(host)
    let cv = controller.collectionView!
    var errors: [String] = []
    cv.errorHandler = { errors.append("\($0)") }
    #expect(controller.headerRequests == ["StretchyHeader [0]"])
    let header = try #require(
      cv.supplementaryView(forElementKind: StretchyHeaderLayout.headerKind, at: IndexPath(index: 0))
        as? StretchyHeaderView)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(header.zPosition == 10)
    #expect(header.appliedStretches == [0])
    // The observer fired when the layout set zIndex (0 -> 10), on the attributes the header got.
    #expect(header.appliedZIndexLogs == [["0->10"]])
    #expect(cv.visibleCells.count == 6)
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 100, width: 300, height: 50))
    #expect(cv.contentSize == CGSize(width: 300, height: 1100))
    // layoutAttributesForItem(at:) answers the collection view's per-item question.
    #expect(
      cv.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame
        == CGRect(x: 0, y: 700, width: 300, height: 50))
    #expect(layout.prepareCount == 1)
    #expect(errors == [])
  }

  @Test func pullingDownStretchesTheHeaderThroughInvalidationAndIsEqual() throws {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let (controller, layout) = makeList(host)
    let cv = controller.collectionView!
    let header = try #require(
      cv.supplementaryView(forElementKind: StretchyHeaderLayout.headerKind, at: IndexPath(index: 0))
        as? StretchyHeaderView)
    let checksBefore = layout.boundsChecks
    layout.invalidations = []
    cv.contentOffset = CGPoint(x: 0, y: -40)
    host.runFrame()
    #expect(layout.boundsChecks == checksBefore + 1)
    #expect(layout.prepareCount == 2, "shouldInvalidateLayout(forBoundsChange:) said yes for a pull")
    #expect(header.frame == CGRect(x: 0, y: -40, width: 300, height: 140))
    #expect(header.appliedStretches == [0, 40])
    // Scrolling down doesn't invalidate: the header's attributes are equal by isEqual(_:) and not re-applied.
    cv.contentOffset = CGPoint(x: 0, y: 0)
    host.runFrame()
    cv.contentOffset = CGPoint(x: 0, y: 30)
    host.runFrame()
    #expect(layout.prepareCount == 3)
    #expect(header.appliedStretches == [0, 40, 0])
    // Each bounds invalidation came in a context of invalidationContextClass, made by the override.
    #expect(layout.invalidations == ["pull true", "pull false"])
  }

  @Test func aTapReachesTheControllersOverrideAndSuper() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let (controller, _) = makeList(host)
    host.tap(at: CGPoint(x: 150, y: 180))
    #expect(controller.selected == [IndexPath(item: 1, section: 0)])
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func copyWithZoneAndIsEqualCompareTheSubclassProperty() throws {
    let attributes = StretchAttributes(forSupplementaryViewOfKind: "StretchyHeader", with: IndexPath(index: 0))
    attributes.stretch = 12
    attributes.zIndex = 3
    let copy = try #require(attributes.copy() as? StretchAttributes)
    #expect(copy !== attributes && copy.stretch == 12 && copy.zIndex == 3)
    #expect(copy.isEqual(attributes))
    copy.stretch = 13
    #expect(!copy.isEqual(attributes))
    #expect(attributes.zIndexLog == ["0->3"])
    #expect(ObjectIdentifier(StretchyHeaderLayout.layoutAttributesClass) == ObjectIdentifier(StretchAttributes.self))
  }
}
