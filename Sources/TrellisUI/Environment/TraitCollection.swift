import Foundation
import TrellisGeometry

/// The traits of the environment a view lives in: scale, layout direction, size classes and idiom
/// (`UITraitCollection`).
///
/// Immutable. A window's traits come from its size, the screen's scale, `Device.current` and
/// `Application.shared.userInterfaceLayoutDirection`; its views and view controllers share them. The size
/// classes follow the size of the window: width 600 points or more is regular, less is compact; height
/// 480 or more is regular, less is compact (Trellis's rule, see `Documentation/Behaviour.md#environment`).
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// Pixels per point (`displayScale`); 0 when unspecified.
  public let displayScale: CGFloat
  /// The direction of the user interface (`layoutDirection`).
  public let layoutDirection: TraitEnvironmentLayoutDirection
  /// The width's size class (`horizontalSizeClass`).
  public let horizontalSizeClass: UserInterfaceSizeClass
  /// The height's size class (`verticalSizeClass`).
  public let verticalSizeClass: UserInterfaceSizeClass
  /// The kind of device (`userInterfaceIdiom`).
  public let userInterfaceIdiom: UserInterfaceIdiom

  /// Creates traits with every one given; the others of UIKit's initialisers leave the rest unspecified.
  public init(
    displayScale: CGFloat, layoutDirection: TraitEnvironmentLayoutDirection,
    horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass,
    userInterfaceIdiom: UserInterfaceIdiom
  ) {
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// Creates traits with every trait unspecified (`init()`).
  public convenience init() {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// Creates traits with only the display scale specified (`init(displayScale:)`).
  public convenience init(displayScale: CGFloat) {
    self.init(
      displayScale: displayScale, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// Creates traits with only the layout direction specified (`init(layoutDirection:)`).
  public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init(
      displayScale: 0, layoutDirection: layoutDirection, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// Creates traits with only the horizontal size class specified (`init(horizontalSizeClass:)`).
  public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified)
  }

  /// Creates traits with only the vertical size class specified (`init(verticalSizeClass:)`).
  public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: verticalSizeClass, userInterfaceIdiom: .unspecified)
  }

  /// Creates traits with only the idiom specified (`init(userInterfaceIdiom:)`).
  public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
    self.init(
      displayScale: 0, layoutDirection: .unspecified, horizontalSizeClass: .unspecified,
      verticalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
  }

  /// Combines traits, later collections' specified traits winning (`init(traitsFrom:)`).
  /// - Complexity: O(collections).
  public convenience init(traitsFrom traitCollections: [TraitCollection]) {
    var scale: CGFloat = 0
    var direction = TraitEnvironmentLayoutDirection.unspecified
    var horizontal = UserInterfaceSizeClass.unspecified
    var vertical = UserInterfaceSizeClass.unspecified
    var idiom = UserInterfaceIdiom.unspecified
    for traits in traitCollections {
      if traits.displayScale != 0 { scale = traits.displayScale }
      if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
      if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
      if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
      if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
    }
    self.init(
      displayScale: scale, layoutDirection: direction, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
      userInterfaceIdiom: idiom)
  }

  /// The traits of a window of a size on a screen of a scale (Trellis's size-class rule).
  static func window(
    size: CGSize, scale: CGFloat, direction: UserInterfaceLayoutDirection, idiom: UserInterfaceIdiom
  ) -> TraitCollection {
    TraitCollection(
      displayScale: scale, layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight,
      horizontalSizeClass: size.width >= 600 ? .regular : .compact,
      verticalSizeClass: size.height >= 480 ? .regular : .compact, userInterfaceIdiom: idiom)
  }

  /// Whether every trait that `trait` specifies has the same value here (`containsTraits(in:)`).
  public func containsTraits(in trait: TraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
      && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
  }

  /// Whether two collections hold the same traits.
  public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
    lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
      && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
      && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
  }

  /// Hashes every trait.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(displayScale)
    hasher.combine(layoutDirection)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(userInterfaceIdiom)
  }

  /// The traits on one line, for test failures and logs.
  public var description: String {
    "<TraitCollection scale=\(displayScale) direction=\(layoutDirection) horizontal=\(horizontalSizeClass) "
      + "vertical=\(verticalSizeClass) idiom=\(userInterfaceIdiom)>"
  }
}
