import Foundation
import Testing
import Trellis

/// Where `ListContentView` puts its image and texts (Documentation/Behaviour.md#list-cell-configurations),
/// measured by the approximate text system: advance 0.6 em, line height 1.2 em, sizes rounded up. So a
/// 17 pt line is 21 pt tall and 10.2 pt per character; a 15 pt line is 18 pt tall and 9 pt per character.
@MainActor
@Suite("List content view")
struct ListContentViewTests {
  /// Installs the approximate text system in the test's own synchronous span: a suite `init` runs in an
  /// earlier main-actor job, and a test of another suite may install pango in between.
  private static func useApproximateText() { TextSystems.current = ApproximateTextSystem() }

  private func laidOut(_ configuration: ListContentConfiguration, height: CGFloat = 44) -> ListContentView {
    let view = ListContentView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: height)
    view.setNeedsLayout()
    view.layoutIfNeeded()
    return view
  }

  @Test func aCellCentresItsTextBetweenTheMargins() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.cell()
    configuration.text = "Title"
    let view = laidOut(configuration)
    // Margins 11/16: the box is (16, 11, 268, 22); the 21 pt line centred: y = round(22 − 10.5) = 12.
    #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 268, height: 21))
    #expect(view.secondaryTextLabel.isHidden)
    #expect(view.imageView.isHidden)
    // 11 + 21 + 11.
    #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height == 43)
  }

  @Test func aSubtitleCellStacksTheSecondaryTextBelow() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.subtitleCell()
    configuration.text = "Title"
    configuration.secondaryText = "Detail"
    let view = laidOut(configuration, height: 64)
    // Texts: 21 + 3 + 18 = 42 tall, centred in the box (16, 11, 268, 42): top = round(32 − 21) = 11.
    #expect(view.textLabel.frame == CGRect(x: 16, y: 11, width: 268, height: 21))
    // 11 + 21 + 3.
    #expect(view.secondaryTextLabel.frame == CGRect(x: 16, y: 35, width: 268, height: 18))
    #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height == 64)
  }

  @Test func aValueCellPutsTheSecondaryTextAtTheTrailingMargin() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.valueCell()
    configuration.text = "Title"
    configuration.secondaryText = "Detail"
    let view = laidOut(configuration)
    // "Title": 5 × 10.2 = 51 wide; "Detail" at 17 pt: 6 × 10.2 = 61.2, rounded up to 62; 51 + 8 + 62 fits 268.
    #expect(view.textLabel.frame == CGRect(x: 16, y: 12, width: 51, height: 21))
    // Ends at 300 − 16 = 284: x = 284 − 62.
    #expect(view.secondaryTextLabel.frame == CGRect(x: 222, y: 12, width: 62, height: 21))
    #expect(view.secondaryTextLabel.textAlignment == .right)
  }

  @Test func aValueCellStacksWhenTheTextsDontFitSideBySide() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.valueCell()
    configuration.text = String(repeating: "x", count: 20)  // 204 wide
    configuration.secondaryText = "Detail"  // 62 wide: 204 + 8 + 62 = 274 > 268
    let view = laidOut(configuration, height: 67)
    // Texts 21 + 3 + 21 = 45 tall in the box (16, 11, 268, 45): top = round(33.5 − 22.5) = 11.
    #expect(view.textLabel.frame == CGRect(x: 16, y: 11, width: 268, height: 21))
    #expect(view.secondaryTextLabel.frame == CGRect(x: 16, y: 35, width: 268, height: 21))
  }

  @Test func anImageReservesItsWidthAndPushesTheText() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.cell()
    configuration.text = "Title"
    configuration.image = Image(bitmap: Bitmap(width: 20, height: 20, color: .red))
    let view = laidOut(configuration)
    // The 20 × 20 image at the leading margin, centred vertically: y = round(22 − 10) = 12.
    #expect(view.imageView.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
    // Text after 16 + 20 + 16 (imageToTextPadding) = 52, to 284.
    #expect(view.textLabel.frame == CGRect(x: 52, y: 12, width: 232, height: 21))
    configuration.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
    configuration.imageProperties.maximumSize = CGSize(width: 10, height: 10)
    view.listConfiguration = configuration
    view.layoutIfNeeded()
    // Scaled to 10 × 10, centred in 30: x = 16 + 10; y = round(22 − 5) = 17; text at 16 + 30 + 16.
    #expect(view.imageView.frame == CGRect(x: 26, y: 17, width: 10, height: 10))
    #expect(view.textLabel.frame.minX == 62)
  }

  @Test func rightToLeftMirrorsTheLayout() {
    Self.useApproximateText()
    var configuration = ListContentConfiguration.valueCell()
    configuration.text = "Title"
    configuration.secondaryText = "Detail"
    let layout = ListContentLayout(
      configuration: configuration, bounds: CGRect(x: 0, y: 0, width: 300, height: 44), direction: .rightToLeft)
    // Mirrored about x = 150: the text ends at 284, the secondary text starts at 16.
    #expect(layout.textFrame == CGRect(x: 233, y: 12, width: 51, height: 21))
    #expect(layout.secondaryTextFrame == CGRect(x: 16, y: 12, width: 62, height: 21))
  }

  @Test func theFactoriesStyleTheirTexts() {
    Self.useApproximateText()
    #expect(ListContentConfiguration.cell().textProperties.font == .systemFont(ofSize: 17))
    #expect(ListContentConfiguration.subtitleCell().secondaryTextProperties.font == .systemFont(ofSize: 15))
    #expect(ListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(ListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
    #expect(ListContentConfiguration.plainHeader().textProperties.font == .systemFont(ofSize: 17, weight: .semibold))
    #expect(
      ListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font
        == .systemFont(ofSize: 22, weight: .bold))
    var upper = ListContentConfiguration.groupedHeader()
    upper.textProperties.transform = .uppercase
    upper.text = "Recent"
    #expect(laidOut(upper).textLabel.text == "RECENT")
  }
}
