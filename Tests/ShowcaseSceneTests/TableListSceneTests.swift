import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The table-style list: full-width rows, separators but under each section's last row, a selection
/// that pushes a detail screen and is cleared when the list comes back.
@MainActor
@Suite("Book scenes: a table-style list with the flow layout")
struct TableListSceneTests {
  @Test func rowsAreFullWidthWithSeparatorsAndHeaders() {
    let host = HeadlessHost(size: CGSize(width: 600, height: 800))
    let scene = TableListScene()
    host.show(scene)
    let cv = scene.collectionView!
    let first = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! TableRowCell
    #expect(first.frame == CGRect(x: 0, y: 38, width: 600, height: 44))
    #expect(first.title.text == "Basics of the Application Lifecycle")
    for indexPath in cv.indexPathsForVisibleItems {
      let cell = cv.cellForItem(at: indexPath) as! TableRowCell
      let isLast = indexPath.item == TableListScene.chapters[indexPath.section].sections.count - 1
      #expect(cell.separatorIsVisible == !isLast, "row \(indexPath)")
    }
    let header =
      cv.supplementaryView(
        forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) as? TableHeaderView
    #expect(header?.label.text == "CHAPTER 2  DISPLAYING CONTENT")
    // Section 0: header 38 + 3 rows + 12 bottom inset; section 1's header follows.
    #expect(header?.frame == CGRect(x: 0, y: 38 + 3 * 44 + 12, width: 600, height: 38))
  }

  @Test func tappingARowPushesItsDetailAndComingBackDeselectsIt() {
    let host = HeadlessHost(size: CGSize(width: 600, height: 800))
    let scene = TableListScene()
    let navigation = NavigationController(rootViewController: scene)
    host.show(navigation)
    let cv = scene.collectionView!
    let row = IndexPath(item: 1, section: 1)
    let frame = cv.convert(cv.cellForItem(at: row)!.frame, to: nil)
    host.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    host.advance(by: NavigationController.transitionDuration + 0.1)
    let detail = navigation.topViewController as? TableDetailController
    #expect(detail?.title == "UIScrollView: A Brief Overview")
    #expect(detail?.chapter == "2  Displaying Content")
    #expect(cv.indexPathsForSelectedItems == [row])
    navigation.popViewController(animated: true)
    host.advance(by: NavigationController.transitionDuration + 0.1)
    #expect(navigation.topViewController === scene)
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(cv.cellForItem(at: row)?.isSelected == false)
  }
}
