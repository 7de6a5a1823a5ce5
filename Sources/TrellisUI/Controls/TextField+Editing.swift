import Foundation
import TrellisGeometry

extension TextField {
  /// The selection in grapheme clusters of the text, empty at the caret.
  var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

  /// The selection in UTF-16 units of the text, as `NSString` and the delegate count (UITextView's
  /// `selectedRange`; UIKit's text field answers a `UITextRange`). Setting it clamps the range to the
  /// text and widens it to whole grapheme clusters; a location of `NSNotFound` or past the end puts the
  /// caret at the end.
  public var selectedRange: NSRange {
    get { storage.utf16Range(ofCharacters: selection) }
    set {
      let length = storage.utf16.count
      let location = newValue.location < 0 || newValue.location == NSNotFound ? length : min(newValue.location, length)
      let end = min(location + min(max(newValue.length, 0), length - location), length)
      let lower = storage.characterOffset(ofUTF16: location, roundingUp: false)
      let upper = storage.characterOffset(ofUTF16: end, roundingUp: true)
      marked = nil
      setSelection(anchor: lower, caret: upper)
    }
  }

  /// Moves the selection (offsets clamped to the text); tells the delegate while editing when it moved.
  func setSelection(anchor newAnchor: Int, caret newCaret: Int) {
    let count = storage.count
    let a = min(max(newAnchor, 0), count)
    let c = min(max(newCaret, 0), count)
    guard a != anchor || c != caret else { return }
    anchor = a
    caret = c
    selectionDidChange()
    if isEditing { delegate?.textFieldDidChangeSelection(self) }
  }

  /// Moves the caret to an offset, keeping the anchor when `extending` (Shift).
  func moveCaret(to offset: Int, extending: Bool) {
    setSelection(anchor: extending ? anchor : offset, caret: offset)
  }

  /// Replaces `range` (grapheme clusters, clamped) with `replacement` as the user does: the delegate may
  /// refuse; then the caret goes after the insertion, the delegate hears of the selection and
  /// `.editingChanged` is sent. Newlines become spaces. Returns whether the text changed.
  ///
  /// A delegate that changes the text itself while asked (setting `text`, as UIKit code does to reformat
  /// input) has taken the edit over: the edit is dropped whatever it answers.
  @discardableResult func replaceCharacters(in range: Range<Int>, with replacement: String) -> Bool {
    let count = storage.count
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let inserted = String(replacement.map { $0.isNewline ? " " : $0 })
    guard lower < upper || !inserted.isEmpty else { return false }
    let version = textVersion
    if let delegate {
      let utf16 = storage.utf16Range(ofCharacters: lower..<upper)
      guard delegate.textField(self, shouldChangeCharactersIn: utf16, replacementString: inserted),
        version == textVersion, isEditing
      else { return false }
    }
    let start = storage.index(storage.startIndex, offsetBy: lower)
    let end = storage.index(start, offsetBy: upper - lower)
    let caretUTF16 = storage.utf16.distance(from: storage.utf16.startIndex, to: start) + inserted.utf16.count
    storage.replaceSubrange(start..<end, with: inserted)
    textVersion += 1
    let newCaret = storage.characterOffset(ofUTF16: caretUTF16, roundingUp: true)
    anchor = newCaret
    caret = newCaret
    textGeometryDidChange()
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    return true
  }

  /// Deletes the selection if there is one, else `range` (when given), as a user edit.
  func deleteSelectionOr(_ range: Range<Int>?) {
    guard isEditing, marked == nil else { return }
    if !selection.isEmpty {
      replaceCharacters(in: selection, with: "")
    } else if let range, range.lowerBound >= 0, range.upperBound <= storage.count {
      replaceCharacters(in: range, with: "")
    }
  }

  /// Sets the text as the app does: no delegate question, no events, the caret at the end.
  func setTextProgrammatically(_ newText: String) {
    marked = nil
    storage = newText
    textVersion += 1
    anchor = storage.count
    caret = anchor
    textGeometryDidChange()
  }

  /// Starts editing once first responder: text input on, caret at the end, then the delegate and
  /// `.editingDidBegin`.
  func beginEditing() {
    isEditing = true
    if clearsOnBeginEditing { setTextProgrammatically("") }
    anchor = storage.count
    caret = anchor
    Application.shared.host?.startTextInput()
    selectionDidChange()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
  }

  /// Stops editing once no longer first responder: the composition is committed, text input goes off,
  /// the text scrolls back to its start, then the delegate and `.editingDidEnd`.
  func endEditing() {
    unmarkText()
    isEditing = false
    Application.shared.host?.stopTextInput()
    scrollOffset = 0
    setNeedsDisplay()
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
  }

  /// Return: if `textFieldShouldReturn` agrees, `.primaryActionTriggered` and `.editingDidEndOnExit`
  /// are sent, and the field resigns when a target is registered for `.editingDidEndOnExit`.
  func processReturn() {
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    sendActions(for: .primaryActionTriggered)
    guard isEditing else { return }
    let resigns = hasActions(for: .editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if resigns && isEditing { resignFirstResponder() }
  }

  /// Empties the field from the clear button, if `textFieldShouldClear` agrees: editing begins if it
  /// hadn't, and `.editingChanged` is sent when there was text.
  func clearFromButton() {
    if let delegate, !delegate.textFieldShouldClear(self) { return }
    if !isEditing { becomeFirstResponder() }
    guard !storage.isEmpty else { return }
    setTextProgrammatically("")
    if isEditing { delegate?.textFieldDidChangeSelection(self) }
    sendActions(for: .editingChanged)
  }

  /// The start and end of the word around a grapheme offset: the run of non-whitespace (or of whitespace)
  /// characters it is in.
  /// - Complexity: O(n) in the length of the text.
  func wordRange(at offset: Int) -> Range<Int> {
    let characters = Array(storage)
    guard !characters.isEmpty else { return 0..<0 }
    let probe = min(max(offset, 0), characters.count - 1)
    let isSpace = characters[probe].isWhitespace
    var lower = probe
    while lower > 0, characters[lower - 1].isWhitespace == isSpace { lower -= 1 }
    var upper = probe + 1
    while upper < characters.count, characters[upper].isWhitespace == isSpace { upper += 1 }
    return lower..<upper
  }
}
