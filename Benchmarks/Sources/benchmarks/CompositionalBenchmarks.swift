import Foundation
import Trellis
import TrellisCairo

/// The compositional layout: preparing 1,000 sections of nested groups, a query at the bottom, and
/// frames of an App Store-like page (pinned headers, orthogonal rows) scrolled down and sideways.
@MainActor enum CompositionalBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "compositional-prepare-100k", unit: "ms/prepare", runs: 5,
        note: "1,000 sections × 100 items, nested groups (a big item beside a vertical pair), a header each"
      ) { prepare() },
      Benchmark(
        name: "compositional-query-bottom", unit: "µs/query", runs: 5,
        note: "layoutAttributesForElements(in:) of an 800-pt rectangle at the bottom of compositional-prepare-100k"
      ) { queryAtBottom() },
      Benchmark(
        name: "compositional-estimated-prepare-1m", unit: "ms/prepare", runs: 5,
        note: "invalidate and prepare a 1,000,000-row list of .estimated(44) rows, 1,000 of them measured"
      ) { estimatedPrepare() },
      Benchmark(
        name: "compositional-estimated-measure", unit: "µs/measurement", runs: 5,
        note:
          "one row of compositional-estimated-prepare-1m measured (shouldInvalidate, context, invalidate), then the layout pass and a screen's query"
      ) { estimatedMeasure() },
      Benchmark(
        name: "appstore-scroll-frame", unit: "ms/frame", runs: 5,
        note:
          "1280×800 App Store-like page (pinned headers, 3 kinds of orthogonal rows, a grid), scrolled 3 pt/frame: pass + composite"
      ) { pageFrames(sideways: false, allocations: false) },
      Benchmark(
        name: "appstore-scroll-allocs", unit: "allocs/frame", runs: 3,
        note: "heap allocations per warm frame of appstore-scroll-frame, mean of 120 (-1 without the allocation probe)"
      ) { pageFrames(sideways: false, allocations: true) },
      Benchmark(
        name: "orthogonal-row-frame", unit: "ms/frame", runs: 5,
        note: "as appstore-scroll-frame, the first row scrolled sideways 3 pt/frame by the wheel: pass + composite"
      ) { pageFrames(sideways: true, allocations: false) },
      Benchmark(
        name: "orthogonal-row-allocs", unit: "allocs/frame", runs: 3,
        note: "heap allocations per warm frame of orthogonal-row-frame, mean of 120 (-1 without the allocation probe)"
      ) { pageFrames(sideways: true, allocations: true) },
    ]
  }

  /// A collection view of `sections` × `items` laid out by nested groups.
  static func makeNestedGrid(sections: Int, items: Int) -> (CollectionView, BenchmarkSource) {
    let layout = CompositionalLayout { _, _ in
      let big = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      big.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let small = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      small.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let pair = CollectionLayoutGroup.vertical(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
        subitem: small, count: 2)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
        subitems: [big, pair])
      let section = CollectionLayoutSection(group: group)
      section.interGroupSpacing = 4
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
          elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      ]
      return section
    }
    let source = BenchmarkSource(counts: Array(repeating: items, count: sections))
    let cv = CollectionView(frame: CGRect(origin: .zero, size: Benchmarks.screen), collectionViewLayout: layout)
    source.register(in: cv)
    cv.dataSource = source
    cv.layoutIfNeeded()
    return (cv, source)
  }

  /// Milliseconds to invalidate and prepare the layout of 1,000 × 100 items (with one layout pass).
  static func prepare() -> Double {
    let (cv, source) = makeNestedGrid(sections: 1000, items: 100)
    let time = Benchmark.milliseconds {
      cv.collectionViewLayout.invalidateLayout()
      cv.layoutIfNeeded()
    }
    withExtendedLifetime(source) {}
    return time
  }

  /// Microseconds per `layoutAttributesForElements(in:)` of a screenful at the bottom.
  static func queryAtBottom() -> Double {
    let (cv, source) = makeNestedGrid(sections: 1000, items: 100)
    let layout = cv.collectionViewLayout
    let height = layout.collectionViewContentSize.height
    let rect = CGRect(x: 0, y: height - 800, width: 1280, height: 800)
    var found = 0
    let time = Benchmark.milliseconds {
      for _ in 0..<1000 { found += layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
    }
    Benchmark.detail = "\(found / 1000) elements"
    withExtendedLifetime(source) {}
    return time  // 1,000 queries: milliseconds in all = microseconds each
  }

  /// A 1,000,000-row list whose rows and groups are `.estimated(44)`, with rows 0, 1,000, 2,000… measured
  /// (1,000 in all) when `measured`.
  static func makeEstimatedList(measured: Bool) -> (CollectionView, BenchmarkSource) {
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [row])
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
    let source = BenchmarkSource(counts: [1_000_000])
    let cv = CollectionView(frame: CGRect(origin: .zero, size: Benchmarks.screen), collectionViewLayout: layout)
    source.register(in: cv)
    cv.dataSource = source
    cv.layoutIfNeeded()
    if measured {
      for item in stride(from: 0, to: 1_000_000, by: 1_000) { measure(layout, item: item, height: 60, in: cv) }
      cv.layoutIfNeeded()
    }
    return (cv, source)
  }

  /// Measures one row as the collection view does, without the layout pass.
  static func measure(_ layout: CollectionViewLayout, item: Int, height: CGFloat, in cv: CollectionView) {
    guard let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)),
      let preferred = original.copy() as? LayoutAttributes
    else { return }
    preferred.size.height = height
    guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return }
    layout.invalidateLayout(
      with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
  }

  /// Milliseconds to invalidate and prepare the estimated 1,000,000-row list with 1,000 rows measured.
  static func estimatedPrepare() -> Double {
    let (cv, source) = makeEstimatedList(measured: true)
    let time = Benchmark.milliseconds {
      cv.collectionViewLayout.invalidateLayout()
      cv.layoutIfNeeded()
    }
    Benchmark.detail = "content \(Int(cv.contentSize.height)) pt"
    withExtendedLifetime(source) {}
    return time
  }

  /// Microseconds per measurement of a row on screen in the middle of the list: recording it, the layout
  /// pass that prepares and queries again.
  static func estimatedMeasure() -> Double {
    let (cv, source) = makeEstimatedList(measured: true)
    let layout = cv.collectionViewLayout
    cv.contentOffset.y = 22_000_000
    cv.layoutIfNeeded()
    let first = layout.layoutAttributesForElements(in: cv.bounds)?.first?.indexPath.item ?? 0
    var total = 0
    let time = Benchmark.milliseconds {
      for step in 0..<1000 {
        measure(layout, item: first + step % 15, height: 45 + CGFloat(step % 30), in: cv)
        cv.layoutIfNeeded()
        total += layout.layoutAttributesForElements(in: cv.bounds)?.count ?? 0
      }
    }
    Benchmark.detail = "\(total / 1000) rows on screen"
    withExtendedLifetime(source) {}
    return time  // 1,000 measurements: milliseconds in all = microseconds each
  }

  /// The median time or allocations of 60 warm frames of the App Store-like page.
  static func pageFrames(sideways: Bool, allocations: Bool) -> Double {
    if allocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let window = Window(frame: CGRect(origin: .zero, size: Benchmarks.screen))
    let layout = CompositionalLayout { index, environment in appStoreSection(index) }
    let source = BenchmarkSource(counts: (0..<40).map { [6, 12, 8, 20][$0 % 4] })
    let cv = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    source.register(in: cv)
    cv.dataSource = source
    window.addSubview(cv)
    window.makeKeyAndVisible()
    let renderer = CairoRenderer()
    let target = FrameBuffer(size: Benchmarks.screen)
    var time: TimeInterval = 0
    var step = 0
    let rowPoint = CGPoint(x: 640, y: 150)
    func frame() {
      step += 1
      if sideways {
        // Back and forth along the first row, so it never reaches its end.
        let dx: CGFloat = (step / 100) % 2 == 0 ? 3 : -3
        Application.shared.handle(
          .scroll(delta: CGVector(dx: dx, dy: 0), precise: true, location: rowPoint, modifiers: []))
      } else {
        cv.contentOffset.y = CGFloat(step % 1000) * 3
      }
      time += 1.0 / 60
      Application.shared.renderFrame(at: time)
      window.layoutIfNeeded()
      renderer.render(window, into: target.buffer, scale: 1)
    }
    // Warm: a whole cycle of the four kinds of section (and of the row's back-and-forth), so every reuse
    // queue and container pool is full.
    for _ in 0..<600 { frame() }
    if allocations {
      let before = AllocationProbe.count ?? 0
      for _ in 0..<120 { frame() }
      withExtendedLifetime(source) {}
      return Double((AllocationProbe.count ?? 0) - before) / 120
    }
    var samples: [Double] = []
    samples.reserveCapacity(60)
    for _ in 0..<60 { samples.append(Benchmark.milliseconds { frame() }) }
    withExtendedLifetime(source) {}
    return samples.sorted()[samples.count / 2]
  }

  /// Section `index` of the page: a centred card carousel, a carousel of three-row groups, a grid, or a
  /// continuous row of icons, each under a pinned header.
  static func appStoreSection(_ index: Int) -> CollectionLayoutSection {
    let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let section: CollectionLayoutSection
    switch index % 4 {
    case 0:
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
        subitems: [CollectionLayoutItem(layoutSize: fill)])
      section = CollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPagingCentered
    case 1:
      let row = CollectionLayoutItem(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 3))
      )
      let group = CollectionLayoutGroup.vertical(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(216)),
        subitem: row, count: 3)
      section = CollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .groupPaging
    case 2:
      let tile = CollectionLayoutItem(layoutSize: fill)
      tile.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
        subitem: tile, count: 4)
      section = CollectionLayoutSection(group: group)
    default:
      let group = CollectionLayoutGroup.horizontal(
        layoutSize: CollectionLayoutSize(widthDimension: .absolute(84), heightDimension: .absolute(84)),
        subitems: [CollectionLayoutItem(layoutSize: fill)])
      section = CollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
    }
    section.interGroupSpacing = 12
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    return section
  }

  /// Counts per section; cells are a rounded coloured background with a label, headers a label.
  final class BenchmarkSource: CollectionViewDataSource {
    let counts: [Int]
    init(counts: [Int]) { self.counts = counts }

    func register(in collectionView: CollectionView) {
      collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
      collectionView.register(
        HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
      cell.show(indexPath.item)
      return cell
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
      let header =
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        as! HeaderView
      header.show(indexPath.section)
      return header
    }
  }

  /// A rounded coloured tile with its number.
  final class TileCell: CollectionViewCell {
    static let numbers = (0..<40).map { String($0 + 1) }
    let label = Label()
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.cornerRadius = 10
      label.textColor = .white
      label.textAlignment = .center
      contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    func show(_ item: Int) {
      contentView.backgroundColor = [Color.systemBlue, .systemOrange, .systemGreen, .systemPurple][item % 4]
      label.text = Self.numbers[item % Self.numbers.count]
    }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds
    }
  }

  /// A section header: a title on a white bar.
  final class HeaderView: CollectionReusableView {
    static let titles = (0..<100).map { "Section \($0 + 1)" }
    let label = Label()
    required init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .white
      label.font = .boldSystemFont(ofSize: 20)
      addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    func show(_ section: Int) { label.text = Self.titles[section % Self.titles.count] }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
  }
}
