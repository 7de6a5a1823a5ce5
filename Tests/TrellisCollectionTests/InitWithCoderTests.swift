import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// `init?(coder:)` as UIKit subclasses use it: `required init?(coder:)` calling `super.init(coder:)`
/// in cells, reusable views and layouts, producing objects that work (Trellis reads no archives).
@MainActor
@Suite("init?(coder:) on cells, reusable views, collection views and layouts")
struct InitWithCoderTests {
  final class BadgeCell: CollectionViewCell {
    let badge = Label()
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      contentView.addSubview(badge)
    }
  }

  final class Header: CollectionReusableView {
    var title = "none"
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      title = "from coder"
    }
    required init(frame: CGRect) { super.init(frame: frame) }
  }

  final class CarouselLayout: FlowLayout {
    override init() {
      super.init()
      scrollDirection = .horizontal
    }
    required init?(coder: NSCoder) {
      super.init(coder: coder)
      scrollDirection = .horizontal
      itemSize = CGSize(width: 80, height: 40)
    }
  }

  @Test func aCellMadeFromACoderIsACompleteCell() throws {
    let cell = try #require(BadgeCell(coder: NSCoder()))
    #expect(cell.frame == .zero)
    #expect(
      cell.subviews.last === cell.contentView && cell.contentView.subviews.count == 1
        && cell.contentView.subviews.first === cell.badge)
    cell.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    let header = try #require(Header(coder: NSCoder()))
    #expect(header.title == "from coder" && header.frame == .zero)
  }

  @Test func aFlowLayoutSubclassMadeFromACoderLaysOut() throws {
    let layout = try #require(CarouselLayout(coder: NSCoder()))
    #expect(layout.scrollDirection == .horizontal && layout.minimumLineSpacing == 10)
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 40), collectionViewLayout: layout)
    cv.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
    let source = CountingDataSource(count: 3, cellReuseIdentifier: "badge")
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(cv.contentSize == CGSize(width: 260, height: 40))
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 90, y: 0, width: 80, height: 40))
    withExtendedLifetime(source) {}
  }

  @Test func aCollectionViewMadeFromACoderStartsWithAnEmptyLayout() throws {
    let cv = try #require(CollectionView(coder: NSCoder()))
    #expect(type(of: cv.collectionViewLayout) == CollectionViewLayout.self)
    #expect(cv.collectionViewLayout.collectionView === cv)
    let flow = FlowLayout()
    cv.collectionViewLayout = flow
    #expect(flow.collectionView === cv)
  }
}
