import Foundation
import TrellisGeometry
import TrellisUI

/// The swipe's other inputs (Documentation/Behaviour.md#swipe-actions): touches while a row is open, the
/// trackpad's horizontal deltas, and the keyboard (Control+Return, arrows, Return, Escape).
extension CollectionView {
  // MARK: Touches while open

  /// A touch went down while a row is open: it belongs to the swipe (a button or closing), not to selection.
  func swipeTouchBegan(_ touch: Touch) -> Bool {
    guard swipeState.phase != .idle else { return false }
    swipeState.touchBeganWhileOpen = true
    return true
  }

  /// The touch that went down while a row was open lifted: a tap on a button performs it; elsewhere closes.
  func swipeTouchEnded(_ touch: Touch) -> Bool {
    guard swipeState.touchBeganWhileOpen else { return false }
    swipeState.touchBeganWhileOpen = false
    if swipeState.phase == .open, let index = swipeActionIndex(at: touch.location(in: self)) {
      performSwipeAction(at: index)
    } else if swipeState.phase == .open || swipeState.phase == .settling {
      closeSwipedRow(animated: true)
    }
    return true
  }

  /// The system took the touch (a drag began): forget it.
  func swipeTouchCancelled() { swipeState.touchBeganWhileOpen = false }

  // MARK: Trackpad

  /// Takes a scroll event for the swipe: horizontal precise deltas over a row with actions (or over the
  /// swiping row) slide it; any other delta closes an open row and scrolls. Returns whether it was used.
  func swipeScrollWheel(_ event: Event) -> Bool {
    let delta = event.scrollDelta
    let point = convert(event.locationInWindow, from: nil)
    let horizontal = event.hasPreciseScrollingDeltas && abs(delta.dx) > abs(delta.dy)
    if swipeState.phase == .dragging, swipeState.wheelReleaseTime != nil {
      guard horizontal else { return true }
      setSwipeOffset(constrainedSwipeOffset(swipeState.offset - delta.dx))
      swipeState.wheelReleaseTime = Application.shared.clock.now + SwipeState.wheelReleaseDelay
      return true
    }
    guard horizontal, !isEditing, let indexPath = indexPathForItem(at: point) else {
      if swipeState.phase == .open || swipeState.phase == .settling { closeSwipedRow(animated: true) }
      return false
    }
    if swipeState.row != indexPath || swipeState.phase == .idle {
      let edge = swipeEdge(forMovementToRight: delta.dx < 0)
      if swipeState.row != nil { closeSwipedRow(animated: false) }
      guard beginSwipe(of: indexPath, edge: edge) else { return false }
    }
    swipeState.phase = .dragging
    setSwipeOffset(constrainedSwipeOffset(swipeState.offset - delta.dx))
    swipeState.wheelReleaseTime = Application.shared.clock.now + SwipeState.wheelReleaseDelay
    if swipeState.driver == nil { swipeState.driver = SwipeFrameDriver(collectionView: self) }
    swipeState.driver?.isActive = true
    if let driver = swipeState.driver { Application.shared.addFrameDriver(driver) }
    return true
  }

  // MARK: Keyboard

  /// Handles the swipe keys (see the type's documentation); returns whether the press was used.
  func handleSwipeKey(_ press: Press) -> Bool {
    let modifiers = press.modifiers
    if press.key == .returnOrEnter, modifiers == .control || modifiers == [.control, .shift] {
      guard let item = keyboardFocusedItem else { return false }
      closeSwipedRow(animated: false)
      let edge: SwipeEdge = modifiers.contains(.shift) ? .leading : .trailing
      guard beginSwipe(of: item, edge: edge) else { return false }
      swipeState.keyboardIndex = 0
      swipeState.actionsView?.focusedIndex = 0
      let open = SwipeActionsView.openWidth(of: swipeState.configuration?.actions ?? [])
      settleSwipe(to: open * swipeSign, then: .open)
      return true
    }
    guard let index = swipeState.keyboardIndex, modifiers.isEmpty,
      let count = swipeState.configuration?.actions.count
    else { return false }
    let onRight = swipeState.actionsView?.edgeOnRight ?? true
    switch press.key {
    case .leftArrow, .rightArrow:
      // The first action is nearest the edge: toward the edge is toward index 0.
      let towardEdge = (press.key == .rightArrow) == onRight
      let next = min(count - 1, max(0, index + (towardEdge ? -1 : 1)))
      swipeState.keyboardIndex = next
      swipeState.actionsView?.focusedIndex = next
      return true
    case .returnOrEnter, .space:
      guard swipeState.phase == .open || swipeState.phase == .settling else { return true }
      swipeState.phase = .open
      swipeState.keyboardIndex = nil
      swipeState.actionsView?.focusedIndex = nil
      performSwipeAction(at: index)
      return true
    case .escape:
      closeSwipedRow(animated: true)
      return true
    default:
      return false
    }
  }
}
