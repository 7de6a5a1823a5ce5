import Foundation
import Trellis

/// Scroll physics workloads: frames of a running fling (the animator ticks the deceleration, the
/// collection view lays out), to show a deceleration allocates nothing per frame once running.
@MainActor enum ScrollBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "scroll-fling-frame-1m", unit: "µs/frame", runs: 5,
        note: "a 5000 pt/s fling of the 1M-item grid: animator tick (deceleration) + layout pass, per 60 Hz frame"
      ) { flingFrames(measureAllocations: false) },
      Benchmark(
        name: "scroll-fling-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per fling frame at 1M items, once running (needs the allocation probe; -1 without it)"
      ) { flingFrames(measureAllocations: true) },
    ]
  }

  /// Median microseconds, or allocations, per frame over 60 frames of a fling, after a warm-up fling.
  static func flingFrames(measureAllocations: Bool) -> Double {
    if measureAllocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let (cv, source) = CollectionBenchmarks.makeCollectionView(items: 1_000_000)
    var time: TimeInterval = 0
    func frame() {
      time += 1.0 / 60
      Application.shared.renderFrame(at: time)
      cv.layoutIfNeeded()
    }
    func fling() {
      cv.beginDragging(at: CGPoint(x: 640, y: 400))
      cv.dragged(translation: CGPoint(x: 0, y: -40))
      cv.endDragging(velocity: CGPoint(x: 0, y: -5000))
    }
    fling()
    for _ in 0..<120 { frame() }
    fling()
    frame()
    var samples: [Double] = []
    samples.reserveCapacity(60)
    let before = AllocationProbe.count
    for _ in 0..<60 {
      if measureAllocations { frame() } else { samples.append(Benchmark.milliseconds { frame() } * 1000) }
    }
    let after = AllocationProbe.count
    withExtendedLifetime(source) {}
    cv.stopDecelerating()
    Application.shared.reset()
    if measureAllocations, let before, let after { return Double(after - before) / 60 }
    return samples.sorted()[samples.count / 2]
  }
}
