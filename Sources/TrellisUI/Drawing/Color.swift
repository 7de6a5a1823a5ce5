import Foundation
import TrellisGeometry

/// An sRGB colour with straight (non-premultiplied) alpha, with `UIColor`'s constructors and names.
///
/// An immutable class, as `UIColor` is, so that UIKit code's `extension UIColor { convenience init(…) }`
/// compiles unchanged; equal components make equal colours (`==` and hashing compare the components,
/// never identity). It is final: a final class with only constant stored properties is `Sendable`.
public final class Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public let red: CGFloat
  /// The green component, 0…1.
  public let green: CGFloat
  /// The blue component, 0…1.
  public let blue: CGFloat
  /// The opacity, 0…1.
  public let alpha: CGFloat

  /// Creates a colour from RGBA components in 0…1 (`UIColor(red:green:blue:alpha:)`).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey (`UIColor(white:alpha:)`).
  public convenience init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from a 0xRRGGBB integer.
  public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness in 0…1 (`UIColor(hue:saturation:brightness:alpha:)`).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let s = min(max(saturation, 0), 1)
    let v = min(max(brightness, 0), 1)
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The hue, saturation, brightness and alpha of the colour (`getHue(_:saturation:brightness:alpha:)`).
  public var hsba: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let maxC = max(red, green, blue)
    let minC = min(red, green, blue)
    let delta = maxC - minC
    var hue: CGFloat = 0
    if delta > 0 {
      if maxC == red {
        hue = (green - blue) / delta
      } else if maxC == green {
        hue = 2 + (blue - red) / delta
      } else {
        hue = 4 + (red - green) / delta
      }
      hue /= 6
      if hue < 0 { hue += 1 }
    }
    return (hue, maxC == 0 ? 0 : delta / maxC, maxC, alpha)
  }

  /// Writes the red, green, blue and alpha components through the pointers that aren't nil and returns
  /// true, as UIKit does for an RGB colour (`getRed(_:green:blue:alpha:)`).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// Writes the hue, saturation, brightness and alpha (as `hsba` gives them) through the pointers that
  /// aren't nil and returns true (`getHue(_:saturation:brightness:alpha:)`).
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = hsba
    hue?.pointee = components.hue
    saturation?.pointee = components.saturation
    brightness?.pointee = components.brightness
    alpha?.pointee = components.alpha
    return true
  }

  /// Returns the colour with a different alpha (`withAlphaComponent(_:)`).
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the colour is fully transparent.
  public var isClear: Bool { alpha <= 0 }

  /// Whether the colour is fully opaque.
  public var isOpaque: Bool { alpha >= 1 }

  /// Whether two colours have equal components (as the struct Color compared them; NaN is unequal to itself).
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the four components in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// A readable description with 8-bit components, `#RRGGBBAA`.
  public var description: String {
    func byte(_ v: CGFloat) -> String {
      let b = Int((min(max(v, 0), 1) * 255).rounded())
      return String(b, radix: 16, uppercase: true).leftPadded(to: 2)
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}

extension Color: Interpolatable {
  /// Component-wise interpolation in straight-alpha sRGB.
  public func interpolated(to target: Color, fraction f: CGFloat) -> Color {
    Color(
      red: red.interpolated(to: target.red, fraction: f), green: green.interpolated(to: target.green, fraction: f),
      blue: blue.interpolated(to: target.blue, fraction: f), alpha: alpha.interpolated(to: target.alpha, fraction: f))
  }

  /// Shifts each component by its change from `oldTarget` to `newTarget` (an animation's values may
  /// then leave 0…1, as a spring's overshoot does; renderers clamp).
  public func shifted(from oldTarget: Color, to newTarget: Color) -> Color? {
    Color(
      red: red + (newTarget.red - oldTarget.red), green: green + (newTarget.green - oldTarget.green),
      blue: blue + (newTarget.blue - oldTarget.blue), alpha: alpha + (newTarget.alpha - oldTarget.alpha))
  }
}
