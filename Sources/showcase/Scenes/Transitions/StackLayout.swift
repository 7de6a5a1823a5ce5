import Trellis

/// The book's stack layout (after Mark Pospesel's): every section drawn as a stack of slightly turned
/// cards with its title below; a pinched stack spreads its cards into a grid around the fingers as the
/// scale grows. The pinch properties' setters invalidate the layout.
@MainActor final class StackLayout: CollectionViewLayout {
  /// The stacks' cell size.
  static let itemSize = CGSize(width: 110, height: 110)
  /// The distance between stack centres.
  static let spacing = CGSize(width: 220, height: 220)
  /// The pinch scale at which a stack is fully spread.
  static let fullSpreadScale: CGFloat = 2.5

  /// The section being pinched, or -1.
  var pinchedStackIndex = -1 { didSet { invalidateLayout() } }
  /// The pinch's scale (1 = closed).
  var pinchedStackScale: CGFloat = 1 { didSet { invalidateLayout() } }
  /// The pinch's centre in content coordinates.
  var pinchedStackCenter: CGPoint = .zero { didSet { invalidateLayout() } }

  private var columns = 1
  private var counts: [Int] = []

  override func prepare() {
    super.prepare()
    guard let cv = collectionView else { return }
    columns = max(1, Int(cv.bounds.width / Self.spacing.width))
    counts = (0..<cv.numberOfSections).map { cv.numberOfItems(inSection: $0) }
  }

  override var collectionViewContentSize: CGSize {
    let rows = (counts.count + columns - 1) / columns
    return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * Self.spacing.height + 40)
  }

  /// The centre of stack `section` when closed.
  func stackCenter(_ section: Int) -> CGPoint {
    let width = collectionView?.bounds.width ?? 0
    let margin = (width - CGFloat(columns) * Self.spacing.width) / 2
    return CGPoint(
      x: margin + (CGFloat(section % columns) + 0.5) * Self.spacing.width,
      y: (CGFloat(section / columns) + 0.5) * Self.spacing.height)
  }

  /// How far the pinched stack is spread, 0…1.
  private var spread: CGFloat { min(max((pinchedStackScale - 1) / (Self.fullSpreadScale - 1), 0), 1) }

  /// The area stack `section`'s cards and title cover.
  private func stackBounds(_ section: Int) -> CGRect {
    if section == pinchedStackIndex { return CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000) }
    let c = stackCenter(section)
    return CGRect(x: c.x - 90, y: c.y - 90, width: 180, height: 200)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var result: [LayoutAttributes] = []
    // One bounds check per stack (a handful of sections), then only that stack's cards.
    for section in counts.indices where stackBounds(section).overlaps(rect) {
      for item in 0..<counts[section] {
        if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)),
          attributes.frame.overlaps(rect)
        {
          result.append(attributes)
        }
      }
      if let header = layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)),
        header.frame.overlaps(rect)
      {
        result.append(header)
      }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let section = indexPath.section
    guard counts.indices.contains(section), indexPath.item < counts[section] else { return nil }
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.size = Self.itemSize
    let item = indexPath.item
    let angle = CGFloat([0, -0.08, 0.07, -0.04, 0.1][item % 5])
    var center = stackCenter(section)
    var turn = angle
    attributes.zIndex = counts[section] - item
    if section == pinchedStackIndex {
      // Spread into a grid of three columns around the fingers, the cards straightening as they go.
      let f = spread
      let column = CGFloat(item % 3) - 1
      let row = CGFloat(item / 3) - CGFloat((counts[section] - 1) / 3) / 2
      let spreadCenter = CGPoint(x: pinchedStackCenter.x + column * 125, y: pinchedStackCenter.y + row * 125)
      let open = CGPoint(
        x: center.x + (pinchedStackCenter.x - center.x) * min(1, pinchedStackScale - 1),
        y: center.y
          + (pinchedStackCenter.y - center.y) * min(1, pinchedStackScale - 1))
      center = CGPoint(x: open.x + (spreadCenter.x - open.x) * f, y: open.y + (spreadCenter.y - open.y) * f)
      turn = angle * (1 - f)
      attributes.zIndex += 100
    }
    attributes.center = center
    attributes.transform = CGAffineTransform(rotationAngle: turn)
    return attributes
  }

  override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
  {
    guard kind == CollectionView.elementKindSectionHeader, counts.indices.contains(indexPath.section) else {
      return nil
    }
    let attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    let c = stackCenter(indexPath.section)
    attributes.frame = CGRect(x: c.x - 90, y: c.y + 72, width: 180, height: 24)
    attributes.alpha = indexPath.section == pinchedStackIndex ? 1 - spread : 1
    return attributes
  }
}
