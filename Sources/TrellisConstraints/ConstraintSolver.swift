// TrellisConstraints: the incremental Cassowary linear-constraint solver (Badros & Borning) that Auto
// Layout in TrellisUI runs on. It imports nothing but the standard library and knows nothing of views.

/// The incremental Cassowary solver. Adding a required constraint that conflicts with the required ones
/// already in throws .unsatisfiableConstraint and leaves the solver exactly as it was.
///
/// Non-required constraints are met as well as their strengths allow: a violation at a higher level is
/// never traded for any amount at lower levels. Constraints can be added and removed, and edit variables
/// suggested, at any time; each change re-optimises from the current tableau. Call `updateVariables()` to
/// write the solution into the variables' `value`.
public final class ConstraintSolver {
  /// The tableau and the registries, one value (one exclusive access per call).
  var state = SolverState()

  /// Creates an empty solver.
  public init() {}

  /// The number of constraints added with `add(_:)` and not removed (edit variables not counted).
  public var constraintCount: Int { state.constraints.count }

  /// Adds a constraint and re-optimises.
  ///
  /// Throws `.duplicateConstraint` when it is already in, and `.unsatisfiableConstraint` when it is
  /// required and conflicts with the required constraints already in, or has a coefficient or constant
  /// that is not finite; the solver is then left as it was.
  /// - Complexity: O(pivots × rows × row length); a few pivots in typical systems.
  public func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    try state.add(constraint)
  }

  /// Removes a constraint and re-optimises; throws `.unknownConstraint` when it is not in the solver.
  /// - Complexity: O(pivots × rows × row length).
  public func remove(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    try state.remove(constraint)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: LinearConstraint) -> Bool {
    state.constraints[ObjectIdentifier(constraint)] != nil
  }

  /// Makes `variable` an edit variable at a (non-required) strength: it is held at its suggested value
  /// (0 until `suggestValue(_:for:)`) as strongly as `strength`.
  ///
  /// Throws `.duplicateEditVariable` when it already is one and `.requiredEditVariable` when `strength`
  /// is required.
  /// - Complexity: O(pivots × rows × row length).
  public func addEditVariable(
    _ variable: ConstraintVariable, strength: ConstraintStrength
  ) throws(ConstraintSolverError) {
    try state.addEditVariable(variable, strength: strength)
  }

  /// Removes an edit variable and its edit constraint; throws `.unknownEditVariable` when it is not one.
  /// - Complexity: O(pivots × rows × row length).
  public func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintSolverError) {
    try state.removeEditVariable(variable)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: ConstraintVariable) -> Bool {
    state.edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-optimises with the dual simplex; throws
  /// `.unknownEditVariable` when it is not one. A non-finite value is ignored.
  /// - Complexity: O(rows) plus O(pivots × rows × row length).
  public func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintSolverError) {
    try state.suggestValue(value, for: variable)
  }

  /// Writes the current solution into every variable's `value` (a parametric variable gets 0).
  /// - Complexity: O(variables).
  public func updateVariables() {
    let tableau = state.tableau
    for entry in state.variables.values {
      if let index = tableau.row(of: entry.symbol) {
        entry.variable.value = tableau.rows[index].constant + 0  // + 0 turns -0 into 0
      } else {
        entry.variable.value = 0
      }
    }
  }

  /// Removes every constraint and edit variable.
  /// - Complexity: O(variables + constraints).
  public func reset() {
    state = SolverState()
  }
}
