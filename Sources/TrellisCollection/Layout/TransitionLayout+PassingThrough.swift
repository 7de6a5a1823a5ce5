import Foundation
import TrellisGeometry
import TrellisUI

extension ItemPosition {
  /// The next item of the same section (which may be past its end).
  var successor: ItemPosition { ItemPosition(section: section, item: item + 1) }
}

/// The first and last item of a layout's answer for a rectangle, in index-path order.
struct ItemSpan {
  var first: ItemPosition
  var last: ItemPosition
}

extension Optional where Wrapped == ItemSpan {
  /// Widens the span (or starts one) to hold the item at `indexPath`.
  mutating func include(_ indexPath: IndexPath) {
    guard indexPath.count == 2 else { return }
    let position = ItemPosition(section: indexPath.section, item: indexPath.item)
    if let span = self {
      self = ItemSpan(first: Swift.min(span.first, position), last: Swift.max(span.last, position))
    } else {
      self = ItemSpan(first: position, last: position)
    }
  }
}

/// Items that neither layout reports for the rectangle but whose interpolated frames cross it: an item
/// before the rectangle in one layout and after it in the other passes through it on the way.
///
/// The assumption: each layout places its items along its scrolling axis in index-path order (a later
/// item's frame neither starts nor ends before an earlier one's, as grids, lists and flow layouts do)
/// and the rectangle spans the content across that axis (the collection view's visible rectangle does
/// for layouts that fit its width or height). Then the items the two answers don't hold lie before or
/// after the rectangle in each layout, and only those strictly between the two answers' index ranges
/// can be before it in one and after it in the other; their interpolated frames (for progress in 0…1)
/// are in index-path order too, so the ones overlapping the rectangle at a progress are one run found
/// by a binary search over that range and a walk along the run. When one layout's answer is empty,
/// the range runs from the other answer's end to the last item (or from the first item to the other
/// answer's start), by where the other answer's first item lies in the empty one. For layouts that
/// break the assumption the search finds fewer items, never wrong ones: every item added overlaps the
/// rectangle at that progress. Headers, footers and decoration views are not searched.
extension TransitionLayout {
  /// Replaces the passing items in `pairs` with those for the current progress.
  /// - Complexity: O(s · log m + k) single-item queries of each layout, for m items between the two
  ///   answers in s sections and k items found; none when the answers' index ranges touch or overlap.
  func findPassingItems(in rect: CGRect) {
    let p = transitionProgress
    passingProgress = p
    if pairs.count > answeredPairCount { pairs.removeSubrange(answeredPairCount...) }
    pairsArePlain = answeredPairsArePlain
    guard let range = passingRange(in: rect), range.from < range.to, let collectionView else { return }
    var plain = true
    var section = max(range.from.section, 0)
    let lastSection = min(range.to.section, collectionView.numberOfSections - 1)
    while section <= lastSection {
      let low = section == range.from.section ? max(range.from.item, 0) : 0
      let count = collectionView.numberOfItems(inSection: section)
      let high = section == range.to.section ? min(range.to.item, count) : count
      if low < high, addPassingItems(section: section, from: low, to: high, in: rect, at: p, plain: &plain) { break }
      section += 1
    }
    if !plain { pairsArePlain = false }
  }

  /// The items that may lie before `rect` in one layout and after it in the other, `from` up to (not
  /// including) `to`; nil when there are none.
  private func passingRange(in rect: CGRect) -> (from: ItemPosition, to: ItemPosition)? {
    switch (currentAnswerSpan, nextAnswerSpan) {
    case (let a?, let b?):
      if a.last < b.first { return (a.last.successor, b.first) }
      if b.last < a.first { return (b.last.successor, a.first) }
      return nil
    case (let a?, nil): return openRange(beside: a, emptyIn: nextLayout, rect)
    case (nil, let b?): return openRange(beside: b, emptyIn: currentLayout, rect)
    case (nil, nil): return nil
    }
  }

  /// When `layout` has no item in `rect`: the items after `span` if its first item lies before `rect`
  /// in `layout`, else the items before `span`.
  private func openRange(beside span: ItemSpan, emptyIn layout: CollectionViewLayout, _ rect: CGRect)
    -> (from: ItemPosition, to: ItemPosition)?
  {
    guard let (pose, _) = probe(layout, span.first), let sections = collectionView?.numberOfSections
    else { return nil }
    if Self.isBefore(pose.frame, rect) { return (span.last.successor, ItemPosition(section: sections, item: 0)) }
    return (ItemPosition(section: 0, item: 0), span.first)
  }

  /// Adds the items `low..<high` of `section` whose frames at `p` overlap `rect`: a binary search for
  /// the first whose frame isn't before `rect`, then a walk up to the first after it. Returns whether
  /// the walk reached an item after `rect` (so later sections hold no passing item).
  private func addPassingItems(
    section: Int, from low: Int, to high: Int, in rect: CGRect, at p: CGFloat, plain: inout Bool
  ) -> Bool {
    var lower = low
    var upper = high
    while lower < upper {
      let middle = lower + (upper - lower) / 2
      if let ends = probeBoth(ItemPosition(section: section, item: middle)),
        !Self.isBefore(ends.start.interpolated(to: ends.end, fraction: p).frame, rect)
      {
        upper = middle
      } else {
        lower = middle + 1
      }
    }
    var item = lower
    while item < high {
      defer { item += 1 }
      let position = ItemPosition(section: section, item: item)
      guard let ends = probeBoth(position) else { continue }
      let frame = ends.start.interpolated(to: ends.end, fraction: p).frame
      if Self.isAfter(frame, rect) { return true }
      guard frame.overlaps(rect) else { continue }
      if !ends.start.isPlain || !ends.end.isPlain || !Self.isPlainObject(ends.startAttributes)
        || !Self.isPlainObject(ends.endAttributes)
      {
        plain = false
      }
      pairs.append(
        TransitionPair(
          key: ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section)),
          start: ends.start, end: ends.end, startAttributes: ends.startAttributes, endAttributes: ends.endAttributes,
          hasStart: true, hasEnd: true))
    }
    return false
  }

  /// The item's poses in both layouts; nil when either has none.
  private func probeBoth(_ position: ItemPosition) -> (
    start: ElementPose, end: ElementPose, startAttributes: LayoutAttributes?, endAttributes: LayoutAttributes?
  )? {
    guard let (start, startAttributes) = probe(currentLayout, position),
      let (end, endAttributes) = probe(nextLayout, position)
    else { return nil }
    return (start, end, startAttributes, endAttributes)
  }

  /// The item's pose in `layout`, from its plain geometry when the layout gives it (no allocation), else
  /// from its attributes (returned too); nil when it has none, or they are hidden or not finite.
  private func probe(_ layout: CollectionViewLayout, _ position: ItemPosition) -> (ElementPose, LayoutAttributes?)? {
    passingProbeCount += 1
    let indexPath = IndexPath(item: position.item, section: position.section)
    var geometry: ElementGeometry?
    if layout.geometryForItem(at: indexPath, { geometry = $0 }) {
      guard let geometry, geometry.frame.isFinite else { return nil }
      return (shownPose(ElementPose(geometry), of: .cell(indexPath), in: layout), nil)
    }
    guard let attributes = layout.layoutAttributesForItem(at: indexPath), attributes.frame.isFinite,
      !attributes.isHidden
    else { return nil }
    return (shownPose(ElementPose(attributes), of: .cell(indexPath), in: layout), attributes)
  }

  /// Whether an end's attribute object (if any) is of the base class.
  private static func isPlainObject(_ attributes: LayoutAttributes?) -> Bool {
    attributes.map { type(of: $0) == LayoutAttributes.self } ?? true
  }

  /// Whether `frame` lies wholly before `rect` along either axis.
  static func isBefore(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.maxY <= rect.minY || frame.maxX <= rect.minX
  }

  /// Whether `frame` lies wholly after `rect` along either axis.
  static func isAfter(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minY >= rect.maxY || frame.minX >= rect.maxX
  }
}

extension ElementPose {
  /// The untransformed frame: the size (never negative) about the centre.
  var frame: CGRect {
    let width = max(size.width, 0)
    let height = max(size.height, 0)
    return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}
