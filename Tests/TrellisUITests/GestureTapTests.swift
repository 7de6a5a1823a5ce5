import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Gestures: tap")
struct GestureTapTests {
  @Test func aTapSendsOneRecognizedActionAtTheLiftAndResets() {
    let (host, _, view, log) = gestureScene()
    var location = CGPoint.zero
    let tap = TapGestureRecognizer { [unowned view] tap in
      log("tap \(tap.state) touches=\(tap.numberOfTouches)")
      location = tap.location(in: view)
    }
    view.addGestureRecognizer(tap)
    host.down(50, 60)
    #expect(log.lines == ["view.began"])
    host.advance(by: 0.1)
    host.up(52, 61)
    #expect(log.lines == ["view.began", "view.cancelled", "tap ended touches=1"])
    #expect(location == CGPoint(x: 52, y: 61))
    #expect(tap.state == .possible)
    #expect(tap.view === view)
    #expect(view.gestureRecognizers?.count == 1)
  }

  @MainActor final class TapTarget {
    var taps: [CGPoint] = []
    func handleTap(_ tap: TapGestureRecognizer) { taps.append(tap.location(in: nil)) }
  }

  @Test func targetMethodsAreCalledUntilTheTargetIsRemoved() {
    let (host, _, view, _) = gestureScene()
    let target = TapTarget()
    let tap = TapGestureRecognizer()
    tap.addTarget(target, action: TapTarget.handleTap)
    view.addGestureRecognizer(tap)
    host.tap(at: CGPoint(x: 10, y: 20))
    tap.removeTarget(target)
    host.advance(by: 1)
    host.tap(at: CGPoint(x: 30, y: 40))
    #expect(target.taps == [CGPoint(x: 10, y: 20)])
  }

  @Test func aFingerMovingMoreThanTenPointsFailsTheTap() {
    let (host, _, view, log) = gestureScene()
    let tap = TapGestureRecognizer()
    logActions(of: tap, as: "tap", to: log)
    view.addGestureRecognizer(tap)
    host.down(50, 50)
    host.move(50, 60)  // exactly 10: still a tap
    #expect(tap.state == .possible)
    host.move(50, 61)
    #expect(tap.state == .failed)
    host.up(50, 50)
    #expect(log.lines.filter { $0.hasPrefix("tap") } == [])
    #expect(tap.state == .possible)
  }

  @Test func aSingleTapRequiringADoubleTapToFailFiresOnlyAfterTheInterval() {
    let (host, _, view, log) = gestureScene()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    var firedAt: TimeInterval?
    let single = TapGestureRecognizer { tap in
      log("single \(tap.state)")
      firedAt = host.now
    }
    logActions(of: double, as: "double", to: log)
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 100, y: 100), duration: 0.05)
    host.advance(by: 0.3)
    #expect(log.lines == ["view.began"])
    host.advance(by: 0.1)
    // The view's end was held (delaysTouchesEnded) and is cancelled when the single tap recognizes.
    #expect(log.lines == ["view.began", "view.cancelled", "single ended"])
    // The double tap's 0.35 s timeout started at the lift (t = 0.05).
    #expect(abs((firedAt ?? 0) - 0.40) <= host.frameInterval + 1e-9)
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test func aDoubleTapFiresAndTheSingleTapNeverDoes() {
    let (host, _, view, log) = gestureScene()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let single = TapGestureRecognizer()
    logActions(of: double, as: "double", to: log)
    logActions(of: single, as: "single", to: log)
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.2)
    host.tap(at: CGPoint(x: 104, y: 98))
    host.advance(by: 1)
    #expect(log.lines.filter { !$0.hasPrefix("view") } == ["double ended"])
    // The first tap's end was held until the gesture was decided; the double tap cancels both touches.
    #expect(
      log.lines.filter { $0.hasPrefix("view") } == ["view.began", "view.began", "view.cancelled", "view.cancelled"])
  }

  @Test func aSecondTapTooLateOrTooFarIsNotADoubleTap() {
    let (host, _, view, log) = gestureScene()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    logActions(of: double, as: "double", to: log)
    view.addGestureRecognizer(double)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.4)
    host.tap(at: CGPoint(x: 100, y: 100))
    host.advance(by: 0.1)
    host.tap(at: CGPoint(x: 150, y: 100))
    host.advance(by: 1)
    #expect(!log.lines.contains("double ended"))
  }

  @Test func aTwoFingerTapNeedsBothFingers() {
    let (host, _, view, log) = gestureScene()
    let tap = TapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    logActions(of: tap, as: "tap2", to: log)
    view.addGestureRecognizer(tap)
    host.tap(at: CGPoint(x: 100, y: 100))
    #expect(!log.lines.contains("tap2 ended"))
    host.down(100, 100, id: 1)
    host.down(140, 100, id: 2)
    host.up(100, 100, id: 1)
    host.up(140, 100, id: 2)
    #expect(log.lines.filter { $0.hasPrefix("tap2") } == ["tap2 ended"])
  }

  @Test func aControlInsideKeepsItsTapFromASingleTapOnAnAncestor() {
    let (host, outer, _, log) = gestureScene()
    let button = Control(frame: CGRect(x: 320, y: 400, width: 60, height: 40))
    outer.addSubview(button)
    button.addAction(for: .touchUpInside) { _ in log("button") }
    let tap = TapGestureRecognizer()
    logActions(of: tap, as: "tap", to: log)
    outer.addGestureRecognizer(tap)
    host.tap(at: CGPoint(x: 340, y: 420))
    #expect(log.lines == ["button"])
    host.tap(at: CGPoint(x: 340, y: 300))
    #expect(log.lines == ["button", "outer.began", "outer.cancelled", "tap ended"])
  }
}
