import Testing
import TrellisTesting
import TrellisUIKitNames

/// `UIColor` read as UIKit code reads it.
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
}
