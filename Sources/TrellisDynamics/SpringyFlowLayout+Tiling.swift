import Trellis

extension SpringyFlowLayout {
  /// Whether an invalidation changes the flow's frames (so every spring must be hung again): anything
  /// but a context of a flow layout with both flow flags false (the animator's, and a scroll's).
  static func changesFlow(_ context: InvalidationContext) -> Bool {
    if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths != nil
      || context.invalidatedSupplementaryIndexPaths != nil
    {
      return true
    }
    guard let flow = context as? FlowLayoutInvalidationContext else { return true }
    return flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes
  }

  /// The rectangle the collection view queries for some bounds: grown by its `overscanFraction`.
  func queriedRect(for bounds: CGRect, in collectionView: CollectionView) -> CGRect {
    grow(bounds, by: collectionView.overscanFraction)
  }

  private func grow(_ bounds: CGRect, by fraction: CGFloat) -> CGRect {
    bounds.insetBy(dx: -bounds.width * fraction, dy: -bounds.height * fraction)
  }

  /// Whether the springs answer for every element of `rect` (else the flow layout answers the rest).
  func springsCover(_ rect: CGRect) -> Bool {
    tilesSprings ? tiledRect.contains(rect) : !tiledRect.isNull
  }

  /// Where the scroll view's pan touch is (or last was), in content coordinates.
  func touchLocation(in collectionView: CollectionView) -> CGPoint {
    collectionView.panGestureRecognizer.location(in: collectionView)
  }

  /// How far an element anchored at `anchor` moves for a scroll step `delta`: the step times its
  /// distance from the touch over `scrollResistanceFactor`, capped at the step.
  func lag(_ delta: CGFloat, anchor: CGPoint, touch: CGPoint) -> CGFloat {
    let resistance = (abs(touch.y - anchor.y) + abs(touch.x - anchor.x)) / scrollResistanceFactor
    return delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
  }

  /// Moves every sprung element by its lag for the step from `old` to `new` bounds and tells the
  /// animator; a step longer than the bounds moves none.
  /// - Complexity: O(springs).
  func shiftSprings(from old: CGRect, to new: CGRect, touch: CGPoint) {
    let vertical = scrollDirection == .vertical
    var delta = vertical ? new.minY - old.minY : new.minX - old.minX
    // A step longer than the bounds is a jump (`setContentOffset`, `scrollToItem`), not a drag: nothing
    // lags, or the springs would fling the elements across the whole jump.
    if abs(delta) > (vertical ? old.height : old.width) || !delta.isFinite { delta = 0 }
    latestDelta = delta
    latestTouch = touch
    guard delta != 0 else { return }
    for spring in springList {
      shift(spring.attributes, by: lag(delta, anchor: spring.behavior.anchorPoint, touch: touch), vertical: vertical)
      dynamicAnimator.updateItem(usingCurrentState: spring.attributes)
    }
  }

  private func shift(_ attributes: LayoutAttributes, by amount: CGFloat, vertical: Bool) {
    var center = attributes.center
    if vertical { center.y += amount } else { center.x += amount }
    attributes.center = center
  }

  /// Runs `body` on every spring's behaviour.
  func forEachSpring(_ body: (AttachmentBehavior) -> Void) {
    for spring in springList { body(spring.behavior) }
  }

  /// Removes every stale spring (noting the springs' motion first when a batch update may follow),
  /// then hangs springs for the rectangle the bounds need.
  /// - Complexity: see `prepare()`.
  func updateSprings() {
    carriedMotions.removeAll(keepingCapacity: true)
    guard let collectionView else {
      removeAllSprings()
      return
    }
    if springsAreStale {
      if motionSurvivesInvalidation { recordMotions() }
      removeAllSprings()
      springsAreStale = false
      motionSurvivesInvalidation = false
      latestDelta = 0
    }
    if !tilesSprings {
      if tiledRect.isNull { hangSprings(in: CGRect(origin: .zero, size: collectionViewContentSize)) }
      return
    }
    let bounds = collectionView.bounds
    guard bounds.width > 0, bounds.height > 0 else { return }
    if !tiledRect.contains(queriedRect(for: bounds, in: collectionView)) {
      hangSprings(in: grow(bounds, by: collectionView.overscanFraction + tilingSlack))
    }
  }

  /// Retiles for bounds the collection view is about to take when its queried rectangle leaves the
  /// tiled one and the flow's frames are current (no flow change pending, the width unchanged), so a
  /// scroll that brings rows near costs no invalidation (no context objects); returns whether the
  /// layout must be invalidated instead (`flowInvalidates`, or the queried rectangle leaves the tiled
  /// one while the flow is stale).
  /// - Complexity: O(1) while the queried rectangle stays inside; else see `hangSprings(in:)`.
  func retileIfNeeded(for newBounds: CGRect, in collectionView: CollectionView, flowInvalidates: Bool) -> Bool {
    guard tilesSprings, !springsCover(queriedRect(for: newBounds, in: collectionView)) else { return flowInvalidates }
    guard !flowInvalidates, !springsAreStale, !tiledRect.isNull, newBounds.width > 0, newBounds.height > 0 else {
      return true
    }
    hangSprings(in: grow(newBounds, by: collectionView.overscanFraction + tilingSlack))
    return false
  }

  /// Removes the springs of elements whose flow frames left `rect`, then hangs a spring on every element
  /// of the flow in `rect` that has none (shifted by the last scroll step, like its neighbours). Only
  /// the strips of `rect` outside the old tiled rectangle are asked of the flow layout when the two
  /// share their extent across the scrolling direction.
  /// - Complexity: O(s + k) for s springs and k elements in the new strips, plus O(s) per removed spring.
  func hangSprings(in rect: CGRect) {
    removeSprings(outside: rect)
    let old = tiledRect
    let vertical = scrollDirection == .vertical
    let sameCross =
      !old.isNull
      && (vertical
        ? old.minX == rect.minX && old.width == rect.width : old.minY == rect.minY && old.height == rect.height)
    let overlap = rect.intersection(old)
    if sameCross && !overlap.isNull && !overlap.isEmpty {
      if vertical {
        hangSprings(
          inStrip: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, overlap.minY - rect.minY)))
        hangSprings(
          inStrip: CGRect(x: rect.minX, y: overlap.maxY, width: rect.width, height: max(0, rect.maxY - overlap.maxY)))
      } else {
        hangSprings(
          inStrip: CGRect(x: rect.minX, y: rect.minY, width: max(0, overlap.minX - rect.minX), height: rect.height))
        hangSprings(
          inStrip: CGRect(x: overlap.maxX, y: rect.minY, width: max(0, rect.maxX - overlap.maxX), height: rect.height))
      }
    } else {
      hangSprings(inStrip: rect)
    }
    tiledRect = rect
  }

  /// Hangs springs on the flow's elements in `strip` that have none, from the pool where it can.
  private func hangSprings(inStrip strip: CGRect) {
    guard strip.width > 0, strip.height > 0 else { return }
    let vertical = scrollDirection == .vertical
    let pools = layoutAttributesType == LayoutAttributes.self
    forEachFlowElement(in: strip) { element in
      guard !pinsToVisibleBounds(element), springs[element.elementKey] == nil else { return }
      let spring = takeSpring(for: element, fromPool: pools)
      let attributes = spring.attributes
      if latestDelta != 0 {
        shift(attributes, by: lag(latestDelta, anchor: attributes.center, touch: latestTouch), vertical: vertical)
      }
      springs[element.elementKey] = spring
      springList.append(spring)
      dynamicAnimator.addBehavior(spring.behavior)
    }
  }

  /// Removes the springs whose flow frames (about their anchors) don't meet `rect`.
  /// - Complexity: O(s), plus O(s) per removed spring.
  private func removeSprings(outside rect: CGRect) {
    func outside(_ spring: Spring) -> Bool {
      let size = spring.attributes.size
      let anchor = spring.behavior.anchorPoint
      let flow = CGRect(
        x: anchor.x - size.width / 2, y: anchor.y - size.height / 2, width: size.width, height: size.height)
      return !flow.overlaps(rect)
    }
    guard springList.contains(where: outside) else { return }
    for spring in springList where outside(spring) {
      dynamicAnimator.removeBehavior(spring.behavior)
      springs[spring.attributes.elementKey] = nil
      recycle(spring)
    }
    springList.removeAll(where: outside)
  }

  /// Removes every spring the layout hung (other behaviours in the animator stay).
  /// - Complexity: O(s²) for s springs (each removal from the animator is O(s)).
  func removeAllSprings() {
    for spring in springList.reversed() {
      dynamicAnimator.removeBehavior(spring.behavior)
      recycle(spring)
    }
    springs.removeAll(keepingCapacity: true)
    springList.removeAll(keepingCapacity: true)
    tiledRect = .null
  }

  /// Reports the elements meeting `rect` as plain geometry (see `forEachElement(in:_:)`).
  func reportGeometry(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    for spring in springList {
      let attributes = spring.attributes
      if !attributes.transform3D.isIdentity || attributes.alpha != 1 || attributes.isHidden { return false }
    }
    for spring in springList {
      let attributes = spring.attributes
      let frame = attributes.frame
      guard frame.overlaps(rect) else { continue }
      body(Self.geometry(of: attributes, frame: frame))
    }
    if !springsCover(rect) {
      for attributes in super.layoutAttributesForElements(in: rect) ?? [] where springs[attributes.elementKey] == nil {
        body(Self.geometry(of: attributes, frame: attributes.frame))
      }
    } else if pinsHeadersOrFooters {
      reportPinnedElements(in: rect, body)
    }
    return true
  }

  /// Reports the pinned headers and footers meeting `rect`, as the flow places them for the bounds.
  /// - Complexity: the flow's query of `rect`.
  private func reportPinnedElements(in rect: CGRect, _ body: (ElementGeometry) -> Void) {
    forEachFlowElement(in: rect) { element in
      if pinsToVisibleBounds(element) { body(element) }
    }
  }

  /// Whether some header or footer kind pins to the visible bounds (those are never sprung).
  var pinsHeadersOrFooters: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

  /// Whether an element is a header or footer of a kind that pins: the flow places it for the current
  /// bounds at every query, so it hangs on no spring.
  func pinsToVisibleBounds(_ element: ElementGeometry) -> Bool {
    guard element.category == .supplementaryView else { return false }
    switch element.kind {
    case CollectionView.elementKindSectionHeader: return sectionHeadersPinToVisibleBounds
    case CollectionView.elementKindSectionFooter: return sectionFootersPinToVisibleBounds
    default: return false
    }
  }

  /// An attribute object's element as plain geometry.
  static func geometry(of attributes: LayoutAttributes, frame: CGRect) -> ElementGeometry {
    ElementGeometry(
      category: attributes.representedElementCategory, kind: attributes.representedElementKind,
      indexPath: attributes.indexPath, frame: frame, zIndex: attributes.zIndex)
  }
}
