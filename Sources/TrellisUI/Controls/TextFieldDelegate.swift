import Foundation

/// What a text field asks and tells its delegate (`UITextFieldDelegate`); every member is optional.
///
/// Editing a field reports, in order: `textFieldShouldBeginEditing` → `textFieldDidBeginEditing` →
/// (`.editingDidBegin`) → for each user edit `textField(_:shouldChangeCharactersIn:replacementString:)` →
/// `textFieldDidChangeSelection` → (`.editingChanged`) … → `textFieldShouldEndEditing` →
/// `textFieldDidEndEditing` → (`.editingDidEnd`). Return asks `textFieldShouldReturn` first.
@MainActor public protocol TextFieldDelegate: AnyObject {
  /// Whether the field may begin editing; true by default.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// The field began editing: it is first responder and takes the keyboard.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether the field may stop editing (resign first responder); true by default.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// The field stopped editing.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether a user edit may replace `range` of the text (in UTF-16 units, as `NSString` counts) with
  /// `string` (empty for a deletion); false refuses it: the text stays, no `.editingChanged` is sent. True
  /// by default.
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  /// Whether the clear button may empty the field; true by default.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether the field processes Return (sends `.primaryActionTriggered` and `.editingDidEndOnExit`);
  /// true by default.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The selection or the caret moved while editing (typing moves the caret too).
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  /// True: editing may begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// True: editing may end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// True: every edit is allowed.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  /// True: the clear button clears.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// True: Return is processed.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
