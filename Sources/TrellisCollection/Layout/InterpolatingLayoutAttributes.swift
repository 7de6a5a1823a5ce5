import Foundation
import TrellisGeometry

/// Layout attributes whose own properties a `TransitionLayout` interpolates along with the standard
/// ones (a Trellis extension: UIKit leaves custom properties to a transition-layout subclass).
///
/// ```swift
/// final class ShadedAttributes: LayoutAttributes, InterpolatingLayoutAttributes {
///   var shade: CGFloat = 0
///   func interpolateCustomProperties(from start: LayoutAttributes, to end: LayoutAttributes, fraction: CGFloat) {
///     guard let start = start as? ShadedAttributes, let end = end as? ShadedAttributes else { return }
///     shade = start.shade.interpolated(to: end.shade, fraction: fraction)
///   }
///   // copy(with:) and isEqual(_:) as usual
/// }
/// ```
@MainActor public protocol InterpolatingLayoutAttributes: LayoutAttributes {
  /// Sets this object's own properties `fraction` of the way from `start`'s to `end`'s (the two
  /// layouts' attributes of the same element; check their class); the standard properties are already set.
  func interpolateCustomProperties(from start: LayoutAttributes, to end: LayoutAttributes, fraction: CGFloat)
}
