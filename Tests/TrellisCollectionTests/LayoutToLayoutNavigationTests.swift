import Foundation
import Testing
import TrellisTesting

@testable import Trellis
@testable import TrellisCollection
@testable import TrellisUI

/// Layout-to-layout navigation (`useLayoutToLayoutNavigationTransitions`): the pushed controller shares
/// the collection view of the one below, its delegate messages are forwarded, its layout animates in,
/// and a pop (by the back button or the swipe-back) animates back and leaves nothing behind.
@MainActor
@Suite("Layout-to-layout navigation transitions")
struct LayoutToLayoutNavigationTests {
  final class Log { var lines: [String] = [] }

  /// A flow layout of square items without gaps that logs the transition hooks.
  final class LoggingLayout: FlowLayout {
    let name: String
    let log: Log
    init(_ name: String, side: CGFloat, log: Log) {
      self.name = name
      self.log = log
      super.init()
      itemSize = CGSize(width: side, height: side)
      minimumInteritemSpacing = 0
      minimumLineSpacing = 0
    }
    required init?(coder: NSCoder) { nil }
    override func prepareForTransition(to newLayout: CollectionViewLayout) { log.lines.append("\(name).prepare(to:)") }
    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
      log.lines.append("\(name).prepare(from:)")
    }
    override func finalizeLayoutTransition() { log.lines.append("\(name).finalize") }
  }

  /// Logs its life cycle and the delegate messages it receives; the data source of 40 cells.
  class LoggingController: CollectionViewController {
    let name: String
    let log: Log
    init(_ name: String, layout: CollectionViewLayout, log: Log) {
      self.name = name
      self.log = log
      super.init(collectionViewLayout: layout)
      title = name
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      log.lines.append("\(name).viewDidLoad")
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.lines.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear") }
    override func didMove(toParent parent: ViewController?) {
      log.lines.append("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    override func collectionView(
      _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      log.lines.append("\(name).didSelect(\(indexPath.item))")
    }
    override func scrollViewDidScroll(_ scrollView: ScrollView) { log.lines.append("\(name).didScroll") }
  }

  struct Fixture {
    let host: HeadlessHost
    let nav: NavigationController
    let primary: LoggingController
    let secondary: LoggingController
    let primaryLayout: LoggingLayout
    let secondaryLayout: LoggingLayout
    let log: Log
  }

  /// A 400×600 screen (the collection view 400×550 under the bar) showing Primary (100-pt items, four a
  /// row); Secondary (200-pt items, two a row) made and marked for a layout-to-layout push; log empty.
  func fixture(layoutToLayout: Bool = true) -> Fixture {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let log = Log()
    let primaryLayout = LoggingLayout("primaryLayout", side: 100, log: log)
    let secondaryLayout = LoggingLayout("secondaryLayout", side: 200, log: log)
    let primary = LoggingController("Primary", layout: primaryLayout, log: log)
    let nav = NavigationController(rootViewController: primary)
    host.show(nav)
    let secondary = LoggingController("Secondary", layout: secondaryLayout, log: log)
    secondary.useLayoutToLayoutNavigationTransitions = layoutToLayout
    log.lines = []
    return Fixture(
      host: host, nav: nav, primary: primary, secondary: secondary, primaryLayout: primaryLayout,
      secondaryLayout: secondaryLayout, log: log)
  }

  private func cell(_ item: Int, in collectionView: CollectionView) -> CollectionViewCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0))
  }

  @Test func thePushSharesTheCollectionViewAndAnimatesToThePushedLayout() throws {
    let f = fixture()
    let shared: CollectionView = f.primary.collectionView
    let item1 = try #require(cell(1, in: shared))
    #expect(item1.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    f.nav.pushViewController(f.secondary, animated: true)
    #expect(f.secondary.collectionView === shared, "the same instance")
    #expect(f.secondary.view === shared && f.primary.view === shared)
    #expect(shared.dataSource === f.primary && shared.delegate === f.primary, "the properties read as before")
    #expect(shared.collectionDelegate === f.secondary, "the messages go to the pushed controller")
    #expect(shared.next === f.primary, "the responder chain is the owner's")
    #expect(f.nav.isTransitioning)
    #expect(
      f.log.lines == [
        "Secondary.viewDidLoad", "Secondary.viewWillAppear", "Primary.viewWillDisappear",
        "primaryLayout.prepare(to:)", "secondaryLayout.prepare(from:)",
      ])
    f.log.lines = []
    #expect(item1.presentation.center == CGPoint(x: 150, y: 50), "starts at the primary layout's frame")
    f.host.advance(by: 0.15)  // half of 0.3 s, ease-in-out: halfway
    #expect(item1.presentation.center == CGPoint(x: 225, y: 75))
    #expect(item1.presentation.bounds.size == CGSize(width: 150, height: 150))
    #expect(cell(1, in: shared) === item1, "the view keeps its identity")
    #expect(f.log.lines.isEmpty)
    f.host.advance(by: 0.2)
    #expect(
      f.log.lines == [
        "primaryLayout.finalize", "secondaryLayout.finalize", "Primary.viewDidDisappear", "Secondary.viewDidAppear",
        "Secondary.didMove(nav)",
      ])
    #expect(!f.nav.isTransitioning)
    #expect(shared.collectionViewLayout === f.secondaryLayout && f.secondary.collectionViewLayout === f.secondaryLayout)
    #expect(item1.frame == CGRect(x: 200, y: 0, width: 200, height: 200))
    #expect(identical(f.nav.containerView.subviews, [shared]), "no second view")
    #expect(shared.transform == .identity && shared.frame == CGRect(x: 0, y: 0, width: 400, height: 550))
    #expect(f.nav.navigationBar.titleLabel.text == "Secondary")
    #expect(f.nav.navigationBar.backButton.currentTitle == "‹ Primary")
    #expect(shared.checkInvariants().isEmpty)
  }

  @Test func delegateMessagesGoToTheTopControllerAndComeBackAfterThePop() {
    let f = fixture()
    f.nav.pushViewController(f.secondary, animated: false)
    f.host.runFrame()
    f.log.lines = []
    f.host.tap(at: CGPoint(x: 300, y: 150))  // item 1 of the 200-pt layout (window y 150 = content y 100)
    #expect(f.log.lines == ["Secondary.didSelect(1)"])
    f.log.lines = []
    f.secondary.collectionView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(f.log.lines == ["Secondary.didScroll"])
    f.secondary.collectionView.contentOffset = .zero
    f.nav.popViewController(animated: false)
    f.host.runFrame()
    f.log.lines = []
    f.host.tap(at: CGPoint(x: 250, y: 100))  // item 2 of the 100-pt layout
    #expect(f.log.lines == ["Primary.didSelect(2)"])
    #expect(f.primary.collectionView.collectionDelegate === f.primary)
  }

  @Test func thePopAnimatesBackAndLeavesNothingBehind() throws {
    let f = fixture()
    f.nav.pushViewController(f.secondary, animated: true)
    f.host.advance(by: 0.4)
    let shared: CollectionView = f.primary.collectionView
    let item1 = try #require(cell(1, in: shared))
    f.log.lines = []
    f.nav.popViewController(animated: true)
    #expect(
      f.log.lines == [
        "Primary.viewWillAppear", "Secondary.viewWillDisappear", "secondaryLayout.prepare(to:)",
        "primaryLayout.prepare(from:)",
      ])
    #expect(shared.collectionDelegate === f.primary, "the messages go back when the pop starts")
    f.log.lines = []
    f.host.advance(by: 0.15)
    #expect(item1.presentation.center == CGPoint(x: 225, y: 75))
    f.host.advance(by: 0.2)
    #expect(
      f.log.lines == [
        "secondaryLayout.finalize", "primaryLayout.finalize", "Secondary.viewDidDisappear", "Primary.viewDidAppear",
        "Secondary.didMove(nil)",
      ])
    #expect(shared.collectionViewLayout === f.primaryLayout)
    #expect(item1.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    #expect(!f.secondary.isViewLoaded && !f.secondary.isSharingView, "the pushed controller holds no view")
    #expect(f.secondary.parent == nil && f.nav.viewControllers.count == 1)
    #expect(shared.forwardedDelegate == nil)
    #expect(identical(f.nav.containerView.subviews, [shared]))
    #expect(shared.subviews.filter { $0 is CollectionViewCell && !$0.isHidden }.count == shared.visibleCells.count)
    #expect(shared.visibleCells.count == 24, "six rows of four 100-pt items overlap 550 pt (the sixth in part)")
    #expect(shared.checkInvariants().isEmpty)
  }

  @Test func withoutTheFlagThePushSlidesInItsOwnCollectionView() {
    let f = fixture(layoutToLayout: false)
    f.nav.pushViewController(f.secondary, animated: false)
    #expect(f.secondary.collectionView !== f.primary.collectionView)
    #expect(f.primary.collectionView.collectionViewLayout === f.primaryLayout)
    #expect(f.secondary.collectionView.collectionDelegate === f.secondary)
  }

  @Test func aLayoutToLayoutControllerOverAPlainControllerSlides() {
    let host = HeadlessHost(size: CGSize(width: 400, height: 600))
    let nav = NavigationController(rootViewController: ViewController())
    host.show(nav)
    let log = Log()
    let secondary = LoggingController("Secondary", layout: LoggingLayout("l", side: 50, log: log), log: log)
    secondary.useLayoutToLayoutNavigationTransitions = true
    nav.pushViewController(secondary, animated: false)
    #expect(!secondary.isSharingView && secondary.collectionView != nil)
    #expect(secondary.collectionView.dataSource === secondary)
  }

  @Test func aSwipeBackDrivesAnInteractiveTransitionWithTheFinger() throws {
    let f = fixture()
    f.nav.pushViewController(f.secondary, animated: false)
    f.host.runFrame()
    let shared: CollectionView = f.primary.collectionView
    f.host.send(.touchDown(id: 1, location: CGPoint(x: 4, y: 300), pointer: false))
    for x in stride(from: 24, through: 244, by: 20) {
      Application.shared.clock.advance(to: f.host.now + f.host.frameInterval)
      f.host.send(.touchMoved(id: 1, location: CGPoint(x: CGFloat(x), y: 300)))
      f.host.runFrame()
    }
    let transition = try #require(shared.collectionViewLayout as? TransitionLayout)
    #expect(transition.currentLayout === f.secondaryLayout && transition.nextLayout === f.primaryLayout)
    #expect(abs(transition.transitionProgress - 240.0 / 400) < 0.05, "\(transition.transitionProgress)")
    #expect(shared.checkInvariants().isEmpty)
    f.host.advance(by: 0.2)  // hold: no fling
    f.host.send(.touchUp(id: 1, location: CGPoint(x: 244, y: 300)))
    #expect(shared.collectionDelegate === f.primary, "messages go back as the pop finishes")
    f.host.advance(by: 0.6)
    #expect(shared.collectionViewLayout === f.primaryLayout)
    #expect(f.nav.viewControllers.count == 1 && !f.secondary.isSharingView && !f.nav.isTransitioning)
    #expect(shared.checkInvariants().isEmpty)
  }

  @Test func aFinishedSwipeBackPopsAndACancelledOneChangesNothing() throws {
    let f = fixture()
    f.nav.pushViewController(f.secondary, animated: false)
    f.host.runFrame()
    let shared: CollectionView = f.primary.collectionView
    // Cancelled: a slow release at a third of the width.
    f.host.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 134, y: 300), duration: 0.3, holdBeforeRelease: 0.2)
    f.host.advance(by: 0.5)
    #expect(f.nav.viewControllers.count == 2 && shared.collectionViewLayout === f.secondaryLayout)
    #expect(shared.collectionDelegate === f.secondary && !f.nav.isTransitioning)
    #expect(shared.transform == .identity, "the shared view doesn't slide")
    // Finished: a slow release past half the width.
    f.log.lines = []
    f.host.drag(from: CGPoint(x: 4, y: 300), to: CGPoint(x: 304, y: 300), duration: 0.3, holdBeforeRelease: 0.2)
    #expect(shared.collectionViewLayout is TransitionLayout, "the interactive transition finishes")
    f.host.advance(by: 0.6)
    #expect(shared.collectionViewLayout === f.primaryLayout)
    #expect(f.nav.viewControllers.count == 1 && f.secondary.parent == nil && !f.secondary.isSharingView)
    #expect(shared.collectionDelegate === f.primary && shared.checkInvariants().isEmpty)
    #expect(
      f.log.lines == [
        "Primary.viewWillAppear", "Secondary.viewWillDisappear", "secondaryLayout.prepare(to:)",
        "primaryLayout.prepare(from:)", "secondaryLayout.finalize", "primaryLayout.finalize",
        "Secondary.viewDidDisappear", "Primary.viewDidAppear", "Secondary.didMove(nil)",
      ])
    #expect(identical(f.nav.containerView.subviews, [shared]))
  }
}

/// Whether two view lists hold the same instances in the same order.
@MainActor private func identical(_ a: [View], _ b: [View?]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}
