import Foundation
import Testing
import Trellis
import TrellisTesting

/// UIKit's rule: a tap selects; a drag that starts on a cell scrolls and selects nothing. The scroll view
/// holds the touch from the cell for `delaysContentTouches`' 150 ms, so a drag that scrolls sooner never
/// reaches it; a pan that begins later cancels the cell's touch: `didUnhighlightItemAt`, no selection
/// (Documentation/Behaviour.md#touch-delay, #selection-drag).
@MainActor
@Suite("Collection view: selection with gestures")
struct CollectionViewGestureSelectionTests {
  private func hosted() -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: [20])
    host.show(cv)
    source.log = []
    return (host, cv, source)
  }

  private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  @Test func aDragAcrossCellsAndBackSelectsNothing() {
    let (host, cv, source) = hosted()
    host.send(.touchDown(id: 1, location: point(150, 60), pointer: false))  // row 1
    for y: CGFloat in [80, 100, 140, 100, 60] { host.send(.touchMoved(id: 1, location: point(150, y))) }
    host.send(.touchUp(id: 1, location: point(150, 60)))  // back on row 1
    host.advance(by: 1)
    #expect(!source.log.contains { $0.contains("Select") || $0.contains("Deselect") })
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(
      source.log.filter { $0.hasPrefix("didHighlight") }.count
        == source.log.filter { $0.hasPrefix("didUnhighlight") }.count)
    #expect(cv.visibleCells.allSatisfy { !$0.isHighlighted && !$0.isSelected })
  }

  @Test func aSidewaysDragInsideOneCellSelectsNothing() {
    let (host, cv, source) = hosted()
    host.drag(from: point(60, 60), to: point(240, 60), duration: 0.2)
    host.advance(by: 1)
    #expect(!source.log.contains { $0.contains("Select") })
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
  }

  @Test func thePanBeginningUnhighlightsBeforeItsAction() {
    let (host, cv, source) = hosted()
    cv.panGestureRecognizer.addAction { pan in source.log.append("pan \(pan.state)") }
    host.send(.touchDown(id: 1, location: point(150, 60), pointer: false))
    host.send(.touchMoved(id: 1, location: point(150, 66)))  // under the pan's 10 pt: still a touch on the cell
    #expect(source.log == [], "delaysContentTouches holds the touch from the cell for 0.15 s")
    host.advance(by: 0.2)
    #expect(source.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1]"])
    host.send(.touchMoved(id: 1, location: point(150, 75)))
    #expect(source.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]", "pan began"])
    host.send(.touchUp(id: 1, location: point(150, 75)))
    #expect(source.log.last == "pan ended")
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func aTouchThatWobblesLessThanTenPointsStillSelects() {
    let (host, cv, source) = hosted()
    host.send(.touchDown(id: 1, location: point(150, 60), pointer: false))
    host.send(.touchMoved(id: 1, location: point(156, 66)))
    host.send(.touchUp(id: 1, location: point(154, 64)))
    #expect(
      source.log == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]", "didSelect [0, 1]",
        "didUnhighlight [0, 1]",
      ])
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test func theCollectionViewKeepsOnePanRecognizer() {
    let (_, cv, _) = hosted()
    #expect(cv.panGestureRecognizer === cv.panGestureRecognizer)
    // The scroll view's pan and the swipe-actions pan (CollectionView+SwipeActions).
    #expect(cv.gestureRecognizers?.filter { $0 is PanGestureRecognizer }.count == 2)
    #expect(cv.gestureRecognizers?.filter { $0 === cv.panGestureRecognizer }.count == 1)
    #expect(cv.panGestureRecognizer.view === cv)
  }
}
