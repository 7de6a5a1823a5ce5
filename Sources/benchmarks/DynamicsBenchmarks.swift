import Foundation
import Trellis
import TrellisDynamics

/// UIKit Dynamics workloads: the engine step of the springy layout's attachments.
@MainActor enum DynamicsBenchmarks {
  /// Keeps answers alive so the optimiser can't drop the work.
  static var sink: CGFloat = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "dynamics-step-120", unit: "µs/step", runs: 5,
        note: "one 1/120 s engine step + item writes: 120 44×44 views on springs (f 1, ζ 0.05), all moving"
      ) { stepTime(count: 120) },
      Benchmark(
        name: "dynamics-step-1000", unit: "µs/step", runs: 5,
        note: "as dynamics-step-120 with 1,000 springs"
      ) { stepTime(count: 1000) },
      Benchmark(
        name: "dynamics-allocs-1000", unit: "allocs/step", runs: 3,
        note: "heap allocations per warm engine step with 1,000 springs (0 = none)"
      ) { allocationsPerStep(count: 1000) },
    ]
  }

  /// An animator with `count` views in a 44-pt grid, each on a zero-length spring to its grid
  /// centre and released 30 pt away from it, so every item keeps moving for several seconds.
  static func springs(count: Int) -> (DynamicAnimator, View) {
    Application.shared.reset()
    let reference = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 54 * CGFloat(count / 20 + 1)))
    let animator = DynamicAnimator(referenceView: reference)
    for i in 0..<count {
      let anchor = CGPoint(x: 32 + CGFloat(i % 20) * 54, y: 32 + CGFloat(i / 20) * 54)
      let view = View(frame: CGRect(x: anchor.x - 22 + 30, y: anchor.y - 22, width: 44, height: 44))
      reference.addSubview(view)
      let spring = AttachmentBehavior(item: view, attachedToAnchor: anchor)
      spring.length = 0
      spring.damping = 0.05
      spring.frequency = 1
      animator.addBehavior(spring)
    }
    return (animator, reference)
  }

  /// Runs frames of 1/60 s (two engine steps each) and returns the time per step.
  static func stepTime(count: Int) -> Double {
    let (animator, reference) = springs(count: count)
    var time = Application.shared.clock.now
    for _ in 0..<30 {
      time += 1.0 / 60.0
      animator.tick(at: time)
    }
    let frames = 120
    let elapsed = Benchmark.milliseconds {
      for _ in 0..<frames {
        time += 1.0 / 60.0
        animator.tick(at: time)
      }
    }
    precondition(animator.isRunning, "the springs came to rest during the benchmark")
    sink += reference.subviews[0].center.x
    return elapsed * 1000 / Double(2 * frames)
  }

  /// Counts heap allocations over warm frames and returns them per engine step (nan without the probe).
  static func allocationsPerStep(count: Int) -> Double {
    let (animator, reference) = springs(count: count)
    var time = Application.shared.clock.now
    for _ in 0..<30 {
      time += 1.0 / 60.0
      animator.tick(at: time)
    }
    let frames = 60
    guard let before = AllocationProbe.count else { return .nan }
    for _ in 0..<frames {
      time += 1.0 / 60.0
      animator.tick(at: time)
    }
    let after = AllocationProbe.count!
    sink += reference.subviews[0].center.x
    return Double(after - before) / Double(2 * frames)
  }
}
