/// A variable times a coefficient, one term of a `LinearExpression`.
public struct ConstraintTerm {
  /// The variable.
  public var variable: ConstraintVariable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient × variable`.
  public init(_ variable: ConstraintVariable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
