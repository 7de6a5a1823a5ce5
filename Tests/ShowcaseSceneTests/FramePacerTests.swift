import Foundation
import Testing

@testable import TrellisSDL

/// The SDL host's frame pacing (`FramePacer`) driven by a model of its loop under a manual clock: the
/// loop waits as the pacer says (an event arriving ends the wait), reads the events that arrived, and
/// runs a frame when one is due; a frame takes its work time, then presents (with vsync, the present
/// returns at the next refresh, a multiple of the interval). Times are compared in whole microseconds.
@Suite("SDLHost: frame pacing and input latency")
struct FramePacerTests {
  /// One frame pipeline run of the model: when it began, when its present returned (nil: nothing
  /// presented), and the latency the pacer measured.
  struct Run: Equatable, CustomStringConvertible {
    var start: Int
    var end: Int?
    var latency: Int?
    var description: String { "(\(start), \(end.map(String.init) ?? "-"), \(latency.map(String.init) ?? "-"))" }
  }

  /// The host's loop, with the display and the application as the model has them.
  struct LoopModel {
    var pacer: FramePacer
    /// The manual clock, in seconds.
    var now: TimeInterval = 0
    /// When input events arrive, in seconds, oldest first; consumed as the loop reads them.
    var arrivals: [TimeInterval] = []
    /// Work (layout and drawing) of the frame beginning at a time, in seconds.
    var work: (TimeInterval) -> TimeInterval = { _ in 0.004 }
    /// Whether an animation wants frames (every one presents) at a time.
    var animating: (TimeInterval) -> Bool = { _ in true }
    /// When each input event was read by the loop, oldest first.
    var readTimes: [TimeInterval] = []
    /// The frames run so far.
    var runs: [Run] = []

    init(vsync: Bool, interval: TimeInterval = 0.016) {
      pacer = FramePacer(refreshInterval: interval, presentWaitsForVSync: vsync, idleWakeInterval: interval)
    }

    /// Microseconds, rounded.
    static func us(_ seconds: TimeInterval) -> Int { Int((seconds * 1_000_000).rounded()) }

    /// Turns of the loop until the clock passes `end`, as `SDLHost.runIteration()` makes them.
    mutating func run(until end: TimeInterval) {
      var inputSinceFrame = false
      while now < end {
        let wait = pacer.wait(at: now, wantsFrame: animating(now) || inputSinceFrame)
        if let next = arrivals.first, next <= now + wait {
          now = max(now, next)
        } else {
          now += wait
          // The host's wait is rounded up to whole milliseconds; here it ends at the due time exactly.
          if now < pacer.frameDue && pacer.frameDue - now < 1e-12 { now = pacer.frameDue }
        }
        if let next = arrivals.first, next <= now {
          // Everything that arrived by now is read in this turn, noted at the time the wait returned.
          while let next = arrivals.first, next <= now { arrivals.removeFirst() }
          pacer.noteInput(at: now)
          readTimes.append(now)
          inputSinceFrame = true
        }
        guard pacer.isFrameDue(at: now) else { continue }
        let start = now
        let presents = animating(start) || inputSinceFrame
        inputSinceFrame = false
        pacer.beginFrame(at: start)
        now += work(start)
        if presents && pacer.presentWaitsForVSync {
          let interval = pacer.refreshInterval
          now = (now / interval).rounded(.up) * interval
        }
        let latency = pacer.endFrame(presentedAt: presents ? now : nil)
        runs.append(Run(start: Self.us(start), end: presents ? Self.us(now) : nil, latency: latency.map(Self.us)))
      }
    }
  }

  @Test func withoutVSyncFramesFollowTheRefreshRateAndInputLandsInTheNextFrame() {
    var loop = LoopModel(vsync: false)
    // One input while the loop waits (20 ms), one while a frame works (32 ms, in the frame begun at 30 ms).
    loop.arrivals = [0.020, 0.032]
    loop.run(until: 0.046)
    // Frames 15 ms apart (an interval less the 1 ms slack), each presenting 4 ms after it began.
    #expect(
      loop.runs == [
        Run(start: 0, end: 4_000, latency: nil), Run(start: 15_000, end: 19_000, latency: nil),
        Run(start: 30_000, end: 34_000, latency: 14_000), Run(start: 45_000, end: 49_000, latency: 15_000),
      ])
    // The input of 32 ms is read when the frame ends (34 ms) and drawn by the next frame, which begins
    // 13 ms after it arrived: no input waits past the next refresh.
    #expect(loop.readTimes.map(LoopModel.us) == [20_000, 34_000])
  }

  @Test func withVSyncTheNextFrameBeginsWhenThePresentReturns() {
    var loop = LoopModel(vsync: true)
    loop.arrivals = [0.020]
    loop.run(until: 0.040)
    // Each present returns at a refresh (multiples of 16 ms) and the next frame begins at once; the input
    // of 20 ms, during the frame begun at 16 ms, is read at 32 ms and presented at 48 ms.
    #expect(
      loop.runs == [
        Run(start: 0, end: 16_000, latency: nil), Run(start: 16_000, end: 32_000, latency: nil),
        Run(start: 32_000, end: 48_000, latency: 16_000),
      ])
    #expect(loop.readTimes.map(LoopModel.us) == [32_000])
  }

  @Test func aLateFrameIsFollowedAtOnceWithoutCatchingUp() {
    var plain = LoopModel(vsync: false)
    plain.work = { start in abs(start - 0.015) < 1e-9 ? 0.030 : 0.004 }
    plain.run(until: 0.062)
    // The frame begun at 15 ms takes 30 ms: the next begins when it ends (45 ms), then one interval on.
    #expect(plain.runs.map(\.start) == [0, 15_000, 45_000, 60_000])
    var synced = LoopModel(vsync: true)
    synced.work = { start in abs(start - 0.016) < 1e-9 ? 0.020 : 0.004 }
    synced.run(until: 0.070)
    // The frame begun at 16 ms misses the refresh at 32 ms and presents at 48 ms; the next begins then.
    #expect(
      synced.runs == [
        Run(start: 0, end: 16_000, latency: nil), Run(start: 16_000, end: 48_000, latency: nil),
        Run(start: 48_000, end: 64_000, latency: nil), Run(start: 64_000, end: 80_000, latency: nil),
      ])
  }

  @Test func aVSyncThatDoesNotBlockStillPacesAtHalfAnInterval() {
    // The driver claims vsync but its present returns at once: frames half an interval apart (binary
    // fractions of a second, so the sums are exact), never back to back.
    var pacer = FramePacer(refreshInterval: 1.0 / 32, presentWaitsForVSync: true, idleWakeInterval: 1.0 / 32)
    var starts: [Int] = []
    var now = 0.0
    for _ in 0..<4 {
      now += pacer.wait(at: now, wantsFrame: true)
      #expect(pacer.isFrameDue(at: now))
      starts.append(LoopModel.us(now))
      pacer.beginFrame(at: now)
      now += 1.0 / 256
      _ = pacer.endFrame(presentedAt: now)
    }
    #expect(starts == [0, 15_625, 31_250, 46_875])
  }

  @Test func idleTheLoopRunsOncePerIntervalAndDrawsInputAtOnce() {
    var loop = LoopModel(vsync: false)
    loop.animating = { $0 < 0.001 }
    loop.arrivals = [0.1003]
    loop.run(until: 0.104)
    // One frame presents, then runs that present nothing, one per interval less the slack (each takes
    // 4 ms here); the input at 100.3 ms is drawn at once, 4 ms of work later.
    let idle = loop.runs.dropFirst().filter { $0.end == nil }.map(\.start)
    #expect(idle == [15_000, 30_000, 45_000, 60_000, 75_000, 90_000])
    #expect(loop.runs.first == Run(start: 0, end: 4_000, latency: nil))
    #expect(loop.runs.last == Run(start: 100_300, end: 104_300, latency: 4_000))
  }

  @Test func aRunThatPresentsNothingDoesNotSpin() {
    var pacer = FramePacer(refreshInterval: 0.016, presentWaitsForVSync: true, idleWakeInterval: 0.016)
    pacer.beginFrame(at: 0)
    _ = pacer.endFrame(presentedAt: 0.016)
    pacer.beginFrame(at: 0.016)
    #expect(pacer.endFrame(presentedAt: nil) == nil)
    // The application wants frames but the last run drew nothing: the next waits one interval, less the slack.
    #expect(LoopModel.us(pacer.wait(at: 0.017, wantsFrame: true)) == 14_000)
    #expect(!pacer.isFrameDue(at: 0.0309))
    #expect(pacer.isFrameDue(at: 0.0311))
    // Input makes the frame due at once: it presents.
    pacer.noteInput(at: 0.020)
    pacer.noteInput(at: 0.019)
    #expect(pacer.wait(at: 0.020, wantsFrame: true) == 0)
    pacer.beginFrame(at: 0.020)
    #expect(pacer.oldestInputInFrame == 0.019 && pacer.oldestPendingInput == nil)
    #expect(pacer.endFrame(presentedAt: 0.032).map(LoopModel.us) == 13_000)
  }
}
