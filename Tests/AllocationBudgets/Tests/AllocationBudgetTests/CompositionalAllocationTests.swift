import CAllocationCounter
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Whether the code under test is optimised (see SpringyAllocationTests: debug builds allocate per loop step).
private let isOptimized: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// Allocation budgets of a compositional page: pinned headers over rows that scroll sideways, scrolled
/// down by setting the offset and sideways by trackpad wheel steps, counted by `CAllocationCounter`
/// (this thread's malloc, calloc, realloc and aligned allocations).
@MainActor struct CompositionalAllocationTests {
  /// A page of `sections` sections cycling through a card carousel (`.groupPagingCentered`), a
  /// three-row carousel (`.groupPaging`), a grid of four tiles a row and a continuous row of 84-pt
  /// icons, each under a header pinned to the top with zIndex 2, so headers draw above the cells.
  @MainActor private final class Page {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let source: CountingDataSource
    let collectionView: CollectionView
    let window: Window
    let errorLog = ErrorLog()
    var errors: [String] { errorLog.messages }

    init(sections: Int, firstKind: Int) {
      let layout = CompositionalLayout { index, _ in Page.section(kind: (index + firstKind) % 4) }
      source = CountingDataSource(
        counts: (0..<sections).map { [6, 12, 8, 20][($0 + firstKind) % 4] },
        supplementaryViews: .reuseIdentifierIsKind)
      collectionView = CollectionView(frame: host.screen.bounds, collectionViewLayout: layout)
      source.registerCells(on: collectionView)
      source.registerSupplementaryViews(ofKinds: [CollectionView.elementKindSectionHeader], on: collectionView)
      collectionView.dataSource = source
      let log = errorLog
      collectionView.errorHandler = { error in log.messages.append("\(error)") }
      window = host.show(collectionView)
    }

    static func section(kind: Int) -> CollectionLayoutSection {
      let fill = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      let section: CollectionLayoutSection
      switch kind {
      case 0:
        let group = CollectionLayoutGroup.horizontal(
          layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
          subitems: [CollectionLayoutItem(layoutSize: fill)])
        section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
      case 1:
        let row = CollectionLayoutItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 3)))
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
  }

  /// The errors a collection view reported.
  @MainActor private final class ErrorLog {
    var messages: [String] = []
  }

  /// The scroll view that scrolls the view hit at `point` sideways: the first scroll view above it
  /// other than the collection view.
  private func rowScrollView(at point: CGPoint, in page: Page) -> ScrollView? {
    var view = page.window.hitTest(point, with: nil)
    while let current = view {
      if let scrollView = current as? ScrollView, scrollView !== page.collectionView { return scrollView }
      view = current.superview
    }
    return nil
  }

  /// Scrolls a 40-section page down 3 pt a frame (the offset set, then the frame's layout pass) and hit
  /// tests under the pinned header each frame, as the pointer and the renderer read the drawing order:
  /// after 600 warm frames (1,800 pt, almost two cycles of the four kinds of section), 300 more (900 pt,
  /// headers pinning and handing over, rows entering and leaving) make no heap allocation, frame by frame.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func scrollingAPageWithPinnedHeadersAllocatesNothingOnceWarm() {
    Application.shared.reset()
    let page = Page(sections: 40, firstKind: 0)
    let collectionView = page.collectionView
    var step = 0
    var hits = 0
    func frame() {
      step += 1
      collectionView.contentOffset.y = CGFloat(step) * 3
      Application.shared.clock.advance(to: page.host.now + 1.0 / 60)
      page.host.runFrame()
      if page.window.hitTest(CGPoint(x: 195, y: 20), with: nil) is CollectionReusableView { hits += 1 }
    }
    for _ in 0..<600 { frame() }
    var allocations = [UInt64](repeating: 0, count: 300)
    for index in 0..<300 {
      let before = trellis_thread_malloc_count()
      frame()
      allocations[index] = trellis_thread_malloc_count() - before
    }
    let allocating = allocations.indices.filter { allocations[$0] > 0 }.map { "frame \($0): \(allocations[$0])" }
    #expect(allocating.isEmpty, "frames that allocated: \(allocating)")
    #expect(allocations.reduce(0, +) == 0)
    // 900 frames × 3 pt.
    #expect(collectionView.contentOffset.y == 2700)
    // Every frame's hit under the top edge is a pinned header (a plain reusable view with zPosition 2).
    #expect(hits == 900)
    #expect(page.errors.isEmpty)
    withExtendedLifetime(page.source) {}
  }

  /// Scrolls a continuous row of icons sideways with trackpad (precise) wheel steps of 3 pt at
  /// (195, 86), in the row under the first header (y 44 to 128), 50 steps right then 50 left, a frame
  /// each: after 600 warm frames, 300 more make no heap allocation (the event, the indicators' fade,
  /// though an orthogonal row shows no bars, the row's layout), frame by frame.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func wheelScrollingARowSidewaysAllocatesNothingOnceWarm() throws {
    Application.shared.reset()
    let page = Page(sections: 12, firstKind: 3)
    let point = CGPoint(x: 195, y: 86)
    let row = try #require(rowScrollView(at: point, in: page))
    var step = 0
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(2)
    func frame() {
      let dx: CGFloat = (step / 50) % 2 == 0 ? 3 : -3
      step += 1
      Application.shared.clock.advance(to: page.host.now + 1.0 / 60)
      page.host.wheel(dx: dx, dy: 0, at: point, precise: true)
    }
    for _ in 0..<600 { frame() }
    // Six whole back-and-forth cycles end where they began.
    #expect(row.contentOffset.x == 0)
    var allocations = [UInt64](repeating: 0, count: 300)
    for index in 0..<300 {
      let before = trellis_thread_malloc_count()
      frame()
      allocations[index] = trellis_thread_malloc_count() - before
      if index == 49 || index == 99 { offsets.append(row.contentOffset.x) }
    }
    let allocating = allocations.indices.filter { allocations[$0] > 0 }.map { "frame \($0): \(allocations[$0])" }
    #expect(allocating.isEmpty, "frames that allocated: \(allocating)")
    #expect(allocations.reduce(0, +) == 0)
    // 50 steps right of 3 pt = 150, then 50 back = 0.
    #expect(offsets == [150, 0])
    #expect(page.errors.isEmpty)
    withExtendedLifetime(page.source) {}
  }

  /// Trackpad steps of 3 pt down a plain 390 × 844 scroll view over 4,000-pt content: after 100 warm
  /// steps, 100 more allocate nothing while its vertical indicator stays at full opacity (each step
  /// starts the pending fade over), and 0.5 s (delay) + 0.25 s (fade) after the last step it is faded out.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func wheelStepsRestartTheIndicatorFadeWithoutAllocating() throws {
    Application.shared.reset()
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let scrollView = ScrollView(frame: host.screen.bounds)
    let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 4000))
    scrollView.addSubview(content)
    scrollView.contentSize = content.frame.size
    host.show(scrollView)
    func step() {
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.wheel(dy: 3, at: CGPoint(x: 195, y: 400), precise: true)
    }
    for _ in 0..<100 { step() }
    let indicator = try #require(scrollView.subviews.first { $0 !== content })
    var allocations = [UInt64](repeating: 0, count: 100)
    var opacities: Set<CGFloat> = []
    opacities.reserveCapacity(4)
    for index in 0..<100 {
      let before = trellis_thread_malloc_count()
      step()
      allocations[index] = trellis_thread_malloc_count() - before
      opacities.insert(indicator.alpha)
    }
    let allocating = allocations.indices.filter { allocations[$0] > 0 }.map { "step \($0): \(allocations[$0])" }
    #expect(allocating.isEmpty, "steps that allocated: \(allocating)")
    // 200 steps × 3 pt.
    #expect(scrollView.contentOffset.y == 600)
    #expect(opacities == [1])
    #expect(!indicator.isHidden)
    host.advance(by: 0.8)
    #expect(indicator.alpha == 0)
  }
}
