import Foundation

/// Space between items: exact or at least (`NSCollectionLayoutSpacing`).
public final class CollectionLayoutSpacing: Sendable, CustomStringConvertible {
  /// The spacing in points: exact when fixed, the minimum when flexible.
  public let spacing: CGFloat
  /// Whether the spacing may grow to share what is left of the group.
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, isFlexible: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = isFlexible
  }

  /// A spacing of at least `flexibleSpacing` points, sharing what is left of the group (`flexible(_:)`).
  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: flexibleSpacing, isFlexible: true)
  }

  /// A spacing of exactly `fixedSpacing` points (`fixed(_:)`).
  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(spacing: fixedSpacing, isFlexible: false)
  }

  /// Whether the spacing is exact.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// The spacing as written: `fixed(8.0)` or `flexible(8.0)`.
  public var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}
