import Foundation

/// One length of a compositional layout element: a fraction of its container, an absolute length, or an
/// estimate (`NSCollectionLayoutDimension`).
///
/// A fraction is of the **containing group** (or, for a section's top-level group, the collection view
/// less the section's insets across the scroll axis); see Documentation/Behaviour.md#compositional-sizes.
public final class CollectionLayoutDimension: Sendable, CustomStringConvertible {
  /// How the dimension's value is read.
  enum Kind: Sendable, Hashable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  /// How `dimension` is read.
  let kind: Kind
  /// The fraction, the length in points, or the estimate in points (`dimension`).
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A dimension that is `fractionalWidth` × the container's width (`fractionalWidth(_:)`).
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A dimension that is `fractionalHeight` × the container's height (`fractionalHeight(_:)`).
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A dimension of exactly `absoluteDimension` points (`absolute(_:)`).
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// A dimension estimated at `estimatedDimension` points, final once the content is measured
  /// (`estimated(_:)`): laid out at the estimate until its view is measured
  /// (Documentation/Behaviour.md#compositional-self-sizing).
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is an absolute length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The dimension as written: `fractionalWidth(0.5)`, `absolute(44.0)`…
  public var description: String {
    switch kind {
    case .fractionalWidth: "fractionalWidth(\(dimension))"
    case .fractionalHeight: "fractionalHeight(\(dimension))"
    case .absolute: "absolute(\(dimension))"
    case .estimated: "estimated(\(dimension))"
    }
  }

  /// The length in points inside a container of size `container` (estimates count as their estimate).
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}
