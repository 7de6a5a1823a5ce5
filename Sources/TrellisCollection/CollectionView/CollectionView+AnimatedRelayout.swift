import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// A batch update without changes whose block invalidated the layout (`performBatchUpdates` with
  /// setters that invalidate, UIKit's way to animate a layout's own change): views move to the new
  /// attributes over `batchUpdateDuration` (or the enclosing block's timing), elements new on screen
  /// fade in, and views whose elements left go to their reuse queues at once. `completion(finished)`.
  /// - Complexity: O(visible elements), plus the layout's preparation and query.
  func animateInvalidatedLayout(completion: @escaping (Bool) -> Void) {
    prepareLayoutIfNeeded()
    var shown: [ObjectIdentifier: ElementMotionState] = [:]
    for view in visibleViews.values { shown[ObjectIdentifier(view)] = ElementMotionState(view.presentation) }
    let before = visibleViews
    let changes = {
      View.performWithoutAnimation { self.updateVisibleViews() }
      for (key, view) in self.visibleViews {
        if before[key] === view, let was = shown[ObjectIdentifier(view)] {
          view.animate(from: was)
        } else if before[key] == nil {
          view.animate(from: view.motionState.faded)
        }
      }
    }
    performVisibleChange(animated: true, duration: Self.batchUpdateDuration, changes, completion: completion)
  }
}
