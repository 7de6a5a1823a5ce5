import Foundation

/// A width and a height, each a `CollectionLayoutDimension` (`NSCollectionLayoutSize`).
public final class CollectionLayoutSize: Sendable, CustomStringConvertible {
  /// The width.
  public let widthDimension: CollectionLayoutDimension
  /// The height.
  public let heightDimension: CollectionLayoutDimension

  /// Creates a size from its two dimensions (`init(widthDimension:heightDimension:)`).
  public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
    self.widthDimension = width
    self.heightDimension = height
  }

  /// The size as written: `{fractionalWidth(1.0), absolute(44.0)}`.
  public var description: String { "{\(widthDimension), \(heightDimension)}" }

  /// The size in points inside a container of size `container`.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
  }
}
