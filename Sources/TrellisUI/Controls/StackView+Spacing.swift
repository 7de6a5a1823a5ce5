import Foundation

extension StackView {
  /// The custom spacing that means "use the stack view's `spacing`" (`spacingUseDefault`): what
  /// `customSpacing(after:)` answers for a view without a gap of its own.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The spacing that means "use the system spacing", 8 points between views (`spacingUseSystem`).
  public static let spacingUseSystem = -CGFloat(Float.leastNormalMagnitude)

  /// The system spacing between two arranged views, in points.
  static let systemSpacing: CGFloat = 8

  /// Records or removes the gap after an arranged view, refusing misuse.
  /// - Complexity: O(n) in the number of arranged views.
  func storeCustomSpacing(_ value: CGFloat, after view: View) {
    let key = ObjectIdentifier(view)
    guard isArranged(view) else {
      refuse(.notArranged(view: view.description))
      return
    }
    let old = customSpacings[key] ?? Self.spacingUseDefault
    guard value.isFinite else {
      refuse(.nonFiniteSpacing(member: "setCustomSpacing(_:after:)", value: value, kept: old))
      return
    }
    guard value != old else { return }
    if value == Self.spacingUseDefault { customSpacings[key] = nil } else { customSpacings[key] = value }
    arrangementDidChange()
  }

  /// The gap, in points, after an arranged view: its custom spacing, else `spacing`, either resolved
  /// from `spacingUseSystem`.
  func resolvedSpacing(after view: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }
}
