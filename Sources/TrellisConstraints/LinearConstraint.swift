/// One constraint (identity: the same expression added twice is two constraints).
public final class LinearConstraint: CustomStringConvertible {
  /// The expression compared with zero.
  public let expression: LinearExpression
  /// How the expression compares with zero.
  public let relation: ConstraintRelation
  /// How strongly the constraint holds.
  public let strength: ConstraintStrength

  /// Creates the constraint `expression relation 0` at a strength.
  public init(
    _ expression: LinearExpression, _ relation: ConstraintRelation, strength: ConstraintStrength = .required
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
  }

  /// The constraint as `expression >= 0` with its strength, as in `1.0*x + -10.0 >= 0 (required)`.
  /// - Complexity: O(n) in the number of terms.
  public var description: String {
    let relationText: String
    switch relation {
    case .lessThanOrEqual: relationText = "<="
    case .equal: relationText = "=="
    case .greaterThanOrEqual: relationText = ">="
    }
    let strengthText =
      strength.isRequired ? "required" : "priority \(strength.level), weight \(strength.weight)"
    return "\(expression) \(relationText) 0 (\(strengthText))"
  }
}
