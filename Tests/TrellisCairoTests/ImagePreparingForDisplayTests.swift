import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// `preparingForDisplay()` and `byPreparingForDisplay()`: images decoded before drawing, the second off
/// the main actor.
@MainActor @Suite struct ImagePreparingForDisplayTests {
  /// The PNG of a 90×50 window showing `image` scaled to fill.
  private func render(_ image: Image, _ renderer: CairoRenderer) throws -> Data {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 90, height: 50))
    let view = ImageView(frame: window.bounds)
    view.contentMode = .scaleAspectFill
    view.image = image
    window.addSubview(view)
    window.layoutIfNeeded()
    return try renderer.renderImage(of: window, scale: 1).pngData()
  }

  @Test(arguments: ["png", "jpeg"]) func aPreparedImageDrawsTheSamePixelsWithoutDecodingAgain(kind: String) async throws
  {
    let original = kind == "png" ? Fixtures.widePNG : Fixtures.wideJPEG
    let prepared = try #require(await original.byPreparingForDisplay())
    #expect(prepared !== original, "a new image, as UIKit's")
    #expect(prepared.size == original.size && prepared.scale == original.scale)
    #expect(prepared.rendererCache is DecodedImage, "decoded before it is drawn")
    #expect(original.rendererCache == nil, "the original is untouched")
    let renderer = CairoRenderer()
    let decodesBefore = renderer.statistics.imageDecodes
    let preparedPNG = try render(prepared, renderer)
    #expect(renderer.statistics.imageDecodes == decodesBefore, "drawing the prepared image decodes nothing")
    #expect(try render(original, renderer) == preparedPNG)
    let synchronous = try #require(original.preparingForDisplay())
    #expect(try render(synchronous, renderer) == preparedPNG)
  }

  @Test func aCancelledPreparationGivesNil() async {
    let image = Fixtures.wideJPEG
    let task = Task { await image.byPreparingForDisplay() }
    task.cancel()
    #expect(await task.value == nil)
    #expect(image.rendererCache == nil)
  }

  @Test func imagesThatNeedNoDecodingComeBackAsTheyAre() async throws {
    let bitmap = Image(bitmap: Bitmap(width: 2, height: 2, color: .systemRed))
    #expect(await bitmap.byPreparingForDisplay() === bitmap)
    #expect(bitmap.preparingForDisplay() === bitmap)
  }
}
