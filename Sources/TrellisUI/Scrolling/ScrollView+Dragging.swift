import Foundation
import TrellisGeometry

/// Dragging: the API a pan gesture recognizer drives, free of gesture classes.
///
/// A pan calls `beginDragging(at:)` when it begins, `dragged(translation:)` as the finger moves and
/// `endDragging(velocity:)` when it lifts (with its velocity in points per second). The content follows
/// the finger one to one inside the valid range and with rubber-band resistance past it (`bounces`),
/// or stops at the edges. A touch that only rests on the view calls `beginTracking()` and
/// `endTracking()`: touching down stops a deceleration, lifting lets an interrupted bounce finish.
extension ScrollView {
  /// Whether a finger is on the content (touched down, dragging or not).
  public var isTracking: Bool { interaction.isTracking }
  /// Whether a drag is scrolling the content (from `beginDragging(at:)` to `endDragging(velocity:)`).
  public var isDragging: Bool { interaction.isDragging }

  /// Where the finger is during a drag, in content coordinates; nil when not dragging.
  public var dragLocation: CGPoint? {
    guard interaction.isDragging else { return nil }
    let i = interaction
    return CGPoint(
      x: i.dragStartLocation.x + i.dragTranslation.x + contentOffset.x - i.dragStartOffset.x,
      y: i.dragStartLocation.y + i.dragTranslation.y + contentOffset.y - i.dragStartOffset.y)
  }

  /// Whether a drag can move the content horizontally: it is wider than the view, or
  /// `alwaysBounceHorizontal` with `bounces`.
  public var canScrollHorizontally: Bool {
    maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
  }

  /// Whether a drag can move the content vertically: it is taller than the view, or
  /// `alwaysBounceVertical` with `bounces`.
  public var canScrollVertically: Bool {
    maximumContentOffset.y > minimumContentOffset.y || (bounces && alwaysBounceVertical)
  }

  /// A finger touched down on the content: stops a deceleration or animated scroll where it is
  /// (reporting `scrollViewDidEndDecelerating`) and sets `isTracking`.
  public func beginTracking() {
    stopDecelerating()
    stopProgrammaticScrolling()
    interaction.isTracking = true
  }

  /// The finger lifted without dragging: clears `isTracking` and, if a stopped bounce left the content
  /// past an edge (or between pages when paging), moves it back as a release without velocity would.
  public func endTracking() {
    guard !interaction.isDragging else { return }
    interaction.isTracking = false
    settle()
  }

  /// A drag begins at `location` (the finger, in the scroll view's coordinates): stops any deceleration
  /// or animated scroll, sets `isTracking` and `isDragging`, reports `scrollViewWillBeginDragging` and
  /// shows the indicators. Does nothing when `isScrollEnabled` is false or a drag is in progress.
  public func beginDragging(at location: CGPoint) {
    guard isScrollEnabled, !interaction.isDragging else { return }
    stopDecelerating()
    stopProgrammaticScrolling()
    let i = interaction
    i.isTracking = true
    i.isDragging = true
    i.dragStartLocation = location
    i.dragStartOffset = contentOffset
    i.dragTranslation = .zero
    i.dragOrigin = CGPoint(
      x: unresisted(contentOffset.x, range: horizontalOffsetRange, dimension: bounds.width),
      y: unresisted(contentOffset.y, range: verticalOffsetRange, dimension: bounds.height))
    i.dragStartPageX = PagingTarget.nearestPage(to: contentOffset.x, pageSize: bounds.width)
    i.dragStartPageY = PagingTarget.nearestPage(to: contentOffset.y, pageSize: bounds.height)
    i.lock = isDirectionalLockEnabled ? .undecided : .free
    messageDelegate?.scrollViewWillBeginDragging(self)
    showScrollIndicators()
  }

  /// The finger moved: `translation` is its total movement since `beginDragging(at:)` (a pan's
  /// `translation(in:)`). The content moves the opposite way, one to one inside the valid range and
  /// rubber-banded past it (`RubberBand`) when `bounces`, else clamped; axes the content can't scroll
  /// on stay, and a directional lock keeps a clearly horizontal or vertical drag on its axis.
  public func dragged(translation: CGPoint) {
    guard interaction.isDragging else { return }
    guard translation.isFiniteGeometry else {
      return refuseNonFinite(
        "dragged(translation:)", value: translation.geometryText, kept: "contentOffset \(contentOffset.geometryText)")
    }
    interaction.dragTranslation = translation
    decideDirectionalLock(translation)
    var offset = contentOffset
    if canScrollHorizontally && interaction.lock != .vertical {
      offset.x = resisted(
        interaction.dragOrigin.x - translation.x, range: horizontalOffsetRange, dimension: bounds.width)
    }
    if canScrollVertically && interaction.lock != .horizontal {
      offset.y = resisted(
        interaction.dragOrigin.y - translation.y, range: verticalOffsetRange, dimension: bounds.height)
    }
    if offset != contentOffset { writeContentOffset(offset) }
  }

  /// The finger lifted with `velocity`, the finger's velocity in points per second (a pan's
  /// `velocity(in:)`; the content moves the opposite way).
  ///
  /// The resting target is the deceleration model's projection (`DecelerationModel`) or, when
  /// paging, the page (`PagingTarget`), clamped to the valid range; then
  /// `decelerationTarget(forProposedContentOffset:withScrollingVelocity:)` (a collection view's
  /// layout snaps here) and the delegate's `scrollViewWillEndDragging` may change it. The content
  /// then decelerates onto that target, bouncing at an edge it runs into, and the delegate hears
  /// `scrollViewDidEndDragging(willDecelerate:)` and, when it moves, the decelerating calls.
  /// - Complexity: O(1), plus the delegate's and layout's work.
  public func endDragging(velocity: CGPoint) {
    guard interaction.isDragging else { return }
    interaction.isTracking = false
    let offset = contentOffset
    let contentVelocity = releaseVelocity(fingerVelocity: velocity)
    let proposed = proposedRestingOffset(from: offset, velocity: contentVelocity)
    let velocityPerMillisecond = CGPoint(x: contentVelocity.x / 1000, y: contentVelocity.y / 1000)
    var target = decelerationTarget(forProposedContentOffset: proposed, withScrollingVelocity: velocityPerMillisecond)
    if let delegate = messageDelegate {
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate.scrollViewWillEndDragging(self, withVelocity: velocityPerMillisecond, targetContentOffset: pointer)
      }
    }
    if !target.isFiniteGeometry {
      refuseNonFinite("targetContentOffset", target, kept: proposed)
      target = proposed
    }
    let plan = planMotion(from: offset, velocity: contentVelocity, target: target)
    let willDecelerate = plan.x.isMoving || plan.y.isMoving
    if !willDecelerate {
      let rest = CGPoint(x: plan.x.finalPosition, y: plan.y.finalPosition)
      if rest != offset { writeContentOffset(rest) }
    }
    messageDelegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    interaction.isDragging = false
    if willDecelerate {
      startDeceleration(x: plan.x, y: plan.y)
    } else {
      fadeScrollIndicators()
    }
  }

  // MARK: Helpers

  /// The valid horizontal offsets.
  var horizontalOffsetRange: ClosedRange<CGFloat> { minimumContentOffset.x...maximumContentOffset.x }
  /// The valid vertical offsets.
  var verticalOffsetRange: ClosedRange<CGFloat> { minimumContentOffset.y...maximumContentOffset.y }

  /// Writes the content offset (the bounds origin) without stopping any motion, as drags and the
  /// physics do; `setContentOffset` stops motion.
  func writeContentOffset(_ offset: CGPoint) {
    var b = bounds
    b.origin = offset
    bounds = b
  }

  /// Writes a frame of a scrolling animation (a wheel step, a deceleration, an animated
  /// `setContentOffset`, scroll to top), rounded to the screen's pixels as UIKit's offsets are
  /// (Documentation/Behaviour.md#scroll-pixel-offsets), so the renderer can move the pixels already
  /// drawn instead of redrawing the scroll view (`ScrollCopy`). Where an animation ends, `end`, is not
  /// rounded.
  func writeAnimatedContentOffset(_ offset: CGPoint, end: CGPoint? = nil) {
    let scale = Screen.main.scale
    guard scale > 0, scale.isFinite, offset != end else { return writeContentOffset(offset) }
    writeContentOffset(
      CGPoint(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale))
  }

  /// The content's velocity in points per second for a finger velocity, zero on axes the drag can't move.
  private func releaseVelocity(fingerVelocity velocity: CGPoint) -> CGPoint {
    let lock = interaction.lock
    let vx = canScrollHorizontally && lock != .vertical && velocity.x.isFinite ? -velocity.x : 0
    let vy = canScrollVertically && lock != .horizontal && velocity.y.isFinite ? -velocity.y : 0
    return CGPoint(x: vx, y: vy)
  }

  private func decideDirectionalLock(_ translation: CGPoint) {
    guard interaction.lock == .undecided else { return }
    let ax = abs(translation.x)
    let ay = abs(translation.y)
    guard max(ax, ay) >= 1 else { return }
    // A drag within about 26.6° (tan⁻¹ ½) of an axis locks to it; a steeper diagonal moves freely.
    interaction.lock = ax > 2 * ay ? .horizontal : (ay > 2 * ax ? .vertical : .free)
  }

  private func resisted(_ position: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard bounces else { return min(max(position, range.lowerBound), range.upperBound) }
    return RubberBand(dimension: dimension).position(forUnresisted: position, in: range)
  }

  private func unresisted(_ position: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    guard bounces else { return position }
    return RubberBand(dimension: dimension).unresistedPosition(for: position, in: range)
  }
}
