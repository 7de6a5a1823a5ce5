import Foundation
import TrellisUI

extension CollectionView {
  /// The edit action a key press stands for: Ctrl (or Command) with C, X or V for copy, cut and paste;
  /// Delete or Backspace alone for delete; nil for other presses.
  public static func editAction(for press: Press) -> Selector? {
    let modifiers = press.modifiers.subtracting(.shift)
    if modifiers == .control || modifiers == .command {
      switch press.key {
      case .character("c"): return .copy
      case .character("x"): return .cut
      case .character("v"): return .paste
      default: return nil
      }
    }
    guard press.modifiers.isEmpty else { return nil }
    return press.key == .delete || press.key == .backspace ? .delete : nil
  }

  /// Handles an edit shortcut (see `editAction(for:)`) for the selected items, in index-path order: for
  /// each, `collectionView(_:canPerformAction:forItemAt:withSender:)` and, if true,
  /// `collectionView(_:performAction:forItemAt:withSender:)`, the press being the sender. Returns whether
  /// an item performed it; presses nothing performed go on to `next`.
  /// - Complexity: O(s log s) for s selected items, plus the delegate's work.
  @discardableResult public func handleEditShortcut(_ press: Press) -> Bool {
    guard let action = Self.editAction(for: press), let delegate = collectionDelegate else { return false }
    var performed = false
    for indexPath in selection.ordered.sorted()
    where delegate.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: press) {
      delegate.collectionView(self, performAction: action, forItemAt: indexPath, withSender: press)
      performed = true
    }
    return performed
  }
}
