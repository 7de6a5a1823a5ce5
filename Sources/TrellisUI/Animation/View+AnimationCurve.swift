import Foundation
import TrellisGeometry

extension View {
  /// UIKit's named animation curves (`UIView.AnimationCurve`), for `ViewPropertyAnimator`.
  public enum AnimationCurve: Int, Sendable, Hashable {
    /// Slow start and end.
    case easeInOut = 0
    /// Slow start.
    case easeIn = 1
    /// Slow end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The curve as a `TimingCurve`.
    public var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
