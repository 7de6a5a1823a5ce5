import Foundation
import TrellisConstraints

extension View {
  /// `systemLayoutSizeFitting`'s answer from the engine, for a view with constraints on it or among its
  /// subviews; nil for a view that lays out by hand.
  func constraintBasedSizeFitting(
    _ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority
  ) -> CGSize? {
    guard let state = autoLayout, state.subtreeUsesAutoLayout,
      !state.installedConstraints.isEmpty || subviews.contains(where: { $0.autoLayout != nil })
    else { return nil }
    return autoLayoutRoot.autoLayoutEngineCreatingIfNeeded.fittingSize(
      of: self, target: target, horizontal: horizontal, vertical: vertical)
  }
}

extension AutoLayoutEngine {
  /// The size of `view` with its width and height pulled to `target` at the fitting priorities (required:
  /// fixed), its translated size set aside and the constraints broken against it tried again; the
  /// temporary constraints are taken out again after.
  /// - Complexity: the solver's incremental work for two edits and the broken constraints; no rebuild
  ///   once warm.
  func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
    solveIfNeeded()
    let item = self.item(for: view)
    // A translating view's own width and height constraints would fix the answer: set them aside.
    let setAside = item.frameConstraints.count == 4 ? Array(item.frameConstraints[2...]) : []
    for constraint in setAside { try? solver.remove(constraint.linear) }
    var temporary: [LinearConstraint] = []
    var edits: [ConstraintVariable] = []
    for (variable, length, priority) in [
      (item.width, target.width, horizontal), (item.height, target.height, vertical),
    ] {
      if priority >= .required {
        let fixed = LinearConstraint(LinearExpression(variable) - Double(length), .equal)
        do {
          try solver.add(fixed)
          temporary.append(fixed)
        } catch {
          AutoLayoutLog.report(
            "systemLayoutSizeFitting: the required target length \(length) conflicts with \(view)'s constraints; "
              + "the length is a preference at priority 999 instead.")
          try? solver.addEditVariable(variable, strength: ConstraintStrength(level: 999))
          try? solver.suggestValue(Double(length), for: variable)
          edits.append(variable)
        }
      } else {
        try? solver.addEditVariable(variable, strength: Self.strength(priority))
        try? solver.suggestValue(Double(length), for: variable)
        edits.append(variable)
      }
    }
    // Constraints broken against the translated size (a self-sizing cell's content at its estimate, UIKit's
    // "encapsulated" height conflict) hold again while it is set aside.
    var retried: [LinearConstraint] = []
    for id in broken {
      guard let index = activeIndex[id], let constraint = active[index], let lc = linearConstraint(for: constraint)
      else { continue }
      if (try? solver.add(lc)) != nil { retried.append(lc) }
    }
    solver.updateVariables()
    let remeasured = remeasureWrappingLabels()
    let size = CGSize(width: item.width.value, height: item.height.value)
    for constraint in retried { try? solver.remove(constraint) }
    for constraint in temporary { try? solver.remove(constraint) }
    for variable in edits { try? solver.removeEditVariable(variable) }
    for constraint in setAside { try? solver.add(constraint.linear) }
    solver.updateVariables()
    // Labels measured at the target's width solve again at their laid-out widths before the next pass.
    if remeasured { setNeedsSolve() }
    return size
  }
}
