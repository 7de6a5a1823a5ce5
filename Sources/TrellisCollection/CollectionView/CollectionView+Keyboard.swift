import Foundation
import TrellisGeometry
import TrellisUI

/// A direction of arrow-key navigation on screen.
public enum KeyboardNavigationDirection: Sendable, Hashable {
  /// Towards the top of the screen.
  case up
  /// Towards the bottom of the screen.
  case down
  /// Towards the left of the screen.
  case left
  /// Towards the right of the screen.
  case right

  var isHorizontal: Bool { self == .left || self == .right }
}

extension CollectionView {
  /// How much of the previous page stays visible after Page Up or Page Down, in points.
  nonisolated public static let keyboardPageOverlap: CGFloat = 40
  /// How far an arrow key scrolls when the collection view doesn't allow selection, in points.
  nonisolated public static let keyboardLineScroll: CGFloat = 40

  /// Handles navigation keys and returns the presses it didn't use; `pressesBegan` passes those to `next`.
  ///
  /// With selection allowed, the keyboard moves the selection, the last selected item being the
  /// keyboard's position. The selection changes as `selectItem(at:animated:scrollPosition:)` would,
  /// without delegate calls, and the new item is scrolled into view with the least movement, at once:
  /// - Arrows: the nearest item in that direction on screen (see `keyboardNeighbor(of:in:)`); with
  ///   nothing selected, the first item on screen. In multiple selection the other items are deselected.
  /// - Page Up / Page Down: scroll by the visible length less `keyboardPageOverlap` along the scrolling
  ///   axis, and select the item on the new page nearest to where the selected one moved.
  /// - Home / End: the first / last item, with the content scrolled to its start / end.
  /// - Space / Return: select the current item as a tap would: `shouldSelectItemAt`, in single
  ///   selection `didDeselectItemAt` for the others, then `didSelectItemAt` (a selected item is
  ///   selected again, never toggled off, so the keyboard keeps its position in multiple selection).
  ///
  /// Without selection, arrows scroll by `keyboardLineScroll`, Page keys by a page and Home / End to the
  /// ends. Presses with Command, Control or Alt are never used (Alt+Left is the navigation controller's),
  /// except the edit shortcuts of `handleEditShortcut(_:)` and Alt+Shift+arrow, which moves the keyboard's
  /// item (`CollectionView+InteractiveMovementKeys`).
  public func handleKeyPresses(_ presses: Set<Press>) -> Set<Press> {
    presses.filter { !handleSwipeKey($0) && !handleMoveKey($0) && !handleKeyPress($0) && !handleEditShortcut($0) }
  }

  /// Handles one navigation key as `handleKeyPresses(_:)` describes; returns whether it was used.
  @discardableResult public func handleKeyPress(_ press: Press) -> Bool {
    guard press.modifiers.isDisjoint(with: [.command, .control, .alternate]) else { return false }
    switch press.key {
    case .upArrow: return moveByArrow(.up)
    case .downArrow: return moveByArrow(.down)
    case .leftArrow: return moveByArrow(.left)
    case .rightArrow: return moveByArrow(.right)
    case .pageUp: return moveByPage(-1)
    case .pageDown: return moveByPage(1)
    case .home: return moveToEnd(last: false)
    case .end: return moveToEnd(last: true)
    case .space, .returnOrEnter: return activateKeyboardItem()
    default: return false
    }
  }

  /// The item the keyboard is on: the most recently selected item that still exists, if any.
  public var keyboardFocusedItem: IndexPath? {
    guard allowsSelection, let last = selection.ordered.last else { return nil }
    return checkItem(last, call: "", reporting: false) ? last : nil
  }

  // MARK: Arrows

  private func moveByArrow(_ direction: KeyboardNavigationDirection) -> Bool {
    guard allowsSelection else { return scrollByLine(direction) }
    layoutIfNeeded()
    guard let focus = keyboardFocusedItem else {
      guard let first = firstItemOnScreen() ?? firstOrLastItem(last: false) else { return false }
      moveKeyboardSelection(to: first)
      return true
    }
    if let target = keyboardNeighbor(of: focus, in: direction) { moveKeyboardSelection(to: target) }
    return true
  }

  private func scrollByLine(_ direction: KeyboardNavigationDirection) -> Bool {
    let step = Self.keyboardLineScroll
    var offset = contentOffset
    switch direction {
    case .up: offset.y -= step
    case .down: offset.y += step
    case .left: offset.x -= step
    case .right: offset.x += step
    }
    return scrollForKeyboard(to: offset, horizontal: direction.isHorizontal)
  }

  /// Scrolls without animation to a clamped offset; whether the content scrolls along that axis at all.
  private func scrollForKeyboard(to offset: CGPoint, horizontal: Bool) -> Bool {
    let low = minimumContentOffset
    let high = maximumContentOffset
    let clamped = clampedContentOffset(offset)
    if clamped != contentOffset { setContentOffset(clamped, animated: false) }
    return horizontal ? high.x > low.x : high.y > low.y
  }

  // MARK: Pages and ends

  /// Whether Page keys and Home / End work along x: the content scrolls only horizontally.
  private var keyboardScrollsHorizontally: Bool {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return high.x > low.x && !(high.y > low.y)
  }

  private func moveByPage(_ sign: CGFloat) -> Bool {
    layoutIfNeeded()
    let horizontal = keyboardScrollsHorizontally
    let visibleLength = horizontal ? visibleContentRect.width : visibleContentRect.height
    let distance = sign * max(visibleLength - Self.keyboardPageOverlap, visibleLength / 2)
    let delta = horizontal ? CGVector(dx: distance, dy: 0) : CGVector(dx: 0, dy: distance)
    // Where the focused item shows: an item of a row where its row shows it.
    let reference = keyboardFocusedItem.flatMap { item in
      collectionViewLayout.layoutAttributesForItem(at: item).map {
        let frame = shownFrame(of: $0.frame, inSection: item.section)
        return CGPoint(x: frame.midX, y: frame.midY)
      }
    }
    let start = reference ?? CGPoint(x: visibleContentRect.minX, y: visibleContentRect.minY)
    let scrolls = scrollForKeyboard(
      to: CGPoint(x: contentOffset.x + delta.dx, y: contentOffset.y + delta.dy), horizontal: horizontal)
    guard allowsSelection else { return scrolls }
    layoutIfNeeded()
    let wanted = CGPoint(x: start.x + delta.dx, y: start.y + delta.dy)
    guard let target = itemOnScreen(nearest: wanted) else { return scrolls }
    moveKeyboardSelection(to: target)
    return true
  }

  private func moveToEnd(last: Bool) -> Bool {
    layoutIfNeeded()
    let horizontal = keyboardScrollsHorizontally
    var offset = contentOffset
    let edge = last ? maximumContentOffset : minimumContentOffset
    if horizontal { offset.x = edge.x } else { offset.y = edge.y }
    let scrolls = scrollForKeyboard(to: offset, horizontal: horizontal)
    guard allowsSelection, let target = firstOrLastItem(last: last) else { return scrolls }
    moveKeyboardSelection(to: target)
    return true
  }

  // MARK: Selection

  /// Makes `target` the only selected item and scrolls it into view with the least movement.
  private func moveKeyboardSelection(to target: IndexPath) {
    for selected in selection.ordered where selected != target { setSelected(false, at: selected) }
    setSelected(true, at: target)
    layoutIfNeeded()
    guard let item = collectionViewLayout.layoutAttributesForItem(at: target) else { return }
    // An item in an orthogonal scrolling region: the region scrolls to show it, the page along its axis.
    let shown = revealInOrthogonalRegion(item.frame, section: target.section, animated: false)
    scrollRectToVisible(shown, animated: false)
    if shown != item.frame {
      let moved = (item.copy() as? LayoutAttributes) ?? item
      moved.frame = shown
      uncover(moved)
    } else {
      uncover(item)
    }
  }

  /// Space / Return: the delegate's selection calls for the current item, as a tap in single selection makes.
  private func activateKeyboardItem() -> Bool {
    guard let item = keyboardFocusedItem else { return false }
    let delegate = collectionDelegate
    guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return true }
    if !allowsMultipleSelection {
      for previous in selection.ordered where previous != item {
        setSelected(false, at: previous)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    setSelected(true, at: item)
    delegate?.collectionView(self, didSelectItemAt: item)
    return true
  }
}
