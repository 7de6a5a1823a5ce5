/// The device the application runs on (`UIDevice`): its idiom and names.
@MainActor public final class Device {
  /// The device (`UIDevice.current`).
  public static let current = Device()

  /// The kind of device that views' trait collections report, `.pad` unless set (Trellis lets it be set,
  /// for example to `.phone` to get a ported app's phone layouts); setting it updates every window's traits.
  public var userInterfaceIdiom: UserInterfaceIdiom = .pad {
    didSet { if userInterfaceIdiom != oldValue { Application.shared.traitsMayHaveChanged() } }
  }
  /// The operating system's name (`systemName`).
  public let systemName = "Linux"
  /// The device's model (`model`).
  public let model = "Trellis"

  private init() {}
}
