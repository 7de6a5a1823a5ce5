import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// A frame's clear is deferred per 64 × 64 tile: tiles an opaque copy covers first are never cleared,
/// and what a frame shows is what clearing everything first shows.
@MainActor @Suite struct DeferredClearTests {
  private func firstDifference(_ a: RenderedImage, _ b: RenderedImage) -> (Int, Int, UInt32, UInt32)? {
    precondition(a.width == b.width && a.height == b.height)
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] { return (x, y, a[x, y], b[x, y]) }
    }
    return nil
  }

  /// A 136 × 128 target has 3 × 2 tiles, the last column 8 pixels wide; an opaque 128 × 128 background
  /// covers the first two columns whole, so only the last is cleared.
  @Test func tilesAnOpaqueCopyCoversAreNotCleared() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 136, height: 128))
      window.backgroundColor = Color(rgb: 0xFF0000)
      let cover = View(frame: CGRect(x: 0, y: 0, width: 128, height: 128))
      cover.backgroundColor = Color(rgb: 0x00FF00)
      window.addSubview(cover)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.clearedPixels == 8 * 128)
      #expect(image.isColor(50, 50, 0x00, 0xFF, 0x00, tolerance: 0))
      #expect(image.isColor(130, 50, 0xFF, 0x00, 0x00, tolerance: 0))

      // Moved right by a pixel it covers only the second column whole: the first and the last are cleared.
      cover.frame.origin.x = 1
      window.layoutIfNeeded()
      renderer.resetStatistics()
      let moved = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.clearedPixels == (64 + 8) * 128)
      #expect(moved.isColor(0, 50, 0xFF, 0x00, 0x00, tolerance: 0))
      #expect(moved.isColor(128, 50, 0x00, 0xFF, 0x00, tolerance: 0))
      #expect(moved.isColor(129, 50, 0xFF, 0x00, 0x00, tolerance: 0))
    }
  }

  /// A translucent layer first, then an opaque one over part of it, then one drawn through cairo (rotated):
  /// the same pixels as clearing first and blending everything.
  @Test func mixedPathsShowWhatClearingFirstShows() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 150, height: 110))
      window.backgroundColor = Color(rgb: 0x3366CC)
      let translucent = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      translucent.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
      let opaque = View(frame: CGRect(x: 64, y: 0, width: 86, height: 64))
      opaque.backgroundColor = Color(rgb: 0x00AA00)
      let rotated = View(frame: CGRect(x: 90, y: 60, width: 40, height: 30))
      rotated.backgroundColor = Color(rgb: 0xAA00AA)
      rotated.transform = CGAffineTransform(rotationAngle: 0.3)
      for view in [translucent, opaque, rotated] { window.addSubview(view) }
      window.layoutIfNeeded()
      let deferred = renderer.renderImage(of: window, scale: 1)
      // Tiles are 64 × 64: the opaque view covers tiles (1, 0) and (2, 0) (22 pixels wide) whole, but the
      // translucent one drew into (1, 0) first: only (2, 0) is never cleared.
      #expect(renderer.statistics.clearedPixels == 150 * 110 - 22 * 64)
      renderer.copiesOpaquePixels = false
      renderer.resetStatistics()
      let clearedFirst = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.clearedPixels == 150 * 110)
      #expect(firstDifference(deferred, clearedFirst) == nil)
    }
  }
}
