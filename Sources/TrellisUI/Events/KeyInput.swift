import Foundation

/// A responder that takes typed text: the host's `HostEvent.textInput` reaches the first responder through
/// `insertText(_:)` (`UIKeyInput`).
@MainActor public protocol KeyInput: AnyObject {
  /// Whether there is any text to delete.
  var hasText: Bool { get }
  /// Inserts text at the caret, replacing the selection.
  func insertText(_ text: String)
  /// Deletes the selection, or the character (grapheme cluster) before the caret.
  func deleteBackward()
}

/// A responder that shows an input method's composition (the marked-text part of `UITextInput`): the host's
/// `HostEvent.textEditing` reaches the first responder through `setMarkedText(_:selectedRange:)`.
///
/// Marked text is provisional: it is shown where the selection was but is not part of the text until
/// `unmarkText()` or `insertText(_:)` commits it.
@MainActor public protocol TextInput: KeyInput {
  /// The range of the marked text in the shown text (the text with the marked text in place of the
  /// selection), in UTF-16 units; nil when nothing is marked. (UIKit answers a `UITextRange`.)
  var markedTextRange: NSRange? { get }
  /// Replaces the marked text (nil or empty ends composition without committing); `selectedRange`, in
  /// UTF-16 units of `markedText`, is the selection inside it, its start being the caret.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Commits the marked text as typed.
  func unmarkText()
}
