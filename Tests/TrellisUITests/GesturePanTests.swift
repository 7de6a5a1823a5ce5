import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Gestures: pan")
struct GesturePanTests {
  private func loggedPan(in view: View, log: GestureLog) -> PanGestureRecognizer {
    let pan = PanGestureRecognizer { [unowned view] pan in log("pan \(pan.state) \(fmt(pan.translation(in: view)))") }
    view.addGestureRecognizer(pan)
    return pan
  }

  @Test func beginsOnlyPastTenPointsAndTracksTheTranslation() {
    let (host, _, view, log) = gestureScene()
    _ = loggedPan(in: view, log: log)
    host.down(100, 100)
    host.move(100, 105)
    host.move(106, 108)  // 10 pt away: not yet
    #expect(log.lines == ["view.began", "view.moved", "view.moved"])
    host.move(100, 112)
    host.move(80, 150)
    host.up(80, 160)
    #expect(
      log.lines == [
        "view.began", "view.moved", "view.moved", "view.cancelled", "pan began (0, 12)", "pan changed (-20, 50)",
        "pan ended (-20, 60)",
      ])
  }

  @Test func liftingBeforeTheThresholdFailsItAndTheViewGetsTheEnd() {
    let (host, _, view, log) = gestureScene()
    let pan = loggedPan(in: view, log: log)
    host.down(100, 100)
    host.move(104, 104)
    host.up(104, 104)
    #expect(log.lines == ["view.began", "view.moved", "view.ended"])
    #expect(pan.state == .possible)
  }

  @Test func setTranslationRebasesLaterMoves() {
    let (host, _, view, log) = gestureScene()
    let pan = loggedPan(in: view, log: log)
    host.down(100, 100)
    host.move(100, 120)
    pan.setTranslation(CGPoint(x: 5, y: 0), in: view)
    host.move(100, 130)
    host.up(100, 130)
    #expect(log.lines.suffix(3) == ["pan began (0, 20)", "pan changed (5, 10)", "pan ended (5, 10)"])
  }

  @Test func translationIsInTheRequestedViewsCoordinates() {
    let (host, outer, view, log) = gestureScene()
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    let pan = PanGestureRecognizer { pan in
      log("window \(fmt(pan.translation(in: nil))) view \(fmt(pan.translation(in: view)))")
    }
    outer.addGestureRecognizer(pan)
    host.down(150, 150)
    host.move(150, 190)
    #expect(log.lines.last == "window (0, 40) view (0, 20)")
  }

  @Test func velocityIsPointsPerSecondOverTheRecentMotion() {
    let (host, _, view, _) = gestureScene()
    var velocities: [CGPoint] = []
    let pan = PanGestureRecognizer { [unowned view] pan in
      if pan.state == .ended { velocities.append(pan.velocity(in: view)) }
    }
    view.addGestureRecognizer(pan)
    // 240 pt in 0.3 s: 800 pt/s, released moving.
    host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 260, y: 20), duration: 0.3)
    // The same, then resting 0.2 s before lifting: no velocity.
    host.advance(by: 1)
    host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 20, y: 260), duration: 0.3, holdBeforeRelease: 0.2)
    #expect(velocities.count == 2)
    #expect(abs(velocities[0].x - 800) < 0.5 && velocities[0].y == 0)
    #expect(velocities[1] == .zero)
  }

  @Test func velocityDuringTheDragFollowsTheFinger() {
    let (host, _, view, _) = gestureScene()
    var last = CGPoint.zero
    let pan = PanGestureRecognizer { [unowned view] pan in last = pan.velocity(in: view) }
    view.addGestureRecognizer(pan)
    host.down(50, 50)
    for step in 1...12 {
      Application.shared.clock.advance(to: host.now + 0.01)
      host.move(50, 50 + CGFloat(step) * 3)  // 300 pt/s
    }
    #expect(abs(last.y - 300) < 0.5)
    #expect(pan.state == .changed)
  }

  @Test func aSecondFingerDoesNotMakeTheTranslationJump() {
    let (host, _, view, log) = gestureScene()
    _ = loggedPan(in: view, log: log)
    host.down(100, 100, id: 1)
    host.move(100, 120, id: 1)
    host.down(200, 200, id: 2)
    host.move(100, 130, id: 1)  // centroid moves 5
    host.up(100, 130, id: 1)
    host.move(200, 210, id: 2)
    host.up(200, 210, id: 2)
    #expect(
      log.lines.filter { $0.hasPrefix("pan") } == [
        "pan began (0, 20)", "pan changed (0, 25)", "pan changed (0, 35)", "pan ended (0, 35)",
      ])
  }

  @Test func theMinimumNumberOfTouchesHoldsTheGestureBack() {
    let (host, _, view, log) = gestureScene()
    let pan = loggedPan(in: view, log: log)
    pan.minimumNumberOfTouches = 2
    host.down(100, 100, id: 1)
    host.move(100, 150, id: 1)
    #expect(!log.lines.contains { $0.hasPrefix("pan") })
    host.down(160, 150, id: 2)
    host.move(100, 180, id: 1)  // the centroid moves 15 from where the second finger landed
    host.move(160, 180, id: 2)
    #expect(log.lines.filter { $0.hasPrefix("pan") } == ["pan began (0, 15)", "pan changed (0, 30)"])
  }
}
