import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Layer shadows drawn by the CPU renderer (`Documentation/Behaviour.md#layer-shadows`): a Gaussian of
/// sigma radius / 2 of the shadow path, or of the view's own content alpha, coloured, moved by the
/// offset and composited with the shadow's opacity under the content.
@MainActor @Suite struct ShadowRenderingTests {
  /// The alpha (0…255) a blurred straight edge gives `distance` points inside it (negative: outside),
  /// for a full alpha of `full`: the Gaussian's cumulative distribution.
  private func edgeAlpha(_ distance: Double, sigma: Double, full: Double) -> Int {
    Int((full * 0.5 * erfc(-distance / (sigma * 2.0.squareRoot()))).rounded())
  }

  /// A transparent 200×200 container holding `view`, rendered on its own so alpha can be read.
  private func render(_ view: View, _ renderer: CairoRenderer, scale: CGFloat = 1) -> RenderedImage {
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.addSubview(view)
    container.layoutIfNeeded()
    return renderer.renderImage(of: container, scale: scale)
  }

  @Test func aShadowPathsShadowHasTheGaussianEdgeAtItsOffsetAndNothingFarOutside() {
    withCairoRenderer { renderer in
      let view = View(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
      view.shadowPath = Path(rect: view.bounds)
      view.shadowOpacity = 0.5
      view.shadowRadius = 4
      view.shadowOffset = CGSize(width: 0, height: 10)
      let image = render(view, renderer)
      #expect(renderer.statistics.shadowRasterisations == 1)
      // Inside, far from the edges: the shadow's opacity, black.
      #expect(image.rgba(100, 90) == (0, 0, 0, 128))
      // The top edge is at y = 60 (50 + the offset); pixel centres 0.5 and 2.5 points either side of it.
      for (row, distance) in [(60, 0.5), (59, -0.5), (62, 2.5), (57, -2.5)] {
        let alpha = image.rgba(100, row).a
        let expected = edgeAlpha(distance, sigma: 2, full: 127.5)
        #expect(abs(alpha - expected) <= 2, "row \(row): alpha \(alpha), a Gaussian of sigma 2 gives \(expected)")
      }
      // The left edge is not moved: x = 50.
      #expect(abs(image.rgba(50, 90).a - edgeAlpha(0.5, sigma: 2, full: 127.5)) <= 2)
      // The bottom edge at y = 120, past the view's own bottom (110).
      #expect(abs(image.rgba(100, 119).a - edgeAlpha(0.5, sigma: 2, full: 127.5)) <= 2)
      // Past the blur's reach (twice the radius): nothing, exactly.
      #expect(image.rgba(100, 50).a == 0)
      #expect(image.rgba(100, 40).a == 0)
      #expect(image.rgba(40, 90).a == 0)
      #expect(image.rgba(100, 130).a == 0)
    }
  }

  @Test func theSigmaIsHalfTheRadiusAtScaleTwo() {
    withCairoRenderer { renderer in
      let view = View(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
      view.shadowPath = Path(rect: view.bounds)
      view.shadowOpacity = 1
      view.shadowRadius = 6
      view.shadowOffset = .zero
      let image = render(view, renderer, scale: 2)
      // Sigma 3 points = 6 pixels; the top edge at pixel row 100; centres 0.5 and 6.5 pixels from it.
      for (row, distance) in [(100, 0.5), (99, -0.5), (106, 6.5), (93, -6.5)] {
        let alpha = image.rgba(200, row).a
        let expected = edgeAlpha(distance, sigma: 6, full: 255)
        #expect(abs(alpha - expected) <= 2, "row \(row): alpha \(alpha), a Gaussian of sigma 6 px gives \(expected)")
      }
      #expect(image.rgba(200, 200).a == 255)
      #expect(image.rgba(200, 75).a == 0, "past the reach of 12 points (24 px)")
    }
  }

  @Test func theContentsAlphaCastsARoundedShadowWhereTheShadowPathCastsASquareOne() {
    withCairoRenderer { renderer in
      /// A red 100×60 view rounded by 20 whose hard shadow (radius 0) falls 70 points below it.
      @MainActor func card(path: Path?) -> View {
        let view = View(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        view.backgroundColor = Color(rgb: 0xFF0000)
        view.cornerRadius = 20
        view.shadowOpacity = 1
        view.shadowRadius = 0
        view.shadowOffset = CGSize(width: 0, height: 70)
        view.shadowPath = path
        return view
      }
      let content = render(card(path: nil), renderer)
      let square = render(card(path: Path(rect: CGRect(x: 0, y: 0, width: 100, height: 60))), renderer)
      // The shadow's top-left corner (20, 90): cut away by the rounded content, filled by the square path.
      #expect(content.rgba(21, 91).a == 0)
      #expect(square.rgba(21, 91) == (0, 0, 0, 255))
      // Its middle: both full.
      #expect(content.rgba(70, 120) == (0, 0, 0, 255))
      #expect(square.rgba(70, 120) == (0, 0, 0, 255))
      // The view itself is drawn over its shadow's place: red inside, nothing between.
      #expect(content.rgba(70, 50) == (255, 0, 0, 255))
      #expect(content.rgba(70, 85).a == 0)
      #expect(content.rgba(70, 151).a == 0)
    }
  }

  @Test func noShadowByDefaultNorWhenTheViewClipsToItsBounds() {
    withCairoRenderer { renderer in
      let plain = View(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
      plain.backgroundColor = Color(rgb: 0xFF0000)
      plain.shadowRadius = 0
      plain.shadowOffset = CGSize(width: 0, height: 70)
      let defaults = render(plain, renderer)
      #expect(defaults.rgba(80, 150).a == 0, "shadowOpacity is 0 by default")
      plain.shadowOpacity = 1
      plain.clipsToBounds = true
      let clipped = render(plain, renderer)
      #expect(clipped.rgba(80, 150).a == 0, "clipsToBounds clips the shadow away, as masksToBounds does")
      plain.clipsToBounds = false
      let shown = render(plain, renderer)
      #expect(shown.rgba(80, 150) == (0, 0, 0, 255))
      plain.shadowColor = nil
      #expect(render(plain, renderer).rgba(80, 150).a == 0, "a nil colour casts nothing")
      #expect(renderer.statistics.shadowRasterisations == 1)
    }
  }

  @Test func aPathWithNonFinitePointsCastsNothingAndAHugeRadiusBlursAsTheLargestDrawn() {
    withCairoRenderer { renderer in
      let view = View(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
      view.shadowOpacity = 1
      view.shadowRadius = 0
      var broken = Path()
      broken.move(to: CGPoint(x: 0, y: 0))
      broken.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
      broken.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
      view.shadowPath = broken
      let image = render(view, renderer)
      #expect(image.boundingBox { image.rgba($0, $1).a > 0 } == nil, "nothing drawn")
      #expect(
        view.presentation.shadowExtent == CGRect(x: 0, y: -3, width: 60, height: 60), "damage keeps to the bounds")
      view.shadowPath = Path(rect: view.bounds)
      view.shadowRadius = 1_000_000
      #expect(view.shadowRadius == 1_000_000, "kept as set")
      #expect(view.presentation.drawnShadowRadius == 100)
      let huge = render(view, renderer)
      // Sigma 50 points: the 60-point square's centre keeps erf(30 / (50√2))² = 0.20 of full alpha (52).
      let centre = huge.rgba(80, 80).a
      #expect((48...56).contains(centre), "alpha \(centre)")
    }
  }

  @Test func aStillShadowIsBlurredOnceAndItsOpacityAndOffsetChangeNoPixelsOfIt() {
    withCairoRenderer { renderer in
      let view = View(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
      view.backgroundColor = Color(rgb: 0x00FF00)
      view.shadowOpacity = 1
      view.shadowRadius = 0
      view.shadowOffset = CGSize(width: 0, height: 70)
      var image = render(view, renderer)
      #expect(image.rgba(80, 150) == (0, 0, 0, 255))
      image = render(view, renderer)
      view.shadowOpacity = 0.2
      view.shadowOffset = CGSize(width: 10, height: 70)
      image = render(view, renderer)
      #expect(image.rgba(61, 150) == (0, 0, 0, 51))
      #expect(image.rgba(55, 150).a == 0, "moved right by 10")
      #expect(renderer.statistics.shadowRasterisations == 1, "opacity and offset composite the same pixels")
      view.shadowColor = Color(rgb: 0x0000FF)
      image = render(view, renderer)
      #expect(image.rgba(80, 150) == (0, 0, 255, 51))
      #expect(renderer.statistics.shadowRasterisations == 2, "a new colour blurs again")
    }
  }
}
