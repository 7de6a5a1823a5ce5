import Foundation

extension TextField {
  /// Uses one key press while editing; returns whether it did.
  ///
  /// - Ctrl or Command with A, C, X, V: select all, copy, cut, paste.
  /// - Left / Right: the caret one grapheme cluster (a selection collapses to its side first);
  ///   Up / Home to the start, Down / End to the end; with Shift each extends the selection.
  /// - Backspace / Delete: the selection, or the cluster before / after the caret.
  /// - Return: `textFieldShouldReturn`, then `.primaryActionTriggered` and `.editingDidEndOnExit`.
  /// - Printable keys and Space: used up, inserting nothing (their text arrives as text input).
  ///
  /// While an input method composes, it owns the editing keys: they are used up without effect. Presses
  /// with Alt, or Ctrl/Command with other keys, and Escape, Tab, Page Up/Down are not used.
  func handleEditingKey(_ press: Press) -> Bool {
    let modifiers = press.modifiers
    let command = modifiers.subtracting(.shift)
    if command == .control || command == .command {
      switch press.key {
      case .character("a"): selectAllText()
      case .character("c"): copySelection()
      case .character("x"): cutSelection()
      case .character("v"): pasteString()
      default: return false
      }
      return true
    }
    guard modifiers.isSubset(of: .shift) else { return false }
    let extending = modifiers.contains(.shift)
    let composing = marked != nil
    switch press.key {
    case .leftArrow where !composing:
      let target = !extending && !selection.isEmpty ? selection.lowerBound : caret - 1
      moveCaret(to: target, extending: extending)
    case .rightArrow where !composing:
      let target = !extending && !selection.isEmpty ? selection.upperBound : caret + 1
      moveCaret(to: target, extending: extending)
    case .upArrow where !composing, .home where !composing: moveCaret(to: 0, extending: extending)
    case .downArrow where !composing, .end where !composing: moveCaret(to: storage.count, extending: extending)
    case .backspace where !composing: deleteBackward()
    case .delete where !composing: deleteSelectionOr(caret..<caret + 1)
    case .returnOrEnter where !composing: processReturn()
    case .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .backspace, .delete, .returnOrEnter: break
    case .character, .space: break
    default: return false
    }
    return true
  }
}
