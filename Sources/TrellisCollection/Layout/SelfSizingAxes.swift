/// The axes on which an element's size is an estimate that its view should measure (a Trellis extension:
/// UIKit's layouts pass this privately).
///
/// A layout sets `LayoutAttributes.selfSizingAxes` (or `ElementGeometry.selfSizingAxes`) on elements whose
/// size is estimated; the collection view asks only those views for `preferredLayoutAttributesFitting(_:)`,
/// and a cell's default answer fits its content with these axes free and the others fixed.
public struct SelfSizingAxes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt8
  /// Creates a set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The width is estimated.
  public static let horizontal = SelfSizingAxes(rawValue: 1)
  /// The height is estimated.
  public static let vertical = SelfSizingAxes(rawValue: 2)
  /// Both lengths are estimated.
  public static let both: SelfSizingAxes = [.horizontal, .vertical]
}
