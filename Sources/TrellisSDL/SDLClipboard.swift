import CSDL2
import Foundation
import Trellis

/// The system clipboard through SDL 2's clipboard API (`SDL_GetClipboardText`, `SDL_SetClipboardText`):
/// `Pasteboard.general`'s backend while an `SDLHost` runs. Text only: SDL 2 has no clipboard call for
/// images, so images stay in the application's memory.
@MainActor final class SDLClipboard: PasteboardBackend {
  /// The clipboard's text, nil when it holds none (or none SDL can read as UTF-8 text).
  func readText() -> String? {
    guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
    defer { SDL_free(raw) }
    let text = String(cString: raw)
    return text.isEmpty ? nil : text
  }

  /// Puts text on the clipboard; nil puts the empty string there (SDL's way of clearing it).
  func writeText(_ text: String?) {
    if SDL_SetClipboardText(text ?? "") != 0 {
      FileHandle.standardError.write(Data("[SDLHost] \(SDLError(call: "SDL_SetClipboardText"))\n".utf8))
    }
  }
}
