import Foundation
import TrellisGeometry

// PLACEHOLDER: the animation engine replaces this with timing curves, springs and retargeting.
/// Runs view animations on the frame clock and writes presentation values.
@MainActor public final class Animator {
  /// The shared animator, ticked by the application every frame.
  public static let shared = Animator()

  func modelValueDidChange<V: Interpolatable>(_ view: View, _ key: WritableKeyPath<LayerState, V>, from: V) {
    view.presentationState[keyPath: key] = view.model[keyPath: key]
  }

  /// Whether any animation is in flight.
  public var hasRunningAnimations: Bool { false }

  /// Advances every animation to `time`, writing presentation values.
  public func tick(at time: TimeInterval) {}

  /// Removes every animation without completing it.
  public func removeAll() {}
}
