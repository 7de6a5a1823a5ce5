import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// Draws windows and view trees with cairo: each view's content is rasterised once into a cached
/// surface and a frame is the compositing of those surfaces, through cairo for affine maps and pixman
/// for perspective ones.
///
/// The renderer reads presentation values (`view.presentation`), so running animations show their
/// in-flight state. It does not lay out: call `Application.renderFrame(at:)` or `layoutIfNeeded()` first.
@MainActor public final class CairoRenderer: WindowRenderer {
  /// The text system used to draw text; also installed as `TextSystems.current`.
  public let textSystem: PangoTextSystem
  /// What the renderer has done since it was made or `resetStatistics()` was called.
  public internal(set) var statistics = RenderStatistics()

  var targets: [TargetSurface] = []
  var frame: FrameState?
  var scratch: ScratchSurface?
  let alphaMasks = AlphaMasks()
  /// The damage-tracked target and what the last `renderChanges` redrew (`CairoRenderer+Damage.swift`).
  var damageState = DamageState()
  /// Whether opaque pixels are copied unblended in the direct path (`PIXMAN_OP_SRC`); tests turn it off
  /// to compare with blending everything, which must give exactly the same pixels.
  var copiesOpaquePixels = true
  /// Whether direct composites are recorded and trimmed by the opaque ones after them, so that pixels
  /// a later layer hides are never written (see `CompositeQueue`); tests turn it off to compare with
  /// writing everything, which must give exactly the same pixels.
  package var occludesHiddenPixels = true
  /// The fewest target pixels for which occlusion is used: below it the frame's writes stay in the
  /// caches and recording them cost more than the writes it saved (measured at 1280×800; it pays
  /// at 2560×1600, see Documentation/Architecture.md).
  package var occlusionMinimumPixels = 2_000_000
  /// Whether `renderChanges` draws a scroll by moving the pixels already drawn (`ScrollCopy`); off, it
  /// redraws the scroll view's rectangle (benchmarks compare the two).
  package var movesScrolledPixels = true
  /// The frame's direct composites not yet written.
  var compositeQueue = CompositeQueue()

  /// Creates a renderer and installs its text system as `TextSystems.current`, so labels measure with
  /// the fonts they are drawn with; the shared one (the project's fonts, see Documentation/Fonts.md)
  /// unless another is given, such as `PangoTextSystem(fonts: .system)` for the machine's fonts.
  public init(textSystem: PangoTextSystem = .shared) {
    self.textSystem = textSystem
    TextSystems.current = textSystem
  }

  /// Sets the statistics back to zero.
  public func resetStatistics() { statistics = RenderStatistics() }

  /// Clears `target` to the window's background and composites the window's presentation tree into
  /// it at `scale` pixels per point, the window's bounds origin at the top-left pixel.
  /// - Complexity: O(visible views) when their rasters are cached; rasterising a view costs its drawing.
  public func render(_ window: Window, into target: PixelBuffer, scale: CGFloat) {
    drawFrame(of: window, into: targetSurface(wrapping: target), scale: scale, clearsToBackground: true)
  }

  /// Composites a view's tree over what `target` already holds, without clearing it, the view's frame
  /// origin at that position in points: for overlays drawn after the windows, such as the frame-time
  /// overlay. The view needn't be in a window; lay it out first.
  /// - Complexity: O(views in the subtree) when their rasters are cached.
  public func render(_ view: View, over target: PixelBuffer, scale: CGFloat) {
    drawFrame(
      of: view, into: targetSurface(wrapping: target), scale: scale, clearsToBackground: false, clearsTarget: false,
      origin: view.frame.origin)
  }

  /// The surface drawing into `target`: the one made for it before, or a new one (two are kept).
  func targetSurface(wrapping target: PixelBuffer) -> TargetSurface {
    if let index = targets.firstIndex(where: { $0.wraps(target) }) { return targets[index] }
    let destination = TargetSurface(buffer: target)
    if targets.count >= 2 { targets.removeFirst() }
    targets.append(destination)
    return destination
  }

  /// Renders a window at `scale` and returns it as PNG data.
  /// - Complexity: O(visible views + pixels).
  public func pngData(of window: Window, scale: CGFloat) throws -> Data {
    try image(of: window, scale: scale, clearsToBackground: true).pngData()
  }

  /// Renders a window at `scale` and writes it as a PNG file.
  /// - Complexity: O(visible views + pixels).
  public func writePNG(of window: Window, scale: CGFloat, to path: String) throws {
    try image(of: window, scale: scale, clearsToBackground: true).writePNG(to: path)
  }

  /// Renders any view and its subviews on their own, on a transparent background, ignoring the view's
  /// position and transform (as `CALayer.render(in:)` does); windows are cleared to their background.
  /// - Complexity: O(views in the subtree + pixels).
  public func renderImage(of view: View, scale: CGFloat) -> RenderedImage {
    image(of: view, scale: scale, clearsToBackground: view is Window)
  }

  private func image(of view: View, scale: CGFloat, clearsToBackground: Bool) -> RenderedImage {
    let size = view.presentation.bounds.size
    let image = RenderedImage(
      width: Int((size.width * scale - 0.001).rounded(.up)), height: Int((size.height * scale - 0.001).rounded(.up)))
    drawFrame(
      of: view, into: TargetSurface(surface: image.surface), scale: scale, clearsToBackground: clearsToBackground)
    return image
  }

  /// Clears the target (unless `clearsTarget` is false) and draws a root view's tree into it, the root's
  /// bounds origin at `origin` (in points); only inside `region` (target pixels) when one is given.
  func drawFrame(
    of root: View, into target: TargetSurface, scale: CGFloat, clearsToBackground: Bool, clearsTarget: Bool = true,
    origin: CGPoint = .zero, region: PixelBox? = nil
  ) {
    let cr = target.cr
    frame = FrameState(target: target, scale: scale)
    defer { frame = nil }
    cairo_surface_flush(target.surface.pointer)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    if let region { clip(to: region) }
    let p = root.presentation
    let visible = !root.isHidden && p.alpha > 0
    var clear = ColorComponents(Color.clear)
    if clearsToBackground, visible, let background = p.backgroundColor { clear = ColorComponents(background) }
    clear.alpha *= p.alpha
    beginDirectComposites(clearingTo: clearsTarget ? Self.pixel(of: clear) : nil, in: frame!.clipBox)
    // Tell cairo the pixels changed behind its back; it would otherwise still treat a new surface as clear.
    cairo_surface_mark_dirty(target.surface.pointer)
    if visible {
      let map = ProjectiveTransform(translationX: origin.x - p.bounds.minX, y: origin.y - p.bounds.minY)
        .concatenating(ProjectiveTransform(scale: scale))
      drawView(root, state: p, map: map, opacity: 1, omitsBackground: clearsToBackground)
    }
    flushDirectComposites()
    cairo_restore(cr)
    cairo_surface_mark_dirty(target.surface.pointer)
    statistics.frames += 1
  }

  /// A colour (straight alpha) as a premultiplied ARGB32 pixel.
  private static func pixel(of color: ColorComponents) -> UInt32 {
    let a = min(max(color.alpha, 0), 1)
    func byte(_ v: CGFloat) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
    return UInt32((a * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
  }
}
