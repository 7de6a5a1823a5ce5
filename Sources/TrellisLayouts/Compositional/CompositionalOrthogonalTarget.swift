import Foundation
import TrellisCollection

/// Where a fling of an orthogonal row comes to rest, for each scrolling behaviour: a pure function of
/// the row's numbers (Documentation/Behaviour.md#compositional-orthogonal).
///
/// Offsets run along the row, from 0 (the first group at its leading inset) to `maximumOffset`.
struct CompositionalOrthogonalTarget: Equatable {
  /// The row's behaviour.
  var behavior: CollectionLayoutSectionOrthogonalScrollingBehavior
  /// The distance between consecutive groups' leading edges.
  var groupPitch: CGFloat
  /// The page of `.paging`: the collection view's length across its scroll axis.
  var pageLength: CGFloat
  /// The row's length less its viewport's (0 when the row fits).
  var maximumOffset: CGFloat

  /// The resting offset for a fling from `current` proposed to end at `proposed` with `velocity`
  /// (points per second, positive towards the row's end).
  ///
  /// `.continuous` rests at the proposal; `.continuousGroupLeadingBoundary` at the group boundary nearest
  /// the proposal; `.paging`, `.groupPaging` and `.groupPagingCentered` move one page (a collection-view
  /// length, or a group pitch) from the current one in the fling's direction, or to the nearest page
  /// without velocity. A `.groupPagingCentered` row's insets centre its groups, so its boundaries are the
  /// same multiples of the pitch. Always within 0…`maximumOffset`.
  func restingOffset(proposed: CGFloat, current: CGFloat, velocity: CGFloat) -> CGFloat {
    let limit = max(0, maximumOffset)
    func clamped(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 0), limit) : 0 }
    switch behavior {
    case .none, .continuous:
      return clamped(proposed)
    case .continuousGroupLeadingBoundary:
      guard groupPitch > 0 else { return clamped(proposed) }
      return clamped((proposed / groupPitch).rounded() * groupPitch)
    case .paging:
      return clamped(paged(proposed: proposed, current: current, velocity: velocity, page: pageLength, limit: limit))
    case .groupPaging, .groupPagingCentered:
      return clamped(paged(proposed: proposed, current: current, velocity: velocity, page: groupPitch, limit: limit))
    }
  }

  /// One page from the current one in the velocity's direction; the nearest to the proposal without one.
  private func paged(proposed: CGFloat, current: CGFloat, velocity: CGFloat, page: CGFloat, limit: CGFloat) -> CGFloat {
    guard page > 0 else { return proposed }
    let slack: CGFloat = 0.5
    if velocity > 0 {
      // Already at the end (the last page may be shorter): stay.
      if current >= limit - slack { return limit }
      return ((current + slack) / page).rounded(.down) * page + page
    }
    if velocity < 0 { return ((current - slack) / page).rounded(.up) * page - page }
    if proposed >= limit - slack { return limit }
    return (proposed / page).rounded() * page
  }
}
