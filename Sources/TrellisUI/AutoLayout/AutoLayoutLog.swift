import Foundation

/// Where Auto Layout reports misuse and conflicts: unsatisfiable constraints, constraints between
/// unrelated views, refused priority changes (UIKit logs them, or raises; Trellis reports and goes on).
///
/// The default handler prints each message to standard error, as UIKit's log does; tests set `handler`
/// to capture them.
@MainActor public enum AutoLayoutLog {
  /// Receives every report; the default prints it to standard error.
  public static var handler: (String) -> Void = defaultHandler

  /// Prints a report to standard error.
  public static let defaultHandler: (String) -> Void = { message in
    FileHandle.standardError.write(Data(("[LayoutConstraints] " + message + "\n").utf8))
  }

  /// Sends a report to `handler`.
  public static func report(_ message: String) { handler(message) }
}
