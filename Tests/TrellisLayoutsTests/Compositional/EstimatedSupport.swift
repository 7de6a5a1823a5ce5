import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A cell that keeps the size it is given, so the collection view's own measuring changes nothing and
/// the tests' measurements are the only ones.
@MainActor final class EstimateKeepingCell: CollectionViewCell {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    layoutAttributes
  }
}

/// A supplementary view that keeps the size it is given.
@MainActor final class EstimateKeepingView: CollectionReusableView {
  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    layoutAttributes
  }
}

/// A compositional layout in a collection view (300 × 600 unless told, display scale 1 unless told)
/// whose views keep their estimates; the test measures elements by calling the layout's
/// preferred-attributes methods as the collection view does.
@MainActor final class EstimatedFixture {
  let collectionView: ScaledCollectionView
  let layout: CompositionalLayout
  let dataSource: CountingDataSource
  private(set) var errors: [CollectionViewError] = []

  init(
    size: CGSize = CGSize(width: 300, height: 600), scale: CGFloat = 1, counts: [Int],
    kinds: [String] = ["header", "footer", "badge"], layout: CompositionalLayout
  ) {
    self.layout = layout
    collectionView = ScaledCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.scale = scale
    dataSource = CountingDataSource(counts: counts, supplementaryViews: .reuseIdentifierIsKind)
    dataSource.registerCells(EstimateKeepingCell.self, on: collectionView)
    dataSource.registerSupplementaryViews(EstimateKeepingView.self, ofKinds: kinds, on: collectionView)
    collectionView.errorHandler = { [unowned self] in errors.append($0) }
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  convenience init(
    size: CGSize = CGSize(width: 300, height: 600), scale: CGFloat = 1, counts: [Int],
    section: CollectionLayoutSection
  ) {
    self.init(size: size, scale: scale, counts: counts, layout: CompositionalLayout(section: section))
  }

  /// Measures an item as the collection view does: preferred attributes of the measured size, then
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:…)` and, when true, an invalidation with the
  /// layout's context, and a layout pass. Returns what `shouldInvalidateLayout` answered.
  @discardableResult
  func measure(item: Int, section: Int = 0, width: CGFloat? = nil, height: CGFloat? = nil) -> Bool {
    guard let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) else {
      Issue.record("no attributes for item \(item)")
      return false
    }
    return measure(original, width: width, height: height)
  }

  /// Measures a supplementary view (see `measure(item:section:width:height:)`).
  @discardableResult
  func measure(_ kind: String, section: Int = 0, width: CGFloat? = nil, height: CGFloat? = nil) -> Bool {
    guard
      let original = layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))
    else {
      Issue.record("no attributes for \(kind)")
      return false
    }
    return measure(original, width: width, height: height)
  }

  private func measure(_ original: LayoutAttributes, width: CGFloat?, height: CGFloat?) -> Bool {
    guard let preferred = original.copy() as? LayoutAttributes else { return false }
    preferred.size = CGSize(width: width ?? original.size.width, height: height ?? original.size.height)
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    collectionView.layoutIfNeeded()
    return true
  }

  /// An item's frame.
  func frame(_ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frames of items `0..<count` of a section.
  func frames(_ count: Int, section: Int = 0) -> [CGRect] {
    (0..<count).map { frame($0, section: section) ?? .null }
  }

  /// A supplementary's frame.
  func frame(_ kind: String, _ item: Int = 0, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
  }

  /// The error messages reported, in order.
  var messages: [String] { errors.map(\.description) }
}

/// A vertical list section: one full-width item per group, both `.estimated(estimate)` tall.
@MainActor func estimatedListSection(estimate: CGFloat = 44, spacing: CGFloat = 0) -> CollectionLayoutSection {
  let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(estimate)))
  let group = CollectionLayoutGroup.vertical(
    layoutSize: layoutSize(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
  let section = CollectionLayoutSection(group: group)
  section.interGroupSpacing = spacing
  return section
}
