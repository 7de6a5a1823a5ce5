import Foundation
import Trellis
import TrellisTesting

/// A text-field delegate that records every call, one line each, and can refuse edits or Return.
@MainActor final class RecordingTextFieldDelegate: TextFieldDelegate {
  var calls: [String] = []
  var allowsChanges = true
  var allowsReturn = true
  var allowsEnd = true
  /// Runs inside `shouldChangeCharactersIn`, before the answer (to set the text from the delegate).
  var onShouldChange: ((TextField) -> Void)?

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    calls.append("shouldBegin")
    return true
  }
  func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    calls.append("shouldEnd")
    return allowsEnd
  }
  func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
  func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    calls.append("shouldChange {\(range.location), \(range.length)} '\(string)'")
    onShouldChange?(textField)
    return allowsChanges
  }
  func textFieldShouldClear(_ textField: TextField) -> Bool {
    calls.append("shouldClear")
    return true
  }
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    calls.append("shouldReturn")
    return allowsReturn
  }
  func textFieldDidChangeSelection(_ textField: TextField) {
    calls.append("selection {\(textField.selectedRange.location), \(textField.selectedRange.length)}")
  }
}

/// Control events a field sent, by name, in order.
@MainActor final class FieldEventLog {
  var entries: [String] = []

  /// Records a field's editing events and `.primaryActionTriggered` (not `.editingDidEndOnExit`, whose
  /// targets make Return resign).
  func observe(_ field: TextField) {
    let names: [(Control.Events, String)] = [
      (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
      (.primaryActionTriggered, "primaryActionTriggered"),
    ]
    for (event, name) in names { field.addAction(for: event) { _ in self.entries.append(name) } }
  }

  /// How many times an event was sent.
  func count(_ name: String) -> Int { entries.filter { $0 == name }.count }
}

/// A 280×34 field at (10, 20) in a 300×100 window, measured by the approximate text system (10.2 pt per
/// grapheme cluster at 17 pt, line height 20.4), with a recording delegate and event log.
@MainActor func hostedField(text: String = "", scale: CGFloat = 1) -> (
  HeadlessHost, TextField, RecordingTextFieldDelegate, FieldEventLog
) {
  TextSystems.current = ApproximateTextSystem()
  let host = HeadlessHost(size: CGSize(width: 300, height: 100), scale: scale)
  let field = TextField(frame: CGRect(x: 10, y: 20, width: 280, height: 34))
  field.text = text
  let delegate = RecordingTextFieldDelegate()
  field.delegate = delegate
  let log = FieldEventLog()
  log.observe(field)
  host.show(field)
  return (host, field, delegate, log)
}

/// The strings of the text commands in a display list.
func drawnStrings(_ list: DisplayList) -> [String] {
  list.commands.compactMap { command in
    if case .text(let block, _) = command { return block.string }
    return nil
  }
}

extension NSRange {
  /// `{location, length}`, as the tests compare ranges.
  var pair: [Int] { [location, length] }
}
