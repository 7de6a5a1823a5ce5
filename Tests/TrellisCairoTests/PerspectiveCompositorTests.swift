import Foundation
import Testing
import TrellisGeometry

@testable import TrellisCairo

/// The perspective compositor on small buffers: exact copies, bilinear weights, coverage of the
/// projected quad only, OVER with alpha, and a homography's pixel landing where its forward map says.
@Suite struct PerspectiveCompositorTests {
  /// A buffer of `width × height` premultiplied ARGB32 pixels, filled by `pixel(x, y)`.
  final class Buffer {
    var pixels: [UInt32]
    let width: Int
    let height: Int
    init(width: Int, height: Int, pixel: (Int, Int) -> UInt32) {
      self.width = width
      self.height = height
      pixels = (0..<(width * height)).map { pixel($0 % width, $0 / width) }
    }
    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
    @discardableResult func withImage<R>(_ body: (PerspectiveCompositor.Image) -> R) -> R {
      pixels.withUnsafeMutableBufferPointer {
        body(PerspectiveCompositor.Image(pixels: $0.baseAddress!, width: width, height: height, rowPixels: width))
      }
    }
  }

  private func composite(
    _ source: Buffer, into destination: Buffer, inverse: ProjectiveTransform, alpha: CGFloat = 1
  ) {
    source.withImage { s in
      destination.withImage { d in
        PerspectiveCompositor.composite(
          s, into: d, inverse: inverse, x0: 0, y0: 0, x1: destination.width, y1: destination.height, alpha: alpha)
      }
    }
  }

  @Test func onlyCoveredPixelsAreVisited() {
    let source = Buffer(width: 10, height: 10) { _, _ in 0xFFFF_FFFF }
    let destination = Buffer(width: 40, height: 40) { _, _ in 0 }
    let visited = source.withImage { s in
      destination.withImage { d in
        PerspectiveCompositor.composite(
          s, into: d, inverse: ProjectiveTransform(translationX: -5, y: -7), x0: 0, y0: 0, x1: 40, y1: 40, alpha: 1)
      }
    }
    #expect(visited == 100, "the 10×10 pixels the raster covers, not the 40×40 box")
    #expect(destination[5, 7] == 0xFFFF_FFFF && destination[14, 16] == 0xFFFF_FFFF && destination[15, 7] == 0)
  }

  @Test func theIdentityCopiesTheSourceExactly() {
    let source = Buffer(width: 8, height: 6) { x, y in 0xFF00_0000 | UInt32(x * 30) << 16 | UInt32(y * 40) }
    let destination = Buffer(width: 8, height: 6) { _, _ in 0xFF11_2233 }
    composite(source, into: destination, inverse: .identity)
    #expect(destination.pixels == source.pixels)
  }

  @Test func halfAPixelAveragesNeighboursAndOnlyCoveredPixelsChange() {
    // Columns alternate black and white; the map shifts the raster by half a pixel to the right.
    let source = Buffer(width: 4, height: 2) { x, _ in x % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
    let destination = Buffer(width: 6, height: 2) { _, _ in 0xFF00_00FF }
    composite(source, into: destination, inverse: ProjectiveTransform(translationX: -0.5, y: 0))
    // Centre 0.5 maps to 0.0, the raster's edge: half black, half transparent, over blue.
    #expect(destination[0, 0] == 0xFF00_0080)
    #expect(destination[1, 0] == 0xFF7F_7F7F, "centre 1.5 maps to 1.0: half black, half white")
    #expect(destination[4, 0] == 0xFF7F_7FFF, "centre 4.5 maps to the right edge: half white over blue")
    #expect(destination[5, 0] == 0xFF00_00FF && destination[5, 1] == 0xFF00_00FF, "beyond the raster: untouched")
  }

  @Test func alphaAndTranslucentSourcesBlendOver() {
    let source = Buffer(width: 2, height: 2) { _, _ in 0x8080_0000 }  // red at half alpha, premultiplied
    let destination = Buffer(width: 2, height: 2) { _, _ in 0xFF00_00FF }
    composite(source, into: destination, inverse: .identity)
    #expect(destination[0, 0] == 0xFF80_007F)
    let opaque = Buffer(width: 2, height: 2) { _, _ in 0xFFFF_FFFF }
    let under = Buffer(width: 2, height: 2) { _, _ in 0xFF00_0000 }
    composite(opaque, into: under, inverse: .identity, alpha: 0.5)
    #expect(under[1, 1] == 0xFF7F_7F7F, "white × 128/256 rounds down to 127")
  }

  @Test func aPerspectivePixelLandsWhereTheForwardMapPutsIt() throws {
    // A 40×40 raster, white except one black 4×4 block at (20…24, 8…12), through a tilted perspective map.
    let source = Buffer(width: 40, height: 40) { x, y in
      (20..<24).contains(x) && (8..<12).contains(y) ? 0xFF00_0000 : 0xFFFF_FFFF
    }
    let forward = ProjectiveTransform(
      m11: 1.2, m12: 0.1, m13: 0.004, m21: -0.05, m22: 1.1, m23: 0.002, m31: 10, m32: 6, m33: 1)
    let inverse = try #require(forward.inverted())
    let destination = Buffer(width: 80, height: 80) { _, _ in 0xFF00_FF00 }
    composite(source, into: destination, inverse: inverse)
    let centre = try #require(forward.apply(CGPoint(x: 22, y: 10)))
    #expect(destination[Int(centre.x), Int(centre.y)] == 0xFF00_0000, "the block's centre is black")
    let white = try #require(forward.apply(CGPoint(x: 5, y: 30)))
    #expect(destination[Int(white.x), Int(white.y)] == 0xFFFF_FFFF)
    let outside = try #require(forward.apply(CGPoint(x: 45, y: 20)))
    #expect(destination[Int(outside.x), Int(outside.y)] == 0xFF00_FF00, "beyond the raster's right edge")
  }
}
