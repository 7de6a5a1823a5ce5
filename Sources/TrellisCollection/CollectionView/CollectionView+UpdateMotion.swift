import Foundation
import TrellisGeometry
import TrellisUI

/// How a valid batch reaches the screen: re-keying, the layout's update hooks, and the animation of
/// every element that is visible before or after the update.
extension CollectionView {
  /// Applies a validated, non-empty plan: views keep their identity across the change, the layout is
  /// told (`prepare(forCollectionViewUpdates:)`, `indexPathsToDelete…`/`…ToInsert…`,
  /// `finalizeCollectionViewUpdates()`, `targetContentOffset(forProposedContentOffset:)`), and in a
  /// window the change animates. The layout's `initialLayoutAttributesForAppearing…`, asked for every
  /// element on screen after the update, gives a start when it answers; otherwise kept views move from
  /// where they show now (their presentation, so a batch during another one retargets without a jump),
  /// elements that come into view because of the update travel from their old frames when those were
  /// near the visible rect, and the rest fade in. Views whose elements leave the visible rect travel to
  /// their new frames; views of deleted or reloaded elements go to the layout's final attributes or fade
  /// out where they are; both kinds are held out of the reuse queues until the animation ends. Outside
  /// a window nothing is dequeued: views are re-keyed and the next layout pass shows the rest.
  /// - Complexity: O(elements within a screen of the visible rect + visible elements after).
  func applyAnimated(
    _ plan: BatchUpdatePlan, nearby: [QueriedElement], completion: @escaping (Bool) -> Void
  ) {
    let layout = collectionViewLayout
    let inWindow = window != nil
    // Where an element that comes into view was: found by its old key, indexed only when one does.
    var nearbyIndex: [ElementKey: Int]?
    func oldElement(of key: ElementKey) -> QueriedElement? {
      guard !nearby.isEmpty, let old = plan.oldElementKey(forNew: key) else { return nil }
      if nearbyIndex == nil {
        nearbyIndex = Dictionary(nearby.indices.map { (nearby[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
      }
      return nearbyIndex?[old].map { nearby[$0] }
    }
    let anchor = maintainsVisibleContentPosition ? visibleContentAnchor(plan) : nil
    let context = layout.invalidationContextType.init()
    context.invalidateDataSourceCounts = true
    layout.invalidateLayout(with: context)
    prepareLayoutIfNeeded()
    layout.prepare(forCollectionViewUpdates: plan.makeUpdateItems())
    let (removed, added) = supplementaryChanges(in: layout)
    let leaving = rekeyVisibleViews { old in
      if !removed.isEmpty, removed.contains(old) { return nil }
      guard let new = plan.newElementKey(forOld: old) else { return nil }
      return added.contains(new) ? nil : new
    }
    remapSelection(through: plan)
    let before = contentOffset
    if contentOffset != clampedContentOffset(contentOffset) { contentOffset = clampedContentOffset(contentOffset) }
    if let anchor { keep(anchor, in: layout) }
    adoptTargetContentOffset(of: layout)
    // The content moved under the views by `shift`: what was on screen starts where it was on screen.
    let shift = CGPoint(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
    if shift != .zero { View.performWithoutAnimation { for view in leaving { view.center = view.center + shift } } }
    var shown: [ElementKey: (view: ObjectIdentifier, state: ElementMotionState, attributes: LayoutAttributes?)] = [:]
    for (key, view) in visibleViews {
      shown[key] = (
        ObjectIdentifier(view), ElementMotionState(view.presentation).shifted(by: shift), view.appliedLayoutAttributes
      )
    }
    var leavingByOldKey: [ElementKey: CollectionReusableView] = [:]
    for view in leaving { if let key = view.elementKey { leavingByOldKey[key] = view } }
    // What the layout's appearing and disappearing hooks may start from (FlowLayout answers with it).
    let lookup: (ElementKey, Bool) -> UpdateStart = { [unowned self] key, removed in
      if removed {
        guard let view = leavingByOldKey[key] else { return .unknown }
        return .shown(.shown(ElementMotionState(view.presentation), as: view.appliedLayoutAttributes, for: key))
      }
      if let was = shown[key], let view = self.visibleViews[key], was.view == ObjectIdentifier(view) {
        return .shown(.shown(was.state, as: was.attributes, for: key))
      }
      if added.contains(key) || plan.oldElementKey(forNew: key) == nil { return .inserted }
      guard let was = oldElement(of: key) else { return .unknown }
      let state = (was.attributes.map(ElementMotionState.init) ?? ElementMotionState(frame: was.frame)).shifted(
        by: shift)
      return .shown(.shown(state, as: was.attributes, for: key))
    }
    let departing = inWindow ? holdOutViewsLeavingTheVisibleRect(in: layout) : []
    let changes = {
      var deferred = inWindow ? self.updateVisibleViewsDeferringApplies() : [:]
      self.updateStartLookup = lookup
      defer {
        self.updateStartLookup = nil
        self.providedUpdateStarts.removeAll()
      }
      self.reconfigure(plan.reconfiguredItems.map(\.indexPath))
      for view in leaving {
        let final = view.elementKey.flatMap { self.finalAttributesForDisappearing($0, in: layout) }
        self.move(view, to: final)
      }
      for (view, target) in departing { self.move(view, to: target) }
      for (key, view) in self.visibleViews {
        // The layout is asked for every element on screen after the update, as UIKit asks it.
        var initial = self.initialAttributesForAppearing(key, in: layout)
        // The layout handed back where the element is (FlowLayout's answer unchanged): from there.
        if let given = initial, self.isUnchangedProvidedStart(given, for: key) { initial = nil }
        var start: LayoutAttributes?
        if let state = ElementMotionState(finite: initial) {
          view.animate(from: state)
          start = initial
        } else if let was = shown[key], was.view == ObjectIdentifier(view) {
          view.animate(from: was.state)
        } else if !added.contains(key), let was = oldElement(of: key) {
          view.animate(
            from: (was.attributes.map(ElementMotionState.init) ?? ElementMotionState(frame: was.frame)).shifted(
              by: shift))
          start = was.attributes
        } else {
          view.animate(from: view.motionState.faded)
        }
        self.animateAppliedAttributes(of: view, from: start, startIsShown: false, deferred: &deferred)
      }
      self.applyRemaining(deferred)
      layout.finalizeCollectionViewUpdates()
    }
    performVisibleChange(animated: true, duration: Self.batchUpdateDuration, changes) { finished in
      for view in leaving { self.releaseHeldView(view) }
      for (view, _) in departing { self.releaseHeldView(view) }
      completion(finished)
    }
  }

  /// The elements within a screen of the visible rect, as the layout places them before the update:
  /// where an element shifted into view by the update travels from. Asked before the update, while
  /// the layout still describes the old data (nothing when it was invalidated and not prepared again).
  /// - Complexity: the layout's query of a rect up to nine screens in area (three for a list).
  func elementsNearVisibleRect() -> [QueriedElement] {
    let b = bounds
    // An invalidated layout would have to prepare first, from counts that are about to change.
    guard b.width > 0, b.height > 0, dataSource != nil, !collectionViewLayout.isInvalid else { return [] }
    // A screen on every side, within the content (a vertical list has nothing beside it).
    let content = CGRect(origin: .zero, size: contentSize).insetBy(dx: -1, dy: -1)
    let near = b.insetBy(dx: -b.width, dy: -b.height).intersection(content)
    guard !near.isNull, near.width > 0, near.height > 0 else { return [] }
    // The query buffer is borrowed and put back: the update may turn out empty and keep the screen as it is.
    let (savedRect, savedElements) = (queriedRect, queriedElements)
    queryLayout(in: near)
    let elements = queriedElements
    (queriedRect, queriedElements) = (savedRect, savedElements)
    return elements
  }

  /// Where the first visible surviving item sits relative to the content offset, by its new index path.
  private func visibleContentAnchor(_ plan: BatchUpdatePlan) -> (indexPath: IndexPath, offset: CGPoint)? {
    let b = bounds
    var first: (old: IndexPath, new: IndexPath, frame: CGRect)?
    for (key, view) in visibleViews where key.category == .cell && view.frame.overlaps(b) {
      guard let new = plan.newIndexPath(forOld: key.indexPath), !plan.isItemReloaded(old: ItemPosition(key.indexPath))
      else { continue }
      if first == nil || key.indexPath < first!.old { first = (key.indexPath, new, view.frame) }
    }
    guard let first else { return nil }
    return (first.new, CGPoint(x: first.frame.minX - b.minX, y: first.frame.minY - b.minY))
  }

  /// Moves the content offset so the anchor item is where it was relative to it (clamped).
  private func keep(_ anchor: (indexPath: IndexPath, offset: CGPoint), in layout: CollectionViewLayout) {
    guard let frame = attributes(in: layout, for: .cell(anchor.indexPath))?.frame else { return }
    let target = clampedContentOffset(CGPoint(x: frame.minX - anchor.offset.x, y: frame.minY - anchor.offset.y))
    let delta = CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
    shiftContent(by: delta)
    prepareLayoutIfNeeded()  // a layout that invalidates on scrolling (pinned headers) answers for the new offset
  }

  /// The supplementary and decoration views the layout removes and adds in this update beyond those
  /// of changed sections (`indexPathsToDelete…`/`indexPathsToInsert…`, asked for the kinds on screen):
  /// a removed view leaves (old key), and an added key gets a new view rather than a kept one (new key).
  private func supplementaryChanges(in layout: CollectionViewLayout) -> (
    removed: Set<ElementKey>, added: Set<ElementKey>
  ) {
    var kinds = Set<ElementKey>()  // one key per category and kind
    for key in visibleViews.keys where key.category != .cell {
      kinds.insert(ElementKey(category: key.category, kind: key.kind, indexPath: []))
    }
    var removed = Set<ElementKey>()
    var added = Set<ElementKey>()
    for kind in kinds {
      let name = kind.kind ?? ""
      let supplementary = kind.category == .supplementaryView
      let deletes =
        supplementary
        ? layout.indexPathsToDeleteForSupplementaryView(ofKind: name)
        : layout.indexPathsToDeleteForDecorationView(ofKind: name)
      let inserts =
        supplementary
        ? layout.indexPathsToInsertForSupplementaryView(ofKind: name)
        : layout.indexPathsToInsertForDecorationView(ofKind: name)
      for path in deletes { removed.insert(ElementKey(category: kind.category, kind: kind.kind, indexPath: path)) }
      for path in inserts { added.insert(ElementKey(category: kind.category, kind: kind.kind, indexPath: path)) }
    }
    return (removed, added)
  }

  /// Asks the layout's `targetContentOffset(forProposedContentOffset:)`, then the delegate's
  /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`, where to rest after the update,
  /// as UIKit asks them after layout updates; a finite answer is clamped and scrolled to at once.
  private func adoptTargetContentOffset(of layout: CollectionViewLayout) {
    let proposed = contentOffset
    var target = layout.targetContentOffset(forProposedContentOffset: proposed)
    target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
    guard target.x.isFinite, target.y.isFinite else { return }
    target = clampedContentOffset(target)
    guard target != proposed else { return }
    shiftContent(by: CGPoint(x: target.x - proposed.x, y: target.y - proposed.y))
    prepareLayoutIfNeeded()
  }

  /// Holds out the kept views whose elements' new frames are outside the visible rect and returns them
  /// with the attributes to travel to (nil: fade out where they are).
  /// - Complexity: O(visible views) attribute queries.
  private func holdOutViewsLeavingTheVisibleRect(
    in layout: CollectionViewLayout
  ) -> [(CollectionReusableView, LayoutAttributes?)] {
    let visible = bounds
    var departing: [(CollectionReusableView, LayoutAttributes?)] = []
    for (key, view) in visibleViews {
      let target = attributes(in: layout, for: key)
      if let target, target.frame.overlaps(visible) { continue }
      departing.append((view, target))
    }
    for (view, _) in departing { holdOut(view) }
    return departing
  }

  /// The layout's `initialLayoutAttributesForAppearing…` answer for an element of any category.
  private func initialAttributesForAppearing(_ key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
    switch key.category {
    case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
    case .supplementaryView:
      layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }

  /// The layout's `finalLayoutAttributesForDisappearing…` answer for an element of any category.
  private func finalAttributesForDisappearing(_ key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
    switch key.category {
    case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }
}
