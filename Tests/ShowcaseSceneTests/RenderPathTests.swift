import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisSDL
import TrellisTesting

@testable import showcase

/// The GPU path (`TextureCompositor`) run on SDL's software renderer, which needs no display, against
/// the CPU path (`CairoRenderer`): every showcase scene, and the texture cache's uploads and evictions.
///
/// Tolerance, software renderer: a pixel differs when a channel is more than 24 of 255 apart, and at most
/// 3.5% of a scene's pixels and 0.5% of all scenes' pixels may differ. Pixel-aligned rasters come out
/// within 3 (straight-alpha textures round once more than cairo's premultiplied ones); the differences
/// past the threshold are the edges and text of rotated, sheared and projected views, which SDL's
/// software renderer samples nearest-neighbour with aliased triangle edges where cairo filters
/// bilinearly and antialiases (worst: custom-attributes, sheared cells with small italic text, 2.9%).
/// Under OpenGL (`showcase --compare-render-paths` under Xvfb, llvmpipe) the worst scene is 0.7%.
@MainActor
@Suite("The GPU path composites as the CPU path does")
struct RenderPathTests {
  static let size = CGSize(width: 960, height: 640)
  static let sceneFraction = 0.035
  static let totalFraction = 0.005

  @Test func everySceneMatchesTheCPUPathWithinTheTolerance() throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let rows = RenderPathComparison.compareScenes(size: Self.size, scale: 1) { renderer in
      CompositorTarget(softwareWidth: 960, height: 640, rasters: renderer)
    }
    #expect(rows.count == Scene.all.count + 1, "the list and every scene")
    #expect(RenderPathComparison.channelThreshold == 24)
    var differing = 0
    var pixels = 0
    for row in rows where row.fallbackReason == nil {
      #expect(row.difference.differingFraction <= Self.sceneFraction, "\(row.name): \(row.difference)")
      differing += row.difference.differingPixels
      pixels += row.difference.pixels
    }
    #expect(Double(differing) / Double(pixels) <= Self.totalFraction, "\(differing) of \(pixels) pixels differ")
    // Transforms, perspective (cover flow, the bookshelf's turned spines), per-view opacity (animations)
    // and rectangular clips (every scrolling scene) are composited on the GPU path.
    let composited = Set(rows.filter { $0.fallbackReason == nil }.map(\.name))
    for name in ["cover-flow", "transforms", "bookshelf", "custom-attributes", "animations", "million", "waterfall"] {
      #expect(composited.contains(name), "\(name) was handed to the CPU path")
    }
    // What the GPU path leaves to the CPU path, by scene: on the software renderer, which has no custom
    // blend modes for layers, every opacity group and rounded clip (under OpenGL only stack-pinch's
    // rotated clip).
    let fallbacks = rows.compactMap { row in row.fallbackReason.map { "\(row.name): \($0)" } }
    #expect(
      fallbacks == [
        "list: rounded clip", "photo-grid: rounded clip", "updates: opacity group", "feed: rounded clip",
        "image-grid: rounded clip", "pinch-grid: rounded clip", "stack-pinch: opacity group",
        "reorder-photos: rounded clip", "drag-exchange: rounded clip", "image-drop: rounded clip",
      ])
  }

  /// The GPU path on accelerated renderers, the CPU path on the software one, `TRELLIS_RENDER_PATH`
  /// overriding either way (any case) and ignored when it names neither.
  @Test func thePathFollowsTheRendererUnlessTheEnvironmentChoosesOne() {
    #expect(SDLHost.choosesGPUPath(requested: nil, rendererIsAccelerated: true))
    #expect(!SDLHost.choosesGPUPath(requested: nil, rendererIsAccelerated: false))
    #expect(!SDLHost.choosesGPUPath(requested: "cpu", rendererIsAccelerated: true))
    #expect(SDLHost.choosesGPUPath(requested: "GPU", rendererIsAccelerated: false))
    #expect(!SDLHost.choosesGPUPath(requested: "vulkan", rendererIsAccelerated: false))
    #expect(SDLHost.choosesGPUPath(requested: "", rendererIsAccelerated: true))
  }

  /// A pixel-aligned tree on the GPU path: the same pixels as the CPU path within 3 per channel.
  @Test func pixelAlignedContentIsWithinRounding() throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let renderer = CairoRenderer()
    let (window, _) = Self.makeTiles()
    let target = try #require(CompositorTarget(softwareWidth: 400, height: 300, rasters: renderer))
    let cpu = RenderedImage(width: 400, height: 300)
    let gpu = RenderedImage(width: 400, height: 300)
    renderer.render(window, into: cpu.pixelBuffer, scale: 1)
    #expect(target.composite(window, scale: 1))
    target.readPixels(into: gpu.pixelBuffer)
    let difference = PixelDifference(cpu.pixelBuffer, gpu.pixelBuffer, threshold: 0)
    #expect(difference.maxChannelDifference <= 3, "\(difference)")
    // Opaque pixels, the clipped-away tile and the background are exact.
    #expect(cpu[200, 150] == gpu[200, 150])
    #expect(cpu[5, 5] == gpu[5, 5])
    #expect(gpu[395, 295] == 0xFFFF_FFFF, "the tile outside the clipping view is not drawn")
  }

  /// Textures are uploaded once, again only when their raster is redrawn, and evicted once the
  /// raster is gone.
  @Test func texturesAreUploadedOnceAndEvictedWhenTheirRasterIsGone() throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let renderer = CairoRenderer()
    let (window, label) = Self.makeTiles()
    let target = try #require(CompositorTarget(softwareWidth: 400, height: 300, rasters: renderer))
    #expect(target.composite(window, scale: 1))
    let textures = target.compositor.textureCount
    let uploads = target.compositor.uploads
    #expect(textures == 3, "the label and the two rounded tiles have rasters; square backgrounds are fills")
    #expect(uploads == 3)
    for _ in 0..<5 { #expect(target.composite(window, scale: 1)) }
    #expect(target.compositor.uploads == uploads, "warm frames upload nothing")
    label.text = "Changed"
    window.layoutIfNeeded()
    #expect(target.composite(window, scale: 1))
    #expect(target.compositor.uploads == uploads + 1, "only the redrawn raster is uploaded")
    #expect(target.compositor.textureCount == textures)
    label.removeFromSuperview()
    label.rendererCache = nil
    for _ in 0..<TextureCompositor.evictionSweepInterval { #expect(target.composite(window, scale: 1)) }
    #expect(target.compositor.textureCount == textures - 1, "the label's texture went with its raster")
  }

  /// A window of tiles: an opaque square one (a fill), two rounded ones (rasters), one half transparent,
  /// a label, and a tile clipped away by a clipping view.
  static func makeTiles() -> (Window, Label) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.backgroundColor = .white
    let square = View(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    square.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    window.addSubview(square)
    let rounded = View(frame: CGRect(x: 150, y: 100, width: 120, height: 90))
    rounded.backgroundColor = Color(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
    rounded.cornerRadius = 16
    window.addSubview(rounded)
    let faint = View(frame: CGRect(x: 60, y: 60, width: 140, height: 100))
    faint.backgroundColor = Color(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
    faint.cornerRadius = 8
    faint.alpha = 0.5
    window.addSubview(faint)
    let label = Label(frame: CGRect(x: 20, y: 220, width: 200, height: 30))
    label.text = "Textures"
    window.addSubview(label)
    let clipper = View(frame: CGRect(x: 300, y: 200, width: 80, height: 80))
    clipper.clipsToBounds = true
    let outside = View(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
    outside.backgroundColor = .black
    clipper.addSubview(outside)
    window.addSubview(clipper)
    window.layoutIfNeeded()
    return (window, label)
  }
}
