import Foundation

/// The device pixel grid of a solve: resolved fractional sizes are floored to a pixel and positions
/// rounded to the nearest one (Documentation/Behaviour.md#compositional-sizes).
struct CompositionalPixelGrid: Equatable {
  /// Pixels per point; 0 for no grid (`exact`).
  private(set) var scale: CGFloat

  /// No grid: lengths and positions are kept as computed (the visual description's picture).
  static let exact = CompositionalPixelGrid(exactly: ())

  private init(exactly: Void) { scale = 0 }

  /// A grid of `scale` pixels per point; an unspecified or invalid scale (0, negative, not finite) is 1.
  init(scale: CGFloat) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// A length floored to the pixel (`33.67` at scale 2 is `33.5`); non-finite values are kept.
  func floor(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    // A hair of tolerance, so a length a division left a rounding error below a pixel keeps that pixel.
    return ((value * scale) + 1e-6).rounded(.down) / scale
  }

  /// A measured length rounded up to the pixel (`20.3` at scale 2 is `20.5`), so content fits; a hair of
  /// tolerance keeps a length already on the grid.
  func ceil(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return ((value * scale) - 1e-6).rounded(.up) / scale
  }

  /// A position rounded to the nearest pixel (halves away from zero); non-finite values are kept.
  func round(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// A rectangle with its origin rounded to the nearest pixel, its size kept.
  func rounded(_ rect: CGRect) -> CGRect {
    CGRect(x: round(rect.minX), y: round(rect.minY), width: rect.width, height: rect.height)
  }
}
