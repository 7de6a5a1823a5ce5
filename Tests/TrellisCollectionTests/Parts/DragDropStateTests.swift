import Foundation
import Testing
import Trellis

@testable import TrellisCollection
@testable import TrellisUI

/// `DragDropState` on its own: which index paths show a drag state, and the lift's refusal without its
/// collection view.
@MainActor
@Suite("Parts: DragDropState")
struct DragDropStateTests {
  private func session() -> DragAndDropSession {
    DragAndDropSession(
      items: [], window: Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), location: .zero,
      allowsMoveOperation: true, isRestrictedToDraggingApplication: false, isLocal: true)
  }

  @Test func onlyTheDraggedItemsShowTheDragsState() {
    let state = DragDropState()
    let a = IndexPath(item: 2, section: 0)
    let b = IndexPath(item: 0, section: 1)
    #expect(state.dragState(at: a) == .none, "no drag")
    state.activeDrag = DragDropState.ActiveDrag(
      session: session(), sourceIndexPaths: [a, nil, b], previewSizes: [.zero, .zero, .zero])
    #expect(state.dragState(at: a) == .lifting)
    #expect(state.dragState(at: b) == .lifting)
    #expect(state.dragState(at: IndexPath(item: 1, section: 0)) == .none)
    state.activeDrag?.cellState = .dragging
    #expect(state.dragState(at: b) == .dragging)
    state.activeDrag = nil
    #expect(state.dragState(at: b) == .none)
  }

  @Test func withoutItsCollectionViewTheLiftNeverBegins() {
    let state = DragDropState()
    let lift = DragLiftGestureRecognizer()
    state.lift = lift
    #expect(!state.gestureRecognizerShouldBegin(lift))
    #expect(state.gestureRecognizerShouldBegin(LongPressGestureRecognizer()), "another recognizer isn't its concern")
    #expect(state.pendingLift == nil)
  }
}
