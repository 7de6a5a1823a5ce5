import Foundation
import TrellisCairo

/// A per-pixel comparison of two images with a channel tolerance.
struct ImageComparison {
  let actual: RenderedImage
  let expected: RenderedImage
  let tolerance: Int
  /// Pixels whose largest channel difference exceeds the tolerance.
  private(set) var differingPixels = 0
  /// The largest channel difference seen.
  private(set) var largestDifference = 0
  /// Whether the sizes agree.
  let sameSize: Bool

  init(actual: RenderedImage, expected: RenderedImage, tolerance: Int) {
    self.actual = actual
    self.expected = expected
    self.tolerance = tolerance
    sameSize = actual.width == expected.width && actual.height == expected.height
    guard sameSize else { return }
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let difference = Self.channelDifference(actual[x, y], expected[x, y])
        largestDifference = max(largestDifference, difference)
        if difference > tolerance { differingPixels += 1 }
      }
    }
  }

  /// Whether the images are equal within the tolerance for all but a fraction of the pixels.
  func matches(allowedFraction: Double) -> Bool {
    sameSize && Double(differingPixels) <= allowedFraction * Double(actual.width * actual.height)
  }

  /// One line for a failure message.
  var summary: String {
    guard sameSize else {
      return "size \(actual.width)×\(actual.height), expected \(expected.width)×\(expected.height)"
    }
    return "\(differingPixels) of \(actual.width * actual.height) pixels differ by more than \(tolerance), "
      + "largest difference \(largestDifference)"
  }

  /// Differing pixels in red (brighter for larger differences) over a faded copy of the reference.
  func differenceImage() -> RenderedImage {
    let width = max(actual.width, expected.width)
    let height = max(actual.height, expected.height)
    let image = RenderedImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let inActual = x < actual.width && y < actual.height
        let inExpected = x < expected.width && y < expected.height
        guard inActual && inExpected else {
          image[x, y] = 0xFFFF_00FF
          continue
        }
        let difference = Self.channelDifference(actual[x, y], expected[x, y])
        if difference > tolerance {
          image[x, y] = 0xFF00_0000 | UInt32(128 + min(127, difference)) << 16
        } else {
          let grey = 192 + (Self.luminance(expected[x, y]) >> 2)
          image[x, y] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
        }
      }
    }
    return image
  }

  static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      largest = max(largest, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
    }
    return largest
  }

  static func luminance(_ p: UInt32) -> UInt32 { (((p >> 16) & 0xFF) + ((p >> 8) & 0xFF) + (p & 0xFF)) / 3 }
}
