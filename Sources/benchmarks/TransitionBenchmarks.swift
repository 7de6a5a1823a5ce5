import Foundation
import TrellisCollection
import TrellisLayouts
import TrellisUI

/// Interactive layout transitions: one frame of a pinch between two grid densities in a 1M-item grid
/// (about 100 cells visible), the gesture setting `transitionProgress` every frame.
@MainActor enum TransitionBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "transition-interactive-frame-1m", unit: "µs/frame", runs: 3,
        note: "1M-item grid, 90 pt to 150 pt cells (~100 visible): set transitionProgress + frame + layout pass"
      ) { interactiveFrames(measureAllocations: false) },
      Benchmark(
        name: "transition-interactive-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per interactive-transition frame once warm (needs the allocation probe; -1 without it)"
      ) { interactiveFrames(measureAllocations: true) },
    ]
  }

  /// Median microseconds, or allocations, per frame over 60 frames of progress moving 0.01 a frame,
  /// after 120 warm-up frames over the same range.
  static func interactiveFrames(measureAllocations: Bool) -> Double {
    if measureAllocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let (cv, source) = CollectionBenchmarks.makeCollectionView(items: 1_000_000)
    // At the top: deep in the grid the two densities show different items at one offset (the ending's
    // target offset brings the focused item back), which would leave few cells on screen mid-way.
    let dense = FlowLayout()
    dense.itemSize = CGSize(width: 150, height: 150)
    dense.minimumInteritemSpacing = 8
    dense.minimumLineSpacing = 8
    let transition = cv.startInteractiveTransition(to: dense)
    var time: TimeInterval = 0
    var step = 0
    func frame() {
      step += 1
      let phase = step % 160
      transition.transitionProgress = 0.1 + 0.01 * CGFloat(phase < 80 ? phase : 160 - phase)
      time += 1.0 / 60
      Application.shared.renderFrame(at: time)
      cv.layoutIfNeeded()
    }
    for _ in 0..<120 { frame() }
    var samples: [Double] = []
    samples.reserveCapacity(60)
    let before = AllocationProbe.count
    for _ in 0..<60 {
      if measureAllocations { frame() } else { samples.append(Benchmark.milliseconds { frame() } * 1000) }
    }
    let after = AllocationProbe.count
    precondition(cv.indexPathsForVisibleItems.count > 40, "a screenful: \(cv.indexPathsForVisibleItems.count)")
    withExtendedLifetime(source) {}
    cv.cancelInteractiveTransition()
    Application.shared.reset()
    if measureAllocations, let before, let after { return Double(after - before) / 60 }
    return samples.sorted()[samples.count / 2]
  }
}
