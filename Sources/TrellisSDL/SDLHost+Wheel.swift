import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// How long after a fractional wheel amount whole amounts still count as precise (a trackpad
  /// gesture can produce whole amounts mid-stream).
  static let preciseWheelHold: TimeInterval = 0.3

  /// A wheel event as a scroll in points, or with Ctrl held as a magnification.
  func handleWheel(_ event: SDL_MouseWheelEvent) {
    guard event.which != Self.touchMouseID else { return }
    let hasPreciseAmounts = linkedSDLVersion >= (2, 0, 18)
    let x = hasPreciseAmounts ? event.preciseX : Float(event.x)
    let y = hasPreciseAmounts ? event.preciseY : Float(event.y)
    if linkedSDLVersion >= (2, 26, 0) { pointerLocation = point(x: event.mouseX, y: event.mouseY) }
    let modifiers = KeyMapping.modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
    if modifiers.contains(.control) {
      guard y != 0 else { return }
      Application.shared.handle(.magnify(factor: WheelMapping.magnification(y: y), location: pointerLocation))
      return
    }
    let time = now
    if WheelMapping.isFractional(x, y) { preciseWheelUntil = time + Self.preciseWheelHold }
    let precise = time <= preciseWheelUntil
    Application.shared.handle(
      .scroll(
        delta: WheelMapping.scrollDelta(x: x, y: y, precise: precise), precise: precise, location: pointerLocation,
        modifiers: modifiers))
  }
}
