import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// Attributes for the elements overlapping `rect` (see `layoutAttributesForElements(in:)`), reusing
  /// what nobody else holds of the last answer (`FlowAnswerPool`): plain `LayoutAttributes` objects and
  /// the array's buffer; a subclass's `layoutAttributesClass` gets new objects every time.
  /// - Complexity: O(log s + log n + k) for s sections, n items in a section and k answers, plus the items
  ///   of the lines at the rectangle's edges.
  func attributesForElements(in rect: CGRect) -> [LayoutAttributes] {
    var pool = FlowAnswerPool()
    swap(&pool, &answerPool)  // the pool's arrays stay uniquely referenced while it is out
    defer { swap(&pool, &answerPool) }
    var result = pool.beginAnswer()
    if layoutAttributesType == LayoutAttributes.self {
      let headerZ = sectionHeadersPinToVisibleBounds ? Self.pinnedZIndex : 0
      let footerZ = sectionFootersPinToVisibleBounds ? Self.pinnedZIndex : 0
      geometry.forEachElement(in: rect, pinning: currentPinning) { element, frame in
        let attributes: LayoutAttributes
        switch element {
        case .item(let section, let item):
          attributes = pool.plainAttributes(
            category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame, zIndex: 0)
          attributes.selfSizingAxes = selfSizingAxes(ofSection: section)
        case .header(let section):
          attributes = pool.plainAttributes(
            category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
            indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: headerZ)
          attributes.selfSizingAxes = []
        case .footer(let section):
          attributes = pool.plainAttributes(
            category: .supplementaryView, kind: CollectionView.elementKindSectionFooter,
            indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: footerZ)
          attributes.selfSizingAxes = []
        }
        result.append(attributes)
      }
    } else {
      geometry.forEachElement(in: rect, pinning: currentPinning) { element, frame in
        result.append(makeAttributes(for: element, frame: frame))
      }
    }
    pool.endAnswer(result)
    return result
  }

  /// Reports the elements in `rect` as plain geometry when this is exactly a `FlowLayout` (subclasses may
  /// change attributes in `layoutAttributesForElements(in:)`, so they get the UIKit query).
  /// - Complexity: as `attributesForElements(in:)`, with no allocation.
  func geometryForElements(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    guard type(of: self) == FlowLayout.self else { return false }
    forEachFlowElement(in: rect, body)
    return true
  }

  /// Reports the flow's own placement of the elements in `rect` as plain geometry, whatever the class:
  /// the frames and zIndexes `layoutAttributesForElements(in:)` of `FlowLayout` gives, in its order, for
  /// subclasses in the package that keep their own attribute objects (`SpringyFlowLayout`).
  /// - Complexity: as `attributesForElements(in:)`, with no allocation.
  package func forEachFlowElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) {
    let headerZ = sectionHeadersPinToVisibleBounds ? Self.pinnedZIndex : 0
    let footerZ = sectionFootersPinToVisibleBounds ? Self.pinnedZIndex : 0
    geometry.forEachElement(in: rect, pinning: currentPinning) { element, frame in
      switch element {
      case .item(let section, let item):
        body(
          ElementGeometry(
            category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame,
            selfSizingAxes: selfSizingAxes(ofSection: section)))
      case .header(let section):
        body(
          ElementGeometry(
            category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
            indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: headerZ))
      case .footer(let section):
        body(
          ElementGeometry(
            category: .supplementaryView, kind: CollectionView.elementKindSectionFooter,
            indexPath: IndexPath(item: 0, section: section), frame: frame, zIndex: footerZ))
      }
    }
  }

  /// An item's attributes (see `layoutAttributesForItem(at:)`).
  /// - Complexity: O(1) in a uniform section; O(log n + m) in a variable one, for m items on the item's line.
  func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < geometry.sections[indexPath.section].itemCount
    else { return nil }
    let element = FlowElement.item(section: indexPath.section, item: indexPath.item)
    return makeAttributes(for: element, frame: geometry.itemFrame(section: indexPath.section, item: indexPath.item))
  }

  /// Reports the item's plain geometry when this is exactly a `FlowLayout` (see `geometryForElements`);
  /// nothing for an index path the last `prepare()` didn't lay out.
  func geometryOfItem(at indexPath: IndexPath, _ body: (ElementGeometry) -> Void) -> Bool {
    guard type(of: self) == FlowLayout.self else { return false }
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
      indexPath.item >= 0, indexPath.item < geometry.sections[indexPath.section].itemCount
    else { return true }
    body(
      ElementGeometry(
        category: .cell, kind: nil, indexPath: indexPath,
        frame: geometry.itemFrame(section: indexPath.section, item: indexPath.item),
        selfSizingAxes: selfSizingAxes(ofSection: indexPath.section)))
    return true
  }

  /// A header's or footer's attributes (see `layoutAttributesForSupplementaryView(ofKind:at:)`).
  func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section), indexPath.item == 0 else {
      return nil
    }
    let section = indexPath.section
    switch kind {
    case CollectionView.elementKindSectionHeader:
      return geometry.headerFrame(section: section, pinning: currentPinning).map {
        makeAttributes(for: .header(section: section), frame: $0)
      }
    case CollectionView.elementKindSectionFooter:
      return geometry.footerFrame(section: section, pinning: currentPinning).map {
        makeAttributes(for: .footer(section: section), frame: $0)
      }
    default:
      return nil
    }
  }

  /// New attributes of `layoutAttributesClass` for an element: cells at zIndex 0, headers and footers at
  /// `pinnedZIndex` when their kind pins, else 0. A cell's may be the lifted item's last attributes, reset,
  /// once nobody else holds them (see `spareItemAttributes`): to its receiver they are new.
  func makeAttributes(for element: FlowElement, frame: CGRect) -> LayoutAttributes {
    let attributes: LayoutAttributes
    let attributesType = layoutAttributesType
    switch element {
    case .item(let section, let item):
      let indexPath = IndexPath(item: item, section: section)
      if ObjectIdentifier(attributesType) == ObjectIdentifier(LayoutAttributes.self),
        isKnownUniquelyReferenced(&spareItemAttributes), let spare = spareItemAttributes
      {
        spareItemAttributes = nil
        spare.reset(category: .cell, kind: nil, indexPath: indexPath, frame: frame, zIndex: 0)
        attributes = spare
      } else {
        attributes = attributesType.init(forCellWith: indexPath)
      }
      attributes.selfSizingAxes = selfSizingAxes(ofSection: section)
    case .header(let section):
      attributes = attributesType.init(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
      if sectionHeadersPinToVisibleBounds { attributes.zIndex = Self.pinnedZIndex }
    case .footer(let section):
      attributes = attributesType.init(
        forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
      if sectionFootersPinToVisibleBounds { attributes.zIndex = Self.pinnedZIndex }
    }
    attributes.frame = frame
    return attributes
  }
}
