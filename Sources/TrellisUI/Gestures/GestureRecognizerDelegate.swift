import Foundation

/// Adjusts how a gesture recognizer takes touches and shares them with others
/// (`UIGestureRecognizerDelegate`); every member is optional.
@MainActor public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may leave `possible` (begin or recognize); false makes it fail (default true).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
  /// Whether the recognizer sees a touch that begins on its view or a descendant (default true).
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Whether the recognizer sees an event, asked before `gestureRecognizer(_:shouldReceive:)` with the
  /// touch; false keeps the touch from it (default true).
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
  /// Whether the two may recognize at the same time; true from either delegate allows it (default false).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the recognizer must wait for the other to fail, asked for each gesture (default false).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool
  /// Whether the other recognizer must wait for this one to fail, asked for each gesture (default false).
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Allows the recognizer to begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Lets the recognizer see the touch.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
  /// Lets the recognizer see the event.
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { true }
  /// Keeps recognition exclusive.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Adds no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
  /// Adds no failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool { false }
}
