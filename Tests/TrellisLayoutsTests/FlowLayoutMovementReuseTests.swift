import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A flow layout that keeps every appearing-item answer `super` gives, with what it held when returned.
@MainActor final class KeepingFlowLayout: FlowLayout {
  var kept: [(attributes: LayoutAttributes, held: String)] = []
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    if let attributes { kept.append((attributes, FlowLayoutMovementReuseTests.state(attributes))) }
    return attributes
  }
}

/// A flow layout that lets go of the appearing-item answers, noting them weakly.
@MainActor final class ReleasingFlowLayout: FlowLayout {
  var answers: [WeakAttributes] = []
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    if let attributes { answers.append(WeakAttributes(object: attributes)) }
    return attributes
  }
}

/// What a frame of an interactive movement and a batch update hand out is reused once nobody holds it:
/// `FlowLayout`'s moving invalidation context, the lifted item's attributes, and the attributes a batch
/// update hands the layout; what a caller keeps is never written.
@MainActor
@Suite("FlowLayout: objects of movement frames and updates reused once released")
struct FlowLayoutMovementReuseTests {
  init() { Application.shared.reset() }

  /// Everything a caller can see of attributes.
  static func state(_ a: LayoutAttributes) -> String {
    let f = a.frame
    return "\(a.indexPath) (\(f.minX), \(f.minY), \(f.width), \(f.height)) z\(a.zIndex) α\(a.alpha) "
      + "\(a.isHidden ? "hidden" : "shown") \(a.transform3D == .identity ? "identity" : "transformed") "
      + "axes \(a.selfSizingAxes.rawValue)"
  }

  /// Three 90×40 items a row, rows 50 apart, in 300×200.
  private func fixture<L: FlowLayout>(_ layout: L, items: Int = 12) -> FlowFixture {
    FlowFixture(size: CGSize(width: 300, height: 200), counts: [items], layout: layout) {
      $0.itemSize = CGSize(width: 90, height: 40)
      $0.minimumLineSpacing = 10
      $0.minimumInteritemSpacing = 10
    }
  }

  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  @Test func theMovingContextIsFilledAgainOnceReleasedAndNeverWhileHeld() {
    let f = fixture(FlowLayout())
    let layout = f.layout
    weak var first: InvalidationContext?
    do {
      let context = layout.invalidationContext(
        forInteractivelyMovingItems: [item(2)], withTargetPosition: CGPoint(x: 10, y: 20),
        previousIndexPaths: [item(1)], previousPosition: CGPoint(x: 5, y: 5))
      context.invalidateItems(at: [item(7)])
      first = context
    }
    #expect(first != nil, "kept by the layout")
    let second = layout.invalidationContext(
      forInteractivelyMovingItems: [item(4)], withTargetPosition: CGPoint(x: 30, y: 40),
      previousIndexPaths: [item(2)], previousPosition: CGPoint(x: 10, y: 20))
    #expect(second === first)
    #expect(second.targetIndexPathsForInteractivelyMovingItems == [item(4)])
    #expect(second.previousIndexPathsForInteractivelyMovingItems == [item(2)])
    #expect(second.interactiveMovementTarget == CGPoint(x: 30, y: 40))
    #expect(second.invalidatedItemIndexPaths == nil, "reset: the caller's additions are gone")
    let flow = second as? FlowLayoutInvalidationContext
    #expect(flow?.invalidateFlowLayoutDelegateMetrics == false && flow?.invalidateFlowLayoutAttributes == false)
    // Held: the next is another object, and the held one keeps what it held.
    let third = layout.invalidationContext(
      forInteractivelyMovingItems: [item(5)], withTargetPosition: CGPoint(x: 50, y: 60),
      previousIndexPaths: [item(4)], previousPosition: CGPoint(x: 30, y: 40))
    #expect(third !== second)
    #expect(second.targetIndexPathsForInteractivelyMovingItems == [item(4)])
    #expect(second.interactiveMovementTarget == CGPoint(x: 30, y: 40))
    #expect(third.targetIndexPathsForInteractivelyMovingItems == [item(5)])
  }

  @Test func aSubclassContextIsAlwaysNew() {
    final class Context: FlowLayoutInvalidationContext {}
    final class Layout: FlowLayout {
      override class var invalidationContextClass: AnyClass { Context.self }
    }
    let f = fixture(Layout())
    weak var first: InvalidationContext?
    do {
      first = f.layout.invalidationContext(
        forInteractivelyMovingItems: [item(2)], withTargetPosition: .zero, previousIndexPaths: [item(1)],
        previousPosition: .zero)
    }
    #expect(first == nil, "not kept: a subclass's context may have state of its own")
    let next = f.layout.invalidationContext(
      forInteractivelyMovingItems: [item(2)], withTargetPosition: .zero, previousIndexPaths: [item(1)],
      previousPosition: .zero)
    #expect(next is Context)
  }

  @Test func theLiftedItemsAttributesServeTheNextItemQueryOnceReleased() {
    let f = fixture(FlowLayout())
    let layout = f.layout
    var lifted = WeakAttributes()
    do {
      let attributes = layout.layoutAttributesForInteractivelyMovingItem(
        at: item(1), withTargetPosition: CGPoint(x: 200, y: 120))
      #expect(Self.state(attributes) == "[0, 1] (155.0, 100.0, 90.0, 40.0) z2147483647 α1.0 shown identity axes 0")
      attributes.alpha = 0.3
      attributes.isHidden = true
      lifted = WeakAttributes(object: attributes)
    }
    #expect(lifted.object != nil, "kept by the layout")
    let next = layout.layoutAttributesForItem(at: item(4))
    #expect(next === lifted.object)
    #expect(next.map(Self.state) == "[0, 4] (105.0, 50.0, 90.0, 40.0) z0 α1.0 shown identity axes 0")
    // Held by its receiver, the next lifted answer is another object; what is held stays.
    let held = layout.layoutAttributesForInteractivelyMovingItem(at: item(1), withTargetPosition: .zero)
    let heldState = Self.state(held)
    let other = layout.layoutAttributesForItem(at: item(5))
    #expect(other !== held && other !== next)
    #expect(Self.state(held) == heldState)
  }

  @Test func updateAttributesALayoutKeepsAreNeverWritten() {
    let layout = KeepingFlowLayout()
    let f = fixture(layout, items: 6)
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    host.show(f.collectionView)
    f.dataSource.counts = [7]
    f.collectionView.insertItems(at: [item(0)])
    host.advance(by: 0.1)
    f.dataSource.counts = [6]
    f.collectionView.deleteItems(at: [item(3)])
    host.advance(by: 0.5)
    #expect(layout.kept.count >= 10)
    for (attributes, held) in layout.kept { #expect(Self.state(attributes) == held) }
    let distinct = Set(layout.kept.map { ObjectIdentifier($0.attributes) })
    #expect(distinct.count == layout.kept.count, "each kept answer is its own object")
    #expect(f.errors.isEmpty)
  }

  @Test func updateAttributesALayoutReleasesServeTheNextElements() {
    let layout = ReleasingFlowLayout()
    let f = fixture(layout, items: 6)
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    host.show(f.collectionView)
    f.dataSource.counts = [7]
    f.collectionView.insertItems(at: [item(0)])
    f.dataSource.counts = [6]
    f.collectionView.deleteItems(at: [item(3)])
    host.advance(by: 0.5)
    // Kept items were answered with what they showed; new ones with their final attributes (copies).
    let live = layout.answers.compactMap(\.object)
    let distinct = Set(live.map(ObjectIdentifier.init))
    #expect(layout.answers.count >= 10)
    #expect(live.count >= 10, "the spares still hold the objects handed out")
    #expect(distinct.count <= 8, "at most the spares' capacity: \(distinct.count)")
    #expect(f.errors.isEmpty)
  }
}
