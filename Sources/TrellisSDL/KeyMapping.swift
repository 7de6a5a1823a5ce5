import CSDL2
import Foundation
import Trellis

/// How SDL keycodes and modifier states become `Key`s, `KeyModifiers` and typed characters.
enum KeyMapping {
  /// The key for an SDL keycode: named keys, F1–F12, printable characters lowercased, else `.other`.
  static func key(for keycode: SDL_Keycode) -> Key {
    if let named = namedKeys[keycode] { return named }
    let f1 = code(SDLK_F1)
    if (f1...f1 + 11).contains(keycode) { return .function(Int(keycode - f1) + 1) }
    if let character = printableCharacter(keycode) { return .character(character) }
    return .other(Int(keycode))
  }

  /// The character a printable keycode stands for, lowercased; nil for control and non-character keys.
  ///
  /// SDL gives printable keys the Unicode scalar of their unshifted character in the current layout.
  static func printableCharacter(_ keycode: SDL_Keycode) -> Character? {
    guard keycode > 32, keycode != 127, keycode & scancodeMask == 0,
      let scalar = Unicode.Scalar(UInt32(keycode)), scalar.properties.generalCategory != .control
    else { return nil }
    return Character(String(scalar).lowercased())
  }

  /// The text a key types, as `UIKey.characters` has it: printable characters (uppercased with Shift or
  /// Caps Lock for letters) and the control characters of Return, Tab, Space, Backspace, Escape, Delete.
  static func characters(for key: Key, modifiers: KeyModifiers, capsLock: Bool) -> String {
    switch key {
    case .character(let character):
      return modifiers.contains(.shift) != capsLock ? character.uppercased() : String(character)
    case .space: return " "
    case .returnOrEnter: return "\r"
    case .tab: return "\t"
    case .backspace: return "\u{8}"
    case .escape: return "\u{1B}"
    case .delete: return "\u{7F}"
    default: return ""
    }
  }

  /// The modifier flags in an SDL modifier state (either side's key counts).
  static func modifiers(_ state: UInt16) -> KeyModifiers {
    var result: KeyModifiers = []
    if state & UInt16(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if state & UInt16(KMOD_CTRL.rawValue) != 0 { result.insert(.control) }
    if state & UInt16(KMOD_ALT.rawValue) != 0 { result.insert(.alternate) }
    if state & UInt16(KMOD_GUI.rawValue) != 0 { result.insert(.command) }
    return result
  }

  /// Whether Caps Lock is on in an SDL modifier state.
  static func capsLock(_ state: UInt16) -> Bool { state & UInt16(KMOD_CAPS.rawValue) != 0 }

  /// Keys with names, by SDL keycode.
  static let namedKeys: [SDL_Keycode: Key] = [
    code(SDLK_UP): .upArrow, code(SDLK_DOWN): .downArrow, code(SDLK_LEFT): .leftArrow,
    code(SDLK_RIGHT): .rightArrow, code(SDLK_PAGEUP): .pageUp, code(SDLK_PAGEDOWN): .pageDown,
    code(SDLK_HOME): .home, code(SDLK_END): .end, code(SDLK_RETURN): .returnOrEnter,
    code(SDLK_KP_ENTER): .returnOrEnter, code(SDLK_SPACE): .space, code(SDLK_ESCAPE): .escape,
    code(SDLK_TAB): .tab, code(SDLK_BACKSPACE): .backspace, code(SDLK_DELETE): .delete,
  ]

  /// An `SDL_KeyCode` constant as the `SDL_Keycode` integer that events carry.
  static func code(_ constant: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(constant.rawValue) }
  /// `SDLK_SCANCODE_MASK`: set on keycodes of keys without a character.
  static let scancodeMask: SDL_Keycode = 1 << 30
}
