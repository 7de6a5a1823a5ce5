import Testing

@testable import TrellisConstraints

/// Removal, edits, degeneracy and ambiguity.
@Suite struct SolverBehaviourTests {
  @Test func removalRestoresThePreviousSolution() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    try solver.add(LinearConstraint(x + y - 100, .equal))
    try solver.add(LinearConstraint(x - 30, .equal, strength: ConstraintStrength(level: 500)))
    solver.updateVariables()
    #expect([x.value, y.value] == [30, 70])  // x = 30 holds, y = 100 − 30
    let pull = LinearConstraint(y - 90, .greaterThanOrEqual, strength: ConstraintStrength(level: 750))
    try solver.add(pull)
    solver.updateVariables()
    #expect([x.value, y.value] == [10, 90])  // y ≥ 90 at 750 beats x = 30 at 500: x = 100 − 90
    try solver.remove(pull)
    solver.updateVariables()
    #expect([x.value, y.value] == [30, 70])
    #expect(solver.invariantViolations() == [])
  }

  @Test func bealeDegenerateSystemEndsAtTheOptimum() throws {
    // Beale's cycling example: minimise −¾x4 + 20x5 − ½x6 + 6x7 subject to ¼x4 − 8x5 − x6 + 9x7 ≤ 0,
    // ½x4 − 12x5 − ½x6 + 3x7 ≤ 0, x6 ≤ 1, x ≥ 0; optimum −5/4 at x4 = 1, x6 = 1. Costs are weak
    // preferences: x4 ≥ 10 weighted ¾ costs −¾x4 plus a constant, x5 ≤ 0 weighted 20 costs 20x5.
    let solver = ConstraintSolver()
    let x = (4...7).map { ConstraintVariable("x\($0)") }
    for variable in x { try solver.add(LinearConstraint(LinearExpression(variable), .greaterThanOrEqual)) }
    try solver.add(LinearConstraint(0.25 * x[0] - 8 * x[1] - x[2] + 9 * x[3], .lessThanOrEqual))
    try solver.add(LinearConstraint(0.5 * x[0] - 12 * x[1] - 0.5 * x[2] + 3 * x[3], .lessThanOrEqual))
    try solver.add(LinearConstraint(x[2] - 1, .lessThanOrEqual))
    let level: Float = 250
    try solver.add(LinearConstraint(x[0] - 10, .greaterThanOrEqual, strength: .init(level: level, weight: 0.75)))
    try solver.add(
      LinearConstraint(LinearExpression(x[1]), .lessThanOrEqual, strength: .init(level: level, weight: 20)))
    try solver.add(LinearConstraint(x[2] - 10, .greaterThanOrEqual, strength: .init(level: level, weight: 0.5)))
    try solver.add(LinearConstraint(LinearExpression(x[3]), .lessThanOrEqual, strength: .init(level: level, weight: 6)))
    solver.updateVariables()
    #expect(x.map(\.value) == [1, 0, 1, 0])
    #expect(solver.invariantViolations() == [])
  }

  @Test func manyConstraintsThroughOneVertex() throws {
    // Eight inequalities all tight at (0, 0): every pivot there is degenerate.
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    for (a, b) in [(1.0, 0.0), (0, 1), (1, 1), (1, 2), (2, 1), (1, -1), (3, 1), (1, 3)] {
      try solver.add(LinearConstraint(a * x + b * y, .greaterThanOrEqual))
    }
    try solver.add(LinearConstraint(x + y + 5, .equal, strength: ConstraintStrength(level: 500)))
    try solver.add(LinearConstraint(x - y - 5, .equal, strength: ConstraintStrength(level: 250)))
    solver.updateVariables()
    // x + y ≥ 0 and x − y ≥ 0 bound both preferences: x + y = 0 is nearest to −5; then x − y = 5 is free
    // along x = −y only with x ≥ 0, y ≥ 0, so x = y = 0.
    #expect([x.value, y.value] == [0, 0])
    #expect(solver.invariantViolations() == [])
  }

  @Test func editVariableFollowsSuggestionsWithinBounds() throws {
    let solver = ConstraintSolver()
    let width = ConstraintVariable("width")
    let height = ConstraintVariable("height")
    try solver.add(LinearConstraint(height - 2 * width, .equal))
    try solver.add(LinearConstraint(height - 300, .lessThanOrEqual))
    try solver.addEditVariable(width, strength: ConstraintStrength(level: 999))
    solver.updateVariables()
    #expect([width.value, height.value] == [0, 0])  // the edit holds width at 0 before any suggestion
    try solver.suggestValue(100, for: width)
    solver.updateVariables()
    #expect([width.value, height.value] == [100, 200])  // height = 2 × 100
    try solver.suggestValue(400, for: width)
    solver.updateVariables()
    #expect([width.value, height.value] == [150, 300])  // height ≤ 300 caps width at 300 / 2
    try solver.suggestValue(.nan, for: width)  // ignored
    try solver.removeEditVariable(width)
    solver.updateVariables()
    #expect(height.value == 2 * width.value)
    #expect(solver.invariantViolations() == [])
  }

  @Test func ambiguity() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let y = ConstraintVariable("y")
    let z = ConstraintVariable("z")
    #expect(solver.isAmbiguous(x))  // in no constraint
    try solver.add(LinearConstraint(x + y - 10, .equal))
    #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))  // any split of 10 will do
    try solver.add(LinearConstraint(y - 3, .equal, strength: ConstraintStrength(level: 250)))
    #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))  // y = 3, x = 7
    // z between 0 and 10 with equal pulls to 0 and to 10: every z in between costs 10.
    try solver.add(LinearConstraint(LinearExpression(z), .greaterThanOrEqual))
    try solver.add(LinearConstraint(z - 10, .lessThanOrEqual))
    try solver.add(LinearConstraint(LinearExpression(z), .equal, strength: ConstraintStrength(level: 250)))
    try solver.add(LinearConstraint(z - 10, .equal, strength: ConstraintStrength(level: 250)))
    #expect(solver.isAmbiguous(z))
    try solver.add(LinearConstraint(z - 4, .equal, strength: ConstraintStrength(level: 100)))
    #expect(!solver.isAmbiguous(z))  // the lower level settles it at 4
    solver.updateVariables()
    #expect(z.value == 4)
  }

  @Test func resetEmptiesTheSolver() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    let constraint = LinearConstraint(x - 1, .equal)
    try solver.add(constraint)
    try solver.addEditVariable(x, strength: ConstraintStrength(level: 500))
    solver.reset()
    #expect(solver.constraintCount == 0 && !solver.contains(constraint) && !solver.hasEditVariable(x))
    try solver.add(constraint)
    solver.updateVariables()
    #expect(x.value == 1)
  }
}
