/// Strict levels: a violation at a higher level is never traded for any amount at lower levels
/// (lexicographic, as Cassowary's symbolic weights). `level` is the UIKit priority (0 < level < 1000);
/// `weight` (> 0) scales the error within its level.
///
/// The solver reads a level of 1000 or more as required, and a NaN level as the lowest there is; a weight
/// that is not a positive finite number counts as 1.
public struct ConstraintStrength: Hashable, Sendable {
  /// The hard level (1000): the constraint must hold, or adding it fails.
  public static let required = ConstraintStrength(level: 1000)

  /// The priority level; higher levels win outright over lower ones.
  public var level: Float
  /// The factor on this constraint's error within its level.
  public var weight: Double

  /// Creates a strength at a priority level with a weight within that level.
  public init(level: Float, weight: Double = 1) {
    self.level = level
    self.weight = weight
  }

  /// Whether the level is required (1000 or more).
  public var isRequired: Bool { level >= 1000 }

  /// The level the solver orders by: NaN reads as the lowest level.
  var effectiveLevel: Float { level.isNaN ? -Float.infinity : level }

  /// The weight the solver uses: 1 unless `weight` is a positive finite number.
  var effectiveWeight: Double { weight.isFinite && weight > 0 ? weight : 1 }
}
