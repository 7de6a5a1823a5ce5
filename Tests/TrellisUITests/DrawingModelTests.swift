import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

@MainActor
@Suite("Colours, images, content modes, drawing commands")
struct DrawingModelTests {
  @Test func hueSaturationBrightnessRoundTrips() {
    let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1)
    #expect(orange == Color(red: 1, green: 0.5, blue: 0))
    let hsba = Color(red: 0.2, green: 0.4, blue: 0.8).hsba
    #expect(abs(hsba.hue - 220.0 / 360) < 1e-9)
    #expect(abs(hsba.saturation - 0.75) < 1e-9)
    #expect(abs(hsba.brightness - 0.8) < 1e-9)
    #expect(Color(rgb: 0x007AFF).description == "#007AFFFF")
    #expect(
      Color.red.withAlphaComponent(0.5).interpolated(to: .blue, fraction: 0.5)
        == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.75))
  }

  @Test func imageSizeIsReadFromPNGAndJPEGHeaders() throws {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    png += Data([0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8])  // 300 × 200
    png += Data(repeating: 0, count: 8)
    let image = try #require(Image(data: png, scale: 2))
    #expect(image.pixelSize == CGSize(width: 300, height: 200))
    #expect(image.size == CGSize(width: 150, height: 100))
    // JPEG: SOI, an APP0 segment of length 16, then SOF0 with height 0x0100 and width 0x0180.
    var jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data(repeating: 0, count: 14)
    jpeg += Data([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x00, 0x01, 0x80, 0x03]) + Data(repeating: 0, count: 12)
    #expect(Image(data: jpeg)?.pixelSize == CGSize(width: 384, height: 256))
    #expect(Image(data: Data("not an image".utf8)) == nil)
  }

  @Test func contentModesPlaceTheImage() {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    let size = CGSize(width: 100, height: 100)
    #expect(ImageView.rect(for: size, in: bounds, contentMode: .scaleToFill) == bounds)
    #expect(
      ImageView.rect(for: size, in: bounds, contentMode: .scaleAspectFit)
        == CGRect(x: 50, y: 0, width: 100, height: 100))
    #expect(
      ImageView.rect(for: size, in: bounds, contentMode: .scaleAspectFill)
        == CGRect(x: 0, y: -50, width: 200, height: 200))
    #expect(ImageView.rect(for: size, in: bounds, contentMode: .center) == CGRect(x: 50, y: 0, width: 100, height: 100))
    #expect(
      ImageView.rect(for: size, in: bounds, contentMode: .bottomRight) == CGRect(x: 100, y: 0, width: 100, height: 100))
  }

  @Test func imageViewClipsOnlyWhenTheImageOverflows() {
    let image = Image(bitmap: Bitmap(width: 100, height: 100, color: .red))
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    view.image = image
    view.contentMode = .scaleAspectFit
    #expect(view.displayList.commands == [.image(image, in: CGRect(x: 50, y: 0, width: 100, height: 100), alpha: 1)])
    view.contentMode = .scaleAspectFill
    #expect(
      view.displayList.commands == [
        .saveState, .clip(Path(rect: view.bounds)),
        .image(image, in: CGRect(x: 0, y: -50, width: 200, height: 200), alpha: 1), .restoreState,
      ])
  }

  @Test func labelDrawsItsTextVerticallyCentred() {
    TextSystems.current = ApproximateTextSystem()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    label.text = "Hello"
    label.font = .systemFont(ofSize: 20)
    // The approximate text system: line height 1.2 em = 24 pt, so the text box is centred at y = 18.
    #expect(label.displayList.commands == [.text(label.textBlock, in: CGRect(x: 0, y: 18, width: 200, height: 24))])
    #expect(label.sizeThatFits(.zero) == CGSize(width: 60, height: 24))
    label.text = nil
    #expect(label.displayList.isEmpty)
  }

  @Test func imageRendererRecordsDrawingCommands() {
    let image = ImageRenderer(size: CGSize(width: 10, height: 10), scale: 2).image { context in
      Color.blue.setFill()
      BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    }
    #expect(image.pixelSize == CGSize(width: 20, height: 20))
    guard case .drawing(let list) = image.source else {
      Issue.record("expected a drawing")
      return
    }
    #expect(list.commands == [.fillPath(Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), .blue)])
  }
}
