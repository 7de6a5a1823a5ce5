import Foundation
import Testing
import Trellis

/// Sections: headers and footers across the whole width outside the insets, stacking, content size.
@MainActor
@Suite("FlowLayout sections: headers, footers, insets, content size")
struct FlowLayoutSectionTests {
  init() { Application.shared.reset() }

  @Test func sectionsStackHeadersInsetsLinesFooters() {
    // D = 300; header height 40 (its width 123 is ignored: headers span D), footer height 30;
    // insets top 10, left 20, bottom 15, right 20 → A = 260; items 80×50, s = 10: N = floor(270 / 90) = 3,
    // gap = (260 − 240) / 2 = 10 → x = 20, 110, 200.
    // Section 0 (4 items): header 0–40; lines at 40 + 10 = 50 and 50 + 50 + 10 = 110 (item 3 at x 20, on the
    //   grid); items end 160; footer at 160 + 15 = 175, to 205. No line spacing next to headers or footers.
    // Section 1 (empty, insets kept): header 205–245; items start and end at 255; footer 270–300.
    // Section 2 (1 item): header 300–340; the lone item centred: x = (300 − 80) / 2 = 110, y = 350;
    //   footer at 400 + 15 = 415, to 445. Content = (300, 445).
    let fixture = FlowFixture(size: CGSize(width: 300, height: 500), counts: [4, 0, 1]) {
      $0.headerReferenceSize = CGSize(width: 123, height: 40)
      $0.footerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 15, right: 20)
      $0.itemSize = CGSize(width: 80, height: 50)
    }
    let header = "supplementary UICollectionElementKindSectionHeader"
    let footer = "supplementary UICollectionElementKindSectionFooter"
    #expect(
      fixture.dump == """
        \(header) [0, 0] frame=(0.0, 0.0, 300.0, 40.0)
        cell [0, 0] frame=(20.0, 50.0, 80.0, 50.0)
        cell [0, 1] frame=(110.0, 50.0, 80.0, 50.0)
        cell [0, 2] frame=(200.0, 50.0, 80.0, 50.0)
        cell [0, 3] frame=(20.0, 110.0, 80.0, 50.0)
        \(footer) [0, 0] frame=(0.0, 175.0, 300.0, 30.0)
        \(header) [1, 0] frame=(0.0, 205.0, 300.0, 40.0)
        \(footer) [1, 0] frame=(0.0, 270.0, 300.0, 30.0)
        \(header) [2, 0] frame=(0.0, 300.0, 300.0, 40.0)
        cell [2, 0] frame=(110.0, 350.0, 80.0, 50.0)
        \(footer) [2, 0] frame=(0.0, 415.0, 300.0, 30.0)
        """)
    #expect(fixture.contentSize == CGSize(width: 300, height: 445))
  }

  @Test func contentInsetsNarrowTheLines() {
    // Bounds 300 wide, content insets left 10 right 30 → D = 260 (the content width); section insets
    // 20/20 → A = 220; w = 80, s = 10: N = floor(230 / 90) = 2, gap = (220 − 160) / 1 = 60 → x = 20, 160
    // (160 + 80 = 240 = D − 20). Header (height 20) spans D = 260. Lines at 20 and 20 + 50 + 10 = 80;
    // item 2 on the grid at x = 20. Content = (260, 80 + 50) = (260, 130).
    let fixture = FlowFixture(
      size: CGSize(width: 300, height: 500), counts: [3],
      contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
    ) {
      $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
      $0.itemSize = CGSize(width: 80, height: 50)
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
    }
    #expect(fixture.header(0) == rect(0, 0, 260, 20))
    #expect(fixture.frames() == [rect(20, 20, 80, 50), rect(160, 20, 80, 50), rect(20, 80, 80, 50)])
    #expect(fixture.contentSize == CGSize(width: 260, height: 130))
  }

  @Test func noHeaderOrFooterWithoutAScrollingLength() {
    // A header 100 wide but 0 high is no header when scrolling vertically; supplementary queries answer nil.
    let fixture = FlowFixture(size: CGSize(width: 300, height: 500), counts: [2]) {
      $0.headerReferenceSize = CGSize(width: 100, height: 0)
    }
    #expect(fixture.header(0) == nil)
    #expect(fixture.footer(0) == nil)
    #expect(
      fixture.layout.layoutAttributesForSupplementaryView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
    // Two items, one incomplete line on the grid: A = 300, N = floor(310 / 60) = 5, gap = (300 − 250) / 4 = 12.5:
    // x = 0 and 62.5, rounded half away from zero at scale 1 → 63.
    #expect(fixture.frames() == [rect(0, 0, 50, 50), rect(63, 0, 50, 50)])
  }

  @Test func theCollectionViewShowsTheLaidOutViews() {
    // The visible set is what the layout placed. A 100×100 view, 50×50 items: A = 100, s = 10,
    // N = floor(110 / 60) = 1 → items centred at x = 25, at y = 0 and 60 (the second partly visible).
    let fixture = FlowFixture(size: CGSize(width: 100, height: 100), counts: [5])
    #expect(
      fixture.collectionView.visibleElementsDescription == """
        cell [0, 0] frame=(25.0, 0.0, 50.0, 50.0)
        cell [0, 1] frame=(25.0, 60.0, 50.0, 50.0)
        """)
  }

  @Test func attributesAreMadeOfTheLayoutsAttributesClass() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 500), counts: [2], layout: TaggedFlowLayout()) {
      $0.headerReferenceSize = CGSize(width: 0, height: 20)
    }
    let all = fixture.layout.layoutAttributesForElements(in: rect(0, 0, 300, 500)) ?? []
    #expect(all.count == 3)
    #expect(all.allSatisfy { $0 is TaggedAttributes })
    #expect(all.first?.representedElementKind == CollectionView.elementKindSectionHeader)
  }
}

/// Attributes of a subclass, to check the layout honours `layoutAttributesClass`.
final class TaggedAttributes: LayoutAttributes {}

/// A flow layout making `TaggedAttributes`.
final class TaggedFlowLayout: FlowLayout {
  override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}
