import Foundation
import Trellis

/// The polar form of the behaviours' direction vectors (gravity, push): angle and magnitude.
extension CGVector {
  /// The vector of length `magnitude` at `angle` radians (clockwise from the x axis on screen); the
  /// zero vector when `magnitude` is 0.
  init(angle: CGFloat, magnitude: CGFloat) {
    self = magnitude == 0 ? CGVector(dx: 0, dy: 0) : CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// The length.
  var magnitude: CGFloat { (dx * dx + dy * dy).squareRoot() }

  /// The angle in radians; 0 for the zero vector.
  var angle: CGFloat { magnitude == 0 ? 0 : atan2(dy, dx) }
}
