import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A list layout of rows `rowHeight + growth × prepares` tall (growth 0: fixed), every row's height an
/// estimate (`selfSizingAxes = .vertical`) it never takes from the cells: it asks to be invalidated by any
/// preferred size, so a growing layout never settles.
@MainActor private final class StubbornLayout: CollectionViewLayout {
  var rowHeight: CGFloat = 50
  var growth: CGFloat = 0
  var axes: SelfSizingAxes = .vertical
  private(set) var prepares = 0
  var log: [String] = []

  override func prepare() {
    super.prepare()
    prepares += 1
  }

  private var height: CGFloat { rowHeight + growth * CGFloat(prepares) }
  private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(count) * height) }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter {
      $0.frame.overlaps(rect)
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * height, width: 300, height: height)
    attributes.selfSizingAxes = axes
    return attributes
  }

  override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    log.append(
      "should \(preferredAttributes.indexPath.item) \(originalAttributes.size.height)→\(preferredAttributes.size.height)"
    )
    return true
  }
}

/// A cell whose content is `preferred` (its `sizeThatFits(_:)`), recording the sizes it was offered.
private final class FittingCell: CollectionViewCell {
  var preferred = CGSize(width: 120, height: 10)
  var boundsWhenMeasured: [CGSize] = []

  override func sizeThatFits(_ size: CGSize) -> CGSize { preferred }

  override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    let answer = super.preferredLayoutAttributesFitting(layoutAttributes)
    boundsWhenMeasured.append(bounds.size)
    return answer
  }
}

@MainActor
@Suite("Self-sizing: the measure → invalidate → re-pass step")
struct SelfSizingMechanismTests {
  private func make(_ layout: StubbornLayout, count: Int = 3) -> (CollectionView, CountingDataSource, [String]) {
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let dataSource = CountingDataSource(count: count)
    dataSource.registerCells(FittingCell.self, on: cv)
    cv.dataSource = dataSource
    return (cv, dataSource, [])
  }

  @Test func aLayoutThatNeverSettlesIsReportedAfterTheBound() {
    let layout = StubbornLayout()
    layout.growth = 1
    let (cv, dataSource, _) = make(layout)
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    defer { withExtendedLifetime(dataSource) {} }
    cv.layoutIfNeeded()
    // Prepare 1 gives rows of 51: measured (preferring 10), invalidated; each re-prepare grows them by 1,
    // so the three visible rows are new to their cells every round: 4 rounds, then the report.
    #expect(layout.prepares == 1 + 4)
    #expect(
      errors == [
        "self-sizing did not settle: preferred layout attributes invalidated the layout in each of 4 rounds of one "
          + "layout pass; the views still to measure are measured in the next pass"
      ])
    #expect(cv.statistics.selfSizingMeasurements == 3 * 4)
    #expect(layout.log.prefix(3) == ["should 0 51.0→10.0", "should 1 51.0→10.0", "should 2 51.0→10.0"])
  }

  @Test func aLayoutThatKeepsItsSizeIsNotAskedAgainForTheSameAttributes() {
    let layout = StubbornLayout()
    let (cv, dataSource, _) = make(layout)
    defer { withExtendedLifetime(dataSource) {} }
    cv.layoutIfNeeded()
    // Measured once each at 50; the layout invalidates but keeps 50, which the cells were measured at.
    #expect(cv.statistics.selfSizingMeasurements == 3)
    #expect(layout.prepares == 2)
    cv.setNeedsLayout()
    cv.layoutIfNeeded()
    #expect(cv.statistics.selfSizingMeasurements == 3)
  }

  @Test func theDefaultFitsTheEstimatedAxisAtTheFixedOne() {
    let layout = StubbornLayout()
    let (cv, dataSource, _) = make(layout, count: 1)
    defer { withExtendedLifetime(dataSource) {} }
    cv.layoutIfNeeded()
    let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as! FittingCell
    // The cell had the attributes' size (300 × 50) when measured; the answer keeps the fixed width.
    #expect(cell.boundsWhenMeasured == [CGSize(width: 300, height: 50)])
    func fitted(_ axes: SelfSizingAxes) -> CGSize {
      let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
      attributes.selfSizingAxes = axes
      return cell.preferredLayoutAttributesFitting(attributes).size
    }
    // The content is 120 × 10: free axes take its length, fixed ones keep the attributes' 300 × 50.
    #expect(fitted(.vertical) == CGSize(width: 300, height: 10))
    #expect(fitted(.horizontal) == CGSize(width: 120, height: 50))
    #expect(fitted(.both) == CGSize(width: 120, height: 10))
    #expect(fitted([]) == CGSize(width: 300, height: 50))
  }

  @Test func elementsWithoutSelfSizingAxesAreNeverMeasured() {
    let layout = StubbornLayout()
    layout.axes = []
    let (cv, dataSource, _) = make(layout)
    defer { withExtendedLifetime(dataSource) {} }
    cv.layoutIfNeeded()
    #expect(cv.statistics.selfSizingMeasurements == 0)
    #expect(layout.log.isEmpty)
  }
}
