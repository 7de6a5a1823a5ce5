import Foundation
import TrellisGeometry
import TrellisUI

/// The item a finger is on, between touch down and touch up.
struct TouchTracking {
  var indexPath: IndexPath
  var isHighlighted: Bool
}

extension CollectionView {
  /// The selected items, in the order they were selected (`indexPathsForSelectedItems`; UIKit's order is unspecified).
  public var indexPathsForSelectedItems: [IndexPath]? { selection.ordered }

  /// Selects an item, or clears the selection with nil; never calls the delegate
  /// (`selectItem(at:animated:scrollPosition:)`). Ignored when `allowsSelection` is false; in single
  /// selection the previous item is deselected.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for selected in selection.ordered { setSelected(false, at: selected) }
      return
    }
    guard checkItem(indexPath, call: "selectItem(at:animated:scrollPosition:)") else { return }
    if !allowsMultipleSelection {
      for selected in selection.ordered where selected != indexPath { setSelected(false, at: selected) }
    }
    setSelected(true, at: indexPath)
    if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects an item; never calls the delegate (`deselectItem(at:animated:)`).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    guard checkItem(indexPath, call: "deselectItem(at:animated:)") else { return }
    setSelected(false, at: indexPath)
  }

  func setSelected(_ selected: Bool, at indexPath: IndexPath) {
    if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
    cellForItem(at: indexPath)?.isSelected = selected
  }

  func keepOnlyFirstSelection() {
    for extra in selection.ordered.dropFirst() { setSelected(false, at: extra) }
  }

  // MARK: Touches

  /// The cell under a touch: the cell that contains the touched view.
  func touchedItem(_ touch: Touch) -> IndexPath? {
    var view = touch.view
    while let current = view, current !== self {
      if let cell = current as? CollectionViewCell, cell.superview === self || cell.superview?.superview === self,
        isVisibleView(cell), let key = cell.elementKey
      {
        return key.indexPath
      }
      view = current.superview
    }
    return nil
  }

  /// The touch reached a cell: `shouldHighlightItemAt`, then highlight and `didHighlightItemAt`.
  ///
  /// With `delaysContentTouches` (the default) the scroll view holds `touchesBegan` back for 150 ms: a
  /// quick tap arrives here only at the lift, together with its end; a resting finger arrives after the
  /// wait (Documentation/Behaviour.md#touch-delay). A drag never selects: once the scroll view's
  /// `panGestureRecognizer` begins (past 10 pt), it cancels this touch (`cancelsTouchesInView`), which
  /// ends in `selectionTouchCancelled()`: `didUnhighlightItemAt` and no selection
  /// (Documentation/Behaviour.md#selection-drag).
  func selectionTouchBegan(_ touch: Touch) {
    selection.tracking = nil
    // While a drag runs, a tap on an item adds it to the drag (see `CollectionView+Drag`).
    if dragAddingTouchBegan(touch) { return }
    if swipeTouchBegan(touch) { return }
    guard allowsSelection, let indexPath = touchedItem(touch) else { return }
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    selection.tracking = TouchTracking(indexPath: indexPath, isHighlighted: false)
    highlight(true, at: indexPath)
  }

  /// Moving off the cell unhighlights it; moving back highlights it again.
  func selectionTouchMoved(_ touch: Touch) {
    guard let tracking = selection.tracking else { return }
    let point = touch.location(in: self)
    let inside = cellForItem(at: tracking.indexPath)?.frame.contains(point) ?? false
    if inside != tracking.isHighlighted { highlight(inside, at: tracking.indexPath) }
  }

  /// Touch up on the highlighted cell: select or deselect (with the delegate's consent), then unhighlight.
  ///
  /// Order (Documentation/Behaviour.md#selection-order): shouldSelect (or shouldDeselect) → didSelect
  /// (or didDeselect) → didUnhighlight. In single selection the previously selected item is deselected,
  /// with `didDeselectItemAt`, between `shouldSelectItemAt` and `didSelectItemAt` of the new one; UIKit's
  /// exact placement of that call is unverified (Documentation/Behaviour.md#selection-single).
  func selectionTouchEnded(_ touch: Touch) {
    if dragAddingTouchEnded(touch) { return }
    if swipeTouchEnded(touch) { return }
    guard let tracking = selection.tracking else { return }
    selection.tracking = nil
    let indexPath = tracking.indexPath
    guard tracking.isHighlighted else { return }
    // A header row's outline disclosure takes the tap (Documentation/Behaviour.md#list-cells).
    if let cell = cellForItem(at: indexPath) as? CollectionViewListCell, cell.togglesOutlineOnTap {
      if selection.tracking == nil { highlight(false, at: indexPath) }
      return
    }
    let delegate = collectionDelegate
    if allowsMultipleSelection && selection.members.contains(indexPath) {
      if delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true {
        setSelected(false, at: indexPath)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
      }
    } else if delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
      if !allowsMultipleSelection {
        for previous in selection.ordered where previous != indexPath {
          setSelected(false, at: previous)
          delegate?.collectionView(self, didDeselectItemAt: previous)
        }
      }
      setSelected(true, at: indexPath)
      delegate?.collectionView(self, didSelectItemAt: indexPath)
    }
    if selection.tracking == nil { highlight(false, at: indexPath) }
  }

  /// The system cancelled the touch: unhighlight, no selection.
  func selectionTouchCancelled() {
    swipeTouchCancelled()
    guard let tracking = selection.tracking else { return }
    selection.tracking = nil
    if tracking.isHighlighted { highlight(false, at: tracking.indexPath) }
  }

  private func highlight(_ on: Bool, at indexPath: IndexPath) {
    cellForItem(at: indexPath)?.isHighlighted = on
    if selection.tracking?.indexPath == indexPath { selection.tracking?.isHighlighted = on }
    if on {
      collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    } else {
      collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
  }
}
