import Foundation
import Trellis

/// How SDL wheel amounts become scroll deltas in points or magnification factors.
///
/// SDL reports wheel amounts in clicks, positive away from the user (up) and to the right, with the
/// user's scroll-direction preference ("natural scrolling") already applied by the system; the
/// `SDL_MOUSEWHEEL_FLIPPED` direction only says so, and undoing it would give the physical direction, which a
/// scroll view must not use. Fractional amounts come from trackpads (Wayland and macOS divide their
/// pixel deltas by 10), whole ones from click wheels.
enum WheelMapping {
  /// Points one wheel click scrolls.
  static let pointsPerClick: CGFloat = 40
  /// Points one unit of a fractional (trackpad) amount scrolls: SDL divided the pixel delta by 10.
  static let pointsPerPreciseUnit: CGFloat = 10
  /// Magnification of one Ctrl+wheel click up.
  static let magnificationPerClick: CGFloat = 1.1

  /// Whether an amount has a fractional part, which only precise devices produce.
  static func isFractional(_ x: Float, _ y: Float) -> Bool {
    x.rounded() != x || y.rounded() != y
  }

  /// The scroll delta for wheel amounts: positive dy moves content up, revealing what is below, as a
  /// finger moving up would; positive dx reveals what is to the right.
  static func scrollDelta(x: Float, y: Float, precise: Bool) -> CGVector {
    let points = precise ? pointsPerPreciseUnit : pointsPerClick
    return CGVector(dx: CGFloat(x) * points, dy: y == 0 ? 0 : -CGFloat(y) * points)
  }

  /// The magnification for a Ctrl+wheel amount: 1.1 per click up, 1/1.1 per click down.
  static func magnification(y: Float) -> CGFloat {
    pow(magnificationPerClick, CGFloat(y))
  }
}
