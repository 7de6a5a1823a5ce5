import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The transition scenes driven as a user would: pinches through the headless host's two-finger pinch.
@MainActor
@Suite("Showcase: transition scenes")
struct ShowcaseTransitionScenesTests {
  func headers(in cv: CollectionView) -> [View] { cv.subviews.filter { $0 is SectionLabelView } }

  @Test func aStackPinchedPastTwoAndAHalfBecomesAGridWithNoLeftoverHeaders() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = StackScene()
    host.show(scene)
    let cv = scene.collectionView!
    #expect(headers(in: cv).count == 8, "one title per stack")
    scene.stackLayout.pinchedStackScale = 3
    scene.release()
    host.advance(by: 0.15)
    #expect(!headers(in: cv).isEmpty, "the titles fade out with the change")
    host.advance(by: 0.25)
    #expect(cv.collectionViewLayout === scene.flowLayout)
    #expect(headers(in: cv).isEmpty, "no leftover header views (the book needed a workaround)")
    #expect(cv.checkInvariants() == [])
  }

  @Test func aStackReleasedBelowTwoAndAHalfCollapsesAnimatedInABatchUpdate() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = StackScene()
    host.show(scene)
    let cv = scene.collectionView!
    let card = cv.cellForItem(at: IndexPath(item: 0, section: 1))!
    let spread = card.center
    let stack = scene.stackLayout.stackCenter(1)
    #expect(spread != stack, "opened at scale 1.8")
    scene.release()
    #expect(card.center == stack, "the model goes back at once")
    #expect(card.presentation.center == spread, "what shows starts where it was")
    host.advance(by: 0.15)
    let halfway = card.presentation.center
    #expect(halfway.x > min(spread.x, stack.x) && halfway.x < max(spread.x, stack.x), "\(halfway)")
    host.advance(by: 0.2)
    #expect(card.presentation.center == stack)
    #expect(scene.stackLayout.pinchedStackIndex == -1)
    #expect(headers(in: cv).count == 8)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aWidePinchFinishesTheGridTransitionAndASmallOneCancels() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = PinchGridScene()
    host.show(scene)
    host.advance(by: 0.5)  // the opening demonstration cancels
    let cv = scene.collectionView!
    #expect(cv.collectionViewLayout === scene.small)
    host.pinch(center: CGPoint(x: 480, y: 320), from: 40, to: 52, duration: 0.3)
    host.advance(by: 0.5)
    #expect(cv.collectionViewLayout === scene.small, "a small pinch cancels")
    host.pinch(center: CGPoint(x: 480, y: 320), from: 40, to: 110, duration: 0.3)
    host.advance(by: 0.5)
    #expect(cv.collectionViewLayout === scene.large, "a wide pinch finishes")
    #expect(!cv.isInteractiveTransitionInProgress)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aPinchScalesTheCircleAndAPanMovesIt() {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    let scene = CircleLayoutScene()
    host.show(scene)
    let radius = scene.layout.radius
    host.pinch(center: CGPoint(x: 540, y: 330), from: 60, to: 90, duration: 0.3)
    #expect(scene.layout.radius > radius * 1.3, "\(scene.layout.radius)")
    let center = scene.layout.center
    host.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 340, y: 250), duration: 0.3)
    #expect(scene.layout.center.x > center.x + 20 && scene.layout.center.y < center.y - 20, "\(scene.layout.center)")
    let cell = scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(abs(cell.center.y - (scene.layout.center.y - scene.layout.radius)) < 1e-6, "item 0 at the top")
  }
}

