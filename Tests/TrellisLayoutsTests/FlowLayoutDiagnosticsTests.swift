import Foundation
import Testing
import Trellis

@testable import TrellisLayouts

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
    let error = FlowLayoutError.invalidItemSize(.itemSize, size: CGSize(width: 0, height: 50))
    #expect(fixture.errors == [.layout(LayoutError(layout: "FlowLayout", message: error.description))])
    #expect(fixture.errors == [.layout(error.layoutError)])
    #expect(
      fixture.errors.first?.description
        == "negative or zero sizes are not supported in the flow layout: itemSize is (0.0, 50.0)")
    #expect(fixture.collectionView.lastError == .layout(error.layoutError))
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
        .layout(
          FlowLayoutError.invalidItemSize(
            .sizeForItem(IndexPath(item: 2, section: 0)), size: CGSize(width: -5, height: 20)
          ).layoutError)
      ])
    #expect(
      fixture.errors.first?.description
        == "negative or zero sizes are not supported in the flow layout: collectionView(_:layout:sizeForItemAt:) "
        + "returned (-5.0, 20.0) for item [0, 2]")
    #expect(fixture.frame(2)?.size == CGSize(width: 0, height: 20))
    #expect(fixture.frame(4)?.size == CGSize(width: 0, height: 0))
  }

  @Test func aNegativeEstimatedItemSizeIsReportedUnderItsOwnName() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [2]) {
      $0.estimatedItemSize = CGSize(width: -10, height: 30)
    }
    #expect(
      fixture.errors.map(\.description) == [
        "negative or zero sizes are not supported in the flow layout: estimatedItemSize is (-10.0, 30.0)"
      ])
    // Length 0 with spacing 10 in A = 300: 31 a line on a 10-point grid, (300 − 31 × 0) / 30 = 10.
    #expect(fixture.frames() == [rect(0, 0, 0, 30), rect(10, 0, 0, 30)])
  }

  @Test func aNonFiniteDelegateSizeHasItsOwnTextAndLengthZero() {
    // Item 3 answers (nan, 40): reported as non-finite (not as "negative or zero") and laid out 0 × 40. All
    // five fit one line (4 × 40 + 0 + 4 × 10 = 200 ≤ 300), the last, left-aligned with the minimum spacing.
    let delegate = SizeDelegate { indexPath in
      indexPath.item == 3 ? CGSize(width: CGFloat.nan, height: 40) : CGSize(width: 40, height: 40)
    }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [5], delegate: delegate)
    #expect(
      fixture.errors == [
        .layout(
          FlowLayoutError.nonFiniteValue(.sizeForItem(IndexPath(item: 3, section: 0)), value: "(nan, 40.0)")
            .layoutError)
      ])
    #expect(
      fixture.errors.first?.description
        == "collectionView(_:layout:sizeForItemAt:) returned (nan, 40.0) for item [0, 3]; sizes must be finite")
    #expect(
      fixture.frames() == [
        rect(0, 0, 40, 40), rect(50, 0, 40, 40), rect(100, 0, 40, 40), rect(150, 0, 0, 40), rect(160, 0, 40, 40),
      ])
  }

  @Test func anInfiniteItemSizePropertyIsReportedAsNonFinite() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [2]) {
      $0.itemSize = CGSize(width: 50, height: CGFloat.infinity)
    }
    #expect(
      fixture.errors.map(\.description) == ["itemSize is (50.0, inf); sizes must be finite"])
    #expect(fixture.frames().map(\.size) == [CGSize(width: 50, height: 0), CGSize(width: 50, height: 0)])
  }

  @Test func nonFiniteInsetsSpacingsAndSupplementarySizesNameTheirMember() {
    // One layout per bad value: each reports its own member and value, and lays out with that value 0.
    func messages(_ configure: @escaping (FlowLayout) -> Void) -> [String] {
      FlowFixture(size: CGSize(width: 300, height: 400), counts: [2], configure: configure).errors.map(\.description)
    }
    #expect(
      messages { $0.sectionInset = EdgeInsets(top: 0, left: CGFloat.nan, bottom: 0, right: 0) } == [
        "sectionInset is (top: 0.0, left: nan, bottom: 0.0, right: 0.0); insets must be finite"
      ])
    #expect(
      messages { $0.minimumLineSpacing = CGFloat.infinity } == ["minimumLineSpacing is inf; spacings must be finite"])
    #expect(
      messages { $0.minimumInteritemSpacing = -CGFloat.infinity } == [
        "minimumInteritemSpacing is -inf; spacings must be finite"
      ])
    #expect(
      messages { $0.headerReferenceSize = CGSize(width: 0, height: CGFloat.nan) } == [
        "headerReferenceSize is (0.0, nan); sizes must be finite"
      ])
    #expect(
      messages { $0.footerReferenceSize = CGSize(width: CGFloat.infinity, height: 20) } == [
        "footerReferenceSize is (inf, 20.0); sizes must be finite"
      ])
  }

  @Test func nonFiniteDelegateMetricsNameTheMethodAndSection() {
    // Section 1's metrics are bad, one member per layout; section 0's are fine.
    func messages(_ change: (MetricsDelegate) -> Void) -> [String] {
      let delegate = MetricsDelegate()
      delegate.insets = [.zero, .zero]
      delegate.lineSpacings = [10, 10]
      delegate.interitemSpacings = [10, 10]
      delegate.headerSizes = [.zero, .zero]
      delegate.footerSizes = [.zero, .zero]
      change(delegate)
      return FlowFixture(size: CGSize(width: 300, height: 400), counts: [2, 2], delegate: delegate).errors.map(
        \.description)
    }
    #expect(
      messages { $0.insets[1] = EdgeInsets(top: CGFloat.infinity, left: 0, bottom: 0, right: 0) } == [
        "collectionView(_:layout:insetForSectionAt:) returned (top: inf, left: 0.0, bottom: 0.0, right: 0.0) for "
          + "section 1; insets must be finite"
      ])
    #expect(
      messages { $0.lineSpacings[1] = CGFloat.nan } == [
        "collectionView(_:layout:minimumLineSpacingForSectionAt:) returned nan for section 1; spacings must be finite"
      ])
    #expect(
      messages { $0.interitemSpacings[1] = CGFloat.infinity } == [
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:) returned inf for section 1; spacings must be "
          + "finite"
      ])
    #expect(
      messages { $0.headerSizes[1] = CGSize(width: 0, height: CGFloat.nan) } == [
        "collectionView(_:layout:referenceSizeForHeaderInSection:) returned (0.0, nan) for section 1; sizes must be "
          + "finite"
      ])
    #expect(
      messages { $0.footerSizes[1] = CGSize(width: 0, height: CGFloat.infinity) } == [
        "collectionView(_:layout:referenceSizeForFooterInSection:) returned (0.0, inf) for section 1; sizes must be "
          + "finite"
      ])
    #expect(
      messages {
        $0.sizes = {
          $0 == IndexPath(item: 1, section: 1)
            ? CGSize(width: -CGFloat.infinity, height: 5) : CGSize(width: 10, height: 10)
        }
      } == [
        "collectionView(_:layout:sizeForItemAt:) returned (-inf, 5.0) for item [1, 1]; sizes must be finite"
      ])
  }

  @Test func nonFiniteMetricsAreReplacedByZero() {
    // A NaN left inset and an infinite line spacing act as 0: the two rows are where they'd be with both 0.
    let fixture = FlowFixture(size: CGSize(width: 100, height: 400), counts: [4]) {
      $0.itemSize = CGSize(width: 40, height: 30)
      $0.sectionInset = EdgeInsets(top: 0, left: CGFloat.nan, bottom: 0, right: 0)
      $0.minimumLineSpacing = CGFloat.infinity
      $0.headerReferenceSize = CGSize(width: 0, height: CGFloat.infinity)
    }
    #expect(fixture.frames() == [rect(0, 0, 40, 30), rect(60, 0, 40, 30), rect(0, 30, 40, 30), rect(60, 30, 40, 30)])
    #expect(fixture.header(0) == nil)
    #expect(fixture.errors.count == 1)
  }

  @Test func onlyTheFirstBadMetricOfAPrepareIsReportedAndEachPrepareReportsAgain() {
    let delegate = SizeDelegate { indexPath in
      indexPath.item >= 1 ? CGSize(width: CGFloat.nan, height: CGFloat.nan) : CGSize(width: 10, height: 10)
    }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [4], delegate: delegate) {
      $0.minimumLineSpacing = CGFloat.nan
    }
    #expect(fixture.errors.map(\.description) == ["minimumLineSpacing is nan; spacings must be finite"])
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.errors.count == 2)
    #expect(fixture.errors[1] == fixture.errors[0])
  }

  @Test(arguments: [
    (CGFloat(1), CGFloat(1), true), (0, 1, false), (-0.0, 1, false), (-1, 1, false), (1, CGFloat.nan, false),
    (CGFloat.infinity, 1, false), (1, -CGFloat.infinity, false), (.greatestFiniteMagnitude, 1, true),
    (.leastNonzeroMagnitude, .leastNormalMagnitude, true), (1, -.leastNonzeroMagnitude, false),
  ])
  func itemSizeValidityMatchesPositiveAndFinite(width: CGFloat, height: CGFloat, valid: Bool) {
    #expect(FlowLayout.isValidItemSize(CGSize(width: width, height: height)) == valid)
  }
}
