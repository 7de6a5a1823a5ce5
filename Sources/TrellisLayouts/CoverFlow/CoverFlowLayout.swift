import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// A horizontal cover flow: the item nearest the centre of the view faces the viewer, the others turn
/// about their vertical axis towards it, in perspective, and a fling comes to rest with an item centred.
///
/// A Trellis layout (UIKit has none): the custom layout of the cover-flow showcase, also usable on its
/// own. It lays out the items of section 0 on a track, one every `spacing` points of content offset:
/// item `i` is centred when `contentOffset.x == i * spacing`. An item `d` steps from the centre
/// (`d = (i * spacing − contentOffset.x) / spacing`, fractional while scrolling) sits `d * centreGap`
/// from the centre while `|d| ≤ 1` and `spacing` further for each step beyond; it turns by
/// `−clamp(d, −1, 1) * sideAngle` about y, moves `clamp(|d|, 0, 1) * sideDepth` away from the viewer,
/// and is seen through its own perspective (`transform3D.m34 = −1 / eyeDistance`). Items nearer the
/// centre are drawn above those further out (zIndex).
///
/// Every scroll invalidates it (`shouldInvalidateLayout(forBoundsChange:)` is true), as the attributes
/// depend on the offset.
/// - Complexity: `prepare()` O(1); a query O(k) for the k items it returns.
@MainActor open class CoverFlowLayout: CollectionViewLayout {
  /// Each item's untransformed size.
  open var itemSize = CGSize(width: 300, height: 300) { didSet { invalidateLayout() } }
  /// The content offset between two items, and the distance between two turned items on screen.
  open var spacing: CGFloat = 70 { didSet { invalidateLayout() } }
  /// The distance from the centre item's centre to its first neighbour's.
  open var centreGap: CGFloat = 210 { didSet { invalidateLayout() } }
  /// How far the side items turn, in radians.
  open var sideAngle: CGFloat = 1.2 { didSet { invalidateLayout() } }
  /// How far the side items move away from the viewer, in points.
  open var sideDepth: CGFloat = 120 { didSet { invalidateLayout() } }
  /// The perspective: the distance from the eye to the plane of the items (m34 = −1 / eyeDistance).
  open var eyeDistance: CGFloat = 800 { didSet { invalidateLayout() } }

  private var itemCount = 0
  private var viewSize = CGSize.zero

  /// Reads the item count and the view size.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      itemCount = 0
      return
    }
    itemCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
    viewSize = collectionView.bounds.size
  }

  /// Wide enough for the last item to reach the centre.
  open override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(max(itemCount - 1, 0)) * spacing + viewSize.width, height: viewSize.height)
  }

  /// The items whose untransformed frames overlap `rect`.
  /// - Complexity: O(k) for the k items returned.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard itemCount > 0, spacing > 0, let range = itemRange(overlapping: rect) else { return [] }
    var result: [LayoutAttributes] = []
    result.reserveCapacity(range.count)
    for item in range {
      let attributes = attributesForItem(item)
      if attributes.frame.overlaps(rect) { result.append(attributes) }
    }
    return result
  }

  /// The attributes of one item of section 0; nil for other index paths.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else {
      return nil
    }
    return attributesForItem(indexPath.item)
  }

  /// True: the attributes follow the content offset.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

  /// The offset that centres the item nearest the proposal (a fling rests on an item).
  open override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    CGPoint(x: centredOffset(near: proposedContentOffset.x), y: proposedContentOffset.y)
  }

  /// The offset that centres the item nearest the proposal, after a layout change.
  open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    CGPoint(x: centredOffset(near: proposedContentOffset.x), y: proposedContentOffset.y)
  }

  /// The content offset at which `item` is centred.
  public func contentOffset(centring item: Int) -> CGPoint {
    CGPoint(x: CGFloat(max(0, min(item, itemCount - 1))) * spacing, y: 0)
  }

  /// The item nearest the centre at a content offset, nil without items.
  public func centredItem(atContentOffset offset: CGPoint) -> Int? {
    guard itemCount > 0, spacing > 0, offset.x.isFinite else { return nil }
    return Int(max(0, min(CGFloat(itemCount - 1), (offset.x / spacing).rounded())))
  }

  // MARK: Geometry

  private func centredOffset(near x: CGFloat) -> CGFloat {
    guard let item = centredItem(atContentOffset: CGPoint(x: x, y: 0)) else { return x }
    return CGFloat(item) * spacing
  }

  /// The signed distance in steps from the centre of the view to `item`.
  private func steps(toItem item: Int, offset: CGFloat) -> CGFloat {
    (CGFloat(item) * spacing - offset) / spacing
  }

  /// The on-screen distance from the centre for `d` steps.
  private func displacement(_ d: CGFloat) -> CGFloat {
    let magnitude = abs(d)
    let distance = magnitude <= 1 ? magnitude * centreGap : centreGap + (magnitude - 1) * spacing
    return d < 0 ? -distance : distance
  }

  /// The items whose untransformed frames may overlap `rect`, from the inverse of `displacement`.
  private func itemRange(overlapping rect: CGRect) -> ClosedRange<Int>? {
    guard rect.minX.isFinite, rect.maxX.isFinite else { return nil }
    let offset = currentOffset
    let centre = offset + viewSize.width / 2
    func stepsAt(_ x: CGFloat) -> CGFloat {
      let distance = x - centre
      let magnitude = abs(distance)
      let d = magnitude <= centreGap ? magnitude / max(centreGap, 1e-6) : 1 + (magnitude - centreGap) / spacing
      return distance < 0 ? -d : d
    }
    let half = itemSize.width / 2
    let base = offset / spacing
    let first = Int((base + stepsAt(rect.minX - half)).rounded(.down)) - 1
    let last = Int((base + stepsAt(rect.maxX + half)).rounded(.up)) + 1
    let lower = max(0, first)
    let upper = min(itemCount - 1, last)
    return lower <= upper ? lower...upper : nil
  }

  private var currentOffset: CGFloat { collectionView?.contentOffset.x ?? 0 }

  private func attributesForItem(_ item: Int) -> LayoutAttributes {
    let offset = currentOffset
    let d = steps(toItem: item, offset: offset)
    let turn = max(-1, min(1, d))
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
    attributes.size = itemSize
    attributes.center = CGPoint(x: offset + viewSize.width / 2 + displacement(d), y: viewSize.height / 2)
    var perspective = Transform3D.identity
    perspective.m34 = -1 / max(eyeDistance, 1)
    let depth = Transform3D(translationX: 0, y: 0, z: -abs(turn) * sideDepth)
    attributes.transform3D = Transform3D(rotationAngle: -turn * sideAngle, x: 0, y: 1, z: 0)
      .concatenating(depth).concatenating(perspective)
    attributes.zIndex = -Int((abs(d) * 100).rounded())
    return attributes
  }
}
