import CCairo
import Foundation
import TrellisUI

/// A view's plain background colour with a pixman solid image of it, made once with the raster.
package final class SolidFill {
  /// The colour, straight alpha.
  package let color: ColorComponents
  /// The colour as a pixman solid image.
  let pixmanImage: OpaquePointer
  /// Whether the colour is fully opaque, so filling with it replaces the pixels beneath.
  let isOpaque: Bool

  init(_ color: ColorComponents) {
    self.color = color
    let a = min(max(color.alpha, 0), 1)
    func channel(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * a * 65535).rounded()) }
    var pixel = pixman_color(
      red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
      alpha: UInt16((a * 65535).rounded()))
    pixmanImage = pixman_image_create_solid_fill(&pixel)!
    isOpaque = pixel.alpha == 0xFFFF
  }

  deinit { pixman_image_unref(pixmanImage) }
}

/// A colour's straight-alpha components as a plain value: stored and compared in the renderer's
/// per-frame keys without the reference counting of a `Color` object.
package struct ColorComponents: Equatable {
  /// The red component.
  package var red: CGFloat
  /// The green component.
  package var green: CGFloat
  /// The blue component.
  package var blue: CGFloat
  /// The opacity.
  package var alpha: CGFloat

  /// The components of `color`.
  package init(_ color: Color) {
    red = color.red
    green = color.green
    blue = color.blue
    alpha = color.alpha
  }
}
