import Testing

@testable import TrellisConstraints

/// The classic Cassowary examples, with exact solutions.
@Suite struct SolverExampleTests {
  /// A weak preference at `level` for `variable == value`.
  func prefer(_ variable: ConstraintVariable, _ value: Double, level: Float) -> LinearConstraint {
    LinearConstraint(variable - value, .equal, strength: ConstraintStrength(level: level))
  }

  @Test func boundsWithWeakPreferences() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    try solver.add(LinearConstraint(x - 10, .greaterThanOrEqual))
    try solver.add(LinearConstraint(x - 20, .lessThanOrEqual))
    let toZero = prefer(x, 0, level: 250)
    try solver.add(toZero)
    solver.updateVariables()
    #expect(x.value == 10)  // x = 0 preferred, x ≥ 10 required: the nearest is 10
    try solver.remove(toZero)
    let toThirty = prefer(x, 30, level: 250)
    try solver.add(toThirty)
    solver.updateVariables()
    #expect(x.value == 20)  // x = 30 preferred, x ≤ 20 required: 20
    #expect(solver.invariantViolations() == [])
  }

  @Test func strongerLevelWins() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    try solver.add(prefer(x, 10, level: 250))
    try solver.add(prefer(x, 20, level: 750))
    try solver.add(prefer(x, 30, level: 500))
    solver.updateVariables()
    #expect(x.value == 20)  // the 750 preference beats 500 and 250
  }

  @Test func oneConstraintAt251BeatsAThousandAt250() throws {
    let solver = ConstraintSolver()
    let x = ConstraintVariable("x")
    for _ in 0..<1000 { try solver.add(prefer(x, 10, level: 250)) }
    try solver.add(prefer(x, 0, level: 251))
    solver.updateVariables()
    #expect(x.value == 0)  // 1 unit at 251 outweighs 1000 × 10 units at 250 (strict levels)
    #expect(solver.invariantViolations() == [])
  }

  @Test func midpointWithEdits() throws {
    let solver = ConstraintSolver()
    let left = ConstraintVariable("left")
    let mid = ConstraintVariable("mid")
    let right = ConstraintVariable("right")
    try solver.add(LinearConstraint(2 * mid - left - right, .equal))
    try solver.add(LinearConstraint(right - left - 10, .greaterThanOrEqual))
    try solver.add(LinearConstraint(right - 100, .lessThanOrEqual))
    try solver.add(LinearConstraint(LinearExpression(left), .greaterThanOrEqual))
    try solver.add(prefer(left, 0, level: 250))
    try solver.add(prefer(right, 100, level: 250))
    try solver.addEditVariable(mid, strength: ConstraintStrength(level: 999))
    try solver.suggestValue(50, for: mid)
    solver.updateVariables()
    #expect([left.value, mid.value, right.value] == [0, 50, 100])  // both preferences hold: (0 + 100) / 2 = 50
    try solver.suggestValue(90, for: mid)
    solver.updateVariables()
    // left + right = 180 with right ≤ 100: right = 100 keeps one preference, left = 80
    #expect([left.value, mid.value, right.value] == [80, 90, 100])
    try solver.suggestValue(98, for: mid)
    solver.updateVariables()
    // right ≤ 100 and right ≥ left + 10 cap mid at (90 + 100) / 2 = 95
    #expect([left.value, mid.value, right.value] == [90, 95, 100])
    try solver.suggestValue(0, for: mid)
    solver.updateVariables()
    // left ≥ 0 and right ≥ left + 10 floor mid at (0 + 10) / 2 = 5
    #expect([left.value, mid.value, right.value] == [0, 5, 10])
    #expect(solver.invariantViolations() == [])
  }
}
