import Foundation
import TrellisConstraints

extension AutoLayoutEngine {
  /// One required constraint that may take part in a conflict, with its description for the log.
  private struct Suspect {
    let linear: LinearConstraint
    let label: String
    let isAutoresizing: Bool
  }

  /// The most constraints a conflict is narrowed from; past it the log lists them all.
  static let maximumConflictSuspects = 400

  /// Logs a required constraint the solver refused, in UIKit's words: the conflicting required
  /// constraints (narrowed to a minimal set by removing each one the conflict doesn't need), then the one
  /// broken. (Documentation/Behaviour.md#auto-layout.)
  /// - Complexity: O(s²) solver additions for the s required constraints on the refused one's axis; it
  ///   runs only when a conflict happens.
  func logConflict(breaking refused: LayoutConstraint, _ refusedLinear: LinearConstraint) {
    let axis = refused.firstAttribute.axis
    var suspects: [Suspect] = []
    for constraint in active {
      guard let constraint, constraint !== refused, constraint.priority == .required,
        constraint.firstAttribute.axis == axis, let lc = linear[ObjectIdentifier(constraint)]
      else { continue }
      suspects.append(Suspect(linear: lc, label: constraint.describedForLog, isAutoresizing: false))
    }
    for item in items.values {
      for system in item.frameConstraints where system.axis == axis {
        suspects.append(Suspect(linear: system.linear, label: system.label, isAutoresizing: true))
      }
      for system in item.guideConstraints + item.intrinsicConstraints
      where system.axis == axis && system.linear.strength.isRequired {
        suspects.append(Suspect(linear: system.linear, label: system.label, isAutoresizing: false))
      }
    }
    if suspects.count <= Self.maximumConflictSuspects {
      // Deletion filtering: drop each suspect without which the rest still refuse the constraint.
      var index = 0
      while index < suspects.count {
        var rest = suspects
        rest.remove(at: index)
        if Self.conflicts(rest.map(\.linear) + [refusedLinear]) { suspects = rest } else { index += 1 }
      }
    }
    var text = "Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if suspects.contains(where: \.isAutoresizing) {
      text +=
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
    }
    let lines = suspects.map(\.label) + [refused.describedForLog]
    text += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    text += "Will attempt to recover by breaking constraint \n\(refused.describedForLog)\n"
    AutoLayoutLog.report(text)
  }

  /// Whether the constraints together are unsatisfiable, in a scratch solver.
  private static func conflicts(_ constraints: [LinearConstraint]) -> Bool {
    let scratch = ConstraintSolver()
    for constraint in constraints {
      do { try scratch.add(constraint) } catch { return true }
    }
    return false
  }
}
