import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("Gestures: pinch")
struct GesturePinchTests {
  @Test func scaleIsTheFingerDistanceOverTheStartingDistance() {
    let (host, _, view, log) = gestureScene()
    var endVelocity: CGFloat = 0
    let pinch = PinchGestureRecognizer { pinch in
      log("pinch \(pinch.state) \(fmt(pinch.scale)) touches=\(pinch.numberOfTouches)")
      if pinch.state == .ended { endVelocity = pinch.velocity }
    }
    view.addGestureRecognizer(pinch)
    host.pinch(center: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.3)
    let lines = log.lines.filter { $0.hasPrefix("pinch") }
    // 18 steps of 5.56 pt, each finger moving half of it: the first finger alone (2.78 pt) stays under
    // the 4 pt threshold, the second begins the gesture; then every move changes it (2 × 17), and the
    // first lift ends it.
    #expect(lines.first == "pinch began 1.06 touches=2")
    #expect(lines.count == 36)
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("pinch changed") })
    #expect(lines.last == "pinch ended 2 touches=2")
    #expect(abs(endVelocity - 1 / 0.3) < 0.01)  // scale 1 → 2 in 0.3 s, steadily
    #expect(pinch.state == .possible && pinch.scale == 1)
  }

  @Test func settingTheScaleRebasesLaterChanges() {
    let (host, _, view, _) = gestureScene()
    var scales: [CGFloat] = []
    let pinch = PinchGestureRecognizer { scales.append($0.scale) }
    view.addGestureRecognizer(pinch)
    host.down(100, 150, id: 1)
    host.down(200, 150, id: 2)
    host.move(250, 150, id: 2)  // distance 150: scale 1.5
    pinch.scale = 1
    host.move(300, 150, id: 2)  // distance 200: 200 / 150
    #expect(scales.map(fmt) == ["1.5", "1.33"])
  }

  @Test func magnifyEventsDriveThePinchAndEndAfterAPause() {
    let (host, _, view, log) = gestureScene()
    var location = CGPoint.zero
    var endedAt: TimeInterval?
    let pinch = PinchGestureRecognizer { [unowned view] pinch in
      log("pinch \(pinch.state) \(fmt(pinch.scale))")
      location = pinch.location(in: view)
      if pinch.state == .ended { endedAt = host.now }
    }
    view.addGestureRecognizer(pinch)
    host.send(.magnify(factor: 1.25, location: CGPoint(x: 120, y: 80)))
    host.advance(by: 0.05)
    host.send(.magnify(factor: 1.6, location: CGPoint(x: 120, y: 80)))
    host.advance(by: 0.05)
    host.send(.magnify(factor: 0.25, location: CGPoint(x: 120, y: 80)))
    host.advance(by: 0.1)
    #expect(log.lines == ["pinch began 1.25", "pinch changed 2", "pinch changed 0.5"])
    host.advance(by: 0.1)
    #expect(log.lines.last == "pinch ended 0.5")
    #expect(abs((endedAt ?? 0) - 0.25) <= host.frameInterval + 1e-9)
    #expect(location == CGPoint(x: 120, y: 80))
    #expect(pinch.state == .possible)
  }

  @Test func withoutAPinchRecognizerTheViewGetsTheMagnifyEvent() {
    let (host, _, view, log) = gestureScene()
    host.send(.magnify(factor: 1.1, location: CGPoint(x: 120, y: 80)))
    #expect(log.lines == ["view.magnify"])
    let pinch = PinchGestureRecognizer()
    pinch.isEnabled = false
    view.addGestureRecognizer(pinch)
    host.send(.magnify(factor: 1.1, location: CGPoint(x: 120, y: 80)))
    #expect(log.lines == ["view.magnify", "view.magnify"])
    pinch.isEnabled = true
    host.send(.magnify(factor: 1.1, location: CGPoint(x: 120, y: 80)))
    #expect(log.lines == ["view.magnify", "view.magnify"])
  }

  @Test func oneFingerLiftingBeforeItBeganFailsIt() {
    let (host, _, view, log) = gestureScene()
    let pinch = PinchGestureRecognizer()
    logActions(of: pinch, as: "pinch", to: log)
    view.addGestureRecognizer(pinch)
    host.down(100, 150, id: 1)
    host.down(200, 150, id: 2)
    host.move(202, 150, id: 2)
    host.up(100, 150, id: 1)
    #expect(pinch.state == .failed)
    host.up(202, 150, id: 2)
    #expect(!log.lines.contains { $0.hasPrefix("pinch") })
    #expect(pinch.state == .possible)
  }
}
