import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

// The code of the article "Physics-driven layouts" (Sources/Trellis/Trellis.docc/Articles/PhysicsDrivenLayouts.md).

@MainActor @Suite struct PhysicsDrivenLayoutsSnippetTests {
  @Test func aBoxFallsAndRestsOnTheFloor() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 400))
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    host.show(container)
    // snippet: physics-gravity
    let box = View(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    container.addSubview(box)
    let animator = DynamicAnimator(referenceView: container)
    let collision = CollisionBehavior(items: [box])
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(GravityBehavior(items: [box]))
    animator.addBehavior(collision)
    // end-snippet
    host.advance(by: 0.2)
    #expect(box.frame.minY > 10, "falling: \(box.frame)")
    host.advance(by: 5)
    #expect(abs(box.frame.maxY - 400) < 0.5, "resting on the floor: \(box.frame)")
    withExtendedLifetime(animator) {}
  }

  @Test func theSpringyFlowLayoutHangsSpringsNearTheVisibleItemsOnly() throws {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    // snippet: physics-springy-layout
    let layout = SpringyFlowLayout()
    layout.itemSize = CGSize(width: 44, height: 44)
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    layout.scrollResistanceFactor = 1000  // springier than the book's 1500
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 560), collectionViewLayout: layout)
    // end-snippet
    let source = CountingSource(count: 100_000)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = source
    host.show(collectionView)
    let springs = layout.springBehaviors.count
    #expect(springs > 0 && springs < 300, "springs near the visible rectangle only: \(springs)")
    host.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 100), duration: 0.3)
    host.advance(by: 5)
    #expect(collectionView.contentOffset.y > 400)
    #expect(layout.springBehaviors.count < 300)
    #expect(collectionView.checkInvariants() == [])
    withExtendedLifetime(source) {}
  }

  @Test func badNumbersAreRefusedAndReported() throws {
    let saved = DynamicAnimator.errorHandler
    defer { DynamicAnimator.errorHandler = saved }
    let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    // snippet: physics-errors
    var errors: [String] = []
    DynamicAnimator.errorHandler = { error in errors.append(error.description) }
    let spring = AttachmentBehavior(item: view, attachedToAnchor: .zero)
    spring.frequency = .nan
    // end-snippet
    #expect(spring.frequency == 0 || spring.frequency.isFinite, "the previous value stays")
    #expect(errors == ["AttachmentBehavior.frequency: nan is not a finite number within ±1e7; the value was refused"])
  }
}

/// A data source of plain cells.
final class CountingSource: CollectionViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
