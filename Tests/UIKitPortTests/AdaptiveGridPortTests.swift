import Testing
import TrellisTesting
import TrellisUIKitNames

/// The ported adaptive grid: traits, safe area, layout margins and the size transition on a window resize.
@MainActor
@Suite("A ported grid that adapts to its environment")
struct AdaptiveGridPortTests {
  @Test func theTraitsFollowTheWindowTheScaleAndTheDevice() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    // The scale-2 screen stays the main one until reset: later tests that read it expect scale 1.
    defer { UIApplication.shared.reset() }
    let controller = AdaptiveGridController()
    host.show(controller)
    let traits = controller.traitCollection
    #expect(traits.displayScale == 2)
    #expect(traits.layoutDirection == .leftToRight)
    #expect(traits.horizontalSizeClass == .compact)
    #expect(traits.verticalSizeClass == .regular)
    #expect(traits.userInterfaceIdiom == .pad)
    #expect(controller.view.traitCollection == traits)
    #expect(controller.collectionView.traitCollection === controller.view.traitCollection, "one object per window")
    #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    #expect(UIScreen.main.traitCollection == traits)
    // A phone-sized landscape window: regular width (600 or more), compact height (less than 480).
    host.resize(to: CGSize(width: 844, height: 390))
    #expect(controller.traitCollection.horizontalSizeClass == .regular)
    #expect(controller.traitCollection.verticalSizeClass == .compact)
  }

  @Test func theSafeAreaAndTheMarginsInsetTheGrid() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    // The scale-2 screen stays the main one until reset: later tests that read it expect scale 1.
    defer { UIApplication.shared.reset() }
    let controller = AdaptiveGridController()
    host.show(controller)
    // additionalSafeAreaInsets (20 top, 10 bottom) reach the root view and the collection view filling it.
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(controller.collectionView.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    // A root view's margins: the system minimum at the sides (16 in a compact width) plus the safe area.
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 10, right: 16))
    // Two columns of (390 − 32 − 0.5) / 2 = 178 points, half a point apart at scale 2.
    #expect(controller.log == ["layout 390 columns 2 item 178"])
    let cv = controller.collectionView!
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 20, width: 178, height: 80))
    #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100.5)
    // A subview partly under the safe area gets only the part it covers.
    let strip = UIView(frame: CGRect(x: 0, y: 5, width: 100, height: 100))
    controller.view.addSubview(strip)
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
    let outside = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(outside.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func aResizeCallsViewWillTransitionThenTheBlocksWithTheNewSize() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 2)
    // The scale-2 screen stays the main one until reset: later tests that read it expect scale 1.
    defer { UIApplication.shared.reset() }
    let controller = AdaptiveGridController()
    host.show(controller)
    controller.log = []
    host.resize(to: CGSize(width: 1100, height: 800))
    #expect(
      controller.log == [
        "willTransition 1100x800 from 390", "alongside animated=false view 1100", "layout 1100 columns 5 item 211",
        "completion",
      ])
    #expect(controller.traitChanges == ["horizontal compact->regular"])
    host.runFrame()
    let cv = controller.collectionView!
    #expect(cv.bounds.size == CGSize(width: 1100, height: 800))
    // Five columns of (1100 − 40 − 2) / 5 = 211.6 → 211 points: a regular width has 20-point side margins.
    #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.width == 211)
    // A resize to the same size is no transition.
    controller.log = []
    host.resize(to: CGSize(width: 1100, height: 800), scale: 1)
    #expect(controller.log == [])
    #expect(controller.traitCollection.displayScale == 1)
  }

  @Test func aNavigationControllerForwardsTheTransitionAndTheIdiomReachesTheTraits() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let grid = AdaptiveGridController()
    host.show(UINavigationController(rootViewController: grid))
    grid.log = []
    host.resize(to: CGSize(width: 700, height: 844))
    #expect(grid.log.first == "willTransition 700x844 from 390")
    #expect(grid.log.last == "completion")
    #expect(grid.traitChanges == ["horizontal compact->regular"])
    UIDevice.current.userInterfaceIdiom = .phone
    #expect(grid.traitCollection.userInterfaceIdiom == .phone)
    #expect(grid.columns(for: 1100) == 4, "no extra column off a pad")
    UIDevice.current.userInterfaceIdiom = .pad
    #expect(grid.columns(for: 1100) == 5)
    #expect(grid.traitChanges == ["horizontal compact->regular", "idiom phone", "idiom not phone"])
  }

  @Test func theLayoutDirectionReachesTraitsMarginsAndTheHooks() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 844))
    let controller = AdaptiveGridController()
    host.show(controller)
    let badge = MarginBadgeView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
    controller.view.addSubview(badge)
    host.runFrame()
    #expect(badge.log == ["marginsDidChange 12.0 30.0"])
    #expect(badge.content.frame == CGRect(x: 12, y: 4, width: 158, height: 32))
    #expect(badge.effectiveUserInterfaceLayoutDirection == .leftToRight)
    UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
    #expect(controller.traitChanges == ["direction rtl=true"])
    #expect(badge.log == ["marginsDidChange 12.0 30.0", "traits rtl=true"])
    #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(badge.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 12))
    host.runFrame()
    #expect(badge.content.frame == CGRect(x: 30, y: 4, width: 158, height: 32))
    // Setting left-and-right margins stores them as leading and trailing in the current direction.
    badge.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
    #expect(badge.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 5))
    #expect(badge.log.last == "marginsDidChange 5.0 7.0")
  }

  @Test func traitCollectionsCombineAsUIKitsDo() {
    let compact = UITraitCollection(horizontalSizeClass: .compact)
    let scale = UITraitCollection(displayScale: 3)
    let both = UITraitCollection(traitsFrom: [compact, scale, UITraitCollection(horizontalSizeClass: .regular)])
    #expect(both.horizontalSizeClass == .regular && both.displayScale == 3)
    #expect(both.verticalSizeClass == .unspecified && both.userInterfaceIdiom == .unspecified)
    #expect(both.containsTraits(in: scale))
    #expect(!both.containsTraits(in: compact))
    #expect(both.containsTraits(in: nil))
    #expect(UITraitCollection().layoutDirection == .unspecified)
    #expect(UIUserInterfaceIdiom.pad.rawValue == 1 && UIUserInterfaceIdiom.mac.rawValue == 5)
    #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
  }
}
