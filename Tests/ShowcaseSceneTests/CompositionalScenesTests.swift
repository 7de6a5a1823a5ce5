import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import showcase

/// The issue-20 scenes: the App Store page (compositional layout in UIKit's names), the Settings list
/// (inset grouped, swipe actions) and the sidebar (list sidebar, outline disclosures), shown at 960×640.
@MainActor
@Suite("Compositional scenes: App Store page, Settings list, sidebar")
struct CompositionalScenesTests {
  /// Shows a controller full-window with errors recorded as issues.
  static func show<Scene: ViewController>(_ scene: Scene, collectionView: (Scene) -> CollectionView) -> HeadlessHost {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640))
    host.show(scene)
    collectionView(scene).errorHandler = { Issue.record("unexpected error: \($0)") }
    host.runFrame()
    return host
  }

  /// A cell's frame in the window.
  static func windowFrame(_ collectionView: CollectionView, _ item: Int, _ section: Int) -> CGRect? {
    guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) else { return nil }
    return cell.convert(cell.bounds, to: nil)
  }

  @Test func theFeaturedCarouselCentresOneCardAndPagesByOne() {
    let scene = AppStoreScene()
    let host = Self.show(scene) { $0.collectionView }
    let cv = scene.collectionView!
    // Header 44, then cards of 0.85 × 960 = 816 centred: insets (960 − 816) / 2 = 72.
    #expect(Self.windowFrame(cv, 0, 0) == CGRect(x: 72, y: 44, width: 816, height: 220))
    host.drag(from: CGPoint(x: 700, y: 150), to: CGPoint(x: 550, y: 150), duration: 0.1)
    host.advance(by: 6)
    // One card further: card 1 centred where card 0 was, full size (the handler scales only off-centre cards).
    #expect(Self.windowFrame(cv, 1, 0) == CGRect(x: 72, y: 44, width: 816, height: 220))
    #expect(cv.contentOffset == .zero, "the page didn't move")
    #expect(cv.checkInvariants() == [])
  }

  @Test func headersPinWhileTheirSectionScrolls() {
    let scene = AppStoreScene()
    let host = Self.show(scene) { $0.collectionView }
    let cv = scene.collectionView!
    cv.contentOffset = CGPoint(x: 0, y: 120)
    host.runFrame()
    let header = cv.supplementaryView(forElementKind: AppStoreScene.headerKind, at: IndexPath(item: 0, section: 0))
    #expect(header.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 0, y: 0, width: 960, height: 44))
    // The card's scale transform leaves a rounding error far below a pixel.
    #expect(
      Self.windowFrame(cv, 0, 0).map { abs($0.minY - (44 - 120)) < 0.001 } == true,
      "the row scrolled up under the pinned header")
    #expect(cv.checkInvariants() == [])
  }

  @Test func aFullSwipeOfAMessageDeletesIt() throws {
    let scene = SettingsScene()
    let host = Self.show(scene) { $0.collectionView }
    let cv = scene.collectionView!
    let message = SettingsScene.Row(title: "Message 1", detail: "Your order has shipped", kind: .message)
    let indexPath = try #require(scene.dataSource.indexPath(for: message))
    let frame = try #require(Self.windowFrame(cv, indexPath.item, indexPath.section))
    // Past 60 % of the 920-pt row, leftwards: the first trailing action (Delete) runs.
    host.drag(
      from: CGPoint(x: frame.maxX - 20, y: frame.midY), to: CGPoint(x: frame.maxX - 720, y: frame.midY), duration: 0.3,
      holdBeforeRelease: 0.1)
    host.advance(by: 1)
    #expect(!scene.dataSource.snapshot().itemIdentifiers.contains(message))
    #expect(scene.dataSource.snapshot().numberOfItems(inSection: .mailbox) == 7)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aSwipeRightMarksAMessageRead() throws {
    let scene = SettingsScene()
    let host = Self.show(scene) { $0.collectionView }
    let cv = scene.collectionView!
    let message = SettingsScene.Row(title: "Message 2", detail: "Weekly report", kind: .message)
    let indexPath = try #require(scene.dataSource.indexPath(for: message))
    let frame = try #require(Self.windowFrame(cv, indexPath.item, indexPath.section))
    host.drag(
      from: CGPoint(x: frame.minX + 20, y: frame.midY), to: CGPoint(x: frame.minX + 140, y: frame.midY), duration: 0.3,
      holdBeforeRelease: 0.1)
    host.advance(by: 1)
    // Released past half the Read button's width: the row stays open on the leading action.
    let button = CGPoint(x: frame.minX + 30, y: frame.midY)
    host.tap(at: button)
    host.advance(by: 1)
    #expect(scene.readMessages == ["Message 2"])
  }

  @Test func theSidebarCollapsesAGroupFromItsHeaderRow() throws {
    let scene = SidebarScene()
    let host = Self.show(scene) { $0.collectionView }
    let cv = scene.collectionView!
    #expect(scene.dataSource.snapshot(for: "Library").visibleItems.count == 10)  // Library, 5 rows, 4 genres
    let header = try #require(Self.windowFrame(cv, 0, 0))
    host.tap(at: CGPoint(x: header.midX, y: header.midY))
    host.advance(by: 1)
    #expect(scene.dataSource.snapshot(for: "Library").visibleItems.map(\.title) == ["Library"])
    #expect(scene.detailTitle.text == "Albums", "a header row toggles instead of selecting")
    #expect(cv.checkInvariants() == [])
  }
}
