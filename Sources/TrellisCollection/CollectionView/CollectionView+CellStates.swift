import Foundation
import TrellisUI

extension CollectionView {
  /// Sets the states a cell's configuration reads that the collection view knows: editing, and
  /// expanded (from an outline data source); swiped comes from the swipe state, the drag state from the
  /// running drag (a change is told to `dragStateDidChange(_:)`).
  func prepareCellStates(_ cell: CollectionViewCell, at indexPath: IndexPath) {
    var states = CellStates()
    states.isEditing = isEditing
    states.isExpanded = (dataSource as? any OutlineExpansionSource)?.isItemExpanded(at: indexPath) ?? false
    states.isSwiped = swipeState.openRow == indexPath
    states.dragState = dragDrop.dragState(at: indexPath)
    states.dropState = dragDrop.untargetedDropState
    let dragStateChanged = cell.cellStates.dragState != states.dragState
    cell.cellStates = states
    if dragStateChanged { cell.dragStateDidChange(states.dragState) }
  }

  /// Tells every visible cell the editing state changed; a swiped row closes.
  /// - Complexity: O(visible cells).
  func editingDidChange() {
    if isEditing { closeSwipedRow(animated: false) }
    for case let cell as CollectionViewCell in visibleSet.views.values { cell.cellStates.isEditing = isEditing }
  }
}
