import Foundation

extension TextField {
  /// An input method's composition: its text and the selection inside it, in UTF-16 units of the text.
  struct MarkedText: Equatable {
    /// The text being composed (newlines as spaces).
    var text: String
    /// The selection inside `text`; its start is the caret.
    var selectedRange: NSRange
  }

  /// What the field shows: the text with the marked text in place of the selection, and where the caret,
  /// the selection and the marked text are in it, in grapheme clusters.
  struct DisplayedText: Equatable {
    /// The shown string, newlines as spaces.
    var string: String
    /// The caret.
    var caret: Int
    /// The highlighted selection (empty while composing).
    var selection: Range<Int>
    /// The marked text, nil when nothing is being composed.
    var marked: Range<Int>?
    /// The part of the marked text the input method selected (the clause being converted), if any.
    var markedSelection: Range<Int>?
  }

  /// Replaces the composition; nil or empty text ends it without committing. The range is clamped to
  /// the marked text.
  func updateMarkedText(_ text: String?, selectedRange: NSRange) {
    guard let text, !text.isEmpty else {
      if marked != nil {
        marked = nil
        textGeometryDidChange()
      }
      return
    }
    let shown = String(text.map { $0.isNewline ? " " : $0 })
    let length = shown.utf16.count
    let location =
      selectedRange.location < 0 || selectedRange.location == NSNotFound ? length : min(selectedRange.location, length)
    let selectedLength = min(max(selectedRange.length, 0), length - location)
    marked = MarkedText(text: shown, selectedRange: NSRange(location: location, length: selectedLength))
    textGeometryDidChange()
  }

  /// The marked text's range in the shown text in UTF-16 units, nil when nothing is being composed.
  var markedRangeInDisplay: NSRange? {
    guard let marked else { return nil }
    let start = storage.utf16Range(ofCharacters: 0..<selection.lowerBound).length
    return NSRange(location: start, length: marked.text.utf16.count)
  }

  /// The shown text with the caret, selection and marked text in it.
  /// - Complexity: O(n) in the length of the text.
  var displayedText: DisplayedText {
    let plain = storage.contains(where: \.isNewline) ? String(storage.map { $0.isNewline ? " " : $0 }) : storage
    guard let marked else {
      return DisplayedText(string: plain, caret: caret, selection: selection, marked: nil, markedSelection: nil)
    }
    let range = selection
    let start = plain.index(plain.startIndex, offsetBy: range.lowerBound)
    let end = plain.index(start, offsetBy: range.count)
    let prefix = plain[..<start]
    let shown = String(prefix) + marked.text + String(plain[end...])
    let markStart = prefix.utf16.count
    func offset(_ utf16: Int, up: Bool) -> Int { shown.characterOffset(ofUTF16: markStart + utf16, roundingUp: up) }
    let markedRange = offset(0, up: false)..<offset(marked.text.utf16.count, up: true)
    let selected = marked.selectedRange
    let markedSelection =
      selected.length > 0
      ? offset(selected.location, up: false)..<offset(selected.location + selected.length, up: true) : nil
    let caretOffset = offset(selected.location, up: false)
    return DisplayedText(
      string: shown, caret: caretOffset, selection: caretOffset..<caretOffset, marked: markedRange,
      markedSelection: markedSelection)
  }
}
