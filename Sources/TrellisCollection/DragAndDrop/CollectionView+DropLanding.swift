import Foundation
import TrellisGeometry
import TrellisUI

/// The cell a drop's preview lands on stays hidden until the preview has landed, so the item shows once,
/// not as a cell under a preview of itself (`drop(_:toItemAt:)`; Documentation/Behaviour.md#dnd-landing).
/// The hidden item follows batch updates that run meanwhile; `reloadData()` shows it at once.
extension CollectionView {
  /// Hides the cell of the item at `indexPath` until `animations` finish, as a cell made for it meanwhile.
  func hideWhileLanding(_ indexPath: IndexPath, until animations: DropAnimations) {
    dragDrop.nextLanding += 1
    let landing = dragDrop.nextLanding
    dragDrop.landingItems.append((landing, indexPath))
    visibleSet.views[.cell(indexPath)]?.isHidden = true
    animations.addCompletion { [weak self] _ in self?.endLanding(landing) }
  }

  /// Whether the element of `attributes` is a cell a drop's preview is landing on.
  /// - Complexity: O(landing items), none without any.
  func isLandingTarget(_ attributes: LayoutAttributes) -> Bool {
    guard !dragDrop.landingItems.isEmpty, attributes.representedElementCategory == .cell else { return false }
    return dragDrop.landingItems.contains { $0.indexPath == attributes.indexPath }
  }

  /// Moves the landing items with their items through a batch update; a deleted one is forgotten.
  /// - Complexity: O(landing items × log changes).
  func remapLandingItems(through plan: BatchUpdatePlan) {
    guard !dragDrop.landingItems.isEmpty else { return }
    dragDrop.landingItems = dragDrop.landingItems.compactMap { entry in
      plan.newIndexPath(forOld: entry.indexPath).map { (entry.landing, $0) }
    }
  }

  /// Forgets the landing items (`reloadData()`: the cells are made again, shown).
  func forgetLandingItems() { dragDrop.landingItems = [] }

  /// The preview of one landing is down: its item's cell shows (unless another landing still hides it).
  private func endLanding(_ landing: Int) {
    guard let index = dragDrop.landingItems.firstIndex(where: { $0.landing == landing }) else { return }
    let indexPath = dragDrop.landingItems.remove(at: index).indexPath
    guard !dragDrop.landingItems.contains(where: { $0.indexPath == indexPath }),
      let view = visibleSet.views[.cell(indexPath)]
    else { return }
    view.isHidden = view.appliedLayoutAttributes?.isHidden ?? false
  }
}
