import Foundation
import Trellis
import TrellisCairo
import TrellisTesting

/// Renders the scene list and every scene to PNG files without a display.
@MainActor enum HeadlessRender {
  /// Writes `list.png`, `push-transition.png` and one `<scene>.png` per scene into `directory`; returns the paths.
  static func renderAll(to directory: String, size: CGSize, scale: CGFloat) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var written: [String] = []
    func write(_ host: HeadlessHost, _ name: String) throws {
      let path = (directory as NSString).appendingPathComponent(name + ".png")
      try host.writePNG(to: path)
      written.append(path)
    }
    let renderer = CairoRenderer()
    do {
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      let delegate = ShowcaseDelegate()
      host.launch(delegate: delegate)
      try write(host, "list")
      // Tap the first row as a user would and catch the slide halfway.
      let firstRow = CGPoint(x: size.width / 2, y: NavigationBar.height + 24 + 32)
      host.tap(at: firstRow)
      host.advance(by: NavigationController.transitionDuration * 0.3)
      try write(host, "push-transition")
    }
    for scene in Scene.all {
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      host.launch(delegate: ShowcaseDelegate(initialScene: scene))
      host.advance(by: scene.renderDelay)
      try write(host, scene.id)
    }
    return written
  }
}
