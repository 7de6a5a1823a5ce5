import Foundation
import Trellis
import TrellisCairo
import TrellisTesting

/// Renders the scene list and every scene to PNG images without a display.
@MainActor enum HeadlessRender {
  /// One rendered screen: its file name without extension and its PNG data.
  struct Render {
    /// `list`, `push-transition` or a scene's id.
    let name: String
    /// The PNG-encoded screen.
    let png: Data
  }

  /// Writes `list.png`, `push-transition.png` and one `<scene>.png` per scene into `directory`; returns the paths.
  static func renderAll(to directory: String, size: CGSize, scale: CGFloat) throws -> [String] {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return try renderImages(size: size, scale: scale).map { render in
      let path = (directory as NSString).appendingPathComponent(render.name + ".png")
      try render.png.write(to: URL(fileURLWithPath: path))
      return path
    }
  }

  /// The scene list, the push transition halfway and every scene, rendered in memory in that order.
  static func renderImages(size: CGSize, scale: CGFloat) throws -> [Render] {
    var renders: [Render] = []
    let renderer = CairoRenderer()
    // Snapshots never wait for background decodes: the image grid decodes on the main actor here.
    let loadsAsynchronously = ImageGridScene.loadsAsynchronously
    ImageGridScene.loadsAsynchronously = false
    defer { ImageGridScene.loadsAsynchronously = loadsAsynchronously }
    do {
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      let delegate = ShowcaseDelegate()
      host.launch(delegate: delegate)
      renders.append(Render(name: "list", png: try host.renderPNG()))
      // Tap the first row as a user would and catch the slide halfway.
      let firstRow = CGPoint(x: size.width / 2, y: NavigationBar.height + 24 + 32)
      host.tap(at: firstRow)
      host.advance(by: NavigationController.transitionDuration * 0.3)
      renders.append(Render(name: "push-transition", png: try host.renderPNG()))
    }
    for scene in Scene.all {
      let host = HeadlessHost(size: size, scale: scale, renderer: renderer)
      host.launch(delegate: ShowcaseDelegate(initialScene: scene))
      scene.prepareSnapshot?(host)
      host.advance(by: scene.renderDelay)
      renders.append(Render(name: scene.id, png: try host.renderPNG()))
    }
    return renders
  }
}
