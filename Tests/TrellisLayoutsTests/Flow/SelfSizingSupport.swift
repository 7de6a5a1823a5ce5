import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A record of self-sizing calls, in order, shared by the cells and the layout of a test.
@MainActor final class SelfSizingLog {
  var entries: [String] = []
}

/// A cell whose content prefers `preferred` (its `sizeThatFits(_:)`), noting each measurement in `log`.
final class SizedCell: CollectionViewCell {
  var preferred = CGSize(width: 300, height: 50)
  var log: SelfSizingLog?

  override func sizeThatFits(_ size: CGSize) -> CGSize { preferred }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    log?.entries.append("preferred \(layoutAttributes.indexPath.item)")
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }
}

/// A flow layout noting the self-sizing calls it answers.
final class LoggingFlowLayout: FlowLayout {
  var log: SelfSizingLog?

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    let answer = super.shouldInvalidateLayout(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    log?.entries.append("should \(preferredAttributes.indexPath.item) \(answer)")
    return answer
  }

  override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    log?.entries.append("context \(preferredAttributes.indexPath.item)")
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }
}

/// A 300 × 200 collection view with a vertical flow layout whose items self-size: estimate 300 × 50, no
/// line spacing, cells preferring `heights[item]` (20, 30, 40, 20, … by default) at width 300.
@MainActor final class SelfSizingFixture {
  let collectionView: CollectionView
  let layout: FlowLayout
  let dataSource: CountingDataSource
  let log = SelfSizingLog()
  /// Each item's preferred height, by index; edit it with the data to keep heights with their items.
  var heights: [CGFloat]
  /// Each item's preferred width (300 unless set).
  var width: CGFloat = 300
  /// Whether the layout scrolls sideways: `heights` are then the items' widths, at a height of 200.
  var horizontal = false
  private(set) var errors: [String] = []

  static func height(_ item: Int) -> CGFloat { 20 + CGFloat(item % 3) * 10 }

  init(
    count: Int, size: CGSize = CGSize(width: 300, height: 200), layout: FlowLayout = FlowLayout(),
    estimate: CGSize = CGSize(width: 300, height: 50)
  ) {
    self.layout = layout
    layout.estimatedItemSize = estimate
    layout.minimumLineSpacing = 0
    heights = (0..<count).map(Self.height)
    collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    dataSource = CountingDataSource(count: count)
    dataSource.registerCells(SizedCell.self, on: collectionView)
    dataSource.configureCell = { [unowned self] cell, indexPath in
      let cell = cell as! SizedCell
      cell.preferred =
        horizontal
        ? CGSize(width: heights[indexPath.item], height: 200) : CGSize(width: width, height: heights[indexPath.item])
      cell.log = log
    }
    collectionView.errorHandler = { [unowned self] in errors.append($0.description) }
    layout.diagnosticHandler = { _ in }
    collectionView.dataSource = dataSource
  }

  /// Scrolls to a vertical offset (unclamped) and lays out.
  func scroll(to y: CGFloat) {
    collectionView.contentOffset = CGPoint(x: 0, y: y)
    collectionView.layoutIfNeeded()
  }

  /// An item's frame as the layout answers it.
  func frame(_ item: Int) -> CGRect? {
    collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  /// The frame of the cell showing an item, or nil when none does.
  func cellFrame(_ item: Int) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  /// The items with a visible cell, sorted.
  var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map(\.item).sorted() }
}
