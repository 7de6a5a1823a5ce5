import Foundation

/// Insets for each edge of a rectangle, with `UIEdgeInsets` semantics (positive values shrink a rect).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets from the four edges, in `UIEdgeInsetsMake` order.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of zero.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Creates equal insets on every edge.
  public init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets()

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }
  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }

  /// A readable description, `{top, left, bottom, right}` as `NSStringFromUIEdgeInsets` prints it.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// Returns the rectangle shrunk by `insets` (`UIEdgeInsetsInsetRect`); negative insets grow it.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
