import Testing

@testable import TrellisConstraints

/// Random small systems against the brute-force optimum, and random add/remove/edit sequences against
/// solving from scratch, with the tableau invariants checked after every step.
@Suite struct SolverRandomTests {
  /// The solver's objective at its own solution, in `BruteForce`'s terms.
  func solverObjective(
    _ solver: ConstraintSolver, _ variables: [ConstraintVariable], _ constraints: [PlainConstraint]
  ) -> (point: [Double], objective: [Double]) {
    solver.updateVariables()
    let point = variables.map(\.value)
    return (point, BruteForce.objective(constraints, levels: BruteForce.levels(constraints), at: point))
  }

  /// Whether two objectives agree at every level within 1e-6.
  func agree(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
  }

  /// One weak anchor `x[i] = k` (level 1) per variable, k in −5...5.
  func anchors(_ n: Int, using random: inout SplitMix64) -> [PlainConstraint] {
    (0..<n).map { i in
      var coefficients = Array(repeating: 0.0, count: n)
      coefficients[i] = 1
      return PlainConstraint(
        coefficients: coefficients, constant: Double(Int.random(in: -5...5, using: &random)), relation: .equal,
        level: 1, weight: 1)
    }
  }

  @Test func smallSystemsMatchTheBruteForceOptimum() throws {
    var refused = 0
    for seed in UInt64(1)...400 {
      var random = SplitMix64(state: seed)
      let n = Int.random(in: 2...4, using: &random)
      let variables = (0..<n).map { ConstraintVariable("x\($0)") }
      let solver = ConstraintSolver()
      var accepted = anchors(n, using: &random)
      for anchor in accepted { try solver.add(anchor.linear(variables)) }
      for _ in 0..<Int.random(in: 2...6, using: &random) {
        let constraint = PlainConstraint.random(variables: n, using: &random)
        do {
          try solver.add(constraint.linear(variables))
          accepted.append(constraint)
        } catch {
          refused += 1
          #expect(error == .unsatisfiableConstraint, "seed \(seed)")
          #expect(constraint.level == 1000, "seed \(seed): a non-required constraint was refused")
          #expect(
            BruteForce.optimum(accepted + [constraint], variables: n) == nil,
            "seed \(seed): refused a satisfiable constraint")
        }
        #expect(solver.invariantViolations() == [], "seed \(seed)")
      }
      let expected = try #require(BruteForce.optimum(accepted, variables: n), "seed \(seed)")
      let (point, objective) = solverObjective(solver, variables, accepted)
      #expect(BruteForce.feasible(accepted, at: point), "seed \(seed): \(point) breaks a required constraint")
      #expect(agree(objective, expected), "seed \(seed): objective \(objective), brute force \(expected)")
    }
    #expect(refused >= 10)  // the refusal path ran (15 times with these seeds)
  }

  @Test func incrementalChangesMatchSolvingFromScratch() throws {
    for seed in UInt64(1)...80 {
      var random = SplitMix64(state: seed &* 7919)
      let n = Int.random(in: 2...4, using: &random)
      let variables = (0..<n).map { ConstraintVariable("x\($0)") }
      let solver = ConstraintSolver()
      let fixed = anchors(n, using: &random)
      for anchor in fixed { try solver.add(anchor.linear(variables)) }
      var active: [(plain: PlainConstraint, linear: LinearConstraint)] = []
      var edit: (index: Int, value: Double)?
      for step in 0..<25 {
        let choice = Int.random(in: 0..<10, using: &random)
        if (choice < 5 && active.count < 8) || active.isEmpty {
          let plain = PlainConstraint.random(variables: n, using: &random)
          let linear = plain.linear(variables)
          do {
            try solver.add(linear)
            active.append((plain, linear))
          } catch {
            #expect(
              BruteForce.optimum(fixed + active.map(\.plain) + [plain], variables: n) == nil,
              "seed \(seed) step \(step)")
          }
        } else if choice < 8 {
          let removed = active.remove(at: Int.random(in: 0..<active.count, using: &random))
          try solver.remove(removed.linear)
        } else if let current = edit, choice == 8 {
          let value = Double(Int.random(in: -20...20, using: &random))
          try solver.suggestValue(value, for: variables[current.index])
          edit = (current.index, value)
        } else if let current = edit {
          try solver.removeEditVariable(variables[current.index])
          edit = nil
        } else {
          let index = Int.random(in: 0..<n, using: &random)
          try solver.addEditVariable(variables[index], strength: ConstraintStrength(level: 600))
          edit = (index, 0)
        }
        #expect(solver.invariantViolations() == [], "seed \(seed) step \(step)")
        var all = fixed + active.map(\.plain)
        if let edit {
          var coefficients = Array(repeating: 0.0, count: n)
          coefficients[edit.index] = 1
          all.append(
            PlainConstraint(coefficients: coefficients, constant: -edit.value, relation: .equal, level: 600, weight: 1))
        }
        let expected = try #require(BruteForce.optimum(all, variables: n), "seed \(seed) step \(step)")
        let (point, objective) = solverObjective(solver, variables, all)
        #expect(BruteForce.feasible(all, at: point), "seed \(seed) step \(step): \(point) breaks a required constraint")
        #expect(
          agree(objective, expected), "seed \(seed) step \(step): objective \(objective), brute force \(expected)")
        let fresh = ConstraintSolver()
        for constraint in all { try fresh.add(constraint.linear(variables)) }
        let freshObjective = solverObjective(fresh, variables, all).objective
        #expect(
          agree(objective, freshObjective),
          "seed \(seed) step \(step): incremental \(objective), from scratch \(freshObjective)")
        solver.updateVariables()  // the fresh solver wrote the shared variables
      }
    }
  }
}
