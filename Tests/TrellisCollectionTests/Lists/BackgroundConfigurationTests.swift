import Foundation
import Testing
import Trellis

/// The list background styles' colours per state (Documentation/Behaviour.md#list-cell-configurations)
/// and the colour transformers.
@MainActor
@Suite("Background configurations")
struct BackgroundConfigurationTests {
  private func state(selected: Bool = false, highlighted: Bool = false) -> CellConfigurationState {
    var state = CellConfigurationState(traitCollection: TraitCollection())
    state.isSelected = selected
    state.isHighlighted = highlighted
    return state
  }

  @Test func eachStyleHasItsColourPerState() {
    let styles: [(String, BackgroundConfiguration)] = [
      ("plain", .listPlainCell()), ("grouped", .listGroupedCell()), ("sidebar", .listSidebarCell()),
      ("plainHeader", .listPlainHeaderFooter()), ("groupedHeader", .listGroupedHeaderFooter()), ("clear", .clear()),
    ]
    var rows: [String] = []
    for (name, configuration) in styles {
      let colours = [state(), state(highlighted: true), state(selected: true)].map {
        configuration.updated(for: $0).backgroundColor.map { "\($0)" } ?? "tint"
      }
      rows.append("\(name): \(colours.joined(separator: " / "))")
    }
    let white = "\(Color.systemBackground)"
    let gray4 = "\(Color.systemGray4)"
    let clear = "\(Color.clear)"
    #expect(
      rows == [
        "plain: \(white) / \(gray4) / \(gray4)", "grouped: \(white) / \(gray4) / \(gray4)",
        "sidebar: \(clear) / \(gray4) / tint", "plainHeader: \(white) / \(white) / \(white)",
        "groupedHeader: \(clear) / \(clear) / \(clear)", "clear: \(clear) / \(clear) / \(clear)",
      ])
    #expect(BackgroundConfiguration.listSidebarCell().cornerRadius == 10)
  }

  @Test func transformersApplyWhenResolved() {
    var configuration = BackgroundConfiguration.clear()
    configuration.backgroundColor = Color(red: 1, green: 0, blue: 0)
    configuration.backgroundColorTransformer = .grayscale
    // Rec. 709 luminance of pure red: 0.2126.
    #expect(configuration.resolvedBackgroundColor(for: .systemBlue) == Color(white: 0.2126))
    configuration.strokeColor = nil
    configuration.strokeColorTransformer = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    #expect(configuration.resolvedStrokeColor(for: .systemBlue) == Color.systemBlue.withAlphaComponent(0.5))
  }

  @Test func theViewDrawsTheFillInsideTheInsetsWithTheListsCorners() {
    var configuration = BackgroundConfiguration.listGroupedCell()
    configuration.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 10, bottom: 4, trailing: 6)
    let view = BackgroundConfigurationView(configuration: configuration)
    view.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
    // x: 10 … 300 − 6; y: 2 … 44 − 4.
    #expect(view.backgroundRect == CGRect(x: 10, y: 2, width: 284, height: 38))
    view.listCornerRadius = 10
    view.listRoundedCorners = .top
    #expect(view.drawnCorners.radius == 10)
    #expect(view.drawnCorners.corners == .top)
    configuration.cornerRadius = 4
    view.configuration = configuration
    #expect(view.drawnCorners.radius == 4, "the configuration's own radius rounds every corner")
    #expect(view.drawnCorners.corners == .all)
  }
}
