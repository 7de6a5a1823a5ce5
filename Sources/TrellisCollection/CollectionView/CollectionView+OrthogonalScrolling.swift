import Foundation
import TrellisGeometry
import TrellisUI

/// Orthogonal scrolling: the regions a layout reports (`forEachOrthogonalScrollingRegion(in:_:)`) are
/// shown in element containers, nested scroll views placed at the regions' frames, each with its own
/// visible set (see Documentation/Architecture.md#seams-for-the-next-issues and
/// Documentation/Behaviour.md#orthogonal-scrolling).
///
/// The layout's frames of a region's elements are those at offset zero; a container's content origin is
/// the region's frame origin in those coordinates, so a view's centre is its frame's centre less that
/// origin and the container's offset does the scrolling. Offsets are remembered by section while the
/// section exists (batch updates carry them to new sections; `reloadData()` forgets them).
extension CollectionView {
  // MARK: The pass

  /// Places a container at every region near the visible rectangle (the overscan rectangle), fills
  /// each, and retires the containers of regions no longer near: their views go to the shared reuse
  /// queues and the container to the pool.
  /// - Complexity: O(regions near + their queried elements), plus the layout's region query.
  func layOutElementContainers() {
    let layout = collectionViewLayout
    containers.passCount &+= 1
    let stamp = containers.passCount
    // Container views aren't part of an animated change: their applies are never deferred.
    let deferred = changes.deferredApplies
    changes.deferredApplies = nil
    layout.forEachOrthogonalScrollingRegion(in: overscanRect) { region in
      guard isValidRegion(region) else { return }
      let container = containers.container(forSection: region.section) ?? activateContainer(for: region)
      guard container.lastSeenPass != stamp else { return }  // a layout reporting one region twice
      container.lastSeenPass = stamp
      place(container, showing: region)
      layOutElementContainer(container)
    }
    changes.deferredApplies = deferred
    guard !containers.isEmpty else { return }
    containers.retiringScratch.removeAll(keepingCapacity: true)
    for (section, container) in containers.bySection where container.lastSeenPass != stamp {
      containers.retiringScratch.append(section)
    }
    for section in containers.retiringScratch {
      guard let container = containers.retire(section: section) else { continue }
      empty(container)
    }
  }

  /// Whether a region can be shown: an existing section, a finite frame and content size, not negative;
  /// a bad one is reported.
  private func isValidRegion(_ region: OrthogonalScrollingRegion) -> Bool {
    let f = region.frame
    let c = region.contentSize
    guard f.isFinite, f.width >= 0, f.height >= 0, c.width.isFinite, c.height.isFinite, c.width >= 0, c.height >= 0
    else {
      reportLayoutError(
        LayoutError(
          layout: "\(type(of: collectionViewLayout))",
          message:
            "the orthogonal scrolling region of section \(region.section) has frame (\(f.minX), \(f.minY), "
            + "\(f.width), \(f.height)) and content size (\(c.width), \(c.height)); both must be finite and not negative"
        ))
      return false
    }
    guard region.section >= 0, region.section < counts.items.count else {
      reportLayoutError(
        LayoutError(
          layout: "\(type(of: collectionViewLayout))",
          message:
            "an orthogonal scrolling region names section \(region.section), but the collection view has "
            + "\(counts.items.count) sections"))
      return false
    }
    return true
  }

  /// Takes a container from the pool (or makes one) for `region`, at the region's remembered offset.
  private func activateContainer(for region: OrthogonalScrollingRegion) -> ElementContainerView {
    let container = containers.takeFromPool() ?? ElementContainerView(frame: region.frame)
    container.owner = self
    container.region = region
    container.isBeingPlaced = true
    container.frame = region.frame
    container.contentSize = region.contentSize
    container.applyScrollingProperties()
    let remembered = containers.offsets[region.section] ?? .zero
    container.contentOffset = container.clampedContentOffset(remembered)
    container.isBeingPlaced = false
    container.visibleSet.emptyQueryBuffer()
    addSubview(container)
    containers.activate(container, forSection: region.section)
    if container.contentOffset != remembered, containers.offsets[region.section] != nil {
      elementContainerDidScroll(container)  // the region shrank while away: a change of its offset
    }
    return container
  }

  /// Gives a container the region's geometry when it changed; a region that shrank under a resting
  /// offset is scrolled back into range (a change the layout hears of).
  private func place(_ container: ElementContainerView, showing region: OrthogonalScrollingRegion) {
    if container.region != region {
      if container.region.frame.origin != region.frame.origin {
        for view in container.visibleSet.views.values { view.appliedAttributesAreStale = true }
      }
      container.region = region
      container.visibleSet.emptyQueryBuffer()
      container.isBeingPlaced = true
      if container.frame != region.frame { container.frame = region.frame }
      if container.contentSize != region.contentSize { container.contentSize = region.contentSize }
      container.applyScrollingProperties()
      container.isBeingPlaced = false
    }
    guard !container.isDragging, !container.isDecelerating, !container.isScrollAnimating else { return }
    let clamped = container.clampedContentOffset(container.contentOffset)
    if clamped != container.contentOffset { container.contentOffset = clamped }
  }

  /// Returns a container's views (visible, and held while they leave the row) to the reuse queues and
  /// the container to the pool, its motion stopped and its offset remembered.
  func empty(_ container: ElementContainerView) {
    let set = container.visibleSet
    set.staleKeysScratch.removeAll(keepingCapacity: true)
    set.staleKeysScratch.append(contentsOf: set.views.keys)
    for key in set.staleKeysScratch { removeVisibleView(for: key, from: set) }
    if !set.held.isEmpty {
      // Views animating out of the row (a batch update's deleted items) go to their queues now.
      for view in Array(set.held.values) where set.release(view) {
        if let key = view.elementKey { endDisplaying(view, as: key) }
        enqueue(view)
      }
    }
    set.emptyQueryBuffer()
    // Stops a deceleration, an animated scroll or a wheel animation, so a pooled container never moves.
    container.isBeingPlaced = true
    container.setContentOffset(container.contentOffset, animated: false)
    container.isBeingPlaced = false
    container.lastSeenPass = 0
    container.removeFromSuperview()
  }

  /// Empties and pools every container (a reload, a new layout, nothing to show).
  func discardElementContainers() {
    guard !containers.isEmpty else { return }
    let all = containers.remapSections { _ in nil }
    for container in all {
      empty(container)
      containers.putInPool(container)
    }
  }

  /// The point of the layout's coordinates at a container's content origin.
  func layoutOrigin(of container: ElementContainerView) -> CGPoint { container.region.frame.origin }

  /// The part of a container's content on screen, in the layout's coordinates: the container's bounds
  /// met with the collection view's bounds (null when the container is only in the overscan).
  func visibleLayoutRect(of container: ElementContainerView) -> CGRect {
    let origin = layoutOrigin(of: container)
    let cb = container.bounds
    let inLayout = cb.offsetBy(dx: origin.x, dy: origin.y)
    // The collection view's bounds, in the container's content coordinates, then in the layout's.
    let f = container.frame
    let onScreen = bounds.offsetBy(dx: cb.minX - f.minX + origin.x, dy: cb.minY - f.minY + origin.y)
    guard inLayout.overlaps(onScreen) else { return .null }
    return inLayout.intersection(onScreen)
  }

  /// Makes a container's views match its region's elements on screen, querying the layout when the
  /// container's query buffer doesn't cover them.
  /// - Complexity: O(elements in the container's query buffer), plus a layout query when needed.
  func layOutElementContainer(_ container: ElementContainerView) {
    let set = container.visibleSet
    let origin = layoutOrigin(of: container)
    let inLayout = container.bounds.offsetBy(dx: origin.x, dy: origin.y)
    if !set.queriedRect.covers(inLayout) { queryRegion(of: container) }
    showQueriedElements(
      of: set, in: container, visible: visibleLayoutRect(of: container), origin: origin)
  }

  /// Asks the layout for the elements of a container's region around its scrolled rectangle (grown by
  /// `overscanFraction`), converted to offset-zero layout coordinates, and keeps the region's valid ones.
  private func queryRegion(of container: ElementContainerView) {
    countStatistic { $0.elementQueryCount += 1 }
    let set = container.visibleSet
    let region = container.region
    let origin = region.frame.origin
    let b = container.bounds
    let rect = b.insetBy(dx: -b.width * overscanFraction, dy: -b.height * overscanFraction)
      .offsetBy(dx: origin.x, dy: origin.y)
    set.queriedRect = rect
    set.queried.removeAll(keepingCapacity: true)
    let layout = collectionViewLayout
    let answered = layout.forEachElement(in: rect) { geometry in
      keep(QueriedElement(geometry), of: region, in: set)
    }
    if answered { return }
    guard let answer = layout.layoutAttributesForElements(in: rect) else { return }
    for attributes in answer where !attributes.isHidden { keep(QueriedElement(attributes), of: region, in: set) }
  }

  /// Appends an element to a container's query buffer if it belongs to the region and is valid.
  private func keep(_ element: QueriedElement, of region: OrthogonalScrollingRegion, in set: VisibleElements) {
    let key = element.key
    guard key.category != .decorationView, key.indexPath.count == 2, key.indexPath[0] == region.section else { return }
    if key.category == .supplementaryView, !region.scrollingSupplementaryKinds.contains(key.kind ?? "") { return }
    if isValid(element) { set.queried.append(element) }
  }

  /// Whether an element of a root query belongs to an orthogonal scrolling region (its container shows it).
  func scrollsInOrthogonalRegion(_ key: ElementKey) -> Bool {
    guard key.category != .decorationView, key.indexPath.count == 2 else { return false }
    guard let region = containers.region(ofSection: key.indexPath[0], in: collectionViewLayout) else {
      return false
    }
    return key.category == .cell || region.scrollingSupplementaryKinds.contains(key.kind ?? "")
  }

  // MARK: Scrolling a region

  /// A container's offset changed (a drag, a deceleration, a wheel, code): remembered, told to the
  /// layout (`orthogonalContentOffsetDidChange(_:inSection:)`), and the region re-queried and shown in
  /// this pass without preparing the layout again. The collection view's own offset and delegate are
  /// untouched.
  func elementContainerDidScroll(_ container: ElementContainerView) {
    let section = container.region.section
    guard containers.container(forSection: section) === container else { return }
    let offset = container.contentOffset
    containers.offsets[section] = offset
    collectionViewLayout.orthogonalContentOffsetDidChange(offset, inSection: section)
    container.visibleSet.emptyQueryBuffer()
    guard !counts.isStale, !collectionViewLayout.isInvalid else { return setNeedsLayout() }
    let deferred = changes.deferredApplies
    changes.deferredApplies = nil
    layOutElementContainer(container)
    changes.deferredApplies = deferred
    // Chips scrolled in at their estimates are measured by a layout pass in this frame.
    if hasUnmeasuredViews(in: container) { setNeedsLayout() }
  }

  /// The offset of the region of `section`: its container's, else the remembered one, else zero.
  func orthogonalContentOffset(forSection section: Int) -> CGPoint {
    containers.container(forSection: section)?.contentOffset ?? containers.offsets[section] ?? .zero
  }

  /// A frame of the layout (offset-zero coordinates) of an element of `section` as the page shows it:
  /// moved by its region's offset when the section scrolls on its own.
  func shownFrame(of frame: CGRect, inSection section: Int) -> CGRect {
    let offset: CGPoint
    if let container = containers.container(forSection: section) {
      offset = container.contentOffset
    } else if let remembered = containers.offsets[section],
      collectionViewLayout.orthogonalScrollingRegion(forSection: section) != nil
    {
      offset = remembered
    } else {
      return frame
    }
    return frame.offsetBy(dx: -offset.x, dy: -offset.y)
  }

  /// Scrolls the region of `section` to `offset` (clamped), animated or not; a region without a
  /// container remembers the offset and the layout is told.
  func setOrthogonalContentOffset(_ offset: CGPoint, forSection section: Int, animated: Bool) {
    if let container = containers.container(forSection: section) {
      let clamped = container.clampedContentOffset(offset)
      if clamped != container.contentOffset { container.setContentOffset(clamped, animated: animated) }
      return
    }
    guard let region = collectionViewLayout.orthogonalScrollingRegion(forSection: section) else { return }
    let high = CGPoint(
      x: max(0, region.contentSize.width - region.frame.width),
      y: max(0, region.contentSize.height - region.frame.height))
    let clamped = CGPoint(x: min(max(offset.x, 0), high.x), y: min(max(offset.y, 0), high.y))
    guard clamped != (containers.offsets[section] ?? .zero) else { return }
    containers.offsets[section] = clamped
    collectionViewLayout.orthogonalContentOffsetDidChange(clamped, inSection: section)
    setNeedsLayout()
  }

  /// Scrolls the region holding `frame` (offset-zero layout coordinates, an item of `section`) so the
  /// frame shows: at `position`'s horizontal or vertical place when it names one along the region's
  /// scrolling axis, else with the least movement. Returns the frame as the page sees it after (its x
  /// or y moved with the region), or `frame` when the section scrolls with the page.
  @discardableResult
  func revealInOrthogonalRegion(
    _ frame: CGRect, section: Int, position: ScrollPosition = [], animated: Bool
  ) -> CGRect {
    guard let region = collectionViewLayout.orthogonalScrollingRegion(forSection: section) else { return frame }
    let local = frame.offsetBy(dx: -region.frame.minX, dy: -region.frame.minY)
    let size = region.frame.size
    var offset = orthogonalContentOffset(forSection: section)
    if region.contentSize.width > size.width {
      if position.contains(.left) {
        offset.x = local.minX
      } else if position.contains(.centeredHorizontally) {
        offset.x = local.midX - size.width / 2
      } else if position.contains(.right) {
        offset.x = local.maxX - size.width
      } else if local.minX < offset.x {
        offset.x = local.minX
      } else if local.maxX > offset.x + size.width {
        offset.x = local.maxX - size.width
      }
    }
    if region.contentSize.height > size.height {
      if local.minY < offset.y {
        offset.y = local.minY
      } else if local.maxY > offset.y + size.height {
        offset.y = local.maxY - size.height
      }
    }
    setOrthogonalContentOffset(offset, forSection: section, animated: animated)
    // Where the page sees the item once the region rests: clamped to the region's frame.
    let after = orthogonalTarget(section: section, offset: offset, region: region)
    return frame.offsetBy(dx: -after.x, dy: -after.y)
  }

  /// The clamped offset a region scrolls to for `offset`.
  private func orthogonalTarget(section: Int, offset: CGPoint, region: OrthogonalScrollingRegion) -> CGPoint {
    let high = CGPoint(
      x: max(0, region.contentSize.width - region.frame.width),
      y: max(0, region.contentSize.height - region.frame.height))
    return CGPoint(x: min(max(offset.x, 0), high.x), y: min(max(offset.y, 0), high.y))
  }

  // MARK: Lookups across containers

  /// The view showing an element in the root or in the container of its section.
  func visibleView(for key: ElementKey) -> CollectionReusableView? {
    if let view = visibleSet.views[key] { return view }
    guard !containers.isEmpty, key.indexPath.count == 2 else { return nil }
    return containers.container(forSection: key.indexPath[0])?.visibleSet.views[key]
  }

  /// Calls `body` with every visible view and its key: the root's, then each container's.
  /// - Complexity: O(visible views).
  func forEachVisibleView(_ body: (ElementKey, CollectionReusableView) -> Void) {
    for (key, view) in visibleSet.views { body(key, view) }
    for container in containers.bySection.values {
      for (key, view) in container.visibleSet.views { body(key, view) }
    }
  }

  /// Whether `view` is the visible view of its element, in the root or a container.
  func isVisibleView(_ view: CollectionReusableView) -> Bool {
    guard let key = view.elementKey else { return false }
    return visibleView(for: key) === view
  }

  /// The item whose cell in a container contains a point in the collection view's content coordinates,
  /// or nil when the point is in no container (then the layout answers for the page).
  func orthogonalItem(at point: CGPoint) -> IndexPath?? {
    for container in containers.bySection.values where container.frame.contains(point) {
      let local = convert(point, to: container)
      var best: (IndexPath, Int)?
      for (key, view) in container.visibleSet.views where key.category == .cell && view.frame.contains(local) {
        let z = view.appliedZIndex
        if best == nil || z >= best!.1 { best = (key.indexPath, z) }
      }
      return .some(best?.0)
    }
    return nil
  }

  // MARK: Invariants

  /// What is broken in the containers: the part's bookkeeping, each container's visible set, each
  /// container's frame against its region, views against their elements, and no element visible twice.
  /// - Complexity: O(containers + their visible views and query buffers).
  func elementContainerProblems(checkingElements: Bool) -> [String] {
    var problems = containers.problems(owner: self)
    var seen = Set(visibleSet.views.keys)
    for (section, container) in containers.bySection {
      let set = container.visibleSet
      problems += set.problems(in: container).map { "section \(section) container: \($0)" }
      for key in set.views.keys {
        if !seen.insert(key).inserted { problems.append("\(key) is visible twice") }
        if key.indexPath.count != 2 || key.indexPath[0] != section {
          problems.append("\(key) is in the container of section \(section)")
        }
      }
      guard checkingElements else { continue }
      let region = collectionViewLayout.orthogonalScrollingRegion(forSection: section)
      if let region, region.frame != container.frame || region.contentSize != container.contentSize {
        let f = container.frame
        problems.append(
          "the container of section \(section) has frame (\(f.minX), \(f.minY), \(f.width), \(f.height)); its "
            + "region has (\(region.frame.minX), \(region.frame.minY), \(region.frame.width), \(region.frame.height))")
      }
      let visible = visibleLayoutRect(of: container)
      let origin = layoutOrigin(of: container)
      var expected = 0
      for element in set.queried where element.frame.overlaps(visible) {
        expected += 1
        guard let view = set.views[element.key] else { continue }
        let f = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        if abs(view.center.x - f.midX) > 1e-6 || abs(view.center.y - f.midY) > 1e-6 {
          problems.append(
            "\(element.key) shows centre (\(view.center.x), \(view.center.y)) in its container; its element "
              + "has (\(f.midX), \(f.midY))")
        }
      }
      if set.views.count + set.unshownCount != expected {
        problems.append(
          "section \(section) container: \(set.views.count) visible views (+\(set.unshownCount) unshown) for "
            + "\(expected) visible elements")
      }
    }
    return problems
  }
}
