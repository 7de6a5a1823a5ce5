import Foundation
import TrellisGeometry

/// Routes touches through gesture recognizers to views and arbitrates between recognizers (UIKit's
/// private gesture environment): one per application, driven by `Window.sendEvent(_:touch:)`,
/// magnify events and the frame clock.
///
/// Every entry point is one *step*: deliver the input, let state changes arbitrate at once, then
/// `settle()`: release held view deliveries, reset finished recognizers, drop finished touches.
/// - `GestureEnvironment+Arbitration`: state transitions, failure requirements, exclusivity.
/// - `GestureEnvironment+ViewDelivery`: delays and cancellation of the views' touches, settling.
@MainActor final class GestureEnvironment {
  /// The application's environment.
  static let shared = GestureEnvironment()

  /// Touches in flight, and lifted touches whose view delivery is still held, in the order they began.
  var records: [TouchRecord] = []
  /// The recognizers taking part in the current gesture: they saw a touch, or a magnify event, and
  /// haven't been reset since.
  var participants: [GestureRecognizer] = []
  private var depth = 0

  private init() {}

  /// Runs `body` as one step; the outermost step settles at its end.
  func perform(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
    if depth == 0 {
      depth += 1
      settle()
      depth -= 1
    }
  }

  // MARK: Touches

  /// Delivers a touch in its current phase to the recognizers that see it, then to its hit view.
  /// - Complexity: O(recognizers on the hit view's ancestors + participants), plus the handlers' work.
  func deliver(_ touch: Touch, with event: Event) {
    perform {
      GestureRecognizerScheduler.shared.fireDue(at: Application.shared.clock.now)
      switch touch.phase {
      case .began: touchBegan(touch, with: event)
      case .moved, .stationary: touchMoved(touch, with: event)
      case .ended: touchEnded(touch, with: event)
      case .cancelled: touchCancelled(touch, with: event)
      }
    }
  }

  private func touchBegan(_ touch: Touch, with event: Event) {
    let record = TouchRecord(touch: touch, event: event)
    records.append(record)
    if let hit = touch.view {
      for recognizer in recognizers(along: hit) where accepts(recognizer, touch, event) {
        join(recognizer)
        record.recognizers.append(recognizer)
        recognizer.trackedTouches.append(touch)
      }
    }
    for recognizer in record.recognizers where receives(recognizer, touch) {
      recognizer.touchesBegan([touch], with: event)
    }
    deliverBeganToView(record)
  }

  private func touchMoved(_ touch: Touch, with event: Event) {
    guard let record = record(for: touch) else { return }
    record.event = event
    for recognizer in record.recognizers where receives(recognizer, touch) {
      recognizer.touchesMoved([touch], with: event)
    }
    deliverMovedToView(record)
  }

  private func touchEnded(_ touch: Touch, with event: Event) {
    guard let record = record(for: touch) else { return }
    record.event = event
    record.isOver = true
    for recognizer in record.recognizers where receives(recognizer, touch) {
      recognizer.touchesEnded([touch], with: event)
    }
    for recognizer in record.recognizers { untrack(touch, from: recognizer) }
    deliverEndedToView(record)
  }

  private func touchCancelled(_ touch: Touch, with event: Event) {
    guard let record = record(for: touch) else { return }
    record.event = event
    record.isOver = true
    let recognizers = record.recognizers
    for recognizer in recognizers where receives(recognizer, touch) {
      recognizer.touchesCancelled([touch], with: event)
    }
    for recognizer in recognizers {
      untrack(touch, from: recognizer)
      guard recognizer.trackedTouches.isEmpty else { continue }
      if recognizer.storedState == .possible {
        fail(recognizer)
      } else if recognizer.storedState.isInProgress {
        recognizer.state = .cancelled
      }
    }
    deliverCancelledToView(record)
  }

  /// The enabled recognizers of a view and its ancestors, nearest first.
  /// - Complexity: O(depth + recognizers found).
  private func recognizers(along view: View) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    var current: View? = view
    while let v = current {
      result.append(contentsOf: v.gestureRecognizerStorage)
      current = v.superview
    }
    return result
  }

  /// Whether a recognizer takes a new touch: enabled, not finished, and its delegate agrees, asked
  /// about the event first and then, if it agrees, about the touch (UIKit's order).
  private func accepts(_ recognizer: GestureRecognizer, _ touch: Touch, _ event: Event) -> Bool {
    guard recognizer.isEnabled, !recognizer.storedState.isFinished else { return false }
    guard let delegate = recognizer.delegate else { return true }
    return delegate.gestureRecognizer(recognizer, shouldReceive: event)
      && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
  }

  /// Whether a recognizer is still fed a touch: it tracks it and hasn't finished.
  func receives(_ recognizer: GestureRecognizer, _ touch: Touch) -> Bool {
    !recognizer.storedState.isFinished && recognizer.trackedTouches.contains(touch)
  }

  func record(for touch: Touch) -> TouchRecord? { records.first { $0.touch === touch } }

  /// Removes a touch from a recognizer, remembering the centroid for `location(in:)`.
  private func untrack(_ touch: Touch, from recognizer: GestureRecognizer) {
    guard let index = recognizer.trackedTouches.firstIndex(of: touch) else { return }
    recognizer.lastLocationInWindow = GestureRecognizer.centroid(of: recognizer.trackedTouches)
    recognizer.trackedTouches.remove(at: index)
  }

  /// `ignore(_:for:)`: the recognizer no longer sees the touch nor holds its delivery.
  func ignore(_ touch: Touch, by recognizer: GestureRecognizer) {
    perform {
      untrack(touch, from: recognizer)
      record(for: touch)?.recognizers.removeAll { $0 === recognizer }
    }
  }

  // MARK: Participants

  /// Adds a recognizer to the current gesture.
  func join(_ recognizer: GestureRecognizer) {
    guard !recognizer.isParticipating else { return }
    recognizer.isParticipating = true
    participants.append(recognizer)
  }

  /// Returns a finished recognizer to `possible`, calls its `reset()` and takes it out of the gesture.
  func resetRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.storedState = .possible
    recognizer.pendingState = nil
    recognizer.trackedTouches.removeAll()
    recognizer.cancelScheduledActions()
    if recognizer.isParticipating {
      recognizer.isParticipating = false
      participants.removeAll { $0 === recognizer }
    }
    for record in records { record.recognizers.removeAll { $0 === recognizer } }
    recognizer.reset()
  }

  /// A recognizer leaves its view (`removeGestureRecognizer(_:)`): cancel or fail it, then reset it.
  func detach(_ recognizer: GestureRecognizer) {
    perform {
      if recognizer.storedState.isInProgress {
        recognizer.state = .cancelled
      } else {
        fail(recognizer)
      }
      resetRecognizer(recognizer)
    }
  }

  /// `isEnabled` turned false: a recognizing recognizer is cancelled, a possible one fails.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    guard recognizer.isParticipating else { return }
    perform {
      if recognizer.storedState.isInProgress {
        recognizer.state = .cancelled
      } else {
        fail(recognizer)
      }
    }
  }

  // MARK: Magnify

  /// Offers a trackpad pinch or Ctrl+wheel event to the recognizers of the view under the pointer and
  /// its ancestors, nearest first; returns whether one took it (then the views don't get `magnify(with:)`).
  /// - Complexity: O(depth + recognizers found).
  func handleMagnify(_ event: Event, over view: View) -> Bool {
    var handled = false
    perform {
      GestureRecognizerScheduler.shared.fireDue(at: Application.shared.clock.now)
      for recognizer in recognizers(along: view) where recognizer.isEnabled {
        if recognizer.handleMagnify(event) {
          handled = true
          break
        }
      }
    }
    return handled
  }

  /// Forgets every touch and recognizer (`Application.reset()`).
  func removeAll() {
    let recognizers = participants
    records.removeAll()
    for recognizer in recognizers { resetRecognizer(recognizer) }
    participants.removeAll()
    GestureRecognizerScheduler.shared.removeAll()
  }
}
