import Foundation
import Testing
import Trellis
import TrellisTesting

/// Sections of at least 32,768 variable items have their lines broken on another thread while the
/// delegate's sizes come (Documentation/Behaviour.md#flow-concurrent-lines); the sections here have 40,000
/// and more. Whichever thread breaks them, the lines are the same.
@MainActor
@Suite("FlowLayout: lines of large sections broken while the sizes come")
struct FlowLayoutConcurrentLinesTests {
  init() { Application.shared.reset() }

  /// 30–120 wide, 20–60 tall, varying by item and section.
  static func size(_ indexPath: IndexPath) -> CGSize {
    let key = indexPath.item &* 37 &+ indexPath.section &* 11
    return CGSize(width: CGFloat(30 + key % 91), height: CGFloat(20 + (key / 91) % 41))
  }

  /// Two large variable sections (the second placed after the first's lines) with headers, footers and insets.
  static func makeFixture(_ delegate: SizeDelegate, width: CGFloat = 320) -> FlowFixture {
    FlowFixture(size: CGSize(width: width, height: 480), counts: [40_000, 50_000], delegate: delegate) { layout in
      layout.minimumInteritemSpacing = 7
      layout.minimumLineSpacing = 5
      layout.sectionInset = EdgeInsets(top: 4, left: 9, bottom: 6, right: 3)
      layout.headerReferenceSize = CGSize(width: 0, height: 20)
      layout.footerReferenceSize = CGSize(width: 0, height: 15)
    }
  }

  /// Every frame of the fixture: items of both sections, headers and footers, and the content size.
  static func geometry(_ fixture: FlowFixture) -> [CGRect] {
    var all = fixture.frames(section: 0) + fixture.frames(section: 1)
    for section in 0..<2 { all += [fixture.header(section) ?? .null, fixture.footer(section) ?? .null] }
    return all + [CGRect(origin: .zero, size: fixture.contentSize)]
  }

  @Test func linesBrokenWhileTheSizesComeEqualLinesBrokenFromTheStoredSizes() {
    let delegate = SizeDelegate(Self.size)
    let fixture = Self.makeFixture(delegate)
    let whileAsked = Self.geometry(fixture)
    #expect(delegate.calls == 90_000 + 1)  // every item once, and the probe of the first
    // A width change re-breaks every line from the stored sizes on the main thread, without the delegate.
    fixture.collectionView.bounds.size.width = 321
    fixture.collectionView.layoutIfNeeded()
    #expect(Self.geometry(fixture) != whileAsked)
    fixture.collectionView.bounds.size.width = 320
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == 90_000 + 1)
    #expect(Self.geometry(fixture) == whileAsked)
    // And a fresh layout made at 321 first gives, at 320, what the first one gave.
    let other = Self.makeFixture(SizeDelegate(Self.size), width: 321)
    other.collectionView.bounds.size.width = 320
    other.collectionView.layoutIfNeeded()
    #expect(Self.geometry(other) == whileAsked)
    #expect(fixture.errors.isEmpty && fixture.diagnostics.isEmpty)
  }

  @Test func anInsertIntoALargeSectionAsksEverySizeOnceAndEqualsAFreshLayout() {
    let model = BatchModel()
    model.sections = [model.makeSection(count: 40_000), model.makeSection(count: 12)]
    let (fixture, delegate) = FlowLayoutBatchUpdateTests.makeFixture(model, .variable)
    var after = model.sections
    after[0].items.insert(contentsOf: (0..<10).map { _ in model.makeID() }, at: 20_000)
    var batch = RandomBatch()
    batch.inserts = (20_000..<20_010).map { IndexPath(item: $0, section: 0) }
    batch.after = after
    let queries = delegate?.sizeQueries ?? 0
    batch.perform(on: fixture.collectionView, model: model, dataSource: fixture.dataSource)
    #expect(fixture.errors.isEmpty)
    // The budget of a commit: each of the 40,022 items of the new data asked once, plus the probe.
    #expect((delegate?.sizeQueries ?? 0) - queries == 40_022 + 1)
    let (fresh, _) = FlowLayoutBatchUpdateTests.makeFixture(model, .variable)
    #expect(FlowLayoutBatchUpdateTests.differences(fixture, fresh, sections: 2) == [])
  }

  @Test func anInvalidSizeInALargeSectionIsReportedAndLaidOutAsZero() {
    let delegate = SizeDelegate { indexPath in
      switch indexPath.item {
      case 35_000: CGSize(width: -5, height: 20)
      case 39_000: CGSize(width: CGFloat.nan, height: 20)
      default: Self.size(indexPath)
      }
    }
    let fixture = FlowFixture(size: CGSize(width: 320, height: 480), counts: [40_000], delegate: delegate)
    #expect(
      fixture.errors.map { $0.description } == [
        "negative or zero sizes are not supported in the flow layout: collectionView(_:layout:sizeForItemAt:) "
          + "returned (-5.0, 20.0) for item [0, 35000]"
      ])
    #expect(fixture.frame(35_000)?.size == CGSize(width: 0, height: 20))
    #expect(fixture.frame(39_000)?.size == CGSize(width: 0, height: 20))
  }

  @Test func aLargeSectionAnsweringOneSizeIsUniform() {
    // Uniform sections put the last line on the grid of full lines; variable ones pack it with the
    // minimum spacing, so equal frames show the section became uniform: 6 items a line in 330 with
    // gaps of 12, and 40,001 items leave 5 on the last line (at 0, 57, 114… uniform; 0, 55, 110… packed).
    let delegate = SizeDelegate { _ in CGSize(width: 45, height: 30) }
    let asked = FlowFixture(size: CGSize(width: 330, height: 480), counts: [40_001], delegate: delegate)
    let uniform = FlowFixture(size: CGSize(width: 330, height: 480), counts: [40_001]) {
      $0.itemSize = CGSize(width: 45, height: 30)
    }
    #expect(asked.frames() == uniform.frames())
    #expect(asked.contentSize == uniform.contentSize)
    #expect(uniform.frame(40_000)?.minX == CGFloat(4 * 57))
    // One size differing late (item 39,999, one point taller) makes the section variable.
    let late = FlowFixture(
      size: CGSize(width: 330, height: 480), counts: [40_001],
      delegate: SizeDelegate { CGSize(width: 45, height: $0.item == 39_999 ? 31 : 30) })
    #expect(late.frame(40_000)?.minX == CGFloat(4 * 55))
    #expect(late.frame(39_999)?.size == CGSize(width: 45, height: 31))
  }
}
