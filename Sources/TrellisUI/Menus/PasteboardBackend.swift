import Foundation

/// The system clipboard behind `Pasteboard.general`: a window host installs one (SDL's clipboard);
/// without one the pasteboard lives in memory.
@MainActor public protocol PasteboardBackend: AnyObject {
  /// The system clipboard's text, nil when it holds none.
  func readText() -> String?
  /// Puts text on the system clipboard; nil empties it.
  func writeText(_ text: String?)
}
