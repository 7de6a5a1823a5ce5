import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// `reorderingCadence`: a drop gap moves to a new place only once that place has stayed proposed for the
/// cadence's delay (0, 0.2 s, 0.5 s); the pure rule, then the gap's index path at given instants of the
/// manual clock (Documentation/Behaviour.md#dnd-cadence).
@MainActor
@Suite("Collection view: reordering cadence")
struct ReorderingCadenceTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  @Test func theDefaultIsImmediateAndTheDelaysAreFixed() {
    let cv = CollectionView(frame: .zero, collectionViewLayout: FlowLayout())
    #expect(cv.reorderingCadence == .immediate)
    #expect(CollectionView.ReorderingCadence.immediate.delay == 0)
    #expect(CollectionView.ReorderingCadence.fast.delay == 0.2)
    #expect(CollectionView.ReorderingCadence.slow.delay == 0.5)
    #expect(CollectionView.ReorderingCadence(rawValue: 2) == .slow, "UIKit's raw values")
    cv.reorderingCadence = .fast
    #expect(cv.reorderingCadence == .fast)
  }

  @Test func theGateAppliesATargetOnceItStayedProposedForTheDelay() {
    var gate = ReorderingCadenceGate<Int>()
    #expect(gate.propose(4, shown: nil, at: 1) == 4, "immediate: at once")
    #expect(gate.pending == nil)
    gate.cadence = .fast
    #expect(gate.propose(4, shown: 1, at: 2) == nil)
    #expect(gate.pending == 4 && gate.proposedAt == 2)
    #expect(gate.propose(4, shown: 1, at: 2.1) == nil, "the same target keeps its start")
    #expect(gate.proposedAt == 2)
    #expect(gate.due(at: 2.19) == nil)
    #expect(gate.due(at: 2.2) == 4)
    #expect(gate.pending == nil && gate.due(at: 3) == nil, "applied once")
    gate.cadence = .slow
    #expect(gate.propose(5, shown: 4, at: 3) == nil)
    #expect(gate.propose(6, shown: 4, at: 3.3) == nil, "another target restarts the wait")
    #expect(gate.due(at: 3.5) == nil && gate.due(at: 3.79) == nil)
    #expect(gate.due(at: 3.8) == 6)
    #expect(gate.propose(7, shown: 4, at: 4) == nil)
    #expect(gate.propose(4, shown: 4, at: 4.1) == nil && gate.pending == nil, "back to the shown place: nothing waits")
    #expect(gate.propose(7, shown: 4, at: 5) == nil)
    gate.cancel()
    #expect(gate.pending == nil && gate.due(at: 9) == nil)
  }

  /// The frame (0 = the move's instant) at which the gap first shows at the pointer's place, and the
  /// gap's index path at each frame before, for a move of a0 onto a4 under `cadence`.
  private func gapTimeline(_ cadence: CollectionView.ReorderingCadence) throws -> (first: Int?, before: Set<IndexPath?>)
  {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = scene.views[0]
    cv.reorderingCadence = cadence
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
    #expect(scene.log.lines.last == "A dropSessionDidUpdate [0, 4]")
    var before: Set<IndexPath?> = []
    var first: Int?
    for frame in 0...40 {
      if frame > 0 { scene.host.advance(by: scene.host.frameInterval) }
      #expect(scene.invariantProblems() == [], "frame \(frame)")
      if cv.dropGapIndexPath == item(4) {
        first = first ?? frame
      } else if first == nil {
        before.insert(cv.dropGapIndexPath)
      } else {
        Issue.record("the gap left [0, 4] at frame \(frame): \(String(describing: cv.dropGapIndexPath))")
      }
    }
    scene.release(at: scene.tile(4))
    #expect(cv.model?.items == ["a1", "a2", "a3", "a4", "a0", "a5"])
    #expect(scene.errors.lines == [])
    return (first, before)
  }

  @Test(arguments: [
    (CollectionView.ReorderingCadence.immediate, 0), (.fast, 12), (.slow, 30),
  ])
  func theGapOpensAfterTheCadencesDelayUnderTheManualClock(cadence: CollectionView.ReorderingCadence, frame: Int)
    throws
  {
    // Frames are 1/60 s apart: 0.2 s is frame 12, 0.5 s frame 30.
    let timeline = try gapTimeline(cadence)
    #expect(timeline.first == frame)
    #expect(timeline.before == (frame == 0 ? [] : [nil]), "no gap before the delay: a0's cell stays in place")
  }

  @Test func aNewPlaceRestartsTheWaitAndADropBeforeTheGapMovesGoesWhereTheDelegateWasTold() throws {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = scene.views[0]
    cv.reorderingCadence = .slow
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
    let start = scene.host.now
    scene.host.advance(by: 0.3)
    #expect(cv.dropGapIndexPath == nil, "0.3 s: still waiting")
    scene.move(from: scene.tile(4), to: scene.tile(5), steps: 1)
    #expect(scene.log.lines.last == "A dropSessionDidUpdate [0, 5]")
    for _ in 0..<29 { scene.host.advance(by: scene.host.frameInterval) }
    #expect(cv.dropGapIndexPath == nil, "0.3 + 29/60 s: the wait restarted at the new place")
    scene.host.advance(by: scene.host.frameInterval)
    #expect(abs(scene.host.now - start - 0.8) < 1e-6)
    #expect(cv.dropGapIndexPath == item(5), "0.8 s: the gap opens at the new place directly")
    #expect(scene.invariantProblems() == [])
    // Back to a4's place, then a release before the gap follows: the drop goes to [0, 4].
    scene.move(from: scene.tile(5), to: scene.tile(4), steps: 1)
    scene.host.advance(by: 0.1)
    #expect(cv.dropGapIndexPath == item(5), "0.1 s later the gap still shows at [0, 5]")
    scene.log.lines = []
    scene.release(at: scene.tile(4))
    #expect(
      Array(scene.log.lines.prefix(2)) == [
        "A dropSessionDidUpdate [0, 4]", "A performDrop move at [0, 4] from [\"[0, 0]\"]",
      ])
    #expect(cv.model?.items == ["a1", "a2", "a3", "a4", "a0", "a5"])
    #expect(cv.dropGapIndexPath == nil && !cv.hasPendingDropGap)
    #expect(scene.errors.lines == [])
  }

  @Test func leavingWhileAPlaceWaitsForgetsIt() throws {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }]), ("B", [["b0"]])])
    let a = scene.views[0]
    a.reorderingCadence = .fast
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
    #expect(a.hasPendingDropGap)
    scene.move(from: scene.tile(4), to: scene.tile(0, in: 1), steps: 1)
    #expect(!a.hasPendingDropGap && a.dropGapIndexPath == nil)
    scene.host.advance(by: 0.5)
    #expect(a.dropGapIndexPath == nil, "nothing opens later in the view the drag left")
    #expect(scene.invariantProblems() == [])
    scene.release(at: scene.tile(0, in: 1))
    #expect(scene.errors.lines == [])
  }
  @Test func aBatchUpdateWhileAPlaceWaitsForgetsItAndTheNextUpdateProposesAgain() throws {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = scene.views[0]
    let model = try #require(cv.model)
    cv.reorderingCadence = .fast
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
    #expect(cv.hasPendingDropGap)
    scene.step("delete a5") {
      model.items.remove(at: 5)
      cv.deleteItems(at: [item(5)])
    }
    #expect(!cv.hasPendingDropGap, "the place was found among items that changed")
    scene.host.advance(by: 0.3)
    #expect(cv.dropGapIndexPath == nil, "nothing opens at the forgotten place")
    #expect(scene.invariantProblems() == [])
    let moved = CGPoint(x: scene.tile(4).x + 5, y: scene.tile(4).y + 5)
    scene.move(from: scene.tile(4), to: moved, steps: 1)
    #expect(scene.log.lines.last == "A dropSessionDidUpdate [0, 4]")
    scene.host.advance(by: 0.1)
    #expect(cv.dropGapIndexPath == nil)
    scene.host.advance(by: 0.1)
    #expect(cv.dropGapIndexPath == item(4), "0.2 s after the new update")
    scene.release(at: moved)
    #expect(model.items == ["a1", "a2", "a3", "a4", "a0"])
    #expect(scene.errors.lines == [], "no gap was open: nothing to report")
  }
}
