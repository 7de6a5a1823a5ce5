import Foundation
import Trellis
import TrellisCairo

/// Damage tracking: one cell animating in the 200-cell window of `composite-200`, redrawn with
/// `CairoRenderer.renderChanges` (only the damaged rectangles) and, for comparison, whole.
@MainActor enum DamageBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "composite-damage-one-cell", unit: "ms/frame", runs: 7,
        note: "composite-200's window, one cell sliding 1 pt per frame; renderChanges redraws its old and new frames"
      ) { oneCell(tracksDamage: true) },
      Benchmark(
        name: "composite-damage-one-cell-full", unit: "ms/frame", runs: 7,
        note: "the same frames rendered whole (render(_:into:scale:)), for comparison"
      ) { oneCell(tracksDamage: false) },
      Benchmark(
        name: "composite-200-scroll-damage", unit: "ms/frame", runs: 7,
        note:
          "composite-200-scroll's frames in a ScrollView through renderChanges: pixels moved, the strip scrolled in redrawn (TRELLIS_SCROLL_COPY=off redraws the view)"
      ) { scrolled(scale: 1) },
      Benchmark(
        name: "composite-200-scroll-damage-2x", unit: "ms/frame", runs: 7,
        note: "as composite-200-scroll-damage at scale 2 (a 2560×1600 frame)"
      ) { scrolled(scale: 2) },
    ]
  }

  /// The median time of 30 warm frames of the 200-cell window in a scroll view scrolled 3 points per
  /// frame (as `composite-200-scroll`), drawn by `renderChanges` at `scale`, damage collection included;
  /// the heap allocations, pixels moved and pixels redrawn per warm frame go into the table's detail.
  static func scrolled(scale: CGFloat) -> Double {
    let renderer = CairoRenderer()
    renderer.movesScrolledPixels = ProcessInfo.processInfo.environment["TRELLIS_SCROLL_COPY"] != "off"
    let (window, content) = Benchmarks.makeScene(cells: 200, perspective: false, inScrollView: true)
    let target = FrameBuffer(
      size: CGSize(width: Benchmarks.screen.width * scale, height: Benchmarks.screen.height * scale))
    renderer.renderChanges(of: window, into: target.buffer, scale: scale)
    content.bounds.origin.y = 3
    renderer.renderChanges(of: window, into: target.buffer, scale: scale)
    var times: [Double] = []
    times.reserveCapacity(30)
    var allocations: UInt64 = 0
    let counted = renderer.statistics
    for frame in 0..<30 {
      content.bounds.origin.y = CGFloat((frame + 2) % 20) * 3
      let before = AllocationProbe.count
      let start = DispatchTime.now().uptimeNanoseconds
      renderer.renderChanges(of: window, into: target.buffer, scale: scale)
      let end = DispatchTime.now().uptimeNanoseconds
      if let before, let after = AllocationProbe.count { allocations += after - before }
      times.append(Double(end - start) / 1e6)
    }
    precondition(renderer.statistics.rasterisations == 400, "warm frames must not rasterise")
    let counts = renderer.statistics
    let moved = Double(counts.movedPixels - counted.movedPixels) / 30e6
    let redrawn = Double(counts.damagedPixels - counted.damagedPixels) / 30e6
    var detail = String(format: "%.2f Mpx moved, %.2f Mpx redrawn per frame", moved, redrawn)
    if AllocationProbe.count != nil {
      Benchmarks.warmFrameAllocations = max(Benchmarks.warmFrameAllocations, Double(allocations) / 30)
      detail += String(format: ", %.1f allocations/frame", Double(allocations) / 30)
    }
    Benchmark.detail = detail
    return times.sorted()[times.count / 2]
  }

  /// The median time of 30 warm frames (damage collection included); the heap allocations per warm
  /// frame go into the table's detail.
  static func oneCell(tracksDamage: Bool) -> Double {
    let renderer = CairoRenderer()
    let (window, content) = Benchmarks.makeScene(cells: 200, perspective: false)
    let cell = content.subviews[90]
    let home = cell.center
    let target = FrameBuffer(size: Benchmarks.screen)
    func draw() {
      if tracksDamage {
        renderer.renderChanges(of: window, into: target.buffer, scale: 1)
      } else {
        renderer.render(window, into: target.buffer, scale: 1)
      }
    }
    draw()
    cell.center = CGPoint(x: home.x + 1, y: home.y)
    draw()
    var times: [Double] = []
    times.reserveCapacity(30)
    var allocations: UInt64 = 0
    for frame in 0..<30 {
      cell.center = CGPoint(x: home.x + CGFloat(frame % 10), y: home.y)
      let before = AllocationProbe.count
      let start = DispatchTime.now().uptimeNanoseconds
      draw()
      let end = DispatchTime.now().uptimeNanoseconds
      if let before, let after = AllocationProbe.count { allocations += after - before }
      times.append(Double(end - start) / 1e6)
    }
    precondition(renderer.statistics.rasterisations == 400, "warm frames must not rasterise")
    precondition(!tracksDamage || !renderer.lastDamageRedrewEverything, "one cell must not redraw everything")
    if AllocationProbe.count != nil {
      Benchmarks.warmFrameAllocations = max(Benchmarks.warmFrameAllocations, Double(allocations) / 30)
      let pixels = tracksDamage ? renderer.statistics.damagedPixels / max(renderer.statistics.frames - 1, 1) : 0
      Benchmark.detail = String(
        format: "%.1f allocations/frame%@", Double(allocations) / 30,
        tracksDamage ? ", \(pixels) pixels redrawn/frame" : "")
    }
    return times.sorted()[times.count / 2]
  }
}
