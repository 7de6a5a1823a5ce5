import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisDynamics
import TrellisTesting

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

  /// The Attachments scene at its snapshot instant (everything still moving): the slider is on its
  /// rail within 0.05 pt and unturned, the pendulum's pinned point within 0.5 pt of the pivot, the rope
  /// within 5 pt of its 200 pt, the welded pair's relative angle unchanged within 1e-6 rad; then the
  /// whole scene comes to rest.
  @Test func attachmentsSceneHoldsItsJointsMidMotion() throws {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640), scale: 1, renderer: CairoRenderer())
    let scene = try #require(Scene.all.first { $0.id == "attachments" })
    host.launch(delegate: ShowcaseDelegate(initialScene: scene))
    let navigation = try #require(host.window?.rootViewController as? NavigationController)
    let controller = try #require(navigation.topViewController as? AttachmentsScene)
    let start = controller.slider.center
    host.advance(by: scene.renderDelay)
    #expect(controller.animator.isRunning)
    let axis = AttachmentsScene.railAxis
    let length = hypot(axis.dx, axis.dy)
    let dx = controller.slider.center.x - start.x
    let dy = controller.slider.center.y - start.y
    let along = (dx * axis.dx + dy * axis.dy) / length
    #expect(abs(dx * axis.dy - dy * axis.dx) / length < 0.05, "the slider left its rail: \(controller.slider.center)")
    #expect(along > 50 && along < AttachmentsScene.railLength, "the slider slid \(along) pt")
    #expect(controller.slider.transform == .identity)
    let angle = atan2(controller.pendulum.transform.b, controller.pendulum.transform.a)
    let pinned = CGPoint(
      x: controller.pendulum.center.x - 72 * cos(angle), y: controller.pendulum.center.y - 72 * sin(angle))
    #expect(pinned.distance(to: controller.pivot.center) < 0.5, "the pendulum's pin is at \(pinned)")
    #expect(angle > 0.3, "the pendulum swung down to \(angle) rad")
    // The weight falls 169 pt (at under 600 pt/s) to where the rope goes taut: the rope overshoots
    // by at most one step's travel (under 5 pt).
    let rope = controller.weight.center.distance(to: controller.hook.center)
    #expect(rope > 195 && rope < 204.8, "the rope is \(rope) pt long")
    let angleA = atan2(controller.weldA.transform.b, controller.weldA.transform.a)
    let angleB = atan2(controller.weldB.transform.b, controller.weldB.transform.a)
    #expect(abs(angleB - angleA) < 1e-6, "the weld turned by \(angleB - angleA) rad")
    #expect(controller.weldA.center.y > 250, "the welded pair fell to \(controller.weldA.center.y)")
    // The hinge's friction and the weight's resistance bring the scene to rest within 30 s (the
    // weight's swing decays as e^(−0.3 t), below the 0.5 pt/s rest speed after about 29 s).
    var seconds = 0
    while controller.animator.isRunning && seconds < 60 {
      host.advance(by: 1)
      seconds += 1
    }
    #expect(seconds <= 30, "the scene came to rest after \(seconds) s")
    // It stops at a turn of its swing: 0.1 s below 0.5 pt/s there allows an amplitude of 0.5 / (ω²·0.05)
    // = 2 pt on the 200 pt rope (ω² = g / L = 5 s⁻²).
    #expect(abs(controller.weight.center.x - controller.hook.center.x) < 2, "the weight hangs under the hook")
  }
}
