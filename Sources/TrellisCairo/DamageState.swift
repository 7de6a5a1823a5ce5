import Foundation
import TrellisGeometry

/// What a renderer remembers between damage-tracked frames (`renderChanges`): the target whose pixels
/// hold the last frame, and what that frame redrew.
struct DamageState {
  /// The pixels, size and scale the last frame was drawn into, and the window drawn.
  struct Target: Equatable {
    var base: UnsafeMutableRawPointer
    var width: Int
    var height: Int
    var bytesPerRow: Int
    var scale: CGFloat
    var window: ObjectIdentifier
  }

  /// The target of the last damage-tracked frame; nil before the first.
  var target: Target?
  /// The damage the last frame redrew, in window points.
  var region = DamageRegion()
  /// The target pixels the last frame redrew: the damage's rectangles rounded out to whole pixels and
  /// grown by one (a raster snapped to the pixel grid reaches up to one pixel past its bounds).
  var boxes: [PixelBox] = []
  /// The target pixels the last frame moved a scroll's pixels to (`ScrollCopy`), if it did.
  var movedBox: PixelBox?
  /// Whether the last frame redrew the whole target.
  var redrewEverything = true

  init() { boxes.reserveCapacity(region.maximumRectangleCount) }
}
