import Foundation

/// Where a supplementary item attaches to its item or group: edges and an offset
/// (`NSCollectionLayoutAnchor`).
///
/// An absolute offset is in points; a fractional offset is in units of **the supplementary's own size**,
/// so `(0.5, -0.5)` on `[.top, .trailing]` centres a badge on the corner
/// (Documentation/Behaviour.md#compositional-supplementaries).
public final class CollectionLayoutAnchor: Sendable {
  /// The edges the anchor names; an axis with neither edge is centred.
  public let edges: DirectionalRectEdge
  /// The offset: points, or fractions of the supplementary's size.
  public let offset: CGPoint
  /// Whether `offset` is in points.
  public let isAbsoluteOffset: Bool

  /// An anchor on `edges` without offset (`init(edges:)`).
  public init(edges: DirectionalRectEdge) {
    self.edges = edges
    self.offset = .zero
    self.isAbsoluteOffset = true
  }

  /// An anchor on `edges` moved by `absoluteOffset` points (`init(edges:absoluteOffset:)`).
  public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    self.offset = absoluteOffset
    self.isAbsoluteOffset = true
  }

  /// An anchor on `edges` moved by `fractionalOffset` × the supplementary's size
  /// (`init(edges:fractionalOffset:)`).
  public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    self.offset = fractionalOffset
    self.isAbsoluteOffset = false
  }

  /// Whether `offset` is in units of the supplementary's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  /// The offset in points for a supplementary of size `size`.
  func offset(for size: CGSize) -> CGPoint {
    isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
  }
}
