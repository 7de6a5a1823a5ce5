import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

// The code of the article "Testing headlessly" (Sources/Trellis/Trellis.docc/Articles/TestingHeadlessly.md).

@MainActor @Suite struct TestingHeadlesslySnippetTests {
  // snippet: testing-tap
  @Test func tappingACellSelectsIt() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    let controller = NumbersController(collectionViewLayout: layout)
    host.show(controller)
    host.tap(at: CGPoint(x: 40, y: 40))
    #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(controller.collectionView.checkInvariants() == [])
  }
  // end-snippet

  @Test func aFlingDeceleratesOnTheManualClock() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let controller = NumbersController(collectionViewLayout: FlowLayout())
    host.show(controller)
    let collectionView = try #require(controller.collectionView)
    // snippet: testing-clock
    host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.2)
    let released = collectionView.contentOffset.y
    host.advance(by: 0.5)
    #expect(collectionView.isDecelerating)
    #expect(collectionView.contentOffset.y > released)
    host.advance(by: 10)
    #expect(!collectionView.isDecelerating)
    // end-snippet
  }

  @Test func textAndPixelSnapshots() throws {
    // snippet: testing-snapshots
    let host = HeadlessHost(size: CGSize(width: 210, height: 100), renderer: CairoRenderer())
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let controller = NumbersController(collectionViewLayout: layout)
    host.show(controller)
    let lines = controller.collectionView.visibleElementsDescription.split(separator: "\n")
    let png = try host.renderPNG()
    // end-snippet
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasSuffix("frame=(0.0, 0.0, 100.0, 100.0)") == true, "\(lines)")
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    #expect(host.dumpViewTree().contains("CollectionView"))
  }

  @Test func misuseReachesTheErrorHandler() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let controller = NumbersController(collectionViewLayout: FlowLayout())
    host.show(controller)
    let collectionView = try #require(controller.collectionView)
    // snippet: testing-errors
    var errors: [String] = []
    collectionView.errorHandler = { errors.append($0.description) }
    collectionView.scrollToItem(at: IndexPath(item: 2_000_000, section: 0), at: .top, animated: false)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("out of range") == true)
    #expect(collectionView.contentOffset == .zero)
    // end-snippet
  }
}
