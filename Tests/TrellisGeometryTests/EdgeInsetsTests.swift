import Foundation
import Testing
import TrellisGeometry

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test("inset(by:) moves each edge inward by its inset")
  func insetShrinks() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let insets = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    // x 10+10, y 20+5, width 100-10-20, height 50-5-15.
    #expect(rect.inset(by: insets) == CGRect(x: 20, y: 25, width: 70, height: 30))
    #expect(insets.horizontal == 30)
    #expect(insets.vertical == 20)
  }

  @Test("negative insets grow the rect")
  func negativeInsetsGrow() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.inset(by: EdgeInsets(all: -2)) == CGRect(x: -2, y: -2, width: 14, height: 14))
  }

  @Test("insets interpolate edge by edge")
  func interpolation() {
    let halfway = EdgeInsets.zero.interpolated(
      to: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40), fraction: 0.5)
    #expect(halfway == EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
  }
}
