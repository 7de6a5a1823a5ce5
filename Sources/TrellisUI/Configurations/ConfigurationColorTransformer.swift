import Foundation

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (`UIConfigurationColorTransformer`).
public struct ConfigurationColorTransformer: Sendable {
  /// The transformation.
  public let transform: @Sendable (Color) -> Color

  /// Creates a transformer from a function.
  public init(_ transform: @escaping @Sendable (Color) -> Color) { self.transform = transform }

  /// Applies the transformation.
  public func callAsFunction(_ input: Color) -> Color { transform(input) }

  /// Turns a colour into the grey of the same luminance (Rec. 709 weights), keeping alpha.
  public static let grayscale = ConfigurationColorTransformer { color in
    let y = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
    return Color(white: y, alpha: color.alpha)
  }

  /// Replaces the colour with the tint colour (`Color.tintColor`), keeping nothing of the input.
  public static let preferredTint = ConfigurationColorTransformer { _ in Color.tintColor }

  /// Replaces the colour with the tint colour at the input's alpha.
  public static let monochromeTint = ConfigurationColorTransformer { color in
    Color(red: Color.tintColor.red, green: Color.tintColor.green, blue: Color.tintColor.blue, alpha: color.alpha)
  }
}
