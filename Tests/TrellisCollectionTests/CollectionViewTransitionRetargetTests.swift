import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// A layout change or an interactive start while an animated layout change, or the spring that
/// finishes or cancels an interactive transition, is running: it retargets from what is on screen.
/// Every visible view's on-screen frame is the same on the frame before the call and right after it,
/// the next frame moves it only a frame's worth, each completion runs once with the documented flags.
@MainActor
@Suite("Collection view: retargeting running layout motion")
struct CollectionViewTransitionRetargetTests {
  let support = CollectionViewInteractiveTransitionTests()

  /// What shows: each visible or held-out cell's presentation frame in window coordinates.
  func onScreen(_ cv: CollectionView) -> [Int: CGRect] {
    var result: [Int: CGRect] = [:]
    let origin = cv.presentation.bounds.origin
    for view in cv.subviews {
      guard let cell = view as? CollectionViewCell, let indexPath = cell.elementKey?.indexPath else { continue }
      result[indexPath.item] = cell.presentation.frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    return result
  }

  /// The on-screen frames a frame before `seconds` from now and at it.
  func approach(_ host: HeadlessHost, _ cv: CollectionView, by seconds: TimeInterval) -> (
    previous: [Int: CGRect], now: [Int: CGRect]
  ) {
    host.advance(by: seconds - 1.0 / 60)
    let previous = onScreen(cv)
    host.advance(by: 1.0 / 60)
    return (previous, onScreen(cv))
  }

  /// How far an item's frame moved between two snapshots (the largest change of an edge or the size).
  func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width), abs(a.height - b.height))
  }

  /// No jump: every item shown before and right after the call is where it was, and the frame after
  /// the call moves it at most twice as far as the frame before did, plus 2 pt.
  func expectNoJump(
    previous: [Int: CGRect], before: [Int: CGRect], after: [Int: CGRect], next: [Int: CGRect], _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let common = Set(before.keys).intersection(after.keys)
    #expect(!common.isEmpty, "\(context): nothing shown in both", sourceLocation: sourceLocation)
    for item in common.sorted() {
      #expect(
        distance(before[item]!, after[item]!) <= 1e-6,
        "\(context): item \(item) jumped at the call from \(before[item]!) to \(after[item]!)",
        sourceLocation: sourceLocation)
      guard let previous = previous[item], let next = next[item] else { continue }
      let step = distance(previous, before[item]!)
      #expect(
        distance(after[item]!, next) <= 2 * step + 2,
        "\(context): item \(item) moved \(distance(after[item]!, next)) in the frame after the call, \(step) before",
        sourceLocation: sourceLocation)
    }
  }

  func setUp() -> (HeadlessHost, CollectionView, GridLayout, GridLayout, GridLayout) {
    let log = TransitionLog()
    let (rows, grid) = support.layouts(log)
    let (host, cv) = support.scene(from: rows, log: log)
    let wide = GridLayout(size: CGSize(width: 150, height: 50), columns: 2, name: "wide", log: log)
    return (host, cv, rows, grid, wide)
  }

  @Test func anAnimatedChangeDuringAnAnimatedChangeStartsWhereTheViewsAre() {
    let (host, cv, _, grid, wide) = setUp()
    var finished: [String] = []
    cv.setCollectionViewLayout(grid, animated: true) { finished.append("grid \($0)") }
    let (previous, before) = approach(host, cv, by: 0.1)
    cv.setCollectionViewLayout(wide, animated: true) { finished.append("wide \($0)") }
    #expect(finished == ["grid false"], "the first ends, interrupted, before the second starts")
    let after = onScreen(cv)
    host.advance(by: 1.0 / 60)
    expectNoJump(previous: previous, before: before, after: after, next: onScreen(cv), "animated during animated")
    host.advance(by: 0.4)
    #expect(finished == ["grid false", "wide true"])
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 100, width: 150, height: 50))
    #expect(cv.heldOutViews.isEmpty && cv.checkInvariants() == [])
  }

  @Test func aChangeWithoutAnimationDuringAnAnimatedChangeSettlesAtOnce() {
    let (host, cv, _, grid, wide) = setUp()
    var finished: [String] = []
    cv.setCollectionViewLayout(grid, animated: true) { finished.append("grid \($0)") }
    host.advance(by: 0.1)
    cv.setCollectionViewLayout(wide, animated: false) { finished.append("wide \($0)") }
    #expect(finished == ["grid false", "wide true"])
    #expect(onScreen(cv)[4] == CGRect(x: 0, y: 100, width: 150, height: 50), "no animation: the new place at once")
    host.advance(by: 0.4)
    #expect(finished == ["grid false", "wide true"])
    #expect(cv.heldOutViews.isEmpty && cv.checkInvariants() == [])
  }

  @Test func assigningTheLayoutDuringAnAnimatedChangeEndsThatChangeFirst() {
    let (host, cv, _, grid, wide) = setUp()
    var finished: [String] = []
    cv.setCollectionViewLayout(grid, animated: true) { finished.append("grid \($0)") }
    host.advance(by: 0.1)
    cv.collectionViewLayout = wide
    #expect(finished == ["grid false"], "the running change ends, interrupted, when the layout is assigned")
    cv.layoutIfNeeded()
    #expect(onScreen(cv)[4] == CGRect(x: 0, y: 100, width: 150, height: 50), "the assigned layout at once")
    host.advance(by: 0.4)
    #expect(finished == ["grid false"], "and only once")
    #expect(cv.heldOutViews.isEmpty && cv.checkInvariants() == [])
  }

  @Test func anAnimatedChangeDuringTheFinishingSpringStartsWhereTheViewsAre() {
    let (host, cv, _, grid, wide) = setUp()
    var completions: [String] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append("transition \($0) \($1)") }
    transition.transitionProgress = 0.4
    host.runFrame()
    cv.finishInteractiveTransition()
    let (previous, before) = approach(host, cv, by: 0.1)
    cv.setCollectionViewLayout(wide, animated: true) { completions.append("wide \($0)") }
    #expect(completions == ["transition false false"])
    let after = onScreen(cv)
    host.advance(by: 1.0 / 60)
    expectNoJump(previous: previous, before: before, after: after, next: onScreen(cv), "animated during the spring")
    host.advance(by: 0.4)
    #expect(completions == ["transition false false", "wide true"])
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 100, width: 150, height: 50))
    #expect(cv.collectionViewLayout === wide && cv.checkInvariants() == [])
  }

  @Test func anInteractiveStartDuringAnAnimatedChangeStartsWhereTheViewsAre() {
    let (host, cv, _, grid, wide) = setUp()
    var completions: [String] = []
    cv.setCollectionViewLayout(grid, animated: true) { completions.append("grid \($0)") }
    let (previous, before) = approach(host, cv, by: 0.1)
    let transition = cv.startInteractiveTransition(to: wide) { completions.append("transition \($0) \($1)") }
    #expect(completions == ["grid false"], "the change ends, interrupted, before the transition starts")
    #expect(transition.currentLayout === grid && transition.nextLayout === wide)
    let after = onScreen(cv)
    host.advance(by: 1.0 / 60)
    expectNoJump(previous: previous, before: before, after: after, next: onScreen(cv), "interactive during animated")
    transition.transitionProgress = 0.5
    host.advance(by: 0.4)
    cv.finishInteractiveTransition()
    host.advance(by: 0.5)
    #expect(completions == ["grid false", "transition true true"])
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 100, width: 150, height: 50))
    #expect(cv.collectionViewLayout === wide && cv.checkInvariants() == [])
  }

  @Test(arguments: [true, false])
  func anInteractiveStartDuringTheEndingSpringStartsWhereTheViewsAre(finishing: Bool) {
    let (host, cv, rows, grid, wide) = setUp()
    var completions: [String] = []
    let first = cv.startInteractiveTransition(to: grid) { completions.append("first \($0) \($1)") }
    first.transitionProgress = 0.6
    host.runFrame()
    if finishing { cv.finishInteractiveTransition() } else { cv.cancelInteractiveTransition() }
    let (previous, before) = approach(host, cv, by: 0.1)
    let second = cv.startInteractiveTransition(to: wide) { completions.append("second \($0) \($1)") }
    #expect(completions == ["first false \(finishing)"], "ended where it was headed, its spring not run out")
    #expect(second.currentLayout === (finishing ? grid : rows) && second.nextLayout === wide)
    let after = onScreen(cv)
    host.advance(by: 1.0 / 60)
    expectNoJump(previous: previous, before: before, after: after, next: onScreen(cv), "interactive during the spring")
    second.transitionProgress = 0.5
    host.advance(by: 0.1)
    cv.finishInteractiveTransition()
    host.advance(by: 0.5)
    #expect(completions == ["first false \(finishing)", "second true true"])
    #expect(support.frame(cv, 4) == CGRect(x: 0, y: 100, width: 150, height: 50))
    #expect(cv.collectionViewLayout === wide && cv.heldOutViews.isEmpty && cv.checkInvariants() == [])
  }

  @Test func aBatchUpdateOrAReloadDuringAnAnimatedChangeKeepsTheVisibleSetRight() {
    for reload in [false, true] {
      let (host, cv, _, grid, _) = setUp()
      let source = (cv as! TestCollectionView).retainedDataSource!
      var finished: [Bool] = []
      cv.setCollectionViewLayout(grid, animated: true) { finished.append($0) }
      host.advance(by: 0.1)
      source.counts = [4]
      if reload {
        cv.reloadData()
      } else {
        cv.deleteItems(at: (4..<20).map { IndexPath(item: $0, section: 0) })
      }
      for frame in 0..<30 {
        host.advance(by: 1.0 / 60)
        #expect(cv.checkInvariants() == [], "reload \(reload), frame \(frame)")
      }
      #expect(finished.count == 1, "reload \(reload): \(finished)")
      #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3], "reload \(reload)")
      #expect(support.frame(cv, 3) == CGRect(x: 0, y: 100, width: 100, height: 100), "reload \(reload)")
      #expect(cv.heldOutViews.isEmpty, "reload \(reload)")
    }
  }
}
