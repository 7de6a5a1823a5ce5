import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Collection view: selection and highlight")
struct CollectionViewSelectionTests {
  private func hosted(counts: [Int] = [20]) -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: counts)
    host.show(cv)
    source.log = []
    return (host, cv, source)
  }

  @Test func tapRunsUIKitsHighlightAndSelectionOrder() {
    let (host, cv, source) = hosted()
    host.tap(at: CGPoint(x: 150, y: 60))  // row 1
    #expect(
      source.log == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]", "didSelect [0, 1]",
        "didUnhighlight [0, 1]",
      ])
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isHighlighted == false)
  }

  @Test func selectingAnotherItemInSingleSelectionDeselectsTheFirst() {
    let (host, cv, source) = hosted()
    host.tap(at: CGPoint(x: 150, y: 60))
    source.log = []
    host.tap(at: CGPoint(x: 150, y: 100))  // row 2
    #expect(
      source.log == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]", "didDeselect [0, 1]",
        "didSelect [0, 2]", "didUnhighlight [0, 2]",
      ])
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test func multipleSelectionTogglesWithShouldDeselect() {
    let (host, cv, source) = hosted()
    cv.allowsMultipleSelection = true
    host.tap(at: CGPoint(x: 150, y: 20))
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 150, y: 100))
    host.advance(by: 1)
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
    source.log = []
    host.tap(at: CGPoint(x: 150, y: 20))
    #expect(
      source.log == [
        "shouldHighlight [0, 0]", "didHighlight [0, 0]", "shouldDeselect [0, 0]", "didDeselect [0, 0]",
        "didUnhighlight [0, 0]",
      ])
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test func shouldHighlightFalseBypassesSelection() {
    let (host, cv, source) = hosted()
    source.shouldHighlight = { _ in false }
    host.tap(at: CGPoint(x: 150, y: 60))
    #expect(source.log == ["shouldHighlight [0, 1]"])
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func shouldSelectFalseHighlightsButDoesNotSelect() {
    let (host, cv, source) = hosted()
    source.shouldSelect = { _ in false }
    host.tap(at: CGPoint(x: 150, y: 60))
    #expect(
      source.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]", "didUnhighlight [0, 1]"])
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func aQuickDragNeverReachesTheCell() {
    let (host, cv, source) = hosted()
    // The pan begins within delaysContentTouches' 0.15 s: the cell never sees the touch (UIKit: no flash).
    host.drag(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 150, y: 150), duration: 0.1)
    #expect(source.log == [])
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func aRestingFingerHighlightsAfterTheDelayAndADragThenUnhighlights() {
    let (host, cv, source) = hosted()
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 60), pointer: false))
    host.advance(by: 0.1)
    #expect(source.log == [])
    host.advance(by: 0.1)
    #expect(source.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1]"])
    host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 120)))
    host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 120)))
    #expect(source.log == ["shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]"])
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func aQuickTapHighlightsAndSelectsAtTheLift() {
    let (host, _, source) = hosted()
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 60), pointer: false))
    host.advance(by: 0.05)
    #expect(source.log == [], "nothing while the touch is held back")
    host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 60)))
    #expect(
      source.log == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]", "didSelect [0, 1]",
        "didUnhighlight [0, 1]",
      ])
  }

  @Test func programmaticSelectionNeverCallsTheDelegate() {
    let (_, cv, source) = hosted()
    cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: .none)
    cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: .none)
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    cv.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
    #expect(cv.indexPathsForSelectedItems == [])
    cv.allowsMultipleSelection = true
    cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .none)
    cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .none)
    cv.selectItem(at: nil, animated: false, scrollPosition: .none)
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(source.log.isEmpty)
    cv.allowsSelection = false
    cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func selectedCellsScrolledBackInAreStillSelected() {
    let (_, cv, _) = hosted(counts: [50])
    cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .none)
    cv.contentOffset = CGPoint(x: 0, y: 800)
    cv.layoutIfNeeded()
    #expect(cv.visibleCells.allSatisfy { !$0.isSelected })
    cv.contentOffset = .zero
    cv.layoutIfNeeded()
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    #expect(cv.visibleCells.filter(\.isSelected).count == 1)
  }
}
