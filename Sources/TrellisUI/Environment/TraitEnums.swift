/// A size class: how much room there is along one axis (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = 0
  /// Little room: a phone's width, a phone's height in landscape, a narrow window.
  case compact = 1
  /// Ample room.
  case regular = 2
}

/// The kind of device the interface is for (`UIUserInterfaceIdiom`), with UIKit's raw values.
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet; Trellis's default, as for iPad apps on a Mac.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car's display.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// A headset.
  case vision = 6
}

/// The layout direction a trait collection holds (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// The direction of the application's interface (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}
