import Foundation
import TrellisUI

extension FrameCounters {
  /// The totals of every collection view in `roots` and their subviews (cells made, views reused), with
  /// the renderer's `rasterisations` so far: what a host hands the frame-time overlay after each frame.
  /// - Complexity: O(views under the roots).
  @MainActor public static func totals(in roots: [View], rasterisations: Int) -> FrameCounters {
    var counters = FrameCounters(rasterisations: rasterisations)
    func visit(_ view: View) {
      if let collectionView = view as? CollectionView {
        counters.cellsCreated += collectionView.statistics.cellsCreated
        counters.cellsReused += collectionView.statistics.viewsReused
      }
      for subview in view.subviews { visit(subview) }
    }
    for root in roots { visit(root) }
    return counters
  }
}
