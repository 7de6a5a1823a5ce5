import Foundation
import TrellisGeometry
import TrellisUI

extension HeadlessHost {
  /// Notes that text input is on.
  public func startTextInput() { isTextInputActive = true }

  /// Notes that text input is off.
  public func stopTextInput() { isTextInputActive = false }

  /// Keeps the caret rectangle in `textInputRect`.
  public func setTextInputRect(_ rect: CGRect) { textInputRect = rect }

  /// Types text as a window host's text input delivers it (`HostEvent.textInput`), then runs a frame.
  public func type(_ text: String) { send(.textInput(text)) }

  /// An input method's composition (`HostEvent.textEditing`), then a frame; the selected range is in
  /// UTF-16 units of `text` and defaults to a caret at its end. Empty text ends the composition.
  public func compose(_ text: String, selectedRange: NSRange? = nil) {
    send(.textEditing(text, selectedRange: selectedRange ?? NSRange(location: text.utf16.count, length: 0)))
  }
}
