import Foundation
import Testing
import Trellis

/// UIKit's warning for an item longer than a line, and errors for sizes the flow layout can't use.
@MainActor
@Suite("FlowLayout diagnostics: too-wide items and invalid sizes")
struct FlowLayoutDiagnosticsTests {
  init() { Application.shared.reset() }

  static let verticalMessage =
    "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less than the "
    + "width of the UICollectionView minus the section insets left and right values, minus the content insets left "
    + "and right values.\nPlease check the values returned by the delegate."

  @Test func anItemWiderThanTheLineIsLaidOutAndWarnedAboutOncePerPrepare() {
    // 400-wide items in D = 300: each alone on a complete line, centred: x = (300 − 400) / 2 = −50,
    // y = 0, 60, 120. One message for the three items.
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3]) {
      $0.itemSize = CGSize(width: 400, height: 50)
    }
    #expect(fixture.frames() == [rect(-50, 0, 400, 50), rect(-50, 60, 400, 50), rect(-50, 120, 400, 50)])
    #expect(fixture.diagnostics == [Self.verticalMessage])
    fixture.scroll(to: CGPoint(x: 0, y: 30))
    #expect(fixture.diagnostics.count == 1)
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.diagnostics.count == 2)
  }

  @Test func sectionAndContentInsetsCountAgainstTheWidth() {
    // Bounds 300, content insets 20 + 20, section insets 30 + 0 → A = 230: a 240-wide item is too wide, 230 is not.
    func diagnostics(width: CGFloat) -> [String] {
      FlowFixture(
        size: CGSize(width: 300, height: 400), counts: [2],
        contentInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
      ) {
        $0.itemSize = CGSize(width: width, height: 50)
        $0.sectionInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
      }.diagnostics
    }
    #expect(diagnostics(width: 230).isEmpty)
    #expect(diagnostics(width: 240) == [Self.verticalMessage])
  }

  @Test func horizontalScrollingWarnsAboutHeight() {
    let delegate = SizeDelegate { CGSize(width: 50, height: $0.item == 1 ? 500 : 50) }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3], delegate: delegate) {
      $0.scrollDirection = .horizontal
    }
    #expect(
      fixture.diagnostics == [
        "The behavior of the UICollectionViewFlowLayout is not defined because: the item height must be less than "
          + "the height of the UICollectionView minus the section insets top and bottom values, minus the content "
          + "insets top and bottom values.\nPlease check the values returned by the delegate."
      ])
  }

  @Test func aZeroItemSizeIsReported() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3]) {
      $0.itemSize = CGSize(width: 0, height: 50)
    }
    #expect(fixture.errors == [.invalidItemSize(indexPath: nil, size: CGSize(width: 0, height: 50))])
    #expect(
      fixture.errors.first?.description
        == "negative or zero sizes are not supported in the flow layout: itemSize is (0.0, 50.0)")
  }

  @Test func aNegativeDelegateSizeIsReportedWithItsIndexPath() {
    // Items 2 and 4 are invalid; the first is reported (once per prepare), and both are laid out with their
    // invalid lengths replaced by 0, so the collection view never sees a negative frame.
    let delegate = SizeDelegate { indexPath in
      switch indexPath.item {
      case 2: CGSize(width: -5, height: 20)
      case 4: CGSize(width: 0, height: 0)
      default: CGSize(width: 40, height: 20)
      }
    }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [6], delegate: delegate)
    #expect(
      fixture.errors == [
        .invalidItemSize(indexPath: IndexPath(item: 2, section: 0), size: CGSize(width: -5, height: 20))
      ])
    #expect(
      fixture.errors.first?.description
        == "negative or zero sizes are not supported in the flow layout: collectionView(_:layout:sizeForItemAt:) "
        + "returned (-5.0, 20.0) for item [0, 2]")
    #expect(fixture.frame(2)?.size == CGSize(width: 0, height: 20))
  }
}
