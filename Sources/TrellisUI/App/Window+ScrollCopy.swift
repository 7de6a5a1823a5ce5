import Foundation
import TrellisGeometry

/// Scrolls drawn by moving pixels: when only a view's bounds origin changed, `collectDamage()` may,
/// instead of damaging the view's whole rectangle, record a `ScrollCopy`: the renderer moves the
/// pixels already drawn and redraws the strips scrolled in.
///
/// The move gives a full frame's pixels only when nothing in the rectangle stays put while the content
/// moves, so a copy is made only for a view that clips to its bounds, is placed by a translation alone
/// (no scale, rotation or perspective, no sublayer transform), is drawn fully opaque with all its
/// ancestors, draws no content, border, rounded corners or shadow of its own, and either fills its rectangle
/// with an opaque background or shows through it only backgrounds of one colour (no earlier sibling of
/// it or of an ancestor reaches the rectangle, and the ancestors up to the first opaque one draw nothing
/// else). Subviews that changed damage themselves as usual; views drawn over the rectangle damage what
/// they cover of it, before and after; `resolveScrollCopy(accepting:)` adds every damaged rectangle
/// moved with the pixels, and the exposed strips.
extension Window {
  /// The copy for `view` (visited by the collection with presentation `p`, `map` to window points, its
  /// window rectangle `own` and its ancestors' clip `clip`), whose bounds origin alone changed since
  /// `oldOrigin`; nil when its pixels can't simply move.
  func scrollCopy(
    of view: View, state p: LayerState, map: ProjectiveTransform, own: CGRect, clip: CGRect, from oldOrigin: CGPoint
  ) -> ScrollCopy? {
    guard pendingScrollCopy == nil, view !== self, view.clipsToBounds, p.alpha >= 1, map.isAffine, map.m33 == 1,
      map.m11 == 1, map.m22 == 1, map.m12 == 0, map.m21 == 0, p.sublayerTransform == .identity,
      view.paintedExtent == own, drawsOnlyABackground(view, p)
    else { return nil }
    let offset = CGVector(dx: oldOrigin.x - p.bounds.minX, dy: oldOrigin.y - p.bounds.minY)
    guard offset.dx != 0 || offset.dy != 0, own.overlaps(clip) else { return nil }
    let rect = own.intersection(clip)
    var ancestor = view.superview
    while let next = ancestor {
      guard next.presentation.alpha >= 1 else { return nil }
      ancestor = next.superview
    }
    if !(p.backgroundColor?.isOpaque ?? false) {
      guard showsOneColour(behind: view, in: rect) else { return nil }
    }
    return ScrollCopy(rect: rect, offset: offset)
  }

  /// Whether `view` draws nothing but a square-cornered background: no content, border, corner radius
  /// or shadow (a shadow shows through a translucent background and reaches past the bounds).
  private func drawsOnlyABackground(_ view: View, _ p: LayerState) -> Bool {
    p.borderWidth == 0 && p.cornerRadius == 0 && !view.drawsContent && !p.castsShadow(clipsToBounds: view.clipsToBounds)
  }

  /// Whether what is drawn behind `view` within `rect` (window points) is one colour: no earlier
  /// sibling of it or of an ancestor reaches `rect` (their extents are this collection's, as they were
  /// visited first), and the ancestors up to the first with an opaque background draw only backgrounds.
  /// - Complexity: O(ancestors and their earlier siblings).
  private func showsOneColour(behind view: View, in rect: CGRect) -> Bool {
    // A point wider: a raster snapped to the pixel grid reaches up to a pixel past its bounds.
    let reach = rect.insetBy(dx: -1, dy: -1)
    var child = view
    while let parent = child.superview {
      for sibling in parent.subviewsInDrawingOrder {
        if sibling === child { break }
        if sibling.paintedExtent.overlaps(reach) { return false }
      }
      let state = parent.presentation
      guard drawsOnlyABackground(parent, state) else { return false }
      if state.backgroundColor?.isOpaque ?? false { return true }
      child = parent
    }
    // The window's pixels are cleared to its background first.
    return true
  }

  /// Calls `body` with each strip (window points) that the pending scroll copy, if any, exposes: what a
  /// frame drawn by moving pixels redraws besides the damage.
  package func forEachPendingExposedStrip(_ body: (CGRect) -> Void) {
    guard let copy = pendingScrollCopy else { return }
    let (across, along) = copy.exposedRectangles
    body(across)
    body(along)
  }

  /// Takes the pending scroll copy, if any. When `accepting` approves it, adds to the damage what moving
  /// the pixels leaves stale — each damaged rectangle moved as the pixels move (its old pixels went
  /// with them) and the strips scrolled in — and returns it: the caller moves the pixels, then redraws
  /// the damage. Otherwise damages the scrolled rectangle whole and returns nil.
  /// - Complexity: O(damaged rectangles + views with smoothed edges).
  package func resolveScrollCopy(accepting: (ScrollCopy) -> Bool) -> ScrollCopy? {
    guard let copy = pendingScrollCopy else { return nil }
    pendingScrollCopy = nil
    guard accepting(copy) else {
      addDamage(copy.rect)
      return nil
    }
    scrollCopyScratch.removeAll(keepingCapacity: true)
    scrollCopyScratch.append(contentsOf: damage.rectangles)
    for rect in scrollCopyScratch {
      let moved = copy.moved(rect)
      if !moved.isNull { addDamage(moved) }
    }
    let (across, along) = copy.exposedRectangles
    addDamage(across)
    addDamage(along)
    if damageEdgesOverflowed {
      damage.removeAll()
      damage.add(CGRect(origin: .zero, size: presentation.bounds.size))
    } else if !damageEdgeExtents.isEmpty {
      damage.expand(toInclude: damageEdgeExtents, margin: 1)
    }
    return copy
  }
}
