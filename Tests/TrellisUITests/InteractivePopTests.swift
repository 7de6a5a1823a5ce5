import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

/// The navigation controller's swipe-back (`interactivePopGestureRecognizer`): a pan from the left edge
/// slides the top view with the finger and finishes or cancels the pop by position and velocity.
@MainActor
@Suite("Navigation controller: interactive swipe-back")
struct InteractivePopTests {
  typealias Logging = NavigationControllerTests.LoggingController

  /// A 400×600 screen with Root and Detail pushed (without animation); the log starts empty.
  private func stack() -> (HeadlessHost, NavigationController, Logging, Logging, NavigationControllerTests.Log) {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let log = NavigationControllerTests.Log()
    let root = Logging("Root", log: log)
    let detail = Logging("Detail", log: log)
    let nav = NavigationController(rootViewController: root)
    host.show(nav)
    nav.pushViewController(detail, animated: false)
    host.runFrame()
    log.lines = []
    return (host, nav, root, detail, log)
  }

  /// Puts a finger down at `start` and moves it through `points`, one move every `step` seconds.
  private func touch(
    _ host: HeadlessHost, down start: CGPoint, through points: [CGPoint], step: TimeInterval = 1.0 / 60
  ) {
    host.send(.touchDown(id: 1, location: start, pointer: false))
    for point in points {
      Application.shared.clock.advance(to: host.now + step)
      host.send(.touchMoved(id: 1, location: point))
    }
  }

  /// Moves in 20-pt steps along y = 300 from `x0` to `x1`, one step a frame.
  private func path(from x0: CGFloat, to x1: CGFloat) -> [CGPoint] {
    let steps = Int((abs(x1 - x0) / 20).rounded(.up))
    return (1...steps).map { CGPoint(x: x0 + (x1 - x0) * CGFloat($0) / CGFloat(steps), y: 300) }
  }

  private func lift(_ host: HeadlessHost, at point: CGPoint, after hold: TimeInterval) {
    if hold > 0 { host.advance(by: hold) }
    host.send(.touchUp(id: 1, location: point))
  }

  @Test func theRecognizerIsALeftEdgePanOnTheRootView() throws {
    let (_, nav, _, _, _) = stack()
    let recognizer = try #require(nav.interactivePopGestureRecognizer as? ScreenEdgePanGestureRecognizer)
    #expect(recognizer.edges == .left)
    #expect(recognizer.view === nav.view)
    #expect(recognizer.delegate === nav)
  }

  @Test func theTopViewFollowsTheFinger() {
    let (host, nav, root, detail, log) = stack()
    touch(host, down: CGPoint(x: 4, y: 300), through: path(from: 4, to: 104))
    #expect(nav.isTransitioning)
    // Translation 100 of 400: progress 0.25.
    #expect(detail.view.transform == CGAffineTransform(translationX: 100, y: 0))
    #expect(root.view.transform == CGAffineTransform(translationX: -100, y: 0))  // −400/3 × 0.75
    #expect(root.view.superview === nav.containerView)
    #expect(
      nav.containerView.subviews.firstIndex { $0 === root.view }! < nav.containerView.subviews.firstIndex {
        $0 === detail.view
      }!)
    #expect(log.lines == ["Root.viewWillAppear(true)", "Detail.viewWillDisappear(true)"])
    #expect(nav.viewControllers.count == 2, "the stack changes only when the pop finishes")
  }

  @Test func aSlowReleasePastHalfwayFinishes() {
    let (host, nav, root, detail, log) = stack()
    touch(host, down: CGPoint(x: 4, y: 300), through: path(from: 4, to: 254))  // progress 0.625
    lift(host, at: CGPoint(x: 254, y: 300), after: 0.2)
    #expect(nav.isTransitioning)
    host.advance(by: NavigationController.transitionDuration)
    #expect(!nav.isTransitioning)
    #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
    #expect(detail.view.superview == nil && detail.parent == nil)
    #expect(root.view.transform == .identity && detail.view.transform == .identity)
    #expect(identical(nav.containerView.subviews, [root.view]))
    #expect(
      log.lines == [
        "Root.viewWillAppear(true)", "Detail.viewWillDisappear(true)", "Detail.viewDidDisappear(true)",
        "Root.viewDidAppear(true)",
      ])
    #expect(nav.navigationBar.titleLabel.text == "Root" && nav.navigationBar.backButton.isHidden)
  }

  @Test func aSlowReleaseBeforeHalfwayCancels() {
    let (host, nav, root, detail, log) = stack()
    touch(host, down: CGPoint(x: 4, y: 300), through: path(from: 4, to: 164))  // progress 0.4
    lift(host, at: CGPoint(x: 164, y: 300), after: 0.2)
    host.advance(by: NavigationController.transitionDuration)
    #expect(!nav.isTransitioning)
    #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
    #expect(root.view.superview == nil, "the uncovered view leaves again")
    #expect(identical(nav.containerView.subviews, [detail.view]))
    #expect(detail.view.transform == .identity && root.view.transform == .identity)
    #expect(
      log.lines == [
        "Root.viewWillAppear(true)", "Detail.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
        "Root.viewWillDisappear(true)", "Root.viewDidDisappear(true)", "Detail.viewDidAppear(true)",
      ])
    #expect(nav.navigationBar.titleLabel.text == "Detail")
  }

  @Test func aFlickRightFinishesEarly() {
    let (host, nav, root, _, _) = stack()
    // 4 → 84 in four 1/60 s moves: 1,200 pt/s at progress 0.2.
    touch(host, down: CGPoint(x: 4, y: 300), through: path(from: 4, to: 84))
    lift(host, at: CGPoint(x: 84, y: 300), after: 0)
    host.advance(by: NavigationController.transitionDuration)
    #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
  }

  @Test func aFlickLeftCancelsLate() {
    let (host, nav, _, detail, _) = stack()
    touch(host, down: CGPoint(x: 4, y: 300), through: path(from: 4, to: 304))
    host.advance(by: 0.2)  // rests at progress 0.75
    for x in stride(from: 284.0, through: 224.0, by: -20) {
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.send(.touchMoved(id: 1, location: CGPoint(x: x, y: 300)))
    }
    lift(host, at: CGPoint(x: 224, y: 300), after: 0)  // progress 0.55, moving left at 1,200 pt/s
    host.advance(by: NavigationController.transitionDuration)
    #expect(nav.viewControllers.count == 2 && nav.topViewController === detail)
    #expect(detail.view.transform == .identity)
  }

  @Test func aPanAwayFromTheEdgeOrOnTheRootDoesNotPop() {
    let (host, nav, _, detail, log) = stack()
    host.drag(from: CGPoint(x: 60, y: 300), to: CGPoint(x: 360, y: 300), duration: 0.2)
    host.advance(by: 0.5)
    #expect(nav.viewControllers.count == 2 && detail.view.transform == .identity && log.lines.isEmpty)
    host.drag(from: CGPoint(x: 4, y: 200), to: CGPoint(x: 14, y: 400), duration: 0.2)  // along the edge
    host.advance(by: 0.5)
    #expect(nav.viewControllers.count == 2 && log.lines.isEmpty)
    nav.popViewController(animated: false)
    log.lines = []
    host.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 304, y: 300), duration: 0.2)
    host.advance(by: 0.5)
    #expect(nav.viewControllers.count == 1 && log.lines.isEmpty)
    #expect(nav.interactivePopGestureRecognizer?.state == .possible)
  }

  @Test func theReleaseRuleDecidesByVelocityThenPosition() {
    let cases: [(CGFloat, CGFloat, Bool)] = [
      (0.6, 0, true), (0.4, 0, false), (0.51, -299, true), (0.49, 299, false),
      (0.1, 301, true), (0.9, -301, false), (0.0, 1000, true), (1.0, -1000, false),
    ]
    for (progress, velocity, finishes) in cases {
      #expect(
        NavigationController.interactivePopFinishes(progress: progress, velocity: velocity) == finishes,
        "progress \(progress), velocity \(velocity)")
    }
  }
}

/// Whether two view lists hold the same instances in the same order.
@MainActor private func identical(_ a: [View], _ b: [View?]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
