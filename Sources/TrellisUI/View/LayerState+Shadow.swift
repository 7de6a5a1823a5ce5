import Foundation
import TrellisGeometry

extension LayerState {
  /// How far a shadow's blur reaches past its outline, in multiples of `shadowRadius`: the Gaussian's
  /// sigma is half the radius and the blur is cut off past 3.5 sigma, inside this reach
  /// (`Documentation/Behaviour.md#layer-shadows`).
  package static let shadowReachPerRadius: CGFloat = 2
  /// The largest radius drawn, in points: a larger `shadowRadius` is kept as set but blurs as this one,
  /// so a huge value can't make a raster of hundreds of megabytes or a blur of thousands of taps.
  package static let maximumDrawnShadowRadius: CGFloat = 100

  /// The blur radius drawn: `shadowRadius` within 0…`maximumDrawnShadowRadius`.
  package var drawnShadowRadius: CGFloat { min(max(0, shadowRadius), Self.maximumDrawnShadowRadius) }

  /// Whether the view casts a shadow that shows: a colour that isn't clear, an opacity above 0, and no
  /// clipping to the bounds (`clipsToBounds` clips the shadow away, as `masksToBounds` does in Core
  /// Animation). Non-finite values draw none.
  package func castsShadow(clipsToBounds: Bool) -> Bool {
    guard !clipsToBounds, shadowOpacity > 0, let shadowColor, !shadowColor.isClear else { return false }
    return shadowRadius.isFinite && shadowOffset.width.isFinite && shadowOffset.height.isFinite
  }

  /// The outline's box that casts the shadow, in bounds coordinates: the shadow path's bounding box, or
  /// the bounds.
  package var shadowOutlineBox: CGRect {
    if let shadowPath, !shadowPath.elements.isEmpty {
      let box = shadowPath.boundingBox
      // A path with non-finite points casts nothing (the renderer skips it); damage keeps to the bounds.
      if box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite { return box }
    }
    return bounds
  }

  /// The rectangle, in bounds coordinates, that the shadow may cover: the outline's box grown by the
  /// blur's reach and moved by the offset. Only meaningful when `castsShadow(clipsToBounds:)`.
  package var shadowExtent: CGRect {
    let reach = drawnShadowRadius * Self.shadowReachPerRadius
    return shadowOutlineBox.insetBy(dx: -reach, dy: -reach).offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
  }
}
