import Foundation

/// An anchor that can describe itself whatever its kind (for constraints' messages).
@MainActor protocol AnchorDescribing: AnyObject {
  /// `<Kind:0x… "Item:0x….attribute">`.
  var anchorDescription: String { get }
}

/// One attribute of a view or layout guide, from which constraints are made (`NSLayoutAnchor`).
///
/// Generic over the anchor's kind, as UIKit's is: an X-axis anchor relates only to X-axis anchors, a
/// dimension only to dimensions, so mixing axes doesn't compile.
@MainActor open class LayoutAnchor<AnchorType: AnyObject>: AnchorDescribing {
  /// The view or layout guide the anchor belongs to (`item`).
  public private(set) weak var item: AnyObject?
  /// The attribute the anchor stands for.
  package let attribute: LayoutConstraint.Attribute

  init(item: AnyObject?, attribute: LayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The anchor's name, e.g. `View:0x….leading` (`name`).
  public var name: String { "\(AutoLayoutNames.item(item)).\(attribute.name)" }

  /// `<LayoutXAxisAnchor:0x… "View:0x….leading">`, as UIKit describes anchors.
  public var description: String { anchorDescription }

  var anchorDescription: String { "<\(type(of: self)):\(AutoLayoutNames.address(self)) \"\(name)\">" }

  /// Whether the anchor's item is not fixed by the constraints (`hasAmbiguousLayout`).
  /// - Complexity: O(depth) to find the engine.
  public var hasAmbiguousLayout: Bool {
    (item as? View)?.hasAmbiguousLayout ?? (item as? LayoutGuide)?.hasAmbiguousLayout ?? false
  }

  /// The active constraints that affect the anchor's item along its axis (`constraintsAffectingLayout`).
  /// - Complexity: O(active constraints in the item's tree).
  public var constraintsAffectingLayout: [LayoutConstraint] {
    LayoutConstraint.hierarchyView(of: item)?.autoLayoutRoot.autoLayoutEngine?.constraints(
      affecting: item, axis: attribute.axis) ?? []
  }

  func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat)
    -> LayoutConstraint
  {
    let constraint = LayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other.map { $0.item as Any },
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    constraint.madeAnchors = [self, other]
    return constraint
  }

  /// A constraint: this anchor equals another (`constraint(equalTo:)`).
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  /// A constraint: this anchor is at least another (`constraint(greaterThanOrEqualTo:)`).
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }
  /// A constraint: this anchor is at most another (`constraint(lessThanOrEqualTo:)`).
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0)
  }
  /// A constraint: this anchor equals another plus a constant (`constraint(equalTo:constant:)`).
  open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// A constraint: this anchor is at least another plus a constant (`constraint(greaterThanOrEqualTo:constant:)`).
  open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// A constraint: this anchor is at most another plus a constant (`constraint(lessThanOrEqualTo:constant:)`).
  open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// The system spacing between two sibling edges, in points (UIKit's standard spacing at the default
/// text size).
let systemSpacing: CGFloat = 8

/// A horizontal edge or centre of a view or layout guide (`NSLayoutXAxisAnchor`).
@MainActor open class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
  /// A constraint: this anchor is the system spacing times `multiplier` after another
  /// (`constraint(equalToSystemSpacingAfter:multiplier:)`).
  open func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// A constraint: at least the system spacing times `multiplier` after another
  /// (`constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// A constraint: at most the system spacing times `multiplier` after another
  /// (`constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A vertical edge, centre or baseline of a view or layout guide (`NSLayoutYAxisAnchor`).
@MainActor open class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
  /// A constraint: this anchor is the system spacing times `multiplier` below another
  /// (`constraint(equalToSystemSpacingBelow:multiplier:)`).
  open func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// A constraint: at least the system spacing times `multiplier` below another
  /// (`constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// A constraint: at most the system spacing times `multiplier` below another
  /// (`constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// A width or height of a view or layout guide (`NSLayoutDimension`).
@MainActor open class LayoutDimension: LayoutAnchor<LayoutDimension> {
  /// A constraint: this dimension equals a constant (`constraint(equalToConstant:)`).
  open func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
  /// A constraint: this dimension is at least a constant (`constraint(greaterThanOrEqualToConstant:)`).
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// A constraint: this dimension is at most a constant (`constraint(lessThanOrEqualToConstant:)`).
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  /// A constraint: this dimension equals another times a multiplier (`constraint(equalTo:multiplier:)`).
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: 0)
  }
  /// A constraint: at least another times a multiplier (`constraint(greaterThanOrEqualTo:multiplier:)`).
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// A constraint: at most another times a multiplier (`constraint(lessThanOrEqualTo:multiplier:)`).
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }
  /// A constraint: this dimension equals another times a multiplier plus a constant
  /// (`constraint(equalTo:multiplier:constant:)`).
  open func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// A constraint: at least another times a multiplier plus a constant
  /// (`constraint(greaterThanOrEqualTo:multiplier:constant:)`).
  open func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// A constraint: at most another times a multiplier plus a constant
  /// (`constraint(lessThanOrEqualTo:multiplier:constant:)`).
  open func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> LayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
