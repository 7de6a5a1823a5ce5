import Foundation
import Testing
import Trellis

/// Rectangle queries against a brute-force scan, over seeded random configurations.
@MainActor
@Suite("FlowLayout queries: exactly the overlapping elements, compact storage")
struct FlowLayoutQueryTests {
  init() { Application.shared.reset() }

  /// A random configuration: direction, sections with uniform or variable sizes, insets, spacings, headers,
  /// footers, pinning, content insets and a scroll offset.
  private func randomFixture(seed: UInt64) -> (FlowFixture, SeededGenerator) {
    var random = SeededGenerator(seed: seed)
    let sectionCount = Int.random(in: 1...4, using: &random)
    let counts = (0..<sectionCount).map { _ in Int.random(in: 0...40, using: &random) }
    let delegate = MetricsDelegate()
    var sizes: [[CGSize]] = []
    for count in counts {
      let uniform = Bool.random(using: &random)
      let base = CGSize(
        width: CGFloat(Int.random(in: 10...90, using: &random)),
        height: CGFloat(Int.random(in: 10...60, using: &random)))
      sizes.append(
        (0..<count).map { _ in
          uniform
            ? base
            : CGSize(
              width: CGFloat(Int.random(in: 4...200, using: &random)) / 2,
              height: CGFloat(Int.random(in: 4...120, using: &random)) / 2)
        })
      delegate.insets.append(
        EdgeInsets(
          top: CGFloat(Int.random(in: 0...20, using: &random)), left: CGFloat(Int.random(in: 0...20, using: &random)),
          bottom: CGFloat(Int.random(in: 0...20, using: &random)),
          right: CGFloat(Int.random(in: 0...20, using: &random))))
      delegate.lineSpacings.append(CGFloat(Int.random(in: 0...15, using: &random)))
      delegate.interitemSpacings.append(CGFloat(Int.random(in: 0...15, using: &random)))
      let header = Bool.random(using: &random) ? CGFloat(Int.random(in: 10...30, using: &random)) : 0
      let footer = Bool.random(using: &random) ? CGFloat(Int.random(in: 10...30, using: &random)) : 0
      delegate.headerSizes.append(CGSize(width: header, height: header))
      delegate.footerSizes.append(CGSize(width: footer, height: footer))
    }
    delegate.sizes = { sizes[$0.section][$0.item] }
    let horizontal = Bool.random(using: &random)
    let pinsHeaders = Bool.random(using: &random)
    let pinsFooters = Bool.random(using: &random)
    let size = CGSize(
      width: CGFloat(Int.random(in: 150...400, using: &random)),
      height: CGFloat(Int.random(in: 150...400, using: &random)))
    let inset = CGFloat(Int.random(in: 0...10, using: &random))
    let fixture = FlowFixture(size: size, counts: counts, contentInset: EdgeInsets(all: inset), delegate: delegate) {
      $0.scrollDirection = horizontal ? .horizontal : .vertical
      $0.sectionHeadersPinToVisibleBounds = pinsHeaders
      $0.sectionFootersPinToVisibleBounds = pinsFooters
    }
    let length = horizontal ? fixture.contentSize.width : fixture.contentSize.height
    let offset = CGFloat(Int.random(in: -20...Int(length) + 20, using: &random))
    fixture.scroll(to: horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset))
    return (fixture, random)
  }

  /// Every element, found one by one: each item, header and footer.
  private func allElements(of fixture: FlowFixture) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    let layout = fixture.layout
    for (section, count) in fixture.dataSource.counts.enumerated() {
      let path = IndexPath(item: 0, section: section)
      if let header = layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionHeader, at: path)
      {
        all.append(header)
      }
      for item in 0..<count { all.append(layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!) }
      if let footer = layout.layoutAttributesForSupplementaryView(
        ofKind: CollectionView.elementKindSectionFooter, at: path)
      {
        all.append(footer)
      }
    }
    return all
  }

  @Test(arguments: 1...24)
  func rectangleQueriesMatchABruteForceScan(seed: UInt64) {
    var (fixture, random) = randomFixture(seed: seed)
    let all = allElements(of: fixture)
    let content = fixture.contentSize
    for _ in 0..<40 {
      let x = CGFloat(Int.random(in: -50...Int(content.width) + 50, using: &random))
      let y = CGFloat(Int.random(in: -50...Int(content.height) + 50, using: &random))
      let query = rect(
        x, y, CGFloat(Int.random(in: 0...300, using: &random)), CGFloat(Int.random(in: 0...300, using: &random)))
      let expected = all.filter { $0.frame.overlaps(query) }.map(\.description).sorted()
      let answer = (fixture.layout.layoutAttributesForElements(in: query) ?? []).map(\.description).sorted()
      #expect(answer == expected, "seed \(seed), rect \(query)")
      if answer != expected { return }
    }
  }

  @Test func everyAnswerIsInsideTheContent() {
    for seed in UInt64(100)..<UInt64(110) {
      let (fixture, _) = randomFixture(seed: seed)
      let content = CGRect(origin: .zero, size: fixture.contentSize)
      for attributes in allElements(of: fixture) where attributes.representedElementCategory == .cell {
        // Items fit in the content (sizes here are never wider than a line minus its insets in the scroll axis).
        let frame = attributes.frame
        let scrollRange =
          fixture.layout.scrollDirection == .vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        let contentRange =
          fixture.layout.scrollDirection == .vertical ? (content.minY, content.maxY) : (content.minX, content.maxX)
        #expect(
          scrollRange.0 >= contentRange.0 - 0.5 && scrollRange.1 <= contentRange.1 + 0.5, "seed \(seed), \(attributes)")
      }
    }
  }

  @Test func uniformSectionsKeepNoPerItemStorage() {
    let fixture = FlowFixture(size: CGSize(width: 390, height: 844), counts: [1_000_000])
    #expect(fixture.layout.storageByteCount < 1024)
    // The millionth item: D = 390, N = floor(400 / 60) = 6 → item 999,999 is on line 166,666, column 3;
    // gap = (390 − 300) / 5 = 18 → x = 3·68 = 204, y = 166,666·60 = 9,999,960.
    #expect(fixture.frame(999_999) == rect(204, 9_999_960, 50, 50))
    #expect(fixture.contentSize == CGSize(width: 390, height: 166_667 * 60 - 10))
  }

  @Test func variableSectionsKeepSixteenBytesPerItem() {
    let delegate = SizeDelegate { CGSize(width: 30 + CGFloat($0.item % 7) * 10, height: 20 + CGFloat($0.item % 3) * 5) }
    let fixture = FlowFixture(size: CGSize(width: 390, height: 844), counts: [10_000], delegate: delegate)
    let perItem = Double(fixture.layout.storageByteCount) / 10_000
    #expect(perItem >= 16 && perItem < 16.5, "\(perItem) bytes per item")
  }
}
