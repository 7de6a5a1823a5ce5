import Foundation
import Testing
import TrellisTesting

@testable import Trellis
@testable import TrellisCollection
@testable import TrellisUI

/// `popToRootViewController(animated:)` and `popToViewController(_:animated:)` across several
/// controllers pushed with `useLayoutToLayoutNavigationTransitions`: the shared collection view ends on
/// the layout of the controller popped to, its messages go to that controller, and only the top one and
/// that one get appearance calls.
@MainActor
@Suite("Layout-to-layout navigation: popping several controllers")
struct LayoutToLayoutPopToTests {
  typealias Log = LayoutToLayoutNavigationTests.Log
  typealias LoggingLayout = LayoutToLayoutNavigationTests.LoggingLayout

  /// Logs `willMove(toParent:)` too.
  final class Controller: LayoutToLayoutNavigationTests.LoggingController {
    override func willMove(toParent parent: ViewController?) {
      super.willMove(toParent: parent)
      log.lines.append("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
    }
  }

  struct Fixture {
    let host: HeadlessHost
    let nav: NavigationController
    let controllers: [Controller]
    let layouts: [LoggingLayout]
    let log: Log
    @MainActor var shared: CollectionView { controllers[0].collectionView }
  }

  /// A 400×600 screen (the collection view 400×550 under the bar): Root (100-pt items, four a row), then
  /// A (200 pt), B (50 pt) and C (80 pt) pushed layout-to-layout without animation; log empty.
  func fixture(pushing count: Int) -> Fixture {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let log = Log()
    let names = ["Root", "A", "B", "C"]
    let sides: [CGFloat] = [100, 200, 50, 80]
    let layouts = (0...count).map { LoggingLayout("\(names[$0])Layout", side: sides[$0], log: log) }
    let controllers = (0...count).map { Controller(names[$0], layout: layouts[$0], log: log) }
    let nav = NavigationController(rootViewController: controllers[0])
    host.show(nav)
    for controller in controllers.dropFirst() {
      controller.useLayoutToLayoutNavigationTransitions = true
      nav.pushViewController(controller, animated: false)
      host.runFrame()
    }
    log.lines = []
    return Fixture(host: host, nav: nav, controllers: controllers, layouts: layouts, log: log)
  }

  @Test func popToRootEndsOnTheRootsLayoutWithItsMessages() throws {
    let f = fixture(pushing: 2)
    let shared = f.shared
    #expect(shared.collectionViewLayout === f.layouts[2] && shared.collectionDelegate === f.controllers[2])
    shared.contentOffset = CGPoint(x: 0, y: 300)
    f.log.lines = []
    let popped = f.nav.popToRootViewController(animated: true)
    #expect(popped.map { $0.map { $0.title ?? "" } } == ["A", "B"])
    #expect(
      f.log.lines == [
        "A.willMove(nil)", "A.didMove(nil)", "B.willMove(nil)", "Root.viewWillAppear", "B.viewWillDisappear",
        "BLayout.prepare(to:)", "RootLayout.prepare(from:)",
      ])
    #expect(shared.collectionDelegate === f.controllers[0], "the messages go to the root when the pop starts")
    f.log.lines = []
    f.host.advance(by: 0.4)
    #expect(
      f.log.lines == [
        "BLayout.finalize", "RootLayout.finalize", "B.viewDidDisappear", "Root.viewDidAppear", "B.didMove(nil)",
      ])
    #expect(shared.collectionViewLayout === f.layouts[0])
    #expect(shared.contentOffset == CGPoint(x: 0, y: 300))
    #expect(
      shared.cellForItem(at: IndexPath(item: 13, section: 0))?.frame == CGRect(x: 100, y: 300, width: 100, height: 100))
    #expect(shared.forwardedDelegate == nil && shared.dataSource === f.controllers[0])
    #expect(f.nav.viewControllers.count == 1 && !f.nav.isTransitioning)
    #expect(f.controllers.dropFirst().allSatisfy { !$0.isSharingView && $0.parent == nil && !$0.isViewLoaded })
    #expect(f.nav.containerView.subviews.count == 1 && f.nav.containerView.subviews[0] === shared)
    f.log.lines = []
    f.host.tap(at: CGPoint(x: 150, y: 100))  // window y 100 = content y 350: item 13
    #expect(f.log.lines == ["Root.didSelect(13)"])
    #expect(shared.checkInvariants().isEmpty)
  }

  @Test func popToAMiddleControllerEndsOnItsLayoutAndItsPopThenReachesTheRoot() {
    let f = fixture(pushing: 3)
    let shared = f.shared
    let popped = f.nav.popToViewController(f.controllers[1], animated: true)
    #expect(popped.map { $0.map { $0.title ?? "" } } == ["B", "C"])
    #expect(
      f.log.lines == [
        "B.willMove(nil)", "B.didMove(nil)", "C.willMove(nil)", "A.viewWillAppear", "C.viewWillDisappear",
        "CLayout.prepare(to:)", "ALayout.prepare(from:)",
      ])
    #expect(shared.collectionDelegate === f.controllers[1])
    f.log.lines = []
    f.host.advance(by: 0.4)
    #expect(
      f.log.lines == [
        "CLayout.finalize", "ALayout.finalize", "C.viewDidDisappear", "A.viewDidAppear", "C.didMove(nil)",
      ])
    #expect(shared.collectionViewLayout === f.layouts[1])
    #expect(
      shared.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 200, y: 0, width: 200, height: 200))
    #expect(f.nav.viewControllers.count == 2 && f.controllers[1].isSharingView)
    f.nav.popViewController(animated: false)
    #expect(shared.collectionViewLayout === f.layouts[0] && shared.forwardedDelegate == nil)
    #expect(shared.checkInvariants().isEmpty)
  }

  @Test func badTargetsChangeNothing() {
    let f = fixture(pushing: 2)
    #expect(f.nav.popToViewController(ViewController(), animated: true) == nil, "not on the stack")
    #expect(f.nav.popToViewController(f.controllers[2], animated: true) == nil, "the top")
    #expect(f.log.lines.isEmpty && f.nav.viewControllers.count == 3)
    #expect(f.shared.collectionViewLayout === f.layouts[2])
  }

  @Test func aChainBrokenByAControllerWithItsOwnViewIsSetBackOutOfSight() {
    let f = fixture(pushing: 1)
    let plain = ViewController()
    f.nav.pushViewController(plain, animated: false)
    f.host.runFrame()
    f.log.lines = []
    f.nav.popToRootViewController(animated: false)
    #expect(
      f.log.lines == [
        "ALayout.prepare(to:)", "RootLayout.prepare(from:)", "ALayout.finalize", "RootLayout.finalize",
        "A.willMove(nil)", "A.didMove(nil)", "Root.viewWillAppear", "Root.viewDidAppear",
      ])
    #expect(f.shared.collectionViewLayout === f.layouts[0] && f.shared.forwardedDelegate == nil)
    #expect(f.nav.viewControllers.count == 1 && f.shared.checkInvariants().isEmpty)
  }
}
