import Foundation
import Trellis
import TrellisCairo

/// Whole frames through Auto Layout cells: a chat of 1M messages of very different lengths in bubbles
/// sized by constraints (a wrapping label pinned inside a bubble no wider than 72% of the row), in a flow
/// layout with an estimated item size, scrolled up from the newest message through cells never measured;
/// each frame is the scroll, the application's frame (animations), the layout pass with measuring, and
/// compositing into a 1280×800 framebuffer with cairo and pango text.
@MainActor enum AutoLayoutFrameBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "autolayout-chat-frame", unit: "ms/frame (mean)", runs: 5,
        note: "1280×800, 1M chat messages (1–12 lines) in Auto Layout bubble cells, estimate 60 pt: scroll up 6 pt "
          + "per frame through fresh cells, layout pass with measuring + composite; detail: p99 and max"
      ) { chatFrames(allocations: false) },
      Benchmark(
        name: "autolayout-chat-allocs", unit: "allocs/frame", runs: 3,
        note: "mean heap allocations per frame scrolling back down over measured messages (layout pass + composite; "
          + "needs the allocation probe, -1 without it)"
      ) { chatFrames(allocations: true) },
    ]
  }

  /// A chat bubble written as UIKit tutorials write it: constraints made once in `init(frame:)`.
  final class BubbleCell: CollectionViewCell {
    let bubble = View()
    let label = Label()
    private var widthConstraint: LayoutConstraint!
    private var incoming: LayoutConstraint!
    private var outgoing: LayoutConstraint!

    required init(frame: CGRect) {
      super.init(frame: frame)
      bubble.cornerRadius = 16
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 15)
      bubble.translatesAutoresizingMaskIntoConstraints = false
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(bubble)
      bubble.addSubview(label)
      widthConstraint = contentView.widthAnchor.constraint(equalToConstant: max(frame.width, 1))
      incoming = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
      outgoing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
      LayoutConstraint.activate([
        widthConstraint, incoming,
        bubble.topAnchor.constraint(equalTo: contentView.topAnchor),
        bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.72),
        label.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
        label.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        label.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
      ])
    }

    /// Not used: the collection view makes cells with `init(frame:)`.
    required init?(coder: NSCoder) { nil }

    func configure(text: String, outgoing isOutgoing: Bool, width: CGFloat) {
      label.text = text
      if widthConstraint.constant != width { widthConstraint.constant = width }
      if incoming.isActive == isOutgoing {
        incoming.isActive = !isOutgoing
        outgoing.isActive = isOutgoing
      }
      bubble.backgroundColor = isOutgoing ? .systemBlue : .systemGray5
      label.textColor = isOutgoing ? .white : .label
    }
  }

  /// One million messages cycling through 997 texts of 1 to 12 lines' worth of words.
  final class Source: CollectionViewDataSource {
    static let count = 1_000_000
    let texts: [String] = (0..<997).map { index in
      let words = ["hello", "there", "collection", "view", "measured", "only", "when", "shown", "Trellis", "Linux"]
      let length = 1 + (index * 37) % 90
      return (0..<length).map { words[($0 + index) % words.count] }.joined(separator: " ")
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { Self.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bubble", for: indexPath) as! BubbleCell
      cell.configure(
        text: texts[indexPath.item % texts.count], outgoing: indexPath.item % 3 == 0,
        width: collectionView.bounds.width)
      return cell
    }
  }

  /// The mean milliseconds of 600 frames scrolling up through new messages (detail: p99, max, measured
  /// cells), or the heap allocations per frame scrolling back down over them.
  static func chatFrames(allocations: Bool) -> Double {
    if allocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let window = Window(frame: CGRect(origin: .zero, size: Benchmarks.screen))
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: Benchmarks.screen.width, height: 60)
    layout.minimumLineSpacing = 6
    let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    cv.register(BubbleCell.self, forCellWithReuseIdentifier: "bubble")
    let source = Source()
    cv.dataSource = source
    window.addSubview(cv)
    window.makeKeyAndVisible()
    cv.layoutIfNeeded()
    cv.scrollToItem(at: IndexPath(item: Source.count - 1, section: 0), at: .bottom, animated: false)
    let renderer = CairoRenderer()
    let target = FrameBuffer(size: Benchmarks.screen)
    var time: TimeInterval = 0
    func frame(by dy: CGFloat) {
      cv.contentOffset.y += dy
      time += 1.0 / 60
      Application.shared.renderFrame(at: time)
      window.layoutIfNeeded()
      renderer.render(window, into: target.buffer, scale: 1)
    }
    // Warm: the reuse queue, the engines and the text caches.
    for _ in 0..<300 { frame(by: -6) }
    if allocations {
      for _ in 0..<300 { frame(by: -6) }
      // Most frames only move the cells on screen; the others show a message again (a cell reused, its
      // text laid out, the bubble solved) or draw one that came into view (its text rasterized).
      var counts: [Int] = []
      counts.reserveCapacity(300)
      var reusing = (frames: 0, allocations: 0)
      for _ in 0..<300 {
        let before = AllocationProbe.count ?? 0
        let reused = cv.statistics.viewsReused
        frame(by: 6)
        let made = Int((AllocationProbe.count ?? 0) - before)
        counts.append(made)
        if cv.statistics.viewsReused != reused {
          reusing.frames += 1
          reusing.allocations += made
        }
      }
      withExtendedLifetime(source) {}
      let sorted = counts.sorted()
      Benchmark.detail = String(
        format: "median %d, %d of 300 frames allocate nothing; %d frames reusing a cell: %.0f each",
        sorted[150], counts.filter { $0 == 0 }.count, reusing.frames,
        Double(reusing.allocations) / Double(max(reusing.frames, 1)))
      return Double(counts.reduce(0, +)) / 300
    }
    let measuredBefore = cv.statistics.selfSizingMeasurements
    var samples: [Double] = []
    samples.reserveCapacity(600)
    for _ in 0..<600 { samples.append(Benchmark.milliseconds { frame(by: -6) }) }
    let measured = cv.statistics.selfSizingMeasurements - measuredBefore
    withExtendedLifetime(source) {}
    let sorted = samples.sorted()
    Benchmark.detail = String(
      format: "p99 %.2f ms, max %.2f ms, %d cells measured in 600 frames", sorted[sorted.count * 99 / 100],
      sorted[sorted.count - 1], measured)
    return samples.reduce(0, +) / Double(samples.count)
  }
}
