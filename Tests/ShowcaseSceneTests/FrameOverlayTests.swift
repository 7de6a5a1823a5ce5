import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

@testable import showcase

/// The frame-time overlay's figures for a real scroll under the manual clock: the million-item grid
/// scrolled by the wheel, drawn every frame, each frame recorded with exact work, present, compositing
/// and latency times and the damage a scroll makes (the collection view's frame: the whole window).
@MainActor
@Suite("Frame-time overlay under the manual clock")
struct FrameOverlayTests {
  @Test func theOverlayCountsWhatTheMillionGridCostsWhileScrolling() throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let renderer = CairoRenderer()
    let host = HeadlessHost(size: CGSize(width: 960, height: 640), renderer: renderer)
    let scene = MillionGridScene()
    let window = host.show(scene)
    let cv = try #require(window.firstSubview(of: CollectionView.self))
    let overlay = FrameTimeOverlayView()
    func record(work: TimeInterval) {
      _ = renderer.renderImage(of: window, scale: 1)
      // Compositing is a quarter of the work; the wheel turned a frame's interval before it began.
      let present = 1.0 / 60 - min(work, 1.0 / 60)
      overlay.record(
        start: host.now, work: work, present: present,
        counters: .totals(in: [window], rasterisations: renderer.statistics.rasterisations), composite: work / 4,
        damagedPixels: 960 * 640, windowPixels: 960 * 640, latency: 1.0 / 60 + work + present, path: .cpuDamage)
    }
    record(work: 0.002)
    let baseline = (cv.statistics, renderer.statistics.rasterisations)
    // 120 frames at 60 Hz, the wheel scrolling 40 points in each; frame 60 takes 30 ms and is presented late.
    for frame in 1...120 {
      host.wheel(dy: 40, at: CGPoint(x: 480, y: 400))
      host.advance(by: frame == 60 ? 2.0 / 60 : 1.0 / 60)
      record(work: frame == 60 ? 0.030 : 0.002)
    }
    let summary = overlay.timeline.summary(seconds: 10)
    #expect(summary.frames == 121)
    #expect(summary.framesOverBudget == 1)
    #expect(summary.missedRefreshes == 1)
    #expect(summary.worstWork == 0.030)
    #expect(abs(summary.worstInterval - 2.0 / 60) < 1e-9)
    #expect(abs(summary.framesPerSecond - 120 / (121.0 / 60)) < 1e-6)
    #expect(summary.cellsCreated == cv.statistics.cellsCreated - baseline.0.cellsCreated)
    #expect(summary.cellsReused == cv.statistics.viewsReused - baseline.0.viewsReused)
    #expect(summary.rasterisations == renderer.statistics.rasterisations - baseline.1)
    #expect(cv.contentOffset.y > 2_000, "the wheel scrolled")
    #expect(summary.cellsReused > 100, "scrolling reuses cells")
    #expect(summary.cellsCreated < 40, "a screenful of cells, made once (made \(summary.cellsCreated))")
    #expect(abs(summary.worstComposite - 0.030 / 4) < 1e-12)
    #expect(abs(summary.averageComposite - summary.averageWork / 4) < 1e-12)
    #expect(summary.framesWithInput == 121)
    #expect(abs(summary.averageLatency - (120 * 2.0 / 60 + 1.0 / 60 + 0.030) / 121) < 1e-12)
    #expect(abs(summary.worstLatency - (1.0 / 60 + 0.030)) < 1e-12)
    #expect(summary.lastDamagedPixels == 960 * 640 && summary.lastPath == .cpuDamage)
    // The last 4 s hold every frame (2 s of them); the text shows the same figures.
    overlay.record(
      start: host.now + 0.3, work: 0.002, present: 0.01,
      counters: .totals(in: [window], rasterisations: renderer.statistics.rasterisations), composite: 0.0005,
      damagedPixels: 12_000, windowPixels: 960 * 640, path: .cpuDamage)
    let shown = FrameTimeOverlayView.text(for: overlay.timeline.summary(seconds: 4), seconds: 4)
    #expect(overlay.displayedText == shown)
    #expect(shown[1].hasSuffix("1 of 122 over budget · 2 missed · last 4 s"))
    #expect(
      shown[4...] == [
        "damaged 12,000 px (2.0%) in the last frame", "latency 33.4 ms avg, 46.7 ms worst · input to present",
      ])
    overlay.layoutIfNeeded()
    let image = renderer.renderImage(of: overlay, scale: 1)
    assertSnapshot(image, named: "frame-overlay")
  }
}

extension View {
  /// The first view of a class in this view's subtree, depth first.
  fileprivate func firstSubview<T: View>(of type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T ?? subview.firstSubview(of: type) { return match }
    }
    return nil
  }
}
