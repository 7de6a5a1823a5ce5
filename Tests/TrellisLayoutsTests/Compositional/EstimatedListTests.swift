import Foundation
import Testing
import Trellis
import TrellisCollection
import TrellisTestSupport

/// List sections self-size: rows and supplementary headers are `.estimated`, and list cells answer the
/// height of their content (Documentation/Behaviour.md#compositional-self-sizing).
@MainActor
@Suite("Lists: estimated rows")
struct EstimatedListTests {
  init() { Application.shared.reset() }

  @Test func listRowsAndHeadersAreEstimatedAndMeasured() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let header = CollectionView.elementKindSectionHeader
    let fixture = EstimatedFixture(
      size: CGSize(width: 320, height: 600), counts: [3], kinds: [header],
      layout: CompositionalLayout.list(using: configuration))
    let row = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(row?.selfSizingAxes == .vertical)
    #expect(row?.frame == box(0, 28, 320, 44))  // after the plain header's 28
    #expect(fixture.measure(header, height: 40))
    #expect(fixture.frame(header) == box(0, 0, 320, 40))
    #expect(fixture.measure(item: 1, height: 64))
    #expect(fixture.frames(3) == [box(0, 40, 320, 44), box(0, 84, 320, 64), box(0, 148, 320, 44)])
    // 40; 40 + 44 = 84; 84 + 64 = 148
    #expect(fixture.collectionView.contentSize.height == 192)  // 148 + 44
  }

  @Test func aListCellFitsItsContentBetweenItsAccessories() {
    // Text metrics of the approximate system, whatever another suite installed (pango wraps differently).
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    TextSystems.current = ApproximateTextSystem()
    let cell = CollectionViewListCell(frame: box(0, 0, 320, 44))
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = String(repeating: "a long secondary text that wraps ", count: 6)
    cell.contentConfiguration = content
    let alone = ListContentView(configuration: content).sizeThatFits(CGSize(width: 320, height: 0))
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: alone.height))
    cell.accessories = [.disclosureIndicator()]
    let chevron = cell.accessoryViews[0]
    cell.layoutIfNeeded()
    // The content spans 0 to the chevron's leading edge (320 − 16 − its width); its height at that width.
    let between = ListContentView(configuration: content).sizeThatFits(CGSize(width: chevron.frame.minX, height: 0))
    #expect(chevron.frame.maxX == 304)  // 320 − the 16-point margin
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: between.height))
    #expect(cell.contentView.frame.width == chevron.frame.minX)  // the width the cell laid its content out at
    #expect(between.height > alone.height)  // the wrapped secondary text takes more lines in less width
  }

  @Test func aSingleLineRowKeepsTheStandardHeight() {
    // Text metrics of the approximate system, whatever another suite installed (pango wraps differently).
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    TextSystems.current = ApproximateTextSystem()
    let cell = CollectionViewListCell(frame: box(0, 0, 320, 44))
    var content = ListContentConfiguration.cell()
    content.text = "Wi-Fi"
    cell.contentConfiguration = content
    let text = ListContentView(configuration: content).sizeThatFits(CGSize(width: 320, height: 0)).height
    #expect(text < 44)  // margins and one line of text
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))  // the least row height
    // A header row (the first item of an outline section) is a row too.
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.listCellAppearance = ListCellAppearance(appearance: .sidebar, isHeader: true)
    cell.apply(attributes)
    #expect(cell.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
  }

  @Test func aListCellWithoutAContentConfigurationKeepsItsHeight() {
    let cell = CollectionViewListCell(frame: box(0, 0, 320, 52))
    #expect(cell.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 52))
  }
}
