import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector (`CGVector`), which Linux Foundation lacks.
  public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// A readable description.
    public var description: String { "CGVector(dx: \(dx), dy: \(dy))" }
  }
#endif
