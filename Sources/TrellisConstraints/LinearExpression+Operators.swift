// Operators that build linear expressions from variables, expressions and numbers.

extension LinearExpression {
  /// The expression with every coefficient and the constant multiplied by `factor`.
  /// - Complexity: O(n) in the number of terms.
  func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms.map { ConstraintTerm($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }

  /// The sum of two expressions (their terms concatenated, their constants added).
  /// - Complexity: O(n + m) in the numbers of terms.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  /// The difference of two expressions.
  /// - Complexity: O(n + m) in the numbers of terms.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs.scaled(by: -1)
  }

  /// The expression negated.
  /// - Complexity: O(n) in the number of terms.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
  }

  /// The expression scaled by a number.
  /// - Complexity: O(n) in the number of terms.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
  }

  /// The expression scaled by a number.
  /// - Complexity: O(n) in the number of terms.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
  }

  /// The expression divided by a number.
  /// - Complexity: O(n) in the number of terms.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
  }

  /// The expression plus a variable.
  /// - Complexity: O(n) in the number of terms.
  public static func + (lhs: LinearExpression, rhs: ConstraintVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// The expression minus a variable.
  /// - Complexity: O(n) in the number of terms.
  public static func - (lhs: LinearExpression, rhs: ConstraintVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  /// A variable plus the expression.
  /// - Complexity: O(n) in the number of terms.
  public static func + (lhs: ConstraintVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// A variable minus the expression.
  /// - Complexity: O(n) in the number of terms.
  public static func - (lhs: ConstraintVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// The expression plus a number.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
  }

  /// The expression minus a number.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant - rhs)
  }

  /// A number plus the expression.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
  }

  /// A number minus the expression.
  /// - Complexity: O(n) in the number of terms.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: -1) + lhs
  }
}

extension ConstraintVariable {
  /// The sum of two variables.
  public static func + (lhs: ConstraintVariable, rhs: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs), ConstraintTerm(rhs)])
  }

  /// The difference of two variables.
  public static func - (lhs: ConstraintVariable, rhs: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs), ConstraintTerm(rhs, -1)])
  }

  /// The variable negated.
  public static prefix func - (operand: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(operand, -1)])
  }

  /// The variable times a number.
  public static func * (lhs: Double, rhs: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(rhs, lhs)])
  }

  /// The variable times a number.
  public static func * (lhs: ConstraintVariable, rhs: Double) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs, rhs)])
  }

  /// The variable divided by a number.
  public static func / (lhs: ConstraintVariable, rhs: Double) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs, 1 / rhs)])
  }

  /// The variable plus a number.
  public static func + (lhs: ConstraintVariable, rhs: Double) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs)], constant: rhs)
  }

  /// The variable minus a number.
  public static func - (lhs: ConstraintVariable, rhs: Double) -> LinearExpression {
    LinearExpression([ConstraintTerm(lhs)], constant: -rhs)
  }

  /// A number plus the variable.
  public static func + (lhs: Double, rhs: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(rhs)], constant: lhs)
  }

  /// A number minus the variable.
  public static func - (lhs: Double, rhs: ConstraintVariable) -> LinearExpression {
    LinearExpression([ConstraintTerm(rhs, -1)], constant: lhs)
  }
}
