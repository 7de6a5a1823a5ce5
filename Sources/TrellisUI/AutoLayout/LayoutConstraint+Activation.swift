import Foundation

extension LayoutConstraint {
  /// The view that stands for an item in the hierarchy: the view itself, or a guide's owning view.
  static func hierarchyView(of item: AnyObject?) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }

  /// Installs the constraint on its items' nearest common ancestor, or reports why it can't.
  /// - Complexity: O(depth of the items).
  func activateSelf() {
    guard owner == nil else { return }
    guard let first = firstItem, let firstView = Self.hierarchyView(of: first) else {
      AutoLayoutLog.report(
        "Unable to activate constraint \(description): its first item is not a view or an owned layout guide.")
      return
    }
    var host = firstView
    if let second = secondItem {
      guard let secondView = Self.hierarchyView(of: second),
        let common = firstView.nearestCommonAncestor(with: secondView)
      else {
        AutoLayoutLog.report(
          "Unable to activate constraint with anchors \(typedAnchorDescription(0)) and "
            + "\(typedAnchorDescription(1)) because they have no common ancestor.  Does the "
            + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        return
      }
      host = common
    } else if secondAttribute == .notAnAttribute && !firstAttribute.isDimension {
      AutoLayoutLog.report(
        "Unable to activate constraint \(description): a constraint with no second item must constrain a width or "
          + "height, not \(firstAttribute.name).")
      return
    }
    if firstAttribute.isDimension != secondAttribute.isDimension && secondItem != nil {
      AutoLayoutLog.report(
        "Unable to activate constraint \(description): a \(firstAttribute.name) can't be related to a \(secondAttribute.name)."
      )
      return
    }
    if secondItem != nil && !firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis {
      AutoLayoutLog.report(
        "Unable to activate constraint \(description): a constraint cannot be made between a leading/trailing or "
          + "horizontal attribute and a vertical one (\(firstAttribute.name), \(secondAttribute.name)).")
      return
    }
    if secondItem != nil && firstAttribute.isDirectional != secondAttribute.isDirectional
      && !firstAttribute.isDimension && firstAttribute.axis == .horizontal
      && [firstAttribute, secondAttribute].allSatisfy({ $0 != .centerX && $0 != .centerXWithinMargins })
    {
      AutoLayoutLog.report(
        "Unable to activate constraint \(description): a constraint cannot be made between a leading/trailing "
          + "attribute and a right/left attribute. Use leading/trailing for both or neither.")
      return
    }
    host.autoLayoutState.installedConstraints.append(self)
    owner = host
    for case let view as View in [firstItem, secondItem] { view.markUsesAutoLayout() }
    host.markUsesAutoLayout()
    host.autoLayoutRoot.autoLayoutEngineCreatingIfNeeded.constraintWasActivated(self)
    host.noteAutoLayoutChange(.constraints)
  }

  /// Uninstalls the constraint from its owner and the engine.
  /// - Complexity: O(constraints installed on the owner).
  func deactivateSelf() {
    guard let host = owner else { return }
    host.autoLayoutRoot.autoLayoutEngine?.constraintWasDeactivated(self)
    if let state = host.autoLayout, let index = state.installedConstraints.firstIndex(where: { $0 === self }) {
      state.installedConstraints.remove(at: index)
    }
    owner = nil
    host.noteAutoLayoutChange(.constraints)
  }
}

extension LayoutConstraint {
  /// The description of the first (0) or second (1) anchor with its real kind (`LayoutXAxisAnchor`,
  /// `LayoutYAxisAnchor`, `LayoutDimension`), the anchor kept so its address stays its own.
  func typedAnchorDescription(_ index: Int) -> String {
    let item = index == 0 ? firstItem : secondItem
    let attribute = index == 0 ? firstAttribute : secondAttribute
    guard item != nil else { return "nil" }
    if madeAnchors.count < 2 { madeAnchors = [nil, nil] }
    if madeAnchors[index] == nil {
      let anchor: any AnchorDescribing
      if attribute.isDimension {
        anchor = LayoutDimension(item: item, attribute: attribute)
      } else if attribute.axis == .horizontal {
        anchor = LayoutXAxisAnchor(item: item, attribute: attribute)
      } else {
        anchor = LayoutYAxisAnchor(item: item, attribute: attribute)
      }
      madeAnchors[index] = anchor
    }
    return madeAnchors[index]?.anchorDescription ?? "nil"
  }
}

extension LayoutConstraint.Attribute {
  /// Whether the attribute follows the layout direction (leading, trailing and their margins).
  var isDirectional: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

  /// Whether the attribute is a width or height.
  var isDimension: Bool { self == .width || self == .height }

  /// The axis the attribute measures along.
  var axis: LayoutConstraint.Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  /// The same attribute on the layout margins guide, for the `…Margin` attributes.
  var unmargined: LayoutConstraint.Attribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }

  /// The attribute's name as UIKit prints it in a constraint's description.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
