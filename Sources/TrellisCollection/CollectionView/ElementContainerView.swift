import Foundation
import TrellisGeometry
import TrellisUI

/// The nested scroll view that shows the elements of one orthogonal scrolling region (a section that
/// scrolls sideways), with its own visible set; its content coordinates are the region's, offset zero
/// at the region's frame origin (see `CollectionView+OrthogonalScrolling`).
///
/// It scrolls with the scroll view's physics (drag, bounce, deceleration, wheel); the collection view
/// places it, fills it, and hears of every offset change. Its scrolling never changes the collection
/// view's `contentOffset` nor calls the collection view's `scrollViewDidScroll` (it has no delegate).
@MainActor final class ElementContainerView: ScrollView {
  /// The views this container shows, by element, and its query buffer in its own content coordinates.
  let visibleSet = VisibleElements()
  /// The region shown, as the layout last described it.
  var region = OrthogonalScrollingRegion(
    section: -1, frame: .zero, contentSize: .zero, behavior: .none, scrollingSupplementaryKinds: [])
  /// The collection view that places and fills the container.
  weak var owner: CollectionView?
  /// Whether the owner is setting the geometry (offset changes then aren't the user's scrolling).
  var isBeingPlaced = false
  /// The owner's stamp of the last layout pass that found the region.
  var lastSeenPass = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    scrollsToTop = false  // the page scrolls to the top, not a row
  }

  required init?(coder: NSCoder) { nil }

  /// Takes the region's deceleration rate (`.automatic`: `.fast` for a paging row, else the owner's) and
  /// bounce (`.always` also when the row fits, along the row's axis; `.never` not at all).
  func applyScrollingProperties() {
    let custom =
      region.decelerationRate == .automatic ? nil : DecelerationRate(rawValue: region.decelerationRate.rawValue)
    let rate = custom ?? (region.behavior == .paging ? .fast : owner?.decelerationRate ?? .normal)
    if decelerationRate != rate { decelerationRate = rate }
    bounces = region.bounce != .never
    // A row across a vertical page is exactly as tall as its viewport (across a horizontal one, as wide).
    let sideways = region.contentSize.height <= region.frame.height
    alwaysBounceHorizontal = region.bounce == .always && sideways
    alwaysBounceVertical = region.bounce == .always && !sideways
  }

  /// Hands every change of offset to the owner: the layout is told and the region re-queried.
  override func contentOffsetDidChange(from oldOffset: CGPoint) {
    guard !isBeingPlaced else { return }
    owner?.elementContainerDidScroll(self)
  }

  /// Asks the owner's layout where a fling of the region should rest.
  override func decelerationTarget(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let layout = owner?.collectionViewLayout else { return proposedContentOffset }
    return layout.targetOrthogonalContentOffset(
      forSection: region.section, proposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
  }

  /// Takes Shift+wheel and sideways wheel deltas (a trackpad's swipe); a plain vertical wheel scrolls the
  /// page, as do deltas mostly along the page's axis.
  override func scrollWheel(with event: Event) {
    let d = event.scrollDelta
    let sideways = abs(d.dx) > abs(d.dy) || (d.dx == 0 && event.modifiers.contains(.shift))
    if !sideways, let owner { return owner.scrollWheel(with: event) }
    super.scrollWheel(with: event)
  }

  /// Refuses non-finite geometry through the owner's error path.
  override func reportGeometryError(_ error: ScrollViewError) {
    if let owner { owner.reportGeometryError(error) } else { super.reportGeometryError(error) }
  }
}
