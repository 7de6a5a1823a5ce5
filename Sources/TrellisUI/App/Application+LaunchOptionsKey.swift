import Foundation

extension Application {
  /// A key of the launch options handed to `application(_:didFinishLaunchingWithOptions:)`
  /// (`UIApplication.LaunchOptionsKey`); Trellis launches with none, so the options are always nil.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}
