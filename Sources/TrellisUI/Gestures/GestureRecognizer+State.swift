import Foundation

extension GestureRecognizer {
  /// Where a recognizer is in recognizing its gesture (`UIGestureRecognizer.State`).
  public enum State: Int, Sendable, CustomStringConvertible {
    /// Not recognized yet; the default.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// A discrete gesture was recognized: the same as `ended`.
    public static var recognized: State { .ended }

    /// The case name.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }

    /// Whether the gesture is over: ended, cancelled or failed.
    var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether a continuous gesture is under way: began or changed.
    var isInProgress: Bool { self == .began || self == .changed }
  }
}
