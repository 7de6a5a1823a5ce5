import Foundation
import Testing
import Trellis
import TrellisTesting

/// Paging: releases come to rest on multiples of the bounds size, a fling turns exactly one page.
@MainActor
@Suite("Scroll view: paging")
struct ScrollPagingTests {
  private func makePager() -> (HeadlessHost, ScrollView, ScrollDelegateRecorder) {
    let scene = makeScrollScene(contentSize: CGSize(width: 3000, height: 400))
    scene.scrollView.isPagingEnabled = true
    return scene
  }

  @Test func aSlowReleaseGoesToTheNearestPage() {
    let (host, scrollView, _) = makePager()
    scrollView.simulateDrag(translation: CGPoint(x: -100, y: 0), velocity: .zero)
    host.advance(by: 2)
    #expect(scrollView.contentOffset == .zero)
    scrollView.simulateDrag(translation: CGPoint(x: -200, y: 0), velocity: .zero)
    host.advance(by: 2)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
  }

  @Test(arguments: [CGFloat(400), 2000, 20_000])
  func aFlingMovesExactlyOnePage(speed: CGFloat) {
    let (host, scrollView, recorder) = makePager()
    scrollView.contentOffset = CGPoint(x: 600, y: 0)
    scrollView.simulateDrag(translation: CGPoint(x: -40, y: 0), velocity: CGPoint(x: -speed, y: 0))
    #expect(recorder.receivedTarget == CGPoint(x: 900, y: 0))
    var furthest: CGFloat = 0
    for _ in 0..<180 {
      host.advance(by: 1.0 / 60)
      furthest = max(furthest, scrollView.contentOffset.x)
    }
    #expect(furthest <= 900, "never past the next page")
    #expect(scrollView.contentOffset == CGPoint(x: 900, y: 0))
    scrollView.simulateDrag(translation: CGPoint(x: 10, y: 0), velocity: CGPoint(x: speed, y: 0))
    host.advance(by: 3)
    #expect(scrollView.contentOffset == CGPoint(x: 600, y: 0), "back one page")
  }

  @Test func aLongDragFlungOnStillTurnsOnlyOnePage() {
    let (host, scrollView, _) = makePager()
    scrollView.simulateDrag(translation: CGPoint(x: -420, y: 0), velocity: CGPoint(x: -3000, y: 0))
    host.advance(by: 3)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 0))
  }

  @Test func theLastPageRestsAtTheEndOfTheContent() {
    let (host, scrollView, _) = makePager()
    scrollView.contentSize = CGSize(width: 1050, height: 400)  // pages 0, 300, 600, then the end at 750
    scrollView.contentOffset = CGPoint(x: 600, y: 0)
    scrollView.simulateDrag(translation: CGPoint(x: -20, y: 0), velocity: CGPoint(x: -2000, y: 0))
    host.advance(by: 3)
    #expect(scrollView.contentOffset == CGPoint(x: 750, y: 0))
  }
}
