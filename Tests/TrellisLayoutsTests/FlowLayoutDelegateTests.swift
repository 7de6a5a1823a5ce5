import Foundation
import Testing
import Trellis

/// The flow delegate: per-section overrides of every property, and how the layout finds which members exist.
@MainActor
@Suite("FlowLayout delegate: per-section overrides and probed members")
struct FlowLayoutDelegateTests {
  init() { Application.shared.reset() }

  /// A delegate overriding all six members differently for two sections.
  private func overridingDelegate() -> MetricsDelegate {
    let delegate = MetricsDelegate()
    delegate.sizes = {
      $0.section == 0 ? CGSize(width: 40, height: 40) : CGSize(width: 30 + 10 * CGFloat($0.item), height: 20)
    }
    delegate.insets = [EdgeInsets(all: 5), EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)]
    delegate.lineSpacings = [7, 3]
    delegate.interitemSpacings = [20, 0]
    delegate.headerSizes = [CGSize(width: 0, height: 25), .zero]
    delegate.footerSizes = [.zero, CGSize(width: 0, height: 12)]
    return delegate
  }

  @Test func everyMemberOverridesItsPropertyPerSection() {
    // The layout's own properties are deliberately different; the delegate's answers must win.
    // D = 100.
    // Section 0: header 0–25. Insets 5 → A = 90; 40×40, s = 20: N = floor(110 / 60) = 1 → each item alone,
    //   centred in D: x = (100 − 40) / 2 = 30. Lines at 25 + 5 = 30, 30 + 40 + 7 = 77, 124; items end 164;
    //   no footer; section ends 164 + 5 = 169.
    // Section 1: no header; insets left 10 → A = 90; widths 30, 40, 50, s = 0: 30 + 40 = 70, + 50 > 90 →
    //   {0, 1} complete, gap = (90 − 70) / 1 = 20 → x = 10, 60; {2} last (not every line holds one item)
    //   → incomplete, x = 10. Lines at 169 and 169 + 20 + 3 = 192; items end 212; footer 212–224.
    // Content = (100, 224).
    let delegate = overridingDelegate()
    let fixture = FlowFixture(size: CGSize(width: 100, height: 400), counts: [3, 3], delegate: delegate) {
      $0.itemSize = CGSize(width: 99, height: 99)
      $0.sectionInset = EdgeInsets(all: 50)
      $0.minimumLineSpacing = 50
      $0.minimumInteritemSpacing = 50
      $0.headerReferenceSize = CGSize(width: 0, height: 60)
      $0.footerReferenceSize = CGSize(width: 0, height: 70)
    }
    #expect(fixture.header(0) == rect(0, 0, 100, 25))
    #expect(fixture.frames(section: 0) == [rect(30, 30, 40, 40), rect(30, 77, 40, 40), rect(30, 124, 40, 40)])
    #expect(fixture.footer(0) == nil)
    #expect(fixture.header(1) == nil)
    #expect(fixture.frames(section: 1) == [rect(10, 169, 30, 20), rect(60, 169, 40, 20), rect(10, 192, 50, 20)])
    #expect(fixture.footer(1) == rect(0, 212, 100, 12))
    #expect(fixture.contentSize == CGSize(width: 100, height: 224))
    #expect(
      fixture.layout.implementedDelegateMembers == [
        .sizeForItem, .insetForSection, .lineSpacing, .interitemSpacing, .headerSize, .footerSize,
      ])
  }

  @Test func theLayoutFindsExactlyTheImplementedMembers() {
    let sizes = SizeDelegate { _ in CGSize(width: 10, height: 10) }
    #expect(
      FlowFixture(size: CGSize(width: 100, height: 100), counts: [2], delegate: sizes).layout.implementedDelegateMembers
        == .sizeForItem)
    let empty = EmptyFlowDelegate()
    #expect(
      FlowFixture(size: CGSize(width: 100, height: 100), counts: [2], delegate: empty).layout.implementedDelegateMembers
        == [])
    #expect(FlowFixture(size: CGSize(width: 100, height: 100), counts: [2]).layout.implementedDelegateMembers == [])
  }

  @Test func theDefaultsAnswerTheLayoutsProperties() {
    // A delegate without the members behaves exactly like no delegate: the defaults return the properties.
    let delegate = EmptyFlowDelegate()
    let fixture = FlowFixture(size: CGSize(width: 100, height: 100), counts: [2], delegate: delegate) {
      $0.itemSize = CGSize(width: 20, height: 30)
      $0.sectionInset = EdgeInsets(all: 3)
      $0.minimumLineSpacing = 4
      $0.minimumInteritemSpacing = 5
      $0.headerReferenceSize = CGSize(width: 6, height: 7)
      $0.footerReferenceSize = CGSize(width: 8, height: 9)
    }
    let cv = fixture.collectionView
    let layout = fixture.layout
    #expect(
      delegate.collectionView(cv, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == layout.itemSize)
    #expect(delegate.collectionView(cv, layout: layout, insetForSectionAt: 0) == EdgeInsets(all: 3))
    #expect(delegate.collectionView(cv, layout: layout, minimumLineSpacingForSectionAt: 0) == 4)
    #expect(delegate.collectionView(cv, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 5)
    #expect(
      delegate.collectionView(cv, layout: layout, referenceSizeForHeaderInSection: 0) == CGSize(width: 6, height: 7))
    #expect(
      delegate.collectionView(cv, layout: layout, referenceSizeForFooterInSection: 0) == CGSize(width: 8, height: 9))
    // Two 20×30 items: A = 94, N = floor(99 / 25) = 3, gap = (94 − 60) / 2 = 17 → x = 3, 40; y = 7 + 3 = 10.
    #expect(fixture.frames() == [rect(3, 10, 20, 30), rect(40, 10, 20, 30)])
  }

  @Test func sizesAreAskedOncePerItemPerMetricsRead() {
    // 1,000 items of two widths: one probe call plus one call per item. Scrolling and a width change reuse
    // the stored sizes; invalidateLayout() and reloadData() read them again.
    let delegate = SizeDelegate { CGSize(width: $0.item % 2 == 0 ? 40 : 60, height: 20) }
    let fixture = FlowFixture(size: CGSize(width: 200, height: 200), counts: [1000], delegate: delegate)
    #expect(delegate.calls == 1001)
    fixture.scroll(to: CGPoint(x: 0, y: 500))
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 150, height: 200)
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == 1001)
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == 2002)
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == 3003)
  }

  @Test func aNewDelegateIsProbedAgain() {
    let fixture = FlowFixture(size: CGSize(width: 100, height: 100), counts: [2])
    let delegate = SizeDelegate { _ in CGSize(width: 30, height: 30) }
    fixture.collectionView.delegate = delegate
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.implementedDelegateMembers == .sizeForItem)
    #expect(fixture.frame(0)?.size == CGSize(width: 30, height: 30))
  }
}
