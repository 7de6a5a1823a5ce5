import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A collection view with a flow layout and a data source, laid out, with its errors and the layout's
/// diagnostics collected.
@MainActor final class FlowFixture {
  let collectionView: CollectionView
  let layout: FlowLayout
  /// Plain cells, headers and footers (each kind its own reuse identifier).
  let dataSource: CountingDataSource
  /// The delegate, held here because the collection view holds it weakly.
  let delegate: (any CollectionViewDelegate)?
  private(set) var errors: [CollectionViewError] = []
  private(set) var diagnostics: [String] = []

  init(
    size: CGSize, counts: [Int], contentInset: EdgeInsets = .zero, delegate: (any CollectionViewDelegate)? = nil,
    layout: FlowLayout = FlowLayout(), configure: (FlowLayout) -> Void = { _ in }
  ) {
    self.layout = layout
    configure(layout)
    collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.contentInset = contentInset
    dataSource = CountingDataSource(counts: counts, supplementaryViews: .reuseIdentifierIsKind)
    self.delegate = delegate
    dataSource.registerCells(on: collectionView)
    dataSource.registerSupplementaryViews(
      ofKinds: [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter], on: collectionView)
    collectionView.errorHandler = { [unowned self] in errors.append($0) }
    layout.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
    collectionView.delegate = delegate
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  /// Scrolls to an offset (no clamping, so bounces can be simulated) and lays out.
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

  /// A header's frame, or nil.
  func header(_ section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
  }

  /// A footer's frame, or nil.
  func footer(_ section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
  }

  /// The content size the collection view took from the layout.
  var contentSize: CGSize { collectionView.contentSize }

  /// Every element the layout returns for the whole content, one description per line, in its order.
  var dump: String {
    let all = CGRect(
      origin: CGPoint(x: -1, y: -1), size: CGSize(width: contentSize.width + 2, height: contentSize.height + 2))
    return (layout.layoutAttributesForElements(in: all) ?? []).map(\.description).joined(separator: "\n")
  }
}

/// A rectangle, shorter to write.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// A flow delegate answering only `sizeForItemAt`, counting its calls.
@MainActor final class SizeDelegate: CollectionViewDelegateFlowLayout {
  let size: (IndexPath) -> CGSize
  private(set) var calls = 0

  init(_ size: @escaping (IndexPath) -> CGSize) { self.size = size }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    calls += 1
    return size(indexPath)
  }
}

/// A flow delegate implementing none of the flow members.
@MainActor final class EmptyFlowDelegate: CollectionViewDelegateFlowLayout {}

/// A flow delegate implementing all six members from per-section tables (sizes from a closure).
@MainActor final class MetricsDelegate: CollectionViewDelegateFlowLayout {
  var sizes: (IndexPath) -> CGSize = { _ in CGSize(width: 10, height: 10) }
  var insets: [EdgeInsets] = []
  var lineSpacings: [CGFloat] = []
  var interitemSpacings: [CGFloat] = []
  var headerSizes: [CGSize] = []
  var footerSizes: [CGSize] = []

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { sizes(indexPath) }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    insetForSectionAt section: Int
  ) -> EdgeInsets { insets[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { lineSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { interitemSpacings[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { headerSizes[section] }

  func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { footerSizes[section] }
}

typealias SeededGenerator = SeededRandomNumberGenerator
