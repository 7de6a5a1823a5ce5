// Turning constraints into tableau rows and back: variable registration and the shared add and remove paths.

extension ConstraintSolver {
  /// Registers the constraint's variables, builds its row and adds it to the tableau; on failure
  /// unregisters what it registered and throws `.unsatisfiableConstraint`.
  /// - Complexity: O(pivots × rows × row length).
  func insert(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintTag {
    let expression = constraint.expression
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
      throw .unsatisfiableConstraint
    }
    var row = Row(basic: -1, constant: expression.constant, cells: [])
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
  func withdraw(_ entry: ConstraintEntry) {
    tableau.remove(tag: entry.tag, strength: entry.constraint.strength)
    unregister(entry.constraint.expression)
  }

  /// The variable's symbol, registering it (with a new external symbol) when it is new; counts one user.
  /// - Complexity: O(1) amortised.
  func register(_ variable: ConstraintVariable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let symbol = variables[key]?.symbol {
      variables[key]!.users += 1
      return symbol
    }
    let symbol = tableau.makeSymbol(.external)
    variables[key] = VariableEntry(variable: variable, symbol: symbol, users: 1)
    return symbol
  }

  /// Counts one user less for each of the expression's variables; a variable no constraint names any more
  /// leaves the solver (its symbol, then free, is cleared from the tableau).
  /// - Complexity: O(terms) plus O(rows × log(row length)) for each variable that leaves.
  func unregister(_ expression: LinearExpression) {
    for term in expression.terms {
      let key = ObjectIdentifier(term.variable)
      guard let entry = variables[key] else { continue }
      if entry.users > 1 {
        variables[key]!.users -= 1
        continue
      }
      variables[key] = nil
      tableau.purge(entry.symbol)
      tableau.releaseSymbol(entry.symbol)
    }
  }
}
