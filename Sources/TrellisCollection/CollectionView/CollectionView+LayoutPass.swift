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
    reloadCountsIfNeeded()
    prepareLayoutIfNeeded()
    updateVisibleViews()
  }

  /// Prepares the layout if it was invalidated, and takes its content size and offset adjustment.
  func prepareLayoutIfNeeded() {
    let layout = collectionViewLayout
    guard layout.isInvalid else { return }
    let context = layout.pendingInvalidation
    layout.pendingInvalidation = nil
    layout.isInvalid = false
    layout.prepare()
    countStatistic { $0.prepareCount += 1 }
    let size = layout.collectionViewContentSize
    if size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 {
      if contentSize != size { contentSize = size }
    } else {
      report(.invalidContentSize(size))
    }
    if let adjustment = context?.contentOffsetAdjustment, adjustment != .zero {
      var b = bounds
      b.origin.x += adjustment.x
      b.origin.y += adjustment.y
      setBoundsWithoutLayoutCheck(b)
    }
    queriedRect = .null
    queriedAttributes.removeAll(keepingCapacity: true)
    queriedGeometry.removeAll(keepingCapacity: true)
  }

  /// The rectangle queried from the layout: the visible rectangle grown by `overscanFraction` of the bounds.
  var overscanRect: CGRect {
    let b = bounds
    return b.insetBy(dx: -b.width * overscanFraction, dy: -b.height * overscanFraction)
  }

  /// Makes the visible views match the elements in the visible rectangle.
  /// - Complexity: O(elements in the overscan rectangle), plus a layout query when scrolling left it.
  func updateVisibleViews() {
    let visible = bounds
    guard visible.width > 0, visible.height > 0, dataSource != nil else {
      discardVisibleViews()
      return
    }
    if queriedRect.isNull || !queriedRect.contains(visible) { queryLayout(in: overscanRect) }
    layoutPassCount &+= 1
    let pass = layoutPassCount
    // Three steps, so views that left are in the reuse queues before new elements dequeue: a jump to a
    // far offset then reuses the old screenful instead of making a second one.
    // 1. Views still visible: mark them and re-apply changed attributes.
    var wanted = 0
    var found = 0
    if queriedThroughGeometry {
      for index in queriedGeometry.indices where queriedGeometry[index].frame.overlaps(visible) {
        wanted += 1
        let geometry = queriedGeometry[index]
        if let view = visibleViews[geometry.elementKey] {
          found += 1
          view.lastSeenPass = pass
          applyGeometry(geometry, to: view, force: false)
        }
      }
    } else {
      for attributes in queriedAttributes where !attributes.isHidden && attributes.frame.overlaps(visible) {
        wanted += 1
        if let view = visibleViews[attributes.elementKey] {
          found += 1
          view.lastSeenPass = pass
          applyAttributes(attributes, to: view, force: false)
        }
      }
    }
    // 2. Views no longer visible: didEndDisplaying, into their queues.
    if visibleViews.count > found {
      staleKeysScratch.removeAll(keepingCapacity: true)
      for (key, view) in visibleViews where view.lastSeenPass != pass { staleKeysScratch.append(key) }
      for key in staleKeysScratch { removeVisibleView(for: key) }
    }
    // 3. New elements: dequeue, configure, show (most frames have none).
    guard found < wanted else { return }
    if queriedThroughGeometry {
      for index in queriedGeometry.indices where queriedGeometry[index].frame.overlaps(visible) {
        let geometry = queriedGeometry[index]
        if visibleViews[geometry.elementKey] == nil, let view = makeView(for: .geometry(geometry)) {
          view.lastSeenPass = pass
        }
      }
    } else {
      for attributes in queriedAttributes where !attributes.isHidden && attributes.frame.overlaps(visible) {
        if visibleViews[attributes.elementKey] == nil, let view = makeView(for: .attributes(attributes)) {
          view.lastSeenPass = pass
        }
      }
    }
  }

  /// Asks the layout for the elements in `rect` and keeps the valid ones.
  func queryLayout(in rect: CGRect) {
    countStatistic { $0.elementQueryCount += 1 }
    queriedRect = rect
    queriedAttributes.removeAll(keepingCapacity: true)
    queriedGeometry.removeAll(keepingCapacity: true)
    queriedThroughGeometry = collectionViewLayout.forEachElement(in: rect) { geometry in
      let f = geometry.frame
      guard f.origin.x.isFinite, f.origin.y.isFinite, f.size.width.isFinite, f.size.height.isFinite,
        f.size.width >= 0, f.size.height >= 0
      else {
        report(.invalidLayoutAttributes(element: geometry.elementKey.description, frame: f))
        return
      }
      guard isValid(geometry.indexPath, for: geometry.category) else { return }
      queriedGeometry.append(geometry)
    }
    if queriedThroughGeometry { return }
    guard let answer = collectionViewLayout.layoutAttributesForElements(in: rect) else { return }
    for attributes in answer {
      let c = attributes.center
      let size = attributes.size
      guard c.x.isFinite, c.y.isFinite, size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0
      else {
        let origin = CGPoint(x: c.x - size.width / 2, y: c.y - size.height / 2)
        report(
          .invalidLayoutAttributes(
            element: attributes.elementKey.description, frame: CGRect(origin: origin, size: size)))
        continue
      }
      guard isValid(attributes.indexPath, for: attributes.representedElementCategory) else { continue }
      queriedAttributes.append(attributes)
    }
  }

  private func isValid(_ indexPath: IndexPath, for category: ElementCategory) -> Bool {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionItemCounts.count else {
      return category == .decorationView
    }
    return category != .cell || (indexPath.item >= 0 && indexPath.item < sectionItemCounts[indexPath.section])
  }

  /// Creates, configures and shows the view of a new visible element.
  func makeView(for element: QueriedElement) -> CollectionReusableView? {
    let key = element.key
    let view: CollectionReusableView
    switch key.category {
    case .cell:
      guard
        let cell = askDataSource(
          for: key, element: element,
          { ds in
            ds.collectionView(self, cellForItemAt: key.indexPath)
          })
      else { return nil }
      (cell as? CollectionViewCell)?.isSelected = selectedSet.contains(key.indexPath)
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
    // Already applied when the data source dequeued the view (UIKit applies before returning it); apply
    // again only if that didn't happen (decoration views, placeholders) or the attributes differ.
    apply(element, to: view, force: false)
    switch key.category {
    case .cell:
      collectionDelegate?.collectionView(self, willDisplay: view as! CollectionViewCell, forItemAt: key.indexPath)
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind ?? "", at: key.indexPath)
    case .decorationView: break
    }
    addSubview(view)
    visibleViews[key] = view
    return view
  }

  /// Calls the data source for one element and checks that the view came from `dequeue…` for it.
  private func askDataSource(
    for key: ElementKey, element: QueriedElement,
    _ call: (any CollectionViewDataSource) -> CollectionReusableView
  ) -> CollectionReusableView? {
    guard let dataSource else { return nil }
    let outer = currentDequeue
    currentDequeue = DequeueRequest(key: key, element: element, dequeued: nil)
    Self.dataSourceCallDepth += 1
    let view = call(dataSource)
    Self.dataSourceCallDepth -= 1
    currentDequeue = outer
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    guard view.isFreshlyDequeued else {
      report(.viewNotDequeued(kind: kind, indexPath: key.indexPath))
      return nil
    }
    view.isFreshlyDequeued = false
    if let dequeuedFor = view.dequeuedElement, dequeuedFor != key {
      report(.viewDequeuedForOtherIndexPath(kind: kind, requested: key.indexPath, dequeued: dequeuedFor.indexPath))
      enqueueUnused(view)
      return nil
    }
    return view
  }

  private func enqueueUnused(_ view: CollectionReusableView) {
    guard let identifier = view.reuseIdentifier, let key = view.dequeuedElement else { return }
    let kind = key.category == .cell ? Self.elementKindCell : (key.kind ?? "")
    queue(for: ReusePoolKey(category: key.category, kind: kind, identifier: identifier)).views.append(view)
  }

  /// Applies an element's attributes or geometry to a view; unless `force`, only when they differ from
  /// what the view shows.
  func apply(_ element: QueriedElement, to view: CollectionReusableView, force: Bool = true) {
    switch element {
    case .attributes(let attributes): applyAttributes(attributes, to: view, force: force)
    case .geometry(let geometry): applyGeometry(geometry, to: view, force: force)
    }
  }

  /// Applies geometry to a view when it changed, or always when `force`, filling the view's own
  /// attribute object in place when it is a plain `LayoutAttributes` (no allocation).
  func applyGeometry(_ geometry: ElementGeometry, to view: CollectionReusableView, force: Bool) {
    let attributes: LayoutAttributes
    if let applied = view.appliedLayoutAttributes, type(of: applied) == LayoutAttributes.self {
      if !force, applied.frame == geometry.frame, applied.zIndex == geometry.zIndex,
        applied.indexPath == geometry.indexPath
      {
        return
      }
      attributes = applied
      attributes.transform3D = .identity
      attributes.alpha = 1
      attributes.isHidden = false
    } else {
      attributes = LayoutAttributes(forCellWith: geometry.indexPath)
    }
    attributes.indexPath = geometry.indexPath
    attributes.representedElementCategory = geometry.category
    attributes.representedElementKind = geometry.kind
    attributes.frame = geometry.frame
    attributes.zIndex = geometry.zIndex
    view.appliedLayoutAttributes = attributes
    applyStandardProperties(of: attributes, to: view)
  }

  /// Applies attributes to a view when they changed (by `isEqual`), or always when `force`.
  func applyAttributes(_ attributes: LayoutAttributes, to view: CollectionReusableView, force: Bool) {
    if !force, let applied = view.appliedLayoutAttributes, applied.isEqual(attributes) { return }
    let copy = attributes.copy()
    view.appliedLayoutAttributes = copy
    applyStandardProperties(of: copy, to: view)
  }

  /// Sets the view's centre, bounds, transform, alpha, hidden state and z-order from attributes, then
  /// calls its `apply(_:)`.
  private func applyStandardProperties(of attributes: LayoutAttributes, to view: CollectionReusableView) {
    if view.transform3D != .identity { view.transform3D = .identity }
    view.bounds = CGRect(origin: .zero, size: attributes.size)
    view.center = attributes.center
    view.transform3D = attributes.transform3D
    view.alpha = attributes.alpha
    view.isHidden = attributes.isHidden
    view.zPosition = CGFloat(attributes.zIndex)
    view.apply(attributes)
  }

  /// Removes one visible view: `didEndDisplaying`, then into its reuse queue.
  func removeVisibleView(for key: ElementKey) {
    guard let view = visibleViews.removeValue(forKey: key) else { return }
    switch key.category {
    case .cell:
      if let cell = view as? CollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      }
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
    case .decorationView: break
    }
    enqueue(view)
  }

  /// Removes every visible view (reload, layout change).
  func discardVisibleViews() {
    staleKeysScratch.removeAll(keepingCapacity: true)
    staleKeysScratch.append(contentsOf: visibleViews.keys)
    for key in staleKeysScratch { removeVisibleView(for: key) }
    queriedRect = .null
    queriedAttributes.removeAll(keepingCapacity: true)
    queriedGeometry.removeAll(keepingCapacity: true)
  }
}

/// An element a layout query returned: attribute objects (UIKit's query) or plain geometry (Trellis's).
enum QueriedElement {
  /// From `layoutAttributesForElements(in:)`.
  case attributes(LayoutAttributes)
  /// From `forEachElement(in:_:)`.
  case geometry(ElementGeometry)

  /// The element's identity.
  @MainActor var key: ElementKey {
    switch self {
    case .attributes(let attributes): attributes.elementKey
    case .geometry(let geometry): geometry.elementKey
    }
  }
}
