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
  /// A registered variable: its symbol and how many constraints (edit constraints included) mention it.
  struct VariableEntry {
    /// The variable.
    let variable: ConstraintVariable
    /// Its external symbol.
    let symbol: Symbol
    /// How many terms of constraints in the solver name it.
    var users: Int
  }

  /// A constraint in the solver and its tableau symbols.
  struct ConstraintEntry {
    /// The constraint.
    let constraint: LinearConstraint
    /// Its symbols.
    let tag: ConstraintTag
  }

  /// An edit variable: its edit constraint and the value last suggested.
  struct EditEntry {
    /// The constraint `variable == 0` at the edit's strength, whose constant suggestions move.
    let constraint: ConstraintEntry
    /// The value last suggested (0 at first).
    var value: Double
  }

  /// The tableau.
  var tableau = Tableau()
  /// The variables the constraints in the solver mention.
  var variables: [ObjectIdentifier: VariableEntry] = [:]
  /// The constraints added with `add(_:)`.
  var constraints: [ObjectIdentifier: ConstraintEntry] = [:]
  /// The edit variables.
  var edits: [ObjectIdentifier: EditEntry] = [:]

  /// Creates an empty solver.
  public init() {}

  /// The number of constraints added with `add(_:)` and not removed (edit variables not counted).
  public var constraintCount: Int { constraints.count }

  /// Adds a constraint and re-optimises.
  ///
  /// Throws `.duplicateConstraint` when it is already in, and `.unsatisfiableConstraint` when it is
  /// required and conflicts with the required constraints already in, or has a coefficient or constant
  /// that is not finite; the solver is then left as it was.
  /// - Complexity: O(pivots × rows × row length); a few pivots in typical systems.
  public func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw .duplicateConstraint }
    constraints[key] = ConstraintEntry(constraint: constraint, tag: try insert(constraint))
  }

  /// Removes a constraint and re-optimises; throws `.unknownConstraint` when it is not in the solver.
  /// - Complexity: O(pivots × rows × row length).
  public func remove(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    guard let entry = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint
    }
    withdraw(entry)
  }

  /// Whether the constraint is in the solver.
  public func contains(_ constraint: LinearConstraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
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
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .requiredEditVariable }
    let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
    let tag = try insert(constraint)
    edits[key] = EditEntry(constraint: ConstraintEntry(constraint: constraint, tag: tag), value: 0)
  }

  /// Removes an edit variable and its edit constraint; throws `.unknownEditVariable` when it is not one.
  /// - Complexity: O(pivots × rows × row length).
  public func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintSolverError) {
    guard let entry = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable
    }
    withdraw(entry.constraint)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: ConstraintVariable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// Suggests a value for an edit variable and re-optimises with the dual simplex; throws
  /// `.unknownEditVariable` when it is not one. A non-finite value is ignored.
  /// - Complexity: O(rows × log(row length)) plus O(pivots × rows × row length).
  public func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(variable)
    guard let entry = edits[key] else { throw .unknownEditVariable }
    guard value.isFinite else { return }
    edits[key]!.value = value
    tableau.suggest(delta: value - entry.value, tag: entry.constraint.tag)
  }

  /// Writes the current solution into every variable's `value` (a parametric variable gets 0).
  /// - Complexity: O(variables).
  public func updateVariables() {
    for entry in variables.values {
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
    tableau = Tableau()
    variables.removeAll()
    constraints.removeAll()
    edits.removeAll()
  }
}
