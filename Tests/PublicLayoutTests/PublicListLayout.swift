import Foundation
import Trellis

/// A vertical list written as a third-party layout would be: only Trellis's public API, no `package`
/// or `@testable` access. Full-width items of `itemHeight`, `lineSpacing` apart, each section led by a
/// header of `headerHeight`: the geometry a `FlowLayout` with the same metrics gives. Its update hooks
/// answer the way `FlowLayout` does, from `currentUpdate`.
@MainActor final class PublicListLayout: CollectionViewLayout {
  var itemHeight: CGFloat = 40
  var lineSpacing: CGFloat = 10
  var headerHeight: CGFloat = 20
  /// Receives one line per update-hook answer, as `RecordingFlowLayout` writes them.
  var record: (String) -> Void = { _ in }
  private var sectionTops: [CGFloat] = []
  private var counts: [Int] = []

  override func prepare() {
    super.prepare()
    guard let collectionView else { return }
    counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    sectionTops = []
    var y: CGFloat = 0
    for count in counts {
      sectionTops.append(y)
      y += headerHeight + CGFloat(count) * itemHeight + CGFloat(max(count - 1, 0)) * lineSpacing
    }
    sectionTops.append(y)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: sectionTops.last ?? 0)
  }

  private var width: CGFloat { collectionView?.bounds.width ?? 0 }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section < counts.count, indexPath.item < counts[indexPath.section] else { return nil }
    let attributes = LayoutAttributes(forCellWith: indexPath)
    let y = sectionTops[indexPath.section] + headerHeight + CGFloat(indexPath.item) * (itemHeight + lineSpacing)
    attributes.frame = CGRect(x: 0, y: y, width: width, height: itemHeight)
    return attributes
  }

  override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    guard kind == CollectionView.elementKindSectionHeader, indexPath.section < counts.count else { return nil }
    let attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = CGRect(x: 0, y: sectionTops[indexPath.section], width: width, height: headerHeight)
    return attributes
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var answer: [LayoutAttributes] = []
    for section in counts.indices where sectionTops[section + 1] > rect.minY && sectionTops[section] < rect.maxY {
      let header = IndexPath(item: 0, section: section)
      if let attributes = layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: header),
        attributes.frame.overlaps(rect)
      {
        answer.append(attributes)
      }
      for item in 0..<counts[section] {
        if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)),
          attributes.frame.overlaps(rect)
        {
          answer.append(attributes)
        }
      }
    }
    return answer
  }

  // MARK: The update hooks, from the public update context

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let answer = start(of: .cell(itemIndexPath))
    record("initial \(ElementKey.cell(itemIndexPath)) \(describe(answer))")
    return answer
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let answer = end(of: .cell(itemIndexPath))
    record("final \(ElementKey.cell(itemIndexPath)) \(describe(answer))")
    return answer
  }

  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    let key = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath)
    let answer = start(of: key)
    record("initial \(key) \(describe(answer))")
    return answer
  }

  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    let key = ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath)
    let answer = end(of: key)
    record("final \(key) \(describe(answer))")
    return answer
  }

  /// What the element showed before the update, or its final attributes made transparent when new.
  private func start(of key: ElementKey) -> LayoutAttributes? {
    guard let update = currentUpdate else { return nil }
    if let shown = update.attributesShownBeforeUpdate(ofAppearingElement: key) { return shown }
    guard update.isNew(key) else { return nil }
    let answer =
      key.category == .cell
      ? layoutAttributesForItem(at: key.indexPath)
      : layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    answer?.alpha = 0
    return answer
  }

  /// What a removed element shows, made transparent.
  private func end(of key: ElementKey) -> LayoutAttributes? {
    guard let shown = currentUpdate?.attributesShown(ofDisappearingElement: key) else { return nil }
    shown.alpha = 0
    return shown
  }
}

/// A `FlowLayout` that records its update-hook answers (calling `super`, changing nothing).
@MainActor final class RecordingFlowLayout: FlowLayout {
  var record: (String) -> Void = { _ in }

  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let answer = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    record("initial \(ElementKey.cell(itemIndexPath)) \(describe(answer))")
    return answer
  }

  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let answer = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    record("final \(ElementKey.cell(itemIndexPath)) \(describe(answer))")
    return answer
  }

  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    let answer = super.initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
    record(
      "initial \(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath)) \(describe(answer))"
    )
    return answer
  }

  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    let answer = super.finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind: elementKind, at: elementIndexPath)
    record(
      "final \(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath)) \(describe(answer))"
    )
    return answer
  }
}

/// An answer as a line: nil, or its frame (rounded to 1/1000 point) and alpha.
@MainActor func describe(_ attributes: LayoutAttributes?) -> String {
  guard let attributes else { return "nil" }
  func r(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
  let f = attributes.frame
  return "(\(r(f.minX)), \(r(f.minY)), \(r(f.width)), \(r(f.height))) alpha \(r(attributes.alpha))"
}
