import Foundation
import TrellisUI

/// `CGColor`: Trellis's colours serve both UIKit and Core Graphics, so `layer.shadowColor =
/// UIColor.black.cgColor` ports unchanged.
public typealias CGColor = Color

extension Color {
  /// The colour as Core Graphics sees it: the same colour (`UIColor.cgColor`).
  public var cgColor: CGColor { self }
}

extension BezierPath {
  /// The path as Core Graphics sees it (`UIBezierPath.cgPath`), for `layer.shadowPath`.
  public var cgPath: CGPath { path }
}
