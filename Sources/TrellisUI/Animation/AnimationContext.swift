import Foundation
import TrellisGeometry

/// The timing of an open animation block: what a property set inside the block animates with.
struct AnimationContext {
  /// The duration of one pass, in seconds.
  var duration: TimeInterval
  /// The delay before the animations start, in seconds.
  var delay: TimeInterval
  /// The timing curve.
  var curve: TimingCurve
  /// The number of passes; infinity repeats forever.
  var repeatCount: CGFloat
  /// Whether each pass runs forwards then backwards.
  var autoreverses: Bool
  /// Whether animating views keep receiving touches.
  var allowsUserInteraction: Bool
  /// The block's completion bookkeeping.
  let transaction: AnimationTransaction
  /// The property animator's timeline that drives the block's animations, if any.
  var timeline: AnimatorTimeline? = nil
  /// Where on that timeline the block's animations start.
  var timelineOffset: CGFloat = 0

  /// Whether a change made in this context animates rather than applying at once.
  var animates: Bool { duration > 0 || delay > 0 }
}
