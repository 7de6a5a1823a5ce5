import Trellis
import TrellisDynamics

/// The showcase's `SpringyCollectionViewFlowLayout` (the book's listings 6.16–6.21) as written there,
/// so the benchmarks measure the listing itself (an executable target can't import another one).
@MainActor final class BookSpringyLayout: FlowLayout {
  var dynamicAnimator: DynamicAnimator!

  override init() {
    super.init()
    minimumInteritemSpacing = 10
    minimumLineSpacing = 10
    itemSize = CGSize(width: 44, height: 44)
    sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
  }

  /// Not used: the benchmark creates the layout with `init()`.
  required init?(coder: NSCoder) { nil }

  override func prepare() {
    super.prepare()
    let contentSize = collectionView?.contentSize ?? .zero
    let items =
      super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height))
      ?? []
    if dynamicAnimator.behaviors.count == 0 {
      for obj in items {
        let behaviour = AttachmentBehavior(item: obj, attachedToAnchor: obj.center)
        behaviour.length = 0
        behaviour.damping = 0.8
        behaviour.frequency = 1
        dynamicAnimator.addBehavior(behaviour)
      }
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    dynamicAnimator.items(in: rect) as? [LayoutAttributes]
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Objective-C's messages to nil answer NO; the collection view asks before the layout is attached.
    guard let collectionView else { return false }
    let scrollView: ScrollView = collectionView
    let delta = newBounds.origin.y - scrollView.bounds.origin.y
    let touchLocation = collectionView.panGestureRecognizer.location(in: collectionView)
    for case let springBehaviour as AttachmentBehavior in dynamicAnimator.behaviors {
      let yDistanceFromTouch = abs(touchLocation.y - springBehaviour.anchorPoint.y)
      let xDistanceFromTouch = abs(touchLocation.x - springBehaviour.anchorPoint.x)
      let scrollResistance = (yDistanceFromTouch + xDistanceFromTouch) / 1500
      let item = springBehaviour.items.first!
      var center = item.center
      if delta < 0 {
        center.y += max(delta, delta * scrollResistance)
      } else {
        center.y += min(delta, delta * scrollResistance)
      }
      item.center = center
      dynamicAnimator.updateItem(usingCurrentState: item)
    }
    return false
  }
}
