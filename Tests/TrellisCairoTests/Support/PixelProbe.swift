import Foundation
import TrellisCairo

/// Reads colours and shapes out of rendered images for numeric assertions.
extension RenderedImage {
  /// The colour at a pixel as 0…255 straight-alpha components.
  func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let c = color(x: x, y: y)
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    return (byte(c.red), byte(c.green), byte(c.blue), byte(c.alpha))
  }

  /// Whether a pixel is within `tolerance` of an opaque colour given as 0…255 components.
  func isColor(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
    let c = rgba(x, y)
    return abs(c.r - r) <= tolerance && abs(c.g - g) <= tolerance && abs(c.b - b) <= tolerance
  }

  /// The number of pixels in a column that satisfy a predicate.
  func count(column x: Int, where predicate: (Int, Int) -> Bool) -> Int {
    (0..<height).filter { predicate(x, $0) }.count
  }

  /// The bounding box (minX, minY, maxX, maxY) of pixels satisfying a predicate, nil when none do.
  func boundingBox(where predicate: (Int, Int) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<height {
      for x in 0..<width where predicate(x, y) {
        if let b = box {
          box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
        } else {
          box = (x, y, x, y)
        }
      }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }
}
