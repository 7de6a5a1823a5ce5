import Foundation
import TrellisUI

/// How a section that scrolls across the layout's scroll axis decelerates and bounces
/// (`UICollectionLayoutSectionOrthogonalScrollingProperties`, iOS 17); a section's
/// `orthogonalScrollingProperties` carry it to the section's `OrthogonalScrollingRegion`.
@MainActor public final class CollectionLayoutSectionOrthogonalScrollingProperties {
  /// How quickly a fling of the row slows down
  /// (`UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`).
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The velocity kept per millisecond; 0 for `automatic`.
    public var rawValue: CGFloat

    /// Creates a rate from its per-millisecond factor (`init(rawValue:)`).
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The collection view's own rate (a paging row: `.fast`); its raw value 0 is a Trellis choice.
    public static let automatic = DecelerationRate(rawValue: 0)
    /// The scroll view's normal rate, 0.998.
    public static let normal = DecelerationRate(rawValue: TrellisUI.DecelerationRate.normal.rawValue)
    /// The scroll view's fast rate, 0.99.
    public static let fast = DecelerationRate(rawValue: TrellisUI.DecelerationRate.fast.rawValue)
  }

  /// Whether the row bounces past its ends (`UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`).
  public enum Bounce: Int, Sendable, Hashable {
    /// Bounces at an end when the row is longer than its viewport (the default).
    case automatic
    /// Bounces even when the row fits in its viewport.
    case always
    /// Stops at the ends without bouncing.
    case never
  }

  /// How quickly a fling of the row slows down (`.automatic` by default).
  public var decelerationRate = DecelerationRate.automatic
  /// Whether the row bounces past its ends (`.automatic` by default).
  public var bounce = Bounce.automatic

  /// Properties with the defaults (`init()`).
  public init() {}
}
