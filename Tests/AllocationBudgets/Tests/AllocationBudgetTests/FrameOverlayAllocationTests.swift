import CAllocationCounter
import Foundation
import Testing
import Trellis
import TrellisCairo

/// Whether the code under test is optimised (see SpringyAllocationTests: debug builds allocate per loop step).
private let isOptimized: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// The frame-time overlay as the SDL host uses it each frame: a frame recorded with all its figures,
/// then the overlay laid out and drawn over a 960 × 640 target. Its text and graph are redrawn at most
/// every `displayInterval` (0.25 s of frame time); the frames between allocate nothing.
@MainActor struct FrameOverlayAllocationTests {
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func framesBetweenDisplayUpdatesAllocateNothing() {
    let width = 960
    let height = 640
    let pixels = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
    defer { pixels.deallocate() }
    pixels.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
    let target = PixelBuffer(base: pixels, width: width, height: height, bytesPerRow: width * 4)
    let renderer = CairoRenderer()
    let overlay = FrameTimeOverlayView()
    overlay.frame = CGRect(x: 552, y: 8, width: overlay.bounds.width, height: overlay.bounds.height)
    var between: UInt64 = 0
    var betweenFrames = 0
    var updates = 0
    // 240 frames at 60 Hz (4 s): the first 60 warm up (the ring buffer, the rasters, the text's layouts).
    for frame in 0..<240 {
      let before = trellis_thread_malloc_count()
      overlay.record(
        start: Double(frame) / 60, work: 0.004 + Double(frame % 7) / 1000, present: 0.012,
        counters: FrameCounters(cellsCreated: 30, cellsReused: frame * 3, rasterisations: frame * 2),
        composite: 0.0015, damagedPixels: 96_000 + frame, windowPixels: width * height,
        latency: frame % 3 == 0 ? 0.017 : nil, path: .cpuDamage)
      let updated = !overlay.hasStaleDisplay
      overlay.layoutIfNeeded()
      renderer.render(overlay, over: target, scale: 1)
      let after = trellis_thread_malloc_count()
      if updated { updates += 1 }
      if frame >= 60 && !updated {
        between += after - before
        betweenFrames += 1
      }
    }
    // Updates at frames 0, 15, 30, … 225 (every 0.25 s); the other 168 frames after the warm-up (of the
    // 180 from frame 60 on, 12 update) allocate nothing.
    #expect(updates == 16)
    #expect(betweenFrames == 168)
    #expect(between == 0)
  }
}
