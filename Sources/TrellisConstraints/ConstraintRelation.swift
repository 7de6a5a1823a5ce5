/// How a constraint's expression compares with zero.
public enum ConstraintRelation: Sendable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual
}
