import Foundation
import TrellisCollection
import TrellisGeometry

extension CompositionalLayout {
  /// Asks the provider for every section, solves each section's group (or takes its kept template),
  /// lays the sections out and places them one after another; reports what it can't use.
  /// - Complexity: O(sections × slots of a group), O(sections) when every template is kept.
  func solve(_ collectionView: CollectionView) {
    let size = collectionView.bounds.size
    let configuration = storedConfiguration
    let axes = FlowAxes(isVertical: configuration.scrollDirection == .vertical)
    if solvedViewSize != size || !mayReuseTemplates { templateCache = [:] }
    // Measurements hold at the length across the scroll axis they were made at.
    if let solved = solvedViewSize, axes.cross(solved) != axes.cross(size) { measurements.removeAll() }
    pendingMeasurements = []
    mayReuseTemplates = false
    solvedViewSize = size
    let references = CompositionalReferenceInsets(
      of: collectionView, configurationReference: configuration.contentInsetsReference)
    solvedReferences = references
    let environment = providerEnvironment(collectionView)
    var solver = CompositionalSectionSolver(
      axes: axes, viewSize: size, traitCollection: collectionView.traitCollection, references: references,
      pixels: CompositionalPixelGrid(scale: Self.displayScale(of: collectionView)))
    var readsMargins = references.readsMargins(.automatic)
    defer { solutionReadsMargins = readsMargins }
    var errors: [CompositionalLayoutError] = []
    var keptTemplates: [ObjectIdentifier: (CollectionLayoutSection, CompositionalGroupTemplate?)] = [:]
    var next = CompositionalSolution()
    next.axes = axes
    let sectionCount = collectionView.numberOfSections
    next.sections.reserveCapacity(sectionCount)
    sectionDefinitions = []
    sectionDefinitions.reserveCapacity(sectionCount)
    var lists = 0
    defer { listSectionCount = lists }
    for index in 0..<sectionCount {
      let itemCount = collectionView.numberOfItems(inSection: index)
      guard let definition = sectionProvider(index, environment) else {
        if itemCount > 0 { errors.append(.invalidSectionDefinition(section: index, itemCount: itemCount)) }
        next.sections.append(CompositionalSectionGeometry())
        sectionDefinitions.append(nil)
        continue
      }
      let key = ObjectIdentifier(definition)
      let template: CompositionalGroupTemplate?
      if let kept = keptTemplates[key] ?? templateCache[key] {
        template = kept.1
      } else {
        template = solver.template(for: definition, index: index)
      }
      keptTemplates[key] = (definition, template)
      let measured = measuredGroups(
        section: index, itemCount: itemCount, template: template,
        orthogonal: definition.orthogonalScrollingBehavior != .none, axes: axes, pixels: solver.pixels)
      next.sections.append(
        solver.solve(
          definition, index: index, itemCount: itemCount, template: template, measured: measured,
          boundarySize: { [measurements] kind in measurements.boundary(kind, section: index) }))
      sectionDefinitions.append(definition)
      if definition.listConfiguration != nil { lists += 1 }
      if references.readsMargins(definition.contentInsetsReference)
        || references.readsMargins(definition.supplementaryContentInsetsReference)
      {
        readsMargins = true
      }
    }
    templateCache = keptTemplates
    colorListBackground(of: collectionView)
    placeLayoutBoundaries(in: &next, configuration: configuration, size: size, solver: &solver)
    errors += solver.errors
    solver.errors = []
    keptSectionSolver = solver
    solution = next
    // The rows keep their offsets (their scroll views do); sections that no longer have rows forget theirs.
    orthogonalOffsets = orthogonalOffsets.filter {
      next.sections.indices.contains($0.key) && next.sections[$0.key].row != nil
    }
    visibleItemChanges = [:]
    // Each error once per solve (a repeated subitem would give its bad dimension once per slot).
    var reported: Set<CompositionalLayoutError> = []
    for error in errors where reported.insert(error).inserted {
      collectionView.reportLayoutError(error.layoutError)
    }
  }

  /// Sizes the configuration's boundary items, places the sections between them, and places them.
  func placeLayoutBoundaries(
    in next: inout CompositionalSolution, configuration: CompositionalLayoutConfiguration, size: CGSize,
    solver: inout CompositionalSectionSolver
  ) {
    let axes = next.axes
    var groupSolver = CompositionalGroupSolver(
      section: 0, traitCollection: solver.traitCollection, pixels: solver.pixels)
    let sized = configuration.boundarySupplementaryItems.map { ($0, groupSolver.resolve($0.layoutSize, in: size)) }
    solver.errors += groupSolver.errors
    var head: CGFloat = 0
    var tail: CGFloat = 0
    for (item, itemSize) in sized where item.extendsBoundary {
      let side = solver.sides(of: item.alignment)
      if side.scroll < 0 { head = max(head, axes.scroll(itemSize)) }
      if side.scroll > 0 { tail = max(tail, axes.scroll(itemSize)) }
    }
    let crossLength = axes.cross(size)
    next.placeSections(spacing: configuration.interSectionSpacing, head: head, tail: tail, crossLength: crossLength)
    let total = axes.scroll(next.contentSize)
    next.layoutBoundaries = sized.map { item, itemSize in
      let side = solver.sides(of: item.alignment)
      let length = axes.scroll(itemSize)
      let crossSize = axes.cross(itemSize)
      let scroll = side.scroll < 0 ? 0 : side.scroll > 0 ? total - length : (total - length) / 2
      let cross = side.cross < 0 ? 0 : side.cross > 0 ? crossLength - crossSize : (crossLength - crossSize) / 2
      let frame = axes.rect(cross: cross, scroll: scroll, crossLength: crossSize, scrollLength: length)
      let pinning: CompositionalPlacedElement.Pinning =
        !item.pinToVisibleBounds ? .none : side.scroll > 0 ? .end : .start
      return CompositionalPlacedElement(
        kind: item.elementKind, frame: solver.pixels.rounded(frame.offsetBy(dx: item.offset.x, dy: item.offset.y)),
        zIndex: item.zIndex, pinning: pinning)
    }
    if next.layoutBoundaries.contains(where: { $0.pinning != .none }) { next.pinsSomething = true }
  }

  /// Attributes of the layout's class for an element, with a visible-items handler's changes.
  func attributes(for geometry: ElementGeometry) -> LayoutAttributes {
    let attributes: LayoutAttributes
    switch geometry.category {
    case .cell: attributes = layoutAttributesType.init(forCellWith: geometry.indexPath)
    case .supplementaryView:
      attributes = layoutAttributesType.init(forSupplementaryViewOfKind: geometry.kind ?? "", with: geometry.indexPath)
    case .decorationView:
      attributes = layoutAttributesType.init(forDecorationViewOfKind: geometry.kind ?? "", with: geometry.indexPath)
    }
    attributes.frame = geometry.frame
    attributes.zIndex = geometry.zIndex
    attributes.selfSizingAxes = geometry.selfSizingAxes
    if hasListSections, geometry.category != .decorationView,
      let list = listConfiguration(ofSection: geometry.indexPath.section), let collectionView
    {
      // Rows by their position; a header or footer list cell as the list's header (its background clear).
      attributes.listCellAppearance =
        geometry.category == .cell
        ? list.cellAppearance(
          at: geometry.indexPath, itemCount: collectionView.numberOfItems(inSection: geometry.indexPath.section))
        : ListCellAppearance(appearance: list.appearance, isHeader: true)
    }
    if !visibleItemChanges.isEmpty, let item = visibleItemChanges[geometry.elementKey] {
      attributes.center = item.center
      attributes.alpha = item.alpha
      attributes.transform3D = item.transform3D
      attributes.zIndex = item.zIndex
      attributes.isHidden = item.isHidden
    }
    return attributes
  }

  /// Whether queries may answer with plain geometry: exactly this class, no handler's changes and no
  /// list rows (whose appearance rides on their attributes).
  var answersWithGeometry: Bool {
    type(of: self) == CompositionalLayout.self && !solution.hasVisibleItemsHandlers && !hasListSections
  }

  /// Whether any section of the last solve is a list section.
  var hasListSections: Bool { listSectionCount > 0 }

  /// Gives a collection view whose background colour is still the default the background of its first list section's
  /// configuration (`backgroundColor`, else the appearance's system colour), as a list layout does; a
  /// colour the app set is kept (Documentation/Behaviour.md#list-sections).
  func colorListBackground(of collectionView: CollectionView) {
    guard collectionView.hasDefaultBackgroundColor,
      let list = sectionDefinitions.lazy.compactMap({ $0?.listConfiguration }).first
    else { return }
    collectionView.showDefaultBackgroundColor(list.resolvedBackgroundColor)
  }

  /// The list configuration of section `section` of the last solve, or nil.
  func listConfiguration(ofSection section: Int) -> CollectionLayoutListConfiguration? {
    guard listSectionCount > 0, sectionDefinitions.indices.contains(section) else { return nil }
    return sectionDefinitions[section]?.listConfiguration
  }

  /// The visible range pinned items keep to: the bounds inside the adjusted content insets, for the
  /// content offset clamped to its valid range; nil when nothing pins.
  var currentPinning: CompositionalPinning? {
    guard solution.pinsSomething, let collectionView else { return nil }
    let axes = solution.axes
    let bounds = collectionView.bounds
    let insets = axes.insets(collectionView.adjustedContentInset)
    let length = axes.scroll(bounds.size)
    let lowest = -insets.scrollLeading
    let highest = max(lowest, axes.scroll(solution.contentSize) + insets.scrollTrailing - length)
    let offset = min(max(axes.scroll(of: bounds.origin), lowest), highest)
    return CompositionalPinning(
      visibleStart: offset + insets.scrollLeading, visibleEnd: offset + length - insets.scrollTrailing)
  }
}
