import Foundation

/// Delayed actions of gesture recognizers on the frame clock: long-press durations, tap timeouts,
/// the end of a magnify gesture.
///
/// It is the application's second frame driver, ticked right after the animator; every input event fires the
/// actions that became due before it is delivered, so a test that moves the clock and then sends a
/// touch sees the same order as a real run. Time comes from `Application.shared.clock` only.
@MainActor final class GestureRecognizerScheduler: FrameDriver {
  /// The scheduler the application ticks.
  static let shared = GestureRecognizerScheduler()

  private struct Entry {
    var due: TimeInterval
    var sequence: Int
    weak var owner: GestureRecognizer?
    var action: @MainActor () -> Void
  }

  /// Pending actions, ordered by due time, then by scheduling order.
  private var entries: [Entry] = []
  private var nextSequence = 0
  private var isFiring = false

  private init() {}

  /// Whether any action is pending (the application keeps frames coming while one is).
  var hasScheduledActions: Bool { !entries.isEmpty }

  /// Whether frames are needed for pending actions (`hasScheduledActions`).
  var needsFrames: Bool { hasScheduledActions }

  /// Whether one recognizer has a pending action.
  /// - Complexity: O(number of pending actions).
  func hasScheduledActions(for owner: GestureRecognizer) -> Bool { entries.contains { $0.owner === owner } }

  /// Schedules an action `delay` seconds from the clock's current time.
  /// - Complexity: O(number of pending actions).
  func schedule(after delay: TimeInterval, for owner: GestureRecognizer, _ action: @escaping @MainActor () -> Void) {
    let entry = Entry(
      due: Application.shared.clock.now + max(0, delay), sequence: nextSequence, owner: owner, action: action)
    nextSequence += 1
    let index = entries.firstIndex { $0.due > entry.due } ?? entries.endIndex
    entries.insert(entry, at: index)
    Application.shared.setNeedsFrame()
  }

  /// Drops the pending actions of one recognizer.
  /// - Complexity: O(number of pending actions).
  func cancel(for owner: GestureRecognizer) {
    entries.removeAll { $0.owner === owner || $0.owner == nil }
  }

  /// Runs, in order, the actions due at `time` (those they schedule too, if due), as one gesture-environment step.
  /// - Complexity: O(due actions × pending actions), plus the actions' own work.
  func tick(at time: TimeInterval) {
    guard !isFiring, let first = entries.first, first.due <= time + Self.tolerance else { return }
    GestureEnvironment.shared.perform { fireDue(at: time) }
  }

  /// Runs the actions due at `time`; the caller is inside a gesture-environment step.
  /// - Complexity: O(due actions × pending actions), plus the actions' own work.
  func fireDue(at time: TimeInterval) {
    guard !isFiring else { return }
    isFiring = true
    defer { isFiring = false }
    while let first = entries.first, first.due <= time + Self.tolerance {
      entries.removeFirst()
      if first.owner != nil { first.action() }
    }
  }

  /// Drops every pending action (`Application.reset()`).
  func removeAll() {
    entries.removeAll()
  }

  /// Slack for due times that differ from the clock by rounding (t + 0.3 + 0.05 vs t + 0.35).
  static let tolerance: TimeInterval = 1e-9
}
