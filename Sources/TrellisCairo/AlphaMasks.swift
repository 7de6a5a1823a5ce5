import CCairo
import Foundation

/// Solid pixman masks for the 256 alpha levels, made on first use and kept, so projective
/// compositing with opacity allocates nothing per frame.
final class AlphaMasks {
  private var masks = [OpaquePointer?](repeating: nil, count: 256)

  deinit { for mask in masks { if let mask { pixman_image_unref(mask) } } }

  /// The mask for an opacity, nil when it is (nearly) opaque.
  func mask(for alpha: Double) -> OpaquePointer? {
    let level = Int((min(max(alpha, 0), 1) * 255).rounded())
    guard level < 255 else { return nil }
    if let mask = masks[level] { return mask }
    var color = pixman_color(red: 0, green: 0, blue: 0, alpha: UInt16(level * 257))
    let mask = pixman_image_create_solid_fill(&color)
    masks[level] = mask
    return mask
  }
}
