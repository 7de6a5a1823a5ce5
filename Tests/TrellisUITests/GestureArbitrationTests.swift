import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Gestures: exclusivity, failure requirements, delegate, touch delivery")
struct GestureArbitrationTests {
  /// Pans on the view and on its superview, logged as "inner" and "outer".
  private func nestedPans() -> (HeadlessHost, PanGestureRecognizer, PanGestureRecognizer, GestureLog) {
    let (host, outer, view, log) = gestureScene()
    let inner = PanGestureRecognizer()
    let outerPan = PanGestureRecognizer()
    logActions(of: inner, as: "inner", to: log)
    logActions(of: outerPan, as: "outer", to: log)
    view.addGestureRecognizer(inner)
    outer.addGestureRecognizer(outerPan)
    return (host, inner, outerPan, log)
  }

  @Test func theNearestRecognizerWinsAndTheOtherFails() {
    let (host, inner, outer, log) = nestedPans()
    host.down(100, 100)
    host.move(100, 120)
    #expect(inner.state == .began && outer.state == .failed)
    host.move(100, 140)
    host.up(100, 140)
    #expect(log.lines == ["view.began", "view.cancelled", "inner began", "inner changed", "inner ended"])
  }

  @Test func eitherDelegateCanAllowSimultaneousRecognition() {
    for side in ["inner", "outer"] {
      let (host, inner, outer, log) = nestedPans()
      let delegate = ScriptedGestureDelegate()
      delegate.simultaneous = true
      (side == "inner" ? inner : outer).delegate = delegate
      host.down(100, 100)
      host.move(100, 120)
      host.up(100, 120)
      #expect(
        log.lines.filter { !$0.hasPrefix("view") } == ["inner began", "outer began", "inner ended", "outer ended"],
        "delegate on \(side)")
    }
  }

  @Test func aDelegateThatDeniesSimultaneityKeepsItExclusive() {
    let (host, inner, outer, log) = nestedPans()
    let delegate = ScriptedGestureDelegate()
    inner.delegate = delegate
    outer.delegate = delegate
    host.down(100, 100)
    host.move(100, 120)
    host.up(100, 120)
    #expect(log.lines.filter { !$0.hasPrefix("view") } == ["inner began", "inner ended"])
  }

  @Test func shouldBeginFalseFailsTheRecognizerAndLeavesTheTouchToTheView() {
    let (host, _, view, log) = gestureScene()
    let tap = TapGestureRecognizer()
    logActions(of: tap, as: "tap", to: log)
    let delegate = ScriptedGestureDelegate()
    delegate.shouldBegin = false
    delegate.log = log
    tap.delegate = delegate
    view.addGestureRecognizer(tap)
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(log.lines == ["view.began", "shouldBegin tap", "view.ended"])
    #expect(tap.state == .possible)
  }

  @Test func shouldReceiveFalseHidesTheTouch() {
    let (host, _, view, log) = gestureScene()
    let tap = TapGestureRecognizer()
    logActions(of: tap, as: "tap", to: log)
    let delegate = ScriptedGestureDelegate()
    delegate.shouldReceive = false
    tap.delegate = delegate
    view.addGestureRecognizer(tap)
    host.tap(at: CGPoint(x: 50, y: 50))
    #expect(log.lines == ["view.began", "view.ended"])
  }

  @Test func cancelsTouchesInViewDecidesWhetherTheViewLosesTheTouch() {
    for cancels in [true, false] {
      let (host, _, view, log) = gestureScene()
      let pan = PanGestureRecognizer()
      pan.cancelsTouchesInView = cancels
      view.addGestureRecognizer(pan)
      host.down(100, 100)
      host.move(100, 105)
      host.move(100, 120)
      host.move(100, 130)
      host.up(100, 130)
      let expected =
        cancels
        ? ["view.began", "view.moved", "view.cancelled"]
        : ["view.began", "view.moved", "view.moved", "view.moved", "view.ended"]
      #expect(log.lines == expected, "cancelsTouchesInView = \(cancels)")
    }
  }

  @Test func delaysTouchesBeganHidesADragAndReleasesATap() {
    let (host, _, view, log) = gestureScene()
    let pan = PanGestureRecognizer()
    pan.delaysTouchesBegan = true
    view.addGestureRecognizer(pan)
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), duration: 0.1)
    #expect(log.lines == [])
    host.down(100, 100)
    host.move(100, 104)
    #expect(log.lines == [])
    host.up(100, 104)
    #expect(log.lines == ["view.began", "view.moved", "view.ended"])
  }

  @Test func delaysTouchesEndedFalseLetsTheViewSeeTheEndAtOnce() {
    let (host, _, view, log) = gestureScene()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    double.delaysTouchesEnded = false
    view.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(log.lines == ["view.began", "view.ended"])
  }

  @Test func aDelegateCanRequireAnotherRecognizerToFail() {
    let (host, _, view, log) = gestureScene()
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 0.2
    press.allowableMovement = 20
    let pan = PanGestureRecognizer()
    logActions(of: press, as: "press", to: log)
    logActions(of: pan, as: "pan", to: log)
    let delegate = ScriptedGestureDelegate()
    delegate.requiresFailureOf = press
    pan.delegate = delegate
    view.addGestureRecognizer(press)
    view.addGestureRecognizer(pan)
    // Past 10 pt the pan waits for the press; past 20 pt the press fails, and the pan begins then.
    host.down(100, 100)
    host.move(100, 111)
    #expect(pan.state == .possible && press.state == .possible)
    #expect(log.lines == ["view.began", "view.moved"])
    host.move(100, 125)
    #expect(pan.state == .changed && press.state == .failed)
    host.up(100, 125)
    host.advance(by: 1)
    // A press held still wins: the pan, still possible, fails with it.
    host.down(100, 100)
    host.advance(by: 0.3)
    host.move(100, 140)
    host.up(100, 140)
    #expect(
      log.lines.filter { !$0.hasPrefix("view") } == [
        "pan began", "pan changed", "pan ended", "press began", "press changed", "press ended",
      ])
  }

  @Test func removingOrDisablingARecognizerMidGestureCancelsIt() {
    for removes in [true, false] {
      let (host, _, view, log) = gestureScene()
      let pan = PanGestureRecognizer()
      logActions(of: pan, as: "pan", to: log)
      view.addGestureRecognizer(pan)
      host.down(100, 100)
      host.move(100, 120)
      if removes { view.removeGestureRecognizer(pan) } else { pan.isEnabled = false }
      host.move(100, 140)
      host.up(100, 140)
      #expect(log.lines == ["view.began", "view.cancelled", "pan began", "pan cancelled"])
      #expect(pan.state == .possible)
      #expect(view.gestureRecognizers?.count == (removes ? nil : 1))
    }
  }

  @Test func aStateSetByHandFollowsTheStateMachine() {
    let (_, _, view, log) = gestureScene()
    let recognizer = GestureRecognizer()
    logActions(of: recognizer, as: "custom", to: log)
    view.addGestureRecognizer(recognizer)
    recognizer.state = .changed  // illegal from possible: ignored
    #expect(recognizer.state == .possible)
    recognizer.state = .ended  // recognized, then reset at the end of the step
    #expect(log.lines == ["custom ended"])
    #expect(recognizer.state == .possible)
  }
}
