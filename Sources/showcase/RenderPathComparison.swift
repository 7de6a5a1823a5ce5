import CSDL2
import Foundation
import Trellis
import TrellisCairo
import TrellisSDL
import TrellisTesting

/// The GPU path (`TextureCompositor`) against the CPU path (`CairoRenderer`) on every scene: the pixels
/// of both and, for `showcase --compare-render-paths`, the time each takes to composite a warm frame.
@MainActor enum RenderPathComparison {
  /// A pixel differs when one of its channels is more than this apart between the paths (out of 255).
  static let channelThreshold = 24
  /// The largest share of a frame's pixels that may differ by more than `channelThreshold`.
  static let maximumDifferingFraction = 0.01

  /// One scene through both paths.
  struct Row {
    /// The scene's id, or `list`.
    let name: String
    /// Why the GPU path handed the frame to the CPU path, nil when it composited it.
    let fallbackReason: String?
    /// How far the GPU path's pixels are from the CPU path's.
    let difference: PixelDifference
    /// Median milliseconds of a warm frame on each path (0 when not timed).
    var cpuMilliseconds = 0.0
    var gpuMilliseconds = 0.0
  }

  /// Renders the scene list and every scene (at its snapshot instant, as `HeadlessRender` does) with
  /// both paths into `target`'s size, timing `timedFrames` warm frames of each when above zero.
  static func compareScenes(
    size: CGSize, scale: CGFloat, timedFrames: Int = 0, writingTo directory: String? = nil,
    makeTarget: (CairoRenderer) -> CompositorTarget?
  ) -> [Row] {
    let loadsAsynchronously = ImageGridScene.loadsAsynchronously
    ImageGridScene.loadsAsynchronously = false
    defer { ImageGridScene.loadsAsynchronously = loadsAsynchronously }
    var rows: [Row] = []
    let scenes: [Scene?] = [nil] + Scene.all
    for scene in scenes {
      let renderer = CairoRenderer()
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      host.launch(delegate: ShowcaseDelegate(initialScene: scene))
      if let scene {
        scene.prepareSnapshot?(host)
        host.advance(by: scene.renderDelay)
      }
      guard let window = host.window, let target = makeTarget(renderer) else { continue }
      let cpu = RenderedImage(width: Int(target.width), height: Int(target.height))
      let gpu = RenderedImage(width: Int(target.width), height: Int(target.height))
      renderer.render(window, into: cpu.pixelBuffer, scale: scale)
      let composited = target.composite(window, scale: scale)
      target.readPixels(into: gpu.pixelBuffer)
      if let directory {
        let name = scene?.id ?? "list"
        try? cpu.writePNG(to: (directory as NSString).appendingPathComponent(name + "-cpu.png"))
        try? gpu.writePNG(to: (directory as NSString).appendingPathComponent(name + "-gpu.png"))
      }
      var row = Row(
        name: scene?.id ?? "list", fallbackReason: composited ? nil : target.compositor.fallbackReason,
        difference: PixelDifference(cpu.pixelBuffer, gpu.pixelBuffer, threshold: channelThreshold))
      if timedFrames > 0 {
        row.cpuMilliseconds = medianMilliseconds(timedFrames) {
          renderer.render(window, into: cpu.pixelBuffer, scale: scale)
        }
        row.gpuMilliseconds = medianMilliseconds(timedFrames) {
          _ = target.composite(window, scale: scale)
          target.finish()
        }
      }
      rows.append(row)
    }
    return rows
  }

  /// The median wall time of `frames` calls of `body`, in milliseconds.
  static func medianMilliseconds(_ frames: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<frames {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    return times.sorted()[times.count / 2]
  }

  /// A compositor target for the command: a hidden window's renderer (SDL picks, accelerated first)
  /// under a display, else SDL's software renderer.
  static func commandTarget(width: Int32, height: Int32, renderer: CairoRenderer) -> CompositorTarget? {
    if SDLHost.isDisplayAvailable, SDL_WasInit(SDL_INIT_VIDEO) != 0 || SDL_InitSubSystem(SDL_INIT_VIDEO) == 0,
      let target = CompositorTarget(windowWidth: width, height: height, rasters: renderer)
    {
      return target
    }
    return CompositorTarget(softwareWidth: width, height: height, rasters: renderer)
  }

  /// `showcase --compare-render-paths`: prints each scene's differences and warm-frame times.
  static func runCommand(size: CGSize, scale: CGFloat) -> Bool {
    var driver = ""
    var premultiplied = false
    let width = Int32((size.width * scale).rounded(.up))
    let height = Int32((size.height * scale).rounded(.up))
    let directory = ProcessInfo.processInfo.environment["TRELLIS_COMPARE_DIRECTORY"]
    let rows = compareScenes(size: size, scale: scale, timedFrames: 15, writingTo: directory) { renderer in
      let target = commandTarget(width: width, height: height, renderer: renderer)
      driver = target.map { "\($0.driverName)\($0.isAccelerated ? " (accelerated)" : "")" } ?? "none"
      premultiplied = target?.compositor.blendsPremultiplied ?? false
      return target
    }
    print("renderer: \(driver), textures \(premultiplied ? "premultiplied (custom blend mode)" : "straight alpha")")
    print(
      "threshold: a channel more than \(channelThreshold) apart; at most \(maximumDifferingFraction * 100)% of pixels")
    var passed = true
    for row in rows {
      // A frame handed back is drawn by the CPU path in the host: nothing to compare.
      let within = row.fallbackReason != nil || row.difference.differingFraction <= maximumDifferingFraction
      passed = passed && within
      let path = row.fallbackReason.map { "cpu frame (\($0))" } ?? "gpu"
      func padded(_ text: String, _ width: Int) -> String {
        text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
      }
      let figures =
        row.fallbackReason == nil
        ? String(
          format: "max %3d  over %6d px (%.3f%%)", row.difference.maxChannelDifference, row.difference.differingPixels,
          row.difference.differingFraction * 100) : ""
      print(
        padded(row.name, 18) + padded(path, 32) + padded(figures, 36)
          + String(format: "cpu %6.2f ms  gpu %6.2f ms", row.cpuMilliseconds, row.gpuMilliseconds)
          + (within ? "" : "  OVER"))
    }
    return passed
  }

  /// `showcase --benchmark-render-paths`: `composite-200-scroll`'s content (200 rounded cells with a
  /// label, 1280×800 points, scrolled 3 pt a frame) composited warm by each path; prints medians.
  static func runBenchmark(scale: CGFloat) {
    let renderer = CairoRenderer()
    let points = CGSize(width: 1280, height: 800)
    let window = Window(frame: CGRect(origin: .zero, size: points))
    window.backgroundColor = .white
    let content = View(frame: window.bounds)
    window.addSubview(content)
    for index in 0..<200 {
      let column = CGFloat(index % 20)
      let row = CGFloat(index / 20)
      let cell = View(frame: CGRect(x: 10 + column * 62, y: 10 + row * 76, width: 100, height: 100))
      cell.backgroundColor = Color(hue: CGFloat(index % 17) / 17, saturation: 0.5, brightness: 0.95)
      cell.cornerRadius = 12
      let label = Label(frame: CGRect(x: 8, y: 38, width: 84, height: 24))
      label.text = "Item \(index)"
      label.font = .systemFont(ofSize: 15)
      cell.addSubview(label)
      content.addSubview(cell)
    }
    window.layoutIfNeeded()
    let width = Int32(points.width * scale)
    let height = Int32(points.height * scale)
    guard let target = commandTarget(width: width, height: height, renderer: renderer) else {
      print("showcase: no SDL renderer for the GPU path")
      return
    }
    let image = RenderedImage(width: Int(width), height: Int(height))
    var frame = 0
    func scroll() {
      content.bounds.origin.y = CGFloat(frame % 20) * 3
      frame += 1
    }
    renderer.render(window, into: image.pixelBuffer, scale: scale)
    _ = target.composite(window, scale: scale)
    target.finish()
    let uploadsBefore = target.compositor.uploads
    let cpu = medianMilliseconds(60) {
      scroll()
      renderer.render(window, into: image.pixelBuffer, scale: scale)
    }
    let gpu = medianMilliseconds(60) {
      scroll()
      _ = target.composite(window, scale: scale)
      target.finish()
    }
    let gpuSubmit = medianMilliseconds(60) {
      scroll()
      _ = target.composite(window, scale: scale)
    }
    target.finish()
    print("renderer: \(target.driverName)\(target.isAccelerated ? " (accelerated)" : ""), \(width)×\(height) pixels")
    print(String(format: "cpu path: %.2f ms/frame (median of 60)", cpu))
    print(String(format: "gpu path: %.2f ms/frame to finished pixels, %.2f ms/frame to submit", gpu, gpuSubmit))
    print(
      "textures: \(target.compositor.textureCount), uploads in warm frames: \(target.compositor.uploads - uploadsBefore)"
    )
  }
}
