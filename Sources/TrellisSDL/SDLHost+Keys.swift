import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// Key presses and releases (auto-repeat sends more presses); Ctrl+Q quits; F12 and Ctrl+Shift+P
  /// toggle the frame-time overlay, F11 and Ctrl+Shift+D the damage flash (those presses don't reach
  /// the application).
  func handleKey(_ event: SDL_KeyboardEvent) {
    let key = KeyMapping.key(for: event.keysym.sym)
    let modifiers = KeyMapping.modifiers(event.keysym.mod)
    if event.type == SDL_KEYDOWN.rawValue {
      if key == .character("q") && modifiers == .control {
        quitRequested = true
        return
      }
      if Self.togglesFrameOverlay(key, modifiers: modifiers) {
        if event.`repeat` == 0 { showsFrameOverlay.toggle() }
        return
      }
      if Self.togglesDamageFlash(key, modifiers: modifiers) {
        if event.`repeat` == 0 { flashesDamage.toggle() }
        return
      }
      let characters = KeyMapping.characters(
        for: key, modifiers: modifiers, capsLock: KeyMapping.capsLock(event.keysym.mod))
      Application.shared.handle(.keyDown(key, modifiers: modifiers, characters: characters))
    } else {
      Application.shared.handle(.keyUp(key, modifiers: modifiers))
    }
  }
}
