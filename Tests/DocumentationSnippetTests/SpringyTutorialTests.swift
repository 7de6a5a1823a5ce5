import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisDynamics
import TrellisTesting

@testable import SpringyTutorialStep2
@testable import SpringyTutorialStep3
@testable import SpringyTutorialStep4
@testable import SpringyTutorialStep5

/// Runs the springy tutorial's app after each step (the targets SpringyTutorialStepN are built from the
/// tutorial's code files) headlessly, checks what it shows, and renders the tutorial's screenshots:
/// `TRELLIS_TUTORIAL_SCREENSHOTS=Sources/Trellis/Trellis.docc/Resources swift test --filter SpringyTutorialTests`
/// (scripts/render-tutorial-screenshots) writes them.
@MainActor @Suite struct SpringyTutorialTests {
  static let size = CGSize(width: 390, height: 560)
  /// Where the touch of the screenshots' drag rests.
  static let touch = CGPoint(x: 195, y: 300)

  /// Launches the app of a step with its delegate in a 390 × 560 headless window.
  func launch(_ delegate: any ApplicationDelegate) -> HeadlessHost {
    let host = HeadlessHost(size: Self.size, renderer: CairoRenderer())
    host.launch(delegate: delegate)
    host.advance(by: 0.1)
    return host
  }

  func collectionView(_ host: HeadlessHost) throws -> CollectionView {
    try #require((host.window?.rootViewController as? CollectionViewController)?.collectionView)
  }

  /// Writes the window to the tutorial's resources when TRELLIS_TUTORIAL_SCREENSHOTS names a folder.
  func screenshot(_ host: HeadlessHost, _ name: String) throws {
    guard let folder = ProcessInfo.processInfo.environment["TRELLIS_TUTORIAL_SCREENSHOTS"] else { return }
    try host.writePNG(to: "\(folder)/\(name).png")
  }

  /// Puts a finger down at `touch` + 200 pt and moves it up to `touch` over ten frames, without lifting.
  func dragUpAndHold(_ host: HeadlessHost) {
    let start = CGPoint(x: Self.touch.x, y: Self.touch.y + 200)
    host.send(.touchDown(id: 1, location: start, pointer: false))
    for i in 1...10 {
      Application.shared.clock.advance(to: host.now + host.frameInterval)
      host.send(.touchMoved(id: 1, location: CGPoint(x: start.x, y: start.y - 20 * CGFloat(i))))
    }
  }

  /// The y of a row's items in the flow: 10 pt inset, 44 pt items, 10 pt line spacing.
  func flowMinY(row: Int) -> CGFloat { 10 + 54 * CGFloat(row) }

  @Test func step2ShowsAGridOfSevenColumns() throws {
    let delegate = SpringyTutorialStep2.AppDelegate()
    let host = launch(delegate)
    let cv = try collectionView(host)
    #expect(cv.numberOfItems(inSection: 0) == 120)
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == CGPoint(x: 10, y: 10))
    #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame.origin == CGPoint(x: 10, y: 64))
    let visible = cv.indexPathsForVisibleItems.map(\.item).sorted()
    #expect(visible.first == 0)
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundColor == .orange)
    try screenshot(host, "springy-02-grid")
    withExtendedLifetime(delegate) {}
  }

  @Test func step3HangsEveryItemOnASpringAtItsFlowPlace() throws {
    let delegate = SpringyTutorialStep3.AppDelegate()
    let host = launch(delegate)
    let cv = try collectionView(host)
    let layout = try #require(cv.collectionViewLayout as? SpringyTutorialStep3.SpringyCollectionViewFlowLayout)
    #expect(layout.dynamicAnimator.behaviors.count == 120)
    #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame.origin == CGPoint(x: 10, y: 64))
    try screenshot(host, "springy-03-springs")
    withExtendedLifetime(delegate) {}
  }

  @Test func step4ItemsFarFromTheTouchLagAndSpringBack() throws {
    let delegate = SpringyTutorialStep4.AppDelegate()
    let host = launch(delegate)
    let cv = try collectionView(host)
    dragUpAndHold(host)
    let offset = cv.contentOffset.y
    #expect(offset > 100)
    // Item 3 of the row under the touch is near it, item 3 of the row at the bottom of the window far.
    let touchRow = Int(((Self.touch.y + offset) - 10) / 54)
    let farRow = Int(((Self.size.height - 40 + offset) - 10) / 54)
    let near =
      try #require(cv.cellForItem(at: IndexPath(item: 7 * touchRow + 3, section: 0))).frame.minY
      - flowMinY(row: touchRow)
    let far =
      try #require(cv.cellForItem(at: IndexPath(item: 7 * farRow + 3, section: 0))).frame.minY - flowMinY(row: farRow)
    #expect(far > 5, "the bottom row lags behind the finger: \(far)")
    #expect(near >= 0 && near < far / 2, "the row under the finger follows it closely: \(near)")
    try screenshot(host, "springy-04-dragging")
    host.send(.touchUp(id: 1, location: Self.touch))
    host.advance(by: 6)
    for indexPath in cv.indexPathsForVisibleItems {
      let row = indexPath.item / 7
      #expect(cv.cellForItem(at: indexPath)?.frame.minY.rounded() == flowMinY(row: row), "at rest in the flow")
    }
    withExtendedLifetime(delegate) {}
  }

  @Test func step5KeepsSpringsOnlyNearTheVisibleItems() throws {
    let delegate = SpringyTutorialStep5.AppDelegate()
    let host = launch(delegate)
    let cv = try collectionView(host)
    let layout = try #require(cv.collectionViewLayout as? SpringyTutorialStep5.SpringyCollectionViewFlowLayout)
    #expect(cv.numberOfItems(inSection: 0) == 10_000)
    let springsAtTop = layout.dynamicAnimator.behaviors.count
    // One screen above (none at the top), the screen, one screen below: 2 × 560 pt of 54-pt rows of 7.
    #expect(springsAtTop > 7 * 20 && springsAtTop < 7 * 23)
    cv.setContentOffset(CGPoint(x: 0, y: flowMinY(row: 700)), animated: false)
    host.advance(by: 0.1)
    #expect(cv.cellForItem(at: IndexPath(item: 7 * 700, section: 0))?.frame.minY == flowMinY(row: 700))
    dragUpAndHold(host)
    let springs = layout.dynamicAnimator.behaviors.count
    #expect(springs > 7 * 30 && springs < 7 * 34, "three screens of rows, whatever the item count")
    try screenshot(host, "springy-05-tiled")
    host.send(.touchUp(id: 1, location: Self.touch))
    host.advance(by: 4)
    #expect(cv.checkInvariants() == [])
    withExtendedLifetime(delegate) {}
  }
}
