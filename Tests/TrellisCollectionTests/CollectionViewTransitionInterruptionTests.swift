import Foundation
import Testing
import Trellis
import TrellisTesting

/// What happens when something else changes the collection view during an interactive transition:
/// batch updates, `reloadData`, another layout change, another start, misplaced finish/cancel calls.
/// The invariant checker runs at every frame.
@MainActor
@Suite("Collection view: changes during interactive transitions")
struct CollectionViewTransitionInterruptionTests {
  let support = CollectionViewInteractiveTransitionTests()

  /// Runs `frames` frames of 1/60 s, checking the invariants after each.
  func run(_ host: HeadlessHost, _ cv: CollectionView, frames: Int, _ context: String) {
    for frame in 0..<frames {
      host.advance(by: 1.0 / 60)
      let problems = cv.checkInvariants()
      if !problems.isEmpty {
        Issue.record("\(context), frame \(frame): \(problems.joined(separator: "; "))")
        return
      }
    }
  }

  func setUp() -> (HeadlessHost, CollectionView, TestDataSource, GridLayout, GridLayout, TransitionLog) {
    let log = TransitionLog()
    let (rows, grid) = support.layouts(log)
    let (host, cv) = support.scene(from: rows, log: log)
    let source = (cv as! TestCollectionView).retainedDataSource!
    return (host, cv, source, rows, grid, log)
  }

  @Test func aBatchUpdateWhileTrackingReachesBothLayoutsAndTheTransitionGoesOn() {
    let (host, cv, source, rows, grid, _) = setUp()
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.3
    host.runFrame()
    source.counts = [18]
    cv.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    for step in 1...10 {
      transition.transitionProgress = 0.3 + CGFloat(step) * 0.04
      run(host, cv, frames: 2, "tracking after the delete, step \(step)")
    }
    #expect(cv.collectionViewLayout === transition)
    cv.finishInteractiveTransition()
    run(host, cv, frames: 30, "finishing")
    #expect(completions == [[true, true]])
    #expect(cv.collectionViewLayout === grid && rows.collectionView == nil)
    #expect(cv.numberOfItems(inSection: 0) == 18)
    #expect(support.frame(cv, 4) == CGRect(x: 100, y: 100, width: 100, height: 100))
  }

  @Test func reloadDataWhileFinishingKeepsTheVisibleSetRight() {
    let (host, cv, source, _, grid, _) = setUp()
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.5
    host.runFrame()
    cv.finishInteractiveTransition()
    run(host, cv, frames: 5, "finishing")
    source.counts = [4]
    cv.reloadData()
    run(host, cv, frames: 25, "finishing after the reload")
    #expect(completions == [[true, true]])
    #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3])
  }

  @Test func anotherLayoutChangeEndsTheTransitionAndAnimatesFromWhereTheViewsAre() {
    let (host, cv, _, rows, grid, log) = setUp()
    let wide = GridLayout(size: CGSize(width: 150, height: 50), columns: 2, name: "wide", log: log)
    var completions: [[Bool]] = []
    var changeFinished: [Bool] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.5
    host.runFrame()
    let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
    let halfway = cell.frame
    cv.setCollectionViewLayout(wide, animated: true) { changeFinished.append($0) }
    #expect(completions == [[false, false]], "the transition ends at once, neither completed nor finished")
    #expect(cell.presentation.frame == halfway, "the change starts where the views are")
    #expect(rows.collectionView == nil && grid.collectionView == nil && wide.collectionView === cv)
    #expect(transition.collectionView == nil)
    run(host, cv, frames: 25, "the layout change")
    #expect(changeFinished == [true])
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 100, width: 150, height: 50))
    cv.errorHandler = { _ in }
    cv.finishInteractiveTransition()
    #expect(
      cv.lastError?.description
        == "finishInteractiveTransition() was called without an interactive transition in progress; nothing changed")
  }

  @Test func theLayoutSetterDuringATransitionEndsIt() {
    let (host, cv, _, rows, grid, _) = setUp()
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.5
    cv.finishInteractiveTransition()
    host.advance(by: 0.1)
    cv.collectionViewLayout = rows
    #expect(completions == [[false, false]])
    run(host, cv, frames: 30, "after the setter")
    #expect(completions.count == 1)
    #expect(cv.collectionViewLayout === rows && grid.collectionView == nil)
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 160, width: 300, height: 40))
  }

  @Test func startingWhileTrackingIsRefusedAndReported() {
    let (host, cv, _, _, grid, log) = setUp()
    let errors = ErrorLog()
    cv.errorHandler = { errors.errors.append($0.description) }
    let wide = GridLayout(size: CGSize(width: 150, height: 50), columns: 2, name: "wide", log: log)
    var completions: [String] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append("first \($0) \($1)") }
    let second = cv.startInteractiveTransition(to: wide) { completions.append("second \($0) \($1)") }
    #expect(second === transition)
    #expect(completions == ["second false false"])
    #expect(
      errors.errors == [
        "startInteractiveTransition(to:completion:) was called while an interactive transition to GridLayout is in progress; that one goes on and this one is refused"
      ])
    #expect(wide.collectionView == nil)
    cv.cancelInteractiveTransition()
    run(host, cv, frames: 30, "cancelling")
    #expect(completions == ["second false false", "first true false"])
  }

  @Test func startingWhileFinishingSettlesTheFirstThenStarts() {
    let (host, cv, _, rows, grid, _) = setUp()
    var completions: [String] = []
    let first = cv.startInteractiveTransition(to: grid) { completions.append("first \($0) \($1)") }
    first.transitionProgress = 0.6
    host.runFrame()
    cv.finishInteractiveTransition()
    run(host, cv, frames: 6, "finishing")
    let second = cv.startInteractiveTransition(to: rows) { completions.append("second \($0) \($1)") }
    #expect(completions == ["first false true"], "ended at once where it was headed")
    #expect(second.currentLayout === grid && second.nextLayout === rows)
    #expect(cv.collectionViewLayout === second)
    second.transitionProgress = 0.5
    run(host, cv, frames: 3, "the second transition")
    cv.finishInteractiveTransition()
    run(host, cv, frames: 30, "finishing the second")
    #expect(completions == ["first false true", "second true true"])
    #expect(cv.collectionViewLayout === rows && grid.collectionView == nil)
  }

  @Test func finishOrCancelWithoutATransitionIsReported() {
    let (_, cv, _, rows, _, _) = setUp()
    let errors = ErrorLog()
    cv.errorHandler = { errors.errors.append($0.description) }
    cv.finishInteractiveTransition()
    cv.cancelInteractiveTransition()
    #expect(
      errors.errors == [
        "finishInteractiveTransition() was called without an interactive transition in progress; nothing changed",
        "cancelInteractiveTransition() was called without an interactive transition in progress; nothing changed",
      ])
    #expect(cv.collectionViewLayout === rows)
  }

  @Test func aLayoutOfAnotherCollectionViewIsRefused() {
    let (_, cv, _, rows, _, _) = setUp()
    let (other, _, used) = makeCollectionView(counts: [3])
    let errors = ErrorLog()
    cv.errorHandler = { errors.errors.append($0.description) }
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: used) { completions.append([$0, $1]) }
    #expect(completions == [[false, false]])
    #expect(errors.errors.count == 1 && errors.errors[0].hasPrefix("the RowLayout is already the layout"))
    #expect(cv.collectionViewLayout === rows && transition.collectionView == nil && used.collectionView === other)
  }

  @Test func theDelegateSuppliesTheTransitionLayout() {
    final class Tilted: TransitionLayout {
      override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect)
        for attributes in answer ?? [] { attributes.alpha = 0.5 }
        return answer
      }
    }
    final class Supplier: CollectionViewDelegate {
      var asked: [String] = []
      func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
      ) -> TransitionLayout {
        asked.append("\(type(of: fromLayout)) to \(type(of: toLayout))")
        return Tilted(currentLayout: fromLayout, nextLayout: toLayout)
      }
    }
    let (_, cv, _, _, grid, _) = setUp()
    let supplier = Supplier()
    cv.delegate = supplier
    let transition = cv.startInteractiveTransition(to: grid)
    #expect(transition is Tilted)
    #expect(supplier.asked == ["GridLayout to GridLayout"])
    transition.transitionProgress = 0.25
    cv.layoutIfNeeded()
    #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.alpha == 0.5)
    #expect(support.frame(cv, 4) == support.item4(at: 0.25))
  }
}
