/// A sum of terms plus a constant; a constraint states `expression RELATION 0`.
public struct LinearExpression: CustomStringConvertible {
  /// The terms; a variable may appear in more than one (their coefficients add up).
  public var terms: [ConstraintTerm]
  /// The constant added to the terms.
  public var constant: Double

  /// Creates the expression `terms + constant`.
  public init(_ terms: [ConstraintTerm] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 × variable`.
  public init(_ variable: ConstraintVariable) {
    self.terms = [ConstraintTerm(variable)]
    self.constant = 0
  }

  /// The terms and the constant, as in `2.0*x + -1.0*y + 10.0`.
  /// - Complexity: O(n) in the number of terms.
  public var description: String {
    var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}
