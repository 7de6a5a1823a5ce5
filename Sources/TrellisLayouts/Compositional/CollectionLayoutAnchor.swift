import Foundation

/// Edges of a rectangle named by reading direction, as a set (`NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a set from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// No edge.
  public static let none: DirectionalRectEdge = []
  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (left in left-to-right text).
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (right in left-to-right text).
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary item sits against its section or layout (`NSRectAlignment`).
public enum RectAlignment: Int, Sendable, Hashable {
  /// No alignment.
  case none = 0
  /// The top edge, centred horizontally.
  case top
  /// The top-leading corner.
  case topLeading
  /// The leading edge, centred vertically.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The bottom edge, centred horizontally.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The trailing edge, centred vertically.
  case trailing
  /// The top-trailing corner.
  case topTrailing

  /// The edges the alignment names.
  var edges: DirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}

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
