import Foundation
import TrellisCollection
import TrellisGeometry

extension CompositionalLayout {
  /// Calls `body` with the regions of the orthogonal sections meeting `rect`.
  func forEachRegion(in rect: CGRect, _ body: (OrthogonalScrollingRegion) -> Void) {
    let (low, high) = solution.axes.scrollRange(of: rect)
    var index = solution.firstSection(endingAtOrAfter: low)
    while index < solution.sections.count, solution.starts[index] <= high {
      if let region = region(forSection: index), region.frame.overlaps(rect) { body(region) }
      index += 1
    }
  }

  /// The region of an orthogonal section: its viewport (the collection view's length across the scroll
  /// axis, the groups' length along it) and its row's size.
  func region(forSection section: Int) -> OrthogonalScrollingRegion? {
    guard solution.sections.indices.contains(section), let row = solution.sections[section].row else { return nil }
    let axes = solution.axes
    let frame = solution.absolute(row.viewport, section: section)
    return OrthogonalScrollingRegion(
      section: section, frame: frame, contentSize: axes.size(cross: row.length, scroll: axes.scroll(frame.size)),
      behavior: row.behavior, scrollingSupplementaryKinds: row.scrollingKinds, decelerationRate: row.decelerationRate,
      bounce: row.bounce)
  }

  /// The resting offset of a fling of the section's row (see `CompositionalOrthogonalTarget`).
  func restingOffset(forSection section: Int, proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    guard solution.sections.indices.contains(section), let row = solution.sections[section].row else {
      return proposed
    }
    let axes = solution.axes
    let viewport = axes.cross(row.viewport.size)
    let target = CompositionalOrthogonalTarget(
      behavior: row.behavior, groupPitch: row.groupPitch, pageLength: viewport,
      maximumOffset: max(0, row.length - viewport))
    let current = orthogonalOffsets[section] ?? .zero
    let along = { (point: CGPoint) in axes.isVertical ? point.x : point.y }
    let resting = target.restingOffset(proposed: along(proposed), current: along(current), velocity: along(velocity))
    return axes.isVertical ? CGPoint(x: resting, y: 0) : CGPoint(x: 0, y: resting)
  }

  // MARK: Visible-items handlers

  /// Runs the handler of every section meeting the visible bounds.
  func runVisibleItemsHandlers() {
    guard solution.hasVisibleItemsHandlers, let collectionView else { return }
    let (low, high) = solution.axes.scrollRange(of: collectionView.bounds)
    var index = solution.firstSection(endingAtOrAfter: low)
    while index < solution.sections.count, solution.starts[index] <= high {
      runVisibleItemsHandler(forSection: index)
      index += 1
    }
  }

  /// Runs a section's handler with its visible items: for an orthogonal section the row's elements in
  /// its viewport at its own offset (frames at offset zero, `contentOffset` the section's offset), else
  /// the section's elements in the visible bounds (`contentOffset` the collection view's). The items'
  /// changes are what the queries answer until the next solve or the next run.
  func runVisibleItemsHandler(forSection section: Int) {
    guard let collectionView, sectionDefinitions.indices.contains(section),
      let handler = sectionDefinitions[section]?.visibleItemsInvalidationHandler,
      solution.sections.indices.contains(section)
    else { return }
    var items: [CompositionalVisibleItem] = []
    let offset: CGPoint
    if let row = solution.sections[section].row {
      offset = orthogonalOffsets[section] ?? .zero
      let viewport = solution.absolute(row.viewport, section: section).offsetBy(dx: offset.x, dy: offset.y)
      solution.forEachElement(inSection: section, rect: viewport, pinning: nil, cellsOnly: true) {
        items.append(CompositionalVisibleItem(geometry: $0))
      }
    } else {
      offset = collectionView.contentOffset
      solution.forEachElement(inSection: section, rect: collectionView.bounds, pinning: currentPinning) {
        items.append(CompositionalVisibleItem(geometry: $0))
      }
    }
    visibleItemChanges = visibleItemChanges.filter { $0.key.indexPath.count < 2 || $0.key.indexPath.section != section }
    handler(items, offset, providerEnvironment(collectionView))
    for item in items {
      visibleItemChanges[
        ElementKey(
          category: item.representedElementCategory, kind: item.representedElementKind, indexPath: item.indexPath)] =
        item
    }
  }
}
