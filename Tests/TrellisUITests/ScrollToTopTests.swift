import Foundation
import Testing
import Trellis
import TrellisTesting

/// `scrollToTop()` and `scrollsToTop`.
@MainActor
@Suite("Scroll view: scroll to top")
struct ScrollToTopTests {
  @MainActor private final class Refusing: ScrollViewDelegate {
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { false }
  }

  @Test func scrollsToTheTopAnimatedThenTellsTheDelegate() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scrollView.contentOffset = CGPoint(x: 0, y: 2000)
    recorder.reset()
    #expect(scrollView.scrollToTop())
    host.advance(by: 0.15)
    #expect(scrollView.contentOffset.y > -20 && scrollView.contentOffset.y < 2000)
    host.advance(by: 0.2)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: -20))
    #expect(recorder.events == ["didScrollToTop"])
    #expect(!scrollView.scrollToTop(), "already at the top")
  }

  @Test func theFlagAndTheDelegateCanRefuse() {
    let (_, scrollView, _) = makeScrollScene()
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    scrollView.scrollsToTop = false
    #expect(!scrollView.scrollToTop())
    scrollView.scrollsToTop = true
    let refusing = Refusing()
    scrollView.delegate = refusing
    #expect(!scrollView.scrollToTop())
    #expect(scrollView.contentOffset.y == 500)
  }
}
