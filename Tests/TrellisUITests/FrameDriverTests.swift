import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

/// The order in which frame work happened, as short strings.
@MainActor private final class TickLog {
  var entries: [String] = []
}

/// A driver that logs its ticks and wants frames while `wantsFrames` is set.
@MainActor private final class LoggingDriver: FrameDriver {
  let name: String
  let log: TickLog
  var wantsFrames = false
  /// Runs after the tick is logged (to join or leave from inside a tick).
  var onTick: ((LoggingDriver) -> Void)?
  private(set) var lastTickTime: TimeInterval?

  init(_ name: String, log: TickLog) {
    self.name = name
    self.log = log
  }

  func tick(at time: TimeInterval) {
    lastTickTime = time
    log.entries.append(name)
    onTick?(self)
  }

  var needsFrames: Bool { wantsFrames }
}

/// A view that logs its layout passes.
@MainActor private final class LoggingView: View {
  var log: TickLog?
  override func layoutSubviews() {
    super.layoutSubviews()
    log?.entries.append("layout")
  }
}

@MainActor
@Suite("Application: frame drivers")
struct FrameDriverTests {
  private func identities(_ drivers: [any FrameDriver]) -> [ObjectIdentifier] { drivers.map(ObjectIdentifier.init) }

  private var standardIdentities: [ObjectIdentifier] {
    [ObjectIdentifier(Animator.shared), ObjectIdentifier(GestureRecognizerScheduler.shared)]
  }

  @Test func theAnimatorThenGestureTimeoutsThenJoinedDriversTickInOrderBeforeLayout() {
    let host = HeadlessHost()
    let log = TickLog()
    let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.show(view)
    view.log = log
    let drivers = ["C", "A", "B"].map { LoggingDriver($0, log: log) }
    for driver in drivers { Application.shared.addFrameDriver(driver) }
    let animation = ValueAnimation(
      from: CGFloat(0), to: 1, duration: 1, curve: .linear, setter: { _ in log.entries.append("animator") })
    Animator.shared.add(animation)
    let owner = TapGestureRecognizer()
    GestureRecognizerScheduler.shared.schedule(after: 0.01, for: owner) { log.entries.append("timeout") }
    view.setNeedsLayout()

    Application.shared.renderFrame(at: 0.02)

    #expect(log.entries == ["animator", "timeout", "C", "A", "B", "layout"])
    #expect(drivers.map(\.lastTickTime) == [0.02, 0.02, 0.02])
    #expect(identities(Application.shared.frameDrivers) == standardIdentities + identities(drivers))
  }

  @Test func aDriverThatWantsFramesKeepsThemComingThenLetsTheApplicationGoIdle() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    host.runFrame()
    #expect(!Application.shared.needsFrame)
    #expect(!host.frameRequested)

    let log = TickLog()
    let driver = LoggingDriver("D", log: log)
    driver.wantsFrames = true
    Application.shared.addFrameDriver(driver)
    #expect(Application.shared.needsFrame, "joining asks for a frame")
    #expect(host.frameRequested, "and wakes the host")

    host.advance(by: 0.05)  // three frames
    #expect(log.entries == ["D", "D", "D"])
    #expect(Application.shared.needsFrame)
    #expect(host.frameRequested, "after each frame the host is asked for the next")

    driver.wantsFrames = false
    host.runFrame()
    #expect(!Application.shared.needsFrame)
    #expect(!host.frameRequested)
    #expect(log.entries == ["D", "D", "D", "D"], "still ticked while on the list")
  }

  @Test func aDriverRemovingItselfDuringItsTickIsNotTickedAgainAndTheOthersStillAre() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = TickLog()
    let a = LoggingDriver("A", log: log)
    let b = LoggingDriver("B", log: log)
    let c = LoggingDriver("C", log: log)
    b.wantsFrames = true
    b.onTick = { Application.shared.removeFrameDriver($0) }
    for driver in [a, b, c] { Application.shared.addFrameDriver(driver) }

    host.runFrame()
    #expect(log.entries == ["A", "B", "C"])
    #expect(!Application.shared.needsFrame, "a driver that left no longer keeps frames coming")
    host.runFrame()
    #expect(log.entries == ["A", "B", "C", "A", "C"])
    #expect(identities(Application.shared.frameDrivers) == standardIdentities + identities([a, c]))
  }

  @Test func aDriverRemovedOrAddedByAnotherDuringAPassWaitsForTheNextFrame() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = TickLog()
    let a = LoggingDriver("A", log: log)
    let b = LoggingDriver("B", log: log)
    let late = LoggingDriver("late", log: log)
    late.wantsFrames = true
    a.onTick = { _ in
      Application.shared.removeFrameDriver(b)
      Application.shared.addFrameDriver(late)
      a.onTick = nil
    }
    Application.shared.addFrameDriver(a)
    Application.shared.addFrameDriver(b)

    host.runFrame()
    #expect(log.entries == ["A"], "b left before its turn; late joined after the pass began")
    #expect(Application.shared.needsFrame, "late wants frames from the frame it joined in")
    #expect(host.frameRequested)
    host.runFrame()
    #expect(log.entries == ["A", "A", "late"])
  }

  @Test func addingTwiceKeepsOneEntryAndTheStandardDriversCannotBeRemoved() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = TickLog()
    let a = LoggingDriver("A", log: log)
    Application.shared.addFrameDriver(a)
    Application.shared.addFrameDriver(a)
    Application.shared.addFrameDriver(Animator.shared)
    Application.shared.removeFrameDriver(Animator.shared)
    Application.shared.removeFrameDriver(GestureRecognizerScheduler.shared)
    #expect(identities(Application.shared.frameDrivers) == standardIdentities + identities([a]))
    host.runFrame()
    #expect(log.entries == ["A"])
  }

  @Test func aReleasedDriverLeavesTheList() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = TickLog()
    var driver: LoggingDriver? = LoggingDriver("gone", log: log)
    driver?.wantsFrames = true
    Application.shared.addFrameDriver(driver!)
    driver = nil
    host.runFrame()
    #expect(log.entries.isEmpty)
    #expect(!Application.shared.needsFrame)
    #expect(identities(Application.shared.frameDrivers) == standardIdentities)
  }

  @Test func resetKeepsTheAnimatorAndTheGestureSchedulerAndRemovesTheRest() {
    _ = HeadlessHost()
    let log = TickLog()
    let a = LoggingDriver("A", log: log)
    Application.shared.addFrameDriver(a)
    #expect(Application.shared.frameDrivers.count == 3)
    let host = HeadlessHost()  // resets the application
    #expect(identities(Application.shared.frameDrivers) == standardIdentities)
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    host.runFrame()
    #expect(log.entries.isEmpty)
  }

  @Test func resetDuringATickRemovesTheDriversNotYetTicked() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    let log = TickLog()
    let a = LoggingDriver("A", log: log)
    let b = LoggingDriver("B", log: log)
    a.onTick = { _ in Application.shared.reset() }
    Application.shared.addFrameDriver(a)
    Application.shared.addFrameDriver(b)
    Application.shared.renderFrame(at: 0.1)
    #expect(log.entries == ["A"])
    #expect(identities(Application.shared.frameDrivers) == standardIdentities)
  }

  @Test func pendingGestureTimeoutsKeepFramesComingUntilTheyFire() {
    let host = HeadlessHost()
    host.show(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    host.runFrame()
    #expect(!host.frameRequested)
    var fired = 0
    let owner = TapGestureRecognizer()
    GestureRecognizerScheduler.shared.schedule(after: 0.1, for: owner) { fired += 1 }
    #expect(host.frameRequested)
    #expect(Application.shared.needsFrame)
    host.advance(by: 0.05)
    #expect(fired == 0)
    #expect(Application.shared.needsFrame)
    host.advance(by: 0.05)
    #expect(fired == 1)
    #expect(!Application.shared.needsFrame)
    #expect(!host.frameRequested)
  }
}
