import Foundation

extension GestureEnvironment {
  /// Gives the hit view `touchesBegan`, unless a recognizing recognizer already claimed the touch or
  /// a possible one delays it (`delaysTouchesBegan`).
  func deliverBeganToView(_ record: TouchRecord) {
    guard let view = record.touch.view else {
      record.viewPhase = .finished
      return
    }
    let claimed = record.recognizers.contains {
      $0.cancelsTouchesInView && $0.storedState.isInProgress && receives($0, record.touch)
    }
    if claimed {
      record.viewPhase = .finished
      return
    }
    guard !delaysBegan(record) else { return }
    record.viewPhase = .tracking
    view.touchesBegan([record.touch], with: record.event)
  }

  func deliverMovedToView(_ record: TouchRecord) {
    switch record.viewPhase {
    case .waiting: record.movedWhileWaiting = true
    case .tracking: record.touch.view?.touchesMoved([record.touch], with: record.event)
    case .endHeld, .finished: break
    }
  }

  /// Gives the view `touchesEnded`, unless a possible recognizer delays it (`delaysTouchesEnded`).
  func deliverEndedToView(_ record: TouchRecord) {
    switch record.viewPhase {
    case .waiting:
      record.endedWhileWaiting = true
    case .tracking:
      if delaysEnded(record) {
        record.viewPhase = .endHeld
      } else {
        record.viewPhase = .finished
        record.touch.view?.touchesEnded([record.touch], with: record.event)
      }
    case .endHeld, .finished:
      break
    }
  }

  /// The host cancelled the touch: the view gets `touchesCancelled` if it had seen the touch.
  func deliverCancelledToView(_ record: TouchRecord) {
    let phase = record.viewPhase
    record.viewPhase = .finished
    if phase == .tracking || phase == .endHeld {
      record.touch.view?.touchesCancelled([record.touch], with: record.event)
    }
  }

  /// A recognizer with `cancelsTouchesInView` began or recognized: every touch it saw is cancelled in
  /// the views, and held ones are dropped.
  func cancelViewTouches(of recognizer: GestureRecognizer) {
    for record in records where record.recognizers.contains(where: { $0 === recognizer }) {
      let phase = record.viewPhase
      record.viewPhase = .finished
      if phase == .tracking || phase == .endHeld {
        record.touch.view?.touchesCancelled([record.touch], with: record.event)
      }
    }
  }

  private func delaysBegan(_ record: TouchRecord) -> Bool {
    record.recognizers.contains {
      $0.delaysTouchesBegan && $0.isEnabled && $0.storedState == .possible && receives($0, record.touch)
    }
  }

  private func delaysEnded(_ record: TouchRecord) -> Bool {
    record.recognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.storedState == .possible }
  }

  // MARK: Settling

  /// The end of a step: deliver what no recognizer holds any more, fail recognizers left with nothing
  /// to wait for, reset finished recognizers whose touches are all up, drop finished touches; repeated
  /// until nothing changes (deliveries may change states).
  /// - Complexity: O(rounds × (touches × recognizers per touch + participants)).
  func settle() {
    var rounds = 0
    var changed = true
    while changed && rounds < 16 {
      changed = false
      rounds += 1
      for record in records { changed = releaseHeldDelivery(record) || changed }
      for recognizer in participants where isIdle(recognizer) {
        fail(recognizer)
        changed = true
      }
      for recognizer in participants where recognizer.storedState.isFinished && recognizer.trackedTouches.isEmpty {
        resetRecognizer(recognizer)
        changed = true
      }
      records.removeAll { $0.isOver && $0.viewPhase == .finished }
    }
  }

  /// Delivers a held `touchesBegan` (then one catch-up move and the end, if they happened) or a held
  /// `touchesEnded`, once nothing holds it.
  private func releaseHeldDelivery(_ record: TouchRecord) -> Bool {
    switch record.viewPhase {
    case .waiting where !delaysBegan(record):
      guard let view = record.touch.view else {
        record.viewPhase = .finished
        return true
      }
      record.viewPhase = .tracking
      view.touchesBegan([record.touch], with: record.event)
      if record.movedWhileWaiting, record.viewPhase == .tracking {
        view.touchesMoved([record.touch], with: record.event)
      }
      if record.endedWhileWaiting { deliverEndedToView(record) }
      return true
    case .endHeld where !delaysEnded(record):
      record.viewPhase = .finished
      record.touch.view?.touchesEnded([record.touch], with: record.event)
      return true
    default:
      return false
    }
  }

  /// A possible recognizer with no touch, nothing scheduled and nothing pending can't go anywhere: it fails,
  /// as UIKit's recognizers do when their touches end.
  private func isIdle(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.storedState == .possible && recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil
      && !GestureRecognizerScheduler.shared.hasScheduledActions(for: recognizer)
  }
}
