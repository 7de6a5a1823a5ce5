import Foundation
import TrellisGeometry

/// Where a dropped item's preview goes: a centre in a container view (`UIDragPreviewTarget`).
@MainActor public final class DragPreviewTarget {
  /// The view whose coordinates `center` is in (`container`).
  public let container: View
  /// The preview's centre when it lands (`center`).
  public let center: CGPoint
  /// The preview's transform when it lands; Trellis keeps the preview untransformed (`transform`).
  public let transform: CGAffineTransform

  /// Creates a target (`init(container:center:transform:)`).
  public init(container: View, center: CGPoint, transform: CGAffineTransform = .identity) {
    self.container = container
    self.center = center
    self.transform = transform
  }
}
