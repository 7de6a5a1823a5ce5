import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A layout that isn't a flow layout reports its own error through the collection view's hook.
@MainActor
@Suite("Layout errors: any layout reports its own through CollectionView.reportLayoutError(_:)")
struct LayoutErrorReportingTests {
  init() { Application.shared.reset() }

  /// A layout that finds its radius invalid at every prepare.
  final class RingLayout: CollectionViewLayout {
    var radius: CGFloat = -3
    override func prepare() {
      super.prepare()
      guard radius <= 0 else { return }
      collectionView?.reportLayoutError(
        LayoutError(layout: "RingLayout", message: "radius is \(radius); it must be positive"))
    }
  }

  @Test func theErrorReachesTheHandlerAndLastErrorWithItsText() {
    let layout = RingLayout()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    var errors: [CollectionViewError] = []
    collectionView.errorHandler = { errors.append($0) }
    let dataSource = CountingDataSource(count: 0, supplementaryViews: .reuseIdentifierIsKind)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let expected = LayoutError(layout: "RingLayout", message: "radius is -3.0; it must be positive")
    #expect(errors == [.layout(expected)])
    #expect(errors.first?.description == "radius is -3.0; it must be positive")
    #expect(collectionView.lastError == .layout(expected))
    if case .layout(let error) = errors.first { #expect(error.layout == "RingLayout") }
  }

  @Test func aFlowLayoutErrorNamesFlowLayout() {
    let error = FlowLayoutError.invalidItemSize(.itemSize, size: CGSize(width: -1, height: 1)).layoutError
    #expect(error.layout == "FlowLayout")
    #expect(error.message == "negative or zero sizes are not supported in the flow layout: itemSize is (-1.0, 1.0)")
    #expect(error.description == error.message)
  }

  @Test func scrollDirectionIsACoreTypeUsableWithoutTheFlowLayout() {
    let directions: [CollectionView.ScrollDirection] = [.vertical, .horizontal]
    #expect(directions.map(\.rawValue) == [0, 1])
  }
}
