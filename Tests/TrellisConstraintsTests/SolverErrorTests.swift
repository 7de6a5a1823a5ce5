import Testing

@testable import TrellisConstraints

/// Every error the solver throws, its text, and the solver left as it was.
@Suite struct SolverErrorTests {
  @Test func duplicateAndUnknownConstraints() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let constraint = LinearConstraint(x - 10, .equal)
    try solver.add(constraint)
    #expect(throws: ConstraintSolverError.duplicateConstraint) { try solver.add(constraint) }
    #expect(solver.constraintCount == 1)
    try solver.remove(constraint)
    #expect(throws: ConstraintSolverError.unknownConstraint) { try solver.remove(constraint) }
    #expect(solver.constraintCount == 0)
    #expect(!solver.contains(constraint))
  }

  @Test func conflictingRequiredEqualitiesLeaveTheSolverAsItWas() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let first = LinearConstraint(x - 10, .equal)
    try solver.add(first)
    let second = LinearConstraint(x - 20, .equal)
    #expect(throws: ConstraintSolverError.unsatisfiableConstraint) { try solver.add(second) }
    #expect(!solver.contains(second))
    #expect(solver.constraintCount == 1)
    solver.updateVariables()
    #expect(x.value == 10)  // the first equality still holds alone
    #expect(solver.invariantViolations() == [])
    try solver.remove(first)
    try solver.add(second)  // the refused constraint left nothing behind
    solver.updateVariables()
    #expect(x.value == 20)
  }

  @Test func conflictFoundAfterArtificialPivotsIsUndone() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
    try solver.add(LinearConstraint(x - 5, .lessThanOrEqual))
    try solver.add(LinearConstraint(x - 3, .equal, strength: ConstraintStrength(level: 250)))
    let before = solver.state.tableau.rows.map { ($0.basic, $0.constant, $0.cells.map(\.symbol)) }
    // x ≥ 8 has no free symbol once x is substituted; the artificial objective 8 − x pivots x up to its
    // bound 5 before it finds the remaining 3 can't go.
    let conflict = LinearConstraint(x - 8, .greaterThanOrEqual)
    #expect(throws: ConstraintSolverError.unsatisfiableConstraint) { try solver.add(conflict) }
    let after = solver.state.tableau.rows.map { ($0.basic, $0.constant, $0.cells.map(\.symbol)) }
    #expect(before.map(\.0) == after.map(\.0))
    #expect(before.map(\.1) == after.map(\.1))
    #expect(before.map(\.2) == after.map(\.2))
    solver.updateVariables()
    #expect(x.value == 3)  // 0 ≤ x ≤ 5 and the preference x = 3
    #expect(solver.constraintCount == 3)
    #expect(solver.invariantViolations() == [])
  }

  @Test func nonFiniteNumbersAreUnsatisfiable() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let infinite = LinearConstraint(x - .infinity, .equal, strength: ConstraintStrength(level: 250))
    #expect(throws: ConstraintSolverError.unsatisfiableConstraint) { try solver.add(infinite) }
    let notANumber = LinearConstraint(.nan * x, .lessThanOrEqual)
    #expect(throws: ConstraintSolverError.unsatisfiableConstraint) { try solver.add(notANumber) }
    #expect(solver.constraintCount == 0)
    #expect(solver.state.variables.isEmpty)
  }

  @Test func editVariableErrors() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    #expect(throws: ConstraintSolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
    #expect(throws: ConstraintSolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    #expect(throws: ConstraintSolverError.requiredEditVariable) {
      try solver.addEditVariable(x, strength: .required)
    }
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: ConstraintStrength(level: 999))
    #expect(throws: ConstraintSolverError.duplicateEditVariable) {
      try solver.addEditVariable(x, strength: ConstraintStrength(level: 500))
    }
    #expect(solver.hasEditVariable(x))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.state.variables.isEmpty)
  }

  @Test func descriptions() {
    #expect(ConstraintSolverError.duplicateConstraint.description == "The constraint is already in the solver.")
    #expect(ConstraintSolverError.unknownConstraint.description == "The constraint is not in the solver.")
    #expect(
      ConstraintSolverError.unsatisfiableConstraint.description
        == "The required constraint can't be satisfied together with the required constraints already in the solver (or has a coefficient or constant that is not finite)."
    )
    #expect(ConstraintSolverError.duplicateEditVariable.description == "The variable is already an edit variable.")
    #expect(ConstraintSolverError.unknownEditVariable.description == "The variable is not an edit variable.")
    #expect(
      ConstraintSolverError.requiredEditVariable.description
        == "An edit variable can't be required: give it a priority below 1000.")
    let x = ConstraintVariable("x")
    let y = ConstraintVariable()
    #expect(
      LinearConstraint(2 * x - y + 10, .greaterThanOrEqual).description == "2.0*x + -1.0*unnamed + 10.0 >= 0 (required)"
    )
    #expect(
      LinearConstraint(x - 5, .lessThanOrEqual, strength: ConstraintStrength(level: 250, weight: 2)).description
        == "1.0*x + -5.0 <= 0 (priority 250.0, weight 2.0)")
  }
}
