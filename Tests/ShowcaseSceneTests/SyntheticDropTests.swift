import Foundation
import Testing

@testable import TrellisSDL

/// `TRELLIS_SYNTHETIC_DROP`'s text, which scripts under Xvfb use to drop the showcase's images on its
/// window through SDL's own drop events.
@Suite("SDLHost: TRELLIS_SYNTHETIC_DROP")
struct SyntheticDropTests {
  @Test func aLocationAndPathsDropOneSecondAfterLaunch() throws {
    let drop = try #require(SyntheticDrop("480,330:/tmp/a.png;/tmp/b c.jpg"))
    #expect(drop.location == CGPoint(x: 480, y: 330))
    #expect(drop.files == ["/tmp/a.png", "/tmp/b c.jpg"])
    #expect(drop.delay == 1)
  }

  @Test func aLeadingDelayInSeconds() throws {
    let drop = try #require(SyntheticDrop("2.5@10.5, 20:/x.png"))
    #expect(drop.delay == 2.5)
    #expect(drop.location == CGPoint(x: 10.5, y: 20))
    #expect(drop.files == ["/x.png"])
  }

  @Test func malformedTextIsRefused() {
    for text in [
      "", "/a.png", "1,2", "1,2:", "1:/a.png", "1,2,3:/a.png", "x@1,2:/a.png", "-1@1,2:/a.png", "a,b:/a.png",
    ] {
      #expect(SyntheticDrop(text) == nil, "\(text)")
    }
  }
}
