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

  init(target: TargetSurface, scale: CGFloat) {
    self.target = target
    self.scale = scale
    clipBox = PixelBox(x0: 0, y0: 0, x1: Int32(target.surface.width), y1: Int32(target.surface.height))
  }

  /// Whether a composite may write the target's pixels directly with pixman.
  var compositesDirectly: Bool { groupDepth == 0 && complexClips == 0 }
}

/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`.
struct PixelBox: Equatable {
  var x0: Int32
  var y0: Int32
  var x1: Int32
  var y1: Int32

  /// An unbounded box (for group surfaces, bounded by their own extent).
  static let unbounded = PixelBox(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)

  /// Whether the box holds no pixel.
  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The overlap of two boxes.
  func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }
}
