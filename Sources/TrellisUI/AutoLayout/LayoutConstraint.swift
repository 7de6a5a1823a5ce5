import Foundation
import TrellisGeometry

/// A relation between two layout attributes that the Auto Layout engine keeps
/// (`NSLayoutConstraint`): `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute + constant`.
///
/// Inactive when made; `isActive = true` (or `activate(_:)`) installs it on the nearest common ancestor of
/// its items. Items are held weakly, as UIKit holds them without retaining.
@MainActor open class LayoutConstraint {
  /// A part of an item's frame a constraint relates (`NSLayoutConstraint.Attribute`).
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in a left-to-right layout).
    case leading
    /// The trailing edge (right in a left-to-right layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// The left margin (the layout margins guide's left edge).
    case leftMargin
    /// The right margin.
    case rightMargin
    /// The top margin.
    case topMargin
    /// The bottom margin.
    case bottomMargin
    /// The leading margin.
    case leadingMargin
    /// The trailing margin.
    case trailingMargin
    /// The horizontal centre between the margins.
    case centerXWithinMargins
    /// The vertical centre between the margins.
    case centerYWithinMargins
    /// No attribute: the constraint's second item, for a constant size.
    case notAnAttribute = 0
  }

  /// How the two sides of a constraint compare (`NSLayoutConstraint.Relation`).
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The two sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// An axis of layout (`NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }

  /// The first item (a `View` or `LayoutGuide`).
  public private(set) weak var firstItem: AnyObject?
  /// The second item, nil for a constant size.
  public private(set) weak var secondItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The second item's attribute (`.notAnAttribute` without a second item).
  public let secondAttribute: Attribute
  /// How the first side compares with the second.
  public let relation: Relation
  /// The factor applied to the second attribute.
  public let multiplier: CGFloat
  /// A name shown in the description and the conflict log (`identifier`).
  open var identifier: String?
  /// Whether the constraint is archived with its view; Trellis has no archives (`shouldBeArchived`).
  open var shouldBeArchived = false

  /// The amount added to the second side; changing it on an active constraint edits the engine in place.
  open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if !constant.isFinite {
        let refused = constant
        constant = oldValue
        AutoLayoutLog.report(
          "LayoutConstraint.constant: \(refused) is not finite; kept \(oldValue) for \(description)")
        return
      }
      engineHost?.autoLayoutEngine?.constraintDidChange(self)
      owner?.noteAutoLayoutChange(.constraints)
    }
  }

  /// The priority, 1…1000 (`priority`); an active constraint can't change between required and not.
  open var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if priority.rawValue < 1 || priority.rawValue > 1000 || !priority.rawValue.isFinite {
        let refused = priority.rawValue
        priority = oldValue
        AutoLayoutLog.report(
          "LayoutConstraint.priority: \(refused) is outside 1...1000; kept \(oldValue.rawValue) for \(description)")
        return
      }
      if isActive && (priority == .required) != (oldValue == .required) {
        let refused = priority.rawValue
        priority = oldValue
        AutoLayoutLog.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."
            + " You passed priority \(refused) and the existing priority was \(oldValue.rawValue). (\(description))")
        return
      }
      engineHost?.autoLayoutEngine?.constraintDidChange(self)
      owner?.noteAutoLayoutChange(.constraints)
    }
  }

  /// The typed anchors the constraint was made from or described with, kept for their addresses.
  var madeAnchors: [(any AnchorDescribing)?] = []

  /// The view the constraint is installed on while active (`constraints` lists it there).
  package internal(set) weak var owner: View?

  /// Whether the constraint is installed and kept by the engine (`isActive`).
  open var isActive: Bool {
    get { owner != nil }
    set {
      if newValue { activateSelf() } else { deactivateSelf() }
    }
  }

  /// The view whose tree's engine holds the constraint, when active.
  var engineHost: View? { owner?.autoLayoutRoot }

  /// Creates a constraint relating two items' attributes
  /// (`init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  ///
  /// Items must be views or layout guides; a constraint with another item, or a size constraint given a
  /// position attribute without a second item, is made but refused when activated, with a report.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier
    constant = c
  }

  /// The first item's attribute as an anchor (`firstAnchor`).
  open var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(item: firstItem, attribute: firstAttribute) }
  /// The second item's attribute as an anchor, nil without a second item (`secondAnchor`).
  open var secondAnchor: LayoutAnchor<AnyObject>? {
    secondItem == nil ? nil : LayoutAnchor(item: secondItem, attribute: secondAttribute)
  }

  /// Activates each constraint: installs it on its items' nearest common ancestor (`activate(_:)`).
  /// - Complexity: O(n × depth) for n constraints.
  open class func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (`deactivate(_:)`).
  /// - Complexity: O(n × constraints on each owner).
  open class func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// The constraint in UIKit's form, e.g. `<LayoutConstraint:0x… Label:0x….leading == View:0x….leading + 8   (active)>`.
  open var description: String { describedForLog }
}
