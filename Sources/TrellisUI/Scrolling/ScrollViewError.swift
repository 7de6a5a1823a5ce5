import Foundation

/// Geometry a scroll view refused, named with the member, the value given and what the scroll view kept.
///
/// A NaN or infinite offset, size, inset, scale or rectangle would leave the scroll view (and a
/// collection view's visible cells) unusable from then on, so every public geometry setter and method
/// refuses one, keeps its last valid state and hands this error to `ScrollView.reportGeometryError(_:)`.
/// Values are written as tuples in the order of their initialisers: a point `(x, y)`, a size
/// `(width, height)`, a rectangle `(x, y, width, height)`, insets `(top, left, bottom, right)`, a
/// scale or deceleration rate as a number. For a method, `kept` names the property that stayed.
public enum ScrollViewError: Error, Equatable, CustomStringConvertible {
  /// `member` (a property such as `contentOffset`, or a method such as `zoom(to:animated:)`) was given
  /// the non-finite `value`; the scroll view kept `kept`.
  case nonFiniteGeometry(member: String, value: String, kept: String)

  /// One line: `contentOffset: refused non-finite value (nan, nan); kept (0.0, 120.0)`.
  public var description: String {
    switch self {
    case .nonFiniteGeometry(let member, let value, let kept):
      "\(member): refused non-finite value \(value); kept \(kept)"
    }
  }
}
