import Foundation
import Testing
import Trellis

/// Pinned headers and footers (Documentation/Behaviour.md#flow-pinning).
@MainActor
@Suite("FlowLayout pinning: headers and footers stick, get pushed, don't follow bounces")
struct FlowLayoutPinningTests {
  init() { Application.shared.reset() }

  /// 200×100 view, 90×30 items (D = 200, s = 10: N = floor(210 / 100) = 2, gap 20 → x = 0, 110), sections of
  /// 4 and 8 items.
  private func fixture(headers: Bool, contentInset: EdgeInsets = .zero) -> FlowFixture {
    FlowFixture(size: CGSize(width: 200, height: 100), counts: [4, 8], contentInset: contentInset) {
      $0.itemSize = CGSize(width: 90, height: 30)
      if headers {
        $0.headerReferenceSize = CGSize(width: 0, height: 20)
        $0.sectionHeadersPinToVisibleBounds = true
      } else {
        $0.footerReferenceSize = CGSize(width: 0, height: 20)
        $0.sectionFootersPinToVisibleBounds = true
      }
    }
  }

  @Test func headersPinAndThePreviousOneIsPushed() {
    // Section 0: header 0–20, lines at 20 and 60, ends 90. Section 1: header 90–110, lines at 110, 150, 190,
    // 230, ends 260 = content height; the largest offset is 260 − 100 = 160.
    // Pinned y = min(max(natural, offset), section end − 20):
    //   offset 0 → 0 and 90; 30 → 30 and 90; 75 → min(75, 70) = 70 (pushed) and 90;
    //   120 → 70 and 120; 200 (bouncing past 160, clamped) → 70 and 160; −30 (bouncing, clamped to 0) → 0, 90.
    let fixture = fixture(headers: true)
    let cases: [(CGFloat, CGFloat, CGFloat)] = [
      (0, 0, 90), (30, 30, 90), (75, 70, 90), (120, 70, 120), (200, 70, 160), (-30, 0, 90),
    ]
    for (offset, first, second) in cases {
      fixture.scroll(to: CGPoint(x: 0, y: offset))
      #expect(fixture.header(0) == rect(0, first, 200, 20), "offset \(offset)")
      #expect(fixture.header(1) == rect(0, second, 200, 20), "offset \(offset)")
    }
    let attributes = fixture.layout.layoutAttributesForSupplementaryView(
      ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(attributes?.zIndex == FlowLayout.pinnedZIndex)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
  }

  @Test func theCollectionViewShowsPinnedHeadersAfterEveryScroll() {
    // At offset 120 the visible rectangle is 120–220: header 1 pinned at 120 is on screen, header 0 (70–90) isn't.
    let fixture = fixture(headers: true)
    let prepares = fixture.collectionView.statistics.prepareCount
    fixture.scroll(to: CGPoint(x: 0, y: 120))
    let header = CollectionView.elementKindSectionHeader
    #expect(
      fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
        == rect(0, 120, 200, 20))
    #expect(fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    let visible = fixture.layout.layoutAttributesForElements(in: fixture.collectionView.bounds) ?? []
    #expect(
      visible.filter { $0.representedElementCategory == .supplementaryView }.map(\.indexPath) == [
        IndexPath(item: 0, section: 1)
      ])
    // Each scroll re-prepares, but the lines are not recomputed: the queries place the headers.
    #expect(fixture.collectionView.statistics.prepareCount == prepares + 1)
    let context =
      fixture.layout.invalidationContext(forBoundsChange: rect(0, 130, 200, 100)) as? FlowLayoutInvalidationContext
    #expect(context?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(context?.invalidateFlowLayoutAttributes == false)
  }

  @Test func headersPinBelowTheTopContentInset() {
    // Content inset top 10: offsets start at −10. Pinned y = max(natural, offset + 10):
    //   offset −10 → 0; offset 30 → 40; offset 75 → min(85, 70) = 70.
    let fixture = fixture(headers: true, contentInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    for (offset, expected) in [(CGFloat(-10), CGFloat(0)), (30, 40), (75, 70)] {
      fixture.scroll(to: CGPoint(x: 0, y: offset))
      #expect(fixture.header(0)?.minY == expected, "offset \(offset)")
    }
  }

  @Test func footersPinToTheBottomAndArePushedByThePreviousOne() {
    // Section 0: lines at 0 and 40, items end 70, footer 70–90. Section 1: starts 90, lines 90 … 210, items
    // end 240, footer 240–260. Pinned y = max(min(natural, offset + 100 − 20), section start):
    //   offset 0 → 70 and max(min(240, 80), 90) = 90; 100 → 70 and 180; 160 → 70 and 240;
    //   250 (clamped to 160) → 240; −40 (clamped to 0) → 90.
    let fixture = fixture(headers: false)
    let cases: [(CGFloat, CGFloat)] = [(0, 90), (100, 180), (160, 240), (250, 240), (-40, 90)]
    for (offset, second) in cases {
      fixture.scroll(to: CGPoint(x: 0, y: offset))
      #expect(fixture.footer(0) == rect(0, 70, 200, 20), "offset \(offset)")
      #expect(fixture.footer(1) == rect(0, second, 200, 20), "offset \(offset)")
    }
  }

  @Test func horizontalHeadersPinToTheLeft() {
    // Horizontal: D = 200 (height), 30×90 items: N = 2 → y = 0, 110. Header columns 20 wide: section 0 header
    // 0–20, columns at 20 and 60, ends 90; section 1 header 90–110. Offset x 30 → header 0 at 30.
    let fixture = FlowFixture(size: CGSize(width: 100, height: 200), counts: [4, 8]) {
      $0.scrollDirection = .horizontal
      $0.itemSize = CGSize(width: 30, height: 90)
      $0.headerReferenceSize = CGSize(width: 20, height: 0)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    fixture.scroll(to: CGPoint(x: 30, y: 0))
    #expect(fixture.header(0) == rect(30, 0, 20, 200))
    #expect(fixture.header(1) == rect(90, 0, 20, 200))
  }
}
