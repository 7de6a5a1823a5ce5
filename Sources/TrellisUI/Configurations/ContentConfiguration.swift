import Foundation

/// The description of a view's content for one state, which makes the view that shows it
/// (`UIContentConfiguration`).
///
/// A value type: a cell applies a configuration by handing it to its content view, which redraws from
/// it; `updated(for:)` returns the configuration a cell in that state shows.
@MainActor public protocol ContentConfiguration {
  /// Makes a new view that shows this configuration.
  func makeContentView() -> any View & ContentView
  /// The configuration as it shows in `state` (the system's styling for selected, highlighted…).
  func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a content configuration (`UIContentView`).
@MainActor public protocol ContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (by default, when it is of the type the view shows
  /// now); a cell whose content view can't makes a new one.
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
  /// A configuration of the type of the view's current configuration is supported, as UIKit's default.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
