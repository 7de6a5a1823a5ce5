import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisDynamics
import TrellisTesting

@testable import showcase

/// The UIKit Dynamics scenes driven by synthetic input under the manual clock: the book's springy
/// layout (listings 6.15–6.21) lagging and settling, and headless snapshots caught mid-motion.
@MainActor
@Suite("Dynamics scenes")
struct DynamicsSceneTests {
  /// Opens a scene (960 × 640 at 1x, as the showcase snapshots) and returns the host and its controller.
  private func open(_ id: String) -> (HeadlessHost, ViewController) {
    let host = HeadlessHost(size: CGSize(width: 960, height: 640), scale: 1, renderer: CairoRenderer())
    let scene = Scene.all.first { $0.id == id }!
    host.launch(delegate: ShowcaseDelegate(initialScene: scene))
    let navigation = host.window!.rootViewController as! NavigationController
    return (host, navigation.topViewController!)
  }

  private func snapshot(_ host: HeadlessHost, _ name: String) throws {
    let previous = TextSystems.current
    defer { TextSystems.current = previous }
    let image = try #require(RenderedImage(pngData: try host.renderPNG()))
    assertSnapshot(image, named: name)
  }

  /// The listing's layout hangs 120 springs once the view has appeared; a drag up from the bottom
  /// leaves the second visible row (~300 pt from the finger) behind by more than 30 pt while the row under the
  /// finger follows it to within 2 pt; released, every cell settles exactly on its flow frame (the
  /// frame of a plain `FlowLayout` with the listing's metrics) and the animator pauses.
  @Test func listingLagsFarFromTheTouchAndSettlesOnTheFlowFrames() throws {
    let (host, controller) = open("springy")
    let springy = (controller as! SpringyScene).listing
    let layout = springy.collectionViewLayout as! SpringyCollectionViewFlowLayout
    let cv = springy.collectionView!
    host.advance(by: 0.1)
    #expect(layout.dynamicAnimator.behaviors.count == 120)
    let reference = FlowLayout()
    reference.itemSize = CGSize(width: 44, height: 44)
    reference.minimumInteritemSpacing = 10
    reference.minimumLineSpacing = 10
    reference.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let referenceView = CollectionView(frame: cv.frame, collectionViewLayout: reference)
    referenceView.dataSource = springy
    referenceView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "CellIdentifier")
    referenceView.layoutIfNeeded()
    func lag(_ item: Int) -> CGFloat {
      let cell = cv.cellForItem(at: IndexPath(item: item, section: 0))!
      return cell.frame.minY - reference.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame.minY
    }
    let start = CGPoint(x: 200, y: 560)
    host.send(.touchDown(id: 1, location: start, pointer: false))
    for i in 1...15 {
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.send(.touchMoved(id: 1, location: CGPoint(x: 200, y: 560 - 10 * CGFloat(i))))
    }
    #expect(cv.contentOffset.y > 100)
    let finger = cv.panGestureRecognizer.location(in: cv)
    func distance(_ item: Int) -> CGFloat {
      let frame = reference.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
      return abs(frame.midX - finger.x) + abs(frame.midY - finger.y)
    }
    let nearItem = cv.indexPathsForVisibleItems.map(\.item).min { distance($0) < distance($1) }!
    #expect(abs(lag(nearItem)) < 2, "under the finger: \(lag(nearItem))")
    let farItem = cv.indexPathsForVisibleItems.map(\.item).min()! + 7
    #expect(lag(farItem) > 30, "far from the finger: \(lag(farItem))")
    host.send(.touchUp(id: 1, location: CGPoint(x: 200, y: 410)))
    host.advance(by: 8)
    #expect(!layout.dynamicAnimator.isRunning)
    for cell in cv.visibleCells {
      let indexPath = cv.indexPath(for: cell)!
      #expect(cell.frame == reference.layoutAttributesForItem(at: indexPath)!.frame, "item \(indexPath.item)")
    }
  }

  /// The springy scene mid-bounce: 0.1 s after a drag up of 160 pt, the cells far from the finger
  /// lag behind those under it.
  @Test func springySceneMidBounceMatchesItsSnapshot() throws {
    let (host, _) = open("springy")
    host.advance(by: 0.1)
    host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 440), duration: 0.3)
    host.advance(by: 0.1)
    try snapshot(host, "springy-mid-bounce")
  }

  /// The tiled springs at 100,000 items, mid-bounce after a drag far down the list.
  @Test func tiledSpringsMidBounceMatchesItsSnapshot() throws {
    let (host, controller) = open("tiled-springs")
    let cv = controller.view.subviews.compactMap { $0 as? CollectionView }.first!
    cv.setContentOffset(CGPoint(x: 0, y: 250_000), animated: false)
    host.advance(by: 0.1)
    host.drag(from: CGPoint(x: 700, y: 560), to: CGPoint(x: 700, y: 300), duration: 0.2)
    host.advance(by: 0.1)
    let layout = cv.collectionViewLayout as! SpringyFlowLayout
    #expect(layout.springBehaviors.count < 700, "springs only near the screen: \(layout.springBehaviors.count)")
    try snapshot(host, "tiled-springs-mid-bounce")
  }

  /// Tapping the snap scene sends the square towards the tap; 0.2 s later it is on its way.
  @Test func snapSceneMidSnapMatchesItsSnapshot() throws {
    let (host, controller) = open("snap")
    host.advance(by: 2)
    let scene = controller as! SnapScene
    let target = CGPoint(x: 800, y: 450)
    host.tap(at: scene.view.convert(target, to: nil))
    host.advance(by: 0.2)
    let center = scene.square.center
    #expect(center.x > 480 && center.x < 800, "on its way: \(center)")
    try snapshot(host, "snap-after-tap")
    host.advance(by: 4)
    #expect(scene.square.center == target)
    #expect(!scene.animator.isRunning)
  }

  /// A flick flies the card off with the release velocity, a slow drag snaps it back.
  @Test func flickCardFliesOffWithTheReleaseVelocity() throws {
    let (host, controller) = open("flick-card")
    let scene = controller as! FlickCardScene
    host.advance(by: 0.1)
    let start = scene.view.convert(scene.card.center, to: nil)
    host.drag(from: start, to: CGPoint(x: start.x + 160, y: start.y - 60), duration: 0.1)
    host.advance(by: 0.1)
    #expect(scene.card.center.x > start.x + 250, "flying right: \(scene.card.center)")
    try snapshot(host, "flick-card-flying")
    host.advance(by: 1.5)
    #expect(scene.dismissals == 1)
    let rest = scene.card.center
    host.drag(
      from: scene.view.convert(rest, to: nil), to: scene.view.convert(CGPoint(x: rest.x + 80, y: rest.y), to: nil),
      duration: 0.5, holdBeforeRelease: 0.2)
    host.advance(by: 4)
    #expect(scene.dismissals == 1)
    #expect(abs(scene.card.center.x - rest.x) < 0.1 && abs(scene.card.center.y - rest.y) < 0.1, "\(scene.card.center)")
  }

  /// The tiles fall under gravity and come to rest inside the scene, on the floor or on each other.
  @Test func gravityTilesComeToRestInsideTheBounds() throws {
    let (host, controller) = open("gravity-tiles")
    let scene = controller as! GravityTilesScene
    host.advance(by: 12)
    let bounds = scene.view.bounds
    for tile in scene.tiles {
      #expect(bounds.insetBy(dx: -1, dy: -1).contains(tile.frame), "\(tile.frame) inside \(bounds)")
    }
    let lowest = scene.tiles.map(\.frame.maxY).max()!
    #expect(abs(lowest - bounds.maxY) < 2, "on the floor: \(lowest) vs \(bounds.maxY)")
  }
}
