import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// Turns SDL's text input on (input methods compose; typed text arrives as `SDL_TEXTINPUT`).
  public func startTextInput() { SDL_StartTextInput() }

  /// Turns SDL's text input off (`openWindow()` turns it off too: SDL starts with it on).
  public func stopTextInput() { SDL_StopTextInput() }

  /// Places the input method's candidate window by the caret (`SDL_SetTextInputRect`, in window units);
  /// a rectangle that isn't finite (a field's overridden `editingRect` answering `CGRect.null`) is ignored.
  public func setTextInputRect(_ rect: CGRect) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
    let unit = pointsPerWindowUnit > 0 ? pointsPerWindowUnit : 1
    var sdlRect = SDL_Rect(
      x: Int32((rect.minX / unit).rounded(.down)), y: Int32((rect.minY / unit).rounded(.down)),
      w: Int32((rect.width / unit).rounded(.up)), h: Int32((rect.height / unit).rounded(.up)))
    SDL_SetTextInputRect(&sdlRect)
  }

  /// Committed text (`SDL_TEXTINPUT`) as `HostEvent.textInput`.
  func handleTextInput(_ event: SDL_TextInputEvent) {
    let text = withUnsafeBytes(of: event.text) { Self.string(fromNulTerminated: $0) }
    guard !text.isEmpty else { return }
    Application.shared.handle(.textInput(text))
  }

  /// The composition (`SDL_TEXTEDITING`) as `HostEvent.textEditing`.
  func handleTextEditing(_ event: SDL_TextEditingEvent) {
    let text = withUnsafeBytes(of: event.text) { Self.string(fromNulTerminated: $0) }
    deliverComposition(text, start: Int(event.start), length: Int(event.length))
  }

  /// A long composition (`SDL_TEXTEDITING_EXT`) as `HostEvent.textEditing`; frees SDL's copy of the text.
  func handleTextEditingExt(_ event: SDL_TextEditingExtEvent) {
    guard let pointer = event.text else { return }
    let text = String(cString: pointer)
    SDL_free(pointer)
    deliverComposition(text, start: Int(event.start), length: Int(event.length))
  }

  private func deliverComposition(_ text: String, start: Int, length: Int) {
    Application.shared.handle(
      .textEditing(text, selectedRange: Self.utf16Range(in: text, start: start, length: length)))
  }

  /// SDL's composition cursor and selection length, in Unicode scalars, as a UTF-16 range (clamped).
  static func utf16Range(in text: String, start: Int, length: Int) -> NSRange {
    let scalars = Array(text.unicodeScalars)
    let lower = min(max(start, 0), scalars.count)
    let upper = min(lower + max(length, 0), scalars.count)
    let location = scalars[..<lower].reduce(0) { $0 + $1.utf16.count }
    let span = scalars[lower..<upper].reduce(0) { $0 + $1.utf16.count }
    return NSRange(location: location, length: span)
  }

  /// The UTF-8 text in a fixed-size, NUL-terminated C buffer (invalid bytes repaired).
  static func string(fromNulTerminated bytes: UnsafeRawBufferPointer) -> String {
    let end = bytes.firstIndex(of: 0) ?? bytes.count
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
