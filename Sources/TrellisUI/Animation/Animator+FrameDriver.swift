import Foundation

/// The animator is the first frame driver: it ticks before the gesture timeouts and every other driver.
extension Animator: FrameDriver {
  /// Whether frames are needed for animations (`hasRunningAnimations`).
  public var needsFrames: Bool { hasRunningAnimations }
}
