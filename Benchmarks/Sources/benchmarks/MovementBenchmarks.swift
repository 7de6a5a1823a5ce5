import Foundation
import Trellis
import TrellisCairo

/// Interactive movement over the 1M-item grid in a 1280×800 window: a lifted cell dragged across the
/// screen 6 pt per frame (its target changes every ~16 frames, each change a one-move batch whose
/// make-room animation runs 0.3 s; every 367 frames it wraps to the other row, and a dozen cells change
/// rows at once), each frame the application's tick, the layout pass and the composite.
@MainActor enum MovementBenchmarks {
  /// Allocations per frame in the last allocation run: all frames, and the frames where the target changed.
  static var allocationSummary = ""

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "movement-drag-frame-1m", unit: "µs/frame", runs: 5,
        note: "1M-item grid, a lifted cell dragged 6 pt/frame, others making room: tick + layout pass + composite"
      ) { frames(measure: .time) },
      Benchmark(
        name: "movement-drag-pass-1m", unit: "µs/frame", runs: 5,
        note: "as movement-drag-frame-1m without compositing: tick + target update + layout pass"
      ) { frames(measure: .passTime) },
      Benchmark(
        name: "movement-drag-change-frame-1m", unit: "µs/frame", runs: 5,
        note: "the frames of movement-drag-frame-1m whose target changes (the make-room batch starts), median"
      ) { frames(measure: .changeTime) },
      Benchmark(
        name: "movement-drag-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per warm frame of movement-drag-frame-1m, mean (needs the allocation probe; -1 without)"
      ) { frames(measure: .allocations) },
    ]
  }

  enum Measure { case time, passTime, changeTime, allocations }

  /// Frames of the warm-up and of the measurement: one lap of the zig-zag (734 frames: along a row, down
  /// to the next, back along it, up) and more, so the kept objects (view animations, their lists, the
  /// change engine's) reach what a lap needs before the count starts, and the count covers both wraps.
  static let frameCount = 800

  /// The median of `frameCount` warm frames (time; `changeTime`: of those whose target changed) or their
  /// mean allocations, after `frameCount` warm-up frames on the same path.
  static func frames(measure: Measure) -> Double {
    if measure == .allocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let window = Window(frame: CGRect(origin: .zero, size: Benchmarks.screen))
    let (cv, source) = CollectionBenchmarks.makeCollectionView(items: 1_000_000)
    source.movable = true
    window.addSubview(cv)
    cv.contentOffset = CGPoint(x: 0, y: 500_000)
    window.layoutIfNeeded()
    let renderer = CairoRenderer()
    let target = FrameBuffer(size: Benchmarks.screen)
    guard let first = cv.indexPathForItem(at: CGPoint(x: 45, y: cv.contentOffset.y + 145)),
      cv.beginInteractiveMovementForItem(at: first)
    else { fatalError("no item to lift at the screen's second row") }
    var time: TimeInterval = 0
    var step = 0
    // A zig-zag over the middle of the screen: right along a row, down, left along the next, up.
    func position() -> CGPoint {
      let span = 1100
      let lap = step % (2 * span)
      let x = lap < span ? CGFloat(60 + lap) : CGFloat(60 + 2 * span - lap)
      let row = (step / (2 * span)) % 2
      return CGPoint(x: x, y: cv.contentOffset.y + 200 + CGFloat(row) * 300)
    }
    var targetChanged = false
    func frame(composite: Bool) {
      step += 6
      time += 1.0 / 60
      let before = cv.interactivelyMovingItemIndexPath
      cv.updateInteractiveMovementTargetPosition(position())
      targetChanged = cv.interactivelyMovingItemIndexPath != before
      Application.shared.renderFrame(at: time)
      window.layoutIfNeeded()
      if composite { renderer.render(window, into: target.buffer, scale: 1) }
    }
    for _ in 0..<frameCount { frame(composite: measure != .passTime) }
    var samples: [Double] = []
    samples.reserveCapacity(frameCount)
    var allocations: [UInt64] = []
    var changing: [UInt64] = []
    allocations.reserveCapacity(frameCount)
    changing.reserveCapacity(frameCount)
    for _ in 0..<frameCount {
      switch measure {
      case .time: samples.append(Benchmark.milliseconds { frame(composite: true) } * 1000)
      case .passTime: samples.append(Benchmark.milliseconds { frame(composite: false) } * 1000)
      case .changeTime:
        let elapsed = Benchmark.milliseconds { frame(composite: true) } * 1000
        if targetChanged { samples.append(elapsed) }
      case .allocations:
        let before = AllocationProbe.count ?? 0
        frame(composite: true)
        let count = (AllocationProbe.count ?? 0) - before
        allocations.append(count)
        if targetChanged { changing.append(count) }
      }
    }
    cv.endInteractiveMovement()
    withExtendedLifetime(source) {}
    Application.shared.reset()
    if measure == .allocations {
      let still = allocations.count - changing.count
      let changingTotal = changing.reduce(0, +)
      let stillTotal = allocations.reduce(0, +) - changingTotal
      allocationSummary =
        "movement over 1M, allocations per frame: \(changing.count) of \(frameCount) frames changed the target, "
        + "\(changing.isEmpty ? 0 : changingTotal / UInt64(changing.count)) each (max \(changing.max() ?? 0)); "
        + "the other \(still) frames \(still == 0 ? 0 : stillTotal / UInt64(still)) each"
      return Double(allocations.reduce(0, +)) / Double(allocations.count)
    }
    return samples.sorted()[samples.count / 2]
  }
}
