import Trellis

/// A displacement from an item's centre, in points (`UIOffset`).
public struct Offset: Hashable, Sendable {
  /// The horizontal displacement.
  public var horizontal: CGFloat
  /// The vertical displacement.
  public var vertical: CGFloat

  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No displacement (`UIOffset.zero`).
  public static let zero = Offset(horizontal: 0, vertical: 0)
}

/// A closed range of lengths (`UIFloatRange`).
public struct FloatRange: Hashable, Sendable {
  /// The lower end.
  public var minimum: CGFloat
  /// The upper end.
  public var maximum: CGFloat

  /// Creates a range.
  public init(minimum: CGFloat, maximum: CGFloat) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range 0…0 (`init()`).
  public init() { self.init(minimum: 0, maximum: 0) }

  /// Whether both ends are infinite (`isInfinite`).
  public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }

  /// The empty range at zero (`UIFloatRange.zero`).
  public static let zero = FloatRange(minimum: 0, maximum: 0)
  /// The unbounded range (`UIFloatRange.infinite`).
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
}
