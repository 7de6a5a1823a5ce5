import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A minimal custom layout for tests: every item is a full-width row of fixed height, sections stacked,
/// each section optionally with a header row. Computes frames arithmetically (O(1) per element).
@MainActor class RowLayout: CollectionViewLayout {
  var rowHeight: CGFloat = 40
  var headerHeight: CGFloat = 0
  var invalidatesOnBoundsChange = false
  private(set) var sectionOrigins: [CGFloat] = []
  private(set) var prepareCalls = 0
  var boundsChanges: [CGRect] = []
  var frameOverride: ((IndexPath) -> CGRect?)?

  override func prepare() {
    super.prepare()
    prepareCalls += 1
    guard let cv = collectionView else { return }
    var y: CGFloat = 0
    sectionOrigins = []
    for section in 0..<cv.numberOfSections {
      sectionOrigins.append(y)
      y += headerHeight + CGFloat(cv.numberOfItems(inSection: section)) * rowHeight
    }
    sectionOrigins.append(y)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: sectionOrigins.last ?? 0)
  }

  func frame(of indexPath: IndexPath) -> CGRect {
    if let override = frameOverride?(indexPath) { return override }
    let width = collectionView?.bounds.width ?? 0
    return CGRect(
      x: 0, y: sectionOrigins[indexPath.section] + headerHeight + CGFloat(indexPath.item) * rowHeight, width: width,
      height: rowHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    guard let cv = collectionView else { return nil }
    var result: [LayoutAttributes] = []
    for section in 0..<cv.numberOfSections {
      let top = sectionOrigins[section]
      let bottom = sectionOrigins[section + 1]
      guard bottom > rect.minY, top < rect.maxY else { continue }
      if headerHeight > 0, top + headerHeight > rect.minY, top < rect.maxY,
        let header = layoutAttributesForSupplementaryView(
          ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
      {
        result.append(header)
      }
      let count = cv.numberOfItems(inSection: section)
      let first = max(0, Int(((rect.minY - top - headerHeight) / rowHeight).rounded(.down)))
      let last = min(count - 1, Int(((rect.maxY - top - headerHeight) / rowHeight).rounded(.up)))
      guard first <= last else { continue }
      for item in first...last {
        let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section))!
        if frameOverride != nil || attributes.frame.overlaps(rect) { result.append(attributes) }
      }
    }
    return result
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = layoutAttributesType.init(forCellWith: indexPath)
    attributes.frame = frame(of: indexPath)
    return attributes
  }

  override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
  {
    guard headerHeight > 0, kind == CollectionView.elementKindSectionHeader else { return nil }
    let attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = CGRect(
      x: 0, y: sectionOrigins[indexPath.section], width: collectionView?.bounds.width ?? 0, height: headerHeight)
    return attributes
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChanges.append(newBounds)
    return invalidatesOnBoundsChange || newBounds.width != collectionView?.bounds.width
  }
}

/// A cell that counts `prepareForReuse` calls and remembers what it was configured for.
@MainActor final class CountingCell: CollectionViewCell {
  static var created = 0
  var reuseCount = 0
  var configuredFor: IndexPath?
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    CountingCell.created += 1
    contentView.addSubview(label)
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
    configuredFor = nil
  }
}

/// A header view for tests.
@MainActor final class HeaderView: CollectionReusableView {}

/// A data source with per-section counts (`CountingCell`s, "header" supplementary views) that logs the
/// delegate calls it receives.
@MainActor final class TestDataSource: CountingDataSource, CollectionViewDelegate {
  var log: [String] = []
  var logsDisplay = true
  var shouldHighlight: (IndexPath) -> Bool = { _ in true }
  var shouldSelect: (IndexPath) -> Bool = { _ in true }
  var cellProvider: ((CollectionView, IndexPath) -> CollectionViewCell)?
  /// Told of every `willDisplay` (true) and `didEndDisplaying` (false) with the cell.
  var displayObserver: ((CollectionViewCell, Bool) -> Void)?

  init(counts: [Int]) {
    super.init(counts: counts, supplementaryViews: .reuseIdentifier("header"))
    configureCell = { cell, indexPath in (cell as! CountingCell).configuredFor = indexPath }
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    if let cellProvider { return cellProvider(collectionView, indexPath) }
    return super.collectionView(collectionView, cellForItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.shortDescription)")
    return shouldHighlight(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldSelect \(indexPath.shortDescription)")
    return shouldSelect(indexPath)
  }
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    log.append("shouldDeselect \(indexPath.shortDescription)")
    return true
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.shortDescription)")
  }
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.shortDescription)")
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if logsDisplay { log.append("willDisplay \(indexPath.shortDescription)") }
    displayObserver?(cell, true)
  }
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if logsDisplay { log.append("didEndDisplaying \(indexPath.shortDescription)") }
    displayObserver?(cell, false)
  }
}

/// A collection view that keeps its test data source alive as long as itself: collection views hold
/// their data source weakly, and tests often drop the returned source. (A process-wide array of sources
/// kept every source, and the weak-reference side tables of their collection views, until exit.)
@MainActor final class TestCollectionView: CollectionView {
  var retainedDataSource: TestDataSource?
}

/// Errors collected by a test instead of failing it.
@MainActor final class ErrorLog { var errors: [String] = [] }

/// A collection view 300×200 with a row layout (40 pt rows: 5 visible) and the test data source; errors
/// fail the test unless an `ErrorLog` collects them.
@MainActor func makeCollectionView(
  counts: [Int], size: CGSize = CGSize(width: 300, height: 200), layout: RowLayout = RowLayout(),
  collecting log: ErrorLog? = nil
) -> (CollectionView, TestDataSource, RowLayout) {
  let cv = TestCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
  if let log { cv.errorHandler = { log.errors.append($0.description) } }  // before the first layout pass
  cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  cv.register(
    HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
  let source = TestDataSource(counts: counts)
  cv.retainedDataSource = source
  cv.dataSource = source
  cv.delegate = source
  cv.overscanFraction = 0
  if log == nil { cv.errorHandler = { error in Issue.record("unexpected collection-view error: \(error)") } }
  cv.layoutIfNeeded()
  return (cv, source, layout)
}
