import Foundation

extension StackView {
  /// The priority of the constraints that pull a stack view to the smallest size its arranged views
  /// allow where nothing else decides it (`UISV-canvas-fit`, `UISV-spanning-fit`): below
  /// `LayoutPriority.fittingSizeLevel`, so `systemLayoutSizeFitting(_:)`'s target wins over them.
  static let fitPriority = LayoutPriority.fittingSizeLevel - 1

  /// What the arranged views are laid out in: the layout margins guide, or the stack view itself.
  var canvas: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

  /// Replaces the stack view's constraints with ones made for its current properties and arranged views.
  /// - Complexity: O(n) in the number of arranged views.
  func arrangementDidChange() {
    LayoutConstraint.deactivate(arrangementConstraints)
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides.removeAll(keepingCapacity: true)
    proportionalLengths.removeAll(keepingCapacity: true)
    var made: [LayoutConstraint] = []
    made.reserveCapacity(arrangedSubviews.count * 4 + 4)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    makeAxisConstraints(visible: visible, into: &made)
    makeDistributionConstraints(visible: visible, into: &made)
    makeAlignmentConstraints(visible: visible, into: &made)
    arrangementConstraints = made
    LayoutConstraint.activate(made)
    setNeedsLayout()
    superview?.setNeedsLayout()
  }

  /// An arranged view was hidden or shown: the arrangement is made again, and inside an animation block
  /// the view tree is laid out at once, so the views slide to their new frames as UIKit's do.
  func arrangedVisibilityDidChange() {
    arrangementDidChange()
    guard !Animator.shared.contexts.isEmpty else { return }
    var root: View = self
    while let parent = root.superview { root = parent }
    root.layoutIfNeeded()
  }

  /// A constraint the stack view owns, named with UIKit's identifier for its role.
  func stackConstraint(
    _ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
    _ other: AnyObject?, _ otherAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = identifier
    return constraint
  }

  /// An equality the stack view owns, named with UIKit's identifier for its role.
  func stackConstraint(
    _ item: AnyObject, _ attribute: LayoutConstraint.Attribute, _ other: AnyObject?,
    _ otherAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, _ identifier: String
  ) -> LayoutConstraint {
    stackConstraint(
      item, attribute, .equal, other, otherAttribute, multiplier: multiplier, constant: constant, priority: priority,
      identifier)
  }
}

/// The four attributes of one axis: the edges where an axis starts and ends, the length and the centre.
struct StackAxisAttributes {
  /// Where the axis starts (leading or top).
  let start: LayoutConstraint.Attribute
  /// Where the axis ends (trailing or bottom).
  let end: LayoutConstraint.Attribute
  /// The length (width or height).
  let length: LayoutConstraint.Attribute
  /// The centre (centerX or centerY).
  let center: LayoutConstraint.Attribute

  /// The attributes along an axis.
  static func along(_ axis: LayoutConstraint.Axis) -> StackAxisAttributes {
    axis == .horizontal
      ? StackAxisAttributes(start: .leading, end: .trailing, length: .width, center: .centerX)
      : StackAxisAttributes(start: .top, end: .bottom, length: .height, center: .centerY)
  }

  /// The attributes across an axis.
  static func across(_ axis: LayoutConstraint.Axis) -> StackAxisAttributes {
    along(axis == .horizontal ? .vertical : .horizontal)
  }
}
