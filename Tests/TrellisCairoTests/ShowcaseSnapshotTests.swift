import Foundation
import Testing
import Trellis
import TrellisCairo

@testable import showcase

/// Every showcase scene rendered headlessly (960×640 at 1x, the manual clock at each scene's render delay)
/// and compared with its reference PNG, as CI's render step produces them.
@MainActor
@Suite("Showcase scenes match their snapshots")
struct ShowcaseSnapshotTests {
  @Test func everySceneMatchesItsSnapshot() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-showcase-\(getpid())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let paths = try HeadlessRender.renderAll(to: directory.path, size: CGSize(width: 960, height: 640), scale: 1)
    #expect(paths.count == Scene.all.count + 2, "the list, the push transition and one PNG per scene")
    for path in paths {
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      guard let data = FileManager.default.contents(atPath: path), let image = RenderedImage(pngData: data) else {
        Issue.record("unreadable render \(path)")
        continue
      }
      assertSnapshot(image, named: name)
    }
  }
}
