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
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    // Rendered in memory: no temporary directory, so TMPDIR cannot matter.
    let renders = try HeadlessRender.renderImages(size: CGSize(width: 960, height: 640), scale: 1)
    #expect(renders.count == Scene.all.count + 2, "the list, the push transition and one PNG per scene")
    for render in renders {
      guard let image = RenderedImage(pngData: render.png) else {
        Issue.record("unreadable render \(render.name)")
        continue
      }
      assertSnapshot(image, named: render.name)
    }
  }
}
