import Foundation
import TrellisConstraints
import TrellisGeometry

extension AutoLayoutEngine {
  /// Empties the solver and adds the tree's active constraints again (after a hierarchy change, or to
  /// retry constraints broken by a conflict).
  /// - Complexity: O(views using Auto Layout in the tree + constraints × depth), plus the solver's work.
  func rebuild() {
    needsRebuild = false
    solver.reset()
    items.removeAll(keepingCapacity: true)
    linear.removeAll(keepingCapacity: true)
    broken.removeAll()
    var collected: [LayoutConstraint] = []
    collectConstraints(in: root, into: &collected)
    let previous = activeIndex
    collected.sort { (previous[ObjectIdentifier($0)] ?? .max) < (previous[ObjectIdentifier($1)] ?? .max) }
    active = collected
    activeHoles = 0
    activeIndex.removeAll(keepingCapacity: true)
    for (index, constraint) in collected.enumerated() { activeIndex[ObjectIdentifier(constraint)] = index }
    for constraint in collected { add(constraint) }
  }

  private func collectConstraints(in view: View, into collected: inout [LayoutConstraint]) {
    guard let state = view.autoLayout, state.subtreeUsesAutoLayout else { return }
    collected.append(contentsOf: state.installedConstraints)
    for subview in view.subviews { collectConstraints(in: subview, into: &collected) }
  }

  /// Adds one active constraint to the solver; a conflict with the required constraints is logged and the
  /// constraint broken (it stays active, out of the solve), as UIKit recovers.
  func add(_ constraint: LayoutConstraint) {
    guard let lc = linearConstraint(for: constraint) else { return }
    do {
      try solver.add(lc)
      linear[ObjectIdentifier(constraint)] = lc
    } catch {
      broken.insert(ObjectIdentifier(constraint))
      logConflict(breaking: constraint, lc)
    }
  }

  /// The solver's form of a constraint, or nil when one of its items isn't in the tree.
  func linearConstraint(for constraint: LayoutConstraint) -> LinearConstraint? {
    guard let firstObject = constraint.firstItem, let host = constraint.owner else { return nil }
    var expression = LinearExpression()
    guard let first = position(of: firstObject, constraint.firstAttribute, in: host) else { return nil }
    expression = first
    if let secondObject = constraint.secondItem {
      guard let second = position(of: secondObject, constraint.secondAttribute, in: host) else { return nil }
      expression = expression - Double(constraint.multiplier) * second
    }
    expression = expression - Double(constraint.constant)
    let relation: ConstraintRelation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return LinearConstraint(expression, relation, strength: Self.strength(constraint.priority))
  }

  /// The solver's strength for a priority: required at 1000, else its level.
  static func strength(_ priority: LayoutPriority) -> ConstraintStrength {
    priority >= .required ? .required : ConstraintStrength(level: max(priority.rawValue, 1))
  }

  /// The engine's variables for a view or guide, made (with its system constraints) the first time.
  func item(for object: AnyObject) -> Item {
    let id = ObjectIdentifier(object)
    if let item = items[id] { return item }
    let item = Item(object)
    items[id] = item
    if let view = object as? View {
      if view.translatesAutoresizingMaskIntoConstraints {
        fixFrame(of: view, item)
      } else {
        constrainIntrinsicSize(of: view, item)
      }
    } else if let guide = object as? LayoutGuide, guide.kind != .custom, let owner = guide.owningView {
      constrainGuide(guide, item, in: owner)
    }
    return item
  }

  /// The linear expression of an item's attribute in the coordinates of `host` (a common ancestor).
  func position(of object: AnyObject, _ attribute: LayoutConstraint.Attribute, in host: View) -> LinearExpression? {
    var object = object
    var attribute = attribute
    if let plain = attribute.unmargined {
      guard let view = object as? View else { return nil }
      object = view.layoutMarginsGuide
      attribute = plain
    }
    let item = self.item(for: object)
    switch attribute {
    case .width: return LinearExpression(item.width)
    case .height: return LinearExpression(item.height)
    default: break
    }
    let horizontal = attribute.axis == .horizontal
    var offset = LinearExpression()
    if object !== host {
      offset = LinearExpression(horizontal ? item.x : item.y)
      var parent = Self.parent(of: object)
      while let p = parent, p !== host {
        let parentItem = self.item(for: p)
        offset = offset + (horizontal ? parentItem.x : parentItem.y)
        parent = p.superview
      }
      if parent == nil { return nil }
    }
    let rightToLeft = LayoutConstraint.hierarchyView(of: object)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch attribute {
    case .left: return offset
    case .right: return offset + item.width
    // In a right-to-left layout leading is the right edge measured leftwards, so `leading == leading + 16`
    // insets by 16 from the right as it does from the left (Documentation/Behaviour.md#auto-layout).
    case .leading: return rightToLeft ? -1 * (offset + item.width) : offset
    case .trailing: return rightToLeft ? -1 * offset : offset + item.width
    case .centerX: return offset + 0.5 * item.width
    case .top: return offset
    case .bottom: return offset + item.height
    case .centerY: return offset + 0.5 * item.height
    case .firstBaseline, .lastBaseline:
      guard let label = object as? Label, let text = label.text, !text.isEmpty else { return offset + item.height }
      // Text is centred vertically: the first baseline is half the height above the text's centre plus
      // the ascender; the last one a line less an ascender above the text's bottom.
      let metrics = TextSystems.current.metrics(of: label.font)
      let textHeight = Double(label.intrinsicContentSize.height)
      let fromCentre =
        attribute == .firstBaseline
        ? Double(metrics.ascender) - textHeight / 2
        : textHeight / 2 - Double(metrics.lineHeight) + Double(metrics.ascender)
      return offset + 0.5 * item.height + fromCentre
    default: return nil
    }
  }

  static func parent(of object: AnyObject) -> View? {
    (object as? View)?.superview ?? (object as? LayoutGuide)?.owningView
  }

  // MARK: System constraints

  private func replace(_ old: inout [SystemConstraint], with new: [SystemConstraint]) {
    for constraint in old where solver.contains(constraint.linear) { try? solver.remove(constraint.linear) }
    old.removeAll(keepingCapacity: true)
    for constraint in new {
      do {
        try solver.add(constraint.linear)
        old.append(constraint)
      } catch {
        AutoLayoutLog.report(
          "Unable to simultaneously satisfy constraints.\nWill attempt to recover by breaking constraint \n"
            + constraint.label)
      }
    }
  }

  /// Makes a translating view's frame four required constraints (`NSAutoresizingMaskLayoutConstraint`).
  func fixFrame(of view: View, _ item: Item) {
    let frame = view.frame
    item.fixedFrame = frame
    let name = AutoLayoutNames.item(view)
    func make(_ variable: ConstraintVariable, _ value: CGFloat, _ attribute: String, _ axis: LayoutConstraint.Axis)
      -> SystemConstraint
    {
      SystemConstraint(
        linear: LinearConstraint(LinearExpression(variable) - Double(value), .equal),
        label: "<AutoresizingMaskLayoutConstraint:\(AutoLayoutNames.address(item.x)) h=--& v=--& \(name).\(attribute)"
          + " == \(AutoLayoutNames.number(Double(value)))   (active)>",
        axis: axis)
    }
    replace(
      &item.frameConstraints,
      with: [
        make(item.x, frame.minX, "minX", .horizontal), make(item.y, frame.minY, "minY", .vertical),
        make(item.width, frame.width, "width", .horizontal), make(item.height, frame.height, "height", .vertical),
      ])
  }

  /// Hugging (≤ at the hugging priority) and compression resistance (≥ at its priority) of the intrinsic
  /// size, per axis that has one.
  func constrainIntrinsicSize(of view: View, _ item: Item) {
    var size = view.intrinsicContentSize
    if let wrapWidth = item.wrapWidth, let label = view as? Label {
      size.height = label.sizeThatFits(CGSize(width: wrapWidth, height: 0)).height
    }
    item.intrinsicSize = size
    let name = AutoLayoutNames.item(view)
    var made: [SystemConstraint] = []
    for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
      let value = Double(axis == .horizontal ? size.width : size.height)
      guard value >= 0, value.isFinite else { continue }
      let variable = axis == .horizontal ? item.width : item.height
      let attribute = axis == .horizontal ? "width" : "height"
      let hugging = view.contentHuggingPriority(for: axis)
      let compression = view.contentCompressionResistancePriority(for: axis)
      made.append(
        SystemConstraint(
          linear: LinearConstraint(
            LinearExpression(variable) - value, .lessThanOrEqual, strength: Self.strength(hugging)),
          label: "<ContentSizeLayoutConstraint:\(name).\(attribute) <= \(AutoLayoutNames.number(value)) "
            + "hug=\(AutoLayoutNames.number(Double(hugging.rawValue)))>",
          axis: axis))
      made.append(
        SystemConstraint(
          linear: LinearConstraint(
            LinearExpression(variable) - value, .greaterThanOrEqual, strength: Self.strength(compression)),
          label: "<ContentSizeLayoutConstraint:\(name).\(attribute) >= \(AutoLayoutNames.number(value)) "
            + "compressionResistance=\(AutoLayoutNames.number(Double(compression.rawValue)))>",
          axis: axis))
    }
    replace(&item.intrinsicConstraints, with: made)
  }

  /// A system guide's rectangle: its owner's bounds inset by the margins, safe area or readable insets.
  func constrainGuide(_ guide: LayoutGuide, _ item: Item, in owner: View) {
    let insets = guide.systemInsets(in: owner)
    item.guideInsets = insets
    let ownerItem = self.item(for: owner)
    let name = AutoLayoutNames.item(guide)
    func make(_ expression: LinearExpression, _ text: String, _ axis: LayoutConstraint.Axis) -> SystemConstraint {
      SystemConstraint(
        linear: LinearConstraint(expression, .equal), label: "<LayoutConstraint \(name).\(text)   (active)>", axis: axis
      )
    }
    let left = Double(insets.left), top = Double(insets.top)
    let horizontal = Double(insets.left + insets.right), vertical = Double(insets.top + insets.bottom)
    let minX: LinearExpression = LinearExpression(item.x) - left
    let minY: LinearExpression = LinearExpression(item.y) - top
    var width: LinearExpression = LinearExpression(item.width) - LinearExpression(ownerItem.width)
    width = width + horizontal
    var height: LinearExpression = LinearExpression(item.height) - LinearExpression(ownerItem.height)
    height = height + vertical
    let made: [SystemConstraint] = [
      make(minX, "minX == \(AutoLayoutNames.number(left))", .horizontal),
      make(minY, "minY == \(AutoLayoutNames.number(top))", .vertical),
      make(width, "width == owner.width - \(AutoLayoutNames.number(horizontal))", .horizontal),
      make(height, "height == owner.height - \(AutoLayoutNames.number(vertical))", .vertical),
    ]
    replace(&item.guideConstraints, with: made)
  }

  /// Re-reads the insets of the system guides a view owns; whether any changed.
  @discardableResult
  func refreshGuides(of view: View) -> Bool {
    guard let state = view.autoLayout else { return false }
    var changed = false
    for guide in [state.marginsGuide, state.safeAreaGuide, state.readableGuide] {
      guard let guide, let item = items[ObjectIdentifier(guide)] else { continue }
      if guide.systemInsets(in: view) != item.guideInsets {
        constrainGuide(guide, item, in: view)
        changed = true
      }
    }
    return changed
  }

  /// Multi-line labels without `preferredMaxLayoutWidth` wrap at the width the solver gave them: their
  /// heights are measured again at that width and the system solved again, a bounded number of times.
  /// Whether any label was measured again.
  @discardableResult
  func remeasureWrappingLabels() -> Bool {
    var remeasured = false
    for _ in 0..<Self.maximumWrapPasses {
      var changed = false
      for item in items.values {
        guard let label = item.object as? Label, !label.translatesAutoresizingMaskIntoConstraints,
          label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0
        else { continue }
        let solved = CGFloat(item.width.value)
        let measuredAt = item.wrapWidth ?? item.intrinsicSize.width
        guard abs(solved - measuredAt) > 0.25 else { continue }
        item.wrapWidth = solved
        let height = label.sizeThatFits(CGSize(width: solved, height: 0)).height
        if height != item.intrinsicSize.height {
          constrainIntrinsicSize(of: label, item)
          changed = true
        }
      }
      guard changed else { return remeasured }
      remeasured = true
      solver.updateVariables()
    }
    return remeasured
  }
}
