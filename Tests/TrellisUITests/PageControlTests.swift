import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Page control")
struct PageControlTests {
  /// A 200×37 page control with five pages on page 2, in a key window, recording the events it sends.
  private func hosted() -> (HeadlessHost, PageControl, EventLog) {
    let host = HeadlessHost(size: CGSize(width: 200, height: 100))
    let control = PageControl(frame: CGRect(x: 0, y: 20, width: 200, height: 37))
    control.numberOfPages = 5
    control.currentPage = 2
    let log = EventLog()
    control.addAction(for: .valueChanged) { control in
      log.entries.append("valueChanged \((control as! PageControl).currentPage)")
    }
    control.addAction(for: .touchUpInside) { _ in log.entries.append("touchUpInside") }
    host.show(control)
    return (host, control, log)
  }

  /// The display list as one line per dot: its frame and colour.
  private func dots(_ control: PageControl) -> String {
    control.displayList.commands.map { command in
      guard case .fillPath(let path, let color) = command else { return "unexpected \(command)" }
      let r = path.boundingBox
      return "dot (\(r.minX), \(r.minY), \(r.width), \(r.height)) \(color)"
    }.joined(separator: "\n")
  }

  @Test func currentPageIsPinnedToThePages() {
    let control = PageControl()
    control.currentPage = 3
    #expect(control.currentPage == 0, "no pages: page 0")
    control.numberOfPages = 5
    control.currentPage = 7
    #expect(control.currentPage == 4)
    control.currentPage = -2
    #expect(control.currentPage == 0)
    control.currentPage = 4
    control.numberOfPages = 3
    #expect(control.currentPage == 2, "fewer pages pin the current page")
    control.numberOfPages = -1
    #expect(control.numberOfPages == 0)
    #expect(control.currentPage == 0)
  }

  @Test func hidesForSinglePageHidesTheDotAndPassesTouchesThrough() {
    let (host, control, log) = hosted()
    control.numberOfPages = 1
    #expect(dots(control) == "dot (97.0, 15.0, 7.0, 7.0) #FFFFFFFF", "one page shows one dot by default")
    control.hidesForSinglePage = true
    #expect(control.isIndicatorHidden)
    #expect(control.displayList.isEmpty)
    #expect(control.pagesWithVisibleIndicators.isEmpty)
    #expect(control.hitTest(CGPoint(x: 100, y: 18), with: nil) == nil)
    host.tap(at: CGPoint(x: 180, y: 38))
    #expect(log.entries.isEmpty)
    control.numberOfPages = 2
    #expect(!control.isIndicatorHidden, "two pages show again")
  }

  @Test func tapsLeftAndRightOfTheCurrentDotMoveOnePage() {
    let (host, control, log) = hosted()
    // Five dots: a 71 pt row from x 65 (64.5 rounded); page 2's dot spans 97…104.
    host.tap(at: CGPoint(x: 20, y: 38))
    #expect(control.currentPage == 1)
    #expect(log.entries == ["valueChanged 1", "touchUpInside"])
    log.entries = []
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 99, y: 38))  // right of page 1's dot (81…88), on page 2's
    #expect(control.currentPage == 2)
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 190, y: 38))
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 190, y: 38))
    host.advance(by: 1)
    #expect(control.currentPage == 4)
    host.tap(at: CGPoint(x: 190, y: 38))
    #expect(control.currentPage == 4, "no page beyond the last")
    #expect(
      log.entries == [
        "valueChanged 2", "touchUpInside", "valueChanged 3", "touchUpInside", "valueChanged 4", "touchUpInside",
        "touchUpInside",
      ])
  }

  @Test func disabledControlsIgnoreTaps() {
    let (host, control, log) = hosted()
    control.isEnabled = false
    host.tap(at: CGPoint(x: 20, y: 38))
    #expect(control.currentPage == 2)
    #expect(log.entries.isEmpty)
  }

  @Test func arrowKeysMovePagesWhenFirstResponder() {
    let (host, control, log) = hosted()
    #expect(control.becomeFirstResponder())
    host.key(.leftArrow)
    host.key(.leftArrow)
    host.key(.leftArrow)
    #expect(control.currentPage == 0)
    host.key(.rightArrow)
    #expect(control.currentPage == 1)
    #expect(log.entries == ["valueChanged 1", "valueChanged 0", "valueChanged 1"])
  }

  @Test func sizeForNumberOfPagesSpansTheDots() {
    let control = PageControl()
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
    #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
    #expect(control.size(forNumberOfPages: -3) == CGSize(width: 0, height: 37))
    control.numberOfPages = 3
    #expect(control.sizeThatFits(.zero) == CGSize(width: 39, height: 37))
    #expect(control.intrinsicContentSize == CGSize(width: 39, height: 37))
  }

  @Test func drawsOneDotPerPageInTheTints() {
    let (_, control, _) = hosted()
    #expect(
      dots(control) == """
        dot (65.0, 15.0, 7.0, 7.0) #FFFFFF4D
        dot (81.0, 15.0, 7.0, 7.0) #FFFFFF4D
        dot (97.0, 15.0, 7.0, 7.0) #FFFFFFFF
        dot (113.0, 15.0, 7.0, 7.0) #FFFFFF4D
        dot (129.0, 15.0, 7.0, 7.0) #FFFFFF4D
        """)
    control.pageIndicatorTintColor = .systemGray4
    control.currentPageIndicatorTintColor = .systemBlue
    control.currentPage = 0
    #expect(
      dots(control) == """
        dot (65.0, 15.0, 7.0, 7.0) #007AFFFF
        dot (81.0, 15.0, 7.0, 7.0) #D1D1D6FF
        dot (97.0, 15.0, 7.0, 7.0) #D1D1D6FF
        dot (113.0, 15.0, 7.0, 7.0) #D1D1D6FF
        dot (129.0, 15.0, 7.0, 7.0) #D1D1D6FF
        """)
  }

  @Test func dotsBeyondTheBoundsAreNotDrawn() {
    let control = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
    control.numberOfPages = 20  // a 311 pt row from x −106 (−105.5 rounded)
    #expect(control.indicatorFrame(forPage: 0).minX == -106)
    #expect(control.pagesWithVisibleIndicators == 7..<13)
    #expect(control.displayList.commands.count == 6)
  }
}

/// Events recorded by a test's actions.
@MainActor final class EventLog { var entries: [String] = [] }
