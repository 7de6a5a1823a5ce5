import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionViewListCell {
  /// The space between the cell's edges and its outermost accessories.
  package static let accessoryMargin: CGFloat = 16
  /// The space between neighbouring accessories.
  package static let accessorySpacing: CGFloat = 8
  /// The least height a row self-sizes to (not a list cell shown as a header or footer supplementary), a
  /// list's standard row height.
  package static let minimumRowHeight: CGFloat = 44

  /// Shows the default background of the list's appearance, as the automatic background.
  func useDefaultBackground() {
    setBackgroundConfiguration(defaultBackgroundConfiguration())
    usesDefaultBackground = true
  }

  /// Makes the accessories' views anew.
  func accessoriesDidChange() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map { accessory in
      let view = CellAccessoryView(accessory: accessory)
      view.tapAction = tapAction(for: accessory)
      addSubview(view)
      return view
    }
    setNeedsLayout()
  }

  /// What a tap on an accessory runs: its handler, or for an outline disclosure without one the
  /// toggle of the item's expansion.
  private func tapAction(for accessory: CellAccessory) -> (@MainActor () -> Void)? {
    switch accessory.kind {
    case .delete(let handler, _), .insert(let handler, _): return handler
    case .outlineDisclosure(_, let handler):
      return handler ?? { [weak self] in self?.toggleOutlineExpansion() }
    default: return nil
    }
  }

  /// Asks the collection view's data source to expand or collapse this cell's item, then shows the new state.
  package func toggleOutlineExpansion() {
    guard let collectionView = enclosingCollectionView, let indexPath = collectionView.indexPath(for: self),
      let source = collectionView.dataSource as? any OutlineExpansionSource
    else { return }
    source.toggleExpansionOfItem(at: indexPath)
    cellStates.isExpanded = source.isItemExpanded(at: indexPath) ?? false
  }

  /// Whether a tap on the cell toggles its outline instead of selecting it: an outline disclosure of
  /// style `.header`, or `.automatic` on a header row.
  package var togglesOutlineOnTap: Bool {
    for accessory in accessories where accessory.isDisplayed(editing: cellStates.isEditing) {
      guard case .outlineDisclosure(let style, let handler) = accessory.kind else { continue }
      let header = style == .header || (style == .automatic && listAppearance?.isHeader == true)
      if header {
        if let handler { handler() } else { toggleOutlineExpansion() }
        return true
      }
    }
    return false
  }

  /// The collection view the cell is in.
  var enclosingCollectionView: CollectionView? {
    var view = superview
    while let current = view {
      if let collectionView = current as? CollectionView { return collectionView }
      view = current.superview
    }
    return nil
  }

  /// Places the accessories, the content view and the separators (Documentation/Behaviour.md#list-cells).
  /// - Complexity: O(accessories), plus measuring the list content's texts for an automatic separator.
  func layoutListParts() {
    let editing = cellStates.isEditing
    let indent = indentationWidth.isFinite ? CGFloat(max(0, indentationLevel)) * max(0, indentationWidth) : 0
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let width = bounds.width
    // Leading accessories, in order from the leading edge.
    let leadingStart = (indentsAccessories ? indent : 0) + Self.accessoryMargin
    let contentMinX =
      placeAccessories(leading: true, from: leadingStart, editing: editing, width: width, rtl: rtl)
      .map { $0 + (indentsAccessories ? 0 : indent) } ?? indent
    // Trailing accessories, in order from the leading side, the last at the trailing margin (no arrays
    // are made: this runs whenever a reused cell lays out).
    var total: CGFloat = 0
    var shownTrailing = 0
    for accessory in accessories where !accessory.isLeading && accessory.isDisplayed(editing: editing) {
      total += CellAccessoryView.width(of: accessory)
      shownTrailing += 1
    }
    total += CGFloat(max(0, shownTrailing - 1)) * Self.accessorySpacing
    let trailingStart = width - Self.accessoryMargin - total
    let contentMaxX = shownTrailing == 0 ? width : trailingStart
    _ = placeAccessories(leading: false, from: trailingStart, editing: editing, width: width, rtl: rtl)
    for view in accessoryViews {
      view.isExpanded = cellStates.isExpanded
      view.isCellSelected = isSelected
    }
    let content = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: bounds.height)
    contentView.frame = flipped(content, width: width, rtl)
    layoutBackgroundCorners()
    layoutSeparators(contentFrame: content, rtl: rtl)
  }

  /// The cell's fitting size at `size.width` (see `sizeThatFits(_:)`): the content spans what
  /// `layoutListParts()` gives it (accessories by the same rules, without placing them); a row (not a
  /// supplementary) is at least `minimumRowHeight` tall (Documentation/Behaviour.md#list-cells).
  /// - Complexity: O(accessories), plus the content view's `sizeThatFits(_:)`.
  func listFittingSize(_ size: CGSize) -> CGSize {
    let width = size.width.isFinite && size.width >= 0 ? size.width : bounds.width
    guard let content = configuredContentView else { return CGSize(width: width, height: bounds.height) }
    let editing = cellStates.isEditing
    let indent = indentationWidth.isFinite ? CGFloat(max(0, indentationLevel)) * max(0, indentationWidth) : 0
    var x = (indentsAccessories ? indent : 0) + Self.accessoryMargin
    var leadingEnd: CGFloat?
    var trailingTotal: CGFloat = 0
    var shownTrailing = 0
    for accessory in accessories where accessory.isDisplayed(editing: editing) {
      let w = CellAccessoryView.width(of: accessory)
      if accessory.isLeading {
        leadingEnd = x + w
        x += w + Self.accessorySpacing
      } else {
        trailingTotal += w
        shownTrailing += 1
      }
    }
    trailingTotal += CGFloat(max(0, shownTrailing - 1)) * Self.accessorySpacing
    let minX = leadingEnd.map { $0 + (indentsAccessories ? 0 : indent) } ?? indent
    let maxX = shownTrailing == 0 ? width : width - Self.accessoryMargin - trailingTotal
    let fitted = content.sizeThatFits(CGSize(width: max(0, maxX - minX), height: 0))
    guard fitted.height.isFinite else { return CGSize(width: width, height: bounds.height) }
    // Rows, header rows included, keep the standard height; a list cell shown as a supplementary (a
    // section's header or footer) fits its text.
    let minimum = appliedLayoutAttributes?.representedElementCategory == .supplementaryView ? 0 : Self.minimumRowHeight
    return CGSize(width: width, height: max(minimum, fitted.height))
  }

  /// Places the shown accessories of one side one after another from `start` (hiding the others) and
  /// returns where the last one ends, or nil when none of that side shows.
  /// - Complexity: O(accessories).
  private func placeAccessories(leading: Bool, from start: CGFloat, editing: Bool, width: CGFloat, rtl: Bool)
    -> CGFloat?
  {
    var x = start
    var end: CGFloat?
    for index in accessories.indices where index < accessoryViews.count && accessories[index].isLeading == leading {
      let accessory = accessories[index]
      let view = accessoryViews[index]
      let shown = accessory.isDisplayed(editing: editing)
      view.isHidden = !shown || accessory.isHidden
      guard shown else { continue }
      let w = CellAccessoryView.width(of: accessory)
      view.frame = flipped(CGRect(x: x, y: 0, width: w, height: bounds.height), width: width, rtl)
      end = x + w
      x += w + Self.accessorySpacing
    }
    return end
  }

  /// `rect` mirrored in a width when right to left.
  private func flipped(_ rect: CGRect, width: CGFloat, _ rtl: Bool) -> CGRect {
    rtl ? CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
  }

  private func layoutBackgroundCorners() {
    configuredBackgroundView?.listCornerRadius = listAppearance?.cornerRadius ?? 0
    configuredBackgroundView?.listRoundedCorners = listAppearance?.roundedCorners ?? []
  }

  /// The separators' frames: 1 pixel tall, from the leading inset (automatic: the text's leading edge)
  /// to the trailing inset (automatic: the cell's trailing edge).
  private func layoutSeparators(contentFrame: CGRect, rtl: Bool) {
    guard let appearance = listAppearance, appearance.showsTopSeparator || appearance.showsBottomSeparator else {
      topSeparator.isHidden = true
      bottomSeparator.isHidden = true
      return
    }
    let height = 1 / max(1, traitCollection.displayScale)
    let textLeading = automaticSeparatorLeading(contentFrame: contentFrame)
    func frame(_ insets: DirectionalEdgeInsets, y: CGFloat) -> CGRect {
      let automatic = insets.isAutomaticSeparatorInsets
      let leading = automatic || insets.leading == -.greatestFiniteMagnitude ? textLeading : insets.leading
      let trailing = automatic || insets.trailing == -.greatestFiniteMagnitude ? 0 : insets.trailing
      return flipped(
        CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: height),
        width: bounds.width, rtl)
    }
    topSeparator.isHidden = !appearance.showsTopSeparator
    topSeparator.backgroundColor = appearance.separatorColor
    topSeparator.frame = frame(appearance.topSeparatorInsets, y: 0)
    bottomSeparator.isHidden = !appearance.showsBottomSeparator
    bottomSeparator.backgroundColor = appearance.separatorColor
    bottomSeparator.frame = frame(appearance.bottomSeparatorInsets, y: bounds.height - height)
  }

  /// Where an automatic separator starts: the list content's text, else the content's leading margin.
  private func automaticSeparatorLeading(contentFrame: CGRect) -> CGFloat {
    if let list = contentConfiguration as? ListContentConfiguration {
      let layout = ListContentLayout(
        configuration: list, bounds: CGRect(origin: .zero, size: contentFrame.size), direction: .leftToRight)
      let textX = layout.textFrame != .zero ? layout.textFrame.minX : list.directionalLayoutMargins.leading
      return contentFrame.minX + textX
    }
    return contentFrame.minX + ListContentConfiguration.rowMargins.leading
  }

  /// The list parts' frames and states, for tests and dumps.
  package var separatorFrames: (top: CGRect?, bottom: CGRect?) {
    (topSeparator.isHidden ? nil : topSeparator.frame, bottomSeparator.isHidden ? nil : bottomSeparator.frame)
  }
}
