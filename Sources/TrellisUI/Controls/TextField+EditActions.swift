import Foundation

extension TextField {
  /// The selected part of the text.
  var selectedText: String {
    let range = selection
    let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
    return String(storage[start..<storage.index(start, offsetBy: range.count)])
  }

  /// Whether an edit action applies now (only while editing): cut and delete with a selection and no
  /// composition, copy with a selection, paste with a string on the general pasteboard, select all with
  /// text not all selected.
  func canPerformEditAction(_ action: Selector) -> Bool {
    guard isEditing else { return false }
    switch action {
    case .cut, .delete: return !selection.isEmpty && marked == nil
    case .copy: return !selection.isEmpty
    case .paste: return marked == nil && Pasteboard.general.hasStrings
    case .selectAll: return marked == nil && selection.count < storage.count
    default: return false
    }
  }

  /// Puts the selection on the general pasteboard.
  func copySelection() {
    guard isEditing, !selection.isEmpty else { return }
    Pasteboard.general.string = selectedText
  }

  /// Puts the selection on the general pasteboard, then deletes it as a user edit.
  func cutSelection() {
    guard isEditing, marked == nil, !selection.isEmpty else { return }
    Pasteboard.general.string = selectedText
    replaceCharacters(in: selection, with: "")
  }

  /// Replaces the selection with the general pasteboard's string as a user edit.
  func pasteString() {
    guard isEditing, marked == nil, let string = Pasteboard.general.string else { return }
    replaceCharacters(in: selection, with: string)
  }

  /// Selects the whole text, the caret at the end.
  func selectAllText() {
    guard isEditing, marked == nil else { return }
    setSelection(anchor: 0, caret: storage.count)
  }
}
