import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Called by the layout when it is invalidated: a layout pass is needed.
  func layoutDidInvalidate() { setNeedsLayout() }

  /// One layout pass: counts, layout preparation, visible views.
  /// - Complexity: O(visible elements + log n) when the layout answers queries in O(log n + k).
  func performLayoutPass() {
    countStatistic { $0.layoutPasses += 1 }
    backgroundView?.frame = bounds
    collectionViewLayout.collectionViewWillLayout()
    reloadCountsIfNeeded()
    let passBefore = visibleSet.passCount
    prepareLayoutIfNeeded()
    updateVisibleViews()
    measureSelfSizingViews(shownBefore: passBefore)
  }

  /// Prepares the layout if it was invalidated, then takes its content size (plus the invalidation's
  /// `contentSizeAdjustment`) and adds the invalidation's `contentOffsetAdjustment` to the offset.
  ///
  /// A layout that invalidates itself in its own `prepare()` is prepared again first (bounded; see
  /// `CollectionViewLayout.prepareIfInvalid()`), so no view is placed with its stale metrics. Returns
  /// whether the invalidation moved the offset by a `contentOffsetAdjustment`.
  @discardableResult
  func prepareLayoutIfNeeded() -> Bool {
    let layout = collectionViewLayout
    guard let (adjustments, passes) = layout.prepareIfInvalid() else { return false }
    countStatistic { $0.prepareCount += passes }
    var size = layout.collectionViewContentSize
    size.width += adjustments.size.width
    size.height += adjustments.size.height
    if size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 {
      if contentSize != size { contentSize = size }
    } else {
      report(.invalidContentSize(size))
    }
    let adjustment = adjustments.offset
    if adjustment != .zero {
      var b = bounds
      b.origin.x += adjustment.x
      b.origin.y += adjustment.y
      super.bounds = b  // the layout's own adjustment: it isn't asked about it
      emptyQueryBuffer()
      return true
    }
    emptyQueryBuffer()
    return false
  }

  /// Forgets the last layout query, so the next layout pass asks the layout again (after an
  /// invalidation, a re-keying, a new layout).
  func emptyQueryBuffer() { visibleSet.emptyQueryBuffer() }

  /// The rectangle queried from the layout: the visible rectangle grown by `overscanFraction` of the bounds.
  var overscanRect: CGRect {
    let b = bounds
    return b.insetBy(dx: -b.width * overscanFraction, dy: -b.height * overscanFraction)
  }

  /// Makes the visible views match the elements in the visible rectangle.
  ///
  /// One loop over the query buffer: a visible element with a view gets its attributes re-applied (when
  /// they changed); one without is noted. Then views whose elements left go to their reuse queues, and
  /// only then are the noted elements given views, so a jump to a far offset reuses the old screenful
  /// instead of making a second one.
  /// - Complexity: O(elements in the overscan rectangle), plus a layout query when scrolling left it.
  func updateVisibleViews() {
    let visible = bounds
    guard visible.width > 0, visible.height > 0, dataSource != nil else {
      discardVisibleViews()
      return
    }
    if !visibleSet.queriedRect.covers(visible) { queryLayout(in: overscanRect) }
    showQueriedElements(of: visibleSet, in: self, visible: visible, origin: .zero)
    layOutElementContainers()
    updatePrefetching()
  }

  /// The keys of the views a pass removes, shared by every visible set (see `showQueriedElements`).
  private static var staleKeysScratch: [ElementKey] = []

  /// Makes the views of one visible set (the root's, or an element container's) match the elements of
  /// its query buffer that overlap `visible` (in the layout's coordinates); `origin` is the point of the
  /// layout's coordinates at the container's content origin (zero for the root).
  /// - Complexity: O(elements in the query buffer).
  func showQueriedElements(of set: VisibleElements, in container: View, visible: CGRect, origin: CGPoint) {
    set.passCount &+= 1
    let pass = set.passCount
    set.missingElementsScratch.removeAll(keepingCapacity: true)
    // A local reference to the buffer: reading a stored array property element by element pays an
    // exclusivity check per read. Nothing below queries the layout, so the buffer stays as it is.
    let elements = set.queried
    // The same for the visible views: one access, not one per element. Nothing in the loop changes
    // the visible set (a change would copy this dictionary, never corrupt it).
    let views = set.views
    var shown = 0
    for index in elements.indices where elements[index].frame.overlaps(visible) {
      if let view = views[elements[index].key] {
        shown += 1
        view.lastSeenPass = pass
        apply(elements[index], to: view, force: false, origin: origin)
      } else {
        set.missingElementsScratch.append(index)
      }
    }
    if views.count > shown {
      // One scratch array for every set (the root's and each orthogonal container's), so a pooled
      // container dropping more views than it ever did doesn't grow one of its own mid-scroll. Taken
      // out while in use: a nested pass (a collection view inside a cell) finds it empty and makes its own.
      var stale: [ElementKey] = []
      swap(&stale, &Self.staleKeysScratch)
      for (key, view) in views where view.lastSeenPass != pass { stale.append(key) }
      for key in stale { removeVisibleView(for: key, from: set) }
      stale.removeAll(keepingCapacity: true)
      swap(&stale, &Self.staleKeysScratch)
    }
    set.unshownCount = 0
    for index in set.missingElementsScratch {
      if let view = makeView(for: elements[index], into: set, container: container, origin: origin) {
        view.lastSeenPass = pass
        view.firstSeenPass = pass
      } else {
        set.unshownCount += 1
      }
    }
  }

  /// Asks the layout for the elements in `rect` and keeps the valid ones in the query buffer: plain
  /// geometry through `forEachElement(in:_:)` when the layout offers it, else attribute objects from
  /// `layoutAttributesForElements(in:)` (hidden ones left out).
  /// During an interactive movement the lifted item's element is the layout's moving attributes
  /// (`arrangeQueriedElements()`), unless `liftingItem` is false (a look at where elements were).
  /// - Complexity: the layout's query cost, O(log n + k) for k elements in the layouts Trellis ships.
  func queryLayout(in rect: CGRect, liftingItem: Bool = true) {
    countStatistic { $0.elementQueryCount += 1 }
    visibleSet.queriedRect = rect
    visibleSet.queried.removeAll(keepingCapacity: true)
    containers.forgetCachedRegion()
    defer { if liftingItem { arrangeQueriedElements() } }  // a lifted item, a drop gap, empty slots
    let answered = collectionViewLayout.forEachElement(in: rect) { geometry in
      keepIfValid(QueriedElement(geometry))
    }
    if answered { return }
    guard let answer = collectionViewLayout.layoutAttributesForElements(in: rect) else { return }
    for attributes in answer where !attributes.isHidden { keepIfValid(QueriedElement(attributes)) }
  }

  /// Appends an element to the query buffer if it stays with the page (not in an orthogonal scrolling
  /// region) and is valid (`isValid(_:)`).
  private func keepIfValid(_ element: QueriedElement) {
    if scrollsInOrthogonalRegion(element.key) { return }
    if isValid(element) { visibleSet.queried.append(element) }
  }

  /// Whether an element's frame is finite with a non-negative size and its index path can be shown
  /// (`refusal(of:)`); an invalid element is reported.
  func isValid(_ element: QueriedElement) -> Bool {
    let f = element.frame
    guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite,
      f.size.width >= 0, f.size.height >= 0
    else {
      report(.invalidLayoutAttributes(element: element.key.description, frame: f))
      return false
    }
    if let reason = refusal(of: element.key) {
      report(.invalidElementIndexPath(element: element.key.description, reason: reason))
      return false
    }
    return true
  }

  /// Why an element's index path can't be shown, or nil when it can.
  ///
  /// As UIKit: a cell needs an existing `[section, item]`; a supplementary view has one index (a view
  /// for the whole collection, `IndexPath(index: 0)`) or two, the first an existing section, any
  /// non-negative second; decoration views may have any index path, since no data stands behind them.
  /// `section` and `item` are read only once the path is known to have two indexes (Foundation traps
  /// on `item` of a one-index path).
  private func refusal(of key: ElementKey) -> String? {
    let indexPath = key.indexPath
    switch key.category {
    case .decorationView:
      return nil
    case .cell:
      guard indexPath.count == 2 else {
        return "has \(indexPath.count) indexes; a cell's index path has 2 (section, item)"
      }
    case .supplementaryView:
      guard indexPath.count == 1 || indexPath.count == 2 else {
        return "has \(indexPath.count) indexes; a supplementary view's index path has 1 or 2"
      }
    }
    if let negative = indexPath.first(where: { $0 < 0 }) {
      return "has a negative index (\(negative))"
    }
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section
    guard section < counts.items.count else {
      return "names section \(section), but the collection view has \(counts.items.count) sections"
    }
    guard key.category == .cell, indexPath.item >= counts.items[section] else { return nil }
    return "names item \(indexPath.item), but section \(section) has \(counts.items[section]) items"
  }

  /// Creates, configures and shows the view of a new visible element in the root.
  func makeView(for element: QueriedElement) -> CollectionReusableView? {
    makeView(for: element, into: visibleSet, container: self, origin: .zero)
  }

  /// Creates, configures and shows the view of a new visible element in `container`, whose visible set
  /// is `set` and whose content origin is at `origin` in the layout's coordinates.
  func makeView(
    for element: QueriedElement, into set: VisibleElements, container: View, origin: CGPoint
  ) -> CollectionReusableView? {
    let key = element.key
    let view: CollectionReusableView
    let outerOrigin = containers.dequeueOrigin
    containers.dequeueOrigin = origin
    defer { containers.dequeueOrigin = outerOrigin }
    var prepared: CollectionReusableView?
    switch key.category {
    case .cell:
      prepared = takePreparedCell(for: key)
      guard let cell = prepared ?? cellForArrangedItem(key, element: element) else { return nil }
      (cell as? CollectionViewCell)?.isSelected = selection.members.contains(key.indexPath)
      (cell as? CollectionViewCell).map { prepareCellStates($0, at: key.indexPath) }
      view = cell
    case .supplementaryView:
      guard let kind = key.kind,
        let supplementary = askDataSource(
          for: key, element: element,
          { ds in
            ds.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
          })
      else { return nil }
      view = supplementary
    case .decorationView:
      guard let kind = key.kind, let decoration = dequeueDecorationView(ofKind: kind, for: key.indexPath) else {
        return nil
      }
      view = decoration
    }
    view.elementKey = key
    // A new element is measured afresh; a cell prepared ahead keeps what it was measured at in idle time.
    if prepared == nil { view.selfSizingMeasurement = nil }
    // Already applied when the data source dequeued the view (UIKit applies before returning it); apply
    // again only if that didn't happen (decoration views, placeholders) or the attributes differ.
    apply(element, to: view, force: false, origin: origin)
    switch key.category {
    case .cell:
      collectionDelegate?.collectionView(self, willDisplay: view as! CollectionViewCell, forItemAt: key.indexPath)
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
    case .decorationView: break
    }
    container.addSubview(view)
    set.views[key] = view
    return view
  }

  /// The cell of an item of the arrangement: the data source's, asked at its own index path (during an
  /// interactive movement it keeps its order), or a placeholder's (`CollectionViewDropPlaceholder`).
  private func cellForArrangedItem(_ key: ElementKey, element: QueriedElement) -> CollectionReusableView? {
    guard interactiveMovement.isArranged else {
      return askDataSource(for: key, element: element) { $0.collectionView(self, cellForItemAt: key.indexPath) }
    }
    guard let indexPath = interactiveMovement.dataSourceIndexPath(for: key.indexPath) else {
      return placeholderCell(for: key, element: element)
    }
    return askDataSource(for: key, element: element) { $0.collectionView(self, cellForItemAt: indexPath) }
  }

  /// Calls the data source for one element and checks that the view came from `dequeue…` for it.
  func askDataSource(
    for key: ElementKey, element: QueriedElement,
    _ call: (any CollectionViewDataSource) -> CollectionReusableView
  ) -> CollectionReusableView? {
    guard let dataSource else { return nil }
    let outer = registry.dequeueContext
    registry.dequeueContext = .element(key: key, element: element)
    Self.dataSourceCallDepth += 1
    let view = call(dataSource)
    Self.dataSourceCallDepth -= 1
    registry.dequeueContext = outer
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    guard view.isFreshlyDequeued else {
      report(.viewNotDequeued(kind: kind, indexPath: key.indexPath))
      return nil
    }
    view.isFreshlyDequeued = false
    if let dequeuedFor = view.dequeuedElement, key.category == .supplementaryView,
      dequeuedFor.category == .supplementaryView, let requested = key.kind, let dequeuedKind = dequeuedFor.kind,
      dequeuedKind != requested
    {
      report(.supplementaryViewOfOtherKind(requested: requested, dequeued: dequeuedKind, indexPath: key.indexPath))
      enqueueUnused(view)
      return nil
    }
    if let dequeuedFor = view.dequeuedElement, dequeuedFor != key {
      report(.viewDequeuedForOtherIndexPath(kind: kind, requested: key.indexPath, dequeued: dequeuedFor.indexPath))
      enqueueUnused(view)
      return nil
    }
    return view
  }

  /// Puts a dequeued view that will not be shown back in its reuse queue.
  func enqueueUnused(_ view: CollectionReusableView) {
    guard let identifier = view.reuseIdentifier, let key = view.dequeuedElement else { return }
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    registry.queue(for: ReusePoolKey(category: key.category, kind: kind, identifier: identifier)).views.append(view)
  }

  /// Applies an element to a view; unless `force`, only when it differs from what the view shows.
  ///
  /// An element with the layout's attribute object is compared by `isEqual(_:)` and copied; plain
  /// geometry is compared by frame and zIndex, provided the view shows plain geometry too (opaque,
  /// shown, untransformed), and written into the view's own attribute object when that is a plain
  /// `LayoutAttributes` (no allocation once warm). A view keeps its index path unless it is dequeued,
  /// which forces, or re-keyed, which marks its attributes stale.
  /// `origin` is the point of the layout's coordinates at the content origin of the view's container
  /// (zero in the root; a region's frame origin in an element container).
  func apply(_ element: QueriedElement, to view: CollectionReusableView, force: Bool = true, origin: CGPoint = .zero) {
    let force = force || view.appliedAttributesAreStale
    view.appliedAttributesAreStale = false
    if let attributes = element.attributes {
      if !force, let applied = view.appliedLayoutAttributes, applied.isEqual(attributes) { return }
      let previous = view.appliedLayoutAttributes
      // A deferred apply keeps the previous object as the start, so it isn't written into then: plain
      // attributes go into a kept object nobody else holds instead (the previous start is let go of when
      // the change ends, for a later change), so an interactive movement's changes allocate none.
      let target =
        changes.deferredApplies == nil
        ? previous
        : type(of: attributes) == LayoutAttributes.self
          ? changes.deferredAttributeSpares.attributes(for: element.key) : nil
      let copy = attributes.copyForView(reusing: target) {
        reportLayoutError(LayoutError(layout: "\(type(of: collectionViewLayout))", message: $0))
      }
      view.appliedLayoutAttributes = copy
      // Plain geometry arriving later is compared by frame and zIndex alone: attributes that aren't plain
      // (a transition layout's fading element) leave no frame to match, so that geometry is applied. The
      // check runs here, when attributes change, not per element per frame in the plain path.
      view.appliedFrame = copy.alpha == 1 && !copy.isHidden && copy.transform3D.isIdentity ? copy.frame : .null
      view.appliedZIndex = copy.zIndex
      applyStandardProperties(of: copy, to: view, previous: previous, origin: origin)
      return
    }
    let key = element.key
    let attributes: LayoutAttributes
    if let applied = view.appliedLayoutAttributes, type(of: applied) == LayoutAttributes.self {
      if !force, view.appliedFrame == element.frame, view.appliedZIndex == element.zIndex,
        applied.selfSizingAxes == element.selfSizingAxes
      {
        return
      }
      attributes = applied
      attributes.transform3D = .identity
      attributes.alpha = 1
      attributes.isHidden = false
    } else {
      attributes = LayoutAttributes(forCellWith: key.indexPath)
    }
    attributes.indexPath = key.indexPath
    attributes.representedElementCategory = key.category
    attributes.representedElementKind = key.kind
    attributes.frame = element.frame
    attributes.zIndex = element.zIndex
    attributes.selfSizingAxes = element.selfSizingAxes
    view.appliedLayoutAttributes = attributes
    view.appliedFrame = element.frame
    view.appliedZIndex = element.zIndex
    applyStandardProperties(of: attributes, to: view, previous: nil, origin: origin)
  }

  /// Sets the view's centre, bounds, transform, alpha, hidden state and z-order from attributes, then
  /// calls its `apply(_:)`, or, for a view kept through an animated change (found visible by this
  /// pass before), notes it in `changes.deferredApplies` for the change's animation block.
  private func applyStandardProperties(
    of attributes: LayoutAttributes, to view: CollectionReusableView, previous: LayoutAttributes?, origin: CGPoint
  ) {
    if view.transform3D != .identity { view.transform3D = .identity }
    view.bounds = CGRect(origin: .zero, size: attributes.size)
    let center = attributes.center
    view.center = CGPoint(x: center.x - origin.x, y: center.y - origin.y)
    view.transform3D = attributes.transform3D
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden || isLandingTarget(attributes)
    view.zPosition = CGFloat(attributes.zIndex)
    if changes.deferredApplies != nil, view.lastSeenPass == visibleSet.passCount {
      changes.deferredApplies?.append((view, previous))
      return
    }
    // New attributes outside an animated change: an interpolation towards older ones has ended.
    if view.attributesMotion != nil { view.stopAttributesMotion(finished: true) }
    view.apply(attributes)
  }
}
