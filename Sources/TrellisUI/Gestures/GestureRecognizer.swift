import Foundation
import TrellisGeometry

/// Turns the touches on a view into a gesture and tells its targets (`UIGestureRecognizer`).
///
/// ## States
/// A discrete recognizer (tap) goes `possible → ended` (= `recognized`) or `possible → failed`, and
/// sends its action once. A continuous one (pan, pinch, long press) goes
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`, and sends its action on
/// every state but `failed`. After `ended`, `cancelled` or `failed` the recognizer goes back to
/// `possible` by itself and `reset()` is called, once none of its touches is down any more.
/// Subclasses set `state`; the setter enforces the machine and ignores illegal transitions.
///
/// ## Delivery (see `GestureEnvironment`)
/// When a touch begins, the recognizers of the hit view and of its ancestors (nearest first) take part.
/// Each gets every touch before the view does; a failed one gets no more. When one begins or
/// recognizes with `cancelsTouchesInView`, the views get `touchesCancelled` for the touches it saw;
/// `delaysTouchesBegan` keeps `touchesBegan` from the view until the recognizer fails, and
/// `delaysTouchesEnded` keeps `touchesEnded` until it fails or recognizes.
///
/// ## Arbitration
/// A recognizer leaving `possible` waits while a recognizer it must wait for (`require(toFail:)`, the
/// delegate, `shouldRequireFailure(of:)`) is still possible, and fails when that one recognizes. Two
/// recognizers never recognize at once unless a delegate's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` says so: the first to begin fails the others
/// (as far as `canPrevent(_:)` and `canBePrevented(by:)` allow), and one that tries to begin while another
/// is recognizing fails. Last, the view's `gestureRecognizerShouldBegin(_:)` and the delegate's
/// `gestureRecognizerShouldBegin(_:)` may refuse, which fails it.
///
/// Time (long-press durations, tap timeouts) runs on `Application.shared.clock` through
/// `schedule(after:_:)`, so a headless host's manual clock drives it deterministically.
@MainActor open class GestureRecognizer {
  var storedState: State = .possible
  /// The state a recognizer asked for while it waits for others to fail.
  var pendingState: State?
  /// The touches the recognizer tracks, in the order they began; ended touches leave after their hook.
  var trackedTouches: [Touch] = []
  /// The last centroid (window coordinates), kept for `location(in:)` once the touches are gone.
  var lastLocationInWindow: CGPoint = .zero
  var failureRequirements: [() -> GestureRecognizer?] = []
  var actions: [(target: ObjectIdentifier?, handler: @MainActor (GestureRecognizer) -> Void)] = []
  /// Whether the recognizer takes part in the current gesture (see `GestureEnvironment.participants`).
  var isParticipating = false

  /// Creates a recognizer without targets; add them with `addTarget(_:action:)`, or use `init(handler:)`.
  public required init() {}

  /// The state; subclasses set it as they recognize, and the setter follows UIKit's state machine.
  ///
  /// Leaving `possible` may be deferred (a required recognizer is still possible) or refused (the
  /// delegate, exclusivity), in which case the recognizer fails; illegal transitions are ignored.
  public var state: State {
    get { storedState }
    set { GestureEnvironment.shared.requestTransition(self, to: newValue) }
  }

  /// Whether the recognizer handles touches; turning it off during a gesture cancels (or fails) it.
  public var isEnabled = true {
    didSet { if oldValue && !isEnabled { GestureEnvironment.shared.recognizerWasDisabled(self) } }
  }

  /// The view the recognizer is attached to (`addGestureRecognizer(_:)`).
  public internal(set) weak var view: View?

  /// A name for debugging.
  public var name: String?

  /// The delegate, held weakly.
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// Whether the view gets `touchesCancelled` for the recognizer's touches once it begins or recognizes (true).
  public var cancelsTouchesInView = true

  /// Whether `touchesBegan` reaches the view only after the recognizer fails (false).
  public var delaysTouchesBegan = false

  /// Whether `touchesEnded` reaches the view only after the recognizer fails or recognizes (true).
  public var delaysTouchesEnded = true

  /// Makes this recognizer wait until `other` fails before it begins or recognizes; it fails if `other` recognizes.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !failureRequirements.contains(where: { $0() === other }) else { return }
    failureRequirements.append { [weak other] in other }
  }

  // MARK: Subclass hooks (in the class body: extensions can't hold overridable members on Linux)

  /// Touches began; the default does nothing. They are already counted in `numberOfTouches`.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}

  /// Touches moved; the default does nothing.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}

  /// Touches lifted; the default does nothing. They still count in `numberOfTouches` during the call.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}

  /// The system cancelled touches; the default does nothing, and once no touch is left a possible
  /// recognizer fails and a recognizing one is cancelled.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

  /// Clears per-gesture state; called after the recognizer went back to `possible`. The default does nothing.
  open func reset() {}

  /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (true).
  open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer`, recognizing, may make this recognizer fail (true).
  open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (false); asked for each gesture.
  open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` must wait for this recognizer to fail (false); asked for each gesture.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

  /// Handles a trackpad pinch or Ctrl+wheel event over the view; returns whether it took it (pinch only).
  func handleMagnify(_ event: Event) -> Bool { false }
}
