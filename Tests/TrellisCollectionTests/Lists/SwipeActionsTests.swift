import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout whose rows have trailing actions Delete and Flag (and leading Pin when asked).
@MainActor private final class SwipeLayout: RowLayout {
  var log: [String] = []
  var completions: [(Bool) -> Void] = []
  var fullSwipe = true
  var leading = false

  private func action(_ title: String, _ style: ContextualAction.Style) -> ContextualAction {
    ContextualAction(style: style, title: title) { [unowned self] action, _, completion in
      log.append(action.title ?? "?")
      completions.append(completion)
    }
  }

  override func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    log.append("trailing \(indexPath.item)")
    let configuration = SwipeActionsConfiguration(actions: [action("Delete", .destructive), action("Flag", .normal)])
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }

  override func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    leading ? SwipeActionsConfiguration(actions: [action("Pin", .normal)]) : nil
  }
}

/// Swipe actions (Documentation/Behaviour.md#swipe-actions), with the approximate text system: titles
/// at 15 pt are 9 pt per character, buttons their title plus 2 × 15, at least 74: Delete 84, Flag 74, so
/// the row opens 158. Rows are 40 tall and 300 wide; row 1 spans y 40 … 80. Drags move once per frame
/// (1/60 s); the pan begins past 10 pt and counts from there. Slides after a release take 0.25 s with
/// ease-out cubic: at half time 1 − 0.5³ = 0.875 of the way.
@MainActor
@Suite("Collection view: swipe actions")
struct SwipeActionsTests {
  /// Installs the approximate text system in the test's own synchronous span: a suite `init` runs in an
  /// earlier main-actor job, and a test of another suite may install pango in between.
  private static func useApproximateText() { TextSystems.current = ApproximateTextSystem() }

  private func hosted() -> (HeadlessHost, CollectionView, SwipeLayout, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = SwipeLayout()
    let (cv, source, _) = makeCollectionView(counts: [20], layout: layout)
    host.show(cv)
    source.log = []
    layout.log = []
    return (host, cv, layout, source)
  }

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  /// Drags row 1 from x 250 to 130 in 0.3 s (18 moves of 120/18): the pan begins at the second move.
  private func swipeOpen(_ host: HeadlessHost) -> CGFloat {
    host.drag(from: CGPoint(x: 250, y: 60), to: CGPoint(x: 130, y: 60), duration: 0.3)
    let base = (250 + (130 - 250) * (2.0 / 18.0)) - 250  // the translation when the pan began
    return -120 - base  // −106.67: where the content is when the finger lifts
  }

  @Test func releasedPastHalfTheButtonsTheRowOpens() {
    Self.useApproximateText()
    let (host, cv, layout, source) = hosted()
    let released = swipeOpen(host)
    #expect(layout.log == ["trailing 1"], "asked once, when the drag turned out horizontal")
    #expect(close(cv.swipedRowOffset, released))
    #expect(cv.swipedRow == IndexPath(item: 1, section: 0))
    host.advance(by: 0.125)
    // 0.875 of the way from −106.67 to −158.
    #expect(close(cv.swipedRowOffset, released + (-158 - released) * 0.875))
    host.advance(by: 0.125)
    #expect(cv.swipedRowOffset == -158)
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(cell.configurationState.isSwiped)
    #expect(cell.sublayerTransform == Transform3D(translationX: -158, y: 0, z: 0))
    #expect(!source.log.contains { $0.contains("Select") || $0.contains("Highlight") }, "a swipe never selects")
    #expect(cv.contentOffset == .zero, "nor scrolls")
  }

  @Test func tappingAButtonRunsItsHandlerAndItsCompletionClosesTheRow() {
    Self.useApproximateText()
    let (host, cv, layout, source) = hosted()
    _ = swipeOpen(host)
    host.advance(by: 0.25)
    layout.log = []
    // The open area is x 142 … 300: Flag 142 … 216, Delete 216 … 300 (the first action at the edge).
    host.tap(at: CGPoint(x: 180, y: 60))
    #expect(layout.log == ["Flag"])
    host.tap(at: CGPoint(x: 250, y: 60))
    #expect(layout.log == ["Flag"], "while an action runs, the buttons take no taps")
    host.advance(by: 1)
    #expect(cv.swipedRowOffset == -158, "open until the completion")
    layout.completions[0](false)
    layout.completions[0](true)  // a second call does nothing
    host.advance(by: 0.125)
    // 0.875 of the way from −158 to 0.
    #expect(close(cv.swipedRowOffset, -158 * 0.125))
    host.advance(by: 0.125)
    #expect(cv.swipedRow == nil)
    #expect(cv.swipedRowOffset == 0)
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
    #expect(!cell.configurationState.isSwiped)
    #expect(cell.sublayerTransform == .identity)
    #expect(!source.log.contains { $0.contains("Select") })
  }

  @Test func aTapElsewhereClosesWithoutSelecting() {
    Self.useApproximateText()
    let (host, cv, layout, source) = hosted()
    _ = swipeOpen(host)
    host.advance(by: 0.25)
    host.tap(at: CGPoint(x: 100, y: 140))
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil)
    #expect(!source.log.contains { $0.contains("Select") })
    #expect(!layout.log.contains("Delete") && !layout.log.contains("Flag"))
  }

  @Test func releasedBeforeHalfTheButtonsTheRowCloses() {
    Self.useApproximateText()
    let (host, cv, _, _) = hosted()
    // 50/18 per move: the pan begins at the 4th (11.1 pt); the content ends at −(50 − 11.1) = −38.9 < 79.
    host.drag(from: CGPoint(x: 250, y: 60), to: CGPoint(x: 200, y: 60), duration: 0.3)
    let released = -50 - ((250 + (200 - 250) * (4.0 / 18.0)) - 250)
    #expect(close(cv.swipedRowOffset, released))
    host.advance(by: 0.125)
    #expect(close(cv.swipedRowOffset, released * 0.125))
    host.advance(by: 0.125)
    #expect(cv.swipedRow == nil)
  }

  @Test func aFullSwipePerformsTheFirstAction() {
    Self.useApproximateText()
    let (host, cv, layout, _) = hosted()
    // 250/18 per move: begins at the first (13.9 pt); the content ends at −236.1, past 0.6 × 300 = 180.
    host.drag(from: CGPoint(x: 290, y: 60), to: CGPoint(x: 40, y: 60), duration: 0.3)
    #expect(layout.log == ["trailing 1", "Delete"])
    host.advance(by: 0.25)
    #expect(cv.swipedRowOffset == -300, "the content slides out")
    layout.completions[0](true)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil)
  }

  @Test func withoutFullSwipeTheRowResistsPastItsButtons() {
    Self.useApproximateText()
    let (host, cv, layout, _) = hosted()
    layout.fullSwipe = false
    host.drag(from: CGPoint(x: 290, y: 60), to: CGPoint(x: 40, y: 60), duration: 0.3)
    let moved = -250 - ((290 + (40 - 290) * (1.0 / 18.0)) - 290)  // −236.1
    // Past 158 at a quarter speed.
    #expect(close(cv.swipedRowOffset, -(158 + (-moved - 158) / 4)))
    host.advance(by: 0.25)
    #expect(cv.swipedRowOffset == -158)
    #expect(!layout.log.contains("Delete"))
  }

  @Test func aVerticalDragScrollsAndClosesAnOpenRow() {
    Self.useApproximateText()
    let (host, cv, layout, _) = hosted()
    _ = swipeOpen(host)
    host.advance(by: 0.25)
    layout.log = []
    host.drag(from: CGPoint(x: 150, y: 180), to: CGPoint(x: 150, y: 80), duration: 0.3, holdBeforeRelease: 0.2)
    #expect(cv.contentOffset.y > 0)
    #expect(!layout.log.contains("trailing 4"), "a vertical drag never asks for actions")
    host.advance(by: 0.5)
    #expect(cv.swipedRow == nil)
  }

  @Test func aTrackpadSwipeOpensTheRow() {
    Self.useApproximateText()
    let (host, cv, _, _) = hosted()
    for _ in 0..<3 { host.wheel(dx: 30, dy: 0, at: CGPoint(x: 150, y: 60), precise: true) }
    #expect(cv.swipedRowOffset == -90)
    host.advance(by: 0.15)
    // 0.15 s without a delta releases it: 90 ≥ 79 opens.
    #expect(cv.swipedRowOffset == -90)
    host.advance(by: 0.25)
    #expect(cv.swipedRowOffset == -158)
    host.wheel(dy: 20, at: CGPoint(x: 150, y: 60), precise: true)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil, "scrolling closes")
  }

  @Test func theKeyboardOpensPicksAndPerforms() {
    Self.useApproximateText()
    let (host, cv, layout, _) = hosted()
    _ = cv.becomeFirstResponder()
    cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    layout.log = []
    host.key(.returnOrEnter, modifiers: .control)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == IndexPath(item: 2, section: 0))
    #expect(cv.swipedRowOffset == -158)
    host.key(.leftArrow)  // away from the edge: from Delete to Flag
    host.key(.leftArrow)  // Flag is the last
    host.key(.returnOrEnter)
    #expect(layout.log == ["trailing 2", "Flag"])
    layout.completions[0](true)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil)
    host.key(.returnOrEnter, modifiers: .control)
    host.key(.escape)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil)
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)], "the selection stays")
  }

  @Test func aRightwardDragRevealsTheLeadingActions() {
    Self.useApproximateText()
    let (host, cv, layout, _) = hosted()
    layout.leading = true
    host.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 170, y: 60), duration: 0.3)
    host.advance(by: 0.25)
    // Pin alone: 74 wide, at the left edge.
    #expect(cv.swipedRowOffset == 74)
    host.tap(at: CGPoint(x: 30, y: 60))
    #expect(layout.log.last == "Pin")
  }
}

extension SwipeActionsTests {
  @Test func aSwipedRowScrolledAwayClosesAndItsCellComesBackClean() {
    Self.useApproximateText()
    let (host, cv, _, _) = hosted()
    _ = swipeOpen(host)
    host.advance(by: 0.25)
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
    cv.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    host.runFrame()
    #expect(cv.swipedRow == nil)
    #expect(cell.sublayerTransform == .identity)
    #expect(!cell.subviews.contains { $0 is SwipeActionsView })
    #expect(!cell.configurationState.isSwiped)
  }
}

extension SwipeActionsTests {
  @Test func aBatchUpdateClosesTheSwipedRowAtOnce() {
    Self.useApproximateText()
    let (host, cv, _, _) = hosted()
    _ = swipeOpen(host)
    host.advance(by: 0.25)
    let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
    cv.performBatchUpdates(nil)
    #expect(cv.swipedRow == nil)
    #expect(cell.sublayerTransform == .identity)
  }

  @Test func rightToLeftMirrorsTheSwipe() {
    Self.useApproximateText()
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    defer { Application.shared.userInterfaceLayoutDirection = .leftToRight }
    Application.shared.userInterfaceLayoutDirection = .rightToLeft
    let layout = SwipeLayout()
    let (cv, _, _) = makeCollectionView(counts: [20], layout: layout)
    host.show(cv)
    // Right to left, the trailing edge is on the left: a rightward drag reveals the trailing actions there.
    host.drag(from: CGPoint(x: 50, y: 60), to: CGPoint(x: 170, y: 60), duration: 0.3)
    host.advance(by: 0.25)
    #expect(layout.log.first == "trailing 1")
    #expect(cv.swipedRowOffset == 158)
    // Delete, the first action, at the left edge (0 … 84).
    host.tap(at: CGPoint(x: 20, y: 60))
    #expect(layout.log.last == "Delete")
  }
}

extension SwipeActionsTests {
  @Test func aQuickFlickOpensAShortSwipe() {
    Self.useApproximateText()
    let (host, cv, _, _) = hosted()
    // 40 pt in 0.05 s (3 moves): 800 pt/s, though only 26.7 pt (less than half of 158) are revealed.
    host.drag(from: CGPoint(x: 250, y: 60), to: CGPoint(x: 210, y: 60), duration: 0.05)
    host.advance(by: 0.25)
    #expect(cv.swipedRowOffset == -158)
    // Back quickly by 40 pt: the row closes though more than half is still revealed.
    host.drag(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 190, y: 60), duration: 0.05)
    host.advance(by: 0.25)
    #expect(cv.swipedRow == nil)
  }
}
