import Foundation
import Trellis
import TrellisCairo

/// The cover flow at 1280×800: a `CoverFlowLayout` collection view whose 300-pt tiles are one drawn raster
/// each, composited through their perspective maps.
@MainActor enum CoverFlowBenchmarks {
  /// The destination pixels the perspective tiles covered per frame, in the last run.
  static var pixelsPerFrame = 0
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "composite-coverflow-15", unit: "ms/frame", runs: 7,
        note: "1280×800 @1x, CoverFlowLayout, 15 drawn 300×300 tiles in perspective, warm frames"
      ) { frame(scrolls: false) },
      Benchmark(
        name: "composite-coverflow-15-cpu", unit: "ms/frame", runs: 7,
        note: "as composite-coverflow-15, the thread's CPU time (not wall time: fair on a loaded machine)"
      ) { frame(scrolls: false, cpuTime: true) },
      Benchmark(
        name: "composite-coverflow-15-scroll", unit: "ms/frame", runs: 7,
        note: "as composite-coverflow-15, scrolled 5 pt per frame (layout pass + composite)"
      ) { frame(scrolls: true) },
      Benchmark(
        name: "composite-coverflow-15-scroll-cpu", unit: "ms/frame", runs: 7,
        note: "as composite-coverflow-15-scroll, the thread's CPU time"
      ) { frame(scrolls: true, cpuTime: true) },
    ]
  }

  /// The median time of 30 warm frames.
  static func frame(scrolls: Bool, cpuTime: Bool = false) -> Double {
    let clock = cpuTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC
    let renderer = CairoRenderer()
    let window = Window(frame: CGRect(origin: .zero, size: Benchmarks.screen))
    window.backgroundColor = .black
    let layout = CoverFlowLayout()
    let source = CoverSource()
    let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    collectionView.dataSource = source
    window.addSubview(collectionView)
    window.layoutIfNeeded()
    let start = layout.contentOffset(centring: 20)
    collectionView.contentOffset = start
    window.layoutIfNeeded()
    let onScreen = collectionView.visibleCells.filter { window.bounds.contains($0.convert($0.bounds.center, to: nil)) }
    precondition(onScreen.count == 15, "15 tile centres on screen, not \(onScreen.count)")
    let target = FrameBuffer(size: Benchmarks.screen)
    // Warm: every tile that the scrolled frames show is rasterised once.
    for step in 0..<20 {
      if scrolls { collectionView.contentOffset.x = start.x + CGFloat(step % 20) * 5 }
      window.layoutIfNeeded()
      renderer.render(window, into: target.buffer, scale: 1)
    }
    var times: [Double] = []
    times.reserveCapacity(30)
    for frame in 0..<30 {
      let begin = nanoseconds(clock)
      if scrolls {
        collectionView.contentOffset.x = start.x + CGFloat(frame % 20) * 5
        window.layoutIfNeeded()
      }
      renderer.render(window, into: target.buffer, scale: 1)
      times.append(Double(nanoseconds(clock) - begin) / 1e6)
    }
    withExtendedLifetime(source) {}
    pixelsPerFrame = renderer.statistics.projectivePixels / renderer.statistics.frames
    return times.sorted()[times.count / 2]
  }

  /// A clock's reading in nanoseconds.
  static func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Sixty tiles.
  final class CoverSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
      cell.art.item = indexPath.item
      return cell
    }
  }

  /// A tile whose artwork is one drawn view: a gradient, bands and a number.
  final class TileCell: CollectionViewCell {
    let art = Art()
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(art)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      art.frame = contentView.bounds
    }
  }

  /// The drawn artwork.
  final class Art: View {
    var item = 0 { didSet { if item != oldValue { setNeedsDisplay() } } }
    override func draw(_ rect: CGRect) {
      guard let context = GraphicsContext.current else { return }
      let hue = CGFloat((item * 47) % 360) / 360
      context.drawLinearGradient(
        in: bounds, colors: [Color(hue: hue, saturation: 0.65, brightness: 0.95), Color(white: 0.2, alpha: 1)],
        start: .zero, end: CGPoint(x: bounds.maxX, y: bounds.maxY))
      context.fillColor = Color.white.withAlphaComponent(0.2)
      for band in 0..<4 { context.fill(CGRect(x: 0, y: 30 + 60 * CGFloat(band), width: bounds.width, height: 18)) }
      context.draw(
        TextBlock(String(item + 1), font: .boldSystemFont(ofSize: 100), color: .white, alignment: .center),
        in: CGRect(x: 0, y: 80, width: bounds.width, height: 130))
    }
  }
}
