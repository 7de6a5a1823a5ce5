import Foundation
import Trellis

/// A test layout written with public API only: sections stacked vertically, each with a 20 pt header
/// that stays with the page; a list section has full-width 40 pt rows, a shelf section (in `shelves`) is
/// one sideways row of 100×80 cells that scrolls on its own (an orthogonal scrolling region), resting
/// on multiples of the cell width.
@MainActor final class ShelfLayout: CollectionViewLayout {
  /// The sections that are shelves.
  var shelves: Set<Int> = [1, 3]
  /// The header height of every section.
  var headerHeight: CGFloat = 20
  /// A list row's height.
  let rowHeight: CGFloat = 40
  /// A shelf cell's size.
  let cellSize = CGSize(width: 100, height: 80)
  /// How the shelves rest.
  var behavior = CollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
  /// A section reported as a shelf region although it may not exist (to test refusals), if any.
  var extraRegionSection: Int?
  /// Whether queries are answered as plain geometry (`forEachElement(in:_:)`) instead of attributes.
  var answersWithGeometry = false
  /// Whether offset changes and fling targets are recorded (recording allocates).
  var records = true
  /// Every `orthogonalContentOffsetDidChange(_:inSection:)`, in order.
  var offsetChanges: [(section: Int, offset: CGPoint)] = []
  /// Every fling's proposal and the answer given, in order.
  var targets: [(proposed: CGPoint, target: CGPoint)] = []
  /// When set, a shelf cell appears from its frame moved down by this much, transparent
  /// (`initialLayoutAttributesForAppearingItem(at:)`); nil answers nil.
  var appearingDrop: CGFloat?
  /// When set, a shelf cell disappears to its frame moved down by this much, at alpha 0.5
  /// (`finalLayoutAttributesForDisappearingItem(at:)`); nil answers nil.
  var disappearingDrop: CGFloat?
  /// Calls of `prepare()`.
  var prepareCount = 0
  private var origins: [CGFloat] = [0]
  private var counts: [Int] = []

  override func prepare() {
    super.prepare()
    prepareCount += 1
    guard let cv = collectionView else { return }
    counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
    origins = [0]
    for section in counts.indices {
      let body = shelves.contains(section) ? cellSize.height : CGFloat(counts[section]) * rowHeight
      origins.append(origins[section] + headerHeight + body)
    }
  }

  private var width: CGFloat { collectionView?.bounds.width ?? 0 }

  override var collectionViewContentSize: CGSize { CGSize(width: width, height: origins.last ?? 0) }

  /// An item's frame at offset zero.
  func itemFrame(_ item: Int, section: Int) -> CGRect {
    let top = origins[section] + headerHeight
    if shelves.contains(section) {
      return CGRect(x: CGFloat(item) * cellSize.width, y: top, width: cellSize.width, height: cellSize.height)
    }
    return CGRect(x: 0, y: top + CGFloat(item) * rowHeight, width: width, height: rowHeight)
  }

  private func headerFrame(_ section: Int) -> CGRect {
    CGRect(x: 0, y: origins[section], width: width, height: headerHeight)
  }

  /// Calls `body` with the geometry of every element meeting `rect`.
  private func elements(in rect: CGRect, _ body: (ElementGeometry) -> Void) {
    for section in counts.indices where origins[section + 1] > rect.minY && origins[section] < rect.maxY {
      let header = headerFrame(section)
      if header.maxY > rect.minY, header.minY < rect.maxY {
        body(
          ElementGeometry(
            category: .supplementaryView, kind: CollectionView.elementKindSectionHeader,
            indexPath: IndexPath(item: 0, section: section), frame: header))
      }
      guard counts[section] > 0 else { continue }
      var first = 0
      var last = counts[section] - 1
      if shelves.contains(section) {
        first = max(0, Int((rect.minX / cellSize.width).rounded(.down)))
        last = min(last, Int((rect.maxX / cellSize.width).rounded(.up)))
      } else {
        let top = origins[section] + headerHeight
        first = max(0, Int(((rect.minY - top) / rowHeight).rounded(.down)))
        last = min(last, Int(((rect.maxY - top) / rowHeight).rounded(.up)))
      }
      guard first <= last else { continue }
      for item in first...last {
        let frame = itemFrame(item, section: section)
        guard frame.maxX > rect.minX, frame.minX < rect.maxX, frame.maxY > rect.minY, frame.minY < rect.maxY
        else { continue }
        body(
          ElementGeometry(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section), frame: frame))
      }
    }
  }

  override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    guard answersWithGeometry else { return false }
    elements(in: rect, body)
    return true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var answer: [LayoutAttributes] = []
    elements(in: rect) { geometry in
      let attributes: LayoutAttributes
      if geometry.category == .cell {
        attributes = LayoutAttributes(forCellWith: geometry.indexPath)
      } else {
        attributes = LayoutAttributes(forSupplementaryViewOfKind: geometry.kind ?? "", with: geometry.indexPath)
      }
      attributes.frame = geometry.frame
      answer.append(attributes)
    }
    return answer
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section < counts.count, indexPath.item < counts[indexPath.section] else { return nil }
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = itemFrame(indexPath.item, section: indexPath.section)
    return attributes
  }

  override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard indexPath.section < counts.count else { return nil }
    let attributes = LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    attributes.frame = headerFrame(indexPath.section)
    return attributes
  }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    guard let drop = appearingDrop, shelves.contains(itemIndexPath.section) else { return nil }
    let attributes = LayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = itemFrame(itemIndexPath.item, section: itemIndexPath.section).offsetBy(dx: 0, dy: drop)
    attributes.alpha = 0
    return attributes
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    guard let drop = disappearingDrop, shelves.contains(itemIndexPath.section) else { return nil }
    let attributes = LayoutAttributes(forCellWith: itemIndexPath)
    attributes.frame = itemFrame(itemIndexPath.item, section: itemIndexPath.section).offsetBy(dx: 0, dy: drop)
    attributes.alpha = 0.5
    return attributes
  }

  private func region(_ section: Int) -> OrthogonalScrollingRegion {
    OrthogonalScrollingRegion(
      section: section,
      frame: CGRect(x: 0, y: origins[section] + headerHeight, width: width, height: cellSize.height),
      contentSize: CGSize(width: CGFloat(counts[section]) * cellSize.width, height: cellSize.height),
      behavior: behavior)
  }

  override func forEachOrthogonalScrollingRegion(in rect: CGRect, _ body: (OrthogonalScrollingRegion) -> Void) {
    for section in counts.indices where shelves.contains(section) {
      let frame = region(section).frame
      if frame.maxY > rect.minY, frame.minY < rect.maxY { body(region(section)) }
    }
    if let extraRegionSection {
      body(
        OrthogonalScrollingRegion(
          section: extraRegionSection, frame: CGRect(x: 0, y: 0, width: width, height: 10),
          contentSize: CGSize(width: 500, height: 10), behavior: behavior))
    }
  }

  override func orthogonalScrollingRegion(forSection section: Int) -> OrthogonalScrollingRegion? {
    guard section < counts.count, shelves.contains(section) else { return nil }
    return region(section)
  }

  override func targetOrthogonalContentOffset(
    forSection section: Int, proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let highest = max(0, CGFloat(counts[section]) * cellSize.width - width)
    let x = min(max(0, (proposedContentOffset.x / cellSize.width).rounded() * cellSize.width), highest)
    let target = CGPoint(x: x, y: 0)
    if records { targets.append((proposedContentOffset, target)) }
    return target
  }

  override func orthogonalContentOffsetDidChange(_ contentOffset: CGPoint, inSection section: Int) {
    if records { offsetChanges.append((section, contentOffset)) }
  }
}
