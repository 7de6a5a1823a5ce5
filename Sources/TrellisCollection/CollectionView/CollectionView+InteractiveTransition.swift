import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// The completion of an interactive transition (`UICollectionView.LayoutInteractiveTransitionCompletion`):
  /// `completed` is whether the ending animation ran to its end, `finished` whether the next layout
  /// is installed (false: the transition was cancelled and the old layout is back).
  public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

  /// How long the spring that finishes or cancels an interactive transition takes to settle, in seconds
  /// (a Trellis choice; see `Documentation/Behaviour.md#transitions-interactive`).
  nonisolated public static let interactiveTransitionSettlingDuration: TimeInterval = 0.4
  /// The largest progress velocity, per second, an ending spring starts with (faster releases are capped).
  nonisolated public static let interactiveTransitionMaximumVelocity: CGFloat = 8

  /// Starts an interactive transition to `layout` and returns the `TransitionLayout` now installed
  /// (`startInteractiveTransition(to:completion:)`): set its `transitionProgress` as the gesture moves,
  /// then call `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
  ///
  /// The order: the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)` makes the
  /// transition layout, the old layout gets `prepareForTransition(to:)`, the new one
  /// `prepareForTransition(from:)`, every visible view `willTransition(from:to:)`; then the transition
  /// layout becomes `collectionViewLayout` (views keep their identity; at progress 0 nothing moves).
  /// The completion runs exactly once, when the transition ends (see `finishInteractiveTransition()`).
  ///
  /// Starting while another interactive transition is tracked is refused with a report: that one goes
  /// on, its layout is returned and this completion gets `(false, false)`. Starting while one is still
  /// finishing or cancelling retargets: that one ends where it was headed (its completion gets
  /// `completed: false`), its views moving there from where they are in an animated change, and this
  /// one starts at once from that layout, its frames moving the views relative to that motion. Starting
  /// during an animated `setCollectionViewLayout` ends that change first (`completion(false)`) and
  /// starts from its layout, its views going on from where they are. A layout another collection view
  /// uses is refused with a report, `completion(false, false)` and a transition layout that isn't
  /// installed; whatever runs goes on.
  /// - Complexity: O(visible elements), plus the layouts' preparation and queries.
  @discardableResult
  public func startInteractiveTransition(
    to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
  ) -> TransitionLayout {
    if let running = interactiveTransition {
      guard running.phase != .tracking else {
        report(
          .interactiveTransition(
            "startInteractiveTransition(to:completion:) was called while an interactive transition to "
              + "\(type(of: running.layout.nextLayout)) is in progress; that one goes on and this one is refused"))
        completion?(false, false)
        return running.layout
      }
    }
    if let owner = layout.attachedCollectionView, owner !== self {
      report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: layout))", keptCurrent: true))
      completion?(false, false)
      return TransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
    }
    if let running = interactiveTransition { settleInteractiveTransition(running, completed: false, retargeting: true) }
    endRunningLayoutChange()
    let old = collectionViewLayout
    layoutIfNeeded()
    var transition =
      collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
      ?? TransitionLayout(currentLayout: old, nextLayout: layout)
    if transition.currentLayout !== old || transition.nextLayout !== layout || transition.attachedCollectionView != nil
    {
      report(
        .interactiveTransition(
          "the delegate's \(type(of: transition)) goes from \(type(of: transition.currentLayout)) to "
            + "\(type(of: transition.nextLayout))\(transition.attachedCollectionView != nil ? " and is in use" : ""); "
            + "a transition from \(type(of: old)) to \(type(of: layout)) was asked for, so a TransitionLayout is used"))
      transition = TransitionLayout(currentLayout: old, nextLayout: layout)
    }
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    for view in visibleSet.views.values { view.willTransition(from: old, to: layout) }
    // The next layout is prepared afresh for this collection view, as a layout being installed is.
    layout.invalidateLayout()
    changes.running = .interactiveTransition(
      InteractiveLayoutTransition(layout: transition, startOffset: contentOffset, completion: completion))
    replaceLayout(with: transition, keepingViews: true)
    layoutIfNeeded()
    return transition
  }

  /// Finishes the interactive transition (`finishInteractiveTransition()`): progress animates from where
  /// it is to 1 and the content offset to the next layout's `targetContentOffset(forProposedContentOffset:)`
  /// (then the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)`, clamped to
  /// the next layout's content), under a critically damped spring that settles in
  /// `interactiveTransitionSettlingDuration` and starts at the speed progress was last changing
  /// (`TransitionLayout.progressVelocity`, capped at `interactiveTransitionMaximumVelocity`), so a
  /// release mid-gesture keeps its speed. Then the next layout is installed, both layouts get
  /// `finalizeLayoutTransition()`, every visible view `didTransition(from:to:)`, and the completion
  /// `(completed, true)`. Outside a window, or with animations disabled, it all happens at once.
  ///
  /// Called while cancelling, it turns the spring round from the current progress and speed; while
  /// already finishing it does nothing; without a transition it is reported.
  public func finishInteractiveTransition() {
    endInteractiveTransition(toNext: true, call: "finishInteractiveTransition()")
  }

  /// Cancels the interactive transition (`cancelInteractiveTransition()`): as
  /// `finishInteractiveTransition()`, but progress returns to 0, the offset to where it was at the start
  /// (clamped), the old layout is installed again and the completion gets `(completed, false)`.
  public func cancelInteractiveTransition() {
    endInteractiveTransition(toNext: false, call: "cancelInteractiveTransition()")
  }

  /// Starts (or turns round) the spring that ends the transition.
  private func endInteractiveTransition(toNext: Bool, call: String) {
    guard let transition = interactiveTransition else {
      report(
        .interactiveTransition("\(call) was called without an interactive transition in progress; nothing changed"))
      return
    }
    guard transition.phase != .ending(toNext: toNext) else { return }
    let layout = transition.layout
    let cap = Self.interactiveTransitionMaximumVelocity
    let velocity = min(max(layout.progressVelocity, -cap), cap)
    transition.stopAnimation()
    transition.phase = .ending(toNext: toNext)
    layout.prepareSublayoutsIfNeeded()
    transition.fromProgress = layout.transitionProgress
    transition.fromOffset = contentOffset
    transition.targetOffset =
      toNext
      ? targetContentOffset(proposing: contentOffset, in: layout.nextLayout)
      : clamped(transition.startOffset, toContentOf: layout.currentLayout)
    guard window != nil, Animator.shared.areAnimationsEnabled else {
      settleInteractiveTransition(transition, completed: true)
      return
    }
    let target: CGFloat = toNext ? 1 : 0
    let distance = target - transition.fromProgress
    let duration = Self.interactiveTransitionSettlingDuration
    let spring = SpringTimingParameters(
      dampingRatio: 1, duration: duration, initialVelocity: abs(distance) > 1e-9 ? velocity / distance : 0)
    let generation = transition.generation
    let animation = ValueAnimation<CGFloat>(
      from: transition.fromProgress, to: target, duration: duration, curve: .spring(spring, duration: duration),
      setter: { [weak self, weak transition] progress in
        guard let self, let transition else { return }
        self.showInteractiveProgress(progress, of: transition)
      },
      completion: { [weak self, weak transition] finished in
        guard let self, let transition, transition.generation == generation else { return }
        self.settleInteractiveTransition(transition, completed: finished)
      })
    transition.animation = animation
    Animator.shared.add(animation)
  }

  /// One frame of the ending spring: the progress, and the content offset the same fraction of its way.
  private func showInteractiveProgress(_ progress: CGFloat, of transition: InteractiveLayoutTransition) {
    transition.layout.transitionProgress = progress
    let target: CGFloat = transition.isEndingInNextLayout ? 1 : 0
    let span = target - transition.fromProgress
    let fraction = abs(span) > 1e-9 ? (progress - transition.fromProgress) / span : 1
    let offset = transition.fromOffset.interpolated(to: transition.targetOffset, fraction: fraction)
    if offset != contentOffset { contentOffset = offset }
  }

  /// Ends the transition where it was headed: installs that layout, sets the target offset, lays out,
  /// then `finalizeLayoutTransition()` on both layouts, `didTransition(from:to:)` on every visible view
  /// and the completion.
  ///
  /// `retargeting` (another transition starts): the views don't jump to the end but move there from
  /// where they are, an animated change from the transition layout at its progress, as
  /// `setCollectionViewLayout(_:animated:completion:)` animates one (views that leave are held until
  /// they arrive); what starts next moves them relative to that motion.
  func settleInteractiveTransition(
    _ transition: InteractiveLayoutTransition, completed: Bool, retargeting: Bool = false
  ) {
    guard interactiveTransition === transition else { return }
    let toNext = transition.isEndingInNextLayout
    changes.running = .none
    transition.stopAnimation()
    let layout = transition.layout
    let current = layout.currentLayout
    let next = layout.nextLayout
    let final = toNext ? next : current
    let animates =
      retargeting && collectionViewLayout === layout && window != nil && Animator.shared.areAnimationsEnabled
    if animates { layoutIfNeeded() }
    let before = visibleSet.views
    let shown = animates ? capturePoses() : [:]
    if collectionViewLayout === layout { replaceLayout(with: final, keepingViews: true) }
    prepareLayoutIfNeeded()
    let offset = clampedContentOffset(transition.phase == .tracking ? contentOffset : transition.targetOffset)
    if animates {
      // The transition layout answers, at its progress, for the elements that appear.
      layout.answering(for: self) {
        let change = ComposedVisibleChange(
          shownBefore: shown, targetOffset: offset,
          start: { [unowned self] key, _, was in self.start(of: key, from: layout, before: before, shown: was) })
        runVisibleChange(change, animated: true, duration: Self.layoutTransitionDuration) { _ in }
      }
    } else {
      if offset != contentOffset { contentOffset = offset }
      layoutIfNeeded()
    }
    current.finalizeLayoutTransition()
    next.finalizeLayoutTransition()
    for view in visibleSet.views.values { view.didTransition(from: current, to: final) }
    transition.completion?(completed, toNext)
  }

  /// The transition layout left the collection view without ending (another layout was set): the
  /// transition is over, its completion gets `(false, false)`.
  func transitionLayoutWasDetached(_ layout: TransitionLayout) {
    guard let transition = interactiveTransition, transition.layout === layout, collectionViewLayout !== layout
    else { return }
    changes.running = .none
    transition.stopAnimation()
    transition.completion?(false, false)
  }

  /// Whether an interactive transition is in progress (tracked, finishing or cancelling).
  public var isInteractiveTransitionInProgress: Bool { interactiveTransition != nil }
}
