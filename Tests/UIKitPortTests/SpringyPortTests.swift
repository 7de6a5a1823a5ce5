import Testing
import TrellisDynamicsUIKitNames
import TrellisTesting

/// The ported springy flow layout (PortedSpringyFlowLayout.swift, UIKit Dynamics' names only), driven by a
/// headless host under its manual clock.
@MainActor
@Suite("A ported springy flow layout")
struct SpringyPortTests {
  func show(_ host: HeadlessHost) -> (SpringyViewController, SpringyFlowLayout, UICollectionView) {
    let controller = SpringyViewController()
    host.show(controller)
    return (controller, controller.springyLayout, controller.collectionView)
  }

  /// The springs of every item, in the order the layout hung them (item order).
  func springs(_ layout: SpringyFlowLayout) -> [UIAttachmentBehavior] {
    layout.dynamicAnimator.behaviors.compactMap { $0 as? UIAttachmentBehavior }
  }

  /// The frame of a 44 × 44 item centred on a point.
  func frame(around center: CGPoint) -> CGRect {
    CGRect(x: center.x - 22, y: center.y - 22, width: 44, height: 44)
  }

  @Test func everyItemHangsOnAZeroLengthSpringAtItsFlowPlace() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let (controller, layout, cv) = show(host)
    let springs = springs(layout)
    #expect(springs.count == 120)
    #expect(layout.dynamicAnimator.behaviors.count == 120)
    for spring in springs {
      #expect(spring.attachedBehaviorType == UIAttachmentBehavior.AttachmentType.anchor)
      #expect(spring.length == 0)
      #expect(spring.damping == 0.8)
      #expect(spring.frequency == 1)
      #expect(spring.items.count == 1)
    }
    // Seven 44-pt items a row between the 10-pt insets of a 390-pt width, rows 54 pt apart.
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 44, height: 44))
    #expect(cv.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 336, y: 10, width: 44, height: 44))
    #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 10, y: 64, width: 44, height: 44))
    #expect(springs[7].anchorPoint == CGPoint(x: 32, y: 86))
    let springItems = springs.map { ($0.items.first as? UICollectionViewLayoutAttributes)?.indexPath }
    #expect(springItems == (0..<120).map { IndexPath(item: $0, section: 0) })
    let item5 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)))
    #expect(item5.center == springs[5].anchorPoint)
    host.advance(by: 0.5)
    #expect(!layout.dynamicAnimator.isRunning, "springs hung at rest pause at once")
    #expect(controller.animatorLog.last == "pause")
  }

  @Test func aScrollMovesEachItemByTheDeltaTimesItsDistanceFromTheTouchOver1500() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let (controller, layout, cv) = show(host)
    host.advance(by: 0.5)
    controller.animatorLog = []
    let anchors = springs(layout).map(\.anchorPoint)
    // No touch yet: the pan recognizer's location is the window's origin, (0, 0) in the content before the scroll.
    cv.contentOffset = CGPoint(x: 0, y: 30)
    for (item, anchor) in anchors.enumerated() {
      let resistance = (abs(0 - anchor.y) + abs(0 - anchor.x)) / 1500
      let moved = CGPoint(x: anchor.x, y: anchor.y + min(30, 30 * resistance))
      let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(attributes.center == moved, "item \(item)")
    }
    // Item 0 (centre (32, 32)) moves 30 × 64 / 1500 = 1.28 pt, item 119 (centre (32, 950)) 30 × 982 / 1500 = 19.64 pt.
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(first.center.y - 33.28) < 1e-12)
    let last = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 119, section: 0)))
    #expect(anchors[119] == CGPoint(x: 32, y: 950))
    #expect(abs(last.center.y - 969.64) < 1e-12)
    cv.layoutIfNeeded()
    let shifted = CGPoint(x: 32, y: 32 + min(30, 30 * (64.0 / 1500)))
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == frame(around: shifted))
    #expect(layout.dynamicAnimator.isRunning)
    #expect(controller.animatorLog == ["resume"])
    // The springs pull every item back onto its flow frame, exactly, and the animator pauses.
    host.advance(by: 8)
    #expect(!layout.dynamicAnimator.isRunning)
    #expect(controller.animatorLog == ["resume", "pause"])
    for (item, anchor) in anchors.enumerated() {
      let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
      #expect(attributes.center == anchor, "item \(item)")
    }
    for cell in cv.visibleCells {
      let item = try #require(cv.indexPath(for: cell)).item
      #expect(cell.frame == frame(around: anchors[item]), "item \(item)")
    }
    #expect(cv.contentOffset == CGPoint(x: 0, y: 30))
  }

  @Test func aDragLeavesItemsFarFromTheFingerBehindAndTheyComeBackToRest() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let (controller, layout, cv) = show(host)
    host.advance(by: 0.5)
    let anchors = springs(layout).map(\.anchorPoint)
    // The finger goes down on item 63 (row 9, column 0, centre (32, 518)) and moves up 150 pt over 15 frames.
    host.send(.touchDown(id: 1, location: CGPoint(x: 32, y: 518), pointer: false))
    for i in 1...15 {
      host.advance(by: 1.0 / 60)
      host.send(.touchMoved(id: 1, location: CGPoint(x: 32, y: 518 - 10 * CGFloat(i))))
    }
    #expect(layout.dynamicAnimator.isRunning)
    func lag(_ item: Int) throws -> CGFloat {
      try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).center.y - anchors[item].y
    }
    // Near the finger an item keeps up with the content (2.2 pt behind in this run); 7 rows (378 pt) above
    // it, one lags along the scroll (25.7 pt).
    let near = try lag(63)
    let far = try lag(14)
    #expect(abs(near) < 3, "under the finger: \(near)")
    #expect(far > 25, "seven rows above the finger: \(far)")
    #expect(far > 10 * abs(near))
    host.send(.touchUp(id: 1, location: CGPoint(x: 32, y: 368)))
    host.advance(by: 8)
    #expect(!layout.dynamicAnimator.isRunning)
    #expect(controller.animatorLog.last == "pause")
    for cell in cv.visibleCells {
      let item = try #require(cv.indexPath(for: cell)).item
      #expect(cell.frame == frame(around: anchors[item]), "item \(item)")
    }
  }
}
