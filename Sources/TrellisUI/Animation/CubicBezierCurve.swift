import Foundation
import TrellisGeometry

/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as in
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
///
/// The curve maps normalised time `t` (the x axis) to progress (the y axis). Solving x(s) = t for the
/// curve parameter uses Newton's method and falls back to bisection, meeting x(s) = t to 1e-12, so
/// the progress is accurate to 1e-6 wherever the curve's slope is below 10⁶. The control points' x
/// coordinates are clamped to 0…1, which keeps x(s) monotonic; their y coordinates are free
/// (progress may leave 0…1, as with a back-out curve).
public struct CubicBezierCurve: Hashable, Sendable {
  /// The first control point's x coordinate, 0…1.
  public let x1: CGFloat
  /// The first control point's y coordinate.
  public let y1: CGFloat
  /// The second control point's x coordinate, 0…1.
  public let x2: CGFloat
  /// The second control point's y coordinate.
  public let y2: CGFloat

  // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
  private let ax: CGFloat, bx: CGFloat, cx: CGFloat
  private let ay: CGFloat, by: CGFloat, cy: CGFloat

  /// The tolerance in time to which x(s) = t is solved.
  static let timeTolerance: CGFloat = 1e-12

  /// Creates a curve through (0, 0), (x1, y1), (x2, y2), (1, 1); x coordinates are clamped to 0…1.
  public init(x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
    cx = 3 * self.x1
    bx = 3 * (self.x2 - self.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The progress at normalised time `t`; `t` is clamped to 0…1.
  /// - Complexity: O(1): at most 8 Newton steps, else at most 80 bisection steps.
  public func progress(at t: CGFloat) -> CGFloat {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    return y(parameter(forTime: t))
  }

  /// The slope d(progress)/dt at normalised time `t` (clamped to 0…1).
  ///
  /// Where the x derivative vanishes (an end with a control point on the same vertical, as easeIn
  /// at t = 1) the slope is the limit, the ratio of second derivatives.
  /// - Complexity: O(1), as `progress(at:)`.
  public func velocity(at t: CGFloat) -> CGFloat {
    let s = parameter(forTime: min(max(t, 0), 1))
    let dxds = dx(s)
    let dyds = dy(s)
    if abs(dxds) > 1e-9 { return dyds / dxds }
    let ddx = 6 * ax * s + 2 * bx
    let ddy = 6 * ay * s + 2 * by
    if abs(dyds) <= 1e-9, abs(ddx) > 1e-12 { return ddy / ddx }
    return dyds == 0 ? 0 : (dyds > 0 ? .infinity : -.infinity)
  }

  /// The curve parameter s in 0…1 with x(s) = t.
  /// - Complexity: O(1): at most 8 Newton steps, else at most 80 bisection steps.
  func parameter(forTime t: CGFloat) -> CGFloat {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    var s = t
    for _ in 0..<8 {
      let error = x(s) - t
      if abs(error) < Self.timeTolerance { return s }
      let slope = dx(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
      if !(0...1).contains(s) { break }
    }
    var low: CGFloat = 0
    var high: CGFloat = 1
    s = t
    for _ in 0..<80 {
      let value = x(s)
      if abs(value - t) < Self.timeTolerance { return s }
      if value < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  private func x(_ s: CGFloat) -> CGFloat { ((ax * s + bx) * s + cx) * s }
  private func y(_ s: CGFloat) -> CGFloat { ((ay * s + by) * s + cy) * s }
  private func dx(_ s: CGFloat) -> CGFloat { (3 * ax * s + 2 * bx) * s + cx }
  private func dy(_ s: CGFloat) -> CGFloat { (3 * ay * s + 2 * by) * s + cy }
}
