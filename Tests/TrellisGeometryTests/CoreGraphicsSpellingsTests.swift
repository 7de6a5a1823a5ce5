import Foundation
import Testing
import TrellisGeometry

/// The Core Graphics spellings ported code uses, with exact values.
@Suite("Core Graphics spellings: equalTo, intersection, insetBy, offsetBy, divided, MAXFLOAT")
struct CoreGraphicsSpellingsTests {
  @Test func equalToComparesValuesAndRectanglesStandardised() {
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
    #expect(CGRect(x: 0, y: 0, width: 10, height: 20).equalTo(CGRect(x: 0, y: 0, width: 10, height: 20)))
    #expect(CGRect(x: 10, y: 20, width: -10, height: -20).equalTo(CGRect(x: 0, y: 0, width: 10, height: 20)))
    #expect(!CGRect(x: 0, y: 0, width: 10, height: 20).equalTo(CGRect(x: 0, y: 0, width: 10, height: 21)))
  }

  @Test func theRectangleOperationsFoundationProvidesGiveCoreGraphicsValues() {
    let r = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(r.intersection(CGRect(x: 60, y: 0, width: 100, height: 40)) == CGRect(x: 60, y: 20, width: 50, height: 20))
    #expect(r.intersection(CGRect(x: 500, y: 0, width: 1, height: 1)).isNull)
    #expect(r.insetBy(dx: 5, dy: 10) == CGRect(x: 15, y: 30, width: 90, height: 30))
    #expect(r.offsetBy(dx: -10, dy: 5) == CGRect(x: 0, y: 25, width: 100, height: 50))
    let (slice, remainder) = r.divided(atDistance: 30, from: .minXEdge)
    #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50))
    #expect(remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
    #expect(r.union(CGRect(x: 0, y: 0, width: 1, height: 1)) == CGRect(x: 0, y: 0, width: 110, height: 70))
  }

  @Test func maxFloatIsTheLargestFiniteFloat() {
    #expect(MAXFLOAT == Float(bitPattern: 0x7F7F_FFFF))
    #expect(CGFloat(MAXFLOAT) == CGFloat(Float.greatestFiniteMagnitude))
    #expect(CGFloat.greatestFiniteMagnitude.isFinite && CGFloat.greatestFiniteMagnitude.nextUp == .infinity)
  }
}
