import Foundation
import Testing
import Trellis
import TrellisTesting

/// Dragging: following the finger, rubber band, bounce back, directional lock, paging.
@MainActor
@Suite("Scroll view: dragging")
struct ScrollDraggingTests {
  @Test func theContentFollowsTheFingerInsideTheRange() {
    let (_, scrollView, _) = makeScrollScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    scrollView.beginDragging(at: CGPoint(x: 100, y: 100))
    #expect(scrollView.isTracking && scrollView.isDragging)
    scrollView.dragged(translation: CGPoint(x: 0, y: -120))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 620))
    #expect(scrollView.dragLocation == CGPoint(x: 100, y: 100))
    scrollView.dragged(translation: CGPoint(x: 40, y: 30))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 470), "x can't scroll: content as wide as the view")
  }

  @Test(arguments: [CGFloat(50), 100, 300])
  func pastTheTopTheOffsetIsRubberBanded(drag: CGFloat) {
    let (_, scrollView, _) = makeScrollScene()
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: drag))
    // b = (1 − 1/(x·c/d + 1))·d with c = 0.55, d = 400 (the view's height)
    let expected = (1 - 1 / (drag * 0.55 / 400 + 1)) * 400
    #expect(abs(scrollView.contentOffset.y + expected) < 1e-9)
  }

  @Test func pastTheBottomTheOffsetIsRubberBanded() {
    let (_, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 1000))
    scrollView.contentOffset = CGPoint(x: 0, y: 550)
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: -150))  // 100 pt past the end at 600
    let expected = 600 + (1 - 1 / (100 * 0.55 / 400 + 1)) * 400
    #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
  }

  @Test func withoutBouncesTheOffsetIsClamped() {
    let (_, scrollView, _) = makeScrollScene()
    scrollView.bounces = false
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: 100))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func aDragContinuesFromAnOverscrolledOffset() {
    let (_, scrollView, _) = makeScrollScene()
    scrollView.contentOffset = CGPoint(x: 0, y: -30)
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: .zero)
    #expect(abs(scrollView.contentOffset.y + 30) < 1e-9, "no jump")
    scrollView.dragged(translation: CGPoint(x: 0, y: 20))
    let band = RubberBand(dimension: 400)
    let expected = band.offset(forDistance: band.distance(forOffset: -30) - 20)
    #expect(abs(scrollView.contentOffset.y - expected) < 1e-9)
    scrollView.dragged(translation: CGPoint(x: 0, y: -200))
    #expect(scrollView.contentOffset.y > 0, "back inside, one to one")
  }

  @Test func aReleasePastTheEdgeBouncesBackAndSettlesOnIt() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: 120))
    let overscrolled = scrollView.contentOffset.y
    #expect(overscrolled < -30)
    scrollView.endDragging(velocity: .zero)
    #expect(recorder.events.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
    host.advance(by: 0.2)
    #expect(scrollView.contentOffset.y > overscrolled && scrollView.contentOffset.y < 0)
    host.advance(by: 0.4)
    #expect(scrollView.contentOffset.y == 0)
    #expect(recorder.events.last == "didEndDecelerating")
  }

  @Test func alwaysBounceLetsShortContentBeDragged() {
    let (host, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 100))
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: -50))
    #expect(scrollView.contentOffset.y == 0, "short content doesn't move by default")
    scrollView.endDragging(velocity: .zero)
    scrollView.alwaysBounceVertical = true
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: -50))
    #expect(scrollView.contentOffset.y > 0)
    scrollView.endDragging(velocity: CGPoint(x: 0, y: -500))
    host.advance(by: 2)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func directionalLockKeepsAClearlyVerticalDragVertical() {
    let (_, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 3000, height: 3000))
    scrollView.contentOffset = CGPoint(x: 500, y: 500)
    scrollView.isDirectionalLockEnabled = true
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 5, y: -40))
    scrollView.dragged(translation: CGPoint(x: 60, y: -80))
    #expect(scrollView.contentOffset == CGPoint(x: 500, y: 580))
    scrollView.endDragging(velocity: CGPoint(x: 1000, y: 0))
    #expect(!scrollView.isDecelerating, "the locked-out axis has no velocity")
    // A diagonal drag moves freely.
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: -30, y: -30))
    #expect(scrollView.contentOffset == CGPoint(x: 530, y: 610))
    scrollView.endDragging(velocity: .zero)
  }

  @Test func scrollingDisabledIgnoresDrags() {
    let (_, scrollView, recorder) = makeScrollScene()
    scrollView.isScrollEnabled = false
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.calls.isEmpty)
  }
}
