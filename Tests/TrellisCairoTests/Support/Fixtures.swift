import Foundation
import Trellis

/// Test images committed under `Fixtures/`, found from this file's path.
enum Fixtures {
  /// The fixtures directory.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The path of a fixture file.
  static func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// An 80×40 PNG: red left half, blue right half, a white disc in the middle.
  static var widePNG: Image { Image(contentsOfFile: path("wide.png"))! }

  /// A 90×45 JPEG: orange left half, teal right half, a black square in the middle.
  static var wideJPEG: Image { Image(contentsOfFile: path("wide.jpg"))! }
}
