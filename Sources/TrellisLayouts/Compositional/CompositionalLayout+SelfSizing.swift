import Foundation
import TrellisCollection
import TrellisGeometry

/// The layout's side of self-sizing (Documentation/Behaviour.md#compositional-self-sizing): items and
/// section boundary items with an `.estimated` dimension are laid out at the estimate and marked with
/// `selfSizingAxes`; the size their view measures is recorded from the invalidation context the
/// collection view asks for, and only the measured repetition of the group is laid out again.
extension CompositionalLayout {
  /// A view's measurement of an element: the element, its measured lengths on its estimated axes
  /// (rounded up to the pixel), and whether they differ from those in use; nil for an element that isn't
  /// estimated, or a measurement that can't be used (reported when `report` is true).
  func measurement(
    preferred: LayoutAttributes, original: LayoutAttributes, report: Bool
  ) -> (key: ElementKey, size: CompositionalMeasuredSize, changes: Bool)? {
    let key = original.elementKey
    let geometry: ElementGeometry?
    switch key.category {
    case .cell: geometry = solution.item(at: key.indexPath)
    case .supplementaryView:
      // Only a section's boundary items measure (an item's or group's supplementaries keep their estimate).
      geometry = key.kind.flatMap { kind in
        solution.supplementary(ofKind: kind, at: key.indexPath, pinning: nil)
      }
    case .decorationView: geometry = nil
    }
    guard let geometry, !geometry.selfSizingAxes.isEmpty else { return nil }
    let axes = geometry.selfSizingAxes
    let wanted = preferred.size
    let bad =
      (axes.contains(.horizontal) && !(wanted.width.isFinite && wanted.width >= 0))
      || (axes.contains(.vertical) && !(wanted.height.isFinite && wanted.height >= 0))
    if bad {
      if report {
        collectionView?.reportLayoutError(
          CompositionalLayoutError.invalidMeasuredSize(
            element: key.description, size: "\(wanted.width) × \(wanted.height)",
            estimate: "\(geometry.frame.width) × \(geometry.frame.height)"
          ).layoutError)
      }
      return nil
    }
    let pixels = solvedPixels
    var size = CompositionalMeasuredSize()
    var changes = false
    if axes.contains(.horizontal) {
      let width = pixels.ceil(wanted.width)
      size.width = width
      changes = changes || width != geometry.frame.width
    }
    if axes.contains(.vertical) {
      let height = pixels.ceil(wanted.height)
      size.height = height
      changes = changes || height != geometry.frame.height
    }
    return (key, size, changes)
  }

  /// The context recording a measurement: it names the element and carries its measured size, and
  /// re-solves nothing but the element's group.
  func measurementContext(preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
    let context = invalidationContextType.init()
    guard let (key, size, _) = measurement(preferred: preferred, original: original, report: false) else {
      return context
    }
    if let compositional = context as? CompositionalLayoutInvalidationContext {
      compositional.invalidatesSolution = false
      compositional.preferredSizes.append((key, size))
    } else {
      // A context class of the app's that isn't ours: record at once.
      record(size, for: key)
    }
    if key.category == .cell {
      context.invalidateItems(at: [key.indexPath])
    } else if let kind = key.kind {
      context.invalidateSupplementaryElements(ofKind: kind, at: [key.indexPath])
    }
    return context
  }

  /// Keeps a measurement; the next `prepare()` lays out its group (or section) again.
  func record(_ size: CompositionalMeasuredSize, for key: ElementKey) {
    measurements.record(size, for: key)
    if !solutionIsStale { pendingMeasurements.append(key) }
  }

  /// The measured repetitions of a section, from the kept measurements.
  /// - Complexity: O(measured items of the section × slots).
  func measuredGroups(
    section index: Int, itemCount: Int, template: CompositionalGroupTemplate?, orthogonal: Bool, axes: FlowAxes,
    pixels: CompositionalPixelGrid
  ) -> CompositionalMeasuredGroups? {
    guard let template, template.selfSizes, let items = measurements.items[index], !items.isEmpty else { return nil }
    let slots = template.leaves.count
    let groupCount = (itemCount + slots - 1) / slots
    var measured = CompositionalMeasuredGroups()
    measured.offsets = CompositionalRepetitionOffsets(count: groupCount)
    measured.repeatsOnX = axes.isVertical == orthogonal
    var done: Set<Int> = []
    for item in items.keys where item < itemCount {
      let repetition = item / slots
      guard done.insert(repetition).inserted else { continue }
      update(
        &measured, repetition: repetition, section: index, itemCount: itemCount, template: template, pixels: pixels)
    }
    return measured
  }

  private func update(
    _ measured: inout CompositionalMeasuredGroups, repetition: Int, section: Int, itemCount: Int,
    template: CompositionalGroupTemplate, pixels: CompositionalPixelGrid
  ) {
    let first = repetition * template.leaves.count
    let items = measurements.items[section] ?? [:]
    measured.update(repetition: repetition, template: template, pixels: pixels) { leaf in
      first + leaf < itemCount ? items[first + leaf] : nil
    }
  }

  /// Lays out again the groups and sections of the measurements recorded since the last solve: each
  /// measured item's repetition, then its section's length and boundary items, then the sections'
  /// starts. No other group is solved again.
  /// - Complexity: O(measurements × (slots + log pages) + sections).
  func applyPendingMeasurements(_ collectionView: CollectionView) {
    guard var solver = keptSectionSolver else {
      solutionIsStale = true
      return
    }
    let pending = pendingMeasurements
    pendingMeasurements = []
    var sections: Set<Int> = []
    for key in pending { sections.insert(key.indexPath.section) }
    // The solution is changed in place, and each section's measured groups taken out of it while they
    // change, so their storage (the page tree, the measured groups) is never copied.
    for index in sections.sorted() {
      guard solution.sections.indices.contains(index), let definition = sectionDefinitions[index] else { continue }
      let template = solution.sections[index].template
      let groupCount = solution.sections[index].groupCount
      let itemCount = collectionView.numberOfItems(inSection: index)
      var measured = solution.sections[index].measured
      solution.sections[index].measured = nil
      if let template, template.selfSizes {
        if measured == nil {
          var fresh = CompositionalMeasuredGroups()
          fresh.offsets = CompositionalRepetitionOffsets(count: groupCount)
          fresh.repeatsOnX = solution.axes.isVertical == (definition.orthogonalScrollingBehavior != .none)
          measured = fresh
        }
        let slots = template.leaves.count
        for key in pending where key.category == .cell && key.indexPath.section == index {
          guard key.indexPath.item < itemCount else { continue }
          update(
            &measured!, repetition: key.indexPath.item / slots, section: index, itemCount: itemCount,
            template: template, pixels: solver.pixels)
        }
      }
      solution.sections[index] = solver.solve(
        definition, index: index, itemCount: itemCount, template: template, measured: measured,
        boundarySize: { [measurements] kind in measurements.boundary(kind, section: index) })
    }
    let size = collectionView.bounds.size
    placeLayoutBoundaries(in: &solution, configuration: storedConfiguration, size: size, solver: &solver)
    // The definitions are those of the last solve, which reported their errors.
    solver.errors = []
    keptSectionSolver = solver
  }

  /// Follows what an invalidation context means for the measurements: records those it carries; a
  /// `reloadData()` drops them all; a batch update moves them with their elements.
  func noteMeasurements(_ context: InvalidationContext) {
    if let compositional = context as? CompositionalLayoutInvalidationContext {
      for (key, size) in compositional.preferredSizes { record(size, for: key) }
    }
    if context.invalidateEverything && context.invalidateDataSourceCounts {
      measurements.removeAll()
    } else if context.invalidateDataSourceCounts, let update = currentUpdate, !measurements.isEmpty {
      measurements.remap(element: { update.newElementKey(forOld: $0) }, section: { update.newSection(forOld: $0) })
    }
  }

  /// The number of measured items kept, and the bytes the sections' offsets of measured repetitions
  /// hold (for memory tests).
  package var measurementFootprint: (items: Int, offsetBytes: Int, pages: Int) {
    var bytes = 0
    var pages = 0
    for section in solution.sections {
      guard let measured = section.measured else { continue }
      bytes += measured.offsets.storageBytes
      pages += measured.offsets.allocatedPageCount
    }
    return (measurements.itemCount, bytes, pages)
  }
}
