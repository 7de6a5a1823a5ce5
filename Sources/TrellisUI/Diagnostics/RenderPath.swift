import Foundation

/// How a host composites and presents its frames, as the frame-time overlay names it.
public enum RenderPath: Hashable, Sendable {
  /// Every frame drawn whole on the CPU (cairo and pixman) and uploaded whole.
  case cpuFull
  /// Only the damaged rectangles redrawn on the CPU and uploaded (damage tracking).
  case cpuDamage
  /// The cached view rasters as textures, composited by the window's renderer (the GPU).
  case gpu

  /// The short name the frame-time overlay prints.
  public var name: String {
    switch self {
    case .cpuFull: "CPU, full frames"
    case .cpuDamage: "CPU, damage"
    case .gpu: "GPU"
    }
  }
}
