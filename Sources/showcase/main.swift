import Foundation
import Trellis
import TrellisCairo
import TrellisSDL

let usage = """
  usage: showcase [--render DIR] [--scene ID] [--size WxH] [--scale S] [--list]
                  [--compare-render-paths] [--benchmark-render-paths]

  With a display, opens a window with the scene list (or one scene with --scene).
  With --render DIR, or when no display is available, renders every scene to PNG files in DIR
  (default: ./showcase-renders) and prints their paths.
  --compare-render-paths renders every scene through the CPU and the GPU path (a hidden window's
  renderer under a display, else SDL's software renderer) and prints their pixel differences and
  warm-frame times; --benchmark-render-paths times composite-200-scroll's content on both paths.
  Scenes: \(Scene.all.map(\.id).joined(separator: ", "))
  """

var renderDirectory: String?
var sceneID: String?
var size = CGSize(width: 960, height: 640)
var scale: CGFloat = 1
var comparesRenderPaths = false
var benchmarksRenderPaths = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--render": renderDirectory = arguments.popFirst() ?? "showcase-renders"
  case "--scene": sceneID = arguments.popFirst()
  case "--size":
    let parts = (arguments.popFirst() ?? "").split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2 else {
      print(usage)
      exit(2)
    }
    size = CGSize(width: parts[0], height: parts[1])
  case "--scale": scale = CGFloat(Double(arguments.popFirst() ?? "") ?? 1)
  case "--compare-render-paths": comparesRenderPaths = true
  case "--benchmark-render-paths": benchmarksRenderPaths = true
  case "--list":
    for scene in Scene.all { print("\(scene.id)\t\(scene.title): \(scene.subtitle)") }
    exit(0)
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    print("showcase: unknown argument \(argument)\n\n\(usage)")
    exit(2)
  }
}

let initialScene = sceneID.flatMap { id in Scene.all.first { $0.id == id } }
if let sceneID, initialScene == nil {
  print("showcase: no scene \(sceneID); scenes: \(Scene.all.map(\.id).joined(separator: ", "))")
  exit(2)
}

if comparesRenderPaths {
  exit(RenderPathComparison.runCommand(size: size, scale: scale) ? 0 : 1)
}
if benchmarksRenderPaths {
  RenderPathComparison.runBenchmark(scale: scale)
  exit(0)
}

if renderDirectory == nil && !SDLHost.isDisplayAvailable {
  renderDirectory = "showcase-renders"
  print("showcase: no display available (DISPLAY and WAYLAND_DISPLAY unset); rendering scenes headlessly instead.")
}

if let renderDirectory {
  do {
    let paths = try HeadlessRender.renderAll(to: renderDirectory, size: size, scale: scale)
    print("showcase: rendered \(paths.count) PNG files into \(renderDirectory)/")
    for path in paths { print("  \(path)") }
  } catch {
    print("showcase: rendering failed: \(error)")
    exit(1)
  }
} else {
  let host = SDLHost(title: "Trellis Showcase", size: size)
  do {
    try host.run(delegate: ShowcaseDelegate(initialScene: initialScene))
  } catch {
    print("showcase: could not open a window (\(error)); use --render DIR to render without a display.")
    exit(1)
  }
}
