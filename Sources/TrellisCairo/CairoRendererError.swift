import Foundation

/// Why the cairo renderer could not produce or read an image.
public enum CairoRendererError: Error, Equatable, CustomStringConvertible {
  /// Cairo reported a failure, with its status text.
  case cairo(String)
  /// The file could not be written.
  case writeFailed(path: String)

  /// A readable description of the failure.
  public var description: String {
    switch self {
    case .cairo(let status): return "cairo: \(status)"
    case .writeFailed(let path): return "could not write \(path)"
    }
  }
}
