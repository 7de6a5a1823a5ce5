import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// A masonry layout: equal-width columns, each item placed at the bottom of the column that is
/// shortest when its turn comes (the leftmost of equally short ones), heights from the delegate.
///
/// It scrolls vertically. Sections are stacked: each starts below the tallest column of the one before,
/// inside its `sectionInset`. The frames are kept in one flat array and a `SpatialIndex`, so a query
/// costs O(log n + k) for k answers and a scrolled frame doesn't depend on the item count; the
/// collection view reads answers through `forEachElement(in:_:)` without attribute objects.
///
/// ```swift
/// let layout = WaterfallLayout()
/// layout.columnCount = 3
/// collectionView.collectionViewLayout = layout
/// // and in the collection view's delegate (a CollectionViewDelegateWaterfallLayout):
/// func collectionView(_ cv: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
///                     columnWidth: CGFloat) -> CGFloat { columnWidth / photos[indexPath.item].aspectRatio }
/// ```
///
/// Misuse is reported through the collection view's `errorHandler` as `CollectionViewError.layout`, and
/// laid out with a safe value: a `columnCount` below 1 as 1 column, a negative or non-finite height as 0.
@MainActor open class WaterfallLayout: CollectionViewLayout {
  /// The number of columns (2 by default); below 1 is reported and taken as 1.
  open var columnCount = 2 { didSet { if columnCount != oldValue { invalidateLayout() } } }
  /// The horizontal space between columns.
  open var columnSpacing: CGFloat = 8 { didSet { if columnSpacing != oldValue { invalidateLayout() } } }
  /// The vertical space between an item and the next one in its column.
  open var itemSpacing: CGFloat = 8 { didSet { if itemSpacing != oldValue { invalidateLayout() } } }
  /// The margins around each section's columns.
  open var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
  /// Every item's height when the collection view's delegate isn't a `CollectionViewDelegateWaterfallLayout`.
  open var itemHeight: CGFloat = 100 { didSet { if itemHeight != oldValue { invalidateLayout() } } }

  /// The width of a column at the last `prepare()`.
  public private(set) var columnWidth: CGFloat = 0
  /// Every item's frame, sections one after another.
  private(set) var frames: [CGRect] = []
  /// The position in `frames` of each section's first item, plus the total at the end.
  private(set) var sectionStarts: [Int] = [0]
  /// The frames, indexed for rectangle queries.
  private(set) var index = SpatialIndex()
  /// The size of all content at the last `prepare()`.
  private var contentSize = CGSize.zero
  /// Scratch space for the placement's column heights.
  private var columnBottoms: [CGFloat] = []

  /// Creates a waterfall layout of two columns, 8-point spacing and no insets.
  public override init() { super.init() }

  /// Creates a layout as `init()` does (`init?(coder:)`; Trellis reads no archives).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Places every item: asks the delegate for each height (once per item), fills the frames and builds
  /// the spatial index.
  /// - Complexity: O(n × columns + n log n) for n items.
  open override func prepare() {
    super.prepare()
    frames.removeAll(keepingCapacity: true)
    sectionStarts.removeAll(keepingCapacity: true)
    sectionStarts.append(0)
    guard let collectionView else {
      index = SpatialIndex()
      contentSize = .zero
      columnWidth = 0
      return
    }
    let width = collectionView.bounds.width
    let insets = collectionView.adjustedContentInset
    let placement = self.placement(width: max(0, width - insets.left - insets.right), reportingTo: collectionView)
    columnWidth = placement.columnWidth
    let delegate = collectionView.delegate as? CollectionViewDelegateWaterfallLayout
    var badHeight: (IndexPath, CGFloat)?
    var indexPath = IndexPath(item: 0, section: 0)
    var top: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: section)
      indexPath.section = section
      top = placement.placeSection(itemCount: count, top: top, columnBottoms: &columnBottoms, frames: &frames) { item in
        guard let delegate else { return max(0, itemHeight.isFinite ? itemHeight : 0) }
        indexPath.item = item
        let height = delegate.collectionView(
          collectionView, layout: self, heightForItemAt: indexPath, columnWidth: placement.columnWidth)
        guard height.isFinite, height >= 0 else {
          if badHeight == nil { badHeight = (indexPath, height) }
          return 0
        }
        return height
      }
      sectionStarts.append(frames.count)
    }
    if let (path, height) = badHeight {
      collectionView.reportLayoutError(
        LayoutError(
          layout: "WaterfallLayout",
          message: "the waterfall layout's delegate returned \(height) as the height of item "
            + "\(path.shortDescription); a height must be finite and not negative, so 0 is used"))
    }
    contentSize = CGSize(width: max(0, width - insets.left - insets.right), height: top)
    index = SpatialIndex(frames)
  }

  /// The columns for a content width, with `columnCount` and the spacing made safe (and reported).
  private func placement(width: CGFloat, reportingTo collectionView: CollectionView) -> WaterfallPlacement {
    var columns = columnCount
    if columns < 1 {
      collectionView.reportLayoutError(
        LayoutError(
          layout: "WaterfallLayout",
          message: "WaterfallLayout.columnCount is \(columns); it must be at least 1, so 1 column is used"))
      columns = 1
    }
    let spacing = columnSpacing.isFinite ? max(0, columnSpacing) : 0
    let inset = sectionInset
    let available = width - inset.left - inset.right - spacing * CGFloat(columns - 1)
    let columnWidth = available.isFinite ? max(0, available / CGFloat(columns)) : 0
    return WaterfallPlacement(
      columnCount: columns, columnWidth: columnWidth, columnSpacing: spacing,
      itemSpacing: itemSpacing.isFinite ? max(0, itemSpacing) : 0, inset: inset)
  }

  /// The size of all content: the content width by the stacked sections' height.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// True when the width changes: the columns depend on it; scrolling changes nothing.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != (collectionView?.bounds.width ?? newBounds.width)
  }

  // MARK: Queries

  /// Attributes for every item whose frame overlaps `rect`, in index-path order.
  /// - Complexity: O(log n + k log k) for k answers.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var result: [LayoutAttributes] = []
    index.forEachIndex(intersecting: rect) { flat in
      guard frames[flat].overlaps(rect) else { return }
      result.append(makeAttributes(at: indexPath(ofFlatIndex: flat), frame: frames[flat]))
    }
    return result
  }

  /// The same items as plain geometry, without attribute objects, when this is exactly a `WaterfallLayout`
  /// (subclasses may override the UIKit query to change attributes, so they get that one).
  /// - Complexity: O(log n + k log k) for k answers, with no allocation.
  open override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    guard type(of: self) == WaterfallLayout.self else { return false }
    index.forEachIndex(intersecting: rect) { flat in
      let frame = frames[flat]
      guard frame.overlaps(rect) else { return }
      body(ElementGeometry(category: .cell, kind: nil, indexPath: indexPath(ofFlatIndex: flat), frame: frame))
    }
    return true
  }

  /// An item's attributes, or nil for an index path the last `prepare()` didn't lay out.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard let flat = flatIndex(of: indexPath) else { return nil }
    return makeAttributes(at: indexPath, frame: frames[flat])
  }

  /// The frame of an item at the last `prepare()`, or nil when it wasn't laid out.
  public func frameForItem(at indexPath: IndexPath) -> CGRect? { flatIndex(of: indexPath).map { frames[$0] } }

  /// New attributes of `layoutAttributesClass` for a cell.
  private func makeAttributes(at indexPath: IndexPath, frame: CGRect) -> LayoutAttributes {
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.frame = frame
    return attributes
  }

  /// The position in `frames` of an item, or nil when it wasn't laid out.
  private func flatIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sectionStarts.count - 1 else {
      return nil
    }
    let start = sectionStarts[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < sectionStarts[indexPath.section + 1] - start else { return nil }
    return start + indexPath.item
  }

  /// The index path of the item at `flat` in `frames`.
  /// - Complexity: O(log s) for s sections.
  private func indexPath(ofFlatIndex flat: Int) -> IndexPath {
    var low = 0
    var high = sectionStarts.count - 2
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionStarts[mid] <= flat { low = mid } else { high = mid - 1 }
    }
    return IndexPath(item: flat - sectionStarts[low], section: low)
  }
}
