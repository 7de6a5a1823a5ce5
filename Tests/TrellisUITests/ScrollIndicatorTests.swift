import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Scroll indicators appear while the user scrolls and fade out after.
@MainActor
@Suite("Scroll view: indicators")
struct ScrollIndicatorTests {
  @Test func aDragShowsTheVerticalIndicatorWhichFadesAfterwards() {
    let (host, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 4000))
    #expect(scrollView.verticalScrollIndicator == nil, "nothing until the user scrolls")
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: -360))
    let bar = try! #require(scrollView.verticalScrollIndicator)
    #expect(bar.alpha == 1 && !bar.isHidden)
    #expect(bar.superview === scrollView)
    #expect(!bar.isUserInteractionEnabled)
    // Track 3…397 in the visible area (394 pt); bar 394·400/4000 = 39.4 pt; 10% of the way down.
    #expect(bar.frame.width == 3)
    #expect(abs(bar.frame.height - 39.4) < 1e-9)
    #expect(abs(bar.frame.minY - (360 + 3 + 0.1 * (394 - 39.4))) < 1e-9)
    #expect(bar.frame.maxX == 297)
    #expect(scrollView.horizontalScrollIndicator.map { $0.isHidden } ?? true, "content as wide as the view")
    scrollView.endDragging(velocity: .zero)
    host.advance(by: 0.3)
    #expect(bar.alpha == 1, "stays a moment")
    host.advance(by: 0.6)
    #expect(bar.alpha == 0)
  }

  @Test func overscrollShortensTheBar() {
    let (_, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 4000))
    scrollView.beginDragging(at: .zero)
    scrollView.dragged(translation: CGPoint(x: 0, y: 10))
    let full = scrollView.verticalScrollIndicator!.frame.height
    scrollView.dragged(translation: CGPoint(x: 0, y: 60))
    let squeezed = scrollView.verticalScrollIndicator!.frame
    #expect(squeezed.height < full)
    #expect(squeezed.minY == scrollView.contentOffset.y + 3, "pinned to the top of the track")
  }

  @Test func indicatorsStayDuringADecelerationAndHiddenWhenTurnedOff() {
    let (host, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 10_000))
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 1)
    #expect(scrollView.verticalScrollIndicator?.alpha == 1)
    host.advance(by: 8)
    #expect(scrollView.verticalScrollIndicator?.alpha == 0)
    scrollView.showsVerticalScrollIndicator = false
    #expect(scrollView.verticalScrollIndicator == nil)
    scrollView.flashScrollIndicators()
    #expect(scrollView.verticalScrollIndicator == nil)
  }

  @Test func flashingShowsThenFades() {
    let (host, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 4000))
    scrollView.flashScrollIndicators()
    #expect(scrollView.verticalScrollIndicator?.alpha == 1)
    host.advance(by: 1)
    #expect(scrollView.verticalScrollIndicator?.alpha == 0)
  }
}
