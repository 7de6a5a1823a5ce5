import CCairo
import Foundation

/// What the renderer tracks while a frame is being drawn: the destination and the clip, so plain
/// composites can go straight to pixman without cairo's per-call allocations.
struct FrameState {
  /// The destination.
  let target: TargetSurface
  /// Pixels per point.
  let scale: CGFloat
  /// The pixel-aligned rectangle all active clips reduce to, when they are all such rectangles.
  var clipBox: PixelBox
  /// How many active clips are not pixel-aligned rectangles (rounded, rotated, projected); while
  /// any is, drawing goes through cairo, which applies them.
  var complexClips = 0
  /// How many opacity groups are open; while any is, cairo's group surface is the destination.
  var groupDepth = 0
  /// The device pixels anything drawn can still reach (target ∩ the bounding boxes of all clips);
  /// views outside it are culled: not rasterised, not composited.
  var cullBox: PixelBox

  init(target: TargetSurface, scale: CGFloat) {
    self.target = target
    self.scale = scale
    clipBox = PixelBox(x0: 0, y0: 0, x1: Int32(target.surface.width), y1: Int32(target.surface.height))
    cullBox = clipBox
  }

  /// Whether a composite may write the target's pixels directly with pixman.
  var compositesDirectly: Bool { groupDepth == 0 && complexClips == 0 }
}
