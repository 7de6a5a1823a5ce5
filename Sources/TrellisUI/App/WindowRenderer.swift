import Foundation
import TrellisGeometry

/// Something that turns a window's presentation tree into pixels: the cairo renderer, or a test double.
@MainActor public protocol WindowRenderer: AnyObject {
  /// Renders the window at `scale` pixels per point and returns PNG file data.
  func pngData(of window: Window, scale: CGFloat) throws -> Data
}
