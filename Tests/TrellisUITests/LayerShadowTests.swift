import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

/// The layer's shadow properties: Core Animation's defaults, refused bad values, animation under the
/// manual clock like the other layer properties, and the extent damage counts
/// (`Documentation/Behaviour.md#layer-shadows`).
@MainActor @Suite struct LayerShadowTests {
  @Test func theDefaultsAreCoreAnimations() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(view.layer.shadowColor == Color.black)
    #expect(view.layer.shadowOpacity == 0)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(view.layer.shadowRadius == 3)
    #expect(view.layer.shadowPath == nil)
    #expect(!view.presentation.castsShadow(clipsToBounds: false), "opacity 0 casts nothing")
  }

  @Test func badValuesAreRefusedOrClampedAndTheStateStaysAsItWas() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.shadowOpacity = 0.4
    view.shadowRadius = 5
    view.shadowOffset = CGSize(width: 1, height: 2)
    view.shadowOpacity = .nan
    view.shadowRadius = .infinity
    view.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
    #expect(view.shadowOpacity == 0.4)
    #expect(view.shadowRadius == 5)
    #expect(view.shadowOffset == CGSize(width: 1, height: 2))
    view.shadowOpacity = 7
    view.shadowRadius = -2
    #expect(view.shadowOpacity == 1)
    #expect(view.shadowRadius == 0)
    #expect(view.presentation.shadowOpacity == 1)
  }

  @Test func theExtentIsTheOutlineGrownByTwiceTheRadiusAndMovedByTheOffset() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    view.shadowOpacity = 1
    view.shadowRadius = 4
    view.shadowOffset = CGSize(width: 2, height: -3)
    #expect(view.presentation.shadowExtent == CGRect(x: -6, y: -11, width: 56, height: 46))
    view.shadowPath = Path(rect: CGRect(x: 30, y: 0, width: 20, height: 50))
    #expect(view.presentation.shadowExtent == CGRect(x: 24, y: -11, width: 36, height: 66))
    #expect(view.presentation.castsShadow(clipsToBounds: false))
    #expect(!view.presentation.castsShadow(clipsToBounds: true), "a clip hides the shadow")
  }

  @Test func shadowOpacityRadiusAndOffsetAnimateAndThePathJumps() {
    let host = HeadlessHost(size: CGSize(width: 200, height: 200))
    let view = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    host.show(view)
    View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      view.shadowOpacity = 0.8
      view.shadowRadius = 11
      view.shadowOffset = CGSize(width: 4, height: 7)
      view.shadowPath = Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    host.advance(by: 0.25)
    #expect(abs(view.presentation.shadowOpacity - 0.2) < 1e-6)
    #expect(abs(view.presentation.shadowRadius - 5) < 1e-9)
    #expect(abs(view.presentation.shadowOffset.width - 1) < 1e-9)
    #expect(abs(view.presentation.shadowOffset.height - (-3 + 10 * 0.25)) < 1e-9)
    #expect(view.presentation.shadowPath == Path(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(view.layer.shadowOpacity == 0.8, "the model has the new value at once")
    host.advance(by: 1)
    #expect(view.presentation.shadowOpacity == CGFloat(Float(0.8)))
    #expect(view.presentation.shadowRadius == 11)
  }
}
