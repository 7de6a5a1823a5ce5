// Opens a window with a display; without one (or with `--render FILE`) renders the first screen to a PNG.
import Foundation
import TrellisCairo
import TrellisSDL
import TrellisTesting
import TrellisUIKitNames

let size = CGSize(width: 800, height: 600)
var arguments = CommandLine.arguments.dropFirst()
var renderPath: String?
if arguments.first == "--render" {
  arguments.removeFirst()
  renderPath = arguments.first ?? "minimal-app.png"
} else if !SDLHost.isDisplayAvailable {
  renderPath = "minimal-app.png"
  print("MinimalApp: no display (DISPLAY and WAYLAND_DISPLAY unset); rendering the first screen headlessly.")
}

if let renderPath {
  let host = HeadlessHost(size: size, renderer: CairoRenderer())
  host.launch(delegate: AppDelegate())
  do {
    try host.writePNG(to: renderPath)
    print("MinimalApp: wrote \(renderPath)")
  } catch {
    print("MinimalApp: rendering failed: \(error)")
    exit(1)
  }
} else {
  do {
    try SDLHost(title: "Minimal Trellis App", size: size).run(delegate: AppDelegate())
  } catch {
    print("MinimalApp: could not open a window (\(error)); use --render FILE to render without a display.")
    exit(1)
  }
}
