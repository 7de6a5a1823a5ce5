import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// Solves one section into a `CompositionalSectionGeometry` (pure: descriptors and sizes in, frames out),
/// relative to the section's start on the scroll axis
/// (Documentation/Behaviour.md#compositional-sections).
@MainActor struct CompositionalSectionSolver {
  /// The layout's axes: `scroll` along the scroll direction, `cross` across it.
  var axes: FlowAxes
  /// The collection view's size.
  var viewSize: CGSize
  /// The traits given to custom groups' providers.
  var traitCollection: TraitCollection
  /// The collection view's insets for each reference a section's insets may be measured from.
  var references = CompositionalReferenceInsets()
  /// The pixel grid sizes and positions are rounded to.
  var pixels = CompositionalPixelGrid(scale: 1)
  /// The errors found, in order.
  var errors: [CompositionalLayoutError] = []

  /// The size the section's top-level group resolves its fractions in: the collection view less the
  /// section's insets across the scroll axis, the whole length along it.
  func groupContainer(for section: CollectionLayoutSection) -> CGSize {
    let insets = crossInsets(section)
    return axes.size(cross: max(0, axes.cross(viewSize) - insets.0 - insets.1), scroll: axes.scroll(viewSize))
  }

  /// The section's insets across the scroll axis (leading, trailing), added to those of its
  /// `contentInsetsReference` (Documentation/Behaviour.md#compositional-insets-reference).
  func crossInsets(_ section: CollectionLayoutSection) -> (CGFloat, CGFloat) {
    let own = ownCrossInsets(section)
    let reference = references.crossInsets(section.contentInsetsReference, axes: axes)
    return (reference.0 + own.0, reference.1 + own.1)
  }

  /// The section's own insets across the scroll axis (leading, trailing).
  func ownCrossInsets(_ section: CollectionLayoutSection) -> (CGFloat, CGFloat) {
    axes.isVertical
      ? (section.contentInsets.leading, section.contentInsets.trailing)
      : (section.contentInsets.top, section.contentInsets.bottom)
  }

  /// The section's insets along the scroll axis (before, after).
  func scrollInsets(_ section: CollectionLayoutSection) -> (CGFloat, CGFloat) {
    axes.isVertical
      ? (section.contentInsets.top, section.contentInsets.bottom)
      : (section.contentInsets.leading, section.contentInsets.trailing)
  }

  /// Solves the section's group once (the template its items repeat); nil when it can't hold its items.
  /// - Complexity: O(slots of the group).
  mutating func template(for section: CollectionLayoutSection, index: Int) -> CompositionalGroupTemplate? {
    var solver = CompositionalGroupSolver(section: index, traitCollection: traitCollection, pixels: pixels)
    let template = solver.solve(section.group, in: groupContainer(for: section))
    errors += solver.errors
    return template
  }

  /// Lays out `itemCount` items of `section` with its solved `template`, its measured repetitions
  /// (`measured`) and its boundary items' measured sizes (`boundarySize(kind)`).
  /// - Complexity: O(boundary items + decorations + filled slots of the last group), plus the measured
  ///   repetitions of an orthogonal row.
  mutating func solve(
    _ section: CollectionLayoutSection, index: Int, itemCount: Int, template: CompositionalGroupTemplate?,
    measured: CompositionalMeasuredGroups? = nil,
    boundarySize: (String) -> CompositionalMeasuredSize? = { _ in nil }
  ) -> CompositionalSectionGeometry {
    var geometry = CompositionalSectionGeometry()
    geometry.hasVisibleItemsHandler = section.visibleItemsInvalidationHandler != nil
    let slotCount = template?.leaves.count ?? 0
    // A group that can't hold its subitems lays out nothing for the section, boundary items included.
    if itemCount > 0 && slotCount == 0 { return geometry }
    guard itemCount > 0 || !section.boundarySupplementaryItems.isEmpty else { return geometry }
    let (crossLeading, crossTrailing) = crossInsets(section)
    let (scrollBefore, scrollAfter) = scrollInsets(section)
    let crossLength = axes.cross(viewSize)
    // Boundary items: inset by their own reference, and by the section's insets when they follow them.
    let follows = section.supplementariesFollowContentInsets
    let own = ownCrossInsets(section)
    let supplementaryReference = references.crossInsets(section.supplementaryContentInsetsReference, axes: axes)
    let boundaryBase = supplementaryReference.0 + (follows ? own.0 : 0)
    let boundaryCross = max(0, crossLength - boundaryBase - supplementaryReference.1 - (follows ? own.1 : 0))
    let boundaryContainer = axes.size(cross: boundaryCross, scroll: axes.scroll(viewSize))

    // Boundary items: their sizes, and how far those on the scroll axis's ends extend the section.
    var groupSolver = CompositionalGroupSolver(section: index, traitCollection: traitCollection, pixels: pixels)
    let sized = section.boundarySupplementaryItems.map { item in
      var size = groupSolver.resolve(item.layoutSize, in: boundaryContainer)
      if let measured = boundarySize(item.elementKind) {
        if item.layoutSize.widthDimension.isEstimated, let width = measured.width { size.width = width }
        if item.layoutSize.heightDimension.isEstimated, let height = measured.height { size.height = height }
      }
      return (item, size)
    }
    errors += groupSolver.errors
    var head: CGFloat = 0
    var tail: CGFloat = 0
    for (item, size) in sized where item.extendsBoundary {
      let side = sides(of: item.alignment)
      if side.scroll < 0 { head = max(head, axes.scroll(size)) }
      if side.scroll > 0 { tail = max(tail, axes.scroll(size)) }
    }

    // The groups: along the scroll axis, or in one row across it.
    let groupCount = slotCount == 0 ? 0 : (itemCount + slotCount - 1) / slotCount
    geometry.itemCount = groupCount > 0 ? itemCount : 0
    geometry.groupCount = groupCount
    geometry.template = template
    geometry.measured = measured.flatMap { $0.groups.isEmpty ? nil : $0 }
    var contentLength: CGFloat = 0
    if let template, groupCount > 0 {
      let groupScroll = axes.scroll(template.size)
      let groupCross = axes.cross(template.size)
      let contentStart = head + scrollBefore
      let spacing = section.interGroupSpacing
      if section.orthogonalScrollingBehavior == .none {
        let pitch = groupScroll + spacing
        let lastFilled = itemCount - (groupCount - 1) * slotCount
        var lastUsed = template.usedLength(filled: lastFilled, axes: axes)
        var shift: CGFloat = 0
        if let measured = geometry.measured {
          shift = measured.offsets.offset(before: groupCount - 1)
          if let last = measured.groups[groupCount - 1] {
            lastUsed = CompositionalGroupTemplate.usedLength(
              filled: lastFilled, of: last.leaves, size: last.size, axes: axes)
          }
        }
        contentLength = CGFloat(groupCount - 1) * pitch + shift + lastUsed
        geometry.groupOrigin = point(cross: crossLeading, scroll: contentStart)
        geometry.groupStep = vector(cross: 0, scroll: pitch)
        geometry.crossExtent = crossLeading + groupCross + crossTrailing
      } else {
        // Centred paging centres each group between the reference's insets.
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let reference = references.crossInsets(section.contentInsetsReference, axes: axes)
        let centring = pixels.round(max(0, (crossLength - reference.0 - reference.1 - groupCross) / 2))
        let leading = centred ? reference.0 + centring : crossLeading
        let trailing = centred ? reference.1 + centring : crossTrailing
        let pitch = groupCross + spacing
        contentLength = groupScroll
        var measuredCross: CGFloat = 0
        if let measured = geometry.measured {
          measuredCross = measured.offsets.total
          for group in measured.groups.values { contentLength = max(contentLength, axes.scroll(group.size)) }
        }
        geometry.groupOrigin = point(cross: leading, scroll: contentStart)
        geometry.groupStep = vector(cross: pitch, scroll: 0)
        geometry.row = CompositionalRow(
          behavior: section.orthogonalScrollingBehavior,
          length: leading + CGFloat(groupCount) * groupCross + CGFloat(groupCount - 1) * spacing + measuredCross
            + trailing,
          leadingInset: leading, groupPitch: pitch,
          viewport: axes.rect(cross: 0, scroll: contentStart, crossLength: crossLength, scrollLength: contentLength),
          scrollingKinds: Set(template.attachments.map(\.kind)),
          decelerationRate: section.orthogonalScrollingProperties.decelerationRate,
          bounce: section.orthogonalScrollingProperties.bounce)
      }
    }
    geometry.length = head + scrollBefore + contentLength + scrollAfter + tail

    // Boundary items on their edges or corners, centred along the edge they don't name.
    for (item, size) in sized {
      let side = sides(of: item.alignment)
      let scrollLength = axes.scroll(size)
      let crossSize = axes.cross(size)
      let scroll: CGFloat =
        side.scroll < 0 ? 0 : side.scroll > 0 ? geometry.length - scrollLength : (geometry.length - scrollLength) / 2
      let cross: CGFloat =
        side.cross < 0
        ? boundaryBase
        : side.cross > 0 ? boundaryBase + boundaryCross - crossSize : boundaryBase + (boundaryCross - crossSize) / 2
      let frame = pixels.rounded(
        axes.rect(cross: cross, scroll: scroll, crossLength: crossSize, scrollLength: scrollLength)
          .offsetBy(dx: item.offset.x, dy: item.offset.y))
      let pinning: CompositionalPlacedElement.Pinning =
        !item.pinToVisibleBounds ? .none : side.scroll > 0 ? .end : .start
      geometry.boundaries.append(
        CompositionalPlacedElement(
          kind: item.elementKind, frame: frame, zIndex: item.zIndex, pinning: pinning,
          selfSizingAxes: SelfSizingAxes(estimatedIn: item.layoutSize)))
    }

    // Decorations cover the whole section less their own insets; the rest is raised above them.
    let whole = axes.rect(cross: 0, scroll: 0, crossLength: crossLength, scrollLength: geometry.length)
    for decoration in section.decorationItems {
      geometry.decorations.append(
        CompositionalPlacedElement(
          kind: decoration.elementKind, frame: CompositionalGroupSolver.inset(whole, by: decoration.contentInsets),
          zIndex: decoration.zIndex))
    }
    if !geometry.decorations.isEmpty { geometry.raisedZIndex = 1 }
    return geometry
  }

  /// Where an alignment sits on each axis: −1 at the start, +1 at the end, 0 centred.
  func sides(of alignment: RectAlignment) -> (scroll: Int, cross: Int) {
    let edges = alignment.edges
    let vertical = (edges.contains(.top) ? -1 : 0) + (edges.contains(.bottom) ? 1 : 0)
    let horizontal = (edges.contains(.leading) ? -1 : 0) + (edges.contains(.trailing) ? 1 : 0)
    return axes.isVertical ? (vertical, horizontal) : (horizontal, vertical)
  }

  private func point(cross: CGFloat, scroll: CGFloat) -> CGPoint {
    axes.isVertical ? CGPoint(x: cross, y: scroll) : CGPoint(x: scroll, y: cross)
  }

  private func vector(cross: CGFloat, scroll: CGFloat) -> CGVector {
    axes.isVertical ? CGVector(dx: cross, dy: scroll) : CGVector(dx: scroll, dy: cross)
  }
}
