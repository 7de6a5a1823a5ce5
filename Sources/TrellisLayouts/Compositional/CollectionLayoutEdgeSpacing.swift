import Foundation

/// Space outside an item on each edge that takes room in its group (`NSCollectionLayoutEdgeSpacing`).
public final class CollectionLayoutEdgeSpacing: Sendable {
  /// Space before the leading edge, or nil.
  public let leading: CollectionLayoutSpacing?
  /// Space above the top edge, or nil.
  public let top: CollectionLayoutSpacing?
  /// Space after the trailing edge, or nil.
  public let trailing: CollectionLayoutSpacing?
  /// Space below the bottom edge, or nil.
  public let bottom: CollectionLayoutSpacing?

  /// Creates edge spacing (`init(leading:top:trailing:bottom:)`).
  public init(
    leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
    bottom: CollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
