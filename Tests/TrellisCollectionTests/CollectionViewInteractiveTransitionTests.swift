import Foundation
import Testing
import Trellis
import TrellisTesting

/// `startInteractiveTransition(to:completion:)`, `finishInteractiveTransition()`,
/// `cancelInteractiveTransition()` and `TransitionLayout`: frames at given progress, the ending spring at
/// given instants, completion flags, the hook order, what is left behind.
@MainActor
@Suite("Collection view: interactive transitions")
struct CollectionViewInteractiveTransitionTests {
  /// 300×200, 20 items in rows of 40 pt (5 visible), in a window.
  func scene(from first: CollectionViewLayout, log: TransitionLog, inWindow: Bool = true) -> (
    HeadlessHost, CollectionView
  ) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: first)
    cv.register(TransitionCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let source = TestDataSource(counts: [20])
    source.logsDisplay = false
    source.cellProvider = { cv, indexPath in cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.overscanFraction = 0
    cv.errorHandler = { Issue.record("unexpected collection-view error: \($0)") }
    if inWindow { host.show(cv) } else { cv.layoutIfNeeded() }
    host.runFrame()
    TransitionCell.log = log
    return (host, cv)
  }

  func layouts(_ log: TransitionLog) -> (rows: GridLayout, grid: GridLayout) {
    (
      GridLayout(size: CGSize(width: 300, height: 40), columns: 1, name: "rows", log: log),
      GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    )
  }

  func frame(_ cv: CollectionView, _ item: Int) -> CGRect? {
    cv.cellForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  /// Item 4: rows (0, 160, 300, 40), grid (100, 100, 100, 100); its frame at progress `p`.
  func item4(at p: CGFloat) -> CGRect {
    let center = CGPoint(x: 150, y: 180 + (150 - 180) * p)
    let size = CGSize(width: 300 + (100 - 300) * p, height: 40 + (100 - 40) * p)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }

  /// The ending spring's progress `t` seconds after the call, from `p0` at velocity `v` towards `target`:
  /// critically damped, ω = u*/0.4 s.
  func spring(from p0: CGFloat, velocity v: CGFloat, to target: CGFloat, after t: CGFloat) -> CGFloat {
    let ω = SpringCurve.criticalSettlingFactor / CGFloat(CollectionView.interactiveTransitionSettlingDuration)
    let d0 = p0 - target
    return target + exp(-ω * t) * (d0 + (v + ω * d0) * t)
  }

  @Test func framesAtGivenProgressAreInterpolatedExactly() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (_, cv) = scene(from: rows, log: log)
    let kept = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
    let transition = cv.startInteractiveTransition(to: grid)
    #expect(cv.collectionViewLayout === transition)
    #expect(transition.currentLayout === rows && transition.nextLayout === grid)
    #expect(rows.collectionView === cv && grid.collectionView === cv)
    #expect(frame(cv, 4) == item4(at: 0))
    for p: CGFloat in [0.25, 0.5, 0.75, 1] {
      transition.transitionProgress = p
      cv.layoutIfNeeded()
      #expect(frame(cv, 4) == item4(at: p), "item 4 at \(p)")
      #expect(transition.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == item4(at: p))
      #expect(cv.checkInvariants() == [], "at \(p)")
    }
    #expect(cv.cellForItem(at: IndexPath(item: 4, section: 0)) === kept, "the view keeps its identity")
    transition.transitionProgress = 0.5
    cv.layoutIfNeeded()
    // Item 5 is below the rows' bounds (0, 200, 300, 40) and at (200, 100) in the grid: halfway it shows.
    #expect(frame(cv, 5) == CGRect(x: 100, y: 150, width: 200, height: 70))
    #expect(cv.contentSize == CGSize(width: 300, height: 800 + (700 - 800) * 0.5))
  }

  @Test func theInteractivePathCallsTheHooksInOrderAndFinishes() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    var completions: [String] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append("completed \($0) finished \($1)") }
    log.entries.append("started")
    transition.transitionProgress = 0.5
    host.runFrame()
    cv.finishInteractiveTransition()
    log.entries.append("finish called")
    host.advance(by: 0.2)
    #expect(completions.isEmpty && !log.entries.contains("grid finalize"))
    host.advance(by: 0.25)
    #expect(completions == ["completed true finished true"])
    #expect(
      log.entries.sortedWithinRuns()
        == [
          "rows to", "grid from", "will 0.0,0.0", "will 0.0,40.0", "will 0.0,80.0", "will 0.0,120.0", "will 0.0,160.0",
          "started", "grid target (0.0, 0.0)", "finish called", "rows finalize", "grid finalize", "did 0.0,0.0",
          "did 0.0,100.0", "did 100.0,0.0", "did 100.0,100.0", "did 200.0,0.0", "did 200.0,100.0",
        ].sortedWithinRuns())
    #expect(cv.collectionViewLayout === grid && grid.collectionView === cv && rows.collectionView == nil)
    #expect(transition.collectionView == nil)
    #expect(!cv.isInteractiveTransitionInProgress)
    #expect(frame(cv, 4) == item4(at: 1))
    #expect(cv.checkInvariants() == [])
  }

  @Test(arguments: [CGFloat(0.2), 0.5, 0.8])
  func finishingFollowsTheSpringFromAnyProgress(_ p0: CGFloat) {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = p0
    host.runFrame()
    #expect(transition.progressVelocity == 0, "set once: no speed")
    cv.finishInteractiveTransition()
    host.advance(by: 0.1)
    let expected = spring(from: p0, velocity: 0, to: 1, after: 0.1)
    #expect(abs(transition.transitionProgress - expected) < 1e-9, "\(transition.transitionProgress) vs \(expected)")
    let shown = frame(cv, 4)!
    let wanted = item4(at: transition.transitionProgress)
    #expect(abs(shown.minY - wanted.minY) < 1e-9 && abs(shown.width - wanted.width) < 1e-9, "\(shown)")
    #expect(completions.isEmpty)
    host.advance(by: 0.29)
    #expect(completions.isEmpty, "the spring settles at 0.4 s")
    host.advance(by: 0.02)
    #expect(completions == [[true, true]])
    #expect(cv.collectionViewLayout === grid)
    #expect(frame(cv, 4) == item4(at: 1))
    host.advance(by: 0.5)
    #expect(completions.count == 1, "exactly once")
    #expect(cv.checkInvariants() == [])
  }

  @Test(arguments: [CGFloat(0.2), 0.5, 0.8])
  func cancellingReturnsToTheOldLayout(_ p0: CGFloat) {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = p0
    host.runFrame()
    cv.cancelInteractiveTransition()
    host.advance(by: 0.05)
    let expected = spring(from: p0, velocity: 0, to: 0, after: 0.05)
    #expect(abs(transition.transitionProgress - expected) < 1e-9, "\(transition.transitionProgress) vs \(expected)")
    host.advance(by: 0.4)
    #expect(completions == [[true, false]])
    #expect(cv.collectionViewLayout === rows && rows.collectionView === cv && grid.collectionView == nil)
    #expect(frame(cv, 4) == item4(at: 0))
    #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3, 4])
    #expect(!log.entries.contains("grid target (0.0, 0.0)"), "a cancel doesn't ask the next layout for an offset")
    #expect(cv.checkInvariants() == [])
  }

  @Test func aReleaseMidGestureKeepsItsSpeed() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    let transition = cv.startInteractiveTransition(to: grid)
    for p: CGFloat in [0.3, 0.35, 0.4] {
      transition.transitionProgress = p
      host.advance(by: 1.0 / 60)
    }
    transition.transitionProgress = 0.45
    let velocity = transition.progressVelocity
    #expect(abs(velocity - 3) < 1e-9, "0.15 in 3 frames of 1/60 s: \(velocity)")
    cv.finishInteractiveTransition()
    host.advance(by: 0.05)
    let fast = spring(from: 0.45, velocity: 3, to: 1, after: 0.05)
    let still = spring(from: 0.45, velocity: 0, to: 1, after: 0.05)
    #expect(abs(transition.transitionProgress - fast) < 1e-9, "\(transition.transitionProgress) vs \(fast)")
    #expect(fast > still + 0.04, "the moving release is further along: \(fast) vs \(still)")
  }

  @Test func aLongPauseBeforeReleaseMeansNoSpeed() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    let transition = cv.startInteractiveTransition(to: grid)
    transition.transitionProgress = 0.3
    host.advance(by: 1.0 / 60)
    transition.transitionProgress = 0.4
    host.advance(by: 0.2)
    #expect(transition.progressVelocity == 0)
    cv.cancelInteractiveTransition()
    host.advance(by: 0.1)
    #expect(abs(transition.transitionProgress - spring(from: 0.4, velocity: 0, to: 0, after: 0.1)) < 1e-9)
  }

  @Test func cancellingWhileFinishingTurnsTheSpringRound() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.5
    host.runFrame()
    cv.finishInteractiveTransition()
    host.advance(by: 0.1)
    let reached = transition.transitionProgress
    #expect(reached > 0.5)
    cv.cancelInteractiveTransition()
    cv.cancelInteractiveTransition()  // a second cancel changes nothing
    host.advance(by: 0.45)
    #expect(completions == [[true, false]])
    #expect(cv.collectionViewLayout === rows)
    #expect(cv.checkInvariants() == [])
  }

  @Test func withoutAWindowFinishAndCancelSettleAtOnce() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (_, cv) = scene(from: rows, log: log, inWindow: false)
    var completions: [[Bool]] = []
    let transition = cv.startInteractiveTransition(to: grid) { completions.append([$0, $1]) }
    transition.transitionProgress = 0.7
    cv.finishInteractiveTransition()
    #expect(completions == [[true, true]])
    #expect(cv.collectionViewLayout === grid && frame(cv, 4) == item4(at: 1))
    cv.startInteractiveTransition(to: rows) { completions.append([$0, $1]) }.transitionProgress = 0.4
    cv.cancelInteractiveTransition()
    #expect(completions == [[true, true], [true, false]])
    #expect(cv.collectionViewLayout === grid)
    #expect(cv.checkInvariants() == [])
  }

  @Test func theFinishingOffsetComesFromTheNextLayoutThenTheDelegate() {
    let log = TransitionLog()
    let (rows, grid) = layouts(log)
    let (host, cv) = scene(from: rows, log: log)
    let delegate = OffsetDelegate(log: log)
    cv.delegate = delegate
    cv.contentOffset = CGPoint(x: 0, y: 400)
    host.runFrame()
    grid.targetOffset = CGPoint(x: 0, y: 300)
    delegate.offset = CGPoint(x: 0, y: 5000)
    let transition = cv.startInteractiveTransition(to: grid)
    transition.transitionProgress = 0.5
    host.runFrame()
    log.entries = []
    cv.finishInteractiveTransition()
    #expect(log.entries == ["grid target (0.0, 400.0)", "delegate target (0.0, 300.0)"])
    host.advance(by: 0.1)
    let fraction = (transition.transitionProgress - 0.5) / 0.5
    #expect(abs(cv.contentOffset.y - (400 + (500 - 400) * fraction)) < 1e-9, "the offset moves with the progress")
    host.advance(by: 0.35)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 500), "clamped: 7 rows of 100 less the 200 pt bounds")
    #expect(cv.indexPathsForVisibleItems.map(\.item).sorted() == [15, 16, 17, 18, 19])
    #expect(cv.checkInvariants() == [])
  }

  @Test func headersTheNextLayoutLacksFadeAndLeaveNothingBehind() {
    let log = TransitionLog()
    let rows = RowLayout()
    rows.headerHeight = 30
    let grid = GridLayout(size: CGSize(width: 100, height: 100), columns: 3, name: "grid", log: log)
    let (host, cv) = scene(from: rows, log: log)
    let header = cv.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header != nil)
    let transition = cv.startInteractiveTransition(to: grid)
    transition.transitionProgress = 0.5
    cv.layoutIfNeeded()
    #expect(header?.alpha == 0.5, "the header fades where it is")
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    cv.finishInteractiveTransition()
    host.advance(by: 0.45)
    #expect(header?.superview == nil)
    #expect(cv.subviews.filter { $0 is HeaderView }.isEmpty, "no leftover header views")
    #expect(cv.heldOutViews.isEmpty)
    #expect(cv.checkInvariants() == [])
  }

  /// How a transition reaches its next layout.
  enum Ending: String, CaseIterable {
    case springInAWindow, withoutAnimation, outsideAWindow, layoutSetWithoutAnimation, layoutSetAnimated
  }

  /// A header only the next layout has fades in with the progress; once the next layout is installed
  /// it shows that layout's attributes, opaque, however the transition gets there. (Found by
  /// CollectionViewChangeEngineRandomTests, seed 3: a flow layout answers with plain geometry, and a
  /// view whose frame and zIndex it didn't change kept the alpha the transition layout gave it.)
  @Test(arguments: Ending.allCases)
  func headersOnlyTheNextLayoutHasAreOpaqueOnceItIsInstalled(ending: Ending) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 240))
    let tiles = FlowLayout()
    tiles.itemSize = CGSize(width: 130, height: 80)
    let grid = FlowLayout()
    grid.itemSize = CGSize(width: 60, height: 50)
    grid.headerReferenceSize = CGSize(width: 0, height: 30)
    let (cv, _, _) = makeCollectionView(counts: [3, 3])
    cv.collectionViewLayout = tiles
    if ending != .outsideAWindow { host.show(cv) }
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: grid)
    transition.transitionProgress = 0.5
    cv.layoutIfNeeded()
    let first = IndexPath(item: 0, section: 0)
    let header = cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)
    #expect(header?.alpha == 0.5, "it fades in where the next layout puts it")
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
    switch ending {
    case .springInAWindow, .outsideAWindow: cv.finishInteractiveTransition()
    case .withoutAnimation: View.performWithoutAnimation { cv.finishInteractiveTransition() }
    case .layoutSetWithoutAnimation: cv.setCollectionViewLayout(grid, animated: false)
    case .layoutSetAnimated: cv.setCollectionViewLayout(grid, animated: true)
    }
    host.advance(by: 0.5)
    #expect(cv.collectionViewLayout === grid)
    let shown = cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: first)
    #expect(shown === header, "the view is kept")
    #expect(shown?.alpha == 1)
    #expect(shown?.presentation.alpha == 1)
    #expect(cv.checkInvariants() == [])
  }

  @Test func customAttributesInterpolateThroughTheProtocol() {
    final class Shaded: LayoutAttributes, InterpolatingLayoutAttributes {
      var shade: CGFloat = 0
      override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! Shaded
        copy.shade = shade
        return copy
      }
      func interpolateCustomProperties(from start: LayoutAttributes, to end: LayoutAttributes, fraction: CGFloat) {
        guard let start = start as? Shaded, let end = end as? Shaded else { return }
        shade = start.shade.interpolated(to: end.shade, fraction: fraction)
      }
    }
    final class ShadedLayout: CollectionViewLayout {
      let shade: CGFloat
      let alpha: CGFloat
      let angle: CGFloat
      init(shade: CGFloat, alpha: CGFloat, angle: CGFloat) {
        self.shade = shade
        self.alpha = alpha
        self.angle = angle
        super.init()
      }
      required init?(coder: NSCoder) { nil }
      override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let attributes = Shaded(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.shade = shade
        attributes.alpha = alpha
        attributes.zIndex = Int(shade)
        attributes.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        return attributes
      }
    }
    let transition = TransitionLayout(
      currentLayout: ShadedLayout(shade: 2, alpha: 1, angle: 0), nextLayout: ShadedLayout(shade: 6, alpha: 0, angle: 1))
    transition.transitionProgress = 0.25
    let attributes = transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? Shaded
    #expect(attributes?.shade == 3)
    #expect(attributes?.alpha == 0.75)
    #expect(attributes?.zIndex == 2, "the nearer layout's zIndex below 0.5")
    #expect(
      attributes?.transform3D
        == Transform3D.identity.interpolated(
          to: Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1), fraction: 0.25))
    transition.transitionProgress = 0.5
    #expect(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 6)
  }

  @Test func animatedKeysKeepTheLastValueAndTheirSpeed() {
    let host = HeadlessHost()
    let transition = TransitionLayout(currentLayout: CollectionViewLayout(), nextLayout: CollectionViewLayout())
    #expect(transition.value(forAnimatedKey: "scale") == 0)
    transition.updateValue(1, forAnimatedKey: "scale")
    host.advance(by: 0.05)
    transition.updateValue(1.5, forAnimatedKey: "scale")
    #expect(transition.value(forAnimatedKey: "scale") == 1.5)
    #expect(abs(transition.velocity(forAnimatedKey: "scale") - 10) < 1e-9)
    #expect(transition.velocity(forAnimatedKey: "other") == 0)
  }
}
