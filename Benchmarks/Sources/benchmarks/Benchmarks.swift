import Foundation
import Trellis
import TrellisCairo

/// The workloads, in table order.
@MainActor enum Benchmarks {
  static let screen = CGSize(width: 1280, height: 800)
  /// Makes each raster-first run's labels new text, so no layout comes from the cache.
  static var rasterSeed = 0
  /// The most heap allocations per warm frame seen, when an allocation counter is preloaded.
  static var warmFrameAllocations: Double = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "composite-200", unit: "ms/frame", runs: 7,
        note: "1280×800 @1x, 200 cached 100×100 cells (rounded background + label), warm frames"
      ) { compositeWarm(cells: 200, perspective: false, scrolls: false) },
      Benchmark(
        name: "composite-200-shadow", unit: "ms/frame", runs: 7,
        note: "as composite-200, each cell casting a still shadow from its content (radius 6, offset 0,3)"
      ) { compositeWarm(cells: 200, perspective: false, scrolls: false, shadows: true) },
      Benchmark(
        name: "composite-1-shadow", unit: "ms/frame", runs: 7,
        note: "one 300×200 rounded card over a window, casting a still shadow (radius 10); see composite-1"
      ) { compositeCard(shadow: true) },
      Benchmark(
        name: "composite-1", unit: "ms/frame", runs: 7,
        note: "as composite-1-shadow without the shadow"
      ) { compositeCard(shadow: false) },
      Benchmark(
        name: "composite-200-scroll", unit: "ms/frame", runs: 7,
        note: "as composite-200, the content scrolled 3 pt per frame (compositing only)"
      ) { compositeWarm(cells: 200, perspective: false, scrolls: true) },
      Benchmark(
        name: "composite-200-scroll-2x", unit: "ms/frame", runs: 7,
        note: "as composite-200-scroll at scale 2 (a 2560×1600 frame, the cells rasterised at scale 2)"
      ) { compositeWarm(cells: 200, perspective: false, scrolls: true, scale: 2) },
      Benchmark(
        name: "composite-200-3d", unit: "ms/frame", runs: 5,
        note: "as composite-200, each cell rotated 30° about y under m34 = -1/500 (perspective compositor)"
      ) { compositeWarm(cells: 200, perspective: true, scrolls: false) },
      Benchmark(
        name: "raster-first", unit: "µs/view", runs: 5,
        note: "first frame minus a warm frame, per view (200 rounded backgrounds + 200 new labels)"
      ) { rasterFirst(cells: 200) },
      Benchmark(
        name: "text-measure", unit: "µs/string", runs: 5,
        note: "PangoTextSystem.size of 500 new one-line strings (shaping, cache misses)"
      ) { textMeasure(count: 500) },
    ]
  }

  /// A window of `cells` overlapping 100×100 cells in a scrollable content view (a `ScrollView` when
  /// `inScrollView`).
  static func makeScene(
    cells: Int, perspective: Bool, seed: Int = 0, inScrollView: Bool = false, shadows: Bool = false
  ) -> (Window, View) {
    let window = Window(frame: CGRect(origin: .zero, size: screen))
    let content: View
    if inScrollView {
      // As a collection view holds its cells: a clipping scroll view without indicators.
      let scroller = ScrollView(frame: window.bounds)
      scroller.showsVerticalScrollIndicator = false
      scroller.showsHorizontalScrollIndicator = false
      scroller.contentSize = CGSize(width: screen.width, height: screen.height + 60)
      content = scroller
    } else {
      content = View(frame: window.bounds)
    }
    window.addSubview(content)
    var tilt = Transform3D.identity
    tilt.m34 = -1.0 / 500
    tilt = tilt.rotated(by: .pi / 6, x: 0, y: 1, z: 0)
    for index in 0..<cells {
      let cell = View(
        frame: CGRect(x: 10 + CGFloat(index % 20) * 62, y: 10 + CGFloat(index / 20) * 76, width: 100, height: 100))
      cell.backgroundColor = Color(hue: CGFloat(index % 17) / 17, saturation: 0.5, brightness: 0.95)
      cell.cornerRadius = 12
      let label = Label(frame: CGRect(x: 8, y: 38, width: 84, height: 24))
      label.text = "Item \(seed)-\(index)"
      label.font = .systemFont(ofSize: 15)
      cell.addSubview(label)
      if perspective { cell.transform3D = tilt }
      if shadows {
        cell.shadowOpacity = 0.3
        cell.shadowRadius = 6
        cell.shadowOffset = CGSize(width: 0, height: 3)
      }
      content.addSubview(cell)
    }
    window.layoutIfNeeded()
    return (window, content)
  }

  /// The median time of 30 warm frames at `scale` pixels per point; the heap allocations per warm
  /// frame go into the table's detail.
  static func compositeWarm(
    cells: Int, perspective: Bool, scrolls: Bool, scale: CGFloat = 1, shadows: Bool = false
  ) -> Double {
    let renderer = CairoRenderer()
    // TRELLIS_OCCLUSION=off writes every pixel of every layer, =always occludes at any size (by default
    // only targets of at least `occlusionMinimumPixels`), for comparing.
    let occlusion = ProcessInfo.processInfo.environment["TRELLIS_OCCLUSION"]
    renderer.occludesHiddenPixels = occlusion != "off"
    if occlusion == "always" { renderer.occlusionMinimumPixels = 0 }
    let (window, content) = makeScene(cells: cells, perspective: perspective, shadows: shadows)
    let target = FrameBuffer(size: CGSize(width: screen.width * scale, height: screen.height * scale))
    renderer.render(window, into: target.buffer, scale: scale)
    renderer.render(window, into: target.buffer, scale: scale)
    var times: [Double] = []
    times.reserveCapacity(30)
    var allocations: UInt64 = 0
    let counted = renderer.statistics
    for frame in 0..<30 {
      if scrolls { content.bounds.origin.y = CGFloat(frame % 20) * 3 }
      let before = AllocationProbe.count
      let start = DispatchTime.now().uptimeNanoseconds
      renderer.render(window, into: target.buffer, scale: scale)
      let end = DispatchTime.now().uptimeNanoseconds
      if let before, let after = AllocationProbe.count { allocations += after - before }
      times.append(Double(end - start) / 1e6)
    }
    precondition(renderer.statistics.rasterisations == cells * 2, "warm frames must not rasterise")
    precondition(renderer.statistics.shadowRasterisations == (shadows ? cells : 0), "warm frames must not blur")
    let counts = renderer.statistics
    /// A counter's mean per warm frame, in millions.
    func perFrame(_ counter: KeyPath<RenderStatistics, Int>) -> Double {
      Double(counts[keyPath: counter] - counted[keyPath: counter]) / 30e6
    }
    let written = perFrame(\.clearedPixels) + perFrame(\.copiedPixels) + perFrame(\.blendedPixels)
    let pixels = String(
      format: "%.2f Mpx written (cleared %.2f, copied %.2f, blended %.2f, occluded %.2f)", written,
      perFrame(\.clearedPixels), perFrame(\.copiedPixels), perFrame(\.blendedPixels), perFrame(\.occludedPixels))
    Benchmark.detail = pixels
    if AllocationProbe.count != nil {
      warmFrameAllocations = max(warmFrameAllocations, Double(allocations) / 30)
      Benchmark.detail = String(format: "%.1f allocations/frame, ", Double(allocations) / 30) + pixels
    }
    return times.sorted()[times.count / 2]
  }

  /// The median time of 30 warm frames of one rounded 300×200 card on a grey window, with or without a
  /// still shadow; its heap allocations per warm frame go into the table's detail.
  static func compositeCard(shadow: Bool) -> Double {
    let renderer = CairoRenderer()
    let window = Window(frame: CGRect(origin: .zero, size: screen))
    window.backgroundColor = Color(white: 0.9)
    let card = View(frame: CGRect(x: 400, y: 250, width: 300, height: 200))
    card.backgroundColor = .white
    card.cornerRadius = 16
    if shadow {
      card.shadowOpacity = 0.3
      card.shadowRadius = 10
      card.shadowOffset = CGSize(width: 0, height: 4)
    }
    window.addSubview(card)
    window.layoutIfNeeded()
    let target = FrameBuffer(size: screen)
    renderer.render(window, into: target.buffer, scale: 1)
    renderer.render(window, into: target.buffer, scale: 1)
    var times: [Double] = []
    times.reserveCapacity(30)
    var allocations: UInt64 = 0
    for _ in 0..<30 {
      let before = AllocationProbe.count
      let start = DispatchTime.now().uptimeNanoseconds
      renderer.render(window, into: target.buffer, scale: 1)
      let end = DispatchTime.now().uptimeNanoseconds
      if let before, let after = AllocationProbe.count { allocations += after - before }
      times.append(Double(end - start) / 1e6)
    }
    precondition(renderer.statistics.shadowRasterisations == (shadow ? 1 : 0), "warm frames must not blur")
    if AllocationProbe.count != nil {
      warmFrameAllocations = max(warmFrameAllocations, Double(allocations) / 30)
      Benchmark.detail = String(format: "%.1f allocations/frame", Double(allocations) / 30)
    }
    return times.sorted()[times.count / 2]
  }

  /// The first-frame cost beyond a warm frame, per view.
  static func rasterFirst(cells: Int) -> Double {
    let renderer = CairoRenderer()
    rasterSeed += 1
    let (window, _) = makeScene(cells: cells, perspective: false, seed: rasterSeed)
    let target = FrameBuffer(size: screen)
    let first = Benchmark.milliseconds { renderer.render(window, into: target.buffer, scale: 1) }
    let warm = Benchmark.milliseconds { renderer.render(window, into: target.buffer, scale: 1) }
    return (first - warm) * 1000 / Double(cells * 2)
  }

  /// The cost of measuring strings never seen before.
  static func textMeasure(count: Int) -> Double {
    let text = PangoTextSystem.shared
    let stamp = DispatchTime.now().uptimeNanoseconds
    let blocks = (0..<count).map { TextBlock("Measure \(stamp) \($0)", font: .systemFont(ofSize: 17)) }
    let elapsed = Benchmark.milliseconds { for block in blocks { _ = text.size(of: block, maxWidth: nil) } }
    return elapsed * 1000 / Double(count)
  }
}
