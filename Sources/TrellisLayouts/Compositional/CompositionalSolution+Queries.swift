import Foundation
import TrellisCollection
import TrellisGeometry

extension CompositionalSolution {
  /// Reports every element whose frame overlaps `rect`: the layout's boundary items, then per section its
  /// decorations, boundary items (pinned for `pinning`) and per repetition of its group the cells and
  /// their supplementaries. Orthogonal rows are reported at offset zero.
  /// - Complexity: O(log sections + k) for k reported elements, plus the slots of the groups at the
  ///   rectangle's edges; no allocation.
  func forEachElement(in rect: CGRect, pinning: CompositionalPinning?, _ body: (ElementGeometry) -> Void) {
    for element in layoutBoundaries {
      let geometry = layoutBoundaryGeometry(element, at: IndexPath(item: 0, section: 0), pinning: pinning)
      if geometry.frame.overlaps(rect) { body(geometry) }
    }
    let (low, high) = axes.scrollRange(of: rect)
    var index = firstSection(endingAtOrAfter: low)
    while index < sections.count, starts[index] <= high {
      forEachElement(inSection: index, rect: rect, pinning: pinning, body)
      index += 1
    }
  }

  /// Reports the elements of one section overlapping `rect` (see `forEachElement(in:pinning:_:)`).
  func forEachElement(
    inSection index: Int, rect: CGRect, pinning: CompositionalPinning?, cellsOnly: Bool = false,
    _ body: (ElementGeometry) -> Void
  ) {
    let section = sections[index]
    let sectionPath = IndexPath(item: 0, section: index)
    if !cellsOnly {
      for decoration in section.decorations {
        let frame = absolute(decoration.frame, section: index)
        if frame.overlaps(rect) {
          body(
            ElementGeometry(
              category: .decorationView, kind: decoration.kind, indexPath: sectionPath, frame: frame,
              zIndex: decoration.zIndex))
        }
      }
      for boundary in section.boundaries {
        let element = boundaryGeometry(boundary, section: index, pinning: pinning)
        if element.frame.overlaps(rect) { body(element) }
      }
    }
    guard let template = section.template else { return }
    let local = absoluteToLocal(rect, section: index)
    let onX = section.groupStep.dx != 0
    let range = groupRange(section, low: onX ? local.minX : local.minY, high: onX ? local.maxX : local.maxY)
    guard let range else { return }
    let slots = template.leaves.count
    for group in range {
      let origin = section.groupOrigin(group)
      let first = group * slots
      let filled = min(slots, section.itemCount - first)
      for leaf in 0..<filled {
        let frame = section.leafFrame(leaf, repetition: group, template: template).offsetBy(dx: origin.x, dy: origin.y)
        if frame.overlaps(local) {
          body(
            ElementGeometry(
              category: .cell, kind: nil, indexPath: IndexPath(item: first + leaf, section: index),
              frame: absolute(frame, section: index), zIndex: section.zIndex(template.leaves[leaf].zIndex),
              selfSizingAxes: template.leaves[leaf].selfSizingAxes))
        }
      }
      for (number, attachment) in template.attachments.enumerated() where attachment.leaf < filled {
        let frame = section.attachmentFrame(number, repetition: group, template: template)
          .offsetBy(dx: origin.x, dy: origin.y)
        if frame.overlaps(local) {
          body(
            ElementGeometry(
              category: .supplementaryView, kind: attachment.kind,
              indexPath: IndexPath(item: first + attachment.leaf, section: index),
              frame: absolute(frame, section: index), zIndex: section.attachmentZIndex(attachment.zIndex)))
        }
      }
    }
  }

  /// A content rectangle relative to a section's start.
  func absoluteToLocal(_ rect: CGRect, section: Int) -> CGRect {
    let start = starts[section]
    return axes.isVertical ? rect.offsetBy(dx: 0, dy: -start) : rect.offsetBy(dx: -start, dy: 0)
  }

  /// A boundary item's geometry, pinned inside its section for `pinning` when it pins: a start item
  /// stays at the visible start until the section's far edge (less its pinned end items) pushes it; an
  /// end item stays at the visible end until the section's near edge (less its pinned start items).
  func boundaryGeometry(_ boundary: CompositionalPlacedElement, section index: Int, pinning: CompositionalPinning?)
    -> ElementGeometry
  {
    var frame = absolute(boundary.frame, section: index)
    var zIndex = sections[index].zIndex(boundary.zIndex)
    if boundary.pinning != .none {
      zIndex = Self.pinnedZIndexBase + boundary.zIndex
      if let pinning {
        let section = sections[index]
        var startReserve: CGFloat = 0
        var endReserve: CGFloat = 0
        for other in section.boundaries {
          if other.pinning == .start { startReserve = max(startReserve, axes.scroll(other.frame.size)) }
          if other.pinning == .end { endReserve = max(endReserve, axes.scroll(other.frame.size)) }
        }
        let (position, _) = axes.scrollRange(of: frame)
        let length = axes.scroll(frame.size)
        var pinned = position
        if boundary.pinning == .start {
          pinned = max(position, min(max(position, pinning.visibleStart), ends[index] - endReserve - length))
        } else {
          pinned = min(position, max(min(position, pinning.visibleEnd - length), starts[index] + startReserve))
        }
        frame =
          axes.isVertical ? frame.offsetBy(dx: 0, dy: pinned - position) : frame.offsetBy(dx: pinned - position, dy: 0)
      }
    }
    return ElementGeometry(
      category: .supplementaryView, kind: boundary.kind, indexPath: IndexPath(item: 0, section: index), frame: frame,
      zIndex: zIndex, selfSizingAxes: boundary.selfSizingAxes)
  }

  /// A layout boundary item's geometry, pinned for `pinning` when it pins: as a section's, with the whole
  /// content as its section (a start item stays at the visible start until the content's end, less the
  /// pinned end items, pushes it; an end item likewise at the visible end).
  func layoutBoundaryGeometry(
    _ element: CompositionalPlacedElement, at indexPath: IndexPath, pinning: CompositionalPinning?
  )
    -> ElementGeometry
  {
    var frame = element.frame
    var zIndex = element.zIndex
    if element.pinning != .none {
      zIndex = Self.pinnedZIndexBase + element.zIndex
      if let pinning {
        var startReserve: CGFloat = 0
        var endReserve: CGFloat = 0
        for other in layoutBoundaries {
          if other.pinning == .start { startReserve = max(startReserve, axes.scroll(other.frame.size)) }
          if other.pinning == .end { endReserve = max(endReserve, axes.scroll(other.frame.size)) }
        }
        let (position, _) = axes.scrollRange(of: frame)
        let length = axes.scroll(frame.size)
        let contentEnd = axes.scroll(contentSize)
        let pinned =
          element.pinning == .start
          ? max(position, min(max(position, pinning.visibleStart), contentEnd - endReserve - length))
          : min(position, max(min(position, pinning.visibleEnd - length), startReserve))
        frame =
          axes.isVertical ? frame.offsetBy(dx: 0, dy: pinned - position) : frame.offsetBy(dx: pinned - position, dy: 0)
      }
    }
    return ElementGeometry(
      category: .supplementaryView, kind: element.kind, indexPath: indexPath, frame: frame, zIndex: zIndex)
  }

  /// One item's geometry, or nil when the solution has no such item.
  /// - Complexity: O(1); O(log pages) in a section with measured items.
  func item(at indexPath: IndexPath) -> ElementGeometry? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard let template = section.template, indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    let slots = template.leaves.count
    let slot = indexPath.item % slots
    let leaf = template.leaves[slot]
    let repetition = indexPath.item / slots
    let origin = section.groupOrigin(repetition)
    let frame = section.leafFrame(slot, repetition: repetition, template: template)
    return ElementGeometry(
      category: .cell, kind: nil, indexPath: indexPath,
      frame: absolute(frame.offsetBy(dx: origin.x, dy: origin.y), section: indexPath.section),
      zIndex: section.zIndex(leaf.zIndex), selfSizingAxes: leaf.selfSizingAxes)
  }

  /// One supplementary's geometry: a layout boundary item (item 0 of section 0, or the one-index path
  /// `[0]`), a section's boundary item (item 0), or an item's or group's supplementary.
  /// - Complexity: O(boundary items + supplementaries of the group).
  func supplementary(ofKind kind: String, at indexPath: IndexPath, pinning: CompositionalPinning?) -> ElementGeometry? {
    if indexPath == IndexPath(index: 0) || indexPath == IndexPath(item: 0, section: 0),
      let element = layoutBoundaries.first(where: { $0.kind == kind })
    {
      return layoutBoundaryGeometry(element, at: indexPath, pinning: pinning)
    }
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    if indexPath.item == 0, let boundary = section.boundaries.first(where: { $0.kind == kind }) {
      return boundaryGeometry(boundary, section: indexPath.section, pinning: pinning)
    }
    guard let template = section.template, indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    let slots = template.leaves.count
    let leaf = indexPath.item % slots
    guard let number = template.attachments.firstIndex(where: { $0.kind == kind && $0.leaf == leaf }) else {
      return nil
    }
    let attachment = template.attachments[number]
    let repetition = indexPath.item / slots
    let origin = section.groupOrigin(repetition)
    let frame = section.attachmentFrame(number, repetition: repetition, template: template)
    return ElementGeometry(
      category: .supplementaryView, kind: kind, indexPath: indexPath,
      frame: absolute(frame.offsetBy(dx: origin.x, dy: origin.y), section: indexPath.section),
      zIndex: section.attachmentZIndex(attachment.zIndex))
  }

  /// One decoration's geometry (item 0 of its section).
  func decoration(ofKind kind: String, at indexPath: IndexPath) -> ElementGeometry? {
    guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section),
      let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == kind })
    else { return nil }
    return ElementGeometry(
      category: .decorationView, kind: kind, indexPath: indexPath,
      frame: absolute(decoration.frame, section: indexPath.section), zIndex: decoration.zIndex)
  }
}
