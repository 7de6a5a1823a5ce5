import Trellis

/// The book's circle layout: every item of section 0 on a circle of `radius` around `center`; the
/// setters invalidate the layout, so a gesture that sets them moves the items.
@MainActor final class CircleLayout: CollectionViewLayout {
  /// The circle's centre in content coordinates.
  var center: CGPoint = CGPoint(x: 480, y: 320) { didSet { invalidateLayout() } }
  /// The circle's radius.
  var radius: CGFloat = 200 { didSet { invalidateLayout() } }
  /// Every item's size.
  var itemSize = CGSize(width: 64, height: 64) { didSet { invalidateLayout() } }

  private var frames: [CGRect] = []
  private var index = SpatialIndex()

  override func prepare() {
    super.prepare()
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    frames = (0..<count).map { item in
      let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(max(count, 1)) - CGFloat.pi / 2
      return CGRect(
        x: center.x + radius * cos(angle) - itemSize.width / 2, y: center.y + radius * sin(angle) - itemSize.height / 2,
        width: itemSize.width, height: itemSize.height)
    }
    index = SpatialIndex(frames)
  }

  override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    index.indices(intersecting: rect).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.frame = frames[indexPath.item]
    return attributes
  }
}
