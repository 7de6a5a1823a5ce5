import Foundation
import Testing
import TrellisUI

@MainActor
@Suite("Screen: trait collection")
struct ScreenTraitCollectionTests {
  @Test func theScreensTraitsAreMadeOnceWhileTheyHold() {
    let screen = Screen(size: CGSize(width: 390, height: 844), scale: 2)
    let first = screen.traitCollection
    // Asked for by every cell that lays out outside a window: the same object while nothing changed.
    #expect(screen.traitCollection === first)
    #expect(first.displayScale == 2 && first.horizontalSizeClass == .compact && first.verticalSizeClass == .regular)
    screen.update(size: CGSize(width: 1024, height: 768), scale: 2)
    let wide = screen.traitCollection
    #expect(wide !== first)
    #expect(wide.horizontalSizeClass == .regular)  // 1024 ≥ 600
    screen.update(size: CGSize(width: 1024, height: 768), scale: 1)
    #expect(screen.traitCollection.displayScale == 1)
  }
}
