import Foundation
import TrellisGeometry
import TrellisUI

/// The element whose on-screen position a self-sizing re-pass keeps: its key, and its frame before.
struct SelfSizingAnchor {
  /// The element.
  var key: ElementKey
  /// Its frame in content coordinates before the layout took the measured sizes.
  var frame: CGRect
}

extension CollectionView {
  /// The self-sizing step of a layout pass: measures the visible views whose attributes have
  /// `selfSizingAxes` and weren't measured at that size, tells the layout, and when it invalidated itself
  /// prepares it and shows its answers again, in the same pass; at most `maximumPreparePasses` rounds,
  /// then a report if views still wait (they are measured in the next pass). Views not shown are never
  /// measured.
  ///
  /// The first visible item that was on screen before this pass (shown in a pass up to `passBefore`) keeps
  /// its exact on-screen position: the offset moves by the distance the re-prepared layout moved it
  /// (`ScrollView.shiftContent(by:keepingAnimations:)`, which keeps a drag, deceleration or scroll animation
  /// going), unless the layout moved the offset itself through its context's `contentOffsetAdjustment`
  /// (Documentation/Behaviour.md#self-sizing).
  /// - Complexity: O(visible elements) per round, plus the layout's `prepare()` and query when a size changed.
  func measureSelfSizingViews(shownBefore passBefore: Int) {
    let layout = collectionViewLayout
    var rounds = 0
    while true {
      guard measureVisibleViews(for: layout) else { return }
      // Measuring changed no frame yet: the anchor is where it showed before the layout takes the sizes.
      let anchor = selfSizingAnchor(shownBefore: passBefore)
      rounds += 1
      let adjusted = prepareLayoutIfNeeded()
      containers.emptyQueryBuffers()
      prefetching.queriedRect = .null  // the items ahead moved
      if !adjusted, let anchor { keepOnScreen(anchor, layout: layout) }
      retargetSelfSizingScroll(layout: layout)
      updateVisibleViews()
      if rounds == CollectionViewLayout.maximumPreparePasses {
        if hasUnmeasuredVisibleViews() {
          reportLayoutError(
            LayoutError(
              layout: "\(type(of: layout))",
              message:
                "self-sizing did not settle: preferred layout attributes invalidated the layout in each of \(rounds) "
                + "rounds of one layout pass; the views still to measure are measured in the next pass"))
        }
        return
      }
    }
  }

  /// Whether a visible view (of the root or an element container) still waits to be measured (see
  /// `measure(_:for:)`).
  /// - Complexity: O(elements in the query buffers).
  func hasUnmeasuredVisibleViews() -> Bool {
    var waiting = false
    forEachEstimatedViewOnScreen { view in
      waiting = needsMeasurement(view)
      return !waiting
    }
    return waiting
  }

  /// Whether a view of one element container on screen still waits to be measured.
  /// - Complexity: O(elements in the container's query buffer).
  func hasUnmeasuredViews(in container: ElementContainerView) -> Bool {
    let onScreen = visibleLayoutRect(of: container)
    guard !onScreen.isNull else { return false }
    return !forEachEstimatedView(of: container.visibleSet, onScreen: onScreen) { !needsMeasurement($0) }
  }

  /// Whether a view's applied attributes are estimated and it wasn't measured at their size nor preferred
  /// it, in a collection view of this size.
  private func needsMeasurement(_ view: CollectionReusableView) -> Bool {
    guard let applied = view.appliedLayoutAttributes, !applied.selfSizingAxes.isEmpty else { return false }
    guard let done = view.selfSizingMeasurement, done.viewport == bounds.size else { return true }
    return done.measured != applied.size && done.preferred != applied.size
  }

  /// Measures every visible view (the root's, then each element container's, in the layout's order)
  /// whose attributes have `selfSizingAxes` and a size it wasn't measured at nor preferred in a
  /// collection view of this size (a size change measures again); returns whether the layout was
  /// invalidated.
  /// - Complexity: O(elements in the query buffers), plus each measured view's fitting.
  private func measureVisibleViews(for layout: CollectionViewLayout) -> Bool {
    var invalidated = false
    forEachEstimatedViewOnScreen { view in
      if measure(view, for: layout) { invalidated = true }
      return true
    }
    return invalidated
  }

  /// Calls `body` with each view on screen whose element the layout marked estimated: the root's in its
  /// query buffer's order, then each element container's (those of its region on screen), until `body`
  /// returns false. Views only in the overscan are left out.
  /// - Complexity: O(elements in the query buffers).
  private func forEachEstimatedViewOnScreen(_ body: (CollectionReusableView) -> Bool) {
    guard forEachEstimatedView(of: visibleSet, onScreen: bounds, body) else { return }
    guard !containers.isEmpty else { return }
    for container in containers.bySection.values {
      let onScreen = visibleLayoutRect(of: container)
      if onScreen.isNull { continue }
      guard forEachEstimatedView(of: container.visibleSet, onScreen: onScreen, body) else { return }
    }
  }

  /// `forEachEstimatedViewOnScreen` for one visible set, `onScreen` in the layout's coordinates; returns
  /// false when `body` did.
  private func forEachEstimatedView(
    of set: VisibleElements, onScreen: CGRect, _ body: (CollectionReusableView) -> Bool
  ) -> Bool {
    let elements = set.queried
    for index in elements.indices where !elements[index].selfSizingAxes.isEmpty {
      guard elements[index].frame.overlaps(onScreen), let view = set.views[elements[index].key] else { continue }
      if !body(view) { return false }
    }
    return true
  }

  /// Asks one view for its preferred attributes when its applied ones are estimated and new to it; a
  /// changed answer goes to the layout's `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` and,
  /// if it says so, `invalidationContext(forPreferredLayoutAttributes:…)`. A non-finite or negative
  /// answer is reported and the layout's size kept. Returns whether the layout was invalidated.
  private func measure(_ view: CollectionReusableView, for layout: CollectionViewLayout) -> Bool {
    guard needsMeasurement(view), let applied = view.appliedLayoutAttributes else { return false }
    let size = applied.size
    let viewport = bounds.size
    guard let original = applied.copy() as? LayoutAttributes, let offered = applied.copy() as? LayoutAttributes
    else { return false }
    countStatistic { $0.selfSizingMeasurements += 1 }
    let preferred = view.preferredLayoutAttributesFitting(offered)
    let answer = preferred.size
    guard answer.width.isFinite, answer.height.isFinite, answer.width >= 0, answer.height >= 0 else {
      view.selfSizingMeasurement = (size, size, viewport)
      report(.invalidPreferredSize(element: applied.elementKey.description, size: answer))
      return false
    }
    view.selfSizingMeasurement = (size, answer, viewport)
    guard !preferred.isEqual(original),
      layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    return true
  }

  /// The first visible cell (topmost, then leftmost; leftmost first when the content scrolls sideways) of
  /// those that were on screen before this layout pass, with its frame; nil when none was.
  /// - Complexity: O(visible views).
  func selfSizingAnchor(shownBefore passBefore: Int) -> SelfSizingAnchor? {
    let visible = bounds
    let sideways = contentSize.width > visible.width && contentSize.height <= visible.height
    var best: SelfSizingAnchor?
    for (key, view) in visibleSet.views
    where key.category == .cell && view.firstSeenPass <= passBefore && view.appliedFrame.overlaps(visible) {
      let frame = view.appliedFrame
      if let current = best?.frame {
        let earlier =
          sideways
          ? (frame.minX, frame.minY) < (current.minX, current.minY)
          : (frame.minY, frame.minX) < (current.minY, current.minX)
        if !earlier { continue }
      }
      best = SelfSizingAnchor(key: key, frame: frame)
    }
    return best
  }

  /// Moves the content offset by the distance the prepared layout moved the anchor, keeping any motion; an
  /// offset within its range is not moved below its minimum (the content's top stays at the top).
  private func keepOnScreen(_ anchor: SelfSizingAnchor, layout: CollectionViewLayout) {
    guard let frame = currentFrame(ofItem: anchor.key.indexPath, in: layout) else { return }
    var delta = CGPoint(x: frame.minX - anchor.frame.minX, y: frame.minY - anchor.frame.minY)
    guard delta.x.isFinite, delta.y.isFinite else { return }
    // At the top (leading) edge the content stays there: an offset in range isn't moved out of it.
    let offset = contentOffset
    let minimum = minimumContentOffset
    if offset.x >= minimum.x, offset.x + delta.x < minimum.x { delta.x = minimum.x - offset.x }
    if offset.y >= minimum.y, offset.y + delta.y < minimum.y { delta.y = minimum.y - offset.y }
    guard delta != .zero else { return }
    shiftContent(by: delta, keepingAnimations: true)
    prefetching.discount(delta)  // not scrolling: the direction of prefetching stays
    emptyQueryBuffer()
  }

  /// An item's frame as the layout answers now: plain geometry when it offers it, else its attributes.
  func currentFrame(ofItem indexPath: IndexPath, in layout: CollectionViewLayout) -> CGRect? {
    var frame: CGRect?
    if layout.geometryForItem(at: indexPath, { frame = $0.frame }) { return frame }
    return layout.layoutAttributesForItem(at: indexPath)?.frame
  }

  /// Forgets the measurement of the visible and prepared cells of `indexPaths` so they are measured again
  /// when shown (`reconfigureItems(at:)` re-measures its cells).
  func forgetMeasurements(of indexPaths: [IndexPath]) {
    var forgot = false
    for indexPath in indexPaths {
      prefetching.prepared.cells[indexPath]?.selfSizingMeasurement = nil
      guard let view = visibleView(for: .cell(indexPath)), view.selfSizingMeasurement != nil else { continue }
      view.selfSizingMeasurement = nil
      forgot = true
    }
    if forgot { setNeedsLayout() }
  }

  /// Measures a cell just prepared ahead of scrolling (in idle time) when its attributes are estimated,
  /// so it shows at its size: the layout takes the size at once, the first visible cell keeps its place
  /// on screen (as in a layout pass), and the visible views follow. Nothing happens while an animated
  /// change runs or the layout is stale (the cell is then measured when it shows).
  /// - Complexity: the cell's fitting, plus the layout's `prepare()` and a pass over the visible views
  ///   when its size changed.
  func measurePreparedCell(_ cell: CollectionReusableView) {
    let layout = collectionViewLayout
    guard changes.deferredApplies == nil, !layout.isInvalid, !counts.isStale, needsMeasurement(cell),
      measure(cell, for: layout)
    else { return }
    let anchor = selfSizingAnchor(shownBefore: Int.max)
    let adjusted = prepareLayoutIfNeeded()
    containers.emptyQueryBuffers()
    prefetching.queriedRect = .null  // the items ahead moved
    if !adjusted, let anchor { keepOnScreen(anchor, layout: layout) }
    updateVisibleViews()
  }

  /// Aims a running animated `scrollToItem(at:at:animated:)` at its item's measured frame.
  private func retargetSelfSizingScroll(layout: CollectionViewLayout) {
    guard let target = selfSizing.scrollTarget else { return }
    guard isScrollAnimating, let frame = currentFrame(ofItem: target.indexPath, in: layout) else {
      selfSizing.scrollTarget = nil
      return
    }
    retargetScrollAnimation(to: contentOffset(showing: frame, at: target.position))
  }

  /// Whether some visible view of the root shows estimated attributes.
  /// - Complexity: O(visible views).
  var hasSelfSizingViews: Bool {
    visibleSet.views.values.contains { !($0.appliedLayoutAttributes?.selfSizingAxes.isEmpty ?? true) }
  }

  /// The offset that shows an item at `position` once the views there are measured: the collection view
  /// goes to `offset`, measures what shows there (a layout pass), and aims again at the item's measured
  /// frame, until the aim holds (at most `maximumPreparePasses` times). For an animated scroll it then
  /// returns to where it was, the first item on screen at its place, and the animation runs to the settled
  /// offset (Documentation/Behaviour.md#self-sizing).
  /// - Complexity: up to `maximumPreparePasses` layout passes at the destination (two more when animated).
  func settleSelfSizingScroll(
    to indexPath: IndexPath, at position: ScrollPosition, from offset: CGPoint, animated: Bool
  ) -> CGPoint {
    let layout = collectionViewLayout
    let start = contentOffset
    let anchor = animated ? selfSizingAnchor(shownBefore: Int.max) : nil
    let anchorOnScreen = anchor.map { CGPoint(x: $0.frame.minX - start.x, y: $0.frame.minY - start.y) }
    var aim = offset
    for _ in 0..<CollectionViewLayout.maximumPreparePasses {
      setContentOffset(aim, animated: false)
      layoutIfNeeded()
      guard let frame = currentFrame(ofItem: indexPath, in: layout) else { break }
      let next = contentOffset(showing: frame, at: position)
      if next == contentOffset { break }
      aim = next
    }
    aim = contentOffset
    guard animated else { return aim }
    // Back to where the scroll starts: the first item on screen where it was.
    var back = start
    if let anchor, let onScreen = anchorOnScreen, let frame = currentFrame(ofItem: anchor.key.indexPath, in: layout) {
      back = CGPoint(x: frame.minX - onScreen.x, y: frame.minY - onScreen.y)
    }
    setContentOffset(back, animated: false)
    layoutIfNeeded()
    return aim
  }
}
