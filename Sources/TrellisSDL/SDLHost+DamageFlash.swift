import CSDL2
import Foundation
import Trellis
import TrellisCairo

extension SDLHost {
  /// Whether each frame's damaged rectangles are tinted for a few frames, so a developer can see what
  /// is redrawn: toggled by F11 or Ctrl+Shift+D, on at start with `TRELLIS_DAMAGE_FLASH=1`. Only frames
  /// drawn with damage tracking (one window, `TRELLIS_FULL_FRAMES` unset) flash.
  public var flashesDamage: Bool {
    get { damageFlash != nil }
    set {
      guard newValue != (damageFlash != nil) else { return }
      damageFlash = newValue ? DamageFlash() : nil
      // Turning it off redraws everything, so no tint stays behind.
      if !newValue { needsRedraw = true }
      frameRequested = true
    }
  }

  /// Whether flashed rectangles still need frames to fade and be redrawn clean.
  var isFadingDamageFlash: Bool { damageFlash?.isFading ?? false }

  /// Whether a key press toggles the damage flash: F11 alone, or Ctrl+Shift+D.
  static func togglesDamageFlash(_ key: Key, modifiers: KeyModifiers) -> Bool {
    (key == .function(11) && modifiers.isEmpty) || (key == .character("d") && modifiers == [.control, .shift])
  }

  /// Before a frame is drawn: collects the window's damage and starts flashing it, and damages every
  /// flashed rectangle, so last frame's tints are redrawn clean under this frame's.
  func prepareDamageFlash(in window: Window) {
    guard damageFlash != nil else { return }
    window.collectDamage()
    damageFlash!.record(window.damage)
    // A scroll drawn by moving pixels redraws only the strips scrolled in.
    window.forEachPendingExposedStrip { damageFlash!.record($0) }
    for entry in damageFlash!.entries { window.addDamage(entry.rect) }
  }

  /// After a frame is drawn: tints the flashing rectangles over it.
  func drawDamageFlash(into target: PixelBuffer) {
    guard damageFlash != nil else { return }
    let scale = currentScale
    damageFlash!.advance { rect, color in canvasRenderer.tint(rect, of: target, scale: scale, with: color) }
  }
}
