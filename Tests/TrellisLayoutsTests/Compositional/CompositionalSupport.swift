import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A collection view with a compositional layout and a data source, laid out, with its errors collected.
@MainActor final class CompositionalFixture {
  let collectionView: CollectionView
  let layout: CompositionalLayout
  let dataSource: CountingDataSource
  private(set) var errors: [CollectionViewError] = []

  init(
    size: CGSize, counts: [Int], kinds: [String] = ["header", "footer", "badge"],
    layout: CompositionalLayout
  ) {
    self.layout = layout
    layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
    collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    dataSource = CountingDataSource(counts: counts, supplementaryViews: .reuseIdentifierIsKind)
    dataSource.registerCells(on: collectionView)
    dataSource.registerSupplementaryViews(ofKinds: kinds, on: collectionView)
    collectionView.errorHandler = { [unowned self] in errors.append($0) }
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  /// A fixture whose every section is `section`.
  convenience init(
    size: CGSize = CGSize(width: 300, height: 600), counts: [Int], section: CollectionLayoutSection,
    configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
  ) {
    self.init(size: size, counts: counts, layout: CompositionalLayout(section: section, configuration: configuration))
  }

  /// Scrolls to an offset and lays out.
  func scroll(to offset: CGPoint) {
    collectionView.contentOffset = offset
    collectionView.layoutIfNeeded()
  }

  /// An item's frame from the layout.
  func frame(_ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// Every item's frame in a section, in order.
  func frames(section: Int = 0) -> [CGRect] {
    (0..<dataSource.counts[section]).map { frame($0, section: section) ?? .null }
  }

  /// A supplementary's attributes.
  func supplementary(_ kind: String, _ item: Int = 0, section: Int = 0) -> LayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))
  }

  /// The error messages reported, in order.
  var messages: [String] { errors.map(\.description) }

  /// Every element the layout returns for the whole content, as "kind section-item frame z".
  var dump: [String] {
    let size = collectionView.contentSize
    let all = CGRect(x: -1000, y: -1000, width: size.width + 5000, height: size.height + 2000)
    return (layout.layoutAttributesForElements(in: all) ?? []).map(Self.line)
  }

  static func line(_ attributes: LayoutAttributes) -> String {
    let f = attributes.frame
    return
      "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath.section)-\(attributes.indexPath.item) "
      + "(\(f.minX), \(f.minY), \(f.width), \(f.height)) z\(attributes.zIndex)"
  }
}

/// A rectangle, shorter to write.
func box(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A size of two dimensions, shorter to write.
@MainActor func layoutSize(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension)
  -> CollectionLayoutSize
{
  CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A section of one horizontal group of `subitems`.
@MainActor func rowSection(
  _ group: CollectionLayoutSize, _ subitems: [CollectionLayoutItem], spacing: CollectionLayoutSpacing? = nil
) -> CollectionLayoutSection {
  let row = CollectionLayoutGroup.horizontal(layoutSize: group, subitems: subitems)
  row.interItemSpacing = spacing
  return CollectionLayoutSection(group: row)
}
