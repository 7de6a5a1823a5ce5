/// Why the solver refused a request; the solver is left exactly as it was.
public enum ConstraintSolverError: Error, Equatable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint
  /// The constraint is not in the solver.
  case unknownConstraint
  /// A required constraint conflicts with the required constraints already in, or has a coefficient or
  /// constant that is not finite.
  case unsatisfiableConstraint
  /// The variable is already an edit variable.
  case duplicateEditVariable
  /// The variable is not an edit variable.
  case unknownEditVariable
  /// An edit variable can't be required.
  case requiredEditVariable

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .duplicateConstraint: "The constraint is already in the solver."
    case .unknownConstraint: "The constraint is not in the solver."
    case .unsatisfiableConstraint:
      "The required constraint can't be satisfied together with the required constraints already in the solver (or has a coefficient or constant that is not finite)."
    case .duplicateEditVariable: "The variable is already an edit variable."
    case .unknownEditVariable: "The variable is not an edit variable."
    case .requiredEditVariable: "An edit variable can't be required: give it a priority below 1000."
    }
  }
}
