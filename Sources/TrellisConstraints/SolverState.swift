// The solver's state as one value, so that each public call of `ConstraintSolver` makes one exclusive
// access to it instead of one per step; turning constraints into tableau rows and back.

/// Everything a `ConstraintSolver` holds: the tableau and what its symbols stand for.
struct SolverState {
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
  /// The variables the constraints in the solver mention (room for a cell's worth from the start, so a
  /// small system never rehashes).
  var variables = [ObjectIdentifier: VariableEntry](minimumCapacity: 24)
  /// The constraints added with `add(_:)`.
  var constraints = [ObjectIdentifier: ConstraintEntry](minimumCapacity: 24)
  /// The edit variables.
  var edits: [ObjectIdentifier: EditEntry] = [:]

  /// Adds a constraint (see `ConstraintSolver.add(_:)`).
  /// - Complexity: O(pivots × rows × row length).
  mutating func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw .duplicateConstraint }
    constraints[key] = ConstraintEntry(constraint: constraint, tag: try insert(constraint))
  }

  /// Removes a constraint (see `ConstraintSolver.remove(_:)`).
  /// - Complexity: O(pivots × rows × row length).
  mutating func remove(_ constraint: LinearConstraint) throws(ConstraintSolverError) {
    guard let entry = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw .unknownConstraint
    }
    withdraw(entry)
  }

  /// Adds an edit variable (see `ConstraintSolver.addEditVariable(_:strength:)`).
  /// - Complexity: O(pivots × rows × row length).
  mutating func addEditVariable(
    _ variable: ConstraintVariable, strength: ConstraintStrength
  ) throws(ConstraintSolverError) {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil else { throw .duplicateEditVariable }
    guard !strength.isRequired else { throw .requiredEditVariable }
    let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
    let tag = try insert(constraint)
    edits[key] = EditEntry(constraint: ConstraintEntry(constraint: constraint, tag: tag), value: 0)
  }

  /// Removes an edit variable (see `ConstraintSolver.removeEditVariable(_:)`).
  /// - Complexity: O(pivots × rows × row length).
  mutating func removeEditVariable(_ variable: ConstraintVariable) throws(ConstraintSolverError) {
    guard let entry = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable
    }
    withdraw(entry.constraint)
  }

  /// Suggests an edit variable's value (see `ConstraintSolver.suggestValue(_:for:)`).
  /// - Complexity: O(rows) plus O(pivots × rows × row length).
  mutating func suggestValue(_ value: Double, for variable: ConstraintVariable) throws(ConstraintSolverError) {
    guard let index = edits.index(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
    guard value.isFinite else { return }
    let previous = edits.values[index].value
    edits.values[index].value = value
    tableau.suggest(delta: value - previous, tag: edits.values[index].constraint.tag)
  }

  /// Registers the constraint's variables, builds its row and adds it to the tableau; on failure
  /// unregisters what it registered and throws `.unsatisfiableConstraint`.
  /// - Complexity: O(pivots × rows × row length).
  mutating func insert(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintTag {
    let expression = constraint.expression
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      throw .unsatisfiableConstraint
    }
    var row = Row(basic: -1, constant: expression.constant, cells: [])
    row.cells.reserveCapacity(expression.terms.count + 2)
    for term in expression.terms {
      let symbol = register(term.variable)
      tableau.addTerm(term.coefficient, symbol, to: &row)
    }
    let tag = tableau.finishRow(&row, relation: constraint.relation, strength: constraint.strength)
    guard tableau.add(row, tag: tag) else {
      if tag.other >= 0 { tableau.releaseSymbol(tag.other) }
      tableau.releaseSymbol(tag.marker)
      unregister(expression)
      throw .unsatisfiableConstraint
    }
    return tag
  }

  /// Takes a constraint's row out of the tableau and unregisters its variables.
  /// - Complexity: O(pivots × rows × row length).
  mutating func withdraw(_ entry: ConstraintEntry) {
    tableau.remove(tag: entry.tag, strength: entry.constraint.strength)
    unregister(entry.constraint.expression)
  }

  /// The variable's symbol, registering it (with a new external symbol) when it is new; counts one user.
  /// - Complexity: O(1) amortised.
  mutating func register(_ variable: ConstraintVariable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let index = variables.index(forKey: key) {
      variables.values[index].users += 1
      return variables.values[index].symbol
    }
    let symbol = tableau.makeSymbol(.external)
    variables[key] = VariableEntry(variable: variable, symbol: symbol, users: 1)
    return symbol
  }

  /// Counts one user less for each of the expression's variables; a variable no constraint names any more
  /// leaves the solver (its symbol, then free, is cleared from the tableau).
  /// - Complexity: O(terms) plus O(rows × log(row length)) for each variable that leaves.
  mutating func unregister(_ expression: LinearExpression) {
    for term in expression.terms {
      guard let index = variables.index(forKey: ObjectIdentifier(term.variable)) else { continue }
      if variables.values[index].users > 1 {
        variables.values[index].users -= 1
        continue
      }
      let symbol = variables.values[index].symbol
      variables.remove(at: index)
      tableau.purge(symbol)
      tableau.releaseSymbol(symbol)
    }
  }
}
