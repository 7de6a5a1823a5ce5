import Testing
import TrellisTesting
import TrellisUIKitNames

/// `UIColor` as UIKit code uses it. It is a class, as in UIKit: the carousel's
/// `extension UIColor { convenience init(hex:) }` (PortedCarouselController.swift) compiles as UIKit code
/// writes it and colours views exactly.
@MainActor
@Suite("UIColor as UIKit code uses it")
struct ColorPortTests {
  @Test func getRedAndGetHueWriteTheComponentsTheyAreGiven() {
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5)
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    #expect([red, green, blue, alpha] == [0.2, 0.4, 0.8, 0.5])
    var onlyRed: CGFloat = -1
    #expect(color.getRed(&onlyRed, green: nil, blue: nil, alpha: nil))
    #expect(onlyRed == 0.2)
    var hue: CGFloat = -1
    var saturation: CGFloat = -1
    var brightness: CGFloat = -1
    #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
    // 220°, (0.8 − 0.2) / 0.8, the largest component.
    #expect(abs(hue - 220.0 / 360) < 1e-12)
    #expect(abs(saturation - 0.75) < 1e-12)
    #expect(brightness == 0.8)
    #expect(alpha == 0.5)
  }

  @Test func aConvenienceInitialiserFromAnExtensionColoursAViewWithExactComponents() throws {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.backgroundColor = UIColor(hex: "#3366CC")
    let color = try #require(view.backgroundColor)
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    // 0x33, 0x66 and 0xCC over 255 are exactly the doubles nearest 0.2, 0.4 and 0.8.
    #expect(red == 0.2)
    #expect(green == 0.4)
    #expect(blue == 0.8)
    #expect(alpha == 1)
    #expect(color.description == "#3366CCFF")
  }

  @Test func colorsCompareAndHashByTheirComponentsNotTheirIdentity() {
    let fromHex = UIColor(hex: "3366CC")
    let fromComponents = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    #expect(fromHex !== fromComponents)
    #expect(fromHex == fromComponents)
    #expect(Set([fromHex, fromComponents, UIColor.red]).count == 2)
    #expect(fromHex.withAlphaComponent(0.5) != fromHex)
    // The named colours are shared constants.
    #expect(UIColor.systemBlue === UIColor.systemBlue)
    let label = UILabel()
    label.textColor = fromHex
    #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
  }
}
