import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Gestures: long press")
struct GestureLongPressTests {
  @Test func beginsAfterHalfASecondThenChangesAndEnds() {
    let (host, _, view, log) = gestureScene()
    var beganAt: TimeInterval?
    let press = LongPressGestureRecognizer { [unowned view] press in
      log("press \(press.state) at \(fmt(press.location(in: view)))")
      if press.state == .began { beganAt = host.now }
    }
    view.addGestureRecognizer(press)
    host.down(100, 100)
    host.advance(by: 0.45)
    #expect(log.lines == ["view.began"])
    host.advance(by: 0.1)
    #expect(abs((beganAt ?? 0) - 0.5) <= host.frameInterval + 1e-9)
    host.move(130, 100)  // free movement once it began
    host.up(130, 100)
    #expect(
      log.lines == [
        "view.began", "view.cancelled", "press began at (100, 100)", "press changed at (130, 100)",
        "press ended at (130, 100)",
      ])
    #expect(press.state == .possible)
  }

  @Test func movingMoreThanTenPointsBeforeItBeganFailsIt() {
    let (host, _, view, log) = gestureScene()
    let press = LongPressGestureRecognizer()
    logActions(of: press, as: "press", to: log)
    view.addGestureRecognizer(press)
    host.down(100, 100)
    host.advance(by: 0.2)
    host.move(108, 100)
    #expect(press.state == .possible)
    host.move(111, 100)
    #expect(press.state == .failed)
    host.advance(by: 1)
    host.up(111, 100)
    #expect(log.lines == ["view.began", "view.moved", "view.moved", "view.ended"])
    #expect(press.state == .possible)
  }

  @Test func liftingEarlyFailsIt() {
    let (host, _, view, log) = gestureScene()
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 1
    logActions(of: press, as: "press", to: log)
    view.addGestureRecognizer(press)
    host.tap(at: CGPoint(x: 100, y: 100), duration: 0.9)
    host.advance(by: 1)
    #expect(log.lines == ["view.began", "view.ended"])
  }

  @Test func aTapThenPressNeedsTheTapFirst() {
    let (host, _, view, log) = gestureScene()
    let press = LongPressGestureRecognizer()
    press.numberOfTapsRequired = 1
    logActions(of: press, as: "press", to: log)
    view.addGestureRecognizer(press)
    host.down(100, 100)
    host.advance(by: 0.6)
    host.up(100, 100)
    #expect(!log.lines.contains("press began"))
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.1)
    host.down(100, 100)
    host.advance(by: 0.6)
    host.up(100, 100)
    #expect(log.lines.filter { $0.hasPrefix("press") } == ["press began", "press ended"])
  }
}
