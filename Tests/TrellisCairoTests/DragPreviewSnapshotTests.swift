import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisUI

/// A drag preview's drawing (`View.snapshotDrawing()`) as the renderer shows it: rounded backgrounds,
/// subviews clipped to rounded bounds, and borders above the content.
@MainActor @Suite struct DragPreviewSnapshotTests {
  /// A 60×40 tile like the showcase's: a red background rounded by 12, clipping a blue subview that
  /// fills it, under a 2-pt green border; its snapshot drawn at (10, 10) on white.
  private func render(_ renderer: CairoRenderer) -> RenderedImage {
    let tile = View(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
    tile.backgroundColor = Color(rgb: 0xFF0000)
    tile.cornerRadius = 12
    tile.clipsToBounds = true
    tile.borderWidth = 2
    tile.borderColor = Color(rgb: 0x00FF00)
    let fill = View(frame: CGRect(x: 0, y: 20, width: 60, height: 20))
    fill.backgroundColor = Color(rgb: 0x0000FF)
    tile.addSubview(fill)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
    window.backgroundColor = .white
    let preview = ImageView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
    preview.image = Image(size: tile.bounds.size, drawing: tile.snapshotDrawing())
    window.addSubview(preview)
    window.layoutIfNeeded()
    return renderer.renderImage(of: window, scale: 1)
  }

  @Test func cornersAreRoundedClippedAndBordered() {
    withCairoRenderer { renderer in
      let image = render(renderer)
      #expect(image.isColor(11, 11, 255, 255, 255), "the top-left corner is outside the rounded outline")
      #expect(image.isColor(68, 48, 255, 255, 255), "the blue subview is clipped at the bottom-right corner")
      #expect(image.isColor(40, 20, 255, 0, 0), "the red background inside")
      #expect(image.isColor(40, 40, 0, 0, 255), "the blue subview inside")
      #expect(image.isColor(40, 10, 0, 255, 0), "the border's top edge, above the background")
      #expect(image.isColor(40, 49, 0, 255, 0), "the border's bottom edge, above the blue subview")
      #expect(image.isColor(10, 30, 0, 255, 0), "the border's left edge")
    }
  }
}
