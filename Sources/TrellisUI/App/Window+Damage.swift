import Foundation
import TrellisGeometry

/// Damage tracking: which parts of the window changed since they were last drawn.
///
/// A view that changes how it looks calls `setNeedsRender()` (every visual property setter, its
/// presentation animating, `setNeedsDisplay()`, being hidden or shown, a new place in its siblings'
/// drawing order, being added), which marks it. `collectDamage()` walks the window's presentation
/// tree, computes what each view and its subtree cover in window points (its extent), and for each
/// marked view adds the extent it had when last collected and the one it has now; a removed view adds
/// its last extent when it leaves. A view casting a shadow covers the shadow's extent too
/// (`LayerState.shadowExtent`: its outline grown by the blur's reach and moved by the offset). Extents are exact bounding boxes for translated and scaled views and
/// grow by a point under rotations and perspective (smoothed edges); a view partly behind the camera
/// damages the whole window.
///
/// Cairo computes the coverage of smoothed edges (a rotated raster's sides, a rounded clip's corners)
/// slightly differently where a clip cuts them, so a damaged rectangle that reaches such a view grows
/// to its whole extent (`DamageRegion.expand(toInclude:margin:)`); with more than
/// `damageEdgeCapacity` of them on screen any damage redraws the window.
extension Window {
  /// The most views with smoothed edges a collection keeps track of.
  static let damageEdgeCapacity = 32

  /// Adds a rectangle in window points to the damage, clipped to the window.
  package func addDamage(_ rect: CGRect) {
    guard !rect.isNull else { return }
    let clipped = rect.intersection(CGRect(origin: .zero, size: presentation.bounds.size))
    if !clipped.isNull { damage.add(clipped) }
  }

  /// Adds to `damage` what every view marked by `setNeedsRender()` covered when last collected and
  /// covers now, and records each view's extent for the next collection.
  /// - Complexity: O(views in the window).
  package func collectDamage() {
    let p = presentation
    let map = ProjectiveTransform(translationX: -p.bounds.minX, y: -p.bounds.minY)
    damageEdgeExtents.removeAll(keepingCapacity: true)
    damageEdgesOverflowed = false
    scrollCopyCover = nil
    _ = collectDamage(
      of: self, state: p, map: map, ancestorMarked: false, clip: CGRect(origin: .zero, size: p.bounds.size))
    scrollCopyCover = nil
    guard !damage.isEmpty else { return }
    if damageEdgesOverflowed {
      damage.removeAll()
      damage.add(CGRect(origin: .zero, size: p.bounds.size))
    } else if !damageEdgeExtents.isEmpty {
      // The renderer grows each rectangle by a pixel, at most a point.
      damage.expand(toInclude: damageEdgeExtents, margin: 1)
    }
  }

  /// Records the extent of `view`'s subtree through `map` (its bounds to window points) and adds its
  /// old and new extents to the damage when it was marked and no ancestor was (an ancestor's extents
  /// cover its subtree's). `clip` is what the ancestors' clips leave of the window.
  /// - Returns: the subtree's extent, and whether it has smoothed edges (a rotated or projected view,
  ///   or a rounded clip).
  private func collectDamage(
    of view: View, state p: LayerState, map: ProjectiveTransform, ancestorMarked: Bool, clip: CGRect
  ) -> (extent: CGRect, smoothed: Bool) {
    // Only the bounds changed: perhaps a scroll whose pixels can be moved (`ScrollCopy`).
    let scrolledOnly = view.boundsNeedDamage && !view.needsDamage && !ancestorMarked
    let marked = view.needsDamage || view.boundsNeedDamage
    view.needsDamage = false
    view.boundsNeedDamage = false
    let oldOrigin = view.paintedBoundsOrigin
    view.paintedBoundsOrigin = p.bounds.origin
    // A view drawn over a scroll found earlier in this walk: its extent covers its subtree's.
    let cover = scrollCopyCover
    scrollCopyCover = nil
    var copy: ScrollCopy?
    var extent = CGRect.null
    var smoothed = false
    let drawn = !view.isHidden && p.alpha > 0 && !(map.m13 == 0 && map.m23 == 0 && map.m33 <= 0)
    if drawn {
      let own = damageExtent(of: p.bounds, through: map)
      var below = CGRect.null
      let subviews = view.subviewsInDrawingOrder
      let aligned = map.isAffine && map.m12 == 0 && map.m21 == 0
      if !aligned || (view.clipsToBounds && p.cornerRadius > 0 && !subviews.isEmpty) {
        smoothed = true
        noteSmoothedEdges(own)
      }
      if scrolledOnly && cover == nil {
        copy = scrollCopy(of: view, state: p, map: map, own: own, clip: clip, from: oldOrigin)
        if copy != nil { pendingScrollCopy = copy }
      }
      if !subviews.isEmpty {
        let sublayer = p.sublayerTransform3DInBounds
        let inner = view.clipsToBounds ? clip.intersection(own) : clip
        // A moved scroll's subviews damage only what changed in them (moved with the pixels too).
        let subtreeMarked = (marked && copy == nil) || ancestorMarked
        for subview in subviews {
          let state = subview.presentation
          let toParent = state.mapToParent(zPosition: subview.zPosition, parentSublayer: sublayer)
          let sub = collectDamage(
            of: subview, state: state, map: toParent.concatenating(map), ancestorMarked: subtreeMarked,
            clip: inner)
          below = below.union(sub.extent)
          smoothed = smoothed || sub.smoothed
        }
        if view.clipsToBounds { below = below.intersection(own) }
        // An opacity group's surface spans the clip in effect, and cairo samples a rotated raster in it
        // slightly differently when that surface starts elsewhere: damage reaching the group redraws the
        // whole clip, so its surface is the same as in a full frame.
        if smoothed && p.alpha < 1 { noteSmoothedEdges(inner) }
      }
      extent = own.union(below)
      // A shadow reaches past the bounds, by its blur and its offset.
      if p.castsShadow(clipsToBounds: view.clipsToBounds) {
        extent = extent.union(damageExtent(of: p.shadowExtent, through: map))
      }
    }
    if marked && !ancestorMarked && copy == nil {
      addDamage(view.paintedExtent)
      addDamage(extent)
    }
    if let cover {
      // Drawn over the scrolled pixels: what it covered moves with them, and what it covers is overwritten.
      // A point wider: a raster snapped to the pixel grid reaches up to a pixel past its bounds.
      let reach = cover.insetBy(dx: -1, dy: -1)
      if view.paintedExtent.overlaps(reach) { addDamage(view.paintedExtent.intersection(reach)) }
      if extent.overlaps(reach) { addDamage(extent.intersection(reach)) }
      scrollCopyCover = cover
    } else if let copy {
      scrollCopyCover = copy.rect
    }
    view.paintedExtent = extent
    return (extent, smoothed)
  }

  /// Keeps the extent of a view with smoothed edges for this collection's `expand(toInclude:margin:)`.
  private func noteSmoothedEdges(_ extent: CGRect) {
    if damageEdgeExtents.count < Self.damageEdgeCapacity {
      damageEdgeExtents.append(extent)
    } else {
      damageEdgesOverflowed = true
    }
  }

  /// The window points a rectangle of a view's bounds covers through `map`: its bounding box, a point
  /// larger unless the map only scales and translates; the whole window when part of it is behind the camera.
  private func damageExtent(of rect: CGRect, through map: ProjectiveTransform) -> CGRect {
    if map.isAffine && map.m12 == 0 && map.m21 == 0 {
      let a = CGPoint(x: (rect.minX * map.m11 + map.m31) / map.m33, y: (rect.minY * map.m22 + map.m32) / map.m33)
      let b = CGPoint(x: (rect.maxX * map.m11 + map.m31) / map.m33, y: (rect.maxY * map.m22 + map.m32) / map.m33)
      return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
    guard let a = map.apply(CGPoint(x: rect.minX, y: rect.minY)),
      let b = map.apply(CGPoint(x: rect.maxX, y: rect.minY)),
      let c = map.apply(CGPoint(x: rect.minX, y: rect.maxY)), let d = map.apply(CGPoint(x: rect.maxX, y: rect.maxY))
    else { return CGRect(origin: .zero, size: presentation.bounds.size) }
    let x0 = min(min(a.x, b.x), min(c.x, d.x))
    let y0 = min(min(a.y, b.y), min(c.y, d.y))
    let x1 = max(max(a.x, b.x), max(c.x, d.x))
    let y1 = max(max(a.y, b.y), max(c.y, d.y))
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
      return CGRect(origin: .zero, size: presentation.bounds.size)
    }
    return CGRect(x: x0 - 1, y: y0 - 1, width: x1 - x0 + 2, height: y1 - y0 + 2)
  }
}
