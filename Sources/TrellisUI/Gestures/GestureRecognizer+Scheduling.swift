import Foundation

extension GestureRecognizer {
  /// Runs `action` once `delay` seconds have passed on the frame clock (`Application.shared.clock`),
  /// for timeouts such as a long press's duration; pending actions are dropped when the recognizer
  /// resets or fails.
  ///
  /// Due actions run at the next frame or the next input event, whichever comes first.
  /// - Complexity: O(number of scheduled actions).
  public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
    GestureRecognizerScheduler.shared.schedule(after: delay, for: self, action)
  }

  /// Drops the actions this recognizer scheduled.
  /// - Complexity: O(number of scheduled actions).
  public func cancelScheduledActions() {
    GestureRecognizerScheduler.shared.cancel(for: self)
  }
}
