import Foundation
import TrellisUI

extension CollectionViewCell {
  /// A cell's part in a drag from its collection view (`UICollectionViewCell.DragState`).
  public typealias DragState = CellConfigurationState.DragState

  /// Sets the drag state, in the configuration state and through `dragStateDidChange(_:)` when it changed.
  func setDragState(_ state: DragState) {
    guard cellStates.dragState != state else { return }
    cellStates.dragState = state
    dragStateDidChange(state)
  }

  /// Sets the drop state in the configuration state.
  func setDropState(_ state: CellConfigurationState.DropState) { cellStates.dropState = state }
}
