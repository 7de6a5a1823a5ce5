import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Where `scrollToItem(at:at:animated:)` puts an item (`UICollectionView.ScrollPosition`).
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Don't scroll.
    public static let none = ScrollPosition([])
    /// The item's top at the visible top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's centre at the visible centre, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the visible bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the visible left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's centre at the visible centre, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the visible right.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
    static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
  }

  /// Scrolls so an item sits at a position; the offset is clamped to the valid range
  /// (`scrollToItem(at:at:animated:)`). Two positions of one axis are reported and nothing scrolls.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    guard checkItem(indexPath, call: "scrollToItem(at:at:animated:)") else { return }
    if position.intersection(.vertical).rawValue.nonzeroBitCount > 1 {
      report(.conflictingScrollPositions("more than one vertical position in \(position.rawValue)"))
      return
    }
    if position.intersection(.horizontal).rawValue.nonzeroBitCount > 1 {
      report(.conflictingScrollPositions("more than one horizontal position in \(position.rawValue)"))
      return
    }
    layoutIfNeeded()
    guard position != .none, let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
      if collectionViewLayout.layoutAttributesForItem(at: indexPath) == nil {
        report(.missingLayoutAttributes(element: ElementKey.cell(indexPath).description))
      }
      return
    }
    // An item in an orthogonal scrolling region: its region scrolls along the region's axis.
    let target = revealInOrthogonalRegion(
      attributes.frame, section: indexPath.section, position: position, animated: animated)
    var offset = contentOffset(showing: target, at: position)
    if !attributes.selfSizingAxes.isEmpty || hasSelfSizingViews {
      offset = settleSelfSizingScroll(to: indexPath, at: position, from: offset, animated: animated)
    }
    setContentOffset(offset, animated: animated)
    selfSizing.scrollTarget = animated && isScrollAnimating ? (indexPath, position) : nil
  }

  /// The clamped offset that puts `target` (content coordinates) at `position`.
  func contentOffset(showing target: CGRect, at position: ScrollPosition) -> CGPoint {
    let inset = adjustedContentInset
    let visibleSize = CGSize(
      width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    var offset = contentOffset
    if position.contains(.top) { offset.y = target.minY - inset.top }
    if position.contains(.centeredVertically) { offset.y = target.midY - inset.top - visibleSize.height / 2 }
    if position.contains(.bottom) { offset.y = target.maxY - inset.top - visibleSize.height }
    if position.contains(.left) { offset.x = target.minX - inset.left }
    if position.contains(.centeredHorizontally) { offset.x = target.midX - inset.left - visibleSize.width / 2 }
    if position.contains(.right) { offset.x = target.maxX - inset.left - visibleSize.width }
    return clampedContentOffset(offset)
  }
}
