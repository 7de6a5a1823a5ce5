import Foundation

/// Counters of the work a renderer did, for tests and benchmarks to check what a frame cost.
public struct RenderStatistics: Hashable, Sendable {
  /// Frames (or standalone images) rendered.
  public var frames = 0
  /// Rectangles redrawn by damage-tracked frames (`renderChanges`) that didn't redraw everything.
  public var damagedRectangles = 0
  /// Pixels inside those rectangles (overlaps counted twice).
  public var damagedPixels = 0
  /// View contents rasterised into a cached surface (each one a cache miss).
  public var rasterisations = 0
  /// Shadows blurred into a cached surface (`layer.shadowOpacity` and friends; each one a cache miss).
  public var shadowRasterisations = 0
  /// Cached surfaces composited with an affine map.
  public var affineComposites = 0
  /// Plain rectangles filled directly (views with only a square-cornered background).
  public var directFills = 0
  /// Cached surfaces composited through a projective (perspective) map.
  public var projectiveComposites = 0
  /// Destination pixels those projective composites visited.
  public var projectivePixels = 0
  /// Views drawn into an offscreen group for exact subtree opacity.
  public var opacityGroups = 0
  /// Destination pixels written by copying opaque content unblended (`PIXMAN_OP_SRC`) in the direct path.
  public var copiedPixels = 0
  /// Destination pixels blended (`PIXMAN_OP_OVER`) in the direct path.
  public var blendedPixels = 0
  /// Destination pixels written by clearing the target at the start of a frame.
  public var clearedPixels = 0
  /// Destination pixels of the clear and of direct composites left unwritten because a later opaque
  /// composite replaces them (occlusion).
  public var occludedPixels = 0
  /// Destination pixels damage-tracked frames moved instead of redrawing them (scrolls, `ScrollCopy`).
  public var movedPixels = 0
  /// Images decoded (PNG or JPEG) or converted from bitmaps.
  public var imageDecodes = 0

  /// Creates zeroed counters.
  public init() {}
}
