import Foundation
import Trellis
import TrellisDynamics
import TrellisTesting

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
      Benchmark(
        name: "dynamics-springy-frame-120", unit: "µs/frame", runs: 5,
        note:
          "the book's springy layout (listings 6.16–6.21), 120 items, 390×560: drag 3 pt + animator tick + layout pass"
      ) { springyFrames(.book, measureAllocations: false) },
      Benchmark(
        name: "dynamics-springy-frame-120-untiled", unit: "µs/frame", runs: 5,
        note: "as dynamics-springy-frame-120 with SpringyFlowLayout, tilesSprings false (a spring on each of 120 items)"
      ) { springyFrames(.untiled, measureAllocations: false) },
      Benchmark(
        name: "dynamics-springy-frame-100k", unit: "µs/frame", runs: 5,
        note:
          "as dynamics-springy-frame-120 with SpringyFlowLayout on 100,000 items (tiled: ~150–190 springs), 600 frames after 300"
      ) { springyFrames(.tiled, measureAllocations: false) },
      Benchmark(
        name: "dynamics-springy-allocs-120", unit: "allocs/frame", runs: 3,
        note:
          "heap allocations per frame of dynamics-springy-frame-120 (-1 without the probe): 1 = the listing's as? [LayoutAttributes] array; above it, reuse-queue growth"
      ) { springyFrames(.book, measureAllocations: true) },
      Benchmark(
        name: "dynamics-springy-allocs-120-untiled", unit: "allocs/frame", runs: 3,
        note: "heap allocations per frame of dynamics-springy-frame-120-untiled"
      ) { springyFrames(.untiled, measureAllocations: true) },
      Benchmark(
        name: "dynamics-springy-allocs-100k", unit: "allocs/frame", runs: 3,
        note:
          "heap allocations per frame of dynamics-springy-frame-100k: 33 rows enter and 33 leave the tiled rect (every 18 frames)"
      ) { springyFrames(.tiled, measureAllocations: true) },
    ]
  }

  /// The layouts of the springy frame benchmarks.
  enum SpringyLayoutKind {
    /// The book's listing, 120 items.
    case book
    /// `SpringyFlowLayout` with a spring on every one of 120 items.
    case untiled
    /// `SpringyFlowLayout`, tiled, 100,000 items.
    case tiled
  }

  /// Drags a 390 × 560 collection view (44 × 44 items, spacing and insets 10) up by 3 pt per 60 Hz
  /// frame through its pan's scrolling calls, with a touch held at (195, 400): each frame is the drag
  /// step (the layout shifts its springs), the application frame (the animator's two engine steps and
  /// its invalidation) and the collection view's layout pass. Returns the median microseconds per frame,
  /// or the heap allocations per frame, over 120 frames after 40 warm-up frames (120 items), or over 600
  /// frames after 300 (100,000 items: the warm-up scrolls 900 pt, so rows have left the tiled rectangle
  /// at the top as well as entered it at the bottom before the count starts, and the measured 1,800 pt
  /// make 33 rows enter and 33 leave).
  static func springyFrames(_ kind: SpringyLayoutKind, measureAllocations: Bool) -> Double {
    if measureAllocations && AllocationProbe.count == nil { return -1 }
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let layout: FlowLayout
    let items: Int
    switch kind {
    case .book:
      layout = SpringyCollectionViewFlowLayout()
      items = 120
    case .untiled, .tiled:
      let springy = SpringyFlowLayout()
      springy.itemSize = CGSize(width: 44, height: 44)
      springy.minimumInteritemSpacing = 10
      springy.minimumLineSpacing = 10
      springy.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
      springy.tilesSprings = kind == .tiled
      layout = springy
      items = kind == .tiled ? 100_000 : 120
    }
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 560), collectionViewLayout: layout)
    cv.register(CollectionBenchmarks.LabelCell.self, forCellWithReuseIdentifier: "cell")
    let source = CollectionBenchmarks.Source(count: items)
    cv.dataSource = source
    host.show(cv)
    layout.invalidateLayout()  // the book's viewDidAppear
    host.tap(at: CGPoint(x: 195, y: 400))  // the pan's last location: where the finger holds the content
    host.advance(by: 0.1)
    cv.beginDragging(at: CGPoint(x: 195, y: 400))
    var translation: CGFloat = 0
    func frame() {
      translation -= 3
      cv.dragged(translation: CGPoint(x: 0, y: translation))
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.runFrame()
      cv.layoutIfNeeded()
    }
    let (warmUp, measured) = kind == .tiled ? (300, 600) : (40, 120)
    for _ in 0..<warmUp { frame() }
    var samples: [Double] = []
    samples.reserveCapacity(measured)
    let before = AllocationProbe.count
    for _ in 0..<measured {
      if measureAllocations { frame() } else { samples.append(Benchmark.milliseconds { frame() } * 1000) }
    }
    let after = AllocationProbe.count
    precondition(
      (layout as? SpringyFlowLayout)?.dynamicAnimator.isRunning
        ?? (layout as! SpringyCollectionViewFlowLayout).dynamicAnimator
        .isRunning, "the springs came to rest during the benchmark")
    withExtendedLifetime(source) {}
    cv.endDragging(velocity: .zero)
    Application.shared.reset()
    if measureAllocations, let before, let after { return Double(after - before) / Double(measured) }
    return samples.sorted()[samples.count / 2]
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
