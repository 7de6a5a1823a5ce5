import Foundation

/// Work that runs once per frame on the frame clock, before windows lay out: the animator, gesture
/// timeouts, a dynamics engine, a collection view's layout animations.
///
/// Drivers join `Application.addFrameDriver(_:)` and are ticked by `Application.renderFrame(at:)` in a
/// fixed order: `Animator.shared` first, then the gesture recognizers' timeouts, then every other
/// driver in the order it joined. After the windows have laid out, the application needs another
/// frame exactly when some driver's `needsFrames` is true; when none is, the host may go idle.
///
/// A driver that starts wanting frames between frames (an animation added, a behaviour attached)
/// calls `Application.shared.setNeedsFrame()` so the host wakes; joining does that by itself.
@MainActor public protocol FrameDriver: AnyObject {
  /// Advances the driver's work to `time`, the frame clock's time in seconds (never earlier than the
  /// previous tick's).
  func tick(at time: TimeInterval)

  /// Whether the driver has work for the coming frames (something moving, a timeout pending).
  var needsFrames: Bool { get }
}
