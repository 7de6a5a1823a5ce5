import Foundation

extension AutoLayoutEngine {
  /// Logs a required constraint the solver refused, in UIKit's words: the constraints that meet it (the
  /// active required ones on its items and axis, the translated frames among them), then the one broken.
  ///
  /// The list is the refused constraint's neighbourhood, not a minimal conflicting set.
  /// (Documentation/Behaviour.md#auto-layout-conflicts.)
  func logConflict(breaking refused: LayoutConstraint) {
    let axis = refused.firstAttribute.axisOfEffect
    let objects = [refused.firstItem, refused.secondItem].compactMap { $0 }
    var lines: [String] = []
    var mentionsAutoresizing = false
    for constraint in active {
      guard let constraint, constraint.priority == .required, constraint.firstAttribute.axisOfEffect == axis,
        objects.contains(where: { $0 === constraint.firstItem || $0 === constraint.secondItem })
      else { continue }
      if constraint !== refused && broken.contains(ObjectIdentifier(constraint)) { continue }
      lines.append(constraint.describedForLog)
    }
    for object in objects {
      guard let item = items[ObjectIdentifier(object)] else { continue }
      for system in item.frameConstraints where system.axis == axis {
        lines.append(system.label)
        mentionsAutoresizing = true
      }
    }
    var text = "Unable to simultaneously satisfy constraints.\n"
    text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    text += "\tTry this: \n"
    text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    if mentionsAutoresizing {
      text +=
        "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the View property translatesAutoresizingMaskIntoConstraints) \n"
    }
    text += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    text += "Will attempt to recover by breaking constraint \n\(refused.describedForLog)\n"
    AutoLayoutLog.report(text)
  }
}

extension LayoutConstraint.Attribute {
  /// The axis a constraint on the attribute acts along (a width along the horizontal, a height the vertical).
  var axisOfEffect: LayoutConstraint.Axis {
    switch self {
    case .width: .horizontal
    case .height: .vertical
    default: axis
    }
  }
}
