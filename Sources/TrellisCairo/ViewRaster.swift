import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// A view's cached own content (background, border, drawing), kept in `view.rendererCache` like a
/// `CALayer` backing store, and reused until its key changes; then it is redrawn in place, into the
/// same surfaces when their pixel size is unchanged (a reused cell showing new content).
package final class ViewRaster {
  /// Everything the raster depends on; a different key means the raster is redrawn.
  ///
  /// Colours are held as their components, not as `Color` objects, so that making and comparing a key
  /// each frame involves no reference counting.
  struct Key: Equatable {
    var contentVersion: UInt64
    var size: CGSize
    var scale: CGFloat
    var backgroundColor: ColorComponents?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: ColorComponents
    var clipsContent: Bool
    var borderAboveSubviews: Bool
  }

  /// What to draw for the view's own content.
  package enum Content {
    /// Nothing: no background, border or drawing.
    case empty
    /// A square-cornered background only, filled directly each frame (no surface).
    case solid(SolidFill)
    /// A cached surface.
    case surface(RasterSurface)
  }

  /// The key the raster was made for.
  var key: Key
  /// The content under the subviews.
  package var content: Content
  /// The border, drawn above the subviews as Core Animation does, when the view has subviews.
  package var border: RasterSurface?
  /// The key of the shadow last made for this raster (nil: none asked for), so a view whose outline
  /// casts nothing isn't tried again each frame.
  var shadowKey: ShadowRaster.Key?
  /// The view's shadow, drawn under its content, when it casts one (`ShadowRaster`).
  package var shadow: ShadowRaster?

  init(key: Key, content: Content, border: RasterSurface?) {
    self.key = key
    self.content = content
    self.border = border
  }
}

extension ViewRaster.Key {
  /// The key of a view's presentation state at a scale.
  @MainActor init(view: View, state p: LayerState, scale: CGFloat, hasSubviews: Bool, omitsBackground: Bool) {
    let hasBorder = p.borderWidth > 0 && !p.borderColor.isClear
    self.init(
      contentVersion: view.contentVersion, size: p.bounds.size, scale: scale,
      backgroundColor: omitsBackground ? nil : p.backgroundColor.flatMap { $0.isClear ? nil : ColorComponents($0) },
      cornerRadius: p.cornerRadius, borderWidth: hasBorder ? p.borderWidth : 0,
      borderColor: ColorComponents(p.borderColor),
      clipsContent: view.clipsToBounds && p.cornerRadius > 0, borderAboveSubviews: hasBorder && hasSubviews)
  }
}
