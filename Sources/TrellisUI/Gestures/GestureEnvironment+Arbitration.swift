import Foundation

extension GestureEnvironment {
  /// Applies a state a recognizer asks for, following UIKit's state machine; illegal transitions are ignored.
  ///
  /// `possible → began | ended` goes through `attemptRecognition`; `possible → cancelled` counts as a
  /// failure, and `began/changed → failed` as a cancellation (UIKit logs both as mistakes).
  func requestTransition(_ recognizer: GestureRecognizer, to target: GestureRecognizer.State) {
    perform {
      switch (recognizer.storedState, target) {
      case (.possible, .began), (.possible, .ended):
        attemptRecognition(recognizer, as: target)
      case (.possible, .failed), (.possible, .cancelled):
        fail(recognizer)
      case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled),
        (.changed, .cancelled):
        recognizer.storedState = target
        recognizer.sendActions()
      case (.began, .failed), (.changed, .failed):
        recognizer.storedState = .cancelled
        recognizer.sendActions()
      default:
        break
      }
    }
  }

  /// Lets a possible recognizer begin or recognize if nothing stands in the way, in UIKit's order:
  /// failure requirements (wait, or fail if a required recognizer recognized), exclusivity with
  /// recognizers already recognizing, then the view's and the delegate's `gestureRecognizerShouldBegin`.
  ///
  /// On success the recognizer fails the possible recognizers it prevents and those that require it to
  /// fail, cancels its touches in the views (`cancelsTouchesInView`) and sends its action.
  /// - Complexity: O(participants²) delegate queries in the worst case.
  func attemptRecognition(_ recognizer: GestureRecognizer, as target: GestureRecognizer.State) {
    join(recognizer)
    let others = participants.filter { $0 !== recognizer }
    let blockers = others.filter { requires(recognizer, toFail: $0) }
    if blockers.contains(where: { $0.storedState != .possible && $0.storedState != .failed }) {
      fail(recognizer)
      return
    }
    if blockers.contains(where: { $0.storedState == .possible }) {
      recognizer.pendingState = target
      return
    }
    let excluded = others.contains { other in
      other.storedState.isInProgress && !recognizeSimultaneously(recognizer, other)
        && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
    }
    if excluded || !shouldBegin(recognizer) {
      fail(recognizer)
      return
    }
    recognizer.pendingState = nil
    recognizer.storedState = target
    for other in others where other.storedState == .possible {
      if requires(other, toFail: recognizer)
        || (!recognizeSimultaneously(recognizer, other) && recognizer.canPrevent(other)
          && other.canBePrevented(by: recognizer))
      {
        fail(other)
      }
    }
    if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
    recognizer.sendActions()
  }

  /// Fails a possible recognizer (it resets once its touches are up) and lets the recognizers waiting
  /// for it try again.
  func fail(_ recognizer: GestureRecognizer) {
    guard recognizer.storedState == .possible else { return }
    join(recognizer)
    recognizer.pendingState = nil
    recognizer.storedState = .failed
    recognizer.cancelScheduledActions()
    for waiter in participants where waiter.storedState == .possible {
      guard let pending = waiter.pendingState, requires(waiter, toFail: recognizer) else { continue }
      attemptRecognition(waiter, as: pending)
    }
  }

  /// Whether `recognizer` must wait for `other` to fail: `require(toFail:)`, the subclass hooks, the delegates.
  func requires(_ recognizer: GestureRecognizer, toFail other: GestureRecognizer) -> Bool {
    recognizer.failureRequirements.contains { $0() === other }
      || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
  }

  /// Whether either delegate lets the two recognize at the same time.
  func recognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// The view's and the delegate's consent, and UIKit's rule that an enabled control under the
  /// recognizer's view keeps its single tap from a single-tap recognizer on an ancestor.
  private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) { return false }
    if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
    return !controlTakesTap(from: recognizer)
  }

  /// Whether one of the recognizer's touches began on an enabled control inside (not at) its view while
  /// the recognizer is a one-finger single tap: "default control actions prevent overlapping gesture
  /// recognizer behavior" (UIKit, iOS 6).
  private func controlTakesTap(from recognizer: GestureRecognizer) -> Bool {
    guard let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1, let owner = recognizer.view
    else { return false }
    for record in records where record.recognizers.contains(where: { $0 === recognizer }) {
      var current = record.touch.view
      while let view = current, view !== owner {
        if let control = view as? Control, control.isEnabled { return true }
        current = view.superview
      }
    }
    return false
  }
}
