import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A cell whose content view holds one box pinned to its edges, `height` tall by a constraint.
final class BoxCell: CollectionViewCell {
  let box = View()
  var height: LayoutConstraint!
  required init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    height = box.heightAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor), height,
    ])
  }
  required init?(coder: NSCoder) { nil }
}

/// `selfSizingInvalidation` (iOS 16): a visible self-sizing cell whose content changes is measured again
/// and the layout takes its new size (Documentation/Behaviour.md#self-sizing).
@MainActor
@Suite("Collection view: self-sizing invalidation")
struct SelfSizingInvalidationTests {
  @Test func theDefaultIsEnabled() {
    let fixture = SelfSizingFixture(count: 3)
    #expect(fixture.collectionView.selfSizingInvalidation == .enabled)
  }

  @Test func invalidatingACellsIntrinsicSizeResizesItWhenEnabled() {
    for mode in [CollectionView.SelfSizingInvalidation.disabled, .enabled, .enabledIncludingConstraints] {
      let fixture = SelfSizingFixture(count: 10)
      fixture.collectionView.selfSizingInvalidation = mode
      fixture.collectionView.layoutIfNeeded()
      #expect(fixture.cellFrame(1) == CGRect(x: 0, y: 20, width: 300, height: 30))  // heights 20, 30, 40…
      let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? SizedCell
      cell?.preferred = CGSize(width: 300, height: 75)
      cell?.contentView.invalidateIntrinsicContentSize()
      fixture.collectionView.layoutIfNeeded()
      let resized = mode != .disabled
      #expect(fixture.cellFrame(1) == CGRect(x: 0, y: 20, width: 300, height: resized ? 75 : 30), "\(mode)")
      #expect(fixture.cellFrame(2)?.minY == (resized ? 95 : 50), "\(mode): the next cell follows")
      #expect(fixture.errors == [])
    }
  }

  @Test func aConstraintEditedInsideTheContentViewResizesOnlyWhenConstraintsAreIncluded() {
    for mode in [CollectionView.SelfSizingInvalidation.enabled, .enabledIncludingConstraints] {
      let layout = FlowLayout()
      layout.estimatedItemSize = CGSize(width: 300, height: 50)
      layout.minimumLineSpacing = 0
      let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
      let source = CountingDataSource(counts: [5])
      source.registerCells(BoxCell.self, on: cv)
      cv.dataSource = source
      cv.selfSizingInvalidation = mode
      cv.layoutIfNeeded()
      #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
      let cell = cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? BoxCell
      cell?.height.constant = 64
      cv.layoutIfNeeded()
      let height: CGFloat = mode == .enabledIncludingConstraints ? 64 : 40
      #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == height, "\(mode)")
      #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == height, "\(mode)")
      withExtendedLifetime(source) {}
    }
  }
}
