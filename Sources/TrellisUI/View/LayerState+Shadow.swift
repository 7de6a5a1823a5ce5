import Foundation
import TrellisGeometry

extension LayerState {
  /// How far a shadow's blur reaches past its outline, in multiples of `shadowRadius`: the Gaussian's
  /// sigma is half the radius and the blur is cut off past 3.5 sigma, inside this reach
  /// (`Documentation/Behaviour.md#layer-shadows`).
  package static let shadowReachPerRadius: CGFloat = 2

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
    if let shadowPath, !shadowPath.elements.isEmpty { return shadowPath.boundingBox }
    return bounds
  }

  /// The rectangle, in bounds coordinates, that the shadow may cover: the outline's box grown by the
  /// blur's reach and moved by the offset. Only meaningful when `castsShadow(clipsToBounds:)`.
  package var shadowExtent: CGRect {
    let reach = max(0, shadowRadius) * Self.shadowReachPerRadius
    return shadowOutlineBox.insetBy(dx: -reach, dy: -reach).offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
  }
}
