import Foundation

/// When the SDL host's loop runs a frame, and how long input waited for its pixels: the loop's pacing
/// as a value, free of SDL and clocks, so tests drive it with exact readings of a manual clock.
///
/// The loop asks `wait(at:wantsFrame:)` how long to sleep in `SDL_WaitEventTimeout`, handles the events
/// that came (telling `noteInput(at:)` when input was among them), and runs the frame pipeline when
/// `isFrameDue(at:)`: `beginFrame(at:)` before `Application.renderFrame(at:)`, `endFrame(presentedAt:)`
/// after, which answers the input-to-present latency of a presented frame.
///
/// Rules:
/// - Without vsync (presenting returns at once), a presented frame starting at `s` makes the next due at
///   `s + refreshInterval − slack`: frames follow the refresh rate on the loop's own timer.
/// - With vsync, presenting blocks until the refresh, so its return is a refresh: the next frame is due
///   at once after it (its present waits for the next refresh), but no sooner than half an interval
///   after the last frame began, so a driver that claims vsync without blocking can't make the loop spin.
/// - A frame pipeline run that presented nothing (the application had nothing new) does not delay input:
///   input that arrives afterwards is drawn as soon as a presented frame is due; without input, the next
///   run waits one interval from it.
/// - Idle (no frame wanted, the slot passed), the loop sleeps `idleWakeInterval` between runs.
///
/// So input that the loop reads before a frame's layout is in that frame, and a frame is due at the
/// latest one refresh interval after the previous one began (or at once after a vsync present).
struct FramePacer: Equatable {
  /// The display's refresh interval in seconds.
  var refreshInterval: TimeInterval
  /// Whether presenting blocks until the display's refresh (a vsync renderer).
  var presentWaitsForVSync: Bool
  /// The longest idle sleep before the loop runs the pipeline again (main-queue work reaches the screen).
  var idleWakeInterval: TimeInterval
  /// How much earlier than one refresh interval after the last frame the next may start without vsync.
  static let slack: TimeInterval = 0.001

  /// When the last presented frame began, in loop seconds.
  private(set) var lastPresentedStart: TimeInterval = -.infinity
  /// When the last presented frame's present returned.
  private(set) var lastPresentEnd: TimeInterval = -.infinity
  /// When the last frame pipeline run began, presented or not.
  private(set) var lastRunStart: TimeInterval = -.infinity
  /// Whether the last run presented a frame.
  private(set) var lastRunPresented = true
  /// When the oldest input read since the last run's layout began arrived; nil when none did.
  private(set) var oldestPendingInput: TimeInterval?
  /// The oldest input the frame being made includes (moved from `oldestPendingInput` by `beginFrame`).
  private(set) var oldestInputInFrame: TimeInterval?

  /// When the next frame that presents may start.
  var presentedFrameDue: TimeInterval {
    presentWaitsForVSync
      ? max(lastPresentEnd, lastPresentedStart + refreshInterval / 2)
      : lastPresentedStart + refreshInterval - Self.slack
  }

  /// When the next frame pipeline run is due: a presented frame's slot, one interval after a run that
  /// presented nothing when no input came since.
  var frameDue: TimeInterval {
    guard !lastRunPresented, oldestPendingInput == nil else { return presentedFrameDue }
    return max(presentedFrameDue, lastRunStart + refreshInterval - Self.slack)
  }

  /// Whether the frame pipeline should run now.
  func isFrameDue(at now: TimeInterval) -> Bool { now >= frameDue }

  /// How long the loop may wait for events at `now` before its next turn: until the frame is due when
  /// one is wanted (0 when it is due already) or the slot is still ahead, else `idleWakeInterval`.
  func wait(at now: TimeInterval, wantsFrame: Bool) -> TimeInterval {
    let due = frameDue
    if wantsFrame { return max(0, due - now) }
    return due > now ? due - now : idleWakeInterval
  }

  /// Notes input (a key, a touch, a wheel turn, text) that arrived at `time`.
  mutating func noteInput(at time: TimeInterval) {
    oldestPendingInput = min(oldestPendingInput ?? time, time)
  }

  /// Notes that a frame's pipeline begins at `start`: the input read so far is in it.
  mutating func beginFrame(at start: TimeInterval) {
    lastRunStart = start
    oldestInputInFrame = oldestPendingInput
    oldestPendingInput = nil
  }

  /// Notes the end of the frame begun last: `presentedAt` is when its present returned, nil when it
  /// presented nothing.
  /// - Returns: the presented frame's input-to-present latency, from the oldest input it includes to the
  ///   present's return; nil when it presented nothing or included no input.
  mutating func endFrame(presentedAt end: TimeInterval?) -> TimeInterval? {
    let input = oldestInputInFrame
    oldestInputInFrame = nil
    lastRunPresented = end != nil
    guard let end else { return nil }
    lastPresentedStart = lastRunStart
    lastPresentEnd = end
    return input.map { end - $0 }
  }
}
