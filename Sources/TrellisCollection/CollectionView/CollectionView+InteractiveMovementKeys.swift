import Foundation
import TrellisGeometry
import TrellisUI

/// Moving the keyboard's item with Alt+Shift+arrow keys, so reordering never needs a pointer
/// (Documentation/Behaviour.md#interactive-movement).
///
/// Alt+Shift+arrow moves the item the keyboard is on (`keyboardFocusedItem`) to the place of its keyboard
/// neighbour in that direction (`keyboardNeighbor(of:in:)`), as one whole movement announced like a drag:
/// the data source's `canMoveItemAt`, the layout's target for the neighbour's centre, the delegate's
/// `targetIndexPathForMoveOfItemFromOriginalIndexPath…`, then `moveItemAt` and the animated settling; the
/// selection moves with the item, and the content scrolls (without animation) to show its final frame.
/// Alt alone is left to the navigation controller (Alt+Left goes back); a press that moves nothing (no
/// item, no neighbour, an item that can't move, a movement under way) passes on to `next`.
extension CollectionView {
  /// Handles Alt+Shift+arrow as described above; returns whether it moved an item.
  func handleMoveKey(_ press: Press) -> Bool {
    guard press.modifiers.isSuperset(of: [.alternate, .shift]),
      press.modifiers.isDisjoint(with: [.command, .control])
    else { return false }
    let direction: KeyboardNavigationDirection
    switch press.key {
    case .upArrow: direction = .up
    case .downArrow: direction = .down
    case .leftArrow: direction = .left
    case .rightArrow: direction = .right
    default: return false
    }
    guard !isInteractiveMovementInProgress, let focus = keyboardFocusedItem,
      let neighbor = keyboardNeighbor(of: focus, in: direction),
      let center = attributes(in: collectionViewLayout, for: .cell(neighbor))?.center,
      beginMovement(at: focus, byKeyboard: true)
    else { return false }
    moveInteractiveTarget(to: center)
    guard let movement = interactiveMovement.movement else { return true }
    finishMovement(movement, cancelled: false, animated: true)
    // The item stays in sight, as the keyboard's selection does: its final frame scrolls into view.
    if let moved = keyboardFocusedItem, let item = collectionViewLayout.layoutAttributesForItem(at: moved) {
      scrollRectToVisible(shownFrame(of: item.frame, inSection: moved.section), animated: false)
    }
    return true
  }
}
