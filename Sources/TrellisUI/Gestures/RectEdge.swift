/// Edges of a rectangle, as a set (`UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits, UIKit's values.
  public let rawValue: UInt
  /// Creates a set from its bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none: RectEdge = []
  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
